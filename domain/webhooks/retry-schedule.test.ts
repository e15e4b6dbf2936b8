import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BACKOFF, nextAttemptAt, parseRetryAfter } from './retry-schedule.ts';

const t0 = new Date('2026-03-01T00:00:00Z');
const window = (now: Date) => new Date(now.getTime() + 3 * 24 * 3600_000);

describe('retry schedule', () => {
  it('doubles from 5 s with jitter within the upper half of each step, up to 4 h', () => {
    const delays = [1, 2, 3, 4, 13, 20].map((attempt) => [
      (nextAttemptAt({ attempt, now: t0, expiresAt: window(t0), retryAfterMs: null, random: 0 })?.getTime() ??
        0) - t0.getTime(),
      (nextAttemptAt({
        attempt,
        now: t0,
        expiresAt: window(t0),
        retryAfterMs: null,
        random: 0.999999,
      })?.getTime() ?? 0) - t0.getTime(),
    ]);
    expect(delays[0]).toEqual([2_500, expect.closeTo(5_000, -1)]);
    expect(delays[1]).toEqual([5_000, expect.closeTo(10_000, -1)]);
    expect(delays[3]).toEqual([20_000, expect.closeTo(40_000, -1)]);
    expect(delays[4]?.[0]).toBe(BACKOFF.maxMs / 2);
    expect(delays[5]?.[1]).toBeLessThanOrEqual(BACKOFF.maxMs);
  });

  it('takes the receiver’s Retry-After instead of the backoff, at least a second', () => {
    const at = (retryAfterMs: number) =>
      nextAttemptAt({ attempt: 1, now: t0, expiresAt: window(t0), retryAfterMs, random: 0.5 })?.getTime();
    expect(at(120_000)).toBe(t0.getTime() + 120_000);
    expect(at(0)).toBe(t0.getTime() + 1_000);
  });

  it('makes the last attempt at the end of the window and none after it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 4 * 24 * 3600_000 }),
        fc.option(fc.integer({ min: 0, max: 10 * 24 * 3600_000 })),
        fc.double({ min: 0, max: 0.999999, noNaN: true }),
        (attempt, elapsed, retryAfterMs, random) => {
          const expiresAt = window(t0);
          const now = new Date(t0.getTime() + elapsed);
          const next = nextAttemptAt({ attempt, now, expiresAt, retryAfterMs, random });
          if (now >= expiresAt) return next === null;
          return next !== null && next > now && next <= expiresAt;
        },
      ),
    );
  });

  it('reads Retry-After as seconds or an HTTP date, and ignores anything else', () => {
    expect(parseRetryAfter('30', t0)).toBe(30_000);
    expect(parseRetryAfter(new Date(t0.getTime() + 90_000).toUTCString(), t0)).toBe(90_000);
    expect(parseRetryAfter(new Date(t0.getTime() - 90_000).toUTCString(), t0)).toBe(0);
    expect(parseRetryAfter(undefined, t0)).toBeNull();
    expect(parseRetryAfter('soon', t0)).toBeNull();
    expect(parseRetryAfter('-5', t0)).toBeNull();
    expect(parseRetryAfter('1.5', t0)).toBeNull();
  });
});
