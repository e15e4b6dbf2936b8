import type { UsageMeter, UsageSnapshot } from '../../domain/billing/usage-meter.ts';
import type { LogPosition } from '../../domain/event-store/event-store.ts';
import type { RateDecision, RateLimit, RateLimiter, TakeCounting } from '../http/rate-limiter.ts';
import type { ClusterMessage, CountsCall } from './machine-counts.ts';

type Call = CountsCall extends infer C ? (C extends CountsCall ? Omit<C, 'id'> : never) : never;

/** How a worker talks to its primary (`process.send` and `process.on('message')` in a cluster worker). */
export interface ClusterChannel {
  send(message: ClusterMessage): void;
  onMessage(listener: (message: ClusterMessage) => void): void;
}

/**
 * A worker's side of the machine's counts: calls made in one turn of the event loop go to the
 * primary as one message, and their answers come back as one.
 */
export class CountsClient {
  private queue: CountsCall[] = [];
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private scheduled = false;

  constructor(private readonly channel: ClusterChannel) {
    channel.onMessage((message) => {
      if (message.kind !== 'store-search:answers') return;
      for (const answer of message.answers) {
        const waiter = this.waiting.get(answer.id);
        if (!waiter) continue;
        this.waiting.delete(answer.id);
        if (answer.error !== undefined) waiter.reject(new Error(answer.error));
        else waiter.resolve(answer.value);
      }
    });
  }

  /**
   * A call whose answer is awaited. `now`: sent at once with whatever is queued, not at the next
   * turn (a caller that has more work to do before it needs the answer lets the round trip to
   * the primary run alongside that work).
   */
  ask<T>(call: Call, options: { readonly now?: boolean } = {}): Promise<T> {
    const id = this.nextId++;
    const answer = new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.enqueue({ ...call, id } as CountsCall);
    });
    if (options.now) this.send();
    return answer;
  }

  /** A call that wants no answer. */
  tell(call: Call): void {
    this.enqueue({ ...call, id: 0 } as CountsCall);
  }

  private enqueue(call: CountsCall): void {
    this.queue.push(call);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.send();
    });
  }

  /** Sends the queued calls as one message (nothing when none are queued). */
  private send(): void {
    if (this.queue.length === 0) return;
    const calls = this.queue;
    this.queue = [];
    try {
      this.channel.send({ kind: 'store-search:calls', calls });
    } catch (error) {
      const reason = error instanceof Error ? error : new Error(String(error));
      for (const c of calls) {
        const waiter = this.waiting.get(c.id);
        this.waiting.delete(c.id);
        waiter?.reject(reason);
      }
    }
  }
}

/** Rate limits kept by the primary: exact across the workers of the machine. */
export class ClusterRateLimiter implements RateLimiter {
  constructor(private readonly client: CountsClient) {}

  take(limits: readonly RateLimit[]): Promise<RateDecision> {
    return this.client.ask({ op: 'take', limits });
  }

  peek(limits: readonly RateLimit[]): Promise<RateDecision> {
    return this.client.ask({ op: 'peek', limits });
  }

  giveBack(limits: readonly RateLimit[]): void {
    this.client.tell({ op: 'giveBack', limits });
  }

  /**
   * The take and the search's count in one call to the primary (`TakeCounting`): with the calls
   * of this turn of the event loop, or at once for a search to build (`alongside`).
   */
  readonly takeCounting: TakeCounting = (limits, search) =>
    this.client.ask(
      {
        op: 'takeCounting',
        limits,
        tenantId: search.tenantId,
        billed: search.billed,
        at: search.at.toISOString(),
      },
      { now: search.alongside === true },
    );
}

/** Usage counted by the primary: X-Service-Usage totals are the machine's, not one worker's. */
export class ClusterUsageMeter implements UsageMeter {
  constructor(private readonly client: CountsClient) {}

  /**
   * `alongside`: sent at once, so that the search's later stages run while the primary counts it.
   * Otherwise it goes with the other calls of this turn of the event loop: one message, and one
   * answer, for all the searches a worker read at once (a kept answer has nothing to overlap).
   */
  recordSearch(
    tenantId: string,
    billed: boolean,
    at: Date,
    options: { readonly alongside?: boolean } = {},
  ): Promise<UsageSnapshot> {
    return this.client.ask(
      { op: 'recordSearch', tenantId, billed, at: at.toISOString() },
      { now: options.alongside === true },
    );
  }

  recordSuggest(tenantId: string, at: Date): void {
    this.client.tell({ op: 'recordSuggest', tenantId, at: at.toISOString() });
  }

  flush(): Promise<void> {
    return this.client.ask({ op: 'flush' });
  }
}

/**
 * Read-your-writes for a worker: resolves once the primary's projectors hold `position`. The
 * primary answers after its projectors committed up to there, and so after it sent their
 * cache drops down the same channel: this worker has dropped its stale caches by then.
 */
export function settleThroughPrimary(channel: ClusterChannel): (position: LogPosition) => Promise<void> {
  const waiting = new Map<number, () => void>();
  let nextId = 1;
  channel.onMessage((message) => {
    if (message.kind !== 'store-search:settled') return;
    waiting.get(message.id)?.();
    waiting.delete(message.id);
  });
  return (position) =>
    new Promise<void>((resolve, reject) => {
      const id = nextId++;
      // As a write in one process does, it answers after a while even if the projectors lag.
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve();
      }, 5_000);
      waiting.set(id, () => {
        clearTimeout(timer);
        resolve();
      });
      try {
        channel.send({
          kind: 'store-search:settle',
          id,
          position: { commit: String(position.commit), prepare: String(position.prepare) },
        });
      } catch (error) {
        clearTimeout(timer);
        waiting.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
}
