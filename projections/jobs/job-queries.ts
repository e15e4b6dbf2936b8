import type { JobKind, JobStatus } from '../../domain/jobs/job-events.ts';
import type { QueuedJob } from '../../domain/jobs/job-queue.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';

export interface JobView {
  readonly id: string;
  readonly tenantId: string;
  readonly kind: JobKind;
  readonly status: JobStatus;
  readonly progress: number;
  readonly createdAt: string;
  readonly startedAt: string | null;
  readonly finishedAt: string | null;
  readonly result: Record<string, unknown> | null;
  readonly error: string | null;
}

interface JobRow {
  id: string;
  tenant_id: string;
  kind: JobKind;
  status: JobStatus;
  progress: number;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  result: Record<string, unknown> | null;
  error: string | null;
}

const toView = (r: JobRow): JobView => ({
  id: r.id,
  tenantId: r.tenant_id,
  kind: r.kind,
  status: r.status,
  progress: r.progress,
  createdAt: r.created_at.toISOString(),
  startedAt: r.started_at?.toISOString() ?? null,
  finishedAt: r.finished_at?.toISOString() ?? null,
  result: r.result,
  error: r.error,
});

export async function findJob(sql: SqlExecutor, tenantId: string, jobId: string): Promise<JobView | null> {
  const { rows } = await sql.query<JobRow>('select * from jobs where tenant_id = $1 and id = $2', [
    tenantId,
    jobId,
  ]);
  return rows[0] ? toView(rows[0]) : null;
}

export async function queuedJobs(sql: SqlExecutor, limit: number): Promise<QueuedJob[]> {
  const { rows } = await sql.query<{
    id: string;
    tenant_id: string;
    kind: JobKind;
    params: Record<string, unknown>;
  }>(`select id, tenant_id, kind, params from jobs where status = 'queued' order by created_at limit $1`, [
    limit,
  ]);
  return rows.map((r) => ({ jobId: r.id, tenantId: r.tenant_id, kind: r.kind, params: r.params }));
}

export async function staleJobs(
  sql: SqlExecutor,
  staleSince: Date,
): Promise<{ tenantId: string; jobId: string }[]> {
  const { rows } = await sql.query<{ id: string; tenant_id: string }>(
    `select id, tenant_id from jobs where status = 'running' and heartbeat_at < $1`,
    [staleSince],
  );
  return rows.map((r) => ({ jobId: r.id, tenantId: r.tenant_id }));
}

export async function cancelRequestedJobs(sql: SqlExecutor, jobIds: readonly string[]): Promise<Set<string>> {
  if (jobIds.length === 0) return new Set();
  const { rows } = await sql.query<{ id: string }>(
    'select id from jobs where id = any($1) and cancel_requested',
    [jobIds],
  );
  return new Set(rows.map((r) => r.id));
}

/** A store's jobs of some kinds, newest first. */
export async function jobsOfKinds(
  sql: SqlExecutor,
  tenantId: string,
  kinds: readonly JobKind[],
  limit: number,
): Promise<JobView[]> {
  const { rows } = await sql.query<JobRow>(
    'select * from jobs where tenant_id = $1 and kind = any($2) order by created_at desc, id desc limit $3',
    [tenantId, kinds, limit],
  );
  return rows.map(toView);
}
