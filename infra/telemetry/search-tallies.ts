import { randomUUID } from 'node:crypto';
import type {
  TelemetryConsumer,
  TelemetryLog,
  TelemetryLogStatus,
  TelemetrySubscription,
} from '../../domain/telemetry/telemetry-log.ts';
import type {
  SearchRecord,
  SearchTallyRecord,
  TalliedShape,
  TelemetryRecord,
} from '../../domain/telemetry/telemetry-record.ts';

/** How long a store's searches are tallied before they go to the log. */
const WINDOW_MS = 1_000;
/** A store's tally goes to the log at once when it holds this many searches. */
const MAX_SEARCHES = 5_000;

interface StoreTally {
  /** By minute and shape. */
  readonly shapes: Map<string, { -readonly [K in keyof TalliedShape]: TalliedShape[K] }>;
  readonly log: string[];
}

/** A session as a field of a tally's log line (docs in `SearchTallyRecord`). */
const PLAIN_SESSION = /^[A-Za-z0-9_.-]*$/;
const sessionField = (session: string | null): string =>
  session === null
    ? ''
    : PLAIN_SESSION.test(session)
      ? session
      : `~${Buffer.from(session).toString('base64')}`;

/**
 * The search log's write side: searches are tallied per store for about a second and go to the
 * log as one `searches` record (`SearchTallyRecord`): each answer's shape once per minute with its
 * count, and each search as a line of text (its id and session; the id holds its time). Every other record, and a
 * search without a shape, goes to the log as it comes (docs/telemetry.md, "Searches tallied").
 *
 * A tally is appended to the log underneath, which never waits and never drops; `flush`, `close`
 * and a subscription's `caughtUp` append the tallies first, so what they promise covers the
 * searches tallied before the call. A process that dies without `close` loses its last second of
 * searches, as it loses the records its log still buffers in memory.
 */
export class TallyingTelemetryLog implements TelemetryLog {
  readonly name: string;
  private readonly tallies = new Map<string, StoreTally>();
  private timer: NodeJS.Timeout | null = null;
  private tallied = 0;

  constructor(
    private readonly inner: TelemetryLog,
    private readonly options: { readonly windowMs?: number; readonly maxSearches?: number } = {},
  ) {
    this.name = inner.name;
  }

  append(records: readonly TelemetryRecord[]): void {
    const others: TelemetryRecord[] = [];
    for (const record of records) {
      if (record.kind === 'search' && record.shape !== undefined) this.tally(record, record.shape);
      else others.push(record);
    }
    if (others.length > 0) this.inner.append(others);
  }

  consume(consumer: TelemetryConsumer): TelemetrySubscription {
    const subscription = this.inner.consume(consumer);
    return {
      stop: () => subscription.stop(),
      caughtUp: (timeoutMs) => {
        this.appendTallies();
        return subscription.caughtUp(timeoutMs);
      },
      lag: () => subscription.lag(),
    };
  }

  status(): TelemetryLogStatus {
    const status = this.inner.status();
    return { ...status, buffered: status.buffered + this.tallied };
  }

  async flush(): Promise<void> {
    this.appendTallies();
    await this.inner.flush();
  }

  async close(): Promise<void> {
    this.appendTallies();
    await this.inner.close();
  }

  private tally(record: SearchRecord, shape: string): void {
    let tally = this.tallies.get(record.tenantId);
    if (tally === undefined) {
      tally = { shapes: new Map(), log: [] };
      this.tallies.set(record.tenantId, tally);
    }
    // `at` is ISO 8601 in UTC: its first 16 characters are the minute.
    const minute = record.at.slice(0, 16);
    const key = minute + shape;
    const counted = tally.shapes.get(key);
    if (counted !== undefined) {
      counted.n += 1;
      if (record.at > counted.lastAt) counted.lastAt = record.at;
    } else {
      tally.shapes.set(key, {
        shape,
        minute: `${minute}:00.000Z`,
        n: 1,
        lastAt: record.at,
        query: record.query,
        lang: record.lang,
        device: record.device,
        page: record.page,
        ids: record.ids,
        firstPosition: record.firstPosition,
        total: record.total,
        zeroResults: record.zeroResults,
        didYouMean: record.didYouMean,
      });
    }
    tally.log.push(`${record.id}\t${sessionField(record.session)}`);
    this.tallied += 1;
    if (tally.log.length >= (this.options.maxSearches ?? MAX_SEARCHES))
      this.appendTally(record.tenantId, tally);
    if (this.timer === null && this.tallied > 0) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.appendTallies();
      }, this.options.windowMs ?? WINDOW_MS);
      this.timer.unref();
    }
  }

  private appendTallies(): void {
    for (const [tenantId, tally] of this.tallies) this.appendTally(tenantId, tally);
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
  }

  private appendTally(tenantId: string, tally: StoreTally): void {
    this.tallies.delete(tenantId);
    this.tallied -= tally.log.length;
    const record: SearchTallyRecord = {
      kind: 'searches',
      id: randomUUID(),
      tenantId,
      at: new Date().toISOString(),
      session: null,
      shapes: [...tally.shapes.values()],
      log: tally.log.join('\n'),
    };
    this.inner.append([record]);
  }
}
