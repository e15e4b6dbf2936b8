import { EventEmitter } from 'node:events';
import type {
  TelemetryConsumer,
  TelemetryLog,
  TelemetryLogStatus,
  TelemetrySubscription,
} from '../../../domain/telemetry/telemetry-log.ts';
import type { TelemetryRecord } from '../../../domain/telemetry/telemetry-record.ts';
import type { Pool } from '../../postgres/pool.ts';
import { SpillingBuffer } from '../spilling-buffer.ts';

interface Position {
  readonly tx: string;
  readonly pos: string;
}

const START: Position = { tx: '0', pos: '0' };

export interface PostgresTelemetryLogOptions {
  readonly spillDir: string;
  /** The connections consumers read and apply on (default: the log's pool). */
  readonly consumerPool?: Pool;
  readonly capacity?: number;
  /** Records per row the writer sends at most (default 1,000). */
  readonly batchSize?: number;
  /** Records a consumer's batch reads, in whole rows, at least one row (default 1,000). */
  readonly readBatchSize?: number;
  readonly idlePollMs?: number;
  /** How long the buffer lets a batch that is not full wait for more records (default 20 ms). */
  readonly lingerMs?: number;
  /**
   * Least time between the starts of a consumer's batches unless a full one waits or a caller
   * waits for the consumer to catch up (default 200 ms): fewer, larger batches cost the
   * projections far less per record, and a report is still at most a few hundred milliseconds
   * behind.
   */
  readonly applyEveryMs?: number;
  /** Rows every consumer has read are deleted once this old. */
  readonly retainMs?: number;
  readonly log?: (message: string) => void;
}

/**
 * The embedded telemetry log: a PostgreSQL table written in batches from a spilling buffer,
 * consumed by polling in log order. Each consumer's batch and checkpoint commit together.
 */
export class PostgresTelemetryLog implements TelemetryLog {
  readonly name = 'postgres';
  private readonly buffer: SpillingBuffer<TelemetryRecord>;
  private readonly written = new EventEmitter();
  private readonly consumers = new Set<string>();
  private purgeTimer: NodeJS.Timeout | null = null;
  private readonly consumerPool: Pool;

  constructor(
    private readonly pool: Pool,
    private readonly options: PostgresTelemetryLogOptions,
  ) {
    this.consumerPool = options.consumerPool ?? pool;
    this.written.setMaxListeners(0);
    this.buffer = new SpillingBuffer<TelemetryRecord>({
      spillDir: options.spillDir,
      capacity: options.capacity,
      batchSize: options.batchSize,
      lingerMs: options.lingerMs ?? 20,
      log: options.log,
      write: async (batch) => {
        // One row per batch: the batch's JSON array as text, and how many records it holds.
        await pool.query('insert into telemetry_log (data, records) values ($1, $2)', [
          JSON.stringify(batch),
          batch.length,
        ]);
        this.written.emit('written');
      },
    });
  }

  append(records: readonly TelemetryRecord[]): void {
    this.buffer.push(records);
  }

  status(): TelemetryLogStatus {
    return this.buffer.status();
  }

  flush(): Promise<void> {
    return this.buffer.flush();
  }

  async close(): Promise<void> {
    if (this.purgeTimer) clearInterval(this.purgeTimer);
    await this.buffer.close();
  }

