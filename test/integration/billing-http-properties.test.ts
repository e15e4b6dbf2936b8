import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import type { BillingCurrency, PlanCode } from '../../domain/tenancy/plans.ts';
import { PLANS, planPrice, searchOveragePer1000 } from '../../domain/tenancy/plans.ts';
import { findSubscription } from '../../projections/billing/billing-queries.ts';
import { runBillingClockAt } from '../support/billing-clock.ts';
import { answerPaymentPage, mockProviderWebhook } from '../support/billing-http.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

const DAY = 86_400_000;
const PAID: PlanCode[] = ['starter', 'growth', 'pro'];
const listPrices = (currency: BillingCurrency) =>
  PAID.flatMap((p) => [planPrice(p, 'month', currency), planPrice(p, 'year', currency)]);
/** VAT as the rules state it (docs/billing.md, "Taxes"), apart from the table in vat.ts. */
const VAT_PERCENT: Partial<Record<BillingCurrency, number>> = { USD: 0, SAR: 15, KWD: 0, BHD: 10 };

type Step =
  | { kind: 'advance'; days: number }
  | { kind: 'checkout'; plan: PlanCode; year: boolean; addon: number; pay: 'paid' | 'failed' | 'none' }
  | { kind: 'change'; plan: PlanCode; year: boolean; addon: number }
  | { kind: 'addon'; code: 'assistant_500' | 'assistant_2000'; quantity: number }
  | { kind: 'cancel'; atPeriodEnd: boolean }
  | {
      kind: 'deliver';
      what: 'payment_succeeded' | 'payment_failed' | 'paused' | 'resumed';
      invoice: number;
      eventId: number;
    };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 40 }) }),
  fc.record({
    kind: fc.constant('checkout' as const),
    plan: fc.constantFrom(...PAID),
    year: fc.boolean(),
    addon: fc.nat(1),
    pay: fc.constantFrom('paid' as const, 'failed' as const, 'none' as const),
  }),
  fc.record({
    kind: fc.constant('change' as const),
    plan: fc.constantFrom(...PAID),
    year: fc.boolean(),
    addon: fc.nat(1),
  }),
  fc.record({
    kind: fc.constant('addon' as const),
    code: fc.constantFrom('assistant_500' as const, 'assistant_2000' as const),
    quantity: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), atPeriodEnd: fc.boolean() }),
  fc.record({
    kind: fc.constant('deliver' as const),
    what: fc.constantFrom(
      'payment_succeeded' as const,
      'payment_failed' as const,
      'paused' as const,
      'resumed' as const,
    ),
    invoice: fc.nat(6),
    // Few ids: deliveries repeat.
    eventId: fc.nat(5),
  }),
);

/**
 * The billing properties through the real routes (the decider's own properties are in
 * domain/billing/subscription.test.ts): random histories over HTTP on a driven clock.
 */
/** A store's invoices as the read model holds them. */
const invoiceLines = async (t: TestApp, store: CreatedStore) =>
  (
    await t.runtime.pool.query<{
      id: string;
      purpose: string;
      lines: { kind: string; amountMinor: number }[];
    }>('select id, purpose, lines from invoices where tenant_id = $1', [store.tenantId])
  ).rows;

