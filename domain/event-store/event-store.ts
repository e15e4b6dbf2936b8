/**
 * The event store port. Adapters: Postgres (default, infra/event-store/postgres) and
 * EventStoreDB (infra/event-store/eventstoredb). Both pass test/event-store-contract.ts.
 */

/** Position in the global log. Totally ordered: compare `commit` first, then `prepare`. */
export interface LogPosition {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export const START: LogPosition = { commit: -1n, prepare: -1n };

export const comparePositions = (a: LogPosition, b: LogPosition): number =>
  a.commit === b.commit ? Number(a.prepare - b.prepare) || 0 : a.commit < b.commit ? -1 : 1;

/** Expected revision of a stream for an append; a mismatch is a StreamConflict. */
export type ExpectedRevision = 'no_stream' | 'exists' | 'any' | bigint;

export interface EventToAppend {
  /** Unique id; appending the same id twice stores it once. */
  readonly id: string;
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly metadata?: Readonly<Record<string, unknown>>;
}

export interface RecordedEvent {
  readonly id: string;
  readonly streamId: string;
  /** 0-based revision of the event inside its stream. */
  readonly revision: bigint;
  readonly position: LogPosition;
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly createdAt: Date;
}

export interface AppendResult {
  /** Revision of the stream after the append (-1 when nothing was ever appended). */
  readonly nextRevision: bigint;
  /** Position of the last event written, or null when every event was a duplicate. */
  readonly position: LogPosition | null;
}

export class StreamConflict extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`stream ${streamId}: expected revision ${String(expected)}, found ${String(actual)}`);
    this.name = 'StreamConflict';
  }
}

export interface ReadStreamOptions {
  readonly direction?: 'forwards' | 'backwards';
  /** Inclusive revision to start from (defaults to the start or the end, by direction). */
  readonly fromRevision?: bigint;
  readonly maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. */
  readonly after?: LogPosition;
  readonly maxCount?: number;
  /**
   * The event types the reader handles. An adapter may leave events of other types out, or give
   * them with empty data and metadata (`{}`), so that a reader does not fetch and parse what it
   * skips; but the last event read always comes, whatever its type, so that a checkpoint moves
   * past the ones left out. Events come in log order either way.
   */
  readonly dataOf?: ReadonlySet<string>;
}

export interface Subscription {
  /** Stops delivery; resolves when the subscriber has finished its current batch. */
  stop(): Promise<void>;
  /** Resolves or rejects when the subscription ends (stopped, or the handler threw). */
  readonly done: Promise<void>;
}

export interface SubscribeOptions {
  /** Exclusive checkpoint: events strictly after it are delivered. */
  readonly after?: LogPosition;
  /** Largest batch handed to the handler at once. */
  readonly batchSize?: number;
  /** As for `readAll`: only these types' data is needed. */
  readonly dataOf?: ReadonlySet<string>;
}

/** Handles a batch in log order; a throw ends the subscription without skipping the batch. */
export type BatchHandler = (events: readonly RecordedEvent[]) => Promise<void>;

export interface EventStore {
  readonly name: string;
  append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult>;
  /** Events of a stream; an absent stream reads as empty. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Current revision of a stream, or null when it does not exist. */
  streamRevision(streamId: string): Promise<bigint | null>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Catch-up from the checkpoint, then live. */
  subscribeToAll(handler: BatchHandler, options?: SubscribeOptions): Subscription;
  /** Position of the newest event visible to subscribers (START when empty). */
  headPosition(): Promise<LogPosition>;
  /**
   * Erases a store's event history for good: every stream named for it (`isTenantStream`)
   * and the `extraStreams` it owns under other names (its slug reservation). Its events leave
   * every read, replay and subscription; answers how many streams were erased.
   */
  eraseTenant(tenantId: string, extraStreams?: readonly string[]): Promise<number>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Whether a stream belongs to a store: stream names are `<category>-<tenantId>` or
 * `<category>-<tenantId>:<id>` (catalog-t1, job-t1:42, rule-t1:r9).
 */
export const isTenantStream = (streamId: string, tenantId: string): boolean => {
  const dash = streamId.indexOf('-');
  if (dash <= 0 || tenantId.length === 0) return false;
  const rest = streamId.slice(dash + 1);
  return rest === tenantId || rest.startsWith(`${tenantId}:`);
};