  consume(consumer: TelemetryConsumer): TelemetrySubscription {
    this.consumers.add(consumer.name);
    this.schedulePurge();
    let stopped = false;
    let wake: (() => void) | null = null;
    let woken = false;
    let checkpoint: Position | null = null;
    /** Callers waiting for this consumer to catch up: it does not pause between batches then. */
    let hurried = 0;
    const onWritten = () => {
      woken = true;
      wake?.();
    };
    this.written.on('written', onWritten);
    const batchSize = this.options.readBatchSize ?? 1_000;
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wake = null;
          resolve();
        }
        wake = done;
      });

    const applyEveryMs = this.options.applyEveryMs ?? 200;
    const loop = async () => {
      let failures = 0;
      checkpoint = await this.loadCheckpoint(consumer.name);
      while (!stopped) {
        woken = false;
        const began = Date.now();
        try {
          const applied = await this.applyNext(consumer, checkpoint, batchSize);
          failures = 0;
          if (applied) {
            checkpoint = applied.next;
            if (applied.count >= batchSize) continue;
            // Records written meanwhile wait for the next batch (a write wakes only the idle wait).
            const next = began + applyEveryMs;
            while (!stopped && hurried === 0 && Date.now() < next) await sleep(next - Date.now());
          }
        } catch (error) {
          failures++;
          if (failures === 1 || failures % 50 === 0)
            this.options.log?.(`telemetry consumer ${consumer.name}: ${(error as Error).message}; retrying`);
          await sleep(Math.min(2_000, 20 * 2 ** Math.min(failures, 7)));
          continue;
        }
        if (woken) continue;
        await sleep(this.options.idlePollMs ?? 100);
      }
    };
    const done = loop().finally(() => this.written.off('written', onWritten));

    return {
      stop: async () => {
        stopped = true;
        this.consumers.delete(consumer.name);
        wake?.();
        await done;
      },
      caughtUp: async (timeoutMs) => {
        const deadline = Date.now() + timeoutMs;
        hurried++;
        try {
          await this.flush();
          const head = await this.head();
          wake?.();
          while (head && Date.now() < deadline) {
            if (checkpoint && compare(checkpoint, head) >= 0) return;
            await new Promise((r) => setTimeout(r, 10));
          }
          if (head)
            throw new Error(`telemetry consumer ${consumer.name} did not catch up in ${timeoutMs} ms`);
        } finally {
          hurried--;
        }
      },
      lag: async () => {
        const at = checkpoint ?? START;
        const { rows } = await this.pool.query<{ n: string }>(
          `select coalesce(sum(records), 0) as n from telemetry_log
            where (transaction_id, position) > ($1::text::xid8, $2::bigint)`,
          [at.tx, at.pos],
        );
        return Number(rows[0]?.n ?? 0);
      },
    };
  }

  /**
   * Reads the rows after `after` that start before `limit` records (at least one row) and applies
   * their records with the new checkpoint in one transaction.
   */
  private async applyNext(
    consumer: TelemetryConsumer,
    after: Position,
    limit: number,
  ): Promise<{ next: Position; count: number } | null> {
    // A consumer that is one SQL function gets the batch inside the database (`inDatabase`): only
    // the rows' positions are read here. Any other gets the records parsed from their JSON.
    const inDatabase = consumer.sqlFunction !== undefined;
    const { rows } = await this.consumerPool.query<{
      tx: string;
      pos: string;
      data: string | null;
      records: number;
    }>(
      `with picked as (
         select transaction_id, position, records,
                sum(records) over (order by transaction_id, position) - records as before
           from telemetry_log
          where (transaction_id, position) > ($1::text::xid8, $2::bigint)
            and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
          order by transaction_id, position limit $3)
       select p.transaction_id::text as tx, p.position::text as pos,
              case when $4::boolean then null else t.data end as data, p.records
         from picked p join telemetry_log t using (transaction_id, position)
        where p.before < $3
        order by p.transaction_id, p.position`,
      [after.tx, after.pos, limit, inDatabase],
    );
    const last = rows.at(-1);
    if (!last) return null;
    const next = { tx: last.tx, pos: last.pos };
    const count = rows.reduce((n, r) => n + r.records, 0);
    const client = await this.consumerPool.connect();
    try {
      await client.query('begin');
      if (consumer.sqlFunction !== undefined)
        await applyInDatabase(consumer.sqlFunction, after, next, client);
      else
        await consumer.apply(
          rows.flatMap((r) => JSON.parse(r.data ?? '[]') as TelemetryRecord[]),
          client,
        );
      await client.query(
        `insert into telemetry_checkpoints (name, position) values ($1, $2)
         on conflict (name) do update set position = excluded.position, updated_at = now()`,
        [consumer.name, JSON.stringify(next)],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    return { next, count };
  }

  private async loadCheckpoint(name: string): Promise<Position> {
    const { rows } = await this.consumerPool.query<{ position: Position }>(
      'select position from telemetry_checkpoints where name = $1',
      [name],
    );
    return rows[0]?.position ?? START;
  }

  private async head(): Promise<Position | null> {
    const { rows } = await this.pool.query<{ tx: string; pos: string }>(
      `select transaction_id::text as tx, position::text as pos from telemetry_log
        order by transaction_id desc, position desc limit 1`,
    );
    const row = rows[0];
    return row ? { tx: row.tx, pos: row.pos } : null;
  }

  private schedulePurge(): void {
    if (this.purgeTimer) return;
    const retainMs = this.options.retainMs ?? 3_600_000;
    this.purgeTimer = setInterval(
      () => void this.purge(retainMs).catch(() => undefined),
      Math.min(retainMs, 60_000),
    );
    this.purgeTimer.unref();
  }

  /** Deletes rows every consumer of this process has read, once `retainMs` old. */
  async purge(retainMs: number): Promise<number> {
    if (this.consumers.size === 0) return 0;
    const { rowCount } = await this.consumerPool.query(
      `with low as (
         select (position->>'tx')::xid8 as tx, (position->>'pos')::bigint as pos
           from telemetry_checkpoints where name = any($1::text[])
          order by 1, 2 limit 1)
       delete from telemetry_log t using low
        where (t.transaction_id, t.position) <= (low.tx, low.pos)
          and t.created_at < now() - make_interval(secs => $2::double precision / 1000)
          and (select count(*) from telemetry_checkpoints where name = any($1::text[])) = cardinality($1::text[])`,
      [[...this.consumers], retainMs],
    );
    return rowCount ?? 0;
  }
}

const SQL_NAME = /^[a-z_][a-z0-9_]*$/u;

/**
 * Calls `fn` on the records of the rows after `after` up to `last` (both in log order), their
 * JSON arrays joined into one in the database, empty ones left out. The rows are the ones just
 * picked: every row up to `last` was written by a transaction that had ended when they were.
 */
async function applyInDatabase(
  fn: string,
  after: Position,
  last: Position,
  sql: { query(text: string, values?: unknown[]): Promise<unknown> },
): Promise<void> {
  if (!SQL_NAME.test(fn)) throw new Error(`not a SQL function name: ${fn}`);
  await sql.query(
    // Cut and joined as bytes: a text's length and substrings count characters, which in UTF-8
    // means reading the whole text each time.
    `select ${fn}(convert_from('\\x5b'::bytea
                 || coalesce(string_agg(substring(b from 2 for octet_length(b) - 2), '\\x2c'::bytea
                                        order by transaction_id, position) filter (where records > 0), '')
                 || '\\x5d'::bytea, 'UTF8')::jsonb)
       from (select transaction_id, position, records, convert_to(data, 'UTF8') as b from telemetry_log
              where (transaction_id, position) > ($1::text::xid8, $2::bigint)
                and (transaction_id, position) <= ($3::text::xid8, $4::bigint)) rows`,
    [after.tx, after.pos, last.tx, last.pos],
  );
}

function compare(a: Position, b: Position): number {
  const tx = BigInt(a.tx) - BigInt(b.tx);
  if (tx !== 0n) return tx < 0n ? -1 : 1;
  const pos = BigInt(a.pos) - BigInt(b.pos);
  return pos === 0n ? 0 : pos < 0n ? -1 : 1;
}
