import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryRateLimiter } from './in-memory-rate-limiter.ts';

const limit = (perSecond: number, burst = perSecond, bucket = 'k') => ({ bucket, perSecond, burst });

describe('InMemoryRateLimiter (GCRA): per bucket, per second, smooth', () => {
  it('allows a burst of `burst`, then one request per 1/perSecond', () => {
    const limiter = new InMemoryRateLimiter();
    const t0 = 1_000_000;
    for (let i = 0; i < 10; i++) expect(limiter.take([limit(10)], t0).allowed).toBe(true);
    const refused = limiter.take([limit(10)], t0);
    expect(refused).toMatchObject({ allowed: false, remaining: 0, limit: 10 });
    expect(refused.retryAfter).toBeCloseTo(0.1, 5);
    expect(limiter.take([limit(10)], t0 + 50).allowed).toBe(false);
    expect(limiter.take([limit(10)], t0 + 100).allowed).toBe(true);
    expect(limiter.take([limit(10)], t0 + 100).allowed).toBe(false);
  });

  it('reports what is left: RateLimit-Remaining counts down and refills with time', () => {
    const limiter = new InMemoryRateLimiter();
    expect(limiter.take([limit(5)], 0).remaining).toBe(4);
    expect(limiter.take([limit(5)], 0).remaining).toBe(3);
    expect(limiter.peek([limit(5)], 0).remaining).toBe(3);
    expect(limiter.peek([limit(5)], 400).remaining).toBe(5);
  });

  it('property: a client paced at the rate is never refused, however each request is timed within its interval', () => {
    fc.assert(
      fc.property(
        // A bucket holds one second's worth; two is the least that absorbs a request's jitter.
        fc.integer({ min: 2, max: 500 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 300 }),
        (perSecond, jitter) => {
          const limiter = new InMemoryRateLimiter();
          const interval = 1000 / perSecond;
          // Request i is sent some time within its own interval: never more than the rate over time.
          const times = jitter.map((j, i) => i * interval + j * interval * 0.999);
          for (const t of times) expect(limiter.take([limit(perSecond)], t).allowed).toBe(true);
        },
      ),
    );
  });

  it('property: in any span of t seconds at most burst + perSecond·t requests pass (no double window at an edge)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 1, maxLength: 400 }),
        (perSecond, raw) => {
          const limiter = new InMemoryRateLimiter();
          const times = [...raw].sort((a, b) => a - b);
          const passed = times.filter((t) => limiter.take([limit(perSecond)], t).allowed);
          for (let i = 0; i < passed.length; i++) {
            for (let j = i; j < passed.length; j++) {
              const span = ((passed[j] ?? 0) - (passed[i] ?? 0)) / 1000;
              expect(j - i + 1).toBeLessThanOrEqual(perSecond + perSecond * span + 1e-6);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('takes from every bucket or from none, and answers with the binding one', () => {
    const limiter = new InMemoryRateLimiter();
    const client = limit(2, 2, 'client');
    const store = limit(100, 100, 'store');
    expect(limiter.take([client, store], 0)).toMatchObject({ allowed: true, limit: 2, remaining: 1 });
    limiter.take([client, store], 0);
    const refused = limiter.take([client, store], 0);
    expect(refused).toMatchObject({ allowed: false, limit: 2 });
    // The refused request took nothing from the store's bucket.
    expect(limiter.peek([store], 0).remaining).toBe(98);
  });

  it('keeps buckets apart', () => {
    const limiter = new InMemoryRateLimiter();
    expect(limiter.take([limit(1, 1, 'a')], 0).allowed).toBe(true);
    expect(limiter.take([limit(1, 1, 'a')], 0).allowed).toBe(false);
    expect(limiter.take([limit(1, 1, 'b')], 0).allowed).toBe(true);
  });

  it('gives back a request taken as a reservation', () => {
    const limiter = new InMemoryRateLimiter();
    const one = limit(1, 2);
    limiter.take([one], 0);
    limiter.take([one], 0);
    expect(limiter.take([one], 0).allowed).toBe(false);
    limiter.giveBack([one]);
    expect(limiter.take([one], 0).allowed).toBe(true);
  });
});
