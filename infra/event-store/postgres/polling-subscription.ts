import type { EventEmitter } from 'node:events';
import type {
  BatchHandler,
  LogPosition,
  RecordedEvent,
  Subscription,
} from '../../../domain/event-store/event-store.ts';

export interface PollingSubscriptionOptions {
  readonly read: (after: LogPosition, maxCount: number) => Promise<RecordedEvent[]>;
  readonly handler: BatchHandler;
  readonly after: LogPosition;
  readonly batchSize: number;
  readonly idlePollMs: number;
  /** Emits 'appended' when this process appends, so live delivery need not wait for a poll. */
  readonly wakeups: EventEmitter;
}

/** While events keep arriving, an event another transaction still holds back is looked for again this soon. */
const BUSY_POLL_MS = 5;
const BUSY_WINDOW_MS = 250;

/**
 * Catch-up then live: reads after the checkpoint until empty, then waits for an in-process
 * append or the poll interval. A handler that throws ends the subscription with that error
 * and the checkpoint stays before the failed batch.
 */
export function pollingSubscription(options: PollingSubscriptionOptions): Subscription {
  let stopped = false;
  let wake: (() => void) | null = null;
  let lastActivity = 0;
  // Set by an append that ends while the loop reads or hands on a batch: that read may have
  // missed the append's events, so the loop reads again at once instead of sleeping.
  let woken = false;
  const onAppend = (): void => {
    lastActivity = Date.now();
    woken = true;
    wake?.();
  };
  options.wakeups.on('appended', onAppend);

  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  const loop = async (): Promise<void> => {
    let checkpoint = options.after;
    try {
      while (!stopped) {
        woken = false;
        const events = await options.read(checkpoint, options.batchSize);
        if (stopped) break;
        if (events.length > 0) {
          await options.handler(events);
          const last = events[events.length - 1];
          if (last) checkpoint = last.position;
          lastActivity = Date.now();
          if (events.length === options.batchSize) continue;
        }
        if (woken) continue;
        const busy = Date.now() - lastActivity < BUSY_WINDOW_MS;
        await sleep(busy ? BUSY_POLL_MS : options.idlePollMs);
      }
    } finally {
      options.wakeups.off('appended', onAppend);
    }
  };

  const done = loop();
  return {
    done,
    async stop() {
      stopped = true;
      wake?.();
      await done.catch(() => undefined);
    },
  };
}
