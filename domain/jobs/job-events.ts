import type { DomainEvent } from '../command-handling/decider.ts';

export const JOB_KINDS = [
  'reindex',
  'import',
  'sync',
  'translate_backfill',
  'translate_writeback',
  'export',
  'data_export',
  'data_delete',
  'embed',
  'synonym_mining',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'canceled';

type JobData<T> = { tenantId: string; jobId: string } & T;

export type JobQueued = DomainEvent<
  'JobQueued',
  JobData<{ kind: JobKind; params: Record<string, unknown>; queuedAt: string }>
>;
export type JobStarted = DomainEvent<
  'JobStarted',
  JobData<{ attempt: number; runnerId: string; startedAt: string }>
>;
/** Also a heartbeat: a running job whose last progress is old belongs to a dead runner. */
export type JobProgressed = DomainEvent<'JobProgressed', JobData<{ progress: number; at: string }>>;
export type JobSucceeded = DomainEvent<
  'JobSucceeded',
  JobData<{ result: Record<string, unknown> | null; finishedAt: string }>
>;
export type JobFailed = DomainEvent<'JobFailed', JobData<{ error: string; finishedAt: string }>>;
export type JobCancelRequested = DomainEvent<'JobCancelRequested', JobData<{ at: string }>>;
export type JobCanceled = DomainEvent<'JobCanceled', JobData<{ finishedAt: string }>>;
/** A job whose runner died goes back to the queue (or fails, past its attempts). */
export type JobRequeued = DomainEvent<'JobRequeued', JobData<{ reason: string; at: string }>>;

export type JobEvent =
  | JobQueued
  | JobStarted
  | JobProgressed
  | JobSucceeded
  | JobFailed
  | JobCancelRequested
  | JobCanceled
  | JobRequeued;

export const JOB_EVENT_TYPES: ReadonlySet<JobEvent['type']> = new Set([
  'JobQueued',
  'JobStarted',
  'JobProgressed',
  'JobSucceeded',
  'JobFailed',
  'JobCancelRequested',
  'JobCanceled',
  'JobRequeued',
]);

export const jobStream = (tenantId: string, jobId: string): string => `job-${tenantId}:${jobId}`;
