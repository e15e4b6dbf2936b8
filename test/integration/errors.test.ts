import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

const expectProblem = (
  res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  status: number,
  code: string,
) => {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toContain('application/problem+json');
  const body = res.json() as Record<string, unknown>;
  expect(body).toMatchObject({ status, code, title: expect.any(String), detail: expect.any(String) });
  expect(String(body.type)).toMatch(new RegExp(`/${code}$`));
  expect(body.request_id).toMatch(/^req_/);
  return body;
};

describe('errors are problem+json, never a 500 (spec: Errors)', () => {
  let t: TestApp;
  let store: CreatedStore;
  beforeAll(async () => {
    t = await startTestApp();
    store = await t.createStore();
  });
  afterAll(async () => t.close());

  it('unknown route: 404 not_found', async () => {
    expectProblem(await t.app.inject({ method: 'GET', url: '/v1/nothing-here' }), 404, 'not_found');
  });

  it('wrong method: 405 with Allow', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/v1/settings', headers: bearer(store.secretKey) });
    expectProblem(res, 405, 'method_not_allowed');
    expect(res.headers.allow).toContain('PATCH');
  });

  it('malformed JSON: 400 invalid_json', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/settings',
      headers: { ...bearer(store.secretKey), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expectProblem(res, 400, 'invalid_json');
  });

  it('a body that is not UTF-8: 400 invalid_json, never rewritten to U+FFFD', async () => {
    for (const bytes of [[0xff, 0xfe], [0xc3], [0xed, 0xa0, 0x80], [0xe2, 0x82]]) {
      const payload = Buffer.concat([Buffer.from('{"name": "a'), Buffer.from(bytes), Buffer.from('"}')]);
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/v1/settings',
        headers: { ...bearer(store.secretKey), 'content-type': 'application/json' },
        payload,
      });
      expectProblem(res, 400, 'invalid_json');
    }
    const settings = await t.app.inject({
      method: 'GET',
      url: '/v1/settings',
      headers: bearer(store.secretKey),
    });
    expect(settings.json().name).not.toContain('\ufffd');
  });

  it('framework errors are problems too: a path that is not UTF-8, a path part longer than any id', async () => {
    for (const url of [
      '/v1/products/%ff%fe',
      '/v1/rules/%ed%a0%80',
      `/v1/keys/${'k'.repeat(600)}`,
      '/v1/nothing%ff',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(store.secretKey) });
      expectProblem(res, 404, 'not_found');
      expect(res.headers['x-request-id']).toMatch(/^req_/);
    }
  });

  it('oversized body: 413 payload_too_large', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/settings',
      headers: { ...bearer(store.secretKey), 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectProblem(res, 413, 'payload_too_large');
  });

  it('wrong content type: 415 unsupported_media_type', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/settings',
      headers: { ...bearer(store.secretKey), 'content-type': 'application/xml' },
      payload: '<name>x</name>',
    });
    expectProblem(res, 415, 'unsupported_media_type');
  });

  it('validation: 422 invalid_request with dotted field paths', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/settings',
      headers: bearer(store.secretKey),
      payload: { locales: ['en', 'ARABIC'], search: { cheap_rerank_top_n: 5 }, extra: 1 },
    });
    const body = expectProblem(res, 422, 'invalid_request');
    const fields = (body.errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['locales.1', 'search.cheap_rerank_top_n']));
  });

  it('a domain refusal keeps its code: default language outside the store languages', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/settings',
      headers: bearer(store.secretKey),
      payload: { locales: ['en'], default_locale: 'ar' },
    });
    const body = expectProblem(res, 422, 'invalid_request');
    expect(body.errors).toEqual([expect.objectContaining({ field: 'default_locale' })]);
  });

  it('the OpenAPI document lists every route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const routes = listRoutes(t);
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) expect(documented, route).toContain(route);
    const page = await t.app.inject({ method: 'GET', url: '/v1/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html');
  });

  it('fuzz: random methods, paths, queries, headers and bodies never give a 5xx', async () => {
    const routes = [...new Set(listRoutes(t).map((r) => r.split(' ')[1] ?? '/'))];
    const keys = [store.secretKey, store.publicKey, 'sg_sec_bad', ''];
    // Text no store can hold (NUL, lone surrogates) and text that is easy to mishandle.
    const nasty = fc.string({
      unit: fc.oneof(
        fc.constantFrom('\u0000', '\ud800', '\udc00', '\udbff\udfff', 'ي', '٢', '%', '/', '"', '\\', ' '),
        fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }),
      ),
      maxLength: 40,
    });
    // Bytes as a URL carries them, percent-encoded: NUL, bytes that are not UTF-8, encoded surrogates.
    const urlPart = fc.oneof(
      fc.constant('x1'),
      fc
        .uint8Array({ maxLength: 12 })
        .map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
      fc.constantFrom('a%00b', '%ff%fe', '%ed%a0%80', 'k'.repeat(600)),
    );
    // Values where the routes read them (names, ids, labels, words), with the nasty alphabet.
    const shaped = fc
      .record({ text: nasty, id: nasty, words: fc.array(nasty, { maxLength: 3 }) })
      .map(({ text, id, words }) =>
        JSON.stringify({
          name: text,
          label: text,
          kind: 'secret',
          q: text,
          upsert: [{ id, name: { en: text }, price: '1.00', currency: 'SAR' }],
          delete: [id],
          entries: [{ type: 'two_way', words: [text, ...words] }],
          type: 'hide',
          conditions: { match: 'any' },
          actions: { product_ids: [id] },
          [text]: id,
        }),
      );
    const notUtf8 = fc
      .uint8Array({ minLength: 1, maxLength: 8 })
      .map((bytes) => Buffer.concat([Buffer.from('{"name": "'), Buffer.from(bytes), Buffer.from('"}')]));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
        fc.constantFrom(...routes),
        urlPart,
        fc.dictionary(urlPart, urlPart, { maxKeys: 4 }),
        fc.constantFrom(...keys),
        fc.oneof(
          fc.json(),
          fc.string(),
          fc.constant(''),
          fc.jsonValue().map((v) => JSON.stringify({ locales: v, search: v, kind: 'public', scopes: v })),
          nasty.map((v) => JSON.stringify(v)),
          shaped,
          notUtf8,
        ),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/octet-stream',
        ),
        fc.option(fc.string({ minLength: 1, maxLength: 300 }), { nil: undefined }),
        async (method, route, part, query, key, body, contentType, idempotencyKey) => {
          const path = route.replace(/\{[^}]+\}/g, part);
          const qs = Object.entries(query)
            .map(([k, v]) => `${k}=${v}`)
            .join('&');
          const res = await t.app.inject({
            method,
            url: `${path}${qs ? `?${qs}` : ''}`,
            headers: {
              ...(key ? bearer(key) : {}),
              'content-type': contentType,
              ...(idempotencyKey !== undefined ? { 'idempotency-key': idempotencyKey } : {}),
            },
            payload: method === 'GET' ? undefined : body,
          });
          expect(res.statusCode, `${method} ${path}?${qs} ${String(body).slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(String(res.headers['content-type'])).toContain('application/problem+json');
            const problem = res.json();
            expect(problem).toMatchObject({
              status: res.statusCode,
              code: expect.any(String),
              request_id: expect.any(String),
            });
          }
        },
      ),
      // FUZZ_RUNS: many more runs once locally, to flush out the rare counterexamples.
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
  }, 180_000);
});

/** `METHOD /path/{param}` for every public route of the app (OpenAPI path style). */
function listRoutes(t: TestApp): string[] {
  return t.app.registeredRoutes
    .filter((r) => r.url.startsWith('/v1/') && !r.url.startsWith('/v1/docs') && !r.hidden)
    .flatMap((r) =>
      r.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${r.url.replace(/:([a-z_]+)/g, '{$1}')}`),
    );
}
