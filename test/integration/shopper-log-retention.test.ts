import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { loadConfig } from '../../infra/config.ts';
import { testProducts } from '../support/products.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

const RETENTION_DAYS = 100;

/** The tables of shopper records the purge empties, each with its time column. */
const RECORDS = ['search_log', 'search_tallies', 'suggest_log', 'click_log', 'event_log'] as const;

/** Searches, a suggestion, clicks, an add-to-cart, an order and a view of one store, through HTTP. */
async function shop(t: TestApp, store: CreatedStore): Promise<void> {
  await t.upsertProducts(store, testProducts(8));
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(store.publicKey), payload });
  for (const session of ['a', 'b']) {
    const answer = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/search?q=phone&session=${session}&lang=en`,
        headers: bearer(store.publicKey),
      })
    ).json() as { search_id: string; ids: string[] };
    const product = answer.ids[0] ?? '';
    expect(
      (await post('/v1/click', { search_id: answer.search_id, product_id: product, position: 1 })).statusCode,
    ).toBe(202);
    const events = [
      { type: 'view', session, product_id: product },
      { type: 'add_to_cart', session, product_id: product, search_id: answer.search_id },
      ...(session === 'a'
        ? [{ type: 'order', session, product_id: product, revenue: '99.00', currency: 'SAR' }]
        : []),
    ];
    expect((await post('/v1/event', { events })).statusCode).toBe(202);
  }
  await t.app.inject({ method: 'GET', url: '/v1/suggest?q=ph', headers: bearer(store.publicKey) });
}

describe('shopper records kept SHOPPER_LOG_RETENTION_DAYS, purged by the running service; reports kept', () => {
  let t: TestApp;
  let old: CreatedStore;
  let recent: CreatedStore;
  beforeAll(async () => {
    // The service's own schedules, run every 100 ms instead of every hour.
    t = await startTestApp({ SHOPPER_LOG_RETENTION_DAYS: String(RETENTION_DAYS) }, { periodicMs: 100 });
    old = await t.createStore({ name: 'Old' });
    recent = await t.createStore({ name: 'Recent' });
    await shop(t, old);
    await shop(t, recent);
    await t.runtime.settleTelemetry();
  });
  afterAll(async () => t.close());

  const counts = async (store: CreatedStore): Promise<Record<string, number>> => {
    const out: Record<string, number> = {};
    for (const table of [...RECORDS, 'search_shapes']) {
      const { rows } = await t.db.pool.query<{ n: string }>(
        `select count(*) as n from ${table} where tenant_id = $1`,
        [store.tenantId],
      );
      out[table] = Number(rows[0]?.n ?? 0);
    }
    return out;
  };
  const reports = async (store: CreatedStore) => {
    const read = async (report: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/stats/${report}`,
          headers: bearer(store.secretKey),
        })
      ).json();
    return {
      overview: await read('overview'),
      queries: await read('top_queries'),
      conversions: await read('conversions'),
    };
  };
  /** Every record of the store (and its shapes' last day) moved `days` into the past. */
  const backdate = async (store: CreatedStore, days: number) => {
    const by = `${days} days`;
    for (const table of RECORDS)
      await t.db.pool.query(`update ${table} set at = at - $2::interval where tenant_id = $1`, [
        store.tenantId,
        by,
      ]);
    await t.db.pool.query(`update search_log set day = (at at time zone 'UTC')::date where tenant_id = $1`, [
      store.tenantId,
    ]);
    await t.db.pool.query(`update event_log set day = (at at time zone 'UTC')::date where tenant_id = $1`, [
      store.tenantId,
    ]);
    await t.db.pool.query('update search_shapes set seen_on = seen_on - $2::int where tenant_id = $1', [
      store.tenantId,
      days,
    ]);
  };

  it('deletes the records of one day past the retention, keeps those of one day within it, and every report', async () => {
    const before = { old: await counts(old), recent: await counts(recent) };
    // Each table holds records of both stores to start with.
    for (const c of [before.old, before.recent])
      for (const [table, n] of Object.entries(c)) expect(n, table).toBeGreaterThan(0);
    const reportsBefore = { old: await reports(old), recent: await reports(recent) };
    expect(reportsBefore.old.overview.totals).toMatchObject({
      searches: 2,
      suggests: 1,
      clicks: 2,
      orders: 1,
    });

    await backdate(old, RETENTION_DAYS + 1);
    await backdate(recent, RETENTION_DAYS - 1);
    const deadline = Date.now() + 15_000;
    const empty = (c: Record<string, number>) => Object.values(c).every((n) => n === 0);
    while (!empty(await counts(old)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));

    expect(await counts(old)).toEqual(Object.fromEntries(Object.keys(before.old).map((k) => [k, 0])));
    // The same purge (each of its calls reads every table) left the other store's records whole.
    expect(await counts(recent)).toEqual(before.recent);
    expect(await reports(old)).toEqual(reportsBefore.old);
    expect(await reports(recent)).toEqual(reportsBefore.recent);
  });

  it("leaves a cart or order where it was counted once its session's search is purged, and goes on", async () => {
    const store = await t.createStore({ name: 'Session' });
    await t.upsertProducts(store, testProducts(8));
    const search = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/v1/search?q=phone&session=x&lang=en',
          headers: bearer(store.publicKey),
        })
      ).json() as { search_id: string; ids: string[] };
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(store.publicKey), payload });
    const first = await search();
    const second = await search();
    const product = first.ids[0] ?? '';
    // The click names the first search: it enters the log, and the order (naming none) goes to it.
    await post('/v1/click', { search_id: first.search_id, product_id: product, position: 1 });
    await t.runtime.settleTelemetry();
    await post('/v1/event', {
      type: 'order',
      session: 'x',
      product_id: product,
      revenue: '10.00',
      currency: 'SAR',
    });
    await t.runtime.settleTelemetry();
    const attributed = async () =>
      (
        await t.db.pool.query<{ attributed_to: string }>(
          `select attributed_to from event_log where tenant_id = $1 and kind = 'order'`,
          [store.tenantId],
        )
      ).rows;
    expect(await attributed()).toEqual([{ attributed_to: first.search_id }]);

    // The first search's row is purged (the order is not: it came within the retention).
    await t.db.pool.query(
      `update search_log set at = at - interval '101 days', day = day - 101 where tenant_id = $1 and search_id = $2`,
      [store.tenantId, first.search_id],
    );
    const kept = async () =>
      (
        await t.db.pool.query('select 1 from search_log where tenant_id = $1 and search_id = $2', [
          store.tenantId,
          first.search_id,
        ])
      ).rowCount;
    const deadline = Date.now() + 15_000;
    while ((await kept()) !== 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await kept()).toBe(0);

    // A click names the second search, a later one of the session that showed the product: it
    // enters the log and would take the order from the purged search, which it cannot read.
    await post('/v1/click', { search_id: second.search_id, product_id: product, position: 1 });
    await t.runtime.settleTelemetry();
    expect(await attributed()).toEqual([{ attributed_to: first.search_id }]);
    const overview = (
      await t.app.inject({ method: 'GET', url: '/v1/stats/overview', headers: bearer(store.secretKey) })
    ).json();
    expect(overview.totals).toMatchObject({ searches: 2, clicks: 2, orders: 1 });
  });
});

