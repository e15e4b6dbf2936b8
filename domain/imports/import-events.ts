import type { DomainEvent } from '../command-handling/decider.ts';
import type { CreatableSourceT, ImportItemErrorT, RepeatT } from './contract.ts';

type Of<T> = { tenantId: string; importId: string } & T;

export type ImportOutcome = 'succeeded' | 'failed' | 'canceled';

/** An import was asked for (by a client, or by its repeating parent); its job runs it. */
export type ImportRequested = DomainEvent<
  'ImportRequested',
  Of<{
    source: CreatableSourceT;
    sourceUrl: string | null;
    filename: string | null;
    /** Where an uploaded file is kept (`<tenantId>/imports/<importId>`). */
    blobKey: string | null;
    mapping: Record<string, string>;
    locale: string | null;
    dryRun: boolean;
    repeat: RepeatT | null;
    nextRunAt: string | null;
    parentId: string | null;
    jobId: string;
    at: string;
  }>
>;
export type ImportStarted = DomainEvent<'ImportStarted', Of<{ at: string }>>;
/**
 * The import ended (spec event kind `catalog.import_finished`): its counts, the first item
 * errors, and for a repeating import when it runs next.
 */
export type ImportFinished = DomainEvent<
  'ImportFinished',
  Of<{
    parentId: string | null;
    source: CreatableSourceT;
    status: ImportOutcome;
    dryRun: boolean;
    stats: Record<string, number>;
    errors: ImportItemErrorT[];
    error: string | null;
    nextRunAt: string | null;
    at: string;
  }>
>;
export type ImportRepeatSet = DomainEvent<
  'ImportRepeatSet',
  Of<{ repeat: RepeatT | null; nextRunAt: string | null; at: string }>
>;
/** A repeating import started a run (an import of its own, with this one as parent). */
export type ImportRunStarted = DomainEvent<'ImportRunStarted', Of<{ runId: string; at: string }>>;
export type ImportRunEnded = DomainEvent<
  'ImportRunEnded',
  Of<{
    runId: string;
    status: ImportOutcome;
    consecutiveFailures: number;
    nextRunAt: string | null;
    at: string;
  }>
>;

export type ImportEvent =
  | ImportRequested
  | ImportStarted
  | ImportFinished
  | ImportRepeatSet
  | ImportRunStarted
  | ImportRunEnded;

export const IMPORT_EVENT_TYPES: ReadonlySet<ImportEvent['type']> = new Set([
  'ImportRequested',
  'ImportStarted',
  'ImportFinished',
  'ImportRepeatSet',
  'ImportRunStarted',
  'ImportRunEnded',
]);

export const importStream = (tenantId: string, importId: string): string => `import-${tenantId}:${importId}`;
/** The blob an uploaded file is kept in: under the store's prefix. */
export const importBlobKey = (tenantId: string, importId: string): string =>
  `${tenantId}/imports/${importId}`;
