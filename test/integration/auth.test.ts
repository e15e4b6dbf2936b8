import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

describe('authentication rules (spec: Authentication)', () => {
  let t: TestApp;
  let store: CreatedStore;
  let other: CreatedStore;
  beforeAll(async () => {
    t = await startTestApp();
    store = await t.createStore();
    other = await t.createStore({ name: 'Other Store' });
  });
  afterAll(async () => t.close());

  const whoami = (headers: Record<string, string> = {}, query = '') =>
    t.app.inject({ method: 'GET', url: `/v1/whoami${query}`, headers });

  it('accepts a key as Bearer, as X-Service-Key, and a public key as ?key=', async () => {
    const viaBearer = await whoami(bearer(store.secretKey));
    expect(viaBearer.statusCode).toBe(200);
    expect(viaBearer.json()).toEqual({
      tenant_id: store.tenantId,
      auth: 'secret_key',
      key_id: store.secretKeyId,
      user_id: null,
      role: null,
      scopes: expect.arrayContaining(['search', 'catalog:write', 'keys']),
    });
    expect((await whoami({ 'x-service-key': store.publicKey })).json()).toMatchObject({
      auth: 'public_key',
      key_id: store.publicKeyId,
      scopes: ['search'],
    });
    expect((await whoami({}, `?key=${store.publicKey}`)).statusCode).toBe(200);
  });

  it('refuses a secret key in the URL with 401, even when the header is also set', async () => {
    const res = await whoami(bearer(store.secretKey), `?key=${store.secretKey}`);
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code: 'unauthorized', status: 401 });
  });

  it('answers 401 to a request carrying two different keys, wherever they are', async () => {
    const twoHeaders = await whoami({ ...bearer(store.secretKey), 'x-service-key': store.publicKey });
    expect(twoHeaders.statusCode).toBe(401);
    expect(twoHeaders.json()).toMatchObject({ code: 'unauthorized' });
    expect((await whoami({ 'x-service-key': other.publicKey }, `?key=${store.publicKey}`)).statusCode).toBe(
      401,
    );
    expect((await whoami({}, `?key=${store.publicKey}&key=${other.publicKey}`)).statusCode).toBe(401);
    // Two Authorization headers: Node keeps only the first in request.headers.
    const repeated: Record<string, string[]> = {
      authorization: [`Bearer ${store.secretKey}`, `Bearer ${other.secretKey}`],
    };
    const twoAuthorization = await t.app.inject({
      method: 'GET',
      url: '/v1/whoami',
      headers: repeated as unknown as Record<string, string>,
    });
    expect(twoAuthorization.statusCode).toBe(401);
    // The same key twice is one key.
    expect((await whoami({ ...bearer(store.publicKey), 'x-service-key': store.publicKey })).statusCode).toBe(
      200,
    );
    expect((await whoami(bearer(store.publicKey), `?key=${store.publicKey}`)).statusCode).toBe(200);
  });

  it('answers 401 without a key, with a malformed key and with an unknown key', async () => {
    for (const headers of [
      {},
      bearer('nope'),
      bearer(`sg_sec_${'A'.repeat(44)}`),
      { authorization: 'Basic abc' },
    ]) {
      const res = await whoami(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('unauthorized');
    }
  });

  it('answers 403 forbidden for a public key on a secret endpoint', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/keys', headers: bearer(store.publicKey) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });

  it('answers 403 insufficient_scope for a key without the scope', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/keys',
      headers: bearer(store.secretKey),
      payload: { kind: 'secret', label: 'search only', scopes: ['search', 'settings'] },
    });
    expect(created.statusCode).toBe(201);
    const limited = created.json().key as string;
    const res = await t.app.inject({ method: 'GET', url: '/v1/keys', headers: bearer(limited) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'insufficient_scope' });
    expect((await whoami(bearer(limited))).statusCode).toBe(200);
  });

  it('locks a public key to its allowed origins', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/keys',
      headers: bearer(store.secretKey),
      payload: { kind: 'public', allowed_origins: ['https://shop.example', 'https://*.souq.example'] },
    });
    const key = created.json().key as string;
    expect((await whoami({ ...bearer(key), origin: 'https://shop.example' })).statusCode).toBe(200);
    expect((await whoami({ ...bearer(key), origin: 'https://ar.souq.example' })).statusCode).toBe(200);
    expect((await whoami({ ...bearer(key), referer: 'https://shop.example/p/1' })).statusCode).toBe(200);
    const evil = await whoami({ ...bearer(key), origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().code).toBe('forbidden');
    expect((await whoami(bearer(key))).statusCode).toBe(403);
  });

  it('stops a revoked key at once and shows keys only as hints', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/keys',
      headers: bearer(store.secretKey),
      payload: { kind: 'secret', label: 'temporary' },
    });
    const { id, key } = created.json() as { id: string; key: string };
    expect(key).toMatch(/^sg_sec_[A-Za-z0-9]{44}$/);
    expect((await whoami(bearer(key))).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/v1/keys', headers: bearer(store.secretKey) });
    expect(JSON.stringify(list.json())).not.toContain(key);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/v1/keys/${id}`,
      headers: bearer(store.secretKey),
    });
    expect(revoked.json()).toEqual({ deleted: true, id });
    expect((await whoami(bearer(key))).statusCode).toBe(401);
  });

  it("answers 404 for another store's objects", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/keys/${other.secretKeyId}`,
      headers: bearer(store.secretKey),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/v1/keys/${other.secretKeyId}`,
      headers: bearer(store.secretKey),
    });
    expect(del.statusCode).toBe(404);
    expect((await whoami(bearer(other.secretKey))).statusCode).toBe(200);
  });
});
