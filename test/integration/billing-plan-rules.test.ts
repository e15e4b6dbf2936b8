import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { countProducts } from '../../projections/catalog/product-queries.ts';
import { findTenant } from '../../projections/tenants/tenant-queries.ts';
import { checkoutAndPay, mockProviderWebhook } from '../support/billing-http.ts';
import { testProducts } from '../support/products.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

/** Pause and resume, downgrades against the catalog's size, and add-ons a plan does not allow: over HTTP. */
describe('billing rules through the real routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const get = (store: CreatedStore, url: string, key = store.secretKey) =>
    t.app.inject({ method: 'GET', url, headers: bearer(key) });
  const post = (store: CreatedStore, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(store.secretKey), payload });
  const search = (store: CreatedStore) => get(store, '/v1/search?q=x', store.publicKey);
  /**
   * Waits until the catalog read model (what change-plan counts) holds `n` products: under load
   * its projector may still be writing 5,000 products when settle's two seconds are over.
   */
  const catalogHolds = async (store: CreatedStore, n: number) => {
    const deadline = Date.now() + 60_000;
    while ((await countProducts(t.runtime.pool, store.tenantId)) !== n) {
      if (Date.now() > deadline) throw new Error(`the catalog never held ${n} products`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const webhook = (events: object[]) => mockProviderWebhook(t, events);

  it('a provider pause suspends the store but billing (once per event id); resume brings everything back', async () => {
    const store = await t.createStore({ currency: 'USD', trial: true });
    // A trial has nothing to pause: the event changes nothing.
    expect(
      await webhook([{ id: 'evt_pause_trial', kind: 'paused', tenant_id: store.tenantId, invoice_id: null }]),
    ).toEqual({
      evt_pause_trial: false,
    });
    await checkoutAndPay(t, store, 'growth');
    const pause = { id: 'evt_pause_1', kind: 'paused', tenant_id: store.tenantId, invoice_id: null };
    expect(await webhook([pause])).toEqual({ evt_pause_1: true });
    expect((await get(store, '/v1/billing/subscription')).json()).toMatchObject({ status: 'paused' });
    expect((await findTenant(t.runtime.pool, store.tenantId))?.status).toBe('suspended');
    expect((await search(store)).statusCode).toBe(403);
    const settings = await get(store, '/v1/settings');
    expect(settings.statusCode).toBe(403);
    expect(settings.json().code).toBe('forbidden');
    expect((await get(store, '/v1/billing/invoices')).statusCode).toBe(200);
    // While paused: no plan change, no add-on.
    expect((await post(store, '/v1/billing/change-plan', { plan_code: 'pro' })).statusCode).toBe(409);
    expect((await post(store, '/v1/billing/addons/purchase', { code: 'assistant_500' })).statusCode).toBe(
      409,
    );
    // The same delivery again changes nothing.
    expect(await webhook([pause])).toEqual({ evt_pause_1: false });

    const resume = { id: 'evt_resume_1', kind: 'resumed', tenant_id: store.tenantId, invoice_id: null };
    expect(await webhook([resume])).toEqual({ evt_resume_1: true });
    expect(await webhook([resume])).toEqual({ evt_resume_1: false });
    expect((await get(store, '/v1/billing/subscription')).json()).toMatchObject({
      status: 'active',
      plan_code: 'growth',
    });
    expect((await findTenant(t.runtime.pool, store.tenantId))?.status).toBe('active');
    expect((await search(store)).statusCode).toBe(200);
    expect((await get(store, '/v1/settings')).statusCode).toBe(200);
  });

  it('a downgrade below the catalog size is refused with 402 plan_limit_reached; once the catalog fits, it is made', async () => {
    const store = await t.createStore({ currency: 'USD', trial: true, planCode: 'growth' });
    await checkoutAndPay(t, store, 'growth');
    // Starter allows 5,000 products: put 5,001 in the catalog.
    for (let i = 0; i < 5; i++) {
      const res = await post(store, '/v1/products/batch', { upsert: testProducts(1000, `d${i}-`) });
      expect(res.json().added, res.body).toBe(1000);
    }
    expect(
      (await post(store, '/v1/products/batch', { upsert: testProducts(1, 'extra-') })).json().added,
    ).toBe(1);
    await t.settle();
    await catalogHolds(store, 5_001);
    const refused = await post(store, '/v1/billing/change-plan', { plan_code: 'starter' });
    expect(refused.statusCode).toBe(402);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(refused.json()).toMatchObject({
      code: 'plan_limit_reached',
      status: 402,
      errors: [{ field: 'plan_code', code: 'plan_limit_reached' }],
    });
    expect(refused.json().detail).toContain('5001');
    // Nothing changed: same plan, no invoice or credit.
    expect((await get(store, '/v1/billing/subscription')).json().plan_code).toBe('growth');
    expect((await get(store, '/v1/billing/invoices')).json()).toHaveLength(1);

    const removed = await post(store, '/v1/products/batch', { delete: ['extra-0'] });
    expect(removed.json().deleted, removed.body).toBe(1);
    await catalogHolds(store, 5_000);
    const allowed = await post(store, '/v1/billing/change-plan', { plan_code: 'starter' });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().plan_code).toBe('starter');
    await t.settle();
    expect((await get(store, '/v1/settings')).json().plan_code).toBe('starter');
    // The store's limit is now Starter's: the next product over 5,000 is refused item by item.
    const over = await post(store, '/v1/products/batch', { upsert: testProducts(1, 'after-') });
    expect(over.json()).toMatchObject({ added: 0, errors: [{ index: 0, code: 'plan_limit_reached' }] });
  }, 120_000); // 5,001 products written and projected: well over the default 30 s at load 20

  it('add-ons a plan does not allow are refused with 402 plan_limit_reached at their field', async () => {
    const store = await t.createStore({ currency: 'SAR', trial: true, planCode: 'starter' });
    const atCheckout = await post(store, '/v1/billing/checkout', {
      plan_code: 'starter',
      addons: [{ code: 'assistant_500', quantity: 1 }],
    });
    expect(atCheckout.statusCode).toBe(402);
    expect(atCheckout.json()).toMatchObject({
      code: 'plan_limit_reached',
      errors: [{ field: 'addons.0.code', code: 'plan_limit_reached' }],
    });
    expect((await get(store, '/v1/billing/invoices')).json()).toEqual([]);
    await checkoutAndPay(t, store, 'starter');
    const bought = await post(store, '/v1/billing/addons/purchase', { code: 'assistant_2000', quantity: 1 });
    expect(bought.statusCode).toBe(402);
    expect(bought.json()).toMatchObject({
      code: 'plan_limit_reached',
      errors: [{ field: 'code', code: 'plan_limit_reached' }],
    });
    expect(bought.json().detail).toContain('Growth');
    const withChange = await post(store, '/v1/billing/change-plan', {
      plan_code: 'starter',
      addons: [{ code: 'assistant_500', quantity: 2 }],
    });
    expect(withChange.statusCode).toBe(402);
    expect(withChange.json().errors[0].field).toBe('addons.0.code');
    // Nothing was bought or invoiced by the refusals.
    expect((await get(store, '/v1/billing/subscription')).json().addons).toEqual({});
    expect((await get(store, '/v1/billing/invoices')).json()).toHaveLength(1);
    // Upgrading to Growth with the bundle in the same call is allowed.
    const upgraded = await post(store, '/v1/billing/change-plan', {
      plan_code: 'growth',
      addons: [{ code: 'assistant_500', quantity: 1 }],
    });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect(upgraded.json().addons.assistant_500).toMatchObject({ units: 500, used: 0, remaining: 500 });
  });
});
