import type { SqlExecutor } from '../shared/sql.ts';
import type { TelemetryRecord } from './telemetry-record.ts';

/** How the log's write side is doing, for /metrics and health. */
export interface TelemetryLogStatus {
  /** Records held in memory, waiting to be written. */
  readonly buffered: number;
  /** Records written to spill files since start (the memory buffer was full or the log down). */
  readonly spilled: number;
  /** Records in spill files now, not yet written to the log. */
  readonly spillBacklog: number;
  /** Records written to the log since start. */
  readonly written: number;
  /** Failed writes since start (each retried). */
  readonly writeErrors: number;
}

/**
 * A consumer of the log: a projection. Its `apply` runs in one transaction with its
 * checkpoint, so a restart neither loses nor repeats a batch; a record it sees again (the log
 * is at-least-once, producers may retry) must change nothing.
 */
export interface TelemetryConsumer {
  readonly name: string;
  apply(records: readonly TelemetryRecord[], sql: SqlExecutor): Promise<void>;
  /**
   * A consumer that is one SQL function of the batch's records (`fn(records jsonb)`, what `apply`
   * calls): a log kept in the same database calls it there, on the batch where it lies, and the
   * records never travel to the process that consumes them and back.
   */
  readonly sqlFunction?: string;
}

export interface TelemetrySubscription {
  stop(): Promise<void>;
  /** Resolves once every record appended before the call is applied (tests, benchmarks). */
  caughtUp(timeoutMs: number): Promise<void>;
  /** Records appended but not yet applied, when the adapter can tell (projector lag). */
  lag(): Promise<number>;
}

/**
 * Port: where searches, suggestions, clicks, events and recommendation impressions go.
 * `append` never waits and never drops: a full memory buffer spills to disk.
 */
export interface TelemetryLog {
  readonly name: string;
  append(records: readonly TelemetryRecord[]): void;
  consume(consumer: TelemetryConsumer): TelemetrySubscription;
  status(): TelemetryLogStatus;
  /** Writes what is buffered (and spilled) to the log. */
  flush(): Promise<void>;
  close(): Promise<void>;
}
