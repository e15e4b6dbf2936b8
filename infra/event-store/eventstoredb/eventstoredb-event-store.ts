import {
  BACKWARDS,
  END,
  type ReadAllOptions as EsdbReadAllOptions,
  type ReadStreamOptions as EsdbReadStreamOptions,
  EventStoreDBClient,
  excludeSystemEvents,
  START as FIRST,
  FORWARDS,
  jsonEvent,
  StreamDeletedError,
  StreamNotFoundError,
} from '@eventstore/db-client';
import {
  type AppendResult,
  type BatchHandler,
  comparePositions,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  isTenantStream,
  type LogPosition,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  START,
  type SubscribeOptions,
  type Subscription,
} from '../../../domain/event-store/event-store.ts';
import { catchUpSubscription } from './catch-up-subscription.ts';
import { toAppendResult, toEsdbExpectedRevision, toReadPosition, toStreamConflict } from './mapping.ts';
import { type EsdbResolvedEvent, isSystemEvent, positionOf, toRecordedEvent } from './recorded-event.ts';

const collect = async <T>(source: AsyncIterable<T>): Promise<T[]> => {
  const items: T[] = [];
  for await (const item of source) items.push(item);
  return items;
};

/**
 * Where erasures are recorded (one `TenantErased` event each, holding only the tenant id).
 * EventStoreDB keeps a tombstoned stream's events in $all until a scavenge: reads of $all
 * drop the events of erased stores, so no replay brings them back meanwhile.
 */
const ERASURES_STREAM = 'storesearch.erasures';

/** Events of erased stores and the erasure records themselves are not the port's. */
const isVisible = (event: RecordedEvent, erased: ReadonlySet<string>): boolean => {
  if (event.streamId === ERASURES_STREAM) return false;
  const dash = event.streamId.indexOf('-');
  if (dash <= 0) return true;
  const rest = event.streamId.slice(dash + 1);
  const colon = rest.indexOf(':');
  return !erased.has(colon < 0 ? rest : rest.slice(0, colon));
};

/** $all holds EventStoreDB's own events too: reads page past them. */
const ALL_PAGE_SIZE = 512;

/**
 * The EventStore port on EventStoreDB (`EVENTSTORE_URL=esdb://...`). Revisions, idempotent
 * appends and the total order of $all are the server's; this adapter maps them onto the port
 * and hides EventStoreDB's system events.
 */
export class EventStoreDbEventStore implements EventStore {
  readonly name = 'eventstoredb';
  private readonly client: EventStoreDBClient;
  private readonly subscriptions = new Set<Subscription>();
  private erasedTenants: Promise<Set<string>> | null = null;

  constructor(connectionString: string) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    // Read first: only a revision seen before the write tells an idempotent retry from a fresh write.
    const revisionBefore = (await this.streamRevision(streamId)) ?? -1n;
    try {
      const written = await this.client.appendToStream(
        streamId,
        events.map((e) =>
          jsonEvent({ id: e.id, type: e.type, data: { ...e.data }, metadata: { ...e.metadata } }),
        ),
        { expectedRevision: toEsdbExpectedRevision(expected) },
      );
      return toAppendResult(revisionBefore, events.length, written);
    } catch (error) {
      throw toStreamConflict(error, streamId, expected);
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    if (options.maxCount === 0) return [];
    const backwards = options.direction === 'backwards';
    const read = await this.readStreamResolved(streamId, {
      direction: backwards ? BACKWARDS : FORWARDS,
      fromRevision: options.fromRevision ?? (backwards ? END : FIRST),
      ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
    });
    return read.map(toRecordedEvent).filter((e): e is RecordedEvent => e !== null);
  }

  async streamRevision(streamId: string): Promise<bigint | null> {
    const [last] = await this.readStreamResolved(streamId, {
      direction: BACKWARDS,
      fromRevision: END,
      maxCount: 1,
    });
    return last?.event?.revision ?? null;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const erased = await this.erased();
    const after = options.after ?? START;
    const maxCount = options.maxCount ?? 1000;
    const events: RecordedEvent[] = [];
    // Forward reads include the event at their starting position: the cursor skips what was seen.
    let cursor = after;
    while (events.length < maxCount) {
      const pageSize = Math.min(maxCount - events.length + 1, ALL_PAGE_SIZE);
      const page = await this.readAllResolved({
        direction: FORWARDS,
        fromPosition: toReadPosition(cursor),
        maxCount: pageSize,
      });
      for (const resolved of page) {
        const position = positionOf(resolved);
        if (!position || comparePositions(position, cursor) <= 0) continue;
        cursor = position;
        const event = toRecordedEvent(resolved);
        if (event && isVisible(event, erased)) events.push(event);
        if (events.length === maxCount) break;
      }
      if (page.length < pageSize) break;
    }
    return events;
  }

