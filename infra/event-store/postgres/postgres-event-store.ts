import { EventEmitter } from 'node:events';
import type { Pool } from 'pg';
import {
  type AppendResult,
  type BatchHandler,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  isTenantStream,
  type LogPosition,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  START,
  StreamConflict,
  type SubscribeOptions,
  type Subscription,
} from '../../../domain/event-store/event-store.ts';
import { HeadWatcher } from './head-watcher.ts';
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
  /** Milliseconds since the epoch (a float8: pg's text parser for timestamps cost more than the rest of a row). */
  created_ms: number;
}

/** The creation time as milliseconds since the epoch, read by the driver as a number. */
const createdMs = (table = '') => `(extract(epoch from ${table}created_at) * 1000)::float8 as created_ms`;

// The text form of the transaction id gets its own name: a bare `order by transaction_id` would
// otherwise sort by the output column, as text.
const COLUMNS = `position, transaction_id::text as commit_position, event_id, stream_id, revision, type, data, metadata, ${createdMs()}`;

/** At most $3 events after ($1, $2), in log order, of those every reader may see (below). */
const RANGE = `where (transaction_id, position) > ($1::text::xid8, $2::bigint)
     and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
   order by es_events.transaction_id, es_events.position limit $3`;

/**
 * The events after ($1, $2), at most $3 of them read, of which only those of the types in $4 come
 * back, with the last one read whatever its type (its data and metadata empty when it is of
 * another type): a reader's position moves past the ones left out, which are neither fetched nor
 * parsed. Eleven projectors and every api worker read the log, and most of them handle few of
 * its events (an import's products concern three of them). `read` is how many were read.
 */
const TYPED_READ = `with scanned as materialized (
    select transaction_id, position, type = any($4::text[]) as handled from es_events ${RANGE}
  ), kept as (
    select transaction_id, position, handled from scanned where handled
    union
    (select transaction_id, position, handled from scanned order by transaction_id desc, position desc limit 1)
  )
  select e.position, e.transaction_id::text as commit_position, e.event_id, e.stream_id, e.revision, e.type,
         case when k.handled then e.data else '{}'::jsonb end as data,
         case when k.handled then e.metadata else '{}'::jsonb end as metadata,
         ${createdMs('e.')},
         (select count(*) from scanned)::int as read
    from kept k join es_events e on e.transaction_id = k.transaction_id and e.position = k.position
   order by e.transaction_id, e.position`;

const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.event_id,
  streamId: row.stream_id,
  revision: BigInt(row.revision),
  position: { commit: BigInt(row.commit_position), prepare: BigInt(row.position) },
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  createdAt: new Date(row.created_ms),
});

export interface PostgresEventStoreOptions {
  /** How often the head is looked at for events written by other processes, when it has not moved lately. */
  readonly idlePollMs?: number;
  /**
   * Group commit: at most this many append transactions run at once; the appends issued
   * meanwhile wait and go together in the next one (default 2).
   */
  readonly appendConcurrency?: number;
  /** Largest group of appends in one transaction, counted in events (a larger append goes alone). */
  readonly maxGroupEvents?: number;
}

interface PendingAppend {
  readonly streamId: string;
  readonly events: readonly EventToAppend[];
  readonly expected: ExpectedRevision;
  /** The events' data and metadata as JSON, comma-separated (serialized when the append is issued). */
  readonly data: string;
  readonly metadata: string;
  readonly resolve: (result: AppendResult) => void;
  readonly reject: (error: unknown) => void;
}

interface AppendRow {
  conflict: boolean;
  next_revision: string;
  commit_position: string | null;
  prepare_position: string | null;
}

/** A named (prepared) statement: parsed and planned once per connection. */
const APPEND_MANY = {
  name: 'es_append_many',
  text: `select conflict, next_revision, commit_position::text, prepare_position
           from es_append_many($1::text[], $2::text[], $3::int[], $4::uuid[], $5::text[], $6::jsonb, $7::jsonb)`,
};

/** An error the server answered with: the statement, and its transaction, did not happen. */
const isServerError = (error: unknown): error is Error & { code: string } =>
  error instanceof Error &&
  typeof (error as { code?: unknown }).code === 'string' &&
  typeof (error as { severity?: unknown }).severity === 'string';

const toJson = (value: unknown): string => {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('event data and metadata must be JSON values');
  return json;
};

/** A subscription reads the log again after this long even without a wakeup from the head watcher. */
const FALLBACK_POLL_MS = 1_000;

