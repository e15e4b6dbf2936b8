import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { PLANS, searchOveragePer1000 } from '../../domain/tenancy/plans.ts';
import { usageStream } from '../../domain/usage/usage-events.ts';
import { testProducts } from '../support/products.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

describe('GET /v1/usage and the usage notices', () => {
  let t: TestApp;
  let store: CreatedStore;
  beforeAll(async () => {
    t = await startTestApp();
    store = await t.createStore({ name: 'Usage' });
    await t.upsertProducts(store, testProducts(3));
  });
  afterAll(async () => t.close());

  const usage = () => t.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(store.secretKey) });
  const streamEvents = (tenantId: string) => t.runtime.eventStore.readStream(usageStream(tenantId));

  it('answers the period, each metric with its limit and percent, and the days, from the same meter as X-Service-Usage', async () => {
    let header = '';
    for (const page of [1, 1, 2]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/search?q=phone&page=${page}`,
        headers: bearer(store.publicKey),
      });
      header = String(res.headers['x-service-usage']);
    }
    await t.app.inject({ method: 'GET', url: '/v1/suggest?q=ph', headers: bearer(store.publicKey) });
    const res = await usage();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const today = new Date().toISOString().slice(0, 10);
    expect(body.period_start).toBe(`${today.slice(0, 7)}-01`);
    expect(body.period_end.slice(0, 7)).toBe(today.slice(0, 7));
    const plan = PLANS.growth;
    expect(body.plan_code).toBe(plan.code);
    const billed = Number(/billed=(\d+)/.exec(header)?.[1]);
    expect(billed).toBe(2);
    const search = body.metrics.find((m: { metric: string }) => m.metric === 'search');
    expect(search).toEqual({
      metric: 'search',
      used: billed,
      limit: plan.searchesLimit,
      percent: Math.round((billed / (plan.searchesLimit ?? 1)) * 10_000) / 100,
    });
    expect(body.metrics.find((m: { metric: string }) => m.metric === 'products_indexed')).toMatchObject({
      used: 3,
    });
    expect(body.daily).toEqual([
      {
        day: today,
        searches: 2,
        suggests_not_billed: 1,
        assistant_messages: 0,
        assistant_conversations: 0,
        translated_products: 0,
      },
    ]);
    expect(body.overage_estimate_cents).toBe(0);
    expect(body.notices).toBeUndefined();
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(store.publicKey) })).statusCode,
    ).toBe(403);
  });

  it('appends usage.threshold_reached once per threshold and period when searches cross 80% and 100%', async () => {
    const limit = PLANS.growth.searchesLimit ?? 0;
    const day = new Date().toISOString().slice(0, 10);
    await t.db.pool.query(
      'update usage_daily set billed_searches = $3, searches = $3 where tenant_id = $1 and day = $2',
      [store.tenantId, day, Math.ceil(limit * 0.8)],
    );
    await t.runtime.watchUsageNow();
    await t.runtime.watchUsageNow();
    let events = await streamEvents(store.tenantId);
    expect(events.map((e) => [e.type, e.data.threshold])).toEqual([['UsageThresholdReached', 80]]);
    expect((await usage()).json().notices).toEqual(['80_percent']);

    await t.db.pool.query('update usage_daily set billed_searches = $3 where tenant_id = $1 and day = $2', [
      store.tenantId,
      day,
      limit + 2_500,
    ]);
    await t.runtime.watchUsageNow();
    await t.runtime.watchUsageNow();
    events = await streamEvents(store.tenantId);
    expect(events.map((e) => [e.type, e.data.threshold])).toEqual([
      ['UsageThresholdReached', 80],
      ['UsageThresholdReached', 100],
    ]);
    expect(events[1]?.data).toMatchObject({ tenantId: store.tenantId, metric: 'search', limit });
    const body = (await usage()).json();
    expect(body.notices).toEqual(['80_percent', '100_percent']);
    // The plan's overage price in the store's billing currency (SAR), as a renewal would charge.
    expect(body.overage_estimate_cents).toBe(3 * (searchOveragePer1000('growth', 'SAR') ?? 0));
  });

  it('appends search.zero_results_spike when searches stop finding things', async () => {
    const spiky = await t.createStore({ name: 'Spiky' });
    await t.upsertProducts(spiky, testProducts(3));
    for (let i = 0; i < 24; i++)
      await t.app.inject({
        method: 'GET',
        url: `/v1/search?q=nothingzq${i % 3}`,
        headers: bearer(spiky.publicKey),
      });
    for (let i = 0; i < 6; i++)
      await t.app.inject({ method: 'GET', url: '/v1/search?q=phone', headers: bearer(spiky.publicKey) });
    await t.runtime.settleTelemetry();
    await t.runtime.watchUsageNow();
    await t.runtime.watchUsageNow();
    const events = await streamEvents(spiky.tenantId);
    expect(events.map((e) => e.type)).toEqual(['ZeroResultsSpikeDetected']);
    expect(events[0]?.data).toMatchObject({ tenantId: spiky.tenantId, zeroResults: 24, searches: 30 });
    expect(events[0]?.data.topQueries).toContain('nothingzq0');
  });
});
