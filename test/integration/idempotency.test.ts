import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

describe('Idempotency-Key on writes', () => {
  let t: TestApp;
  let store: CreatedStore;
  beforeAll(async () => {
    t = await startTestApp();
    store = await t.createStore();
  });
  afterAll(async () => t.close());

  const createKey = (idempotencyKey: string | undefined, label: string, secret = store.secretKey) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/keys',
      headers: { ...bearer(secret), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      payload: { kind: 'public', label },
    });
  const keyCount = async (secret = store.secretKey) =>
    (
      (await t.app.inject({ method: 'GET', url: '/v1/keys', headers: bearer(secret) })).json() as {
        total: number;
      }
    ).total;

  it('replays the first answer for a repeat with the same key and body, and does nothing twice', async () => {
    const before = await keyCount();
    const key = `create-key-${randomUUID()}`;
    const first = await createKey(key, 'storefront');
    const again = await createKey(key, 'storefront');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await keyCount()).toBe(before + 1);
  });

  it('refuses the same key with another body: 422 idempotency_key_reuse', async () => {
    const key = `reuse-${randomUUID()}`;
    await createKey(key, 'one');
    const res = await createKey(key, 'two');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('idempotency_key_reuse');
  });

  it('answers 409 idempotency_in_progress while the first request still runs', async () => {
    const key = `slow-${randomUUID()}`;
    // Hold the first request inside its append by locking the store's key stream from another connection.
    const client = await t.db.pool.connect();
    try {
      await client.query('begin');
      await client.query('select 1 from es_streams where stream_id = $1 for update', [
        `apikeys-${store.tenantId}`,
      ]);
      const first = createKey(key, 'slow');
      await new Promise((r) => setTimeout(r, 100));
      const second = await createKey(key, 'slow');
      expect(second.statusCode).toBe(409);
      expect(second.json().code).toBe('idempotency_in_progress');
      await client.query('commit');
      expect((await first).statusCode).toBe(201);
      const third = await createKey(key, 'slow');
      expect(third.headers['idempotent-replayed']).toBe('true');
    } finally {
      client.release();
    }
  });

  it('keeps keys per store: the same key in two stores is two requests', async () => {
    const other = await t.createStore({ name: 'Other' });
    const key = `shared-${randomUUID()}`;
    const a = await createKey(key, 'x');
    const b = await createKey(key, 'x', other.secretKey);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.json().id).not.toBe(a.json().id);
  });

  it('binds a stored answer to its credential: another key never gets it replayed', async () => {
    const key = `debug-search-${randomUUID()}`;
    const search = (credential: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/search',
        headers: { ...bearer(credential), 'idempotency-key': key },
        payload: { q: 'phone', debug: true },
      });
    const bySecret = await search(store.secretKey);
    expect(bySecret.statusCode).toBe(200);
    expect(bySecret.json().debug).toBeTruthy();
    const byPublic = await search(store.publicKey);
    expect(byPublic.headers['idempotent-replayed']).toBeUndefined();
    expect(byPublic.statusCode).toBe(403);
    expect(byPublic.body).not.toContain('"debug"');
    expect(byPublic.json().code).toBe('forbidden');
  });

  it('keeps keys per credential: two keys of one store with the same Idempotency-Key each act once', async () => {
    const second = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/keys',
        headers: bearer(store.secretKey),
        payload: { kind: 'secret', label: 'second server' },
      })
    ).json().key as string;
    const before = await keyCount();
    const key = `per-credential-${randomUUID()}`;
    const a = await createKey(key, 'same');
    const b = await createKey(key, 'same', second);
    const bAgain = await createKey(key, 'same', second);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.json().id).not.toBe(a.json().id);
    expect(bAgain.headers['idempotent-replayed']).toBe('true');
    expect(bAgain.body).toBe(b.body);
    expect(await keyCount()).toBe(before + 2);
  });

  it('keeps a stored answer sealed: a new key shown once is not readable in the database', async () => {
    const key = `sealed-${randomUUID()}`;
    const first = await createKey(key, 'sealed');
    const shown = first.json().key as string;
    const { rows } = await t.db.pool.query<{ body: string }>(
      'select body from idempotency_keys where key = $1',
      [key],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.body).not.toContain(shown);
    expect(rows[0]?.body).not.toContain('sealed');
    const again = await createKey(key, 'sealed');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().key).toBe(shown);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    for (const bad of ['short', 'x'.repeat(256), 'has space here', 'emoji-🙂-key']) {
      const res = await createKey(bad, 'x');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].field).toBe('header.Idempotency-Key');
    }
  });

  it('property: any interleaving of requests and keys performs each key once and answers consistently', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            key: fc.constantFrom('k-alpha-1', 'k-beta-22', 'k-gamma-3'),
            label: fc.constantFrom('a', 'b'),
            delay: fc.nat(4),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        async (requests) => {
          const tenant = await t.createStore({ name: 'Interleaving' });
          const before = await keyCount(tenant.secretKey);
          const answers = await Promise.all(
            requests.map(async (r) => {
              await new Promise((res) => setTimeout(res, r.delay));
              const res = await createKey(r.key, r.label, tenant.secretKey);
              return {
                ...r,
                status: res.statusCode,
                body: res.body,
                replayed: res.headers['idempotent-replayed'] === 'true',
              };
            }),
          );
          const usedKeys = new Set(requests.map((r) => r.key));
          for (const key of usedKeys) {
            const mine = answers.filter((a) => a.key === key);
            const originals = mine.filter((a) => a.status === 201 && !a.replayed);
            expect(originals).toHaveLength(1);
            const winner = originals[0];
            for (const a of mine) {
              if (a === winner) continue;
              if (a.label !== winner?.label) expect(a.status).toBe(422);
              else if (a.status === 201) expect(a.body).toBe(winner?.body);
              else expect(a.status).toBe(409);
            }
            const retry = await createKey(key, winner?.label ?? '', tenant.secretKey);
            expect(retry.headers['idempotent-replayed']).toBe('true');
            expect(retry.body).toBe(winner?.body);
          }
          expect(await keyCount(tenant.secretKey)).toBe(before + usedKeys.size);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
