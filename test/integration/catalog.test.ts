import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { testProduct, testProducts } from '../support/products.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

describe('catalog: POST /v1/products/batch and the product read model', () => {
  let t: TestApp;
  let store: CreatedStore;
  beforeAll(async () => {
    t = await startTestApp();
    store = await t.createStore();
  });
  afterAll(async () => t.close());

  const batch = (body: unknown, headers: Record<string, string> = {}, key = store.secretKey) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/products/batch',
      headers: { ...bearer(key), ...headers },
      payload: body as object,
    });
  const settle = () => t.settle();
  const catalogEvents = async (tenantId = store.tenantId) =>
    (await t.runtime.eventStore.readStream(`catalog-${tenantId}`)).filter((e) => e.type.startsWith('Product'))
      .length;

  it('stores 1,000 products with 1,000 events, and the same batch again costs nothing', async () => {
    const s = await t.createStore({ name: 'Thousand' });
    const products = testProducts(1000);
    const first = await batch({ upsert: products }, {}, s.secretKey);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ added: 1000, updated: 0, unchanged: 0, deleted: 0, errors: [] });
    expect(await catalogEvents(s.tenantId)).toBe(1000);
    const again = await batch(
      { upsert: [...products].reverse().map((p) => ({ ...p, attributes: { Color: 'Black' } })) },
      {},
      s.secretKey,
    );
    expect(again.json()).toMatchObject({ added: 0, updated: 0, unchanged: 1000 });
    expect(await catalogEvents(s.tenantId)).toBe(1000);
    const changed = await batch({ upsert: [testProduct('p7', { price: '149.00' })] }, {}, s.secretKey);
    expect(changed.json()).toMatchObject({ updated: 1 });
    expect(await catalogEvents(s.tenantId)).toBe(1001);
  });

  it('reports a bad product with its index and field path and stores the valid ones', async () => {
    const res = await batch({
      upsert: [
        testProduct('ok-1'),
        testProduct('neg', { price: '-5' }),
        testProduct('nodec', { price: 'ten' }),
        { id: 'noname', price: '1', currency: 'SAR' },
        testProduct('cur', { currency: 'XYZ' }),
        testProduct('fr', { name: { fr: 'Téléphone' } }),
        testProduct('big', { brand: 'x'.repeat(201) }),
        testProduct('ok-1'),
        testProduct('ok-2'),
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.added).toBe(2);
    expect(body.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['upsert.1.price', 'invalid_format'],
      ['upsert.2.price', 'invalid_format'],
      ['upsert.3.name', 'invalid_type'],
      ['upsert.4.currency', 'invalid_value'],
      ['upsert.5.name.fr', 'unsupported_locale'],
      ['upsert.6.brand', 'too_big'],
      ['upsert.7.id', 'duplicate_id'],
    ]);
    expect(body.errors[0]).toMatchObject({ index: 1, id: 'neg' });
  });

  it('refuses the whole call (422) only for a wrong envelope', async () => {
    for (const body of [
      { upsert: testProducts(1001, 'x') },
      { upsert: 'nope' },
      { sync_complete: true },
      { upsert: [], unknown_field: 1 },
      { delete: [''] },
    ]) {
      const res = await batch(body);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('invalid_request');
    }
    const res = await batch({ sync_complete: true, replace_all: true });
    expect(res.json().errors[0].field).toBe('sync_id');
  });

  it('deletes products by id and reports unknown ids', async () => {
    await batch({ upsert: [testProduct('del-1'), testProduct('del-2')] });
    const res = await batch({ delete: ['del-1', 'never-was'] });
    expect(res.json()).toMatchObject({
      deleted: 1,
      errors: [{ field: 'delete.1', code: 'not_found', id: 'never-was' }],
    });
    await settle();
    const gone = await t.app.inject({
      method: 'GET',
      url: '/v1/products/del-1',
      headers: bearer(store.secretKey),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('serves the read model: one product and cursor pages', async () => {
    const s = await t.createStore({ name: 'Pages' });
    await batch(
      {
        upsert: testProducts(25, 'q', {
          description: { en: 'A fine phone' },
          image_url: 'https://img.example/q.png',
          sale_price: '150.00',
        }),
      },
      {},
      s.secretKey,
    );
    await settle();
    const one = await t.app.inject({ method: 'GET', url: '/v1/products/q3', headers: bearer(s.secretKey) });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id: 'q3',
      name: { en: 'Phone q3', ar: 'هاتف q3' },
      price: '199.00',
      sale_price: '150.00',
      in_stock: true,
      languages: ['ar', 'en'],
      categories: [{ id: 'phones' }],
      revision: 0,
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await t.app.inject({
        method: 'GET',
        url: `/v1/products?limit=10${cursor ? `&cursor=${cursor}` : ''}`,
        headers: bearer(s.secretKey),
      });
      const body = page.json() as {
        data: { id: string }[];
        next_cursor: string | null;
        total: number | null;
      };
      if (!cursor) expect(body.total).toBe(25);
      seen.push(...body.data.map((p) => p.id));
      cursor = body.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    const other = await t.app.inject({
      method: 'GET',
      url: '/v1/products/q3',
      headers: bearer(store.secretKey),
    });
    expect(other.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v1/products?cursor=%%%',
      headers: bearer(s.secretKey),
    });
    expect(bad.statusCode).toBe(422);
  });

  it('full sync: replace_all on completion removes what no batch of the sync sent', async () => {
    const s = await t.createStore({ name: 'Sync' });
    await batch({ upsert: testProducts(6, 's') }, {}, s.secretKey);
    const open = await batch(
      { sync_id: 'sync-1', upsert: [testProduct('s0'), testProduct('s1')] },
      {},
      s.secretKey,
    );
    expect(open.json()).toMatchObject({ unchanged: 2, sync: { id: 'sync-1', status: 'open' } });
    const done = await batch(
      {
        sync_id: 'sync-1',
        upsert: [testProduct('s2'), testProduct('new')],
        sync_complete: true,
        replace_all: true,
      },
      {},
      s.secretKey,
    );
    expect(done.json()).toMatchObject({
      added: 1,
      unchanged: 1,
      removed_by_sync: 3,
      sync: { status: 'completed' },
    });
    await settle();
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/products?limit=50',
      headers: bearer(s.secretKey),
    });
    expect(
      list
        .json()
        .data.map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual(['new', 's0', 's1', 's2']);
    const late = await batch({ sync_id: 'sync-1', upsert: [testProduct('s0')] }, {}, s.secretKey);
    expect(late.statusCode).toBe(409);
  });

  it('a sync that never completes removes nothing', async () => {
    const s = await t.createStore({ name: 'Open sync' });
    await batch({ upsert: testProducts(3, 'o') }, {}, s.secretKey);
    await batch({ sync_id: 'never-done', upsert: [testProduct('o0')], replace_all: true }, {}, s.secretKey);
    await settle();
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/products', headers: bearer(s.secretKey) })).json().total,
    ).toBe(3);
  });

  it('enforces the plan product limit per item', async () => {
    const s = await t.createStore({ name: 'Small plan', planCode: 'starter' });
    for (let i = 0; i < 5; i++) await batch({ upsert: testProducts(1000, `l${i}-`) }, {}, s.secretKey);
    const res = await batch(
      { upsert: [testProduct('one-too-many'), testProduct('l0-1', { price: '1.00' })] },
      {},
      s.secretKey,
    );
    expect(res.json()).toMatchObject({
      added: 0,
      updated: 1,
      errors: [{ index: 0, code: 'plan_limit_reached' }],
    });
  });

  it('replays a batch sent again with its Idempotency-Key', async () => {
    const body = { upsert: [testProduct('idem-1')] };
    const first = await batch(body, { 'idempotency-key': 'batch-0001-abc' });
    const again = await batch(body, { 'idempotency-key': 'batch-0001-abc' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(first.json().added).toBe(1);
  });

  it('rebuilds the read model with a reindex job', async () => {
    const s = await t.createStore({ name: 'Reindex' });
    await batch({ upsert: testProducts(40, 'r') }, {}, s.secretKey);
    await settle();
    await t.db.pool.query("delete from products where tenant_id = $1 and id like 'r1%'", [s.tenantId]);
    const res = await t.app.inject({ method: 'POST', url: '/v1/reindex', headers: bearer(s.secretKey) });
    expect(res.statusCode).toBe(202);
    const jobId = res.json().job.id as string;
    let job = { status: 'queued', result: null as unknown };
    // Until the job ends (a minute at most: the job runner is slow to pick it up on a loaded machine).
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && job.status !== 'succeeded' && job.status !== 'failed') {
      await new Promise((r) => setTimeout(r, 20));
      job = (
        await t.app.inject({ method: 'GET', url: `/v1/jobs/${jobId}`, headers: bearer(s.secretKey) })
      ).json();
    }
    expect(job).toMatchObject({ status: 'succeeded', result: { products: 40 } });
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/products', headers: bearer(s.secretKey) })).json().total,
    ).toBe(40);
  }, 120_000);

  it('needs a secret key with catalog:write', async () => {
    expect((await batch({ upsert: [] }, {}, store.publicKey)).statusCode).toBe(403);
  });
});
