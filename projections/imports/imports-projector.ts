import { match } from 'ts-pattern';
import type { RecordedEvent } from '../../domain/event-store/event-store.ts';
import { IMPORT_EVENT_TYPES, type ImportEvent } from '../../domain/imports/import-events.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import type { SqlProjector } from '../projector.ts';

/** The `imports` read model: one row per import (ImportOut), with its repeat schedule. */
export const importsProjector: SqlProjector = {
  name: 'imports',
  handles: IMPORT_EVENT_TYPES,
  tables: ['imports'],
  async apply(events: readonly RecordedEvent[], sql: SqlExecutor) {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as ImportEvent;
      const id = event.data.importId;
      await match(event)
        .with({ type: 'ImportRequested' }, ({ data }) =>
          sql.query(
            `insert into imports (id, tenant_id, source, status, job_id, source_url, filename, locale, dry_run, repeat,
                                  next_run_at, active_run_id, parent_id, created_at)
             values ($1, $2, $3, 'queued', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) on conflict (id) do nothing`,
            [
              id,
              data.tenantId,
              data.source,
              data.jobId,
              data.sourceUrl,
              data.filename,
              data.locale,
              data.dryRun,
              data.repeat,
              data.nextRunAt,
              data.repeat ? id : null,
              data.parentId,
              data.at,
            ],
          ),
        )
        .with({ type: 'ImportStarted' }, ({ data }) =>
          sql.query(
            `update imports set status = 'running', started_at = $2 where id = $1 and status = 'queued'`,
            [id, data.at],
          ),
        )
        .with({ type: 'ImportFinished' }, ({ data }) =>
          sql.query(
            `update imports set status = $2, stats = $3, errors = $4, error = $5, finished_at = $6,
                    next_run_at = case when repeat is null then next_run_at else $7::timestamptz end,
                    active_run_id = case when active_run_id = id then null else active_run_id end
              where id = $1`,
            [
              id,
              data.status,
              JSON.stringify(data.stats),
              JSON.stringify(data.errors),
              data.error,
              data.at,
              data.nextRunAt,
            ],
          ),
        )
        .with({ type: 'ImportRepeatSet' }, ({ data }) =>
          sql.query('update imports set repeat = $2, next_run_at = $3 where id = $1', [
            id,
            data.repeat,
            data.nextRunAt,
          ]),
        )
        .with({ type: 'ImportRunStarted' }, ({ data }) =>
          sql.query('update imports set active_run_id = $2 where id = $1', [id, data.runId]),
        )
        .with({ type: 'ImportRunEnded' }, ({ data }) =>
          sql.query(
            `update imports set active_run_id = null, next_run_at = $2,
                    stats = stats || jsonb_build_object('consecutive_failures', $3::int) where id = $1`,
            [id, data.nextRunAt, data.consecutiveFailures],
          ),
        )
        .exhaustive();
    }
  },
};
