import { type Admin, type Consumer, Kafka, logLevel, Partitioners, type Producer } from 'kafkajs';
import type {
  TelemetryConsumer,
  TelemetryLog,
  TelemetryLogStatus,
  TelemetrySubscription,
} from '../../../domain/telemetry/telemetry-log.ts';
import type { TelemetryRecord } from '../../../domain/telemetry/telemetry-record.ts';
import type { Pool } from '../../postgres/pool.ts';
import { SpillingBuffer } from '../spilling-buffer.ts';

export interface KafkaTelemetryLogOptions {
  /** `host:port` of the bootstrap brokers. */
  readonly brokers: readonly string[];
  /** The topic of the log; records are keyed by store, so one store's records keep their order. */
  readonly topic: string;
  readonly spillDir: string;
  /** The connections consumers apply on, with their checkpoints (default: the log's pool). */
  readonly consumerPool?: Pool;
  readonly clientId?: string;
  readonly capacity?: number;
  readonly batchSize?: number;
  /** How long a consumer that died keeps its partitions before the group moves them (ms). */
  readonly sessionTimeoutMs?: number;
  /**
   * Records older than this when a consumer reads them are left out (ms; default: none): the
   * projections keep a record's row, which makes a second delivery change nothing, only so long
   * (`SHOPPER_LOG_RETENTION_DAYS`), and a topic may keep records longer.
   */
  readonly maxRecordAgeMs?: number;
  /** The clock records' ages are read by (default: the system's). */
  readonly now?: () => Date;
  readonly log?: (message: string) => void;
}

/** A consumer's checkpoint: per partition, the offset of the next record to apply. */
interface Offsets {
  readonly topic: string;
  readonly offsets: Record<string, string>;
}

/**
 * The telemetry log on Kafka. The write side is the same spilling buffer as the embedded log's
 * (a slow or absent broker never blocks the shopper: records wait in memory, then on disk).
 * Consumers are a Kafka consumer group per projection, but their offsets are NOT committed to
 * Kafka: they are kept in PostgreSQL (`telemetry_checkpoints`) in the transaction of the
 * projection's writes. A batch reads its partition's checkpoint under a row lock and applies
 * only what lies past it, so a restart, a rebalance or two processes handed the same
 * partition neither lose nor apply a record twice.
 */
export class KafkaTelemetryLog implements TelemetryLog {
  readonly name = 'kafka';
  private readonly kafka: Kafka;
  private readonly buffer: SpillingBuffer<TelemetryRecord>;
  private producer: Promise<Producer> | null = null;
  private admin: Promise<Admin> | null = null;
  private readonly subscriptions = new Set<TelemetrySubscription>();

