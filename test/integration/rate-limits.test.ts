import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '../../domain/tenancy/plans.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

const PER_CLIENT = 30;

describe('rate limits (spec: Limits): per key per second, public keys per client under a store ceiling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_RATE_LIMIT_PER_CLIENT: String(PER_CLIENT) });
  });
  afterAll(async () => t.close());

  const whoami = (key: string | null, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/v1/whoami',
      remoteAddress,
      headers: { ...(key ? bearer(key) : {}), ...headers },
    });

  it('carries RateLimit headers on every answer and answers 429 with Retry-After past a secret key’s plan limit', async () => {
    const store = await t.createStore({ planCode: 'starter' });
    const limit = PLANS.starter.rateLimitPerSecond;
    const answers = await Promise.all(Array.from({ length: limit * 2 + 20 }, () => whoami(store.secretKey)));
    for (const a of answers) {
      expect(a.headers['ratelimit-limit']).toBe(String(limit));
      expect(Number(a.headers['ratelimit-remaining'])).toBeGreaterThanOrEqual(0);
      expect(Number(a.headers['ratelimit-remaining'])).toBeLessThanOrEqual(limit);
    }
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeLessThanOrEqual(limit * 2);
    expect(limited[0]?.json()).toMatchObject({ code: 'rate_limited', status: 429 });
    expect(Number(limited[0]?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('counts each secret key on its own', async () => {
    const a = await t.createStore({ planCode: 'starter' });
    const b = await t.createStore({ planCode: 'starter' });
    const answers = await Promise.all(Array.from({ length: 130 }, () => whoami(a.secretKey)));
    expect(answers.some((r) => r.statusCode === 429)).toBe(true);
    expect((await whoami(b.secretKey)).statusCode).toBe(200);
  });

  it('limits unauthenticated answers by client address, and sets the headers on 401s too', async () => {
    const res = await whoami(null, '10.9.9.9');
    expect(res.statusCode).toBe(401);
    expect(res.headers['ratelimit-limit']).toBeDefined();
  });

  it('a public key is limited per client address: one abuser is throttled, other shoppers are not', async () => {
    const store = await t.createStore({ planCode: 'growth' });
    const abuser = await Promise.all(
      Array.from({ length: 100 }, () => whoami(store.publicKey, '203.0.113.7')),
    );
    const refused = abuser.filter((a) => a.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(abuser.filter((a) => a.statusCode === 200).length).toBeLessThanOrEqual(PER_CLIENT * 2);
    expect(abuser[0]?.headers['ratelimit-limit']).toBe(String(PER_CLIENT));
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    for (const shopper of ['198.51.100.1', '198.51.100.2', '2001:db8::5']) {
      const res = await whoami(store.publicKey, shopper);
      expect(res.statusCode, shopper).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe(String(PER_CLIENT));
    }
  });

  it('all public traffic of a store shares a ceiling sized above one key’s limit, shown when it binds', async () => {
    const ceiling = PLANS.starter.publicRateLimitPerSecond;
    expect(ceiling).toBeGreaterThan(PLANS.starter.rateLimitPerSecond);
    const wide = await startTestApp({ PUBLIC_RATE_LIMIT_PER_CLIENT: String(ceiling * 4) });
    try {
      const store = await wide.createStore({ planCode: 'starter' });
      const res = await wide.app.inject({
        method: 'GET',
        url: '/v1/whoami',
        headers: bearer(store.publicKey),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe(String(ceiling));
      expect(res.headers['ratelimit-remaining']).toBe(String(ceiling - 1));
    } finally {
      await wide.close();
    }
  });

  it('a search takes its own rate limits: kept answers past the limit are refused and not counted', async () => {
    const store = await t.createStore({ planCode: 'growth' });
    const search = (url: string, remoteAddress: string) =>
      t.app.inject({ method: 'GET', url, remoteAddress, headers: bearer(store.publicKey) });
    // The first answer is built and kept; the burst after it is given from the answers kept.
    expect((await search('/v1/search?q=x', '203.0.113.20')).statusCode).toBe(200);
    const burst = await Promise.all(
      Array.from({ length: PER_CLIENT * 3 }, () => search('/v1/search?q=x', '203.0.113.20')),
    );
    const admitted = burst.filter((a) => a.statusCode === 200);
    const refused = burst.filter((a) => a.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(admitted.length + 1).toBeLessThanOrEqual(PER_CLIENT * 2);
    expect(refused[0]?.json()).toMatchObject({ code: 'rate_limited', status: 429 });
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused[0]?.headers['x-service-usage']).toBeUndefined();
    for (const a of [...admitted, ...refused]) {
      expect(a.headers['ratelimit-limit']).toBe(String(PER_CLIENT));
    }
    // Only the admitted searches were counted: another shopper's search is the next one.
    const other = await search('/v1/search?q=x', '198.51.100.20');
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-service-usage']).toMatch(new RegExp(`^searches=${admitted.length + 2},`));
  });

  it('a search that fails before it is admitted still takes from the bucket, and is refused past it', async () => {
    const store = await t.createStore({ planCode: 'growth' });
    const invalid = await Promise.all(
      Array.from({ length: PER_CLIENT * 3 }, () =>
        t.app.inject({
          method: 'GET',
          url: '/v1/search?q=x&per_page=0',
          remoteAddress: '203.0.113.21',
          headers: bearer(store.publicKey),
        }),
      ),
    );
    const statuses = new Set(invalid.map((a) => a.statusCode));
    expect([...statuses].sort()).toEqual([422, 429]);
    expect(invalid.filter((a) => a.statusCode === 422).length).toBeLessThanOrEqual(PER_CLIENT * 2);
    expect(invalid.find((a) => a.statusCode === 422)?.headers['ratelimit-limit']).toBe(String(PER_CLIENT));
    // The bucket is empty for a valid search too.
    const valid = await t.app.inject({
      method: 'GET',
      url: '/v1/search?q=x',
      remoteAddress: '203.0.113.21',
      headers: bearer(store.publicKey),
    });
    expect(valid.statusCode).toBe(429);
  });

  it('throttles failed authentication per client address: 300 wrong keys get 429s, with Retry-After', async () => {
    const store = await t.createStore();
    const known = await whoami(store.secretKey, '192.0.2.44');
    expect(known.statusCode).toBe(200);
    const wrong = await Promise.all(
      Array.from({ length: 300 }, (_, i) => whoami(`sg_sec_${String(i).padStart(44, 'x')}`, '192.0.2.44')),
    );
    const unauthorized = wrong.filter((a) => a.statusCode === 401).length;
    const refused = wrong.filter((a) => a.statusCode === 429);
    expect(unauthorized).toBeGreaterThan(0);
    expect(unauthorized).toBeLessThanOrEqual(55);
    expect(refused.length).toBeGreaterThan(240);
    expect(refused[0]?.json()).toMatchObject({ code: 'rate_limited', status: 429 });
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // A key this process knows still works from that address; other addresses are not throttled.
    expect((await whoami(store.secretKey, '192.0.2.44')).statusCode).toBe(200);
    expect((await whoami(`sg_sec_${'y'.repeat(44)}`, '192.0.2.45')).statusCode).toBe(401);
    expect((await whoami(store.publicKey, '192.0.2.45')).statusCode).toBe(200);
  });

  it('valid keys never use up the failed-authentication bucket, however many a server holds', async () => {
    const store = await t.createStore();
    const keys: string[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/keys',
        headers: bearer(store.secretKey),
        payload: { kind: 'secret', label: `server ${i}` },
      });
      expect(res.statusCode).toBe(201);
      keys.push(res.json().key as string);
    }
    const answers = await Promise.all(keys.map((key) => whoami(key, '192.0.2.80')));
    expect(answers.map((a) => a.statusCode)).toEqual(keys.map(() => 200));
    expect((await whoami(`sg_sec_${'z'.repeat(44)}`, '192.0.2.80')).statusCode).toBe(401);
  });

  it('takes the client address from X-Forwarded-For only when TRUST_PROXY says so', async () => {
    const store = await t.createStore({ planCode: 'growth' });
    // Not trusted: every forwarded address is the same client (the peer).
    const spoofed = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        whoami(store.publicKey, '127.0.0.1', { 'x-forwarded-for': `198.18.0.${i}` }),
      ),
    );
    expect(spoofed.some((a) => a.statusCode === 429)).toBe(true);
    const behindProxy = await startTestApp({
      TRUST_PROXY: '1',
      PUBLIC_RATE_LIMIT_PER_CLIENT: String(PER_CLIENT),
    });
    try {
      const proxied = await behindProxy.createStore({ planCode: 'growth' });
      const answers = await Promise.all(
        Array.from({ length: 80 }, (_, i) =>
          behindProxy.app.inject({
            method: 'GET',
            url: '/v1/whoami',
            remoteAddress: '10.0.0.2',
            headers: { ...bearer(proxied.publicKey), 'x-forwarded-for': `1.2.3.4, 198.18.1.${i}` },
          }),
        ),
      );
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    } finally {
      await behindProxy.close();
    }
  });
});
