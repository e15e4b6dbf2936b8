import type { UsageMeter } from '../../domain/billing/usage-meter.ts';
import { type RateLimit, type RateLimiter, type TakeCounting, takeThenCount } from '../http/rate-limiter.ts';

/**
 * What the processes of one machine ask the primary: the rate limit buckets and the usage
 * counts live there once, so every worker sees the same numbers. Calls travel in batches (one
 * message per worker per turn of its event loop); `id` 0 is a call that wants no answer.
 */
export type CountsCall =
  | { readonly id: number; readonly op: 'take' | 'peek' | 'giveBack'; readonly limits: readonly RateLimit[] }
  | {
      readonly id: number;
      readonly op: 'recordSearch';
      readonly tenantId: string;
      readonly billed: boolean;
      readonly at: string;
    }
  | {
      readonly id: number;
      readonly op: 'takeCounting';
      readonly limits: readonly RateLimit[];
      readonly tenantId: string;
      readonly billed: boolean;
      readonly at: string;
    }
  | { readonly id: number; readonly op: 'recordSuggest'; readonly tenantId: string; readonly at: string }
  | { readonly id: number; readonly op: 'flush' };

export interface CountsAnswer {
  readonly id: number;
  readonly value?: unknown;
  readonly error?: string;
}

export type ClusterMessage =
  | { readonly kind: 'store-search:calls'; readonly calls: readonly CountsCall[] }
  | { readonly kind: 'store-search:answers'; readonly answers: readonly CountsAnswer[] }
  | {
      readonly kind: 'store-search:projected';
      readonly projector: string;
      readonly tenantIds: readonly string[];
    }
  | { readonly kind: 'store-search:stop' }
  /** A worker's write waits until the primary's projectors hold `position` (read-your-writes). */
  | {
      readonly kind: 'store-search:settle';
      readonly id: number;
      /** A log position as decimal strings (the channel carries JSON, which has no bigint). */
      readonly position: { readonly commit: string; readonly prepare: string };
    }
  | { readonly kind: 'store-search:settled'; readonly id: number }
  /**
   * The primary asks the other workers to wait until their search indexes hold `position`, so
   * the next search reaches the write whichever worker answers it.
   */
  | {
      readonly kind: 'store-search:settle-search';
      readonly id: number;
      readonly position: { readonly commit: string; readonly prepare: string };
    }
  | { readonly kind: 'store-search:search-settled'; readonly id: number }
  /** GET /metrics reached a worker: the primary merges every process's figures into `scraped`. */
  | { readonly kind: 'store-search:scrape'; readonly id: number }
  | { readonly kind: 'store-search:scraped'; readonly id: number; readonly text: string }
  /** The primary asks each worker for its registry's figures (`getMetricsAsJSON`). */
  | { readonly kind: 'store-search:metrics-ask'; readonly id: number }
  | { readonly kind: 'store-search:metrics-json'; readonly id: number; readonly metrics: readonly object[] };

export const isClusterMessage = (message: unknown): message is ClusterMessage =>
  typeof message === 'object' &&
  message !== null &&
  typeof (message as { kind?: unknown }).kind === 'string' &&
  (message as { kind: string }).kind.startsWith('store-search:');

/** The primary's side: runs a batch of calls in order against the one limiter and meter of the machine. */
export class MachineCounts {
  private readonly takeCounting: TakeCounting;

  constructor(
    private readonly limiter: RateLimiter,
    private readonly meter: UsageMeter,
  ) {
    this.takeCounting = takeThenCount(limiter, meter);
  }

  async run(calls: readonly CountsCall[]): Promise<CountsAnswer[]> {
    // In order, synchronously where the adapters are: a batch is one step of the buckets.
    const pending = calls.map((call) => {
      try {
        return Promise.resolve(this.one(call));
      } catch (error) {
        return Promise.reject(error);
      }
    });
    const settled = await Promise.allSettled(pending);
    const answers: CountsAnswer[] = [];
    settled.forEach((s, i) => {
      const id = calls[i]?.id ?? 0;
      if (id === 0) return;
      answers.push(
        s.status === 'fulfilled'
          ? { id, value: s.value }
          : { id, error: s.reason instanceof Error ? s.reason.message : String(s.reason) },
      );
    });
    return answers;
  }

  private one(call: CountsCall): unknown {
    switch (call.op) {
      case 'take':
        return this.limiter.take(call.limits);
      case 'peek':
        return this.limiter.peek(call.limits);
      case 'giveBack':
        return this.limiter.giveBack(call.limits);
      case 'recordSearch':
        return this.meter.recordSearch(call.tenantId, call.billed, new Date(call.at));
      case 'takeCounting':
        return this.takeCounting(call.limits, {
          tenantId: call.tenantId,
          billed: call.billed,
          at: new Date(call.at),
        });
      case 'recordSuggest':
        return this.meter.recordSuggest(call.tenantId, new Date(call.at));
      case 'flush':
        return this.meter.flush();
    }
  }
}
