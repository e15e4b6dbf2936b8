import {
  type BatchHandler,
  comparePositions,
  type LogPosition,
  type RecordedEvent,
  type Subscription,
} from '../../../domain/event-store/event-store.ts';
import { batchArrivals } from './batch-arrivals.ts';
import { type EsdbResolvedEvent, toRecordedEvent } from './recorded-event.ts';

export interface CatchUpSubscriptionOptions {
  /** The resolved events of an EventStoreDB subscription to $all, in log order. */
  readonly source: AsyncIterable<EsdbResolvedEvent>;
  readonly handler: BatchHandler;
  /** Exclusive checkpoint. */
  readonly after: LogPosition;
  readonly batchSize: number;
  /** Ends the server side; called once, whatever ended delivery. */
  readonly close: () => Promise<void>;
}

const STOPPED = Symbol('stopped');

/** The checkpoint is exclusive whatever the server does at its boundary, and system events never reach the handler. */
async function* recordedAfter(
  source: AsyncIterable<EsdbResolvedEvent>,
  after: LogPosition,
): AsyncGenerator<RecordedEvent> {
  for await (const resolved of source) {
    const event = toRecordedEvent(resolved);
    if (event && comparePositions(event.position, after) > 0) yield event;
  }
}

/**
 * Hands the events of a subscription to the handler in batches, one batch at a time. A handler
 * that throws ends the subscription with that error: no later batch is handed on, so the
 * caller's checkpoint stays before the failed batch.
 */
export function catchUpSubscription(options: CatchUpSubscriptionOptions): Subscription {
  let stopRequested = false;
  let wake: (() => void) | null = null;
  // A fresh promise per wait: racing every read against one long-lived promise would pile up reactions on it.
  const stopped = (): Promise<typeof STOPPED> =>
    new Promise((resolve) => {
      wake = () => resolve(STOPPED);
    });

  const run = async (): Promise<void> => {
    const batches = batchArrivals(recordedAfter(options.source, options.after), options.batchSize);
    try {
      while (!stopRequested) {
        const next = await Promise.race([batches.next(), stopped()]);
        wake = null;
        if (next === STOPPED || next.done || stopRequested) return;
        await options.handler(next.value);
      }
    } finally {
      // A read may still be waiting on the server: closing the source is what ends it.
      void batches.return(undefined).catch(() => undefined);
      await options.close().catch(() => undefined);
    }
  };

  const done = run();
  return {
    done,
    async stop() {
      stopRequested = true;
      wake?.();
      await done.catch(() => undefined);
    },
  };
}
