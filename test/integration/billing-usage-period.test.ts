import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { PLANS, searchOveragePer1000 } from '../../domain/tenancy/plans.ts';
import { runBillingClockAt } from '../support/billing-clock.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

const usage = (header: unknown) => {
  const m = /^searches=(\d+), limit=(-?\d+), billed=(\d+), period=(\d{4}-\d{2})$/.exec(String(header));
  if (!m) throw new Error(`bad X-Service-Usage: ${String(header)}`);
  return { searches: Number(m[1]), limit: Number(m[2]), billed: Number(m[3]), period: m[4] };
};

describe('X-Service-Usage counts the subscription’s own billing period, with the live plan’s limit', () => {
  let t: TestApp;
  let store: CreatedStore;
  let clock = new Date('2026-03-10T12:00:00.000Z');
  beforeAll(async () => {
    t = await startTestApp({}, { now: () => clock });
    store = await t.createStore({ currency: 'USD', trial: true, planCode: 'starter' });
  });
  afterAll(async () => t.close());

  const search = async (page = 1) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/search?q=phone&page=${page}`,
      headers: bearer(store.publicKey),
    });
    expect(res.statusCode, res.body).toBe(200);
    return usage(res.headers['x-service-usage']);
  };
  const at = async (iso: string) => {
    clock = new Date(iso);
    // Counts reach usage_daily, and every read model holds what was written.
    await t.runtime.meter.flush();
    await t.settle();
  };

  it('a trial counts the UTC calendar month on its plan', async () => {
    await at('2026-03-12T08:00:00.000Z');
    await search();
    expect(await search()).toEqual({
      searches: 2,
      billed: 2,
      limit: PLANS.starter.searchesLimit,
      period: '2026-03',
    });
  });

  it('once paid on 15 March, the period starts that day: the trial’s searches are not in it, and it runs past 1 April', async () => {
    await at('2026-03-15T09:30:00.000Z');
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/v1/billing/checkout',
      headers: bearer(store.secretKey),
      payload: { plan_code: 'starter' },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const page = new URL(checkout.json().url).pathname;
    const paid = await t.app.inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
    });
    expect(paid.statusCode).toBe(200);
    await t.settle();
    const sub = await t.app.inject({
      method: 'GET',
      url: '/v1/billing/subscription',
      headers: bearer(store.secretKey),
    });
    expect(sub.json()).toMatchObject({
      status: 'active',
      current_period_start: '2026-03-15T09:30:00.000Z',
      current_period_end: '2026-04-15T09:30:00.000Z',
    });
    expect(await search()).toMatchObject({ searches: 1, billed: 1, period: '2026-03' });
    await search(2);
    await at('2026-04-02T10:00:00.000Z');
    // Still the period that began on 15 March: a calendar month would have started again.
    expect(await search()).toEqual({
      searches: 3,
      billed: 2,
      limit: PLANS.starter.searchesLimit,
      period: '2026-03',
    });
    await at('2026-04-02T11:00:00.000Z');
    const u = await t.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(store.secretKey) });
    expect(u.statusCode).toBe(200);
    expect(u.json()).toMatchObject({ period_start: '2026-03-15', period_end: '2026-04-14' });
    expect(u.json().metrics.find((m: { metric: string }) => m.metric === 'search')).toMatchObject({
      used: 2,
      limit: PLANS.starter.searchesLimit,
    });
  });

  it('a plan change moves the limit at once', async () => {
    const change = await t.app.inject({
      method: 'POST',
      url: '/v1/billing/change-plan',
      headers: bearer(store.secretKey),
      payload: { plan_code: 'pro', interval: 'month' },
    });
    expect(change.statusCode, change.body).toBe(200);
    await t.settle();
    expect(await search()).toEqual({
      searches: 4,
      billed: 3,
      limit: PLANS.pro.searchesLimit,
      period: '2026-03',
    });
  });

  it('the renewal bills the overage of that period’s days alone, and the next period counts from nothing', async () => {
    // The Pro limit + 1,500 billed searches inside the period, 10,000 before it (in the trial).
    const limit = PLANS.pro.searchesLimit ?? 0;
    await t.runtime.meter.flush();
    await t.db.pool.query(
      `insert into usage_daily (tenant_id, day, searches, billed_searches, suggests) values
         ($1, '2026-03-11', 10000, 10000, 0), ($1, '2026-04-10', $2, $2, 0)`,
      [store.tenantId, limit + 1_500 - 4],
    );
    await at('2026-04-15T10:00:00.000Z');
    await runBillingClockAt(t, clock);
    const invoices = await t.app.inject({
      method: 'GET',
      url: '/v1/billing/invoices',
      headers: bearer(store.secretKey),
    });
    const renewal = invoices.json()[0];
    const overage = 2 * (searchOveragePer1000('pro', 'USD') ?? 0);
    expect(renewal).toMatchObject({ total_minor: 29_900 + overage, issued_at: '2026-04-15T09:30:00.000Z' });
    expect(await search()).toEqual({
      searches: 1,
      billed: 1,
      limit: PLANS.pro.searchesLimit,
      period: '2026-04',
    });
  });
});
