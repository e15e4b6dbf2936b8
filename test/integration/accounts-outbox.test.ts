import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient } from '../support/dashboard-client.ts';
import { type ServiceProcess, startServiceProcess } from '../support/service-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/**
 * `npm start` (two api workers) without SMTP_URL (a newcomer's machine): account mail is written to
 * `$DATA_DIR/outbox/` and its link printed in the log, and following the link works. The
 * session cookie drops `Secure` with SESSION_COOKIE_SECURE=false, and only the dashboard's
 * origin is allowed credentials.
 */
describe('accounts on npm start: mail to the outbox, links in the log', { timeout: 180_000 }, () => {
  let db: TestDatabase;
  let dataDir: string;
  let service: ServiceProcess;
  const dashboard = 'http://localhost:5173';

  beforeAll(async () => {
    db = await createTestDatabase({ migrated: true });
    dataDir = await mkdtemp(join(tmpdir(), 'accounts-outbox-'));
    service = await startServiceProcess(
      {
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        DASHBOARD_URL: dashboard,
        SESSION_COOKIE_SECURE: 'false',
        PASSWORD_HASH_COST: '4',
        WEB_CONCURRENCY: '2',
      },
      { npm: true },
    );
  }, 180_000);
  afterAll(async () => {
    await service?.kill();
    await db?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** The link of the newest log line about a mail of `kind` to `to`. */
  const linkInLog = async (to: string, kind: string): Promise<string> => {
    const pattern = new RegExp(
      `mail to ${to.replace('.', '\\.')} \\(${kind}\\) written to ([^;]+); its link: (\\S+?)"`,
    );
    for (let i = 0; i < 400; i++) {
      const lines = service
        .output()
        .split('\n')
        .filter((l) => pattern.test(l));
      const match = pattern.exec(lines.at(-1) ?? '');
      if (match?.[2]) {
        const file = match[1] ?? '';
        expect(file.startsWith(join(dataDir, 'outbox'))).toBe(true);
        const eml = await readFile(file, 'utf8');
        expect(eml).toMatch(new RegExp(`^To: ${to}`, 'm'));
        return match[2];
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no ${kind} mail to ${to} in the log:\n${service.output().slice(-2000)}`);
  };

  it('signs up, confirms from the outbox link, and signs in with a magic link from the log', async () => {
    const client = new DashboardClient(service.base);
    const email = 'newcomer@shop.example';
    const up = await client.post('/v1/auth/signup', { email, name: 'New', store_name: 'First shop' });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const verify = new URL(await linkInLog(email, 'verify_email'));
    expect(`${verify.origin}${verify.pathname}`).toBe(`${dashboard}/verify-email`);
    const confirmed = await client.post('/v1/auth/verify-email', { token: verify.searchParams.get('token') });
    expect(confirmed.status).toBe(200);

    const asked = await client.post('/v1/auth/magic-link', { email, locale: 'en' });
    expect(asked.body).toMatchObject({ status: 'email_sent', user: null });
    const magic = new URL(await linkInLog(email, 'magic_link'));
    const signedIn = await client.post('/v1/auth/magic-link/verify', {
      token: magic.searchParams.get('token'),
    });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.user).toMatchObject({ email, email_verified: true });
    const cookie = signedIn.headers.getSetCookie().find((c) => c.startsWith('sg_session=')) ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).not.toMatch(/Secure/);
    expect((await client.get('/v1/auth/me')).body.email).toBe(email);
    const files = await readdir(join(dataDir, 'outbox'));
    expect(files.filter((f) => f.endsWith('-magic_link.eml'))).toHaveLength(1);
  });

  it('allows credentials to the dashboard origin only, and names no other origin on account routes', async () => {
    const login = (origin: string) =>
      fetch(`${service.base}/v1/auth/login`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@shop.example', password: 'whatever-it-is-here' }),
      });
    const fromDashboard = await login(dashboard);
    expect(fromDashboard.headers.get('access-control-allow-origin')).toBe(dashboard);
    expect(fromDashboard.headers.get('access-control-allow-credentials')).toBe('true');
    const fromElsewhere = await login('https://evil.example');
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
    expect(fromElsewhere.headers.get('access-control-allow-credentials')).toBeNull();
    // A storefront origin may still search with a public key (no credentials).
    const health = await fetch(`${service.base}/v1/health`, { headers: { origin: 'https://shop.example' } });
    expect(health.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(health.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