describe('billing properties over HTTP', () => {
  let t: TestApp;
  let clock = new Date('2026-01-01T00:00:00.000Z');
  beforeAll(async () => {
    t = await startTestApp({}, { now: () => clock });
  });
  afterAll(async () => t.close());

  const get = (store: CreatedStore, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(store.secretKey) });
  const post = (store: CreatedStore, url: string, payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(store.secretKey), ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const payPage = (url: string, outcome: 'paid' | 'failed') => answerPaymentPage(t, url, outcome);
  const webhook = (events: object[]) => mockProviderWebhook(t, events);
  /** What a merchant sees: the subscription and the invoices. */
  const snapshot = async (store: CreatedStore) => ({
    subscription: (await get(store, '/v1/billing/subscription')).json(),
    invoices: (await get(store, '/v1/billing/invoices')).json(),
  });

  it('property: any history answers no 5xx; every invoice follows the VAT and total rules; a retried Idempotency-Key answers the same; every delivery seen again changes nothing', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<BillingCurrency>('USD', 'SAR', 'KWD', 'BHD'),
        fc.array(step, { minLength: 2, maxLength: 8 }),
        fc.infiniteStream(fc.nat()),
        async (currency, steps, shuffle) => {
          run++;
          clock = new Date(Date.UTC(2026, 0, 1) + run * 400 * DAY);
          const store = await t.createStore({ currency, trial: true, planCode: 'growth' });
          const delivered: object[] = [];
          let key = 0;
          /** A POST sent twice with the same Idempotency-Key: the second answer is the first. */
          const once = async (url: string, payload: object) => {
            const k = `prop-${run}-${key++}-xxxxxxxx`;
            const first = await post(store, url, payload, k);
            expect([200, 402, 409, 422], first.body).toContain(first.statusCode);
            const again = await post(store, url, payload, k);
            expect(again.statusCode).toBe(first.statusCode);
            expect(again.body).toBe(first.body);
            await t.settle();
            return first;
          };
          for (const s of steps) {
            switch (s.kind) {
              case 'advance':
                clock = new Date(clock.getTime() + s.days * DAY);
                await runBillingClockAt(t, clock);
                break;
              case 'checkout': {
                const res = await once('/v1/billing/checkout', {
                  plan_code: s.plan,
                  interval: s.year ? 'year' : 'month',
                  addons: s.addon > 0 ? [{ code: 'assistant_500', quantity: s.addon }] : [],
                });
                if (res.statusCode === 200 && s.pay !== 'none') {
                  expect((await payPage(res.json().url, s.pay)).statusCode).toBe(200);
                  await t.settle();
                }
                break;
              }
              case 'change':
                await once('/v1/billing/change-plan', {
                  plan_code: s.plan,
                  interval: s.year ? 'year' : 'month',
                  addons: s.addon > 0 ? [{ code: 'assistant_500', quantity: s.addon }] : [],
                });
                break;
              case 'addon':
                await once('/v1/billing/addons/purchase', { code: s.code, quantity: s.quantity });
                break;
              case 'cancel':
                await once('/v1/billing/cancel', { at_period_end: s.atPeriodEnd, reason: null });
                break;
              case 'deliver': {
                const ids = (await invoiceLines(t, store)).map((i) => i.id).sort();
                const event = {
                  id: `evt_${run}_${s.eventId}`,
                  kind: s.what,
                  tenant_id: store.tenantId,
                  invoice_id:
                    s.what === 'paused' || s.what === 'resumed'
                      ? null
                      : (ids[s.invoice % Math.max(1, ids.length)] ?? null),
                };
                await webhook([event]);
                delivered.push(event);
                break;
              }
            }
          }

          // Money: each invoice's tax is the billing country's rate on its net, half up; total = net + tax.
          const answered = new Map(
            (
              (await get(store, '/v1/billing/invoices')).json() as {
                id: string;
                total_minor: number;
                tax_minor: number;
                currency: string;
              }[]
            ).map((i) => [i.id, i]),
          );
          for (const row of await invoiceLines(t, store)) {
            const out = answered.get(row.id);
            expect(out?.currency).toBe(currency);
            const net = row.lines.reduce((sum, l) => sum + l.amountMinor, 0);
            expect(net).toBeGreaterThanOrEqual(0);
            expect(out?.tax_minor).toBe(Math.floor((net * (VAT_PERCENT[currency] ?? 0)) / 100 + 0.5));
            expect(out?.total_minor).toBe(net + (out?.tax_minor ?? 0));
            // A checkout invoices a plan at its list price (any credit is a line of its own).
            if (row.purpose === 'checkout') {
              const plan = row.lines.filter((l) => l.kind === 'plan');
              expect(plan).toHaveLength(1);
              expect(listPrices(currency)).toContain(plan[0]?.amountMinor);
            }
          }

          // Every delivery seen again, in any order: nothing changes.
          const before = await snapshot(store);
          const again = [...delivered];
          for (let i = again.length - 1; i > 0; i--) {
            const j = (shuffle.next().value as number) % (i + 1);
            [again[i], again[j]] = [again[j] as object, again[i] as object];
          }
          if (again.length > 0) {
            const answers = await webhook(again);
            expect(Object.values(answers).every((changed) => changed === false)).toBe(true);
          }
          expect(await snapshot(store)).toEqual(before);
        },
      ),
      { numRuns: 8 },
    );
  }, 600_000);

  it('property: money is conserved over HTTP: within a period, what plan changes invoice less the credit kept is the daily price of the plans in force', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PAID),
        fc.array(fc.record({ at: fc.integer({ min: 0, max: 30 }), plan: fc.constantFrom(...PAID) }), {
          minLength: 1,
          maxLength: 5,
        }),
        async (first, raw) => {
          run++;
          const start = Date.UTC(2030 + run, 0, 1); // a January: 31 days
          clock = new Date(start);
          const store = await t.createStore({ currency: 'USD', trial: true, planCode: first });
          const res = await post(store, '/v1/billing/checkout', { plan_code: first });
          expect(res.statusCode, res.body).toBe(200);
          expect((await payPage(res.json().url, 'paid')).statusCode).toBe(200);
          await t.settle();
          const changes = [...raw].sort((a, b) => a.at - b.at);
          for (const c of changes) {
            clock = new Date(start + c.at * DAY);
            const changed = await post(store, '/v1/billing/change-plan', {
              plan_code: c.plan,
              interval: 'month',
            });
            expect(changed.statusCode, changed.body).toBe(200);
            await t.settle();
          }
          const invoices = (await get(store, '/v1/billing/invoices')).json() as { total_minor: number }[];
          const state = await findSubscription(t.runtime.pool, store.tenantId);
          const credit = state && state.status !== 'absent' ? state.creditMinor : 0;
          const invoiced = invoices.reduce((sum, i) => sum + i.total_minor, 0);
          const price = (p: PlanCode) => planPrice(p, 'month', 'USD') ?? 0;
          let expected = 0;
          for (let d = 0; d < 31; d++) {
            expected += price([...changes].reverse().find((c) => c.at <= d)?.plan ?? first) / 31;
          }
          // Each change rounds twice (credit and charge), each by at most half a cent.
          expect(Math.abs(invoiced - credit - expected)).toBeLessThanOrEqual(changes.length + 1e-6);
        },
      ),
      { numRuns: 8 },
    );
  }, 600_000);
});

