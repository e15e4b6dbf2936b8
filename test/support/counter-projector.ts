import type { RecordedEvent } from '../../domain/event-store/event-store.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import type { SqlProjector } from '../../projections/projector.ts';

/**
 * A deliberately non-idempotent projector (it adds): if the runtime ever applied an event
 * twice, or skipped one, the totals would show it.
 */
export const counterProjector = (options: { delayMs?: number; failOn?: string } = {}): SqlProjector => ({
  name: 'test_counters',
  handles: new Set(['Incremented']),
  tables: ['test_counter_totals'],
  async apply(events: readonly RecordedEvent[], sql: SqlExecutor) {
    for (const e of events) {
      if (options.failOn && e.data.marker === options.failOn)
        throw new Error(`cannot apply ${options.failOn}`);
      await sql.query(
        `insert into test_counter_totals (stream_id, total, events) values ($1, $2, 1)
         on conflict (stream_id) do update set total = test_counter_totals.total + $2, events = test_counter_totals.events + 1`,
        [e.streamId, Number(e.data.by)],
      );
      if (options.delayMs) await sql.query('select pg_sleep($1)', [options.delayMs / 1000]);
    }
  },
});

export const COUNTER_TABLE_SQL =
  'create table if not exists test_counter_totals (stream_id text primary key, total bigint not null, events int not null)';