/** Same event id written by another transaction at the same moment: the append is retried and finds it. */
const MAX_UNIQUE_RETRIES = 3;

/**
 * The default event store. Log order is (transaction id, position); readers only see
 * transactions older than the oldest one still running, so no event commits behind a
 * reader's checkpoint (see migrations/001-event-store.sql).
 *
 * Appends are group-committed: while `appendConcurrency` append transactions are running, the
 * appends issued by any caller of this store queue up, and the next transaction takes them all
 * (es_append_many), each decided on its own: a conflict fails only its own append. Within a
 * group, the log holds the appends in the order they were issued.
 */
export class PostgresEventStore implements EventStore {
  readonly name = 'postgres';
  private readonly appended = new EventEmitter().setMaxListeners(0);
  private readonly queue: PendingAppend[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly appendConcurrency: number;
  private readonly maxGroupEvents: number;
  private pumpScheduled = false;
  private readonly headWatcher: HeadWatcher;

  constructor(
    private readonly pool: Pool,
    options: PostgresEventStoreOptions = {},
  ) {
    this.headWatcher = new HeadWatcher({
      head: () => this.headPosition(),
      wakeups: this.appended,
      idlePollMs: options.idlePollMs ?? 50,
    });
    this.appendConcurrency = Math.max(1, options.appendConcurrency ?? 2);
    this.maxGroupEvents = Math.max(1, options.maxGroupEvents ?? 2000);
  }

  append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      // Serialized here, so that data that cannot be fails its own append only.
      const data = events.map((e) => toJson(e.data)).join(',');
      const metadata = events.map((e) => toJson(e.metadata ?? {})).join(',');
      this.queue.push({ streamId, events, expected, data, metadata, resolve, reject });
      this.schedulePump();
    });
  }

  /**
   * Starts the next transactions once the callers running now have issued their appends: the
   * appends issued together, and the next appends of the callers whose appends just finished,
   * go in one group.
   */
  private schedulePump(): void {
    if (this.pumpScheduled) return;
    this.pumpScheduled = true;
    setImmediate(() => {
      this.pumpScheduled = false;
      this.pump();
    });
  }

  /** Starts append transactions while there are queued appends and room for them. */
  private pump(): void {
    while (this.running.size < this.appendConcurrency && this.queue.length > 0) {
      const group = this.takeGroup();
      const run: Promise<void> = this.commitGroup(group).finally(() => {
        this.running.delete(run);
        this.schedulePump();
      });
      this.running.add(run);
    }
  }

  /** The queued appends from the front, up to maxGroupEvents events (at least one append). */
  private takeGroup(): PendingAppend[] {
    let events = 0;
    let count = 0;
    for (const p of this.queue) {
      if (count > 0 && events + p.events.length > this.maxGroupEvents) break;
      events += p.events.length;
      count++;
    }
    return this.queue.splice(0, count);
  }

  /** Settles every append of the group; never rejects. */
  private async commitGroup(group: readonly PendingAppend[]): Promise<void> {
    let rows: AppendRow[];
    try {
      rows = await this.appendMany(group);
    } catch (error) {
      if (group.length > 1 && isServerError(error)) {
        // Nothing of the group was stored (one append is malformed, or raced another
        // transaction for an event id): each append again on its own, in the same order.
        for (const p of group) await this.commitGroup([p]);
        return;
      }
      const [single] = group;
      if (single && isServerError(error) && error.code === '23505') {
        await this.retryUniqueViolation(single, error);
        return;
      }
      for (const p of group) p.reject(error);
      return;
    }
    this.settle(group, rows);
  }

  /**
   * Another transaction stored one of the append's event ids while this one waited on it; now
   * that it has committed, a retry sees the id and drops it, as for any idempotent retry.
   */
  private async retryUniqueViolation(p: PendingAppend, first: unknown): Promise<void> {
    let error = first;
    for (let attempt = 0; attempt < MAX_UNIQUE_RETRIES; attempt++) {
      try {
        this.settle([p], await this.appendMany([p]));
        return;
      } catch (e) {
        error = e;
        if (!isServerError(e) || e.code !== '23505') break;
      }
    }
    p.reject(error);
  }

  private settle(group: readonly PendingAppend[], rows: readonly AppendRow[]): void {
    let wrote = false;
    group.forEach((p, i) => {
      const row = rows[i];
      if (!row) {
        p.reject(new Error(`es_append_many returned ${rows.length} rows for ${group.length} appends`));
        return;
      }
      const revision = BigInt(row.next_revision);
      if (row.conflict) {
        p.reject(new StreamConflict(p.streamId, p.expected, revision < 0n ? 'no_stream' : revision));
        return;
      }
      const position =
        row.commit_position === null || row.prepare_position === null
          ? null
          : { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) };
      if (position) wrote = true;
      p.resolve({ nextRevision: revision, position });
    });
    if (wrote) this.appended.emit('appended');
  }

  private async appendMany(group: readonly PendingAppend[]): Promise<AppendRow[]> {
    const streams: string[] = [];
    const expected: string[] = [];
    const counts: number[] = [];
    const ids: string[] = [];
    const types: string[] = [];
    const data: string[] = [];
    const metadata: string[] = [];
    for (const p of group) {
      streams.push(p.streamId);
      expected.push(String(p.expected));
      counts.push(p.events.length);
      for (const e of p.events) {
        ids.push(e.id);
        types.push(e.type);
      }
      if (p.events.length > 0) {
        data.push(p.data);
        metadata.push(p.metadata);
      }
    }
    const { rows } = await this.pool.query<AppendRow>({
      ...APPEND_MANY,
      values: [streams, expected, counts, ids, types, `[${data.join(',')}]`, `[${metadata.join(',')}]`],
    });
    return rows;
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
      'select revision from es_events where stream_id = $1 order by revision desc limit 1',
      [streamId],
    );
    return rows[0] ? BigInt(rows[0].revision) : null;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return (await this.readFrom(options.after ?? START, options.maxCount ?? 1000, options.dataOf)).events;
  }

  /** The events after `after` (`read` of them read; with `dataOf`, fewer may come: TYPED_READ). */
  private async readFrom(
    after: LogPosition,
    maxCount: number,
    dataOf: ReadonlySet<string> | undefined,
  ): Promise<{ events: RecordedEvent[]; read: number }> {
    const from = [after.commit < 0n ? '0' : String(after.commit), String(after.prepare), maxCount];
    if (dataOf) {
      const { rows } = await this.pool.query<EventRow & { read: number }>(TYPED_READ, [...from, [...dataOf]]);
      return { events: rows.map(toRecorded), read: rows[0]?.read ?? 0 };
    }
    const { rows } = await this.pool.query<EventRow>(`select ${COLUMNS} from es_events ${RANGE}`, from);
    return { events: rows.map(toRecorded), read: rows.length };
  }

  subscribeToAll(handler: BatchHandler, options: SubscribeOptions = {}): Subscription {
    return pollingSubscription({
      read: (after, maxCount) => this.readFrom(after, maxCount, options.dataOf),
      handler,
      after: options.after ?? START,
      batchSize: options.batchSize ?? 500,
      wakeups: this.appended,
      watch: () => this.headWatcher.acquire(),
      fallbackPollMs: FALLBACK_POLL_MS,
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

  /** Deletes the store's streams and their events in one transaction (the stream locks first). */
  async eraseTenant(tenantId: string, extraStreams: readonly string[] = []): Promise<number> {
    if (tenantId.length === 0) throw new Error('eraseTenant: no tenant id');
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      // What follows the first dash is the tenant id, alone or before ':' (isTenantStream).
      const { rows } = await client.query<{ stream_id: string }>(
        `select stream_id from es_streams
          where (substr(stream_id, strpos(stream_id, '-') + 1) = $1 and strpos(stream_id, '-') > 1)
             or (substr(stream_id, strpos(stream_id, '-') + 1) like $2 escape '\\' and strpos(stream_id, '-') > 1)
             or stream_id = any($3)
          order by stream_id
          for update`,
        [tenantId, `${tenantId.replace(/[\\%_]/g, (c) => `\\${c}`)}:%`, [...extraStreams]],
      );
      const streams = rows
        .map((r) => r.stream_id)
        .filter((id) => isTenantStream(id, tenantId) || extraStreams.includes(id));
      await client.query('delete from es_events where stream_id = any($1)', [streams]);
      await client.query('delete from es_streams where stream_id = any($1)', [streams]);
      await client.query('commit');
      return streams.length;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async ping(): Promise<boolean> {
    await this.pool.query('select 1 from es_streams limit 1');
    return true;
  }

  /** Lets the appends already issued finish, then releases the subscriptions' listeners. */
  async close(): Promise<void> {
    for (;;) {
      this.pump();
      if (this.running.size === 0) break;
      await Promise.all(this.running);
    }
    this.appended.removeAllListeners();
    await this.headWatcher.stop();
  }
}
