import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { signTimestamped } from '../../infra/billing/timestamped-signature.ts';
import { findTenant } from '../../projections/tenants/tenant-queries.ts';
import { runBillingClockAt } from '../support/billing-clock.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

const DAY = 86_400_000;

describe('billing over HTTP (spec: Billing)', () => {
  let t: TestApp;
  let store: CreatedStore;
  beforeAll(async () => {
    t = await startTestApp();
    store = await t.createStore({ currency: 'KWD', trial: true });
  });
  afterAll(async () => t.close());

  const get = (url: string, key = store.secretKey) =>
    t.app.inject({ method: 'GET', url, headers: bearer(key) });
  const post = (url: string, payload: Record<string, unknown>, key = store.secretKey) =>
    t.app.inject({ method: 'POST', url, headers: bearer(key), payload });
  const payPage = async (url: string, outcome: 'paid' | 'failed') => {
    const path = new URL(url).pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=${outcome}`,
    });
    expect(done.statusCode).toBe(200);
    await t.settle();
  };

  it('serves plans and add-ons without a credential, in minor units of the asked currency', async () => {
    const plans = await t.app.inject({ method: 'GET', url: '/v1/billing/plans?currency=KWD' });
    expect(plans.statusCode).toBe(200);
    const growth = plans.json().find((p: { code: string }) => p.code === 'growth');
    expect(growth).toMatchObject({
      currency: 'KWD',
      products_limit: 20_000,
      price_month_cents: 30_500,
      trial_days: 14,
    });
    expect(plans.json().find((p: { code: string }) => p.code === 'enterprise')).toMatchObject({
      price_month_cents: null,
      products_limit: null,
    });
    const addons = await t.app.inject({ method: 'GET', url: '/v1/billing/addons' });
    expect(addons.json()[0]).toMatchObject({
      kind: 'assistant_conversations',
      currency: 'USD',
      expires: 'period_end',
    });
    expect((await t.app.inject({ method: 'GET', url: '/v1/billing/plans?currency=XYZ' })).statusCode).toBe(
      422,
    );
  });

  it('a new store is trialing for 14 days on its plan, in its own currency', async () => {
    const res = await get('/v1/billing/subscription');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'trialing', currency: 'KWD', cancel_at_period_end: false });
    expect(Date.parse(res.json().trial_ends_at) - Date.now()).toBeGreaterThan(13 * DAY);
  });

  it('needs the billing scope and a secret key', async () => {
    const limited = await post('/v1/keys', { kind: 'secret', scopes: ['search'] });
    expect((await get('/v1/billing/subscription', limited.json().key)).statusCode).toBe(403);
    expect((await get('/v1/billing/subscription', store.publicKey)).statusCode).toBe(403);
  });

  it('checkout → the mock payment page → paid: active on the plan, and the store’s limits follow it', async () => {
    const checkout = await post('/v1/billing/checkout', { plan_code: 'pro', interval: 'month' });
    expect(checkout.statusCode).toBe(200);
    await payPage(checkout.json().url, 'paid');
    const sub = (await get('/v1/billing/subscription')).json();
    expect(sub).toMatchObject({ status: 'active', plan_code: 'pro', interval: 'month', provider: 'mock' });
    const settings = (await get('/v1/settings')).json();
    expect(settings.plan_code).toBe('pro');
    const invoices = (await get('/v1/billing/invoices')).json();
    expect(invoices[0]).toMatchObject({ status: 'paid', currency: 'KWD', total_minor: 92_000 });
  });

  it('invoices carry the VAT of the billing country: the currency’s by default, or the one checkout names', async () => {
    for (const [currency, country, plan, tax] of [
      ['SAR', undefined, 36_900, 5_535],
      ['BHD', undefined, 37_500, 3_750],
      ['SAR', 'AE', 36_900, 1_845],
    ] as const) {
      const other = await t.createStore({ currency, trial: true });
      const res = await post(
        '/v1/billing/checkout',
        { plan_code: 'growth', ...(country ? { billing_country: country } : {}) },
        other.secretKey,
      );
      expect(res.statusCode, res.body).toBe(200);
      const [invoice] = (await get('/v1/billing/invoices', other.secretKey)).json();
      expect(invoice).toMatchObject({ currency, tax_minor: tax, total_minor: plan + tax });
    }
    const bad = await post('/v1/billing/checkout', { plan_code: 'growth', billing_country: 'sa' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('billing_country');
  });

  it('refuses a second checkout (409), bad bodies (422 with the field), add-ons the plan does not allow', async () => {
    expect((await post('/v1/billing/checkout', { plan_code: 'growth' })).statusCode).toBe(409);
    const bad = await post('/v1/billing/checkout', { plan_code: 'gold' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('plan_code');
    const many = await post('/v1/billing/addons/purchase', { code: 'assistant_500', quantity: 101 });
    expect(many.statusCode).toBe(422);
  });

  it('buys add-on bundles, with Idempotency-Key doing it once', async () => {
    const headers = { ...bearer(store.secretKey), 'idempotency-key': 'addon-purchase-0001' };
    const first = await t.app.inject({
      method: 'POST',
      url: '/v1/billing/addons/purchase',
      headers,
      payload: { code: 'assistant_500', quantity: 2 },
    });
    expect(first.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/billing/addons/purchase',
      headers,
      payload: { code: 'assistant_500', quantity: 2 },
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await get('/v1/billing/subscription')).json().addons.assistant_500).toMatchObject({
      units: 1_000,
      remaining: 1_000,
    });
  });

  it('provider webhooks: a bad signature is 401, an event applies once, a replay answers false', async () => {
    const invoices = (await get('/v1/billing/invoices')).json();
    const open = invoices.find((i: { status: string }) => i.status === 'open');
    expect(open).toBeDefined();
    const body = JSON.stringify({
      events: [{ id: 'evt_fail_1', kind: 'payment_failed', tenant_id: store.tenantId, invoice_id: open.id }],
    });
    const send = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/billing/webhooks/mock',
        headers: { 'content-type': 'application/json', 'mock-signature': signature },
        payload: body,
      });
    const now = Math.floor(Date.now() / 1000);
    expect((await send(signTimestamped('wrong-secret', body, now))).statusCode).toBe(401);
    expect((await send(signTimestamped(t.runtime.billing.mock.secret, body, now - 3_600))).statusCode).toBe(
      401,
    );
    const first = await send(signTimestamped(t.runtime.billing.mock.secret, body, now));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ evt_fail_1: true });
    const replay = await send(signTimestamped(t.runtime.billing.mock.secret, body, now));
    expect(replay.json()).toEqual({ evt_fail_1: false });
    await t.settle();
    expect((await get('/v1/billing/subscription')).json().status).toBe('past_due');
  });

  it('a store suspended after the grace period keeps only billing; paying brings everything back', async () => {
    await runBillingClockAt(t, new Date(Date.now() + 8 * DAY), () => new Date());
    const search = await t.app.inject({
      method: 'GET',
      url: '/v1/search?q=x',
      headers: bearer(store.publicKey),
    });
    expect(search.statusCode).toBe(403);
    expect((await get('/v1/billing/subscription')).statusCode).toBe(200);
    const open = (await get('/v1/billing/invoices'))
      .json()
      .find((i: { status: string }) => i.status === 'failed');
    // The pay link opens the mock provider's page for the invoice.
    const link = await t.app.inject({ method: 'GET', url: new URL(open.hosted_url).pathname });
    expect(link.statusCode).toBe(303);
    expect(String(link.headers.location)).toMatch(/\/v1\/billing\/mock\/pay\//);
    await payPage(String(link.headers.location), 'paid');
    t.runtime.credentials.invalidate();
    expect((await get('/v1/billing/subscription')).json().status).toBe('active');
    const back = await t.app.inject({
      method: 'GET',
      url: '/v1/search?q=x',
      headers: bearer(store.publicKey),
    });
    expect(back.statusCode).toBe(200);
  });

  it('cancel at period end: the clock renews nothing and cancels at the end', async () => {
    const res = await post('/v1/billing/cancel', { at_period_end: true, reason: 'closing the shop' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', cancel_at_period_end: true });
    const end = Date.parse(res.json().current_period_end);
    await runBillingClockAt(t, new Date(end + DAY));
    expect((await get('/v1/billing/subscription')).json().status).toBe('canceled');
  });

  it('a store the operator created has no trial: active, billed by hand, never suspended by the clock', async () => {
    const operated = await t.createStore({ name: 'Operated', currency: 'SAR' });
    expect(await findTenant(t.runtime.pool, operated.tenantId)).toMatchObject({
      status: 'active',
      trialEndsAt: null,
    });
    const sub = await get('/v1/billing/subscription', operated.secretKey);
    expect(sub.statusCode).toBe(200);
    expect(sub.json(), sub.body).toMatchObject({ status: 'active', provider: 'manual', trial_ends_at: null });
    await runBillingClockAt(t, new Date(Date.now() + 400 * DAY));
    const search = await t.app.inject({
      method: 'GET',
      url: '/v1/search?q=x',
      headers: bearer(operated.publicKey),
    });
    expect(search.statusCode).toBe(200);
    expect((await get('/v1/billing/invoices', operated.secretKey)).json()).toEqual([]);
  });
});
