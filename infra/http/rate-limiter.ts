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
