import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemOut } from '../../infra/http/openapi/problem-responses.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

const BASE = 'https://api.store-search.test';

/** Warnings of the recommended rules that stay, each with its reason (docs/http.md). */
const KNOWN_WARNINGS: string[] = [
  // The store app's install and OAuth callback answer only a 302 redirect (spec: Hosted store apps).
  'operation-2xx-response #/paths/~1v1~1connectors~1{platform}~1install/get/responses',
  'operation-2xx-response #/paths/~1v1~1connectors~1{platform}~1oauth~1callback/get/responses',
];

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, { $ref?: string }>;
}

describe('the OpenAPI document (what client generators read)', () => {
  let t: TestApp;
  let doc: {
    servers: { url: string }[];
    paths: Record<string, Record<string, Operation>>;
    components: { responses: Record<string, { content: Record<string, unknown> }> };
  };
  let source: string;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_BASE_URL: BASE });
    source = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).body;
    doc = JSON.parse(source);
  });
  afterAll(async () => t.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })),
    );

  it('passes the recommended lint rules: no error, no warning but the documented ones', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: `${BASE}/v1/openapi.json`, config });
    const found = problems.map(
      (p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`,
    );
    expect(found.filter((f) => f.startsWith('error'))).toEqual([]);
    const warnings = problems
      .filter((p) => p.severity === 'warn')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}`);
    expect(warnings).toEqual(KNOWN_WARNINGS);
  });

  it('names its server from PUBLIC_BASE_URL; every operation has a unique id, a summary and its problem answers', () => {
    expect(doc.servers).toEqual([{ url: BASE }]);
    const ops = operations();
    expect(ops.length).toBeGreaterThan(20);
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { route, op } of ops) {
      expect(op.summary, route).toEqual(expect.any(String));
      const problems = Object.entries(op.responses ?? {}).filter(([status]) => /^4\d\d$/.test(status));
      expect(
        problems.map(([s]) => s),
        route,
      ).toContain('429');
      for (const [, response] of problems) {
        const name = response.$ref?.replace('#/components/responses/', '') ?? '';
        expect(doc.components.responses[name]?.content, route).toHaveProperty(['application/problem+json']);
      }
    }
  });

  it("derives each operation's security from its route's config.auth", () => {
    const security = (route: string) => {
      const [method = '', path = ''] = route.split(' ');
      return doc.paths[path]?.[method.toLowerCase()]?.security;
    };
    expect(security('GET /v1/health')).toEqual([]);
    expect(security('POST /v1/search')).toEqual([
      { publicKey: ['search'] },
      { secretKey: ['search'] },
      { session: ['search'] },
    ]);
    expect(security('GET /v1/rules')).toEqual([{ secretKey: ['rules'] }, { session: ['rules'] }]);
    expect(security('POST /v1/products/batch')).toEqual([
      { secretKey: ['catalog:write'] },
      { session: ['catalog:write'] },
    ]);
    expect(security('GET /v1/team/members')).toEqual([{ secretKey: ['team'] }, { session: ['team'] }]);
    expect(security('GET /v1/auth/me')).toEqual([{ session: [] }]);
    expect(security('POST /v1/auth/login')).toEqual([]);
    for (const { route, op } of operations()) {
      const unauthorized = op.responses?.['401'] !== undefined;
      expect(unauthorized, route).toBe((op.security?.length ?? 0) > 0);
    }
  });

  it('documents the problems the service really answers (the Problem schema parses them)', async () => {
    const store = await t.createStore();
    const answers = [
      await t.app.inject({ method: 'GET', url: '/v1/rules' }),
      await t.app.inject({ method: 'GET', url: '/v1/rules?limit=0', headers: bearer(store.secretKey) }),
      await t.app.inject({ method: 'GET', url: '/v1/rules', headers: bearer(store.publicKey) }),
      await t.app.inject({ method: 'GET', url: '/v1/rules/nope', headers: bearer(store.secretKey) }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([401, 422, 403, 404]);
    for (const answer of answers) expect(ProblemOut.safeParse(answer.json()).success, answer.body).toBe(true);
  });
});
