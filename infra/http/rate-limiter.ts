import type { CountedSearch } from '../../domain/access/admission.ts';
import type { UsageMeter, UsageSnapshot } from '../../domain/billing/usage-meter.ts';

/** One bucket a request draws from: `perSecond` sustained, at most `burst` at once. */
export interface RateLimit {
  readonly bucket: string;
  readonly perSecond: number;
  readonly burst: number;
}

export interface RateDecision {
  readonly allowed: boolean;
  /** The binding bucket's size: what `RateLimit-Limit` shows. */
  readonly limit: number;
  /** Requests the binding bucket still allows now: what `RateLimit-Remaining` shows. */
  readonly remaining: number;
  /** Seconds until the request would be allowed (0 when it is). */
  readonly retryAfter: number;
}

/**
 * The rate limiter port. Call sites name buckets and rates; where the counts live is the
 * adapter's business (this process's memory today; shared by the worker processes of one
 * machine later), so the methods may answer asynchronously.
 */
export interface RateLimiter {
  /**
   * Takes one request from every bucket, or from none when any of them is empty. The
   * decision is the refusing bucket's, or else the one with the least left.
   */
  take(limits: readonly RateLimit[], nowMs?: number): RateDecision | Promise<RateDecision>;
  /** The same decision without taking anything. */
  peek(limits: readonly RateLimit[], nowMs?: number): RateDecision | Promise<RateDecision>;
  /** Gives back one request taken from these buckets (a reservation that turned out not to count). */
  giveBack(limits: readonly RateLimit[]): void | Promise<void>;
}

/** A take of a request's limits that also counted its search (`usage`: null when refused, nothing counted). */
export interface CountingDecision {
  readonly decision: RateDecision;
  readonly usage: UsageSnapshot | null;
}

/**
 * Takes a request's limits and, when they allow it, counts its search: in one step, so that
 * where the buckets and the counts live in another process it is one round trip.
 */
export type TakeCounting = (limits: readonly RateLimit[], search: CountedSearch) => Promise<CountingDecision>;

/** The same where the limiter and the meter are at hand: the take, then the count when allowed. */
export const takeThenCount =
  (limiter: RateLimiter, meter: UsageMeter): TakeCounting =>
  async (limits, search) => {
    const decision = await limiter.take(limits);
    if (!decision.allowed) return { decision, usage: null };
    return { decision, usage: await meter.recordSearch(search.tenantId, search.billed, search.at) };
  };
