import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test/support/decider-spec.ts';
import { DomainError } from '../shared/domain-error.ts';
import {
  type BillingCurrency,
  PLANS,
  type PlanCode,
  planPrice,
  searchOveragePer1000,
} from '../tenancy/plans.ts';
import { addInterval, DAY_MS } from './periods.ts';
import {
  collectionRetryAt,
  type LiveSubscription,
  type SubscriptionCommand,
  type SubscriptionState,
  subscriptionDecider,
  tenantStatusOf,
} from './subscription.ts';
import type { SubscriptionEvent } from './subscription-events.ts';

const T = 'tenant-1';
const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * DAY_MS).toISOString();
const spec = deciderSpec(subscriptionDecider);
const trial: SubscriptionEvent = {
  type: 'TrialStarted',
  data: { tenantId: T, planCode: 'starter', currency: 'USD', trialEndsAt: day(14), startedAt: day(0) },
};

/** Runs commands from nothing; refusals (DomainError) leave the state as it was. */
function run(
  commands: readonly SubscriptionCommand[],
  from: SubscriptionState = subscriptionDecider.initialState(),
) {
  let state = from;
  const events: SubscriptionEvent[] = [];
  for (const command of commands) {
    let produced: readonly SubscriptionEvent[];
    try {
      produced = subscriptionDecider.decide(command, state);
    } catch (error) {
      if (error instanceof DomainError) continue;
      throw error;
    }
    for (const e of produced) {
      events.push(e);
      state = subscriptionDecider.evolve(state, e);
    }
  }
  return { state, events };
}

const liveOf = (state: SubscriptionState): LiveSubscription => {
  if (state.status === 'absent') throw new Error('absent');
  return state;
};

const start: SubscriptionCommand = {
  type: 'StartTrial',
  tenantId: T,
  planCode: 'starter',
  currency: 'USD',
  trialEndsAt: day(14),
  now: day(0),
};
const pay = (invoiceId: string, id: string, now: string): SubscriptionCommand => ({
  type: 'RecordProviderEvent',
  event: { id, kind: 'payment_succeeded', invoiceId },
  now,
});
const fail = (invoiceId: string, id: string, now: string): SubscriptionCommand => ({
  type: 'RecordProviderEvent',
  event: { id, kind: 'payment_failed', invoiceId },
  now,
});
const paused = (id: string, now: string): SubscriptionCommand => ({
  type: 'RecordProviderEvent',
  event: { id, kind: 'paused', invoiceId: null },
  now,
});
const checkout = (planCode: PlanCode, now: string): SubscriptionCommand => ({
  type: 'Checkout',
  planCode,
  interval: 'month',
  addons: [],
  provider: 'mock',
  now,
});

