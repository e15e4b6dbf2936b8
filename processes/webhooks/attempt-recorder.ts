import { type AttemptResult, attemptKey } from '../../domain/webhooks/outbox.ts';

interface Waiting {
  readonly result: AttemptResult;
  readonly done: (recorded: boolean) => void;
  readonly fail: (error: unknown) => void;
}

export interface AttemptRecorderOptions {
  /** Most attempts written by one statement. */
  readonly maxBatch?: number;
  /** Called after each write (its deliveries' endpoint slots are free again). */
  readonly onWritten?: () => void;
}

/**
 * Writes the results of attempts in batches: the results that end while a write is under way
 * (or in the same turn as the first) go together in the next one, one statement for all.
 * A result waiting here is not yet recorded: if the process dies now, its delivery's lease
 * passes and it is sent again with the same `webhook-id`, which at-least-once allows.
 */
export class AttemptRecorder {
  private queue: Waiting[] = [];
  /** A write loop runs; cleared in the same turn it sees the queue empty, so no result is left behind. */
  private writing = false;
  private dropped = false;
  private readonly maxBatch: number;

  constructor(
    private readonly write: (results: readonly AttemptResult[]) => Promise<ReadonlySet<string>>,
    private readonly options: AttemptRecorderOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 500;
  }

  /** Resolves once the result is written: true if recorded, false if its lease was lost (or dropped). */
  record(result: AttemptResult): Promise<boolean> {
    if (this.dropped) return Promise.resolve(false);
    return new Promise((done, fail) => {
      this.queue.push({ result, done, fail });
      if (!this.writing) {
        this.writing = true;
        void this.run();
      }
    });
  }

  /** Forgets what is not written yet, as a killed process would (crash tests). */
  drop(): void {
    this.dropped = true;
    const waiting = this.queue;
    this.queue = [];
    for (const w of waiting) w.done(false);
  }

  private async run(): Promise<void> {
    try {
      // Results that end in the same turn as the first join its batch.
      await new Promise((resolve) => setImmediate(resolve));
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        try {
          const recorded = await this.write(batch.map((w) => w.result));
          for (const w of batch) w.done(recorded.has(attemptKey(w.result)));
        } catch (error) {
          for (const w of batch) w.fail(error);
        }
        this.options.onWritten?.();
      }
    } finally {
      // Synchronously after the queue was seen empty: a result queued from now on starts a new loop.
      this.writing = false;
    }
  }
}