describe('an answer shape seen again is kept from the day of its latest tally', () => {
  let t: TestApp;
  let store: CreatedStore;
  beforeAll(async () => {
    t = await startTestApp();
    store = await t.createStore();
    await shop(t, store);
    await t.runtime.settleTelemetry();
  });
  afterAll(async () => t.close());

  it("moves a kept shape's seen_on to the new tally's day", async () => {
    const seen = async () =>
      (
        await t.db.pool.query<{ shape_id: string; seen_on: string }>(
          `select shape_id, to_char(seen_on, 'YYYY-MM-DD') as seen_on from search_shapes
            where tenant_id = $1 and query = 'phone'`,
          [store.tenantId],
        )
      ).rows;
    const [shape] = await seen();
    expect(shape).toBeDefined();
    // Ten days ago: well within the retention, so that no purge takes it meanwhile.
    await t.db.pool.query(`update search_shapes set seen_on = seen_on - 10 where tenant_id = $1`, [
      store.tenantId,
    ]);
    expect(await seen()).not.toContainEqual(shape);
    // The same answer again: its shape is the one kept.
    await t.app.inject({
      method: 'GET',
      url: '/v1/search?q=phone&session=a&lang=en',
      headers: bearer(store.publicKey),
    });
    await t.runtime.settleTelemetry();
    const { rows } = await t.db.pool.query<{ day: string }>(
      `select to_char(max(at) at time zone 'UTC', 'YYYY-MM-DD') as day from search_tallies where tenant_id = $1`,
      [store.tenantId],
    );
    expect(await seen()).toContainEqual({ shape_id: shape?.shape_id, seen_on: rows[0]?.day });
  });
});

describe('SHOPPER_LOG_RETENTION_DAYS', () => {
  it('is 180 unless set, and at least 91 (recommendations read 90 days of orders and views)', () => {
    expect(loadConfig({}).SHOPPER_LOG_RETENTION_DAYS).toBe(180);
    expect(loadConfig({ SHOPPER_LOG_RETENTION_DAYS: '365' }).SHOPPER_LOG_RETENTION_DAYS).toBe(365);
    expect(() => loadConfig({ SHOPPER_LOG_RETENTION_DAYS: '30' })).toThrow(/SHOPPER_LOG_RETENTION_DAYS/);
  });
});
