import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '../../domain/tenancy/plans.ts';
import { RateLimiter } from '../../infra/http/rate-limiter.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

describe('rate limits per key per second', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('carries RateLimit headers on every answer and answers 429 with Retry-After past the plan limit', async () => {
    const store = await t.createStore({ planCode: 'starter' });
    const limit = PLANS.starter.rateLimitPerSecond;
    const answers = await Promise.all(
      Array.from({ length: limit * 2 + 20 }, () =>
        t.app.inject({ method: 'GET', url: '/v1/whoami', headers: bearer(store.publicKey) }),
      ),
    );
    for (const a of answers) {
      expect(a.headers['ratelimit-limit']).toBe(String(limit));
      expect(Number(a.headers['ratelimit-remaining'])).toBeGreaterThanOrEqual(0);
    }
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeLessThanOrEqual(limit * 2);
    expect(limited[0]?.json()).toMatchObject({ code: 'rate_limited', status: 429 });
    expect(Number(limited[0]?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('counts each key on its own', async () => {
    const a = await t.createStore({ planCode: 'starter' });
    const b = await t.createStore({ planCode: 'starter' });
    await Promise.all(
      Array.from({ length: 130 }, () =>
        t.app.inject({ method: 'GET', url: '/v1/whoami', headers: bearer(a.publicKey) }),
      ),
    );
    const other = await t.app.inject({ method: 'GET', url: '/v1/whoami', headers: bearer(b.publicKey) });
    expect(other.statusCode).toBe(200);
  });

  it('limits unauthenticated answers by client address, and sets the headers on 401s too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/whoami' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['ratelimit-limit']).toBeDefined();
  });

  it('opens a new window each second', () => {
    const limiter = new RateLimiter();
    const t0 = 1_000_000;
    expect(limiter.take('k', 2, t0).allowed).toBe(true);
    expect(limiter.take('k', 2, t0 + 10).allowed).toBe(true);
    const third = limiter.take('k', 2, t0 + 20);
    expect(third).toMatchObject({ allowed: false, remaining: 0 });
    expect(third.retryAfter).toBeGreaterThan(0);
    expect(limiter.take('k', 2, t0 + 1000).allowed).toBe(true);
  });
});
