import { randomUUID } from 'node:crypto';
import type { EsdbResolvedEvent } from '../../infra/event-store/eventstoredb/recorded-event.ts';

/** A resolved event as EventStoreDB hands it over on $all, at log position `at`. */
export const resolvedEvent = (
  at: number,
  overrides: { streamId?: string; type?: string; data?: unknown; metadata?: unknown } = {},
): EsdbResolvedEvent => ({
  event: {
    id: randomUUID(),
    streamId: overrides.streamId ?? 'product-t1:p1',
    revision: BigInt(at),
    type: overrides.type ?? 'ProductUpserted',
    created: new Date(Date.UTC(2025, 0, 1)),
    data: 'data' in overrides ? overrides.data : { tenantId: 't1', at },
    metadata: 'metadata' in overrides ? overrides.metadata : { requestId: `r${at}` },
    position: { commit: BigInt(at * 100), prepare: BigInt(at * 100) },
  },
  commitPosition: BigInt(at * 100),
});

/**
 * An async source fed by the test, buffering like a network stream: what is pushed together is
 * there together; a reader waiting on an empty buffer waits for the next push.
 */
export class FakeSubscription<T> implements AsyncIterable<T> {
  private readonly buffer: T[] = [];
  private ended = false;
  private failure: Error | null = null;
  private waiting: (() => void) | null = null;
  closed = false;

  push(...items: T[]): void {
    this.buffer.push(...items);
    this.wake();
  }

  end(): void {
    this.ended = true;
    this.wake();
  }

  fail(error: Error): void {
    this.failure = error;
    this.wake();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.end();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T> {
    for (;;) {
      const item = this.buffer.shift();
      if (item !== undefined) {
        yield item;
        continue;
      }
      if (this.failure) throw this.failure;
      if (this.ended) return;
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
      });
    }
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.();
  }
}
