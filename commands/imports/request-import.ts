import { handleCommand } from '../../domain/command-handling/handle-command.ts';
import type { CreatableSourceT, RepeatT } from '../../domain/imports/contract.ts';
import { gsheetCsvUrl } from '../../domain/imports/gsheet-url.ts';
import { importDecider } from '../../domain/imports/import.ts';
import { importStream } from '../../domain/imports/import-events.ts';
import { mappingErrors } from '../../domain/imports/resolve-columns.ts';
import { DomainError, type FieldError } from '../../domain/shared/domain-error.ts';
import { queueJob } from '../jobs/queue-job.ts';
import type { CommandDeps } from '../shared/command-deps.ts';
import { loadStoreProfile } from '../tenancy/load-store.ts';

export interface ImportRequest {
  readonly tenantId: string;
  readonly importId: string;
  readonly source: CreatableSourceT;
  readonly sourceUrl: string | null;
  readonly filename: string | null;
  readonly blobKey: string | null;
  readonly mapping: Record<string, string>;
  readonly locale: string | null;
  readonly dryRun: boolean;
  readonly repeat: RepeatT | null;
  readonly parentId: string | null;
}

/** What is wrong with an import request before anything is recorded (field paths as the client sent them). */
export async function importRequestErrors(
  deps: CommandDeps,
  r: Omit<ImportRequest, 'importId' | 'blobKey' | 'parentId'>,
): Promise<FieldError[]> {
  const store = await loadStoreProfile(deps.eventStore, r.tenantId);
  const errors: FieldError[] = [...mappingErrors(r.mapping, store.locales)];
  if (r.locale !== null && !store.locales.includes(r.locale))
    throw new DomainError(
      'unsupported_locale',
      `${r.locale} is not one of the store languages (${store.locales.join(', ')})`,
      [{ field: 'locale', code: 'unsupported_locale', message: `one of ${store.locales.join(', ')}` }],
    );
  if (r.sourceUrl !== null) {
    let url: URL | null = null;
    try {
      url = new URL(r.sourceUrl);
    } catch {
      errors.push({ field: 'url', code: 'invalid_format', message: 'is not a URL' });
    }
    if (url && url.protocol !== 'http:' && url.protocol !== 'https:')
      errors.push({ field: 'url', code: 'invalid_format', message: 'must be an http or https URL' });
    if (url && (url.username || url.password))
      errors.push({
        field: 'url',
        code: 'invalid_format',
        message: 'must not carry a user name or password',
      });
    if (url && r.source === 'gsheet' && gsheetCsvUrl(r.sourceUrl) === null)
      errors.push({
        field: 'url',
        code: 'invalid_format',
        message: 'is not a Google Sheets URL (…/spreadsheets/d/<id>/…)',
      });
  }
  if (r.repeat !== null && r.sourceUrl === null)
    errors.push({
      field: 'repeat',
      code: 'invalid',
      message: 'only URL imports repeat (an uploaded file is read once)',
    });
  return errors;
}

/** Records the import and queues its job; answers the job id. */
export async function requestImport(deps: CommandDeps, r: ImportRequest): Promise<string> {
  const jobId = deps.newId();
  const recorded = await handleCommand(
    deps.eventStore,
    importStream(r.tenantId, r.importId),
    importDecider,
    { type: 'RequestImport', ...r, jobId, now: deps.now().toISOString() },
    { newEventId: deps.newId },
  );
  await queueJob(deps, r.tenantId, 'import', { importId: r.importId }, jobId);
  await deps.settle(recorded.position);
  return jobId;
}
