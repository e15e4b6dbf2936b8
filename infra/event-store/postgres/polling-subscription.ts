import type { EventEmitter } from 'node:events';
import type {
  BatchHandler,
  LogPosition,
  RecordedEvent,
  Subscription,
} from '../../../domain/event-store/event-store.ts';

export interface PollingSubscriptionOptions {
  /**
   * Up to `maxCount` events after `after` are read (`read`); those handed on may be fewer (events
   * of types the reader skips left out), the last one read always among them.
   */
  readonly read: (after: LogPosition, maxCount: number) => Promise<{ events: RecordedEvent[]; read: number }>;
  readonly handler: BatchHandler;
  readonly after: LogPosition;
  readonly batchSize: number;
  /**
   * Emits 'appended' when the log may have grown: this process appended, or the store's head
   * watcher saw the head move (another process appended, or a held-back event became visible).
   */
  readonly wakeups: EventEmitter;
  /** Registers the subscription with the head watcher; the answer unregisters it. */
  readonly watch: () => () => void;
  /** Read again after this long without a wakeup all the same (a safety net, not the way events arrive). */
  readonly fallbackPollMs: number;
}

/**
 * Catch-up then live: reads after the checkpoint until empty, then waits for a wakeup (or the
 * fallback interval). A handler that throws ends the subscription with that error and the
 * checkpoint stays before the failed batch.
 */
export function pollingSubscription(options: PollingSubscriptionOptions): Subscription {
  let stopped = false;
  let wake: (() => void) | null = null;
  // Set by a wakeup that comes while the loop reads or hands on a batch: that read may have
  // missed the new events, so the loop reads again at once instead of sleeping.
  let woken = false;
  const onAppend = (): void => {
    woken = true;
    wake?.();
  };
  options.wakeups.on('appended', onAppend);
  const unwatch = options.watch();

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
        const { events, read } = await options.read(checkpoint, options.batchSize);
        if (stopped) break;
        if (events.length > 0) {
          await options.handler(events);
          const last = events[events.length - 1];
          if (last) checkpoint = last.position;
          if (read >= options.batchSize) continue;
        }
        if (woken) continue;
        await sleep(options.fallbackPollMs);
      }
    } finally {
      options.wakeups.off('appended', onAppend);
      unwatch();
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
