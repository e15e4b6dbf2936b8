import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { testProducts } from '../support/products.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

describe('shopper signals over HTTP: the search log, clicks and events', () => {
  let t: TestApp;
  let store: CreatedStore;
  let other: CreatedStore;
  beforeAll(async () => {
    t = await startTestApp();
    store = await t.createStore({ name: 'Signals' });
    other = await t.createStore({ name: 'Other' });
    await t.upsertProducts(store, testProducts(12));
  });
  afterAll(async () => t.close());

  const search = async (key: string, query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/search?${query}`, headers: bearer(key) });
    expect(res.statusCode).toBe(200);
    return res.json() as { search_id: string; ids: string[]; total: number };
  };
  const post = (url: string, payload: unknown, key = store.publicKey, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(key), ...headers },
      payload: payload as object,
    });

  it('records every search answer in the search log with what the shopper saw', async () => {
    const page2 = await search(
      store.publicKey,
      'q=phone&page=2&per_page=5&session=s-1&device=mobile&lang=en',
    );
    const none = await search(store.publicKey, 'q=zzqqxx&session=s%20%231');
    const again = await search(store.publicKey, 'q=phone&page=2&per_page=5&device=mobile&lang=en');
    await t.runtime.settleTelemetry();
    // Each search is a line of its tally, its answer a shape kept once: the view joins them.
    const { rows } = await t.db.pool.query(
      'select * from search_log_tallied where tenant_id = $1 and search_id = any($2) order by at',
      [store.tenantId, [page2.search_id, none.search_id, again.search_id]],
    );
    expect(rows).toHaveLength(3);
    const logged = rows.find((r) => r.search_id === page2.search_id);
    expect(logged).toMatchObject({
      query: 'phone',
      lang: 'en',
      device: 'mobile',
      session: 's-1',
      page: 2,
      first_position: 6,
      ids: page2.ids,
      total: page2.total,
      zero_results: false,
    });
    expect(page2.ids).toHaveLength(5);
    expect(rows.find((r) => r.search_id === none.search_id)).toMatchObject({
      zero_results: true,
      total: 0,
      ids: [],
      session: 's #1',
    });
    // The same answer again: the same shape (named by both ids), no session.
    expect(again.search_id.slice(22, 34)).toBe(page2.search_id.slice(22, 34));
    expect(rows.find((r) => r.search_id === again.search_id)).toMatchObject({
      query: 'phone',
      session: null,
    });
    const shapes = await t.db.pool.query(
      'select count(*)::int as n from search_shapes where tenant_id = $1 and shape_id = $2',
      [store.tenantId, page2.search_id.slice(22, 34)],
    );
    expect(shapes.rows[0].n).toBe(1);
    // The rollups count the three searches; nothing is in search_log until a click or event names one.
    const daily = await t.db.pool.query(
      'select coalesce(sum(searches), 0)::int as searches, coalesce(sum(zero_results), 0)::int as zero from analytics_daily where tenant_id = $1',
      [store.tenantId],
    );
    expect(daily.rows[0]).toEqual({ searches: 3, zero: 1 });
    const named = await t.db.pool.query('select count(*)::int as n from search_log where tenant_id = $1', [
      store.tenantId,
    ]);
    expect(named.rows[0].n).toBe(0);
    // A click without a session names the search: it enters search_log with the search's own session.
    expect(
      (await post('/v1/click', { search_id: page2.search_id, product_id: page2.ids[0], position: 6 }))
        .statusCode,
    ).toBe(202);
    await t.runtime.settleTelemetry();
    const entered = await t.db.pool.query(
      'select session, clicks, first_position from search_log where tenant_id = $1 and search_id = $2',
      [store.tenantId, page2.search_id],
    );
    expect(entered.rows).toEqual([{ session: 's-1', clicks: 1, first_position: 6 }]);
  });

  it('records what suggest offered', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/suggest?q=pho&session=s-2',
      headers: bearer(store.publicKey),
    });
    expect(res.statusCode).toBe(200);
    await t.runtime.settleTelemetry();
    const { rows } = await t.db.pool.query(
      'select * from suggest_log where tenant_id = $1 and session = $2',
      [store.tenantId, 's-2'],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].offered).toEqual(res.json().suggestions.map((s: { text: string }) => s.text));
    expect(rows[0].products).toEqual(res.json().products.map((p: { id: string }) => p.id));
  });

  it('accepts a click with 202 and counts it for its search', async () => {
    const answer = await search(store.publicKey, 'q=phone&session=s-3');
    const res = await post('/v1/click', {
      search_id: answer.search_id,
      product_id: answer.ids[1],
      position: 2,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });
    await t.runtime.settleTelemetry();
    const { rows } = await t.db.pool.query(
      'select clicks from search_log where tenant_id = $1 and search_id = $2',
      [store.tenantId, answer.search_id],
    );
    expect(rows[0]?.clicks).toBe(1);
  });

  it('takes a beacon: JSON sent as text/plain with the key in the query, as the widget sends it', async () => {
    const answer = await search(store.publicKey, 'q=phone&session=s-beacon');
    const beacon = (url: string, body: string) =>
      t.app.inject({
        method: 'POST',
        url: `${url}?key=${encodeURIComponent(store.publicKey)}`,
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'https://shop.example' },
        payload: body,
      });
    const click = await beacon(
      '/v1/click',
      JSON.stringify({ search_id: answer.search_id, product_id: answer.ids[0], position: 1 }),
    );
    expect(click.statusCode, click.body).toBe(202);
    const event = await beacon(
      '/v1/event',
      JSON.stringify({
        type: 'add_to_cart',
        session: 's-beacon',
        product_id: answer.ids[0],
        search_id: answer.search_id,
      }),
    );
    expect(event.statusCode, event.body).toBe(202);
    await t.runtime.settleTelemetry();
    const { rows } = await t.db.pool.query(
      'select clicks from search_log where tenant_id = $1 and search_id = $2',
      [store.tenantId, answer.search_id],
    );
    expect(rows[0]?.clicks).toBe(1);
    // Bad JSON in a beacon is the same 400 as in application/json; other routes refuse text/plain.
    const broken = await beacon('/v1/click', '{"search_id":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('invalid_json');
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/v1/products/batch',
      headers: { ...bearer(store.secretKey), 'content-type': 'text/plain' },
      payload: JSON.stringify({ upsert: [] }),
    });
    expect(elsewhere.statusCode).toBe(415);
    expect(elsewhere.headers['content-type']).toMatch(/application\/problem\+json/);
  });

  it("refuses a click on another store's search as not found, and bad clicks with the field", async () => {
    const theirs = await search(other.publicKey, 'q=phone');
    const foreign = await post('/v1/click', { search_id: theirs.search_id, product_id: 'p1', position: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('not_found');
    const made = await post('/v1/click', { search_id: 's_madeup', product_id: 'p1', position: 1 });
    expect(made.statusCode).toBe(404);
    const bad = await post('/v1/click', { search_id: theirs.search_id, product_id: 'p1', position: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('position');
    const missing = await post('/v1/click', { product_id: 'p1', position: 1 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].field).toBe('search_id');
  });

  it('accepts one event or a batch of up to 100, checking each item', async () => {
    const answer = await search(store.publicKey, 'q=phone&session=s-4');
    const one = await post('/v1/event', { type: 'view', session: 's-4', product_id: 'p1' });
    expect(one.statusCode).toBe(202);
    expect(one.json()).toEqual({ accepted: 1, rejected: 0, errors: [] });

    const mixed = await post('/v1/event', {
      events: [
        { type: 'add_to_cart', session: 's-4', product_id: answer.ids[0], search_id: answer.search_id },
        { type: 'order', session: 's-4', product_ids: [answer.ids[0]], currency: 'SAR' },
        { type: 'order', session: 's-4', product_ids: [answer.ids[0]], revenue: '199.00', currency: 'SAR' },
        { type: 'teleport', session: 's-4', product_id: 'p1' },
      ],
    });
    expect(mixed.statusCode).toBe(202);
    expect(mixed.json()).toMatchObject({ accepted: 2, rejected: 2 });
    expect(mixed.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'events.1.revenue',
      'events.3.type',
    ]);

    const array = await post('/v1/event', [{ type: 'view', session: 's-4', product_id: 'p2' }]);
    expect(array.statusCode).toBe(202);

    const single = await post('/v1/event', {
      type: 'order',
      session: 's-4',
      product_id: 'p1',
      revenue: '-3',
    });
    expect(single.statusCode).toBe(422);
    expect(single.json().errors.map((e: { field: string }) => e.field)).toEqual(['revenue', 'currency']);

    const tooMany = await post('/v1/event', {
      events: Array.from({ length: 101 }, () => ({ type: 'view', session: 's', product_id: 'p1' })),
    });
    expect(tooMany.statusCode).toBe(422);

    const theirs = await search(other.publicKey, 'q=phone');
    const foreign = await post('/v1/event', {
      type: 'add_to_cart',
      session: 's-4',
      product_id: 'p1',
      search_id: theirs.search_id,
    });
    expect(foreign.statusCode).toBe(404);

    await t.runtime.settleTelemetry();
    const { rows } = await t.db.pool.query(
      'select kind, attributed_to, revenue from event_log where tenant_id = $1 and session = $2 order by kind',
      [store.tenantId, 's-4'],
    );
    expect(rows.map((r) => r.kind).sort()).toEqual(['add_to_cart', 'order', 'view', 'view']);
    expect(rows.find((r) => r.kind === 'add_to_cart')?.attributed_to).toBe(answer.search_id);
    // The order names no search: it goes to the session's latest search that showed its product.
    expect(rows.find((r) => r.kind === 'order')?.attributed_to).toBe(answer.search_id);
  });

  it("applies a public key's allowed origins to clicks and events", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/keys',
      headers: bearer(store.secretKey),
      payload: { kind: 'public', allowed_origins: ['https://shop.example'] },
    });
    const key = created.json().key as string;
    const event = { type: 'view', session: 's-5', product_id: 'p1' };
    expect((await post('/v1/event', event, key, { origin: 'https://shop.example' })).statusCode).toBe(202);
    expect((await post('/v1/event', event, key, { origin: 'https://evil.example' })).statusCode).toBe(403);
  });

  it('stores nothing personal: no address or user agent reaches the logs', async () => {
    await post('/v1/event', { type: 'view', session: 's-6', product_id: 'p1' }, store.publicKey, {
      'user-agent': 'Browser/1.0 (unique-agent-marker)',
      'x-forwarded-for': '203.0.113.77',
    });
    await t.runtime.settleTelemetry();
    const { rows } = await t.db.pool.query(
      `select count(*)::int as n from event_log where tenant_id = $1
        and (row_to_json(event_log)::text like '%unique-agent-marker%' or row_to_json(event_log)::text like '%203.0.113.77%')`,
      [store.tenantId],
    );
    expect(rows[0]?.n).toBe(0);
    const log = await t.db.pool.query(
      `select count(*)::int as n from telemetry_log where data::text like '%unique-agent-marker%' or data::text like '%203.0.113.77%'`,
    );
    expect(log.rows[0]?.n).toBe(0);
  });
});
