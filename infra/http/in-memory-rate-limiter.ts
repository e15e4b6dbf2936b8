import type { RateDecision, RateLimit, RateLimiter } from './rate-limiter.ts';

const MAX_BUCKETS = 200_000;

/**
 * GCRA (the generic cell rate algorithm, a token bucket kept as one number per bucket): each
 * request moves the bucket's theoretical arrival time on by 1/perSecond; a request is refused
 * when that time would run more than `burst` intervals ahead of now. Unlike fixed one-second
 * windows, a client paced under the rate is never refused, and no two windows' worth pass
 * across a window edge: in any span of t seconds at most burst + perSecond·t get through.
 * Counts are this process's own.
 */
export class InMemoryRateLimiter implements RateLimiter {
  private readonly arrival = new Map<string, number>();

  take(limits: readonly RateLimit[], nowMs = Date.now()): RateDecision {
    const checks = limits.map((limit) => this.check(limit, nowMs, 1));
    const allowed = checks.every((c) => c.decision.allowed);
    if (allowed) {
      if (this.arrival.size > MAX_BUCKETS) this.sweep(nowMs);
      for (const c of checks) this.arrival.set(c.limit.bucket, c.nextArrival);
    }
    return binding(checks.map((c) => c.decision));
  }

  peek(limits: readonly RateLimit[], nowMs = Date.now()): RateDecision {
    return binding(limits.map((limit) => this.check(limit, nowMs, 0).decision));
  }

  giveBack(limits: readonly RateLimit[]): void {
    for (const limit of limits) {
      const arrival = this.arrival.get(limit.bucket);
      if (arrival !== undefined) this.arrival.set(limit.bucket, arrival - 1000 / limit.perSecond);
    }
  }

  private check(limit: RateLimit, nowMs: number, cost: 0 | 1) {
    const interval = 1000 / limit.perSecond;
    const window = interval * limit.burst;
    const arrival = Math.max(this.arrival.get(limit.bucket) ?? nowMs, nowMs);
    const nextArrival = arrival + interval * cost;
    const ahead = nextArrival - nowMs;
    const allowed = ahead <= window + 1e-9;
    const decision: RateDecision = allowed
      ? {
          allowed,
          limit: limit.burst,
          remaining: Math.max(0, Math.floor((window - ahead) / interval + 1e-9)),
          retryAfter: 0,
        }
      : { allowed, limit: limit.burst, remaining: 0, retryAfter: (ahead - window) / 1000 };
    return { limit, decision, nextArrival };
  }

  /** Buckets whose arrival time has passed are full again: forgetting them changes nothing. */
  private sweep(nowMs: number): void {
    for (const [bucket, arrival] of this.arrival) if (arrival <= nowMs) this.arrival.delete(bucket);
    // Still too many live buckets (a flood from many addresses): fail open rather than grow.
    if (this.arrival.size > MAX_BUCKETS) this.arrival.clear();
  }
}

function binding(decisions: readonly RateDecision[]): RateDecision {
  const refused = decisions.filter((d) => !d.allowed);
  const pool = refused.length > 0 ? refused : decisions;
  return pool.reduce(
    (a, b) =>
      refused.length > 0 ? (b.retryAfter > a.retryAfter ? b : a) : b.remaining < a.remaining ? b : a,
    pool[0] ?? { allowed: true, limit: 0, remaining: 0, retryAfter: 0 },
  );
}
