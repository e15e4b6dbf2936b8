import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/access/principal.ts';
import { PERMISSIONS } from '../../domain/access/roles.ts';
import { ALL_SCOPES, type Scope } from '../../domain/access/scopes.ts';
import { DashboardClient, listen } from '../support/dashboard-client.ts';
import { type SmtpStub, startSmtpStub, tokenInMail } from '../support/smtp-stub.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const ROLES: readonly Role[] = ['owner', 'admin', 'editor', 'viewer'];
type Permission = 'none' | 'read' | 'write';

/** The permission table of docs/accounts.md: scope → role → none/read/write. */
async function documentedTable(): Promise<Map<string, Record<Role, Permission>>> {
  const text = await readFile(join(import.meta.dirname, '..', '..', 'docs', 'accounts.md'), 'utf8');
  const start = text.indexOf('| Scope | owner | admin | editor | viewer |');
  expect(start, 'docs/accounts.md has the permission table').toBeGreaterThan(0);
  const table = new Map<string, Record<Role, Permission>>();
  for (const line of text.slice(start).split('\n').slice(2)) {
    if (!line.startsWith('|')) break;
    const [scope = '', owner, admin, editor, viewer] = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    table.set(scope, { owner, admin, editor, viewer } as Record<Role, Permission>);
  }
  return table;
}

interface OpenApiOperation {
  security?: Record<string, string[]>[];
}

/**
 * Every role against every route of the OpenAPI document, over real HTTP with real sessions
 * (an owner who signed up, and an admin, an editor and a viewer who joined from invites):
 * 403 `insufficient_scope` exactly where docs/accounts.md's table says the role may not.
 */
describe('roles: the documented permission table, walked against every route', () => {
  let t: TestApp;
  let smtp: SmtpStub;
  let base: string;
  const clients = new Map<Role, DashboardClient>();

  beforeAll(async () => {
    smtp = await startSmtpStub();
    t = await startTestApp({ SMTP_URL: smtp.url(), PASSWORD_HASH_COST: '4' });
    base = await listen(t);
    const owner = new DashboardClient(base);
    const password = 'lantern-orchid-falcon-93';
    const up = await owner.post('/v1/auth/signup', {
      email: 'owner@roles.example',
      name: 'Owner',
      password,
      store_name: 'Roles',
    });
    expect(up.status).toBe(201);
    expect((await owner.post('/v1/auth/login', { email: 'owner@roles.example', password })).body.status).toBe(
      'ok',
    );
    clients.set('owner', owner);
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      const email = `${role}@roles.example`;
      const invite = await owner.post('/v1/team/invites', { email, role });
      expect(invite.status, JSON.stringify(invite.body)).toBe(201);
      const token = tokenInMail(await smtp.next(email));
      const member = new DashboardClient(base);
      const joined = await member.post('/v1/auth/signup', {
        email,
        name: role,
        password,
        invite_token: token,
      });
      expect(joined.body.status, JSON.stringify(joined.body)).toBe('ok');
      expect(joined.body.user.memberships[0].role).toBe(role);
      clients.set(role, member);
    }
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('docs/accounts.md lists every scope, and domain/access/roles.ts applies exactly that table', async () => {
    const table = await documentedTable();
    expect([...table.keys()].sort()).toEqual([...ALL_SCOPES].sort());
    for (const scope of ALL_SCOPES) expect(PERMISSIONS[scope], scope).toEqual(table.get(scope));
  });

  it('answers each role exactly what the table allows on every route of the OpenAPI document', async () => {
    const table = await documentedTable();
    const doc = (await (await fetch(`${base}/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    const walk = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, op]) => {
        // The session's requirement names the route's scopes (none: the user's own account).
        const session = op.security?.find((s) => 'session' in s)?.session;
        if (!session || session.length === 0) return [];
        return [{ method: method.toUpperCase(), path, scopes: session as Scope[] }];
      }),
    );
    // Every route a key reaches with a scope is in the walk (the document derives from config.auth).
    const scoped = t.app.registeredRoutes.flatMap((r) =>
      r.auth.level === 'public' || r.auth.level === 'secret'
        ? r.auth.scope === 'any'
          ? []
          : r.methods.filter((m) => m !== 'HEAD' && m !== 'OPTIONS')
        : [],
    );
    expect(walk.length).toBe(scoped.length);
    expect(walk.length).toBeGreaterThan(40);
    const mismatches: string[] = [];
    for (const role of ROLES) {
      const client = clients.get(role);
      if (!client) throw new Error(`no ${role}`);
      for (const { method, path, scopes } of walk) {
        const url = path.replace(/\{[a-z_]+\}/g, 'x1');
        const access = method === 'GET' || method === 'HEAD' ? 'read' : 'write';
        const allowed = scopes.some((scope) => {
          const p = table.get(scope)?.[role];
          return p === 'write' || (access === 'read' && p === 'read');
        });
        // Billing writes would change the store's subscription for the roles that follow: not sent.
        if (access === 'write' && path.startsWith('/v1/billing/') && allowed) continue;
        const res = await client.call(method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
        expect(res.status, `${role} ${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
        const refused = res.status === 403 && res.body?.code === 'insufficient_scope';
        if (refused === allowed)
          mismatches.push(`${role} ${method} ${url}: ${res.status} ${res.body?.code ?? ''}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('keeps the account routes to the signed-in user whatever the role, and refuses keys there', async () => {
    for (const role of ROLES) {
      const me = await clients.get(role)?.get('/v1/auth/me');
      expect(me?.status, role).toBe(200);
      expect(me?.body.memberships[0].role).toBe(role);
      const whoami = await clients.get(role)?.get('/v1/whoami');
      expect(whoami?.body).toMatchObject({ auth: 'session', role });
    }
    const store = await t.createStore();
    const withKey = await fetch(`${base}/v1/auth/me`, {
      headers: { authorization: `Bearer ${store.secretKey}` },
    });
    expect(withKey.status).toBe(403);
  });
});