describe('subscription decider: given / when / then', () => {
  it('a trial starts once', () => {
    spec([]).when(start).then([trial]);
    spec([trial]).when(start).then([]);
  });

  it('checkout issues an invoice for the plan; its payment activates a month from the payment', () => {
    const { state, events } = run([start, checkout('growth', day(3)), pay('inv_000001', 'evt_1', day(4))]);
    expect(events.map((e) => e.type)).toEqual([
      'TrialStarted',
      'InvoiceIssued',
      'CheckoutStarted',
      'InvoicePaid',
      'SubscriptionActivated',
    ]);
    const s = liveOf(state);
    expect(s).toMatchObject({
      status: 'active',
      planCode: 'growth',
      periodStart: day(4),
      periodEnd: addInterval(day(4), 'month'),
    });
    expect(s.invoices.inv_000001).toMatchObject({ totalMinor: 9_900, status: 'paid' });
  });

  it('the trial ends incomplete without a payment, and the store is suspended after the grace period', () => {
    const { state, events } = run([start, { type: 'Tick', now: day(15), billedSearches: 0 }]);
    expect(events.at(-1)?.type).toBe('TrialEnded');
    expect(tenantStatusOf(state)).toBe('past_due');
    const later = run([{ type: 'Tick', now: day(22), billedSearches: 0 }], state);
    expect(later.events.map((e) => e.type)).toEqual(['GracePeriodEnded']);
    expect(tenantStatusOf(later.state)).toBe('suspended');
    // Paying by checkout brings the store back.
    const paid = run([checkout('starter', day(23)), pay('inv_000001', 'e1', day(23))], later.state);
    expect(tenantStatusOf(paid.state)).toBe('active');
  });

  it('a failed renewal makes the subscription past_due (billing.payment_failed); paying recovers it', () => {
    const active = run([start, checkout('starter', day(0)), pay('inv_000001', 'e1', day(0))]).state;
    const renewed = run([{ type: 'Tick', now: day(31), billedSearches: 0 }], active);
    expect(renewed.events.map((e) => e.type)).toEqual(['InvoiceIssued', 'PeriodRenewed']);
    const failed = run([fail('inv_000002', 'e2', day(31))], renewed.state);
    expect(failed.events[0]).toMatchObject({ type: 'PaymentFailed', data: { invoiceId: 'inv_000002' } });
    expect(liveOf(failed.state).status).toBe('past_due');
    const recovered = run([pay('inv_000002', 'e3', day(33))], failed.state);
    expect(liveOf(recovered.state).status).toBe('active');
  });

  it('a failure delivered after the success of the same invoice changes nothing (out of order)', () => {
    const active = run([start, checkout('starter', day(0)), pay('inv_000001', 'e1', day(0))]).state;
    const late = run([fail('inv_000001', 'e0', day(1))], active);
    // Only noted as seen: the subscription and its invoices are as they were.
    expect(late.events.map((e) => e.type)).toEqual(['ProviderEventIgnored']);
    expect(late.state).toEqual({
      ...active,
      seenProviderEvents: { ...(active as { seenProviderEvents: object }).seenProviderEvents, e0: 'ignored' },
    });
  });

  it('an event that changed nothing when it came changes nothing when delivered again in another state', () => {
    const trial = run([start]).state;
    // A pause during the trial does nothing; the same delivery after activation must not pause.
    const noted = run([paused('p1', day(0))], trial);
    expect(noted.events.map((e) => e.type)).toEqual(['ProviderEventIgnored']);
    const active = run([checkout('starter', day(1)), pay('inv_000001', 'e1', day(1))], noted.state).state;
    const again = run([paused('p1', day(2))], active);
    expect(again.events).toEqual([]);
    expect((again.state as { status: string }).status).toBe('active');
  });

  it('an upgrade halfway through a month charges the difference for the days left (rounded half up)', () => {
    const active = run([start, checkout('starter', day(0)), pay('inv_000001', 'e1', day(0))]).state;
    // January has 31 days; 16 are left on day 15.
    const { events } = run(
      [
        {
          type: 'ChangePlan',
          planCode: 'growth',
          interval: 'month',
          addons: [],
          productCount: 10,
          now: day(15),
        },
      ],
      active,
    );
    const invoice = events.find((e) => e.type === 'InvoiceIssued');
    expect(invoice?.data).toMatchObject({
      purpose: 'change_plan',
      totalMinor: Math.round((9_900 * 16) / 31) - Math.round((2_900 * 16) / 31),
    });
  });

  it('a downgrade leaves credit that the next invoice uses first', () => {
    const active = run([start, checkout('pro', day(0)), pay('inv_000001', 'e1', day(0))]).state;
    const down = run(
      [
        {
          type: 'ChangePlan',
          planCode: 'starter',
          interval: 'month',
          addons: [],
          productCount: 10,
          now: day(15),
        },
      ],
      active,
    );
    const credit = liveOf(down.state).creditMinor;
    expect(credit).toBe(Math.round((29_900 * 16) / 31) - Math.round((2_900 * 16) / 31));
    const renewal = run([{ type: 'Tick', now: day(31), billedSearches: 0 }], down.state);
    const invoice = renewal.events.find((e) => e.type === 'InvoiceIssued');
    expect(invoice?.data).toMatchObject({
      totalMinor: Math.max(0, 2_900 - credit),
      creditUsedMinor: Math.min(credit, 2_900),
    });
  });

  it('refuses a downgrade below the catalog size with plan_limit_reached', () => {
    const active = run([start, checkout('pro', day(0)), pay('inv_000001', 'e1', day(0))]).state;
    expect(() =>
      subscriptionDecider.decide(
        {
          type: 'ChangePlan',
          planCode: 'starter',
          interval: 'month',
          addons: [],
          productCount: 6_000,
          now: day(2),
        },
        active,
      ),
    ).toThrow(expect.objectContaining({ code: 'plan_limit_reached' }) as never);
  });

  it('add-ons need a live subscription on a plan that allows them; bundles end with the period', () => {
    const starter = run([start, checkout('starter', day(0)), pay('inv_000001', 'e1', day(0))]).state;
    expect(() =>
      subscriptionDecider.decide(
        { type: 'PurchaseAddon', code: 'assistant_500', quantity: 1, now: day(1) },
        starter,
      ),
    ).toThrow(expect.objectContaining({ code: 'plan_limit_reached' }) as never);
    const growth = run([start, checkout('growth', day(0)), pay('inv_000001', 'e1', day(0))]).state;
    const bought = run([{ type: 'PurchaseAddon', code: 'assistant_500', quantity: 3, now: day(2) }], growth);
    expect(liveOf(bought.state).addons.assistant_500).toMatchObject({ units: 1_500 });
    const renewed = run([{ type: 'Tick', now: day(32), billedSearches: 0 }], bought.state);
    expect(liveOf(renewed.state).addons.assistant_500).toBeUndefined();
  });

  it('cancel at period end keeps the service to the end, then cancels; cancel now cancels at once', () => {
    const active = run([start, checkout('starter', day(0)), pay('inv_000001', 'e1', day(0))]).state;
    const scheduled = run([{ type: 'Cancel', atPeriodEnd: true, reason: 'closing', now: day(5) }], active);
    expect(liveOf(scheduled.state)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const ended = run([{ type: 'Tick', now: day(40), billedSearches: 0 }], scheduled.state);
    expect(ended.events.map((e) => e.type)).toEqual(['SubscriptionCanceled']);
    expect(tenantStatusOf(ended.state)).toBe('canceled');
    const now = run([{ type: 'Cancel', atPeriodEnd: false, reason: null, now: day(5) }], active);
    expect(liveOf(now.state).status).toBe('canceled');
  });

  it('a renewal the provider cannot take is due again after 5 minutes, doubling up to 6 hours', () => {
    expect(collectionRetryAt('2026-01-01T00:00:00.000Z', 1)).toBe('2026-01-01T00:05:00.000Z');
    expect(collectionRetryAt('2026-01-01T00:00:00.000Z', 3)).toBe('2026-01-01T00:20:00.000Z');
    expect(collectionRetryAt('2026-01-01T00:00:00.000Z', 30)).toBe('2026-01-01T06:00:00.000Z');
  });

  it('enterprise is sold by contract: checkout refuses it at plan_code', () => {
    expect(
      () =>
        run([start]).state && subscriptionDecider.decide(checkout('enterprise', day(1)), run([start]).state),
    ).toThrow(expect.objectContaining({ code: 'invalid_request' }) as never);
  });
});

// ---- Properties over random histories ----

const PAID_PLANS: PlanCode[] = ['starter', 'growth', 'pro'];

type Step =
  | { kind: 'advance'; days: number }
  | { kind: 'checkout'; plan: PlanCode; year: boolean }
  | { kind: 'change'; plan: PlanCode; year: boolean; addon: number }
  | { kind: 'addon'; quantity: number }
  | { kind: 'cancel'; atPeriodEnd: boolean }
  | { kind: 'deliver'; invoice: number; ok: boolean; eventId: number }
  | { kind: 'tick'; searches: number }
  | { kind: 'collect'; invoice: number; taken: boolean };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('advance' as const), days: fc.integer({ min: 0, max: 45 }) }),
  fc.record({
    kind: fc.constant('checkout' as const),
    plan: fc.constantFrom(...PAID_PLANS),
    year: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('change' as const),
    plan: fc.constantFrom(...PAID_PLANS),
    year: fc.boolean(),
    addon: fc.integer({ min: 0, max: 2 }),
  }),
  fc.record({ kind: fc.constant('addon' as const), quantity: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant('cancel' as const), atPeriodEnd: fc.boolean() }),
  fc.record({
    kind: fc.constant('deliver' as const),
    invoice: fc.nat(20),
    ok: fc.boolean(),
    eventId: fc.nat(30),
  }),
  fc.record({ kind: fc.constant('tick' as const), searches: fc.integer({ min: 0, max: 3_000_000 }) }),
  // The clock's collection of a renewal: the provider could not be reached, or it took it.
  fc.record({ kind: fc.constant('collect' as const), invoice: fc.nat(20), taken: fc.boolean() }),
);

