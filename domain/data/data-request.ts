import type { JobOutT } from '../jobs/contract.ts';
import type { JobKind, JobStatus } from '../jobs/job-events.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { DataRequestBodyT, DataRequestKind, DataRequestOutT } from './contract.ts';

/** A data request is a job of one of these kinds; its id is the job's. */
export const JOB_KIND_OF: Readonly<Record<DataRequestKind, JobKind>> = {
  export: 'data_export',
  delete: 'data_delete',
};

export const dataRequestKindOf = (kind: JobKind): DataRequestKind | null =>
  kind === 'data_export' ? 'export' : kind === 'data_delete' ? 'delete' : null;

/** A canceled job did not do what was asked: the request failed. */
export const dataRequestStatus = (status: JobStatus): 'queued' | 'running' | 'succeeded' | 'failed' =>
  status === 'canceled' ? 'failed' : status;

/** How long an export's download link works. */
export const EXPORT_LINK_HOURS = 24;

/**
 * A delete must name the store's slug in `confirm_slug` (a typed confirmation, like the
 * dashboards of the field ask for); an export must not carry one.
 */
export function checkDataRequest(body: DataRequestBodyT, storeSlug: string): void {
  const slug = body.confirm_slug ?? null;
  if (body.kind === 'delete' && slug !== storeSlug)
    throw new DomainError('invalid_request', 'confirm_slug must equal the store slug to delete the store', [
      {
        field: 'confirm_slug',
        code: slug === null ? 'required' : 'mismatch',
        message: 'must equal the store slug',
      },
    ]);
  if (body.kind === 'export' && slug !== null)
    throw new DomainError('invalid_request', 'confirm_slug is for delete requests only', [
      { field: 'confirm_slug', code: 'not_allowed', message: 'only a delete request takes confirm_slug' },
    ]);
}

/** The request as a client sees it, from its job (and the export's link, when there is one). */
export const toDataRequestOut = (
  kind: DataRequestKind,
  job: JobOutT,
  downloadUrl: string | null,
): DataRequestOutT => ({
  id: job.id,
  kind,
  status: dataRequestStatus(job.status),
  created_at: job.created_at,
  completed_at: job.finished_at,
  download_url: kind === 'export' && job.status === 'succeeded' ? downloadUrl : null,
  job,
});
