export interface RateDecision {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Seconds until the window resets (for Retry-After). */
  readonly retryAfter: number;
}

/**
 * Fixed one-second windows per key, in memory. Each process counts its own requests; behind
 * a load balancer with N processes the effective limit is up to N times the plan's (see docs).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { second: number; count: number }>();

  take(bucket: string, limit: number, nowMs = Date.now()): RateDecision {
    const second = Math.floor(nowMs / 1000);
    let w = this.windows.get(bucket);
    if (!w || w.second !== second) {
      if (this.windows.size > 50_000) this.windows.clear();
      w = { second, count: 0 };
      this.windows.set(bucket, w);
    }
    w.count++;
    const allowed = w.count <= limit;
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - w.count),
      retryAfter: allowed ? 0 : Math.max(1, Math.ceil((second + 1) * 1000 - nowMs) / 1000),
    };
  }
}
