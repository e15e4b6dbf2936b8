import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient, listen } from '../support/dashboard-client.ts';
import { type SmtpStub, startSmtpStub, tokenInMail } from '../support/smtp-stub.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Invites for people who have an account already (POST /v1/team/invites/accept), revoking and
 * expiry, a user in two stores, and the team through a secret key, over real HTTP; the
 * service's clock is driven by the test.
 */
describe('team: accepting, revoking and expiring invites', () => {
  let t: TestApp;
  let smtp: SmtpStub;
  let base: string;
  let clock = Date.parse('2026-11-24T09:00:00.000Z');
  const password = 'orchard-pixel-ember-63';

  beforeAll(async () => {
    smtp = await startSmtpStub();
    t = await startTestApp({ SMTP_URL: smtp.url(), PASSWORD_HASH_COST: '4' }, { now: () => new Date(clock) });
    base = await listen(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const member = async (email: string, store: string) => {
    const c = new DashboardClient(base);
    expect(
      (await c.post('/v1/auth/signup', { email, name: store, password, store_name: store })).status,
    ).toBe(201);
    await smtp.next(email);
    const login = await c.post('/v1/auth/login', { email, password });
    expect(login.body.status).toBe('ok');
    return { client: c, tenantId: login.body.user.memberships[0].tenant_id as string };
  };
  const invite = async (by: DashboardClient, email: string, role: string) => {
    const res = await by.post('/v1/team/invites', { email, role });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return {
      id: res.body.id as string,
      token: tokenInMail(await smtp.next(email, (m) => m.subject.includes('invited'))),
    };
  };

  it('lets a signed-in user accept an invite to a second store and work there with X-Tenant-Id', async () => {
    const owner = await member('owner@acme.example', 'Acme');
    const other = await member('rana@other.example', 'Rana Shop');
    const { token } = await invite(owner.client, 'rana@other.example', 'admin');

    // Someone else signed in cannot take it.
    const stranger = await member('stranger@else.example', 'Else');
    const taken = await stranger.client.post('/v1/team/invites/accept', { token });
    expect(taken.status).toBe(403);

    const accepted = await other.client.post('/v1/team/invites/accept', { token });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ id: owner.tenantId, name: 'Acme', status: 'trialing' });
    expect((await other.client.post('/v1/team/invites/accept', { token })).status).toBe(401);

    const me = await other.client.get('/v1/auth/me');
    expect(
      me.body.memberships.map((m: { tenant_name: string; role: string }) => [m.tenant_name, m.role]).sort(),
    ).toEqual([
      ['Acme', 'admin'],
      ['Rana Shop', 'owner'],
    ]);
    other.client.tenantId = owner.tenantId;
    expect((await other.client.get('/v1/whoami')).body).toMatchObject({
      tenant_id: owner.tenantId,
      role: 'admin',
    });
    // An admin manages keys and the team, but cannot touch the owner.
    const key = await other.client.post('/v1/keys', {
      kind: 'secret',
      label: 'from the admin',
      scopes: ['team'],
    });
    expect(key.status, JSON.stringify(key.body)).toBe(201);
    const members = (await other.client.get('/v1/team/members')).body.data as { id: string; email: string }[];
    const ownerMember = members.find((m) => m.email === 'owner@acme.example');
    const demote = await other.client.call('PATCH', `/v1/team/members/${ownerMember?.id}`, {
      role: 'viewer',
    });
    expect(demote.status).toBe(403);

    // The team through a secret key holding the `team` scope: it lists, and acts as an admin would.
    const withKey = (method: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${key.body.key}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const listed = await withKey('GET', '/v1/team/members');
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { data: unknown[] }).data).toHaveLength(2);
    expect((await withKey('DELETE', `/v1/team/members/${ownerMember?.id}`)).status).toBe(403);
  });

  it('holds a session to its role when it creates a key: an admin cannot hand out billing or data', async () => {
    const owner = await member('owner@gamma.example', 'Gamma');
    const admin = await member('noura@delta.example', 'Delta');
    const { token } = await invite(owner.client, 'noura@delta.example', 'admin');
    expect((await admin.client.post('/v1/team/invites/accept', { token })).status).toBe(200);
    admin.client.tenantId = owner.tenantId;
    const keyCount = async () => (await owner.client.get('/v1/keys')).body.total as number;
    const before = await keyCount();

    // Billing and data are the owner's to write; an admin only reads them, so cannot grant them.
    for (const scopes of [['billing'], ['catalog:write', 'data']]) {
      const refused = await admin.client.post('/v1/keys', { kind: 'secret', scopes });
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body.code).toBe('insufficient_scope');
      expect(refused.body.detail).toContain(scopes.at(-1));
    }
    expect(await keyCount()).toBe(before);

    // Scopes omitted: what the admin's role may write, not every scope.
    const own = await admin.client.post('/v1/keys', { kind: 'secret', label: 'admin default' });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body.scopes).toContain('catalog:write');
    expect(own.body.scopes).not.toContain('billing');
    expect(own.body.scopes).not.toContain('data');
    const billingRead = await fetch(`${base}/v1/billing/subscription`, {
      headers: { authorization: `Bearer ${own.body.key}` },
    });
    expect(billingRead.status).toBe(403);

    // The owner's session may.
    const byOwner = await owner.client.post('/v1/keys', { kind: 'secret', scopes: ['billing', 'data'] });
    expect(byOwner.status, JSON.stringify(byOwner.body)).toBe(201);
    expect(byOwner.body.scopes).toEqual(['billing', 'data']);
  });

  it('checks a session’s rights again before replaying its Idempotency-Key: a demoted user gets no key back', async () => {
    const first = await member('owner@epsilon.example', 'Epsilon');
    const second = await member('sami@zeta.example', 'Zeta');
    const { token } = await invite(first.client, 'sami@zeta.example', 'admin');
    expect((await second.client.post('/v1/team/invites/accept', { token })).status).toBe(200);
    second.client.tenantId = first.tenantId;
    const members = (await first.client.get('/v1/team/members')).body.data as { id: string; email: string }[];
    const sami = members.find((m) => m.email === 'sami@zeta.example');
    const setRole = (role: string) => first.client.call('PATCH', `/v1/team/members/${sami?.id}`, { role });
    const promoted = await setRole('owner');
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);

    const request = () =>
      second.client.post(
        '/v1/keys',
        { kind: 'secret', label: 'for the accountant', scopes: ['billing'] },
        { 'idempotency-key': 'accountant-key-0001' },
      );
    const made = await request();
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const shown = made.body.key as string;
    const again = await request();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.key).toBe(shown);

    // Demoted to admin, who may not write billing: the same request is refused, not replayed.
    const demoted = await setRole('admin');
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);
    const afterDemotion = await request();
    expect(afterDemotion.status).toBe(403);
    expect(afterDemotion.body.code).toBe('insufficient_scope');
    expect(afterDemotion.headers.get('idempotent-replayed')).toBeNull();
    expect(JSON.stringify(afterDemotion.body)).not.toContain(shown);
  });

  it('refuses a revoked invite and one past its 7 days', async () => {
    const owner = await member('owner@beta.example', 'Beta');
    const revoked = await invite(owner.client, 'late@beta.example', 'viewer');
    const gone = await owner.client.call('DELETE', `/v1/team/invites/${revoked.id}`);
    expect(gone.body).toEqual({ deleted: true, id: revoked.id });
    expect((await owner.client.get('/v1/team/invites')).body.data).toEqual([]);
    const joinRevoked = await new DashboardClient(base).post('/v1/auth/signup', {
      email: 'late@beta.example',
      name: 'Late',
      password,
      invite_token: revoked.token,
    });
    expect(joinRevoked.status).toBe(401);

    const expiring = await invite(owner.client, 'slow@beta.example', 'editor');
    clock += 7 * 86_400_000 + 60_000;
    expect(
      (await owner.client.post('/v1/auth/login', { email: 'owner@beta.example', password })).status,
    ).toBe(200);
    expect((await owner.client.get('/v1/team/invites')).body.data).toEqual([]);
    const joinLate = await new DashboardClient(base).post('/v1/auth/signup', {
      email: 'slow@beta.example',
      name: 'Slow',
      password,
      invite_token: expiring.token,
    });
    expect(joinLate.status).toBe(401);
  });
});
