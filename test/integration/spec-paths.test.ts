import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_YET_BUILT, SPEC_PATHS, specRoute } from '../../infra/http/spec-paths.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** `METHOD /path/{}`: parameters named alike, as the router compares them. */
const shape = (row: string): string => row.replace(/\{[^}]+\}|:[a-z_]+/g, '{}');

/**
 * The spec's endpoint rows (`| METHOD | /path | …`, paths of the auth table under `/v1`) and the
 * endpoints its text names (`` `METHOD /v1/…` ``).
 */
function specPathsOf(markdown: string): string[] {
  const rows = [...markdown.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) \| (\/[^\s|]+)/gm)].map(
    (m) => `${m[1]} ${m[2]?.startsWith('/v1/') ? m[2] : `/v1${m[2]}`}`,
  );
  const named = [...markdown.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/v1\/[^`?\s]+)/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );
  return [...new Set([...rows, ...named])];
}

describe("the spec's paths: built, or 501 not_implemented from one table", () => {
  let t: TestApp;
  let built: Set<string>;
  beforeAll(async () => {
    t = await startTestApp();
    built = new Set(
      t.app.registeredRoutes
        .filter((r) => !r.hidden)
        .flatMap((r) => r.methods.filter((m) => m !== 'HEAD').map((m) => shape(`${m} ${r.url}`))),
    );
  });
  afterAll(async () => t.close());

  it('every spec path is built or listed as not yet built, never both', () => {
    const listed = new Set(NOT_YET_BUILT.map(shape));
    expect(listed.size).toBe(NOT_YET_BUILT.length);
    const bothOrNeither = SPEC_PATHS.filter((p) => built.has(shape(p)) === listed.has(shape(p))).map((p) =>
      built.has(shape(p))
        ? `${p}: built, delete its line from NOT_YET_BUILT`
        : `${p}: neither built nor listed`,
    );
    expect(bothOrNeither).toEqual([]);
  });

  it('a path not built yet answers 501 not_implemented (no key needed); an unknown one 404', async () => {
    for (const row of NOT_YET_BUILT) {
      const { method, path } = specRoute(row);
      const res = await t.app.inject({ method, url: path.replace(/\{[^}]+\}/g, 'x1') });
      expect(res.statusCode, row).toBe(501);
      expect(res.headers['content-type'], row).toContain('application/problem+json');
      expect(res.json(), row).toMatchObject({ status: 501, code: 'not_implemented' });
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/v1/recommendations' });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: '/v1/webhooks/x1' })).statusCode).toBe(405);
  });

  it('hides the paths not built yet from the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => shape(`${m.toUpperCase()} ${p}`)),
    );
    for (const row of NOT_YET_BUILT) expect(documented).not.toContain(shape(row));
  });

  // CI has the spec beside the project (`../shared/spec`); a worktree one folder deeper finds it too.
  const specFile = ['../shared/spec/store-search-service.md', '../../shared/spec/store-search-service.md']
    .map((p) => resolve(p))
    .find((p) => existsSync(p));

  it.skipIf(!specFile)('the committed list is the spec’s own list of paths', () => {
    const fromSpec = specPathsOf(readFileSync(specFile ?? '', 'utf8'));
    expect(fromSpec.length).toBeGreaterThan(50);
    const committed = new Set(SPEC_PATHS.map(shape));
    expect(fromSpec.filter((p) => !committed.has(shape(p)))).toEqual([]);
    const inSpec = new Set(fromSpec.map(shape));
    expect(SPEC_PATHS.filter((p) => !inSpec.has(shape(p)))).toEqual([]);
    const missing = fromSpec.filter(
      (p) => !built.has(shape(p)) && !NOT_YET_BUILT.some((n) => shape(n) === shape(p)),
    );
    expect(missing).toEqual([]);
  });
});
