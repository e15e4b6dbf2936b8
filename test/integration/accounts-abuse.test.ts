import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient, listen } from '../support/dashboard-client.ts';
import { type SmtpStub, startSmtpStub } from '../support/smtp-stub.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

/**
 * Guessing and probing over real HTTP: sign-in is throttled per account and per client
 * address, and neither answers nor their timing tell whether an address has an account.
 * The service trusts X-Forwarded-For from 127.0.0.1 here, so each test client has its own address.
 */
// Dozens of bcrypt checks per test: minutes at load 20, so each test may take two.
describe('accounts: throttling and account probing', { timeout: 120_000 }, () => {
  let t: TestApp;
  let smtp: SmtpStub;
  let base: string;
  let clientNo = 0;
  /** A browser at an address of its own. */
  const fresh = () => {
    clientNo += 1;
    const ip = `10.1.${Math.floor(clientNo / 250)}.${(clientNo % 250) + 1}`;
    const c = new DashboardClient(base);
    const call = c.call.bind(c);
    c.call = (method, path, body, headers = {}) =>
      call(method, path, body, { 'x-forwarded-for': ip, ...headers });
    return c;
  };

  beforeAll(async () => {
    smtp = await startSmtpStub();
    t = await startTestApp({ SMTP_URL: smtp.url(), PASSWORD_HASH_COST: '8', TRUST_PROXY: '127.0.0.1' });
    base = await listen(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('throttles password sign-in per account: 429 with Retry-After, the same for an unknown address', async () => {
    const email = 'throttle@shop.example';
    const password = 'thistle-comet-harbor-26';
    expect(
      (await fresh().post('/v1/auth/signup', { email, name: 'T', password, store_name: 'T' })).status,
    ).toBe(201);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 12; i++) {
      const res = await fresh().post('/v1/auth/login', { email, password: 'wrong-password-guess' });
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get('retry-after');
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Even the right password waits now.
    expect((await fresh().post('/v1/auth/login', { email, password })).status).toBe(429);
    // An address without an account is throttled alike.
    const ghost: number[] = [];
    for (let i = 0; i < 11; i++) {
      ghost.push(
        (
          await fresh().post('/v1/auth/login', {
            email: 'ghost@shop.example',
            password: 'wrong-password-guess',
          })
        ).status,
      );
    }
    expect(ghost.at(-1)).toBe(429);
  });

  it('throttles sign-in per client address across accounts', async () => {
    const me = new DashboardClient(base);
    const call = me.call.bind(me);
    me.call = (method, path, body, headers = {}) =>
      call(method, path, body, { 'x-forwarded-for': '10.9.9.9', ...headers });
    const statuses: number[] = [];
    const started = Date.now();
    // Sign in until refused (at most 120 tries): on a loaded machine a sign-in can take a second,
    // and the bucket gains one try every 3 seconds meanwhile, so the refusal may come a few tries
    // after the 30th; the bound below still holds it to the refill rate.
    for (let i = 0; i < 120 && statuses.at(-1) !== 429; i++) {
      const res = await me.post('/v1/auth/login', {
        email: `spray${i}@shop.example`,
        password: 'summer-2024-password',
      });
      statuses.push(res.status);
    }
    const seconds = (Date.now() - started) / 1000;
    // 30 at once, then one every 3 seconds: each address's own bucket is far from empty.
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(30 + Math.ceil(seconds / 3));
  }, 300_000);

  it('throttles mail per address (magic link and reset share it): 3, then 429, whether or not the address has an account', async () => {
    for (const email of ['mailer@shop.example', 'nobody-here@shop.example']) {
      if (email.startsWith('mailer'))
        expect(
          (
            await fresh().post('/v1/auth/signup', {
              email,
              name: 'M',
              password: 'lantern-meadow-quiet-31',
              store_name: 'M',
            })
          ).status,
        ).toBe(201);
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      // Each from an address of its own: the per-address bucket alone decides.
      for (const path of [
        '/v1/auth/magic-link',
        '/v1/auth/password/forgot',
        '/v1/auth/magic-link',
        '/v1/auth/password/forgot',
      ]) {
        const res = await fresh().post(path, { email });
        statuses.push(res.status);
        if (res.status === 429) retryAfter = res.headers.get('retry-after');
      }
      // The sign-up above used one mail of the account's three.
      const allowed = email.startsWith('mailer') ? 2 : 3;
      expect(
        statuses.slice(0, allowed).every((s) => s === 200),
        `${email}: ${statuses}`,
      ).toBe(true);
      expect(
        statuses.slice(allowed).every((s) => s === 429),
        `${email}: ${statuses}`,
      ).toBe(true);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    }
  });

  it('throttles mail per client address across addresses, and sign-ups per client address', async () => {
    const one = fresh();
    const mails: number[] = [];
    for (let i = 0; i < 12; i++)
      mails.push((await one.post('/v1/auth/magic-link', { email: `m${i}@shop.example` })).status);
    expect(mails.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(mails.at(-1)).toBe(429);
    // Another client is not held back.
    expect((await fresh().post('/v1/auth/magic-link', { email: 'm0@shop.example' })).status).toBe(200);

    const signer = fresh();
    const signUps: number[] = [];
    for (let i = 0; i < 11; i++)
      signUps.push(
        (
          await signer.post('/v1/auth/signup', {
            email: `new${i}@shop.example`,
            name: 'N',
            password: 'orchard-velvet-signal-48',
            store_name: `N${i}`,
          })
        ).status,
      );
    expect(signUps.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(signUps.at(-1)).toBe(429);
  });

  it('takes as long to refuse a wrong password for a known address as for an unknown one', async () => {
    const known: string[] = [];
    for (let i = 0; i < 4; i++) {
      const email = `known${i}@shop.example`;
      const up = await fresh().post('/v1/auth/signup', {
        email,
        name: `K ${i}`,
        password: 'walnut-prairie-beacon-71',
        store_name: 'K',
      });
      expect(up.status).toBe(201);
      known.push(email);
    }
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await fresh().post('/v1/auth/login', { email, password: 'not-the-right-one-at-all' });
      expect(res.status).toBe(401);
      return { ms: performance.now() - started, body: res.body };
    };
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let round = 0; round < 8; round++) {
      for (let i = 0; i < known.length; i++) {
        const a = await timed(known[i] ?? '');
        const b = await timed(`unknown${round}-${i}@shop.example`);
        knownMs.push(a.ms);
        unknownMs.push(b.ms);
        expect({ ...a.body, request_id: null }).toEqual({ ...b.body, request_id: null });
      }
    }
    const k = median(knownMs);
    const u = median(unknownMs);
    const load = (await import('node:os')).loadavg()[0]?.toFixed(1);
    console.log(
      `sign-in refusal median: known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms (load ${load})`,
    );
    expect(Math.abs(k - u) / Math.max(k, u)).toBeLessThan(0.35);
  });

  it('answers a sign-up with a taken address as a new one, in about the same time, and mails its owner', async () => {
    const taken: string[] = [];
    for (let i = 0; i < 4; i++) {
      const email = `taken${i}@shop.example`;
      expect(
        (
          await fresh().post('/v1/auth/signup', {
            email,
            name: 'T',
            password: 'granite-willow-harp-44',
            store_name: 'T',
          })
        ).status,
      ).toBe(201);
      await smtp.next(email);
      taken.push(email);
    }
    const signUp = async (email: string) => {
      const started = performance.now();
      const res = await fresh().post('/v1/auth/signup', {
        email,
        name: 'Again',
        password: 'granite-willow-harp-45',
        store_name: 'X',
      });
      return { ms: performance.now() - started, status: res.status, body: res.body };
    };
    const newMs: number[] = [];
    const takenMs: number[] = [];
    for (let i = 0; i < 4; i++) {
      const a = await signUp(`brand-new${i}@shop.example`);
      const b = await signUp(taken[i] ?? '');
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(b.body).toEqual(a.body);
      newMs.push(a.ms);
      takenMs.push(b.ms);
    }
    const n = median(newMs);
    const k = median(takenMs);
    console.log(`sign-up median: new ${n.toFixed(1)} ms, taken ${k.toFixed(1)} ms`);
    expect(k / n).toBeGreaterThan(0.5);
    expect(k / n).toBeLessThan(2);
    const exists = await smtp.next('taken0@shop.example');
    expect(exists.subject).toBe('You already have an account');
  });
});
