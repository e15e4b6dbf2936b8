import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { isTenantStream, type RecordedEvent } from '../../domain/event-store/event-store.ts';
import { tenantTables } from '../../infra/data/store-rows.ts';
import { replayProjectors } from '../../infra/projection-runtime/replay.ts';
import { SearchProjectionRunner } from '../../infra/projection-runtime/search-projection-runner.ts';
import { sqlProjectors } from '../../infra/projectors.ts';
import { selectSearchEngine } from '../../infra/search/select-search-engine.ts';
import { SearchProjection } from '../../projections/search/search-projection.ts';
import { finished as importFinished, upload } from '../imports/import-helpers.ts';
import { testProducts } from '../support/products.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

interface DataRequest {
  id: string;
  kind: 'export' | 'delete';
  status: string;
  created_at: string;
  completed_at: string | null;
  download_url: string | null;
  job: { id: string; status: string; error: string | null } | null;
}

/** Spec "Data request" / "Data": exports behind a signed link, and erasure that nothing brings back. */
describe('data requests', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let one: CreatedStore;
  let two: CreatedStore;
  const secrets = new Map<string, string[]>();
  const storeKeys = new Map<string, string[]>();

  const call = (
    store: CreatedStore,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers = {},
  ) => t.app.inject({ method, url, headers: { ...bearer(store.secretKey), ...headers }, payload });

  const requests = async (store: CreatedStore): Promise<DataRequest[]> => {
    const res = await call(store, 'GET', '/v1/data/requests');
    expect(res.statusCode).toBe(200);
    return res.json() as DataRequest[];
  };

  const finished = async (store: CreatedStore, id: string): Promise<DataRequest> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const found = (await requests(store)).find((r) => r.id === id);
      if (found && (found.status === 'succeeded' || found.status === 'failed')) return found;
      if (Date.now() > deadline) throw new Error(`request ${id} still ${found?.status}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  const fill = async (store: CreatedStore, name: string) => {
    const own: string[] = [store.secretKey, store.publicKey];
    const keys = [store.secretKey, store.publicKey];
    expect(
      (await call(store, 'POST', '/v1/products/batch', { upsert: testProducts(12, `${name}-`) })).statusCode,
    ).toBe(200);
    expect(
      (
        await call(store, 'POST', '/v1/rules', {
          name: `${name} pin`,
          type: 'pin',
          conditions: { match: 'any' },
          actions: { product_ids: [`${name}-3`] },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await call(store, 'PUT', '/v1/synonyms/default', {
          entries: [{ type: 'two_way', words: ['jawal', 'جوال'] }],
        })
      ).statusCode,
    ).toBe(200);
    const hook = await call(store, 'POST', '/v1/webhooks', {
      url: receiver.url(`/in/${randomUUID()}`),
      events: ['catalog.import_finished'],
    });
    expect(hook.statusCode).toBe(201);
    own.push(hook.json().secret as string);
    const key = await call(store, 'POST', '/v1/keys', { kind: 'secret', label: 'extra', scopes: ['data'] });
    expect(key.statusCode).toBe(201);
    own.push(key.json().key as string);
    keys.push(key.json().key as string);
    storeKeys.set(store.tenantId, keys);
    const imported = await upload(
      t,
      store,
      `SKU,Name,Price\r\n${name}-lamp,Desk lamp,10\r\n`,
      // A dry run: a file import is the whole catalog, and would remove the other products.
      { source: 'csv', locale: 'en', dry_run: 'true' },
      `${name}-lamps.csv`,
    );
    expect(imported.statusCode, imported.body).toBe(202);
    expect((await importFinished(t, store, imported.json().id)).status).toBe('succeeded');
    await t.settle();
    for (const session of ['a', 'b']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/search?q=phone&session=${session}&lang=en`,
        headers: bearer(store.publicKey),
      });
      expect(res.statusCode).toBe(200);
    }
    secrets.set(store.tenantId, own);
  };

  const exportOf = async (store: CreatedStore): Promise<Record<string, string>> => {
    const res = await call(
      store,
      'POST',
      '/v1/data/requests',
      { kind: 'export' },
      { 'idempotency-key': `exp-${randomUUID()}` },
    );
    expect(res.statusCode).toBe(202);
    const done = await finished(store, (res.json() as DataRequest).id);
    expect(done.status, done.job?.error ?? '').toBe('succeeded');
    expect(done.download_url).toMatch(/\/v1\/downloads\//);
    const u = new URL(done.download_url ?? '');
    const expires = Number(u.searchParams.get('expires')) * 1000;
    expect(expires - Date.parse(done.completed_at ?? '')).toBeGreaterThan(23.9 * 3_600_000);
    expect(expires - Date.parse(done.completed_at ?? '')).toBeLessThanOrEqual(24 * 3_600_000 + 1_000);
    const file = await t.app.inject({ url: `${u.pathname}${u.search}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/application\/zip/);
    const files = unzipSync(new Uint8Array(file.rawPayload));
    return Object.fromEntries(Object.entries(files).map(([path, bytes]) => [path, strFromU8(bytes)]));
  };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await startTestApp({ OUTBOUND_ALLOWED_NETWORKS: '127.0.0.1/32' }, { outboundCa: [receiver.ca] });
    one = await t.createStore({ name: 'First Shop' });
    two = await t.createStore({ name: 'Second Shop' });
    await fill(one, 'one');
    await fill(two, 'two');
    await t.runtime.settleTelemetry();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('exports everything the store owns as a zip behind a 24-hour link, with no secret in it', async () => {
    const files = await exportOf(one);
    for (const part of [
      'settings.json',
      'catalog/products.jsonl',
      'imports.json',
      'connectors.json',
      'rules.json',
      'synonyms.json',
      'webhooks.json',
      'keys.json',
      'analytics/daily.jsonl',
      'analytics/queries.jsonl',
      'events.jsonl',
      'manifest.json',
    ])
      expect(Object.keys(files), part).toContain(part);
    const products = (files['catalog/products.jsonl'] ?? '')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(products.map((p) => p.id).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `one-${i}`).sort());
    expect(JSON.parse(files['settings.json'] ?? '')[0].slug).toBe(one.slug);
    expect(JSON.parse(files['rules.json'] ?? '')[0].rule.name).toBe('one pin');
    expect(files['synonyms.json']).toContain('جوال');
    expect(JSON.parse(files['webhooks.json'] ?? '')[0].url).toContain('/in/');
    expect(files['analytics/daily.jsonl']).toMatch(
      /"day":"\d{4}-\d\d-\d\dT[^"]*","lang":"en","device":"[a-z]+","searches":"2"/,
    );
    const events = (files['events.jsonl'] ?? '')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['ProductUpserted', 'WebhookCreated']));
    // Imports are the store's too, with their file, counts and outcome.
    const imports = JSON.parse(files['imports.json'] ?? '[]') as Record<string, unknown>[];
    expect(imports).toMatchObject([
      { source: 'csv', status: 'succeeded', filename: 'one-lamps.csv', dry_run: true, stats: { added: 1 } },
    ]);
    expect(JSON.parse(files['manifest.json'] ?? '').files['imports.json'].rows).toBe(1);
    // A product's content hash is its data, not a credential: kept, the one the store computed.
    const { rows: hashes } = await t.db.pool.query<{ id: string; hash: string }>(
      `select data->>'productId' as id, data->>'hash' as hash from es_events
        where type = 'ProductUpserted' and data->>'tenantId' = $1`,
      [one.tenantId],
    );
    const upserts = events.filter((e) => e.type === 'ProductUpserted');
    expect(upserts.length).toBe(hashes.length);
    for (const e of upserts) {
      expect(e.data.hash).toMatch(/^[A-Za-z0-9_-]{16,}$/);
      expect(hashes).toContainEqual({ id: e.data.productId, hash: e.data.hash });
    }
    // A key's hash stays out even where it sits beside other fields of the store's.
    const keyEvents = events.filter((e) => e.type === 'ApiKeyCreated');
    expect(keyEvents.length).toBeGreaterThan(0);
    for (const e of keyEvents) expect(e.data.hash).toBe('[redacted]');
    expect(JSON.parse(files['manifest.json'] ?? '').files['catalog/products.jsonl'].rows).toBe(12);
    // Nothing of the other store; no credential in any form (plaintext, sealed, hashed).
    const all = Object.values(files).join('\n');
    expect(all).not.toContain(two.tenantId);
    expect(all).not.toContain('two-');
    for (const secret of secrets.get(one.tenantId) ?? []) expect(all).not.toContain(secret);
    expect(all).not.toMatch(/sb1\./);
    const { rows } = await t.db.pool.query<{ hash: string }>(
      'select hash from api_keys where tenant_id = $1',
      [one.tenantId],
    );
    for (const r of rows) expect(all).not.toContain(r.hash);
  });

  it('answers the same request for the same Idempotency-Key, and lists requests newest first', async () => {
    const headers = { 'idempotency-key': `again-${randomUUID()}` };
    const first = await call(two, 'POST', '/v1/data/requests', { kind: 'export' }, headers);
    const second = await call(two, 'POST', '/v1/data/requests', { kind: 'export' }, headers);
    expect(second.statusCode).toBe(202);
    expect(second.json().id).toBe(first.json().id);
    expect(first.json()).toMatchObject({
      kind: 'export',
      status: 'queued',
      download_url: null,
      completed_at: null,
    });
    await finished(two, first.json().id);
    const listed = await requests(two);
    expect(listed.filter((r) => r.id === first.json().id)).toHaveLength(1);
    expect(listed[0]?.id).toBe(first.json().id);
  });

  it('refuses bad requests with the field, and callers without the scope', async () => {
    const bad = async (payload: object, field: string) => {
      const res = await call(two, 'POST', '/v1/data/requests', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(JSON.stringify(res.json().errors ?? [])).toContain(field);
    };
    await bad({ kind: 'delete' }, 'confirm_slug');
    await bad({ kind: 'delete', confirm_slug: one.slug }, 'confirm_slug');
    await bad({ kind: 'delete', confirm_slug: two.slug.toUpperCase() }, 'confirm_slug');
    await bad({ kind: 'export', confirm_slug: two.slug }, 'confirm_slug');
    await bad({ kind: 'erase' }, 'kind');
    await bad({}, 'kind');
    const publicKey = await t.app.inject({
      method: 'POST',
      url: '/v1/data/requests',
      headers: bearer(two.publicKey),
      payload: { kind: 'export' },
    });
    expect([401, 403]).toContain(publicKey.statusCode);
    const catalogOnly = await call(two, 'POST', '/v1/keys', { kind: 'secret', scopes: ['catalog:write'] });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/v1/data/requests',
      headers: bearer(catalogOnly.json().key),
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/data/requests' })).statusCode).toBe(401);
    // Nothing was queued by any of these.
    expect((await requests(two)).every((r) => r.kind === 'export')).toBe(true);
  });

  it('erases one store everywhere, and a full replay and reindex bring nothing of it back', async () => {
    const gone = one.tenantId;
    const kept = two.tenantId;
    expect(existsSync(join(t.runtime.config.DATA_DIR, 'blobs', gone))).toBe(true);
    const res = await call(one, 'POST', '/v1/data/requests', { kind: 'delete', confirm_slug: one.slug });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ kind: 'delete', status: 'queued', download_url: null });

    // Its keys stop working once the erasure has run.
    const deadline = Date.now() + 20_000;
    while ((await call(one, 'GET', '/v1/data/requests')).statusCode !== 401) {
      if (Date.now() > deadline) throw new Error('the store was not erased in time');
      await new Promise((r) => setTimeout(r, 50));
    }
    const keys = storeKeys.get(gone) ?? [];
    expect(keys).toHaveLength(3);
    for (const key of keys) {
      const r = await t.app.inject({ method: 'GET', url: '/v1/search?q=phone', headers: bearer(key) });
      expect(r.statusCode, key.slice(0, 8)).toBe(401);
    }
    await new Promise((r) => setTimeout(r, 300));
    await t.runtime.jobs.stop();
    await t.settle();

    // Every projection rebuilt from the whole history, the search index loaded anew, the kept store reindexed.
    await replayProjectors(t.db.pool, t.runtime.eventStore, sqlProjectors);
    const engine = selectSearchEngine({ ELASTICSEARCH_URL: undefined }, t.runtime.analyzer);
    const fresh = new SearchProjectionRunner(t.db.pool, t.runtime.eventStore, new SearchProjection(engine));
    await fresh.start();
    await fresh.stop();

    const leftovers: string[] = [];
    for (const table of await tenantTables(t.db.pool)) {
      const { rows } = await t.db.pool.query<{ n: string }>(
        `select count(*)::text as n from "${table}" where tenant_id::text = $1`,
        [gone],
      );
      if (rows[0]?.n !== '0') leftovers.push(`${table}: ${rows[0]?.n}`);
    }
    expect(leftovers).toEqual([]);
    expect((await t.db.pool.query('select 1 from tenants where id = $1', [gone])).rowCount).toBe(0);
    expect((await t.db.pool.query('select 1 from tenants where id = $1', [kept])).rowCount).toBe(1);
    // Nothing in any table mentions it, under any column.
    const { rows: tables } = await t.db.pool.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of tables) {
      const { rows } = await t.db.pool.query<{ n: string }>(
        `select count(*)::text as n from "${table_name}" x where x::text like $1`,
        [`%${gone}%`],
      );
      expect(rows[0]?.n, table_name).toBe('0');
    }
    expect(await t.runtime.engine.count(gone)).toBe(0);
    expect(await engine.count(gone)).toBe(0);
    expect(await engine.count(kept)).toBe(12);
    expect(existsSync(join(t.runtime.config.DATA_DIR, 'blobs', gone))).toBe(false);
    expect(existsSync(join(t.runtime.config.DATA_DIR, 'blobs', kept))).toBe(true);

    const history: RecordedEvent[] = [];
    for (let after: RecordedEvent['position'] | undefined; ; ) {
      const page = await t.runtime.eventStore.readAll({ after, maxCount: 1000 });
      history.push(...page);
      if (page.length < 1000) break;
      after = page.at(-1)?.position;
    }
    expect(
      history.filter((e) => isTenantStream(e.streamId, gone) || JSON.stringify(e.data).includes(gone)),
    ).toEqual([]);
    expect(history.filter((e) => isTenantStream(e.streamId, kept)).length).toBeGreaterThan(10);
    expect(await t.runtime.eventStore.readStream(`storeslug-${one.slug}`)).toEqual([]);

    // The other store is whole: its products, rules, synonyms, webhooks and keys answer as before.
    const products = await call(two, 'GET', '/v1/products?limit=100');
    expect(products.statusCode).toBe(200);
    expect(products.json().data).toHaveLength(12);
    expect((await call(two, 'GET', '/v1/rules')).json().data).toHaveLength(1);
    expect((await call(two, 'GET', '/v1/webhooks')).json()).toHaveLength(1);
    const search = await t.app.inject({
      method: 'GET',
      url: '/v1/search?q=phone',
      headers: bearer(two.publicKey),
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().ids.length).toBeGreaterThan(0);
  }, 60_000);
});
