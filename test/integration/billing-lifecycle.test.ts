import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { findTenant } from '../../projections/tenants/tenant-queries.ts';
import { runBillingClockAt } from '../support/billing-clock.ts';
import { checkoutAndPay } from '../support/billing-http.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

describe('the subscription lifecycle over HTTP, driven by the clock', () => {
  let t: TestApp;
  let clock = new Date('2026-04-01T00:00:00.000Z');
  beforeAll(async () => {
    t = await startTestApp({}, { now: () => clock });
  });
  afterAll(async () => t.close());

  const get = (store: CreatedStore, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(store.secretKey) });
  const post = (store: CreatedStore, url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: bearer(store.secretKey), payload });
  const search = (store: CreatedStore) =>
    t.app.inject({ method: 'GET', url: '/v1/search?q=x', headers: bearer(store.publicKey) });
  const tick = () => runBillingClockAt(t, clock);

  it('a trial that ends unpaid is incomplete (the store past_due), then suspended after 7 days of grace', async () => {
    clock = new Date('2026-04-01T00:00:00.000Z');
    const store = await t.createStore({ currency: 'USD', trial: true });
    expect((await get(store, '/v1/billing/subscription')).json().status).toBe('trialing');
    clock = new Date(Date.parse('2026-04-15T00:00:00.000Z') + 60_000);
    await tick();
    expect((await get(store, '/v1/billing/subscription')).json().status).toBe('incomplete');
    expect((await findTenant(t.runtime.pool, store.tenantId))?.status).toBe('past_due');
    expect((await search(store)).statusCode).toBe(200);
    clock = new Date(Date.parse('2026-04-22T00:00:00.000Z') + 60_000);
    await tick();
    expect((await findTenant(t.runtime.pool, store.tenantId))?.status).toBe('suspended');
    expect((await search(store)).statusCode).toBe(403);
    expect((await get(store, '/v1/billing/subscription')).statusCode).toBe(200);
  });

  it('an upgrade halfway through a 30-day period invoices the difference for the days left', async () => {
    clock = new Date('2026-04-01T00:00:00.000Z');
    const store = await t.createStore({ currency: 'USD', trial: true, planCode: 'growth' });
    await checkoutAndPay(t, store, 'growth');
    clock = new Date('2026-04-16T00:00:00.000Z');
    const res = await post(store, '/v1/billing/change-plan', { plan_code: 'pro', interval: 'month' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ plan_code: 'pro', current_period_end: '2026-05-01T00:00:00.000Z' });
    await t.settle();
    const [invoice] = (await get(store, '/v1/billing/invoices')).json();
    // (29,900 − 9,900) × 15 / 30 days, in US cents (no VAT for USD).
    expect(invoice).toMatchObject({ status: 'open', currency: 'USD', total_minor: 10_000, tax_minor: 0 });
  });

  it('cancel now ends the subscription at once: the store keeps billing only', async () => {
    clock = new Date('2026-04-01T00:00:00.000Z');
    const store = await t.createStore({ currency: 'USD', trial: true });
    await checkoutAndPay(t, store, 'starter');
    const res = await post(store, '/v1/billing/cancel', { at_period_end: false, reason: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'canceled', cancel_at_period_end: false });
    await t.settle();
    t.runtime.credentials.invalidate();
    expect((await findTenant(t.runtime.pool, store.tenantId))?.status).toBe('canceled');
    expect((await search(store)).statusCode).toBe(403);
    expect((await post(store, '/v1/billing/cancel', { at_period_end: 'soon' })).statusCode).toBe(422);
  });
});
