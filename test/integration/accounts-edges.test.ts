import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailStream, userStream } from '../../domain/accounts/user-events.ts';
import { DashboardClient, listen } from '../support/dashboard-client.ts';
import { type SmtpStub, startSmtpStub, tokenInMail } from '../support/smtp-stub.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The edges of the account endpoints over real HTTP: bad input on each is a 422 problem
 * naming the field; an old password that fails today's rules still signs in, flagged; and a
 * session ends 30 minutes after its last request or 12 hours after sign-in (the service's
 * clock is driven by the test).
 */
describe('accounts: bad input, weak passwords, session expiry', () => {
  let t: TestApp;
  let smtp: SmtpStub;
  let base: string;
  let clock = Date.parse('2026-11-24T08:00:00.000Z');
  const advance = (minutes: number) => {
    clock += minutes * 60_000;
  };

  beforeAll(async () => {
    smtp = await startSmtpStub();
    t = await startTestApp({ SMTP_URL: smtp.url(), PASSWORD_HASH_COST: '4' }, { now: () => new Date(clock) });
    base = await listen(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const password = 'meadow-quartz-lantern-88';
  const signedIn = async (email: string): Promise<DashboardClient> => {
    const c = new DashboardClient(base);
    expect(
      (await c.post('/v1/auth/signup', { email, name: 'Edge', password, store_name: 'Edge' })).status,
    ).toBe(201);
    expect((await c.post('/v1/auth/login', { email, password })).body.status).toBe('ok');
    return c;
  };

  it('answers bad input on every account and team endpoint with a 422 problem naming the field', async () => {
    const c = await signedIn('bad-input@shop.example');
    const cases: [string, string, unknown, string][] = [
      ['POST', '/v1/auth/signup', { email: 'not-an-email', name: 'A', store_name: 'S' }, 'email'],
      ['POST', '/v1/auth/signup', { email: 'a@shop.example', name: 'A' }, 'store_name'],
      [
        'POST',
        '/v1/auth/signup',
        { email: 'a@shop.example', name: 'A', store_name: 'S', password: 'short' },
        'password',
      ],
      [
        'POST',
        '/v1/auth/signup',
        { email: 'a@shop.example', name: 'x'.repeat(201), store_name: 'S' },
        'name',
      ],
      [
        'POST',
        '/v1/auth/signup',
        { email: 'a@shop.example', name: 'A', store_name: 'S', locale: 'fr' },
        'locale',
      ],
      ['POST', '/v1/auth/login', { email: 'a@shop.example' }, 'password'],
      ['POST', '/v1/auth/login', { email: 'a@shop.example', password: 'p'.repeat(201) }, 'password'],
      ['POST', '/v1/auth/magic-link', { email: 42 }, 'email'],
      ['POST', '/v1/auth/magic-link/verify', { token: 'too-short' }, 'token'],
      ['POST', '/v1/auth/verify-email', {}, 'token'],
      ['POST', '/v1/auth/password/forgot', { email: 'x' }, 'email'],
      ['POST', '/v1/auth/password/reset', { token: 'x'.repeat(30), password: 'short' }, 'password'],
      ['POST', '/v1/auth/mfa/verify', { code: '12345' }, 'code'],
      ['POST', '/v1/auth/password/change', { current_password: password }, 'new_password'],
      ['POST', '/v1/auth/totp/enable', { code: 'abcdef' }, 'code'],
      ['POST', '/v1/auth/totp/disable', { code: 'ABCDEFGHIJ' }, 'code'],
      ['PATCH', '/v1/team/members/m1', { role: 'boss' }, 'role'],
      ['POST', '/v1/team/invites', { email: 'x@shop.example', role: 'owner' }, 'role'],
      ['POST', '/v1/team/invites', { role: 'viewer' }, 'email'],
      ['POST', '/v1/team/invites/accept', { token: 'short' }, 'token'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await c.call(method, path, body);
      const label = `${method} ${path} ${JSON.stringify(body)}`;
      expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.headers.get('content-type'), label).toContain('application/problem+json');
      expect(res.body.code, label).toBe('invalid_request');
      expect(
        res.body.errors.map((e: { field: string }) => e.field),
        label,
      ).toContain(field);
    }
    // A weak new password names the rule it breaks.
    const common = await c.post('/v1/auth/password/change', {
      current_password: password,
      new_password: 'qwertyuiopasdfgh',
    });
    expect(common.status).toBe(422);
    expect(common.body.errors).toEqual([
      expect.objectContaining({ field: 'new_password', code: 'common_password' }),
    ]);
    const mine = await c.post('/v1/auth/password/change', {
      current_password: password,
      new_password: 'Bad-Input.2024!!',
    });
    expect(mine.body.errors).toEqual([
      expect.objectContaining({ field: 'new_password', code: 'built_from_identity' }),
    ]);
    // Tokens that are not ours: 401 problems, never 500.
    for (const path of ['/v1/auth/magic-link/verify', '/v1/auth/verify-email', '/v1/team/invites/accept']) {
      const res = await c.post(path, { token: `${randomUUID()}.${'a'.repeat(43)}` });
      expect(res.status, path).toBe(401);
    }
    const badInvite = await new DashboardClient(base).post('/v1/auth/signup', {
      email: 'z@shop.example',
      name: 'Z',
      invite_token: `${randomUUID()}.${'b'.repeat(43)}`,
    });
    expect(badInvite.status).toBe(401);
  });

  it('signs in with an old password that fails today’s rules, flagging weak_password', async () => {
    // An account from before the rules: its events written as they were then.
    const email = 'old-timer@shop.example';
    const userId = randomUUID();
    const crypto = t.runtime.accountCrypto;
    await t.runtime.eventStore.append(
      emailStream(crypto.hashToken(email)),
      [
        {
          id: randomUUID(),
          type: 'EmailReserved',
          data: { userId, email, reservedAt: new Date(clock).toISOString() },
        },
      ],
      'no_stream',
    );
    await t.runtime.eventStore.append(
      userStream(userId),
      [
        {
          id: randomUUID(),
          type: 'UserRegistered',
          data: {
            userId,
            email,
            name: 'Old Timer',
            locale: 'en',
            passwordHash: await crypto.hashPassword('password1234'),
            registeredAt: new Date(clock).toISOString(),
          },
        },
      ],
      'no_stream',
    );
    await t.settle();
    const c = new DashboardClient(base);
    const login = await c.post('/v1/auth/login', { email, password: 'password1234' });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body).toMatchObject({ status: 'ok', weak_password: true });
    const strong = await signedIn('strong@shop.example');
    await strong.post('/v1/auth/logout');
    expect(
      (await strong.post('/v1/auth/login', { email: 'strong@shop.example', password })).body.weak_password,
    ).toBe(false);
  });

  it('ends a session 30 minutes after its last request, and 12 hours after sign-in however busy', async () => {
    const c = await signedIn('clock@shop.example');
    advance(29);
    expect((await c.get('/v1/auth/me')).status).toBe(200);
    advance(29);
    expect((await c.get('/v1/auth/me')).status).toBe(200);
    advance(31);
    const idle = await c.get('/v1/auth/me');
    expect(idle.status).toBe(401);
    expect(idle.body.code).toBe('unauthorized');

    const busy = new DashboardClient(base);
    expect((await busy.post('/v1/auth/login', { email: 'clock@shop.example', password })).body.status).toBe(
      'ok',
    );
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      advance(20);
      expect((await busy.get('/v1/auth/me')).status, `after ${minutes + 20} minutes`).toBe(200);
    }
    advance(20);
    expect((await busy.get('/v1/auth/me')).status).toBe(401);
    // A reset link expires too (1 hour).
    await busy.post('/v1/auth/password/forgot', { email: 'clock@shop.example' });
    const token = tokenInMail(
      await smtp.next('clock@shop.example', (m) => m.subject === 'Reset your password'),
    );
    advance(61);
    const late = await new DashboardClient(base).post('/v1/auth/password/reset', {
      token,
      password: 'harbor-violet-summit-17',
    });
    expect(late.status).toBe(401);
  });
});
