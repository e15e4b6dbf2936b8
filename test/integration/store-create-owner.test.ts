import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient, listen } from '../support/dashboard-client.ts';
import { type SmtpStub, startSmtpStub, tokenInMail } from '../support/smtp-stub.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');

/**
 * `npm run store:create -- --owner-email`, the real command against the service's database:
 * the store gets that address as its owner (an account is made when there is none) and the
 * command prints a sign-in link that works over HTTP.
 */
describe('npm run store:create -- --owner-email', { timeout: 180_000 }, () => {
  let t: TestApp;
  let smtp: SmtpStub;
  let base: string;
  let dataDir: string;
  beforeAll(async () => {
    smtp = await startSmtpStub();
    t = await startTestApp({ SMTP_URL: smtp.url(), PASSWORD_HASH_COST: '4' });
    base = await listen(t);
    dataDir = await mkdtemp(join(tmpdir(), 'store-create-'));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const storeCreate = async (...args: string[]) => {
    const { stdout } = await run('npm', ['run', '--silent', 'store:create', '--', ...args], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: t.db.url,
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url(),
        DASHBOARD_URL: 'https://dashboard.store-search.test',
        LOG_LEVEL: 'silent',
      },
      timeout: 120_000,
    });
    return JSON.parse(stdout.slice(stdout.indexOf('{')));
  };

  it('creates the owner account for a new address and prints a sign-in link that signs them in as owner', async () => {
    const out = await storeCreate(
      '--name',
      'متجر الشرق',
      '--locales',
      'ar,en',
      '--currency',
      'SAR',
      '--owner-email',
      'New.Owner@Shop.example',
    );
    expect(out.tenant_id).toEqual(expect.any(String));
    expect(out.secret_key).toMatch(/^sg_sec_/);
    expect(out.owner).toMatchObject({ email: 'new.owner@shop.example', created: true });
    expect(out.owner.sign_in_link).toMatch(
      /^https:\/\/dashboard\.store-search\.test\/sign-in\/magic-link\?token=/,
    );
    // The same link was mailed, in the store's first language.
    const mail = await smtp.next('new.owner@shop.example');
    expect(mail.subject).toBe('رابط تسجيل الدخول');
    const token = new URL(out.owner.sign_in_link).searchParams.get('token') ?? '';
    expect(tokenInMail(mail)).toBe(token);

    const owner = new DashboardClient(base);
    const signedIn = await owner.post('/v1/auth/magic-link/verify', { token });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.user.memberships).toEqual([
      expect.objectContaining({ tenant_id: out.tenant_id, tenant_name: 'متجر الشرق', role: 'owner' }),
    ]);
    expect(signedIn.body.user.email_verified).toBe(true);
    expect((await owner.get('/v1/whoami')).body).toMatchObject({ tenant_id: out.tenant_id, role: 'owner' });
    // Single use.
    expect((await new DashboardClient(base).post('/v1/auth/magic-link/verify', { token })).status).toBe(401);
  });

  it('makes an existing account an owner of the new store too; the session picks it with X-Tenant-Id', async () => {
    const user = new DashboardClient(base);
    const password = 'cobalt-harvest-mirror-52';
    expect(
      (
        await user.post('/v1/auth/signup', {
          email: 'two@shop.example',
          name: 'Two',
          password,
          store_name: 'First',
        })
      ).status,
    ).toBe(201);
    const out = await storeCreate('--name', 'Second', '--owner-email', 'two@shop.example');
    expect(out.owner.created).toBe(false);
    const login = await user.post('/v1/auth/login', { email: 'two@shop.example', password });
    const stores = login.body.user.memberships.map((m: { tenant_name: string; role: string }) => [
      m.tenant_name,
      m.role,
    ]);
    expect(stores.sort()).toEqual([
      ['First', 'owner'],
      ['Second', 'owner'],
    ]);
    user.tenantId = out.tenant_id;
    expect((await user.get('/v1/whoami')).body.tenant_id).toBe(out.tenant_id);
    // A store the user is not a member of.
    user.tenantId = (await t.createStore()).tenantId;
    expect((await user.get('/v1/whoami')).status).toBe(403);
  });

  it('refuses a malformed owner address before creating anything', async () => {
    const failed = await run(
      'npm',
      ['run', '--silent', 'store:create', '--', '--name', 'X', '--owner-email', 'not-an-email'],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: t.db.url, DATA_DIR: dataDir },
      },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 2 });
    expect((failed as { stderr: string }).stderr).toContain('--owner-email must be an email address');
  });
});