/** Turns random steps into commands against the state reached so far (invoices picked among those issued). */
function commandsOf(steps: readonly Step[], duplicateDeliveries: boolean, currency: BillingCurrency = 'USD') {
  let clock = 0;
  let state: SubscriptionState = subscriptionDecider.initialState();
  const all: SubscriptionEvent[] = [];
  const apply = (command: SubscriptionCommand) => {
    const { state: next, events } = run([command], state);
    state = next;
    all.push(...events);
  };
  apply({ ...start, currency } as SubscriptionCommand);
  for (const step of steps) {
    if (step.kind === 'advance') {
      clock += step.days;
      continue;
    }
    const now = day(clock);
    const ids = state.status === 'absent' ? [] : Object.keys(state.invoices);
    const commands: SubscriptionCommand[] =
      step.kind === 'checkout'
        ? [
            {
              type: 'Checkout',
              planCode: step.plan,
              interval: step.year ? 'year' : 'month',
              addons: [],
              provider: 'mock',
              now,
            },
          ]
        : step.kind === 'change'
          ? [
              {
                type: 'ChangePlan',
                planCode: step.plan,
                interval: step.year ? 'year' : 'month',
                addons:
                  step.addon > 0 && step.plan !== 'starter'
                    ? [{ code: 'assistant_500', quantity: step.addon }]
                    : [],
                productCount: 100,
                now,
              },
            ]
          : step.kind === 'addon'
            ? [{ type: 'PurchaseAddon', code: 'assistant_2000', quantity: step.quantity, now }]
            : step.kind === 'cancel'
              ? [{ type: 'Cancel', atPeriodEnd: step.atPeriodEnd, reason: null, now }]
              : step.kind === 'tick'
                ? [{ type: 'Tick', now, billedSearches: step.searches }]
                : step.kind === 'collect'
                  ? ids.length === 0
                    ? []
                    : [
                        step.taken
                          ? {
                              type: 'MarkCollectionRequested',
                              invoiceId: ids[step.invoice % ids.length] ?? '',
                              now,
                            }
                          : {
                              type: 'DeferCollection',
                              invoiceId: ids[step.invoice % ids.length] ?? '',
                              reason: 'unreachable',
                              now,
                            },
                      ]
                  : ids.length === 0
                    ? []
                    : [
                        (step.ok ? pay : fail)(
                          ids[step.invoice % ids.length] ?? '',
                          `evt_${step.eventId}`,
                          now,
                        ),
                      ];
    for (const command of commands) {
      apply(command);
      if (duplicateDeliveries && command.type === 'RecordProviderEvent') apply(command);
    }
  }
  return { state, events: all };
}