describe('billing properties over HTTP: usage and overage', () => {
  let t: TestApp;
  let clock = new Date('2026-03-01T00:00:00.000Z');
  beforeAll(async () => {
    t = await startTestApp({}, { now: () => clock });
  });
  afterAll(async () => t.close());

  const post = (store: CreatedStore, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(store.secretKey), payload });
  const payPage = (url: string) => answerPaymentPage(t, url, 'paid');

  it('property: usage never exceeds a limit without overage: the renewal bills every started 1,000 searches over the period’s limit', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PAID),
        fc.constantFrom<BillingCurrency>('USD', 'SAR', 'KWD'),
        fc.double({ min: 0, max: 3, noNaN: true }),
        async (plan, currency, share) => {
          run++;
          // Its own service and timeline: each run two months after the last, so a tick renews
          // the earlier runs' stores once or twice, not for years.
          const start = Date.UTC(2026, 2, 1) + run * 62 * DAY;
          clock = new Date(start);
          const store = await t.createStore({ currency, trial: true, planCode: plan });
          const res = await post(store, '/v1/billing/checkout', { plan_code: plan });
          expect(res.statusCode, res.body).toBe(200);
          expect((await payPage(res.json().url)).statusCode).toBe(200);
          await t.settle();
          const limit = PLANS[plan].searchesLimit ?? 0;
          const stored = Math.floor(limit * share);
          // The meter's days (as in billing-usage-period.test.ts), then one search through the API.
          await t.runtime.pool.query(
            'insert into usage_daily (tenant_id, day, searches, billed_searches, suggests) values ($1, $2::date, $3, $3, 0)',
            [store.tenantId, new Date(start + 2 * DAY).toISOString().slice(0, 10), stored],
          );
          clock = new Date(start + 3 * DAY);
          const searched = await t.app.inject({
            method: 'GET',
            url: '/v1/search?q=x',
            headers: bearer(store.publicKey),
          });
          const keys = await t.runtime.pool.query(
            'select kind, revoked_at from api_keys where tenant_id = $1',
            [store.tenantId],
          );
          expect(searched.statusCode, `${searched.body} ${JSON.stringify(keys.rows)}`).toBe(200);
          const billed = stored + 1;
          expect(String(searched.headers['x-service-usage'])).toContain(`limit=${limit}, billed=${billed}`);
          await t.runtime.meter.flush();
          clock = new Date(start + 40 * DAY);
          await runBillingClockAt(t, clock);
          const renewal = (await invoiceLines(t, store)).find((i) => i.purpose === 'renewal');
          expect(renewal).toBeDefined();
          const overage = renewal?.lines.find((l) => l.kind === 'search_overage')?.amountMinor ?? 0;
          const started = Math.ceil(Math.max(0, billed - limit) / 1_000);
          expect(overage).toBe(started * (searchOveragePer1000(plan, currency) ?? 0));
          expect(renewal?.lines.find((l) => l.kind === 'plan')?.amountMinor).toBe(
            planPrice(plan, 'month', currency),
          );
        },
      ),
      { numRuns: 8 },
    );
  }, 600_000);
});
