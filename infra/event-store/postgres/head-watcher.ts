import type { EventEmitter } from 'node:events';
import { comparePositions, type LogPosition } from '../../../domain/event-store/event-store.ts';

/** While the head keeps moving, it is looked at again this soon (an event held back by an open transaction shows up a moment later). */
export const BUSY_POLL_MS = 5;
export const BUSY_WINDOW_MS = 250;

export interface HeadWatcherOptions {
  /** The newest visible position (the same visibility rule as the subscriptions' reads). */
  readonly head: () => Promise<LogPosition>;
  /** Gets 'appended' when the head moves; this process's own appends emit it too. */
  readonly wakeups: EventEmitter;
  readonly idlePollMs: number;
}

/**
 * One poller per event store for the events other processes append: it reads the head (one
 * indexed row) and wakes the subscriptions when it moved, instead of each subscription
 * reading the log on its own every few milliseconds (twelve projectors polling every 5 ms
 * while an import runs elsewhere were thousands of queries a second). The visible log only
 * grows at its end, so a head that did not move means nothing new to read.
 */
export class HeadWatcher {
  private users = 0;
  private stopped = false;
  private last: LogPosition | null = null;
  private lastActivity = 0;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private readonly onAppend = (): void => {
    this.lastActivity = Date.now();
  };

  constructor(private readonly options: HeadWatcherOptions) {}

  /** A subscription starts following the log; the answer ends its interest. */
  acquire(): () => void {
    this.users++;
    if (this.users === 1) {
      this.options.wakeups.on('appended', this.onAppend);
      if (!this.stopped) this.loop ??= this.run();
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users--;
      if (this.users === 0) {
        this.options.wakeups.off('appended', this.onAppend);
        this.wake?.();
      }
    };
  }

  /** Stops the poller for good (the store is closing), whoever still follows the log. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    try {
      while (this.users > 0 && !this.stopped) {
        const head = await this.options.head().catch(() => null);
        // A first look, or a moved head, wakes every subscription (a needless wake costs one read).
        if (head && (this.last === null || comparePositions(head, this.last) !== 0)) {
          this.last = head;
          this.options.wakeups.emit('appended');
        }
        if (this.users === 0 || this.stopped) break;
        const busy = Date.now() - this.lastActivity < BUSY_WINDOW_MS;
        await this.sleep(busy ? BUSY_POLL_MS : this.options.idlePollMs);
      }
    } finally {
      this.loop = null;
      this.last = null;
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const self = this;
      function done(): void {
        clearTimeout(timer);
        self.wake = null;
        resolve();
      }
      this.wake = done;
    });
  }
}
