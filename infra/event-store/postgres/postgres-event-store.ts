import { EventEmitter } from 'node:events';
import type { Pool } from 'pg';
import {
  type AppendResult,
  type BatchHandler,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type LogPosition,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  START,
  StreamConflict,
  type SubscribeOptions,
  type Subscription,
} from '../../../domain/event-store/event-store.ts';
import { pollingSubscription } from './polling-subscription.ts';

interface EventRow {
  position: string;
  commit_position: string;
  event_id: string;
  stream_id: string;
  revision: string;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  created_at: Date;
}

// The text form of the transaction id gets its own name: a bare `order by transaction_id` would
// otherwise sort by the output column, as text.
const COLUMNS =
  'position, transaction_id::text as commit_position, event_id, stream_id, revision, type, data, metadata, created_at';

const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.event_id,
  streamId: row.stream_id,
  revision: BigInt(row.revision),
  position: { commit: BigInt(row.commit_position), prepare: BigInt(row.position) },
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  createdAt: row.created_at,
});

export interface PostgresEventStoreOptions {
  /** How often an idle subscription looks for events written by other processes. */
  readonly idlePollMs?: number;
}

/**
 * The default event store. Log order is (transaction id, position); readers only see
 * transactions older than the oldest one still running, so no event commits behind a
 * reader's checkpoint (see migrations/001-event-store.sql).
 */
export class PostgresEventStore implements EventStore {
  readonly name = 'postgres';
  private readonly appended = new EventEmitter().setMaxListeners(0);

  constructor(
    private readonly pool: Pool,
    private readonly options: PostgresEventStoreOptions = {},
  ) {}

  async append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const payload = JSON.stringify(
      events.map((e) => ({ id: e.id, type: e.type, data: e.data, metadata: e.metadata ?? {} })),
    );
    try {
      const { rows } = await this.pool.query<{
        next_revision: string;
        commit_position: string | null;
        prepare_position: string | null;
      }>('select next_revision, commit_position::text, prepare_position from es_append($1, $2, $3::jsonb)', [
        streamId,
        String(expected),
        payload,
      ]);
      const row = rows[0];
      if (!row) throw new Error('es_append returned no row');
      if (row.commit_position !== null) this.appended.emit('appended');
      return {
        nextRevision: BigInt(row.next_revision),
        position:
          row.commit_position === null || row.prepare_position === null
            ? null
            : { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
      };
    } catch (error) {
      const e = error as { code?: string; detail?: string };
      if (e.code === 'SSCON') {
        const actual = BigInt(e.detail ?? '-1');
        throw new StreamConflict(streamId, expected, actual < 0n ? 'no_stream' : actual);
      }
      // Two appends of one event id to different streams at the same moment: the second is a duplicate.
      if (e.code === '23505' && events.length > 0) {
        const revision = await this.streamRevision(streamId);
        return { nextRevision: revision ?? -1n, position: null };
      }
      throw error;
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const from = options.fromRevision ?? (backwards ? BigInt(Number.MAX_SAFE_INTEGER) : 0n);
    const { rows } = await this.pool.query<EventRow>(
      `select ${COLUMNS} from es_events where stream_id = $1 and revision ${backwards ? '<=' : '>='} $2
       order by revision ${backwards ? 'desc' : 'asc'} limit $3`,
      [streamId, String(from), options.maxCount ?? null],
    );
    return rows.map(toRecorded);
  }

  async streamRevision(streamId: string): Promise<bigint | null> {
    const { rows } = await this.pool.query<{ revision: string }>(
      'select revision from es_streams where stream_id = $1 and revision >= 0',
      [streamId],
    );
    return rows[0] ? BigInt(rows[0].revision) : null;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const after = options.after ?? START;
    const { rows } = await this.pool.query<EventRow>(
      `select ${COLUMNS} from es_events
        where (transaction_id, position) > ($1::text::xid8, $2::bigint)
          and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        order by es_events.transaction_id, es_events.position limit $3`,
      [after.commit < 0n ? '0' : String(after.commit), String(after.prepare), options.maxCount ?? 1000],
    );
    return rows.map(toRecorded);
  }

  subscribeToAll(handler: BatchHandler, options: SubscribeOptions = {}): Subscription {
    return pollingSubscription({
      read: (after, maxCount) => this.readAll({ after, maxCount }),
      handler,
      after: options.after ?? START,
      batchSize: options.batchSize ?? 500,
      idlePollMs: this.options.idlePollMs ?? 50,
      wakeups: this.appended,
    });
  }

  async headPosition(): Promise<LogPosition> {
    const { rows } = await this.pool.query<{ commit_position: string; position: string }>(
      `select transaction_id::text as commit_position, position from es_events
        where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        order by es_events.transaction_id desc, es_events.position desc limit 1`,
    );
    const row = rows[0];
    return row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.position) } : START;
  }

  async ping(): Promise<boolean> {
    await this.pool.query('select 1 from es_streams limit 1');
    return true;
  }

  async close(): Promise<void> {
    this.appended.removeAllListeners();
  }
}