describe('subscription decider: properties', () => {
  it('every invoice totals its lines, is never negative, and credit is never negative or used twice', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        let credit = 0;
        for (const e of commandsOf(steps, false).events) {
          if (e.type === 'PlanChanged') credit += e.data.creditAddedMinor;
          if (e.type !== 'InvoiceIssued') continue;
          const d = e.data;
          expect(d.totalMinor).toBe(d.lines.reduce((t, l) => t + l.amountMinor, 0) + d.taxMinor);
          expect(d.totalMinor).toBeGreaterThanOrEqual(0);
          expect(d.creditUsedMinor).toBeLessThanOrEqual(credit);
          credit -= d.creditUsedMinor;
          expect(credit).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('invoiced money equals the rules to the minor unit, VAT of the billing country included', () => {
    // The rates as the rules state them (docs/billing.md, "Taxes"), apart from the table in vat.ts.
    const percent: Record<BillingCurrency, number> = {
      SAR: 15,
      AED: 5,
      BHD: 10,
      OMR: 5,
      EGP: 14,
      KWD: 0,
      QAR: 0,
      USD: 0,
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(percent) as BillingCurrency[])),
        fc.array(stepArb, { maxLength: 30 }),
        (currency, steps) => {
          for (const e of commandsOf(steps, false, currency).events) {
            if (e.type !== 'InvoiceIssued') continue;
            const d = e.data;
            expect(d.currency).toBe(currency);
            const net = d.lines.reduce((t, l) => t + l.amountMinor, 0);
            // Half up, on the invoice's net, in the currency's own minor unit (1/1000 for KWD, BHD, OMR).
            const exactTax = (net * percent[currency]) / 100;
            expect(Math.abs(d.taxMinor - exactTax)).toBeLessThanOrEqual(0.5);
            expect(d.taxMinor).toBe(Math.floor(exactTax + 0.5));
            expect(d.totalMinor).toBe(net + d.taxMinor);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a checkout may name its billing country: its VAT then applies whatever the currency', () => {
    const s = run([
      start,
      {
        type: 'Checkout',
        planCode: 'growth',
        interval: 'month',
        addons: [],
        provider: 'mock',
        billingCountry: 'SA',
        now: day(1),
      },
    ]).state;
    const invoice = liveOf(s).invoices.inv_000001;
    expect(invoice).toMatchObject({ taxMinor: 1_485, totalMinor: 9_900 + 1_485 });
    expect(liveOf(s).billingCountry).toBe('SA');
  });

  it('a delivery seen again never changes state twice: every provider event delivered twice gives the same history', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        const once = commandsOf(steps, false);
        const twice = commandsOf(steps, true);
        expect(twice.events).toEqual(once.events);
        expect(twice.state).toEqual(once.state);
      }),
      { numRuns: 300 },
    );
  });

  it('replaying the history reproduces the state exactly', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        const { state, events } = commandsOf(steps, false);
        expect(events.reduce(subscriptionDecider.evolve, subscriptionDecider.initialState())).toEqual(state);
      }),
      { numRuns: 200 },
    );
  });

  it('money is conserved: within one period, what plan changes invoice (less credit kept) is the daily price of the plans in force', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAID_PLANS),
        fc.array(fc.record({ at: fc.integer({ min: 0, max: 30 }), plan: fc.constantFrom(...PAID_PLANS) }), {
          maxLength: 8,
        }),
        (first, rawChanges) => {
          const changes = [...rawChanges].sort((a, b) => a.at - b.at);
          const active = run([start, checkout(first, day(0)), pay('inv_000001', 'e1', day(0))]).state;
          let state = active;
          let invoiced = 0;
          let applied = 0;
          for (const c of changes) {
            const out = run(
              [
                {
                  type: 'ChangePlan',
                  planCode: c.plan,
                  interval: 'month',
                  addons: [],
                  productCount: 0,
                  now: day(c.at),
                },
              ],
              state,
            );
            if (out.events.length > 0) applied++;
            for (const e of out.events) if (e.type === 'InvoiceIssued') invoiced += e.data.totalMinor;
            state = out.state;
          }
          // January: 31 days. The plan in force on each day, by the changes made before it.
          const price = (p: PlanCode) => planPrice(p, 'month', 'USD') ?? 0;
          let expected = 0;
          for (let d = 0; d < 31; d++) {
            const inForce = [...changes].reverse().find((c) => c.at <= d)?.plan ?? first;
            expected += price(inForce) / 31;
          }
          const paid = price(first) + invoiced - liveOf(state).creditMinor;
          // Each change rounds twice (credit and charge), each by at most half a minor unit.
          expect(Math.abs(paid - expected)).toBeLessThanOrEqual(applied + 1e-6);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('usage never exceeds a limit without overage: a renewal bills every started 1,000 searches over the limit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAID_PLANS),
        fc.integer({ min: 0, max: 5_000_000 }),
        (plan, searches) => {
          const active = run([start, checkout(plan, day(0)), pay('inv_000001', 'e1', day(0))]).state;
          const renewal = run([{ type: 'Tick', now: day(31), billedSearches: searches }], active);
          const invoice = renewal.events.find((e) => e.type === 'InvoiceIssued');
          if (invoice?.type !== 'InvoiceIssued') throw new Error('no renewal invoice');
          const overage = invoice.data.lines.find((l) => l.kind === 'search_overage');
          const limit = PLANS[plan].searchesLimit ?? Number.POSITIVE_INFINITY;
          if (searches > limit) {
            expect(overage?.amountMinor).toBe(
              Math.ceil((searches - limit) / 1000) * (searchOveragePer1000(plan, 'USD') ?? 0),
            );
          } else expect(overage).toBeUndefined();
        },
      ),
      { numRuns: 300 },
    );
  });
});
