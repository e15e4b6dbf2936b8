import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { REPORTS } from '../../domain/analytics/contract.ts';
import { testProducts } from '../support/products.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

describe('GET /v1/stats/{report} over real searches, clicks and orders', () => {
  let t: TestApp;
  let store: CreatedStore;
  beforeAll(async () => {
    t = await startTestApp();
    store = await t.createStore({ name: 'Stats', currency: 'SAR' });
    await t.upsertProducts(store, testProducts(8));
    const search = async (q: string, session: string, device = 'mobile') =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/search?q=${encodeURIComponent(q)}&session=${session}&device=${device}&lang=en`,
          headers: bearer(store.publicKey),
        })
      ).json() as { search_id: string; ids: string[] };
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(store.publicKey), payload });
    // Three searches for "phone": two clicked, one ordered after its click (attributed by session).
    for (const session of ['a', 'b', 'c']) {
      const answer = await search('phone', session);
      if (session !== 'c')
        await post('/v1/click', { search_id: answer.search_id, product_id: answer.ids[0], position: 1 });
      if (session === 'a')
        await post('/v1/event', {
          type: 'order',
          session,
          product_id: answer.ids[0],
          revenue: '199.00',
          currency: 'SAR',
        });
    }
    await search('nothingmatcheszq', 'd', 'desktop');
    await t.app.inject({ method: 'GET', url: '/v1/suggest?q=ph', headers: bearer(store.publicKey) });
    await t.runtime.settleTelemetry();
  });
  afterAll(async () => t.close());

  const stats = (path: string, key = store.secretKey) =>
    t.app.inject({ method: 'GET', url: `/v1/stats/${path}`, headers: bearer(key) });

  it('answers every report with its shape and the spec totals', async () => {
    for (const report of REPORTS) {
      const res = await stats(report);
      expect(res.statusCode, report).toBe(200);
      expect(res.json().report).toBe(report);
    }
    const overview = (await stats('overview')).json();
    expect(overview.totals).toEqual({
      searches: 4,
      suggests: 1,
      clicks: 2,
      ctr: 0.5,
      zero_result_rate: 0.25,
      add_to_carts: 0,
      orders: 1,
      conversion_rate: 0.25,
    });
    expect(overview.rows).toHaveLength(30);
    const top = (await stats('top_queries')).json().rows;
    expect(top[0]).toEqual({
      query: 'phone',
      searches: 3,
      clicks: 2,
      ctr: 0.6667,
      zero_result_rate: 0,
      avg_click_position: 1,
    });
    const zero = (await stats('zero_results')).json().rows;
    expect(zero).toHaveLength(1);
    expect(zero[0]).toMatchObject({ query: 'nothingmatcheszq', searches: 1 });
    const conversions = (await stats('conversions')).json().rows;
    expect(conversions).toEqual([
      {
        query: 'phone',
        searches: 3,
        clicks: 2,
        add_to_carts: 0,
        orders: 1,
        conversion_rate: 0.3333,
        revenue: '199.00',
        currency: 'SAR',
      },
    ]);
    const positions = (await stats('ctr_by_position')).json().rows;
    expect(positions[0]).toMatchObject({ position: 1, impressions: 3, clicks: 2 });
    const devices = (await stats('by_device')).json().rows;
    expect(devices).toEqual([
      {
        segment: 'mobile',
        searches: 3,
        share: 0.75,
        clicks: 2,
        ctr: 0.6667,
        zero_result_rate: 0,
        conversion_rate: 0.3333,
      },
      {
        segment: 'desktop',
        searches: 1,
        share: 0.25,
        clicks: 0,
        ctr: 0,
        zero_result_rate: 1,
        conversion_rate: 0,
      },
    ]);
    expect((await stats('assistant')).json().rows).toEqual([]);
  });

  it('filters by device and range, and answers CSV', async () => {
    const desktop = (await stats('overview?device=desktop')).json();
    expect(desktop.totals.searches).toBe(1);
    const past = (await stats('overview?from=2020-01-01&to=2020-01-31')).json();
    expect(past.totals.searches).toBe(0);
    expect(past).toMatchObject({ date_from: '2020-01-01', date_to: '2020-01-31' });
    const csv = await stats('top_queries?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\n')[0]).toBe('query,searches,clicks,ctr,zero_result_rate,avg_click_position');
    expect(csv.body).toContain('phone,3,2,0.6667,0,1');
  });

  it('refuses bad parameters with the field, other languages, and public keys', async () => {
    const cases: [string, number, string][] = [
      ['nonsense', 422, 'params.report'],
      ['overview?limit=0', 422, 'query.limit'],
      ['overview?limit=201', 422, 'query.limit'],
      ['overview?from=2026-13-45', 422, 'query.from'],
      ['overview?from=2026-03-10&to=2026-03-01', 422, 'query.from'],
      ['overview?from=2020-01-01&to=2026-03-01', 422, 'query.from'],
      ['overview?device=watch', 422, 'query.device'],
      ['overview?lang=english', 422, 'query.lang'],
      ['overview?format=xml', 422, 'query.format'],
    ];
    for (const [path, status, field] of cases) {
      const res = await stats(path);
      expect(res.statusCode, path).toBe(status);
      expect(res.json().errors?.[0]?.field, path).toBe(field);
    }
    const fr = await stats('overview?lang=fr');
    expect(fr.statusCode).toBe(422);
    expect(fr.json().code).toBe('unsupported_locale');
    expect((await stats('overview', store.publicKey)).statusCode).toBe(403);
  });
});
