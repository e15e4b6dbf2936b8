/**
 * When a failed delivery is tried again: exponential backoff (5 s doubling up to 4 h) with
 * "equal jitter" (a random half of each delay) so receivers coming back up are not hit in
 * lockstep; a `Retry-After` the receiver sent replaces the backoff. Retries stop at the end of
 * the delivery's window (3 days from its first attempt): the last one is made at the end of the
 * window, and a failure at or after it is final (`dead`).
 */
export const BACKOFF = { firstMs: 5_000, maxMs: 4 * 60 * 60_000, minRetryAfterMs: 1_000 } as const;

export interface RetryInput {
  /** The attempt that just failed, 1-based. */
  readonly attempt: number;
  readonly now: Date;
  /** End of the delivery's retry window. */
  readonly expiresAt: Date;
  /** Wait the receiver asked for (Retry-After), if any. */
  readonly retryAfterMs: number | null;
  /** A number in [0, 1): the jitter (passed in so the schedule stays a pure function). */
  readonly random: number;
}

/** The next attempt's time, or null when the delivery is dead. */
export function nextAttemptAt(input: RetryInput): Date | null {
  const { now, expiresAt } = input;
  if (now.getTime() >= expiresAt.getTime()) return null;
  const exponent = Math.min(input.attempt - 1, 30);
  const ceiling = Math.min(BACKOFF.maxMs, BACKOFF.firstMs * 2 ** exponent);
  const backoff = ceiling / 2 + (ceiling / 2) * input.random;
  const wait = input.retryAfterMs !== null ? Math.max(input.retryAfterMs, BACKOFF.minRetryAfterMs) : backoff;
  return new Date(Math.min(now.getTime() + wait, expiresAt.getTime()));
}

/**
 * `Retry-After` as delay-seconds or an HTTP date (RFC 9110 §10.2.3), in milliseconds from
 * `now`; null when absent or unreadable.
 */
export function parseRetryAfter(value: string | undefined, now: Date): number | null {
  if (value === undefined) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  if (Number.isNaN(at) || !/[a-z]/i.test(text)) return null;
  return Math.max(0, at - now.getTime());
}
