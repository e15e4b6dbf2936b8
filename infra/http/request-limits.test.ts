import { describe, expect, it } from 'vitest';
import type { Principal } from '../../domain/access/principal.ts';
import { InMemoryRateLimiter } from './in-memory-rate-limiter.ts';
import { failedAuthLimit, requestLimits } from './request-limits.ts';

const principal = (auth: Principal['auth'], rateLimit: number, keyId = 'k1'): Principal => ({
  tenantId: 't1',
  auth,
  keyId,
  userId: null,
  role: null,
  scopes: ['search'],
  rateLimit,
});
const policy = { anonymousPerClient: 200, publicPerClient: 30 };

describe('requestLimits: which buckets a request draws from', () => {
  it('a secret key: its own bucket, per second', () => {
    const limiter = new InMemoryRateLimiter();
    const secret = principal('secret_key', 50);
    const passed = Array.from({ length: 80 }, (_, i) =>
      limiter.take(requestLimits(secret, `10.0.0.${i}`, policy), 0),
    ).filter((d) => d.allowed).length;
    expect(passed).toBe(50);
    expect(
      limiter.take(requestLimits(principal('secret_key', 50, 'k2'), '10.0.0.1', policy), 0).allowed,
    ).toBe(true);
  });

  it('a public key: per client address, under the store’s ceiling for all its public keys', () => {
    const limiter = new InMemoryRateLimiter();
    const pub = principal('public_key', 250);
    const one = Array.from({ length: 40 }, () => limiter.take(requestLimits(pub, '203.0.113.7', policy), 0));
    expect(one.filter((d) => d.allowed)).toHaveLength(30);
    expect(one.at(-1)).toMatchObject({ allowed: false, limit: 30 });
    // Many shoppers: each within their own limit, together up to the ceiling, whichever key they use.
    const many = Array.from({ length: 300 }, (_, i) =>
      limiter.take(requestLimits(principal('public_key', 250, `k${i % 3}`), `198.51.100.${i}`, policy), 0),
    );
    expect(many.filter((d) => d.allowed)).toHaveLength(250 - 30);
    expect(many.at(-1)).toMatchObject({ allowed: false, limit: 250 });
    // A second later the ceiling has refilled.
    expect(limiter.take(requestLimits(pub, '192.0.2.1', policy), 1000).allowed).toBe(true);
  });

  it('no key: per client address', () => {
    expect(requestLimits(null, '192.0.2.9', policy)).toEqual([
      { bucket: 'client:192.0.2.9', perSecond: 200, burst: 200 },
    ]);
  });

  it('failed authentication: 50 tries, then one a second, per client address', () => {
    const limiter = new InMemoryRateLimiter();
    const tries = Array.from({ length: 60 }, () => limiter.take([failedAuthLimit('192.0.2.9')], 0));
    expect(tries.filter((d) => d.allowed)).toHaveLength(50);
    expect(limiter.take([failedAuthLimit('192.0.2.10')], 0).allowed).toBe(true);
    expect(limiter.take([failedAuthLimit('192.0.2.9')], 1000).allowed).toBe(true);
  });
});
