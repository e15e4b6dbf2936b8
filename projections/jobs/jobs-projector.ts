import { match } from 'ts-pattern';
import type { RecordedEvent } from '../../domain/event-store/event-store.ts';
import { JOB_EVENT_TYPES, type JobEvent } from '../../domain/jobs/job-events.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import type { SqlProjector } from '../projector.ts';

export const jobsProjector: SqlProjector = {
  name: 'jobs',
  handles: JOB_EVENT_TYPES,
  tables: ['jobs'],
  async apply(events: readonly RecordedEvent[], sql: SqlExecutor) {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as JobEvent;
      const id = event.data.jobId;
      await match(event)
        .with({ type: 'JobQueued' }, ({ data }) =>
          sql.query(
            `insert into jobs (id, tenant_id, kind, status, params, created_at) values ($1, $2, $3, 'queued', $4, $5)
             on conflict (id) do nothing`,
            [id, data.tenantId, data.kind, JSON.stringify(data.params), data.queuedAt],
          ),
        )
        .with({ type: 'JobStarted' }, ({ data }) =>
          sql.query(
            `update jobs set status = 'running', attempt = $2, started_at = $3, heartbeat_at = $3, progress = 0 where id = $1`,
            [id, data.attempt, data.startedAt],
          ),
        )
        .with({ type: 'JobProgressed' }, ({ data }) =>
          sql.query('update jobs set progress = $2, heartbeat_at = $3 where id = $1', [
            id,
            data.progress,
            data.at,
          ]),
        )
        .with({ type: 'JobSucceeded' }, ({ data }) =>
          sql.query(
            `update jobs set status = 'succeeded', progress = 1, result = $2, finished_at = $3 where id = $1`,
            [id, data.result === null ? null : JSON.stringify(data.result), data.finishedAt],
          ),
        )
        .with({ type: 'JobFailed' }, ({ data }) =>
          sql.query(`update jobs set status = 'failed', error = $2, finished_at = $3 where id = $1`, [
            id,
            data.error,
            data.finishedAt,
          ]),
        )
        .with({ type: 'JobCancelRequested' }, () =>
          sql.query('update jobs set cancel_requested = true where id = $1', [id]),
        )
        .with({ type: 'JobCanceled' }, ({ data }) =>
          sql.query(`update jobs set status = 'canceled', finished_at = $2 where id = $1`, [
            id,
            data.finishedAt,
          ]),
        )
        .with({ type: 'JobRequeued' }, () =>
          sql.query(`update jobs set status = 'queued', progress = 0, heartbeat_at = null where id = $1`, [
            id,
          ]),
        )
        .exhaustive();
    }
  },
};