  subscribeToAll(handler: BatchHandler, options: SubscribeOptions = {}): Subscription {
    const after = options.after ?? START;
    const batchSize = options.batchSize ?? 500;
    const source = this.client.subscribeToAll(
      { fromPosition: toReadPosition(after), filter: excludeSystemEvents() },
      { highWaterMark: batchSize },
    );
    const erasedTenants = this.erased();
    const visibleOnly: BatchHandler = async (batch) => {
      const erased = await erasedTenants;
      for (const e of batch) if (e.streamId === ERASURES_STREAM) erased.add(String(e.data.tenantId));
      const visible = batch.filter((e) => isVisible(e, erased));
      if (visible.length > 0) await handler(visible);
    };
    const subscription = catchUpSubscription({
      source,
      handler: visibleOnly,
      after,
      batchSize,
      close: async () => {
        this.subscriptions.delete(subscription);
        try {
          await source.unsubscribe();
        } finally {
          source.destroy();
        }
      },
    });
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<LogPosition> {
    const erased = await this.erased();
    // Usually the newest event is one of ours; when the server wrote last, page back past its events.
    let pageSize = 1;
    let from: LogPosition | null = null;
    for (;;) {
      const page = await this.readAllResolved({
        direction: BACKWARDS,
        fromPosition: from ? toReadPosition(from) : END,
        maxCount: pageSize,
      });
      for (const resolved of page) {
        const position = positionOf(resolved);
        if (!position || (from && comparePositions(position, from) >= 0)) continue;
        from = position;
        const event = resolved.event && !isSystemEvent(resolved.event) ? toRecordedEvent(resolved) : null;
        if (event && isVisible(event, erased)) return position;
      }
      if (page.length < pageSize) return START;
      pageSize = ALL_PAGE_SIZE;
    }
  }

  /**
   * Hard-deletes (tombstones) the store's streams, found by name in $all, and soft-deletes the
   * extra streams (a slug reservation may be taken again). The erasure is recorded first, so a
   * failure midway is finished by running it again.
   */
  async eraseTenant(tenantId: string, extraStreams: readonly string[] = []): Promise<number> {
    if (tenantId.length === 0) throw new Error('eraseTenant: no tenant id');
    await this.client.appendToStream(
      ERASURES_STREAM,
      jsonEvent({ type: 'TenantErased', data: { tenantId, at: new Date().toISOString() } }),
    );
    (await this.erased()).add(tenantId);
    const streams = new Set<string>();
    let cursor: LogPosition = START;
    for (;;) {
      const page = await this.readAllResolved({
        direction: FORWARDS,
        fromPosition: toReadPosition(cursor),
        maxCount: ALL_PAGE_SIZE,
      });
      let moved = false;
      for (const resolved of page) {
        const position = positionOf(resolved);
        if (!position || comparePositions(position, cursor) <= 0) continue;
        cursor = position;
        moved = true;
        const id = resolved.event?.streamId;
        if (id && isTenantStream(id, tenantId)) streams.add(id);
      }
      if (!moved || page.length < ALL_PAGE_SIZE) break;
    }
    let erased = 0;
    for (const id of streams) if (await this.deleted(this.client.tombstoneStream(id))) erased++;
    for (const id of extraStreams) if (await this.deleted(this.client.deleteStream(id))) erased++;
    return erased;
  }

  async ping(): Promise<boolean> {
    await this.readAllResolved({ direction: BACKWARDS, fromPosition: END, maxCount: 1 });
    return true;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.client.dispose();
  }

  private async readStreamResolved(
    streamId: string,
    options: EsdbReadStreamOptions,
  ): Promise<EsdbResolvedEvent[]> {
    try {
      return await collect(this.client.readStream(streamId, options));
    } catch (error) {
      if (error instanceof StreamNotFoundError || error instanceof StreamDeletedError) return [];
      throw error;
    }
  }

  /** Whether a deletion deleted something (false: the stream was absent or deleted already). */
  private async deleted(deletion: Promise<unknown>): Promise<boolean> {
    try {
      await deletion;
      return true;
    } catch (error) {
      if (error instanceof StreamNotFoundError || error instanceof StreamDeletedError) return false;
      throw error;
    }
  }

  /** The erased stores' ids, read once from the erasures stream, then kept up to date. */
  private erased(): Promise<Set<string>> {
    this.erasedTenants ??= this.readStreamResolved(ERASURES_STREAM, {
      direction: FORWARDS,
      fromRevision: FIRST,
    })
      .then(
        (events) => new Set(events.map((r) => String((r.event?.data as { tenantId?: unknown })?.tenantId))),
      )
      .catch((error: unknown) => {
        this.erasedTenants = null;
        throw error;
      });
    return this.erasedTenants;
  }

  private readAllResolved(options: EsdbReadAllOptions): Promise<EsdbResolvedEvent[]> {
    return collect(this.client.readAll(options));
  }
}
