import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient, listen } from '../support/dashboard-client.ts';
import { type SmtpStub, startSmtpStub, tokenInMail } from '../support/smtp-stub.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { totpCode } from '../support/totp-code.ts';

/**
 * The merchant's whole way in, over real HTTP with mail through a real SMTP conversation:
 * sign up, confirm the address from the mail, sign in, work on the store with the session,
 * invite a teammate who signs up from the invite, and what each role may do.
 */
describe('accounts: sign-up to team over HTTP, mail through SMTP', () => {
  let t: TestApp;
  let smtp: SmtpStub;
  let base: string;
  const ownerEmail = 'owner@shop.example';
  const ownerPassword = 'violet-harbour-lantern-42';

  beforeAll(async () => {
    smtp = await startSmtpStub();
    t = await startTestApp({
      SMTP_URL: smtp.url(),
      MAIL_FROM: 'Store Search <no-reply@store-search.test>',
      PASSWORD_HASH_COST: '4',
      DASHBOARD_URL: 'https://dashboard.store-search.test',
    });
    base = await listen(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('signs up, verifies the mailed address, signs in, works on its store, invites an editor who joins', async () => {
    const owner = new DashboardClient(base);
    const signUp = await owner.post('/v1/auth/signup', {
      email: 'Owner@Shop.example',
      name: 'Huda Saleh',
      password: ownerPassword,
      store_name: 'متجر هدى',
      locale: 'ar',
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
    expect(signUp.body).toEqual({ status: 'email_sent', user: null, csrf_token: null, weak_password: false });
    expect(owner.cookie).toBeNull();

    // The confirmation mail, in Arabic, right to left, from the configured sender.
    const mail = await smtp.next(ownerEmail);
    expect(mail.from).toBe('no-reply@store-search.test');
    expect(mail.subject).toBe('أكّد عنوان بريدك الإلكتروني');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('https://dashboard.store-search.test/verify-email?token=');
    const verifyToken = tokenInMail(mail);

    // Not verified yet.
    const early = await owner.post('/v1/auth/login', { email: ownerEmail, password: ownerPassword });
    expect(early.status).toBe(200);
    expect(early.body.user.email_verified).toBe(false);
    await owner.post('/v1/auth/logout');

    const verified = await new DashboardClient(base).post('/v1/auth/verify-email', { token: verifyToken });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ accepted: true, job: null });
    // The link works once.
    const again = await new DashboardClient(base).post('/v1/auth/verify-email', { token: verifyToken });
    expect(again.status).toBe(401);
    expect(again.headers.get('content-type')).toContain('application/problem+json');

    const login = await owner.post('/v1/auth/login', { email: ownerEmail, password: ownerPassword });
    expect(login.status).toBe(200);
    expect(login.body.status).toBe('ok');
    expect(login.body.weak_password).toBe(false);
    expect(login.body.csrf_token).toEqual(expect.any(String));
    const setCookie = login.headers.getSetCookie().find((c) => c.startsWith('sg_session='));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const user = login.body.user;
    expect(user).toMatchObject({ email: ownerEmail, name: 'Huda Saleh', locale: 'ar', email_verified: true });
    expect(user.memberships).toEqual([
      expect.objectContaining({ role: 'owner', tenant_name: 'متجر هدى', tenant_id: expect.any(String) }),
    ]);
    const tenantId: string = user.memberships[0].tenant_id;

    // The store the sign-up made: a 14-day trial, reachable with the session.
    const whoami = await owner.get('/v1/whoami');
    expect(whoami.body).toMatchObject({ tenant_id: tenantId, auth: 'session', role: 'owner', key_id: null });
    expect(whoami.body.user_id).toBe(user.id);
    const tenant = await t.db.pool.query<{ status: string; trial_ends_at: Date; created_at: Date }>(
      'select status, trial_ends_at, created_at from tenants where id = $1',
      [tenantId],
    );
    expect(tenant.rows[0]?.status).toBe('trialing');
    const trialDays =
      ((tenant.rows[0]?.trial_ends_at.getTime() ?? 0) - (tenant.rows[0]?.created_at.getTime() ?? 0)) /
      86_400_000;
    expect(Math.round(trialDays)).toBe(14);

    // Writes with a session need the CSRF token.
    const noCsrf = await owner.call(
      'PUT',
      '/v1/synonyms/phones',
      { entries: [{ type: 'two_way', words: ['جوال', 'موبايل'] }] },
      { 'x-csrf-token': '' },
    );
    expect(noCsrf.status).toBe(403);
    const write = await owner.call('PUT', '/v1/synonyms/phones', {
      entries: [{ type: 'two_way', words: ['جوال', 'موبايل'] }],
    });
    expect(write.status, JSON.stringify(write.body)).toBe(200);

    // The session's config_override is honoured (keys' is ignored), debug is allowed.
    const search = await owner.post('/v1/search', {
      q: 'جوال',
      debug: true,
      config_override: { typo_tolerance: false },
    });
    expect(search.status, JSON.stringify(search.body)).toBe(200);
    expect(search.body.debug.config_override).toBe('applied');

    // Invite an editor; the invite mail carries the token.
    const invite = await owner.post('/v1/team/invites', { email: 'editor@shop.example', role: 'editor' });
    expect(invite.status, JSON.stringify(invite.body)).toBe(201);
    expect(invite.body).toMatchObject({ email: 'editor@shop.example', role: 'editor' });
    const expiresIn = Date.parse(invite.body.expires_at) - Date.parse(invite.body.created_at);
    expect(expiresIn).toBe(7 * 86_400_000);
    const invites = await owner.get('/v1/team/invites');
    expect(invites.body.data.map((i: { email: string }) => i.email)).toEqual(['editor@shop.example']);
    const inviteMail = await smtp.next('editor@shop.example');
    expect(inviteMail.subject).toBe('You are invited to a store on Store Search');
    const inviteToken = tokenInMail(inviteMail);

    // Someone else's address cannot use the invite.
    const stranger = await new DashboardClient(base).post('/v1/auth/signup', {
      email: 'stranger@else.example',
      name: 'Stranger',
      password: 'copper-meadow-violin-77',
      invite_token: inviteToken,
    });
    expect(stranger.status).toBe(403);

    const editor = new DashboardClient(base);
    const joined = await editor.post('/v1/auth/signup', {
      email: 'editor@shop.example',
      name: 'Omar',
      password: 'copper-meadow-violin-77',
      invite_token: inviteToken,
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    expect(joined.body.status).toBe('ok');
    expect(joined.body.user.email_verified).toBe(true);
    expect(joined.body.user.memberships).toEqual([
      expect.objectContaining({ tenant_id: tenantId, role: 'editor' }),
    ]);
    expect(editor.cookie).not.toBeNull();
    // The invite is spent.
    expect((await owner.get('/v1/team/invites')).body.data).toEqual([]);

    const members = await owner.get('/v1/team/members');
    expect(members.body.data.map((m: { email: string; role: string }) => [m.email, m.role]).sort()).toEqual([
      ['editor@shop.example', 'editor'],
      [ownerEmail, 'owner'],
    ]);

    // What an editor may do: change synonyms, read the team; not invite, not manage keys.
    const editorWrite = await editor.call('PUT', '/v1/synonyms/tv', {
      entries: [{ type: 'two_way', words: ['تلفاز', 'تلفزيون'] }],
    });
    expect(editorWrite.status).toBe(200);
    expect((await editor.get('/v1/team/members')).status).toBe(200);
    const editorInvite = await editor.post('/v1/team/invites', { email: 'x@shop.example', role: 'viewer' });
    expect(editorInvite.status).toBe(403);
    expect(editorInvite.body.code).toBe('insufficient_scope');
    expect((await editor.get('/v1/keys')).status).toBe(403);

    // The owner makes the editor a viewer: synonyms are read-only now.
    const editorMember = members.body.data.find((m: { email: string }) => m.email === 'editor@shop.example');
    const demoted = await owner.call('PATCH', `/v1/team/members/${editorMember.id}`, { role: 'viewer' });
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);
    expect(demoted.body.role).toBe('viewer');
    const viewerWrite = await editor.call('PUT', '/v1/synonyms/tv', {
      entries: [{ type: 'two_way', words: ['a', 'b'] }],
    });
    expect(viewerWrite.status).toBe(403);
    expect((await editor.get('/v1/synonyms/tv')).status).toBe(200);

    // The last owner can be neither demoted nor removed.
    const ownerMember = members.body.data.find((m: { email: string }) => m.email === ownerEmail);
    const selfDemote = await owner.call('PATCH', `/v1/team/members/${ownerMember.id}`, { role: 'admin' });
    expect(selfDemote.status).toBe(409);
    const selfRemove = await owner.call('DELETE', `/v1/team/members/${ownerMember.id}`);
    expect(selfRemove.status).toBe(409);

    // Removal ends the member's access to the store.
    const removed = await owner.call('DELETE', `/v1/team/members/${editorMember.id}`);
    expect(removed.status).toBe(200);
    expect((await editor.get('/v1/synonyms/tv')).status).toBe(403);
    expect((await editor.get('/v1/auth/me')).body.memberships).toEqual([]);
  });

  it('enables TOTP, then signs in with password and a code; a code is not taken twice; a recovery code works once', async () => {
    const client = new DashboardClient(base);
    const email = 'totp@shop.example';
    const password = 'saffron-glacier-pilot-19';
    const up = await client.post('/v1/auth/signup', { email, name: 'Lina', password, store_name: 'Lina' });
    expect(up.status).toBe(201);
    await smtp.next(email);
    expect((await client.post('/v1/auth/login', { email, password })).body.status).toBe('ok');

    const setup = await client.post('/v1/auth/totp/setup');
    expect(setup.status).toBe(200);
    expect(setup.headers.get('cache-control')).toBe('no-store');
    const secret: string = setup.body.secret;
    const url = new URL(setup.body.otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(url.pathname)).toContain(email);

    const wrong = await client.post('/v1/auth/totp/enable', {
      code: '000000' === totpCode(secret, Date.now()) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(401);
    const enabled = await client.post('/v1/auth/totp/enable', { code: totpCode(secret, Date.now()) });
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
    const codes: string[] = enabled.body.codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{10}$/);
    expect((await client.get('/v1/auth/me')).body.totp_enabled).toBe(true);
    await client.post('/v1/auth/logout');
    expect((await client.get('/v1/auth/me')).status).toBe(401);

    // Password first: the session waits for the second step and may do nothing else.
    const first = await client.post('/v1/auth/login', { email, password });
    expect(first.body).toMatchObject({ status: 'mfa_required', user: null });
    expect((await client.get('/v1/auth/me')).status).toBe(401);
    expect((await client.get('/v1/whoami')).status).toBe(401);
    // The next time step's code (the current one was spent enabling).
    const code = totpCode(secret, Date.now(), 1);
    const second = await client.post('/v1/auth/mfa/verify', { code });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.status).toBe('ok');
    expect(second.body.user.email).toBe(email);
    expect((await client.get('/v1/auth/me')).status).toBe(200);
    await client.post('/v1/auth/logout');

    // The same code again: refused (no replay within its window).
    await client.post('/v1/auth/login', { email, password });
    const replay = await client.post('/v1/auth/mfa/verify', { code });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('unauthorized');

    // A recovery code works once.
    const recovery = await client.post('/v1/auth/mfa/verify', { code: codes[0] });
    expect(recovery.status, JSON.stringify(recovery.body)).toBe(200);
    await client.post('/v1/auth/logout');
    await client.post('/v1/auth/login', { email, password });
    expect((await client.post('/v1/auth/mfa/verify', { code: codes[0] })).status).toBe(401);
    expect((await client.post('/v1/auth/mfa/verify', { code: codes[1] })).status).toBe(200);

    // Bad input is a 422 problem with the field.
    const bad = await client.post('/v1/auth/mfa/verify', { code: '12ab' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('code');

    // Disabling needs a code too.
    const disabled = await client.post('/v1/auth/totp/disable', { code: codes[2] });
    expect(disabled.status).toBe(200);
    expect((await client.get('/v1/auth/me')).body.totp_enabled).toBe(false);
  });

  it('resets a forgotten password from the mailed link: the old one stops working, every session ends', async () => {
    const email = 'reset@shop.example';
    const password = 'amber-canyon-tulip-58';
    const a = new DashboardClient(base);
    expect((await a.post('/v1/auth/signup', { email, name: 'Sara', password, store_name: 'S' })).status).toBe(
      201,
    );
    await smtp.next(email);
    expect((await a.post('/v1/auth/login', { email, password })).body.status).toBe('ok');

    const forgot = await new DashboardClient(base).post('/v1/auth/password/forgot', { email, locale: 'en' });
    expect(forgot.body).toEqual({ accepted: true, job: null });
    // An unknown address gets the same answer and no mail.
    const unknown = await new DashboardClient(base).post('/v1/auth/password/forgot', {
      email: 'nobody@shop.example',
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(forgot.body);
    const mail = await smtp.next(email, (m) => m.subject === 'Reset your password');
    expect(mail.text).toContain('https://dashboard.store-search.test/reset-password?token=');
    const token = tokenInMail(mail);

    const weak = await new DashboardClient(base).post('/v1/auth/password/reset', {
      token,
      password: 'password1234',
    });
    expect(weak.status).toBe(422);
    expect(weak.body.errors[0].field).toBe('password');
    const short = await new DashboardClient(base).post('/v1/auth/password/reset', {
      token,
      password: 'short',
    });
    expect(short.status).toBe(422);

    const newPassword = 'juniper-orbit-castle-31';
    const reset = await new DashboardClient(base).post('/v1/auth/password/reset', {
      token,
      password: newPassword,
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(
      (await new DashboardClient(base).post('/v1/auth/password/reset', { token, password: newPassword }))
        .status,
    ).toBe(401);

    expect((await a.get('/v1/auth/me')).status).toBe(401);
    expect((await new DashboardClient(base).post('/v1/auth/login', { email, password })).status).toBe(401);
    expect(
      (await new DashboardClient(base).post('/v1/auth/login', { email, password: newPassword })).body.status,
    ).toBe('ok');
    expect(smtp.received.some((m) => m.to.includes('nobody@shop.example'))).toBe(false);
  });

  it('changing the password ends the other sessions and keeps this one; sessions are listed and revoked', async () => {
    const email = 'change@shop.example';
    const password = 'marble-forest-kettle-64';
    const laptop = new DashboardClient(base, 'laptop');
    const phone = new DashboardClient(base, 'phone');
    const tablet = new DashboardClient(base, 'tablet');
    expect(
      (await laptop.post('/v1/auth/signup', { email, name: 'Nour', password, store_name: 'N' })).status,
    ).toBe(201);
    await smtp.next(email);
    for (const c of [laptop, phone, tablet])
      expect((await c.post('/v1/auth/login', { email, password })).body.status).toBe('ok');

    const listed = await laptop.get('/v1/auth/sessions');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(3);
    expect(listed.body.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(listed.body.data.map((s: { user_agent: string }) => s.user_agent).sort()).toEqual([
      'laptop',
      'phone',
      'tablet',
    ]);

    // Revoke the tablet's session from the laptop.
    const tabletSession = listed.body.data.find((s: { user_agent: string }) => s.user_agent === 'tablet');
    const revoked = await laptop.call('DELETE', `/v1/auth/sessions/${tabletSession.id}`);
    expect(revoked.body).toEqual({ deleted: true, id: tabletSession.id });
    expect((await tablet.get('/v1/auth/me')).status).toBe(401);

    const wrongCurrent = await laptop.post('/v1/auth/password/change', {
      current_password: 'not-the-password-at-all',
      new_password: 'pepper-island-rocket-85',
    });
    expect(wrongCurrent.status).toBe(422);
    const changed = await laptop.post('/v1/auth/password/change', {
      current_password: password,
      new_password: 'pepper-island-rocket-85',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await laptop.get('/v1/auth/me')).status).toBe(200);
    expect((await phone.get('/v1/auth/me')).status).toBe(401);
    expect((await laptop.get('/v1/auth/sessions')).body.data).toHaveLength(1);
  });
});
