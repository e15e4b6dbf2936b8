import type { JobQueue } from '../../domain/jobs/job-queue.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { cancelRequestedJobs, queuedJobs, staleJobs } from '../../projections/jobs/job-queries.ts';

/** The job queue over the jobs read model. */
export const sqlJobQueue = (sql: SqlExecutor): JobQueue => ({
  queued: (limit) => queuedJobs(sql, limit),
  stale: (since) => staleJobs(sql, since),
  cancelRequested: (ids) => cancelRequestedJobs(sql, ids),
});