  constructor(
    private readonly pool: Pool,
    private readonly options: KafkaTelemetryLogOptions,
  ) {
    const say = options.log;
    this.kafka = new Kafka({
      clientId: options.clientId ?? 'store-search',
      brokers: [...options.brokers],
      connectionTimeout: 3_000,
      // A failed send is retried by the buffer (with the batch kept), not held here.
      retry: { retries: 3, initialRetryTime: 100, maxRetryTime: 2_000 },
      logLevel: logLevel.ERROR,
      logCreator: () => (entry) => {
        if (entry.level <= logLevel.ERROR) say?.(`kafka: ${entry.log.message}`);
      },
    });
    this.buffer = new SpillingBuffer<TelemetryRecord>({
      spillDir: options.spillDir,
      capacity: options.capacity,
      batchSize: options.batchSize,
      log: options.log,
      write: (batch) => this.send(batch),
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
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.buffer.close();
    const [producer, admin] = [this.producer, this.admin];
    this.producer = null;
    this.admin = null;
    await Promise.all([
      producer?.then((p) => p.disconnect()).catch(() => undefined),
      admin?.then((a) => a.disconnect()).catch(() => undefined),
    ]);
  }

  private async send(batch: readonly TelemetryRecord[]): Promise<void> {
    const producer = await this.connectProducer();
    await producer.send({
      topic: this.options.topic,
      acks: -1,
      messages: batch.map((r) => ({ key: r.tenantId, value: JSON.stringify(r) })),
    });
  }

  private connectProducer(): Promise<Producer> {
    if (!this.producer) {
      const producer = this.kafka.producer({
        createPartitioner: Partitioners.DefaultPartitioner,
        allowAutoTopicCreation: true,
        idempotent: false,
      });
      this.producer = producer.connect().then(
        () => producer,
        (error: unknown) => {
          this.producer = null;
          throw error;
        },
      );
    }
    return this.producer;
  }

  private connectAdmin(): Promise<Admin> {
    if (!this.admin) {
      const admin = this.kafka.admin();
      this.admin = admin.connect().then(
        () => admin,
        (error: unknown) => {
          this.admin = null;
          throw error;
        },
      );
    }
    return this.admin;
  }

  /** The offset after the last record of each partition (empty when the topic does not exist yet). */
  private async heads(): Promise<Map<number, bigint>> {
    const admin = await this.connectAdmin();
    try {
      const offsets = await admin.fetchTopicOffsets(this.options.topic);
      return new Map(offsets.map((o) => [o.partition, BigInt(o.high)]));
    } catch (error) {
      if ((error as { type?: string }).type === 'UNKNOWN_TOPIC_OR_PARTITION') return new Map();
      throw error;
    }
  }

  private checkpointName(consumer: string): string {
    return `kafka:${this.options.topic}:${consumer}`;
  }

  private async loadOffsets(consumer: string): Promise<Map<number, bigint>> {
    const { rows } = await this.pool.query<{ position: Offsets }>(
      'select position from telemetry_checkpoints where name = $1',
      [this.checkpointName(consumer)],
    );
    return new Map(Object.entries(rows[0]?.position.offsets ?? {}).map(([p, o]) => [Number(p), BigInt(o)]));
  }

  /** Records of the topic past the checkpoint that consumer `name` keeps in PostgreSQL. */
  async lagOf(name: string): Promise<number> {
    const [heads, offsets] = await Promise.all([this.heads(), this.loadOffsets(name)]);
    return behindOf(heads, offsets);
  }

  consume(consumer: TelemetryConsumer): TelemetrySubscription {
    const name = this.checkpointName(consumer.name);
    const newConsumer = (): Consumer =>
      this.kafka.consumer({
        groupId: `store-search.${consumer.name}`,
        sessionTimeout: this.options.sessionTimeoutMs ?? 30_000,
        heartbeatInterval: Math.max(100, Math.floor((this.options.sessionTimeoutMs ?? 30_000) / 10)),
        allowAutoTopicCreation: true,
        retry: { retries: 8, initialRetryTime: 100, maxRetryTime: 2_000 },
      });
    let kafkaConsumer: Consumer | null = null;
    const batchSize = this.options.batchSize ?? 1_000;
    let stopped = false;

    /** Applies one partition's records past its checkpoint, with the new checkpoint, in one transaction. */
    const applyChunk = async (
      partition: number,
      messages: readonly { offset: string; value: Buffer | null }[],
    ) => {
      const last = messages.at(-1);
      if (!last) return;
      const client = await (this.options.consumerPool ?? this.pool).connect();
      try {
        await client.query('begin');
        await client.query(
          `insert into telemetry_checkpoints (name, position) values ($1, $2) on conflict (name) do nothing`,
          [name, JSON.stringify({ topic: this.options.topic, offsets: {} } satisfies Offsets)],
        );
        const { rows } = await client.query<{ next: string | null }>(
          `select position->'offsets'->>$2 as next from telemetry_checkpoints where name = $1 for update`,
          [name, String(partition)],
        );
        const from = BigInt(rows[0]?.next ?? '0');
        const fresh: TelemetryRecord[] = [];
        const oldest =
          this.options.maxRecordAgeMs === undefined
            ? undefined
            : (this.options.now?.() ?? new Date()).getTime() - this.options.maxRecordAgeMs;
        let tooOld = 0;
        for (const m of messages) {
          if (BigInt(m.offset) < from || !m.value) continue;
          try {
            const record = JSON.parse(m.value.toString('utf8')) as TelemetryRecord;
            if (oldest !== undefined && Date.parse(record.at) < oldest) tooOld++;
            else fresh.push(record);
          } catch {
            // Not ours (another writer on the topic): skipped, never retried for ever.
            this.options.log?.(
              `telemetry consumer ${consumer.name}: record at ${partition}/${m.offset} is not JSON; skipped`,
            );
          }
        }
        if (tooOld > 0)
          this.options.log?.(
            `telemetry consumer ${consumer.name}: ${tooOld} records older than the retention at ${partition}/${messages[0]?.offset}..${last.offset} left out`,
          );
        const next = BigInt(last.offset) + 1n;
        if (next > from) {
          if (fresh.length > 0) await consumer.apply(fresh, client);
          await client.query(
            `update telemetry_checkpoints
                set position = jsonb_set(position, array['offsets', $2::text], to_jsonb($3::text)), updated_at = now()
              where name = $1`,
            [name, String(partition), next.toString()],
          );
        }
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    };

    const run = async (kafkaConsumer: Consumer) => {
      await kafkaConsumer.connect();
      await kafkaConsumer.subscribe({ topics: [this.options.topic], fromBeginning: true });
      // Where the group would start (its own committed offsets: none, as we never commit there)
      // is replaced by the checkpoints kept in PostgreSQL, partition by partition.
      kafkaConsumer.on(kafkaConsumer.events.GROUP_JOIN, async (event) => {
        const assigned = event.payload.memberAssignment[this.options.topic] ?? [];
        try {
          const offsets = await this.loadOffsets(consumer.name);
          for (const partition of assigned) {
            const at = offsets.get(partition);
            if (at !== undefined)
              kafkaConsumer.seek({ topic: this.options.topic, partition, offset: at.toString() });
          }
        } catch (error) {
          // Not needed for correctness: the batch filter skips what was applied already.
          this.options.log?.(
            `telemetry consumer ${consumer.name}: seek failed (${(error as Error).message})`,
          );
        }
      });
      await kafkaConsumer.run({
        autoCommit: false,
        eachBatchAutoResolve: false,
        eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
          for (let i = 0; i < batch.messages.length; i += batchSize) {
            const chunk = batch.messages.slice(i, i + batchSize);
            for (let failures = 0; ; failures++) {
              if (!isRunning() || isStale() || stopped) return;
              try {
                await applyChunk(batch.partition, chunk);
                break;
              } catch (error) {
                if (failures === 0 || failures % 50 === 0)
                  this.options.log?.(
                    `telemetry consumer ${consumer.name}: ${(error as Error).message}; retrying`,
                  );
                await new Promise((r) => setTimeout(r, Math.min(2_000, 20 * 2 ** Math.min(failures, 7))));
                await heartbeat().catch(() => undefined);
              }
            }
            const last = chunk.at(-1);
            if (last) resolveOffset(last.offset);
            await heartbeat();
          }
        },
      });
    };
    // Started again, with a fresh client, whenever it cannot connect or kafkajs gives up on it
    // (a broker that is down at start, a crash it does not restart from), until stopped.
    const start = async (): Promise<void> => {
      for (let failures = 0; !stopped; failures++) {
        const attempt = newConsumer();
        kafkaConsumer = attempt;
        attempt.on(attempt.events.CRASH, (event) => {
          this.options.log?.(`telemetry consumer ${consumer.name}: ${event.payload.error.message}`);
          if (!event.payload.restart && !stopped && kafkaConsumer === attempt)
            started = attempt
              .disconnect()
              .catch(() => undefined)
              .then(() => start());
        });
        try {
          await run(attempt);
          return;
        } catch (error) {
          if (failures === 0 || failures % 50 === 0)
            this.options.log?.(`telemetry consumer ${consumer.name}: ${(error as Error).message}; retrying`);
          await attempt.disconnect().catch(() => undefined);
          await new Promise((r) => setTimeout(r, Math.min(2_000, 100 * 2 ** Math.min(failures, 5))));
        }
      }
    };
    let started = start();

    const lag = () => this.lagOf(consumer.name);

    const subscription: TelemetrySubscription = {
      stop: async () => {
        if (stopped) return;
        stopped = true;
        this.subscriptions.delete(subscription);
        await kafkaConsumer?.disconnect().catch(() => undefined);
        await started;
        await kafkaConsumer?.disconnect().catch(() => undefined);
      },
      caughtUp: async (timeoutMs) => {
        const deadline = Date.now() + timeoutMs;
        await this.flush();
        // The end of each partition now: records appended later need not be waited for.
        let heads: Map<number, bigint> | null = null;
        let behind = Number.POSITIVE_INFINITY;
        for (;;) {
          try {
            heads ??= await this.heads();
            behind = behindOf(heads, await this.loadOffsets(consumer.name));
            if (behind === 0) return;
          } catch {
            // The broker or the database is not answering yet: try again until the deadline.
          }
          if (Date.now() > deadline)
            throw new Error(
              `telemetry consumer ${consumer.name} did not catch up in ${timeoutMs} ms (${behind} behind)`,
            );
          await new Promise((r) => setTimeout(r, 20));
        }
      },
      lag,
    };
    this.subscriptions.add(subscription);
    return subscription;
  }
}

/** Records between each partition's checkpoint and its end. */
function behindOf(heads: ReadonlyMap<number, bigint>, offsets: ReadonlyMap<number, bigint>): number {
  let behind = 0n;
  for (const [partition, head] of heads) {
    const at = offsets.get(partition) ?? 0n;
    if (head > at) behind += head - at;
  }
  return Number(behind);
}
