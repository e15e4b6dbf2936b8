import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { holdsScope } from '../../domain/access/principal.ts';
import { ALL_SCOPES, type Scope } from '../../domain/access/scopes.ts';
import { keyGenerator } from '../../infra/crypto/key-generator.ts';
import { buildApp } from '../../infra/http/build-app.ts';
import { IdempotencyStore } from '../../infra/http/idempotency-store.ts';
import { InMemoryRateLimiter } from '../../infra/http/in-memory-rate-limiter.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

/** `METHOD /path/{}`: parameters named alike, as the router compares them. */
const shape = (route: string): string => route.replace(/\{[^}]+\}|:[a-z_]+/g, '{}');

/** The text of docs/http.md's section on who may call a route. */
async function whoMayCall(): Promise<string> {
  const doc = await readFile(join(import.meta.dirname, '..', '..', 'docs', 'http.md'), 'utf8');
  const start = doc.indexOf('## Who may call a route');
  return doc.slice(start, doc.indexOf('\n## ', start + 1));
}

describe('every route names its scope, and scopes are enforced on all of them', () => {
  let t: TestApp;
  let store: CreatedStore;
  beforeAll(async () => {
    t = await startTestApp();
    store = await t.createStore();
  });
  afterAll(async () => t.close());

  it('walks every route with a key of each single scope: 403 insufficient_scope exactly when the route needs another', async () => {
    const routes = t.app.registeredRoutes.flatMap((r) =>
      r.auth.level === 'none' ? [] : r.methods.filter((m) => m !== 'HEAD').map((m) => ({ ...r, method: m })),
    );
    expect(routes.length).toBeGreaterThan(15);
    const keyOf = new Map<Scope, string>();
    for (const scope of ALL_SCOPES) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/keys',
        headers: bearer(store.secretKey),
        payload: { kind: 'secret', label: `only ${scope}`, scopes: [scope] },
      });
      expect(res.statusCode, scope).toBe(201);
      keyOf.set(scope, res.json().key as string);
    }
    const mismatches: string[] = [];
    for (const route of routes) {
      if (route.auth.level === 'none') continue;
      const url = route.url.replace(/:[a-z_]+/g, 'x1');
      for (const [scope, key] of keyOf) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: bearer(key),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const refused = res.statusCode === 403 && res.json().code === 'insufficient_scope';
        const shouldRefuse = !holdsScope([scope], route.auth.scope);
        if (refused !== shouldRefuse)
          mismatches.push(`${route.method} ${route.url} with ${scope}: ${res.statusCode}`);
        expect(res.statusCode, `${route.method} ${route.url} with ${scope}`).toBeLessThan(500);
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('declares on each route the auth and scope docs/http.md gives it, route for route', async () => {
    const section = await whoMayCall();
    const documented = new Map<string, string>();
    for (const line of section.split('\n')) {
      const [, routes = '', auth = '', scopeCell = ''] = line.split('|').map((c) => c.trim());
      const names = [...routes.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s]+)`/g)];
      // What follows a `;` in the scope cell is a remark, not a scope.
      const scopeText = (scopeCell.split(';')[0] ?? '').trim();
      const scopes =
        scopeText === 'any'
          ? 'any'
          : [...scopeText.matchAll(/`([a-z:]+)`/g)]
              .map((m) => m[1])
              .sort()
              .join(' or ');
      for (const [, method, path = ''] of names) {
        const route = shape(`${method} ${path}`);
        expect(documented.has(route), `${route} is in the table twice`).toBe(false);
        documented.set(route, `${auth} ${scopes}`.trim());
      }
    }
    const declared = new Map<string, string>();
    for (const r of t.app.registeredRoutes) {
      if (r.hidden) continue;
      for (const method of r.methods.filter((m) => m !== 'HEAD' && m !== 'OPTIONS')) {
        const scopes =
          r.auth.level === 'none'
            ? ''
            : r.auth.scope === 'any'
              ? 'any'
              : [r.auth.scope].flat().sort().join(' or ');
        declared.set(shape(`${method} ${r.url}`), `${r.auth.level} ${scopes}`.trim());
      }
    }
    const sorted = (m: Map<string, string>) =>
      Object.fromEntries([...m].sort(([a], [b]) => a.localeCompare(b)));
    expect(sorted(documented)).toEqual(sorted(declared));
    const listed = /Scopes: ([^.]+)\./.exec(section.replace(/\n/g, ' '))?.[1] ?? '';
    expect([...listed.matchAll(/`([a-z:]+)`/g)].map((m) => m[1])).toEqual([...ALL_SCOPES]);
  });

  it('refuses to start with a route that does not name its scope', async () => {
    const platform = {
      publicBaseUrl: 'http://localhost:8080',
      credentials: t.runtime.credentials,
      keys: keyGenerator,
      rateLimiter: new InMemoryRateLimiter(),
      takeCounting: t.runtime.takeCounting,
      idempotency: new IdempotencyStore(t.db.pool),
      secrets: t.runtime.secrets,
      rates: { anonymousPerClient: 10, publicPerClient: 10 },
      trustProxy: false as const,
    };
    const withoutScope = { level: 'secret' } as unknown as { level: 'none' };
    await expect(
      buildApp(platform, [
        async (app) => {
          app.get('/v1/unscoped', { config: { auth: withoutScope } }, async () => ({}));
        },
      ]),
    ).rejects.toThrow(/does not say who may call it/);
  });

  it('shows a job only to a key with the jobs or catalog:write scope (a search key once read it)', async () => {
    const keyWith = async (scopes: Scope[]) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/keys',
          headers: bearer(store.secretKey),
          payload: { kind: 'secret', scopes },
        })
      ).json().key as string;
    const started = await t.app.inject({
      method: 'POST',
      url: '/v1/reindex',
      headers: bearer(store.secretKey),
    });
    expect(started.statusCode).toBe(202);
    const jobId = started.json().job.id as string;
    const read = async (key: string) =>
      t.app.inject({ method: 'GET', url: `/v1/jobs/${jobId}`, headers: bearer(key) });
    for (const scopes of [['search'], ['stats', 'rules', 'settings']] as Scope[][]) {
      const refused = await read(await keyWith(scopes));
      expect(refused.statusCode, scopes.join(' ')).toBe(403);
      expect(refused.json().code).toBe('insufficient_scope');
      expect(refused.body).not.toContain(jobId);
    }
    for (const scopes of [['jobs'], ['catalog:write']] as Scope[][]) {
      const allowed = await read(await keyWith(scopes));
      expect(allowed.statusCode, scopes.join(' ')).toBe(200);
      expect(allowed.json().id).toBe(jobId);
    }
  });

  it('shows the saved ranking settings only to a key with the settings scope', async () => {
    const searchOnly = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/keys',
        headers: bearer(store.secretKey),
        payload: { kind: 'secret', scopes: ['search'] },
      })
    ).json().key as string;
    const read = await t.app.inject({ method: 'GET', url: '/v1/settings', headers: bearer(searchOnly) });
    expect(read.statusCode).toBe(200);
    expect(read.json().search).toBeNull();
    const full = await t.app.inject({ method: 'GET', url: '/v1/settings', headers: bearer(store.secretKey) });
    expect(full.json().search).toMatchObject({ rule_parser: expect.any(Boolean) });
  });
});
