import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

describe('a key hands out only what it holds (POST /v1/keys)', () => {
  let t: TestApp;
  let store: CreatedStore;
  beforeAll(async () => {
    t = await startTestApp();
    store = await t.createStore();
  });
  afterAll(async () => t.close());

  const createKey = (secret: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v1/keys', headers: bearer(secret), payload });
  const keyWith = async (scopes: string[]): Promise<string> => {
    const res = await createKey(store.secretKey, { kind: 'secret', label: scopes.join(' '), scopes });
    expect(res.statusCode).toBe(201);
    return res.json().key as string;
  };
  const scopesOf = async (key: string) =>
    (await t.app.inject({ method: 'GET', url: '/v1/whoami', headers: bearer(key) })).json()
      .scopes as string[];

  it('refuses a key with scopes the caller lacks: 403 insufficient_scope, and nothing is created', async () => {
    const keysOnly = await keyWith(['keys']);
    const before = (
      await t.app.inject({ method: 'GET', url: '/v1/keys', headers: bearer(store.secretKey) })
    ).json().total as number;
    const res = await createKey(keysOnly, { kind: 'secret', scopes: ['catalog:write', 'keys'] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'insufficient_scope' });
    expect(res.json().detail).toContain('catalog:write');
    const after = (
      await t.app.inject({ method: 'GET', url: '/v1/keys', headers: bearer(store.secretKey) })
    ).json().total as number;
    expect(after).toBe(before);
  });

  it('gives a secret key without scopes the caller’s scopes, not all of them', async () => {
    const limited = await keyWith(['keys', 'rules']);
    const res = await createKey(limited, { kind: 'secret' });
    expect(res.statusCode).toBe(201);
    expect([...(res.json().scopes as string[])].sort()).toEqual(['keys', 'rules']);
    const made = res.json().key as string;
    expect([...(await scopesOf(made))].sort()).toEqual(['keys', 'rules']);
    const write = await t.app.inject({
      method: 'POST',
      url: '/v1/products/batch',
      headers: bearer(made),
      payload: { upsert: [] },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('insufficient_scope');
  });

  it('lets a key create keys with a subset of its scopes', async () => {
    const limited = await keyWith(['keys', 'rules', 'search']);
    const secret = await createKey(limited, { kind: 'secret', scopes: ['rules'] });
    expect(secret.statusCode).toBe(201);
    expect(secret.json().scopes).toEqual(['rules']);
    const pub = await createKey(limited, { kind: 'public' });
    expect(pub.statusCode).toBe(201);
    expect(pub.json().scopes).toEqual(['search']);
  });

  it('needs the search scope for a public key and the assistant scope for allow_assistant', async () => {
    const keysOnly = await keyWith(['keys']);
    const pub = await createKey(keysOnly, { kind: 'public' });
    expect(pub.statusCode).toBe(403);
    expect(pub.json().code).toBe('insufficient_scope');
    const noAssistant = await keyWith(['keys', 'search']);
    const assistant = await createKey(noAssistant, { kind: 'public', allow_assistant: true });
    expect(assistant.statusCode).toBe(403);
    expect(assistant.json().detail).toContain('assistant');
    const owner = await createKey(store.secretKey, { kind: 'public', allow_assistant: true });
    expect(owner.statusCode).toBe(201);
    expect(owner.json()).toMatchObject({ allow_assistant: true, scopes: ['search', 'assistant'] });
  });

  it('refuses public-key scopes a public key cannot have: 422 with scopes.<i>', async () => {
    const res = await createKey(store.secretKey, {
      kind: 'public',
      scopes: ['search', 'catalog:write', 'keys'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('invalid_request');
    expect((res.json().errors as { field: string }[]).map((e) => e.field)).toEqual(['scopes.1', 'scopes.2']);
  });

  it('sends the answer that shows a new key with Cache-Control: no-store, and lists without the key', async () => {
    const res = await createKey(store.secretKey, { kind: 'public' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const replayed = await t.app.inject({
      method: 'POST',
      url: '/v1/keys',
      headers: { ...bearer(store.secretKey), 'idempotency-key': 'no-store-replay-1' },
      payload: { kind: 'public', label: 'x' },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/keys',
      headers: { ...bearer(store.secretKey), 'idempotency-key': 'no-store-replay-1' },
      payload: { kind: 'public', label: 'x' },
    });
    expect(replayed.headers['cache-control']).toBe('no-store');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['cache-control']).toBe('no-store');
  });
});
