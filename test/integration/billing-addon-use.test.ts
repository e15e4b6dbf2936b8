import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { PLAN_CODES, PLAN_FEATURES } from '../../domain/tenancy/plans.ts';
import { checkoutAndPay } from '../support/billing-http.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Add-on `used` (spec: AddonBalance) and the plan features the service reads, over HTTP. The
 * assistant's daily counts are the usage meter's table (`usage_daily`), which the assistant adds
 * to; it is not built, so the test writes the days it would have counted.
 */
describe('add-on use and plan features through the real routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const get = (store: CreatedStore, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(store.secretKey) });
  const post = (store: CreatedStore, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(store.secretKey), payload });
  /** The assistant's counts of one day, as the meter keeps them. */
  const assistantDay = (store: CreatedStore, day: string, conversations: number, messages: number) =>
    t.runtime.pool.query(
      `insert into usage_daily (tenant_id, day, assistant_conversations, assistant_messages)
       values ($1, $2::date, $3, $4)
       on conflict (tenant_id, day) do update
         set assistant_conversations = excluded.assistant_conversations, assistant_messages = excluded.assistant_messages`,
      [store.tenantId, day, conversations, messages],
    );
  const metric = (body: { metrics: { metric: string }[] }, name: string) =>
    body.metrics.find((m) => m.metric === name);
  const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

  it('counts used from the period’s conversations beyond the plan’s included ones, bundle by bundle, up to their units', async () => {
    const store = await t.createStore({ currency: 'USD', trial: true, planCode: 'growth' });
    await checkoutAndPay(t, store, 'growth');
    for (const code of ['assistant_500', 'assistant_2000']) {
      expect((await post(store, '/v1/billing/addons/purchase', { code, quantity: 1 })).statusCode).toBe(200);
    }
    await t.settle();
    const included = PLAN_FEATURES.growth.assistant_conversations_included ?? 0;
    expect(included).toBe(200);

    // Nothing used yet: every unit remains.
    expect((await get(store, '/v1/billing/subscription')).json().addons).toMatchObject({
      assistant_500: { units: 500, used: 0, remaining: 500 },
      assistant_2000: { units: 2_000, used: 0, remaining: 2_000 },
    });

    // The period began today (the payment): yesterday's conversations are the trial's, not counted.
    const today = dayOf(Date.now());
    await assistantDay(store, dayOf(Date.now() - 86_400_000), 10_000, 20_000);
    await assistantDay(store, today, 450, 900);
    expect((await get(store, '/v1/billing/subscription')).json().addons).toMatchObject({
      assistant_500: { units: 500, used: 250, remaining: 250 },
      assistant_2000: { units: 2_000, used: 0, remaining: 2_000 },
    });
    const usage = (await get(store, '/v1/usage')).json();
    expect(metric(usage, 'assistant_conversation')).toEqual({
      metric: 'assistant_conversation',
      used: 450,
      limit: 2_700,
      percent: Math.round((450 / 2_700) * 10_000) / 100,
    });
    expect(metric(usage, 'assistant_message')).toMatchObject({ used: 900 });
    expect(usage.daily.find((d: { day: string }) => d.day === today)).toMatchObject({
      assistant_conversations: 450,
      assistant_messages: 900,
    });

    // Past the first bundle: it is used up, the next one is drawn on; the purchase answer says so too.
    await assistantDay(store, today, 1_000, 1_500);
    const bought = await post(store, '/v1/billing/addons/purchase', { code: 'assistant_500', quantity: 1 });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().addons).toMatchObject({
      assistant_500: { units: 1_000, used: 800, remaining: 200 },
      assistant_2000: { units: 2_000, used: 0, remaining: 2_000 },
    });
    await assistantDay(store, today, 3_100, 4_000);
    expect((await get(store, '/v1/billing/subscription')).json().addons).toMatchObject({
      assistant_500: { units: 1_000, used: 1_000, remaining: 0 },
      assistant_2000: { units: 2_000, used: 1_900, remaining: 100 },
    });
    // Over every unit: used stops at the units, the usage report shows the whole count against the limit.
    await assistantDay(store, today, 9_000, 9_000);
    expect((await get(store, '/v1/billing/subscription')).json().addons).toMatchObject({
      assistant_500: { used: 1_000, remaining: 0 },
      assistant_2000: { used: 2_000, remaining: 0 },
    });
    expect(metric((await get(store, '/v1/usage')).json(), 'assistant_conversation')).toMatchObject({
      used: 9_000,
      limit: 3_200,
    });
  });

  it('plan features follow the spec’s translation table, and each one the service reads is enforced or reported', async () => {
    const plans = (await t.app.inject({ method: 'GET', url: '/v1/billing/plans' })).json() as {
      code: string;
      products_limit: number | null;
      features: Record<string, unknown>;
    }[];
    const features = Object.fromEntries(plans.map((p) => [p.code, p.features]));
    // Spec, "Catalog translation": what each plan translates, the review queue, the second check.
    expect(features.starter).toMatchObject({
      translation: 'names_and_categories',
      translation_new_products: 'names',
      review_queue: false,
      second_check_top_products: 0,
    });
    for (const code of ['growth', 'pro']) {
      expect(features[code]).toMatchObject({
        translation: 'names_categories_specs_descriptions',
        translation_new_products: 'names_categories_specs_descriptions',
      });
    }
    expect(features.growth).toMatchObject({ review_queue: false, second_check_top_products: 0 });
    expect(features.pro).toMatchObject({ review_queue: true, second_check_top_products: 500 });
    expect(features.enterprise).toMatchObject({
      translation: 'everything',
      review_queue: true,
      second_check_top_products: 5_000,
    });
    // Spec: translation volume per month equals the plan's product limit.
    for (const p of plans) expect(p.features.translated_products_per_month).toBe(p.products_limit);

    // Read: translated_products_per_month is the translated_product limit GET /v1/usage reports.
    for (const planCode of ['starter', 'pro'] as const) {
      const store = await t.createStore({ currency: 'USD', planCode });
      expect(metric((await get(store, '/v1/usage')).json(), 'translated_product')).toMatchObject({
        limit: PLAN_FEATURES[planCode].translated_products_per_month,
      });
      // Read: assistant_conversations_included is the conversation limit before any bundle.
      expect(metric((await get(store, '/v1/usage')).json(), 'assistant_conversation')).toMatchObject({
        limit: PLAN_FEATURES[planCode].assistant_conversations_included,
      });
    }

    // Read: `assistant` decides who may buy conversation bundles; the others are refused with 402.
    const addons = (await t.app.inject({ method: 'GET', url: '/v1/billing/addons' })).json() as {
      plans: string[];
    }[];
    const withAssistant = PLAN_CODES.filter((p) => PLAN_FEATURES[p].assistant);
    for (const a of addons) expect(a.plans).toEqual(withAssistant);
    const starter = await t.createStore({ currency: 'USD', trial: true, planCode: 'starter' });
    const refused = await post(starter, '/v1/billing/checkout', {
      plan_code: 'starter',
      addons: [{ code: 'assistant_500', quantity: 1 }],
    });
    expect(refused.statusCode, refused.body).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'plan_limit_reached' });
  });
});
