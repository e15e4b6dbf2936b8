import type { ImportItemErrorT, ImportOutT, ImportStatus, RepeatT } from '../../domain/imports/contract.ts';
import type { JobKind, JobStatus } from '../../domain/jobs/job-events.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';

interface ImportRow {
  id: string;
  tenant_id: string;
  source: ImportOutT['source'];
  status: ImportStatus;
  stats: Record<string, number>;
  errors: ImportItemErrorT[];
  error: string | null;
  source_url: string | null;
  filename: string | null;
  locale: string | null;
  dry_run: boolean;
  repeat: RepeatT | null;
  next_run_at: Date | null;
  parent_id: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  job_id: string;
  job_kind: JobKind | null;
  job_status: JobStatus | null;
  job_progress: number | null;
  job_created_at: Date | null;
  job_started_at: Date | null;
  job_finished_at: Date | null;
  job_result: Record<string, unknown> | null;
  job_error: string | null;
}

const SELECT = `select i.*, j.kind as job_kind, j.status as job_status, j.progress as job_progress,
  j.created_at as job_created_at, j.started_at as job_started_at, j.finished_at as job_finished_at,
  j.result as job_result, j.error as job_error
  from imports i left join jobs j on j.id = i.job_id`;

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

/** An import whose job ended without the import saying so (its runner died for good) shows the job's end. */
function statusOf(r: ImportRow): ImportStatus {
  const jobEnded = r.job_status === 'failed' || r.job_status === 'canceled';
  return (r.status === 'queued' || r.status === 'running') && jobEnded
    ? (r.job_status as ImportStatus)
    : r.status;
}

const toOut = (r: ImportRow): ImportOutT => ({
  id: r.id,
  source: r.source,
  status: statusOf(r),
  stats: r.stats,
  errors: r.errors,
  created_at: r.created_at.toISOString(),
  started_at: iso(r.started_at),
  finished_at: iso(r.finished_at),
  job:
    r.job_status && r.job_kind && r.job_created_at
      ? {
          id: r.job_id,
          kind: r.job_kind,
          status: r.job_status,
          progress: r.job_progress ?? 0,
          created_at: r.job_created_at.toISOString(),
          started_at: iso(r.job_started_at),
          finished_at: iso(r.job_finished_at),
          result: r.job_result,
          error: r.job_error,
        }
      : null,
  source_url: r.source_url,
  filename: r.filename,
  locale: r.locale,
  dry_run: r.dry_run,
  repeat: r.repeat,
  next_run_at: iso(r.next_run_at),
  parent_id: r.parent_id,
  error: r.error ?? (statusOf(r) !== r.status ? r.job_error : null),
});

export async function findImport(sql: SqlExecutor, tenantId: string, id: string): Promise<ImportOutT | null> {
  const { rows } = await sql.query<ImportRow>(`${SELECT} where i.tenant_id = $1 and i.id = $2`, [
    tenantId,
    id,
  ]);
  return rows[0] ? toOut(rows[0]) : null;
}

/** Newest first; the position is `<created_at ISO> <id>`. */
export async function listImports(
  sql: SqlExecutor,
  tenantId: string,
  after: { createdAt: string; id: string } | null,
  limit: number,
): Promise<ImportOutT[]> {
  const { rows } = await sql.query<ImportRow>(
    `${SELECT} where i.tenant_id = $1
       and ($2::timestamptz is null or (i.created_at, i.id) < ($2::timestamptz, $3::text))
     order by i.created_at desc, i.id desc limit $4`,
    [tenantId, after?.createdAt ?? null, after?.id ?? '', limit],
  );
  return rows.map(toOut);
}

export async function countImports(sql: SqlExecutor, tenantId: string): Promise<number> {
  const { rows } = await sql.query<{ n: string }>('select count(*) as n from imports where tenant_id = $1', [
    tenantId,
  ]);
  return Number(rows[0]?.n ?? 0);
}

/** Repeating imports whose next run is due and that have no run under way. */
export async function dueImports(
  sql: SqlExecutor,
  now: Date,
  limit: number,
): Promise<{ tenantId: string; importId: string }[]> {
  const { rows } = await sql.query<{ id: string; tenant_id: string }>(
    `select id, tenant_id from imports where repeat is not null and next_run_at <= $1 and active_run_id is null
      order by next_run_at limit $2`,
    [now, limit],
  );
  return rows.map((r) => ({ tenantId: r.tenant_id, importId: r.id }));
}

/**
 * Imports still open whose job ended without them (the runner gave up on it), and runs that a
 * repeating import still counts as under way although they ended: both are closed by the scheduler.
 */
export async function unfinishedImports(
  sql: SqlExecutor,
): Promise<{ tenantId: string; importId: string; jobStatus: JobStatus; jobError: string | null }[]> {
  const { rows } = await sql.query<{
    id: string;
    tenant_id: string;
    status: JobStatus;
    error: string | null;
  }>(
    `select i.id, i.tenant_id, j.status, j.error from imports i join jobs j on j.id = i.job_id
      where i.status in ('queued', 'running') and j.status in ('failed', 'canceled') limit 100`,
  );
  return rows.map((r) => ({ tenantId: r.tenant_id, importId: r.id, jobStatus: r.status, jobError: r.error }));
}

export async function endedActiveRuns(
  sql: SqlExecutor,
): Promise<{ tenantId: string; importId: string; runId: string; status: ImportStatus }[]> {
  const { rows } = await sql.query<{ id: string; tenant_id: string; run_id: string; status: ImportStatus }>(
    `select p.id, p.tenant_id, r.id as run_id, r.status from imports p join imports r on r.id = p.active_run_id and r.id <> p.id
      where r.status in ('succeeded', 'failed', 'canceled') limit 100`,
  );
  return rows.map((r) => ({ tenantId: r.tenant_id, importId: r.id, runId: r.run_id, status: r.status }));
}
