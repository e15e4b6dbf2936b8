import { match } from 'ts-pattern';
import type { Decider } from '../command-handling/decider.ts';
import { DomainError } from '../shared/domain-error.ts';
import {
  ADDONS,
  type AddonCode,
  type BillingCurrency,
  type BillingInterval,
  PLANS,
  type PlanCode,
  PRICE_LISTS,
  planPrice,
} from '../tenancy/plans.ts';
import type { TenantStatus } from '../tenancy/tenant-events.ts';
import { periodSearchLimit, searchOverageMinor } from './billing-period.ts';
import { mulDivRound } from './money.ts';
import { addInterval, DAY_MS, daysBetween, remainingDays } from './periods.ts';
import type {
  AddonQuantity,
  InvoiceLine,
  InvoicePurpose,
  ProviderName,
  SubscriptionEvent,
  SubscriptionStatus,
} from './subscription-events.ts';
import { countryOfCurrency, vatMinor } from './vat.ts';

/** Days a store keeps working after a failed payment or an unpaid trial end, before it is suspended. */
export const GRACE_DAYS = 7;
/** Renewals one clock tick may catch up (a worker that was down for a long time). */
const MAX_RENEWALS_PER_TICK = 36;
/** A collection the provider could not take is tried again after 5 minutes, doubling up to 6 hours. */
export const COLLECTION_RETRY_MS = { first: 5 * 60_000, max: 6 * 3_600_000 } as const;

export const collectionRetryAt = (now: string, attempt: number): string =>
  new Date(
    Date.parse(now) +
      Math.min(COLLECTION_RETRY_MS.max, COLLECTION_RETRY_MS.first * 2 ** Math.min(attempt - 1, 20)),
  ).toISOString();

export interface InvoiceState {
  readonly invoiceId: string;
  readonly purpose: InvoicePurpose;
  readonly provider: ProviderName;
  readonly currency: BillingCurrency;
  readonly lines: readonly InvoiceLine[];
  readonly totalMinor: number;
  readonly taxMinor: number;
  readonly status: 'open' | 'paid' | 'failed';
  readonly issuedAt: string;
  readonly paidAt: string | null;
  /** For a checkout: what its payment starts. */
  readonly checkout: {
    planCode: PlanCode;
    interval: BillingInterval;
    addons: readonly AddonQuantity[];
  } | null;
  /**
   * A renewal the clock collects from the provider: `due` until the provider took it (at
   * `retryAt`, again after each time it could not be reached), then `requested`. Absent on
   * invoices nobody collects (and on those issued before collections were tracked).
   */
  readonly collection?: {
    readonly status: 'due' | 'requested';
    readonly attempts: number;
    readonly retryAt: string | null;
  } | null;
  /**
   * The service period the invoice pays for (shown on its PDF): a renewal's new period, a
   * checkout's first period once paid, the rest of the period for a plan change or add-ons.
   * Absent on invoices of events written before it was kept.
   */
  readonly period?: { readonly start: string; readonly end: string | null } | null;
}

/** Units bought for a period; what is used of them is counted from the meter (addon-use.ts). */
export interface AddonBalanceState {
  readonly units: number;
  readonly periodEnd: string | null;
}

export type LiveSubscription = {
  readonly status: SubscriptionStatus;
  readonly tenantId: string;
  readonly planCode: PlanCode;
  readonly interval: BillingInterval;
  readonly provider: ProviderName;
  readonly currency: BillingCurrency;
  /** The country whose VAT its invoices carry (docs/billing.md, "Taxes"). */
  readonly billingCountry: string | null;
  readonly trialEndsAt: string | null;
  readonly periodStart: string | null;
  readonly periodEnd: string | null;
  readonly cancelAtPeriodEnd: boolean;
  /** Set while past_due or incomplete: when the store is suspended if nothing is paid. */
  readonly graceEndsAt: string | null;
  readonly suspended: boolean;
  readonly addons: Readonly<Partial<Record<AddonCode, AddonBalanceState>>>;
  readonly invoices: Readonly<Record<string, InvoiceState>>;
  readonly invoiceCount: number;
  /** Credit left by downgrades, used by the next invoices. */
  readonly creditMinor: number;
  /**
   * Provider event ids already seen, applied or not (one that changed nothing when it came must
   * not change anything when delivered again later, in another state): seen again, nothing happens.
   */
  readonly seenProviderEvents: Readonly<Record<string, 'applied' | 'ignored'>>;
};

export type SubscriptionState = { readonly status: 'absent' } | LiveSubscription;

/** What a payment provider told us, after its signature was checked (infra/billing). */
export interface ProviderEvent {
  readonly id: string;
  readonly kind: 'payment_succeeded' | 'payment_failed' | 'paused' | 'resumed';
  readonly invoiceId: string | null;
  readonly reason?: string;
}

export type SubscriptionCommand =
  | {
      readonly type: 'StartTrial';
      readonly tenantId: string;
      readonly planCode: PlanCode;
      readonly currency: BillingCurrency;
      readonly trialEndsAt: string;
      readonly now: string;
    }
  | {
      readonly type: 'StartManual';
      readonly tenantId: string;
      readonly planCode: PlanCode;
      readonly currency: BillingCurrency;
      readonly now: string;
    }
  | {
      readonly type: 'Checkout';
      readonly planCode: PlanCode;
      readonly interval: BillingInterval;
      readonly addons: readonly AddonQuantity[];
      readonly provider: ProviderName;
      /** ISO 3166-1 alpha-2; unset: the one already known (at first, the currency's country). */
      readonly billingCountry?: string;
      /**
       * The invoice the provider's checkout was made for (before anything is written): refused
       * as a conflict if the checkout would now issue another one.
       */
      readonly invoiceId?: string;
      readonly now: string;
    }
  | {
      readonly type: 'ChangePlan';
      readonly planCode: PlanCode;
      readonly interval: BillingInterval;
      readonly addons: readonly AddonQuantity[];
      /** Products the catalog holds now: a downgrade below it is refused. */
      readonly productCount: number;
      readonly now: string;
    }
  | {
      readonly type: 'PurchaseAddon';
      readonly code: AddonCode;
      readonly quantity: number;
      readonly now: string;
    }
  | {
      readonly type: 'Cancel';
      readonly atPeriodEnd: boolean;
      readonly reason: string | null;
      readonly now: string;
    }
  | { readonly type: 'RecordProviderEvent'; readonly event: ProviderEvent; readonly now: string }
  /** The provider could not be reached to collect this renewal. */
  | {
      readonly type: 'DeferCollection';
      readonly invoiceId: string;
      readonly reason: string;
      readonly now: string;
    }
  /** The provider took this renewal's collection; a webhook will tell the outcome. */
  | { readonly type: 'MarkCollectionRequested'; readonly invoiceId: string; readonly now: string }
  | {
      readonly type: 'Tick';
      readonly now: string;
      /** Billed searches of the period that is ending (page-1 searches; suggestions never count). */
      readonly billedSearches: number;
    };

const invalid = (field: string, message: string) =>
  new DomainError('invalid_request', message, [{ field, code: 'invalid', message }]);

const live = (state: SubscriptionState): LiveSubscription => {
  if (state.status === 'absent') throw new DomainError('not_found', 'the store has no subscription');
  return state;
};

const invoiceIdOf = (n: number): string => `inv_${String(n).padStart(6, '0')}`;

const sum = (lines: readonly InvoiceLine[]): number => lines.reduce((total, l) => total + l.amountMinor, 0);

function addonLines(addons: readonly AddonQuantity[], currency: BillingCurrency): InvoiceLine[] {
  return addons.map((a) => ({
    kind: 'addon',
    description: `${ADDONS[a.code].name} × ${a.quantity}`,
    amountMinor: PRICE_LISTS[currency].addons[a.code] * a.quantity,
  }));
}

/** An add-on the plan does not allow is a plan limit (402 `plan_limit_reached`), named at its field. */
function checkAddons(addons: readonly AddonQuantity[], plan: PlanCode, field: (i: number) => string): void {
  addons.forEach((a, i) => {
    if (!ADDONS[a.code].plans.includes(plan)) {
      const message = `the ${PLANS[plan].name} plan cannot buy ${a.code}: it needs ${ADDONS[a.code].plans.map((p) => PLANS[p].name).join(', ')}`;
      throw new DomainError('plan_limit_reached', message, [
        { field: field(i), code: 'plan_limit_reached', message },
      ]);
    }
  });
}

/**
 * Issues an invoice for these lines: credit from earlier downgrades is used first (a
 * `credit_applied` line), and an invoice that comes to nothing is paid at once.
 */
function issue(
  s: LiveSubscription,
  purpose: InvoicePurpose,
  lines: readonly InvoiceLine[],
  now: string,
  n: number,
): SubscriptionEvent {
  const gross = sum(lines);
  const creditUsed = Math.max(0, Math.min(s.creditMinor, gross));
  const all =
    creditUsed > 0
      ? [
          ...lines,
          {
            kind: 'credit_applied' as const,
            description: 'credit from an earlier change',
            amountMinor: -creditUsed,
          },
        ]
      : [...lines];
  return {
    type: 'InvoiceIssued',
    data: {
      tenantId: s.tenantId,
      invoiceId: invoiceIdOf(n),
      purpose,
      provider: s.provider,
      currency: s.currency,
      lines: all,
      totalMinor: gross - creditUsed + vatMinor(gross - creditUsed, s.billingCountry),
      taxMinor: vatMinor(gross - creditUsed, s.billingCountry),
      creditUsedMinor: creditUsed,
      issuedAt: now,
    },
  };
}

function priceOrRefuse(plan: PlanCode, interval: BillingInterval, currency: BillingCurrency): number {
  const price = planPrice(plan, interval, currency);
  if (price === null) {
    throw invalid('plan_code', `the ${PLANS[plan].name} plan is sold by contract: ask sales for an offer`);
  }
  return price;
}

/**
 * A subscription as it starts: a trial until `trialEndsAt`, or with none, billed by hand
 * (active, provider `manual`, no period end) for a store the operator created.
 */
export function startedSubscription(start: {
  readonly tenantId: string;
  readonly planCode: PlanCode;
  readonly currency: BillingCurrency;
  readonly trialEndsAt: string | null;
  readonly startedAt: string;
}): LiveSubscription {
  const manual = start.trialEndsAt === null;
  return {
    status: manual ? 'active' : 'trialing',
    tenantId: start.tenantId,
    planCode: start.planCode,
    interval: 'month',
    provider: manual ? 'manual' : 'mock',
    currency: start.currency,
    billingCountry: countryOfCurrency(start.currency),
    trialEndsAt: start.trialEndsAt,
    periodStart: manual ? start.startedAt : null,
    periodEnd: null,
    cancelAtPeriodEnd: false,
    graceEndsAt: null,
    suspended: false,
    addons: {},
    invoices: {},
    invoiceCount: 0,
    creditMinor: 0,
    seenProviderEvents: {},
  };
}

const evolve = (state: SubscriptionState, event: SubscriptionEvent): SubscriptionState => {
  if (event.type === 'ManualBillingStarted') return startedSubscription({ ...event.data, trialEndsAt: null });
  if (event.type === 'TrialStarted') return startedSubscription(event.data);
  if (state.status === 'absent') return state;
  const s = state;
  const seen = (id: string, how: 'applied' | 'ignored' = 'applied') => ({
    ...s.seenProviderEvents,
    [id]: how,
  });
  const withInvoice = (id: string, change: Partial<InvoiceState>) => {
    const invoice = s.invoices[id];
    return invoice ? { ...s.invoices, [id]: { ...invoice, ...change } } : s.invoices;
  };
  const anyFailed = (invoices: Readonly<Record<string, InvoiceState>>) =>
    Object.values(invoices).some((i) => i.status === 'failed');
  return match(event)
    .with(
      { type: 'InvoiceIssued' },
      ({ data }): SubscriptionState => ({
        ...s,
        provider: data.provider,
        invoiceCount: s.invoiceCount + 1,
        creditMinor: s.creditMinor - data.creditUsedMinor,
        invoices: {
          ...s.invoices,
          [data.invoiceId]: {
            invoiceId: data.invoiceId,
            purpose: data.purpose,
            provider: data.provider,
            currency: data.currency,
            lines: data.lines,
            totalMinor: data.totalMinor,
            taxMinor: data.taxMinor,
            status: data.totalMinor === 0 ? 'paid' : 'open',
            issuedAt: data.issuedAt,
            paidAt: data.totalMinor === 0 ? data.issuedAt : null,
            checkout: null,
            collection:
              data.purpose === 'renewal' && data.totalMinor > 0
                ? { status: 'due', attempts: 0, retryAt: data.issuedAt }
                : null,
            period:
              data.purpose === 'checkout'
                ? null
                : { start: data.issuedAt, end: data.purpose === 'renewal' ? null : s.periodEnd },
          },
        },
      }),
    )
    .with(
      { type: 'CheckoutStarted' },
      ({ data }): SubscriptionState => ({
        ...s,
        provider: data.provider,
        billingCountry: data.billingCountry === undefined ? s.billingCountry : data.billingCountry,
        invoices: withInvoice(data.invoiceId, {
          checkout: { planCode: data.planCode, interval: data.interval, addons: data.addons },
        }),
      }),
    )
    .with({ type: 'InvoicePaid' }, ({ data }): SubscriptionState => {
      const invoices = withInvoice(data.invoiceId, { status: 'paid', paidAt: data.paidAt });
      const recovered = (s.status === 'past_due' || s.status === 'incomplete') && !anyFailed(invoices);
      return {
        ...s,
        invoices,
        seenProviderEvents: seen(data.providerEventId),
        ...(recovered && s.status === 'past_due'
          ? { status: 'active', graceEndsAt: null, suspended: false }
          : {}),
      };
    })
    .with({ type: 'PaymentFailed' }, ({ data }): SubscriptionState => {
      const invoice = s.invoices[data.invoiceId];
      const failsService =
        invoice?.purpose !== 'checkout' && (s.status === 'active' || s.status === 'past_due');
      return {
        ...s,
        invoices: withInvoice(data.invoiceId, { status: 'failed' }),
        seenProviderEvents: seen(data.providerEventId),
        ...(failsService ? { status: 'past_due', graceEndsAt: s.graceEndsAt ?? data.graceEndsAt } : {}),
      };
    })
    .with(
      { type: 'SubscriptionActivated' },
      ({ data }): SubscriptionState => ({
        ...s,
        status: 'active',
        planCode: data.planCode,
        interval: data.interval,
        provider: data.provider,
        periodStart: data.periodStart,
        periodEnd: data.periodEnd,
        trialEndsAt: s.status === 'trialing' ? data.periodStart : s.trialEndsAt,
        cancelAtPeriodEnd: false,
        graceEndsAt: null,
        suspended: false,
        addons: {},
        // The checkout invoice whose payment started this period pays for it.
        invoices: Object.fromEntries(
          Object.entries(s.invoices).map(([id, i]) => [
            id,
            i.checkout && i.status === 'paid' && i.paidAt === data.periodStart && !i.period
              ? { ...i, period: { start: data.periodStart, end: data.periodEnd } }
              : i,
          ]),
        ),
      }),
    )
    .with(
      { type: 'PlanChanged' },
      ({ data }): SubscriptionState => ({
        ...s,
        planCode: data.planCode,
        interval: data.interval,
        periodStart: data.periodStart ?? s.periodStart,
        periodEnd: data.periodEnd ?? s.periodEnd,
        creditMinor: s.creditMinor + data.creditAddedMinor,
      }),
    )
    .with({ type: 'AddonsCredited' }, ({ data }): SubscriptionState => {
      const before = s.addons[data.code];
      const current =
        before && before.periodEnd === data.periodEnd ? before : { units: 0, periodEnd: data.periodEnd };
      return {
        ...s,
        addons: { ...s.addons, [data.code]: { ...current, units: current.units + data.units } },
      };
    })
    .with({ type: 'CancellationScheduled' }, (): SubscriptionState => ({ ...s, cancelAtPeriodEnd: true }))
    .with(
      { type: 'SubscriptionCanceled' },
      (): SubscriptionState => ({
        ...s,
        status: 'canceled',
        cancelAtPeriodEnd: false,
        graceEndsAt: null,
      }),
    )
    .with(
      { type: 'TrialEnded' },
      ({ data }): SubscriptionState => ({
        ...s,
        status: 'incomplete',
        graceEndsAt: data.graceEndsAt,
      }),
    )
    .with(
      { type: 'PeriodRenewed' },
      ({ data }): SubscriptionState => ({
        ...s,
        periodStart: data.periodStart,
        periodEnd: data.periodEnd,
        invoices: withInvoice(data.invoiceId, { period: { start: data.periodStart, end: data.periodEnd } }),
        // Bundles bought for a period end with it.
        addons: Object.fromEntries(
          Object.entries(s.addons).filter(([code]) => ADDONS[code as AddonCode].expires === 'never'),
        ),
      }),
    )
    .with({ type: 'GracePeriodEnded' }, (): SubscriptionState => ({ ...s, suspended: true }))
    .with(
      { type: 'CollectionDeferred' },
      ({ data }): SubscriptionState => ({
        ...s,
        invoices: withInvoice(data.invoiceId, {
          collection: { status: 'due', attempts: data.attempt, retryAt: data.retryAt },
        }),
      }),
    )
    .with(
      { type: 'CollectionRequested' },
      ({ data }): SubscriptionState => ({
        ...s,
        invoices: withInvoice(data.invoiceId, {
          collection: {
            status: 'requested',
            attempts: s.invoices[data.invoiceId]?.collection?.attempts ?? 0,
            retryAt: null,
          },
        }),
      }),
    )
    .with(
      { type: 'SubscriptionPaused' },
      ({ data }): SubscriptionState => ({
        ...s,
        status: 'paused',
        seenProviderEvents: seen(data.providerEventId),
      }),
    )
    .with(
      { type: 'SubscriptionResumed' },
      ({ data }): SubscriptionState => ({
        ...s,
        status: anyFailed(s.invoices) ? 'past_due' : 'active',
        seenProviderEvents: seen(data.providerEventId),
      }),
    )
    .with(
      { type: 'ProviderEventIgnored' },
      ({ data }): SubscriptionState => ({ ...s, seenProviderEvents: seen(data.providerEventId, 'ignored') }),
    )
    .exhaustive();
};

/** Renewals the clock must collect from their provider now. */
export const collectionsDue = (s: LiveSubscription, now: string): InvoiceState[] =>
  Object.values(s.invoices).filter(
    (i) =>
      i.status === 'open' &&
      i.collection?.status === 'due' &&
      (i.collection.retryAt === null || i.collection.retryAt <= now),
  );

/** The events a clock tick produces: trial end, renewals (with overage), cancellation at period end, grace. */
function tick(state: LiveSubscription, now: string, billedSearches: number): SubscriptionEvent[] {
  const events: SubscriptionEvent[] = [];
  let s = state;
  const push = (e: SubscriptionEvent) => {
    events.push(e);
    s = evolve(s, e) as LiveSubscription;
  };
  const nowMs = Date.parse(now);
  const t = s.tenantId;
  if (s.status === 'trialing' && s.trialEndsAt !== null && Date.parse(s.trialEndsAt) <= nowMs) {
    if (s.cancelAtPeriodEnd)
      push({ type: 'SubscriptionCanceled', data: { tenantId: t, reason: null, at: s.trialEndsAt } });
    else {
      const graceEndsAt = new Date(Date.parse(s.trialEndsAt) + GRACE_DAYS * DAY_MS).toISOString();
      push({ type: 'TrialEnded', data: { tenantId: t, at: s.trialEndsAt, graceEndsAt } });
    }
  }
  let usage = billedSearches;
  for (let i = 0; i < MAX_RENEWALS_PER_TICK; i++) {
    if (s.status !== 'active' && s.status !== 'past_due') break;
    if (s.periodEnd === null || Date.parse(s.periodEnd) > nowMs) break;
    const end = s.periodEnd;
    if (s.cancelAtPeriodEnd) {
      push({ type: 'SubscriptionCanceled', data: { tenantId: t, reason: null, at: end } });
      break;
    }
    const lines: InvoiceLine[] = [];
    const limit = periodSearchLimit(s.planCode, s.interval);
    const overage = searchOverageMinor(s.planCode, s.currency, usage, limit);
    if (overage.thousands > 0) {
      lines.push({
        kind: 'search_overage',
        description: `${usage - (limit ?? 0)} searches over ${limit} (${overage.thousands} × 1,000)`,
        amountMinor: overage.amountMinor,
      });
    }
    usage = 0;
    const price = planPrice(s.planCode, s.interval, s.currency) ?? 0;
    lines.unshift({
      kind: 'plan',
      description: `${PLANS[s.planCode].name}, one ${s.interval}`,
      amountMinor: price,
    });
    const invoice = issue(s, 'renewal', lines, end, s.invoiceCount + 1);
    push(invoice);
    const invoiceId = (invoice.data as { invoiceId: string }).invoiceId;
    push({
      type: 'PeriodRenewed',
      data: { tenantId: t, periodStart: end, periodEnd: addInterval(end, s.interval), invoiceId },
    });
  }
  if (
    (s.status === 'past_due' || s.status === 'incomplete') &&
    !s.suspended &&
    s.graceEndsAt !== null &&
    Date.parse(s.graceEndsAt) <= nowMs
  ) {
    push({ type: 'GracePeriodEnded', data: { tenantId: t, at: s.graceEndsAt } });
  }
  return events;
}

/**
 * What a provider's event does to the subscription. One that changes nothing now (a pause
 * during a trial, a payment of an invoice already paid) is recorded as seen all the same, so
 * the same delivery coming again later, when it would apply, still changes nothing.
 */
function providerEvent(s: LiveSubscription, e: ProviderEvent, now: string): SubscriptionEvent[] {
  if (s.seenProviderEvents[e.id]) return [];
  const events = providerEventEffect(s, e, now);
  return events.length > 0
    ? events
    : [
        {
          type: 'ProviderEventIgnored',
          data: { tenantId: s.tenantId, providerEventId: e.id, kind: e.kind, at: now },
        },
      ];
}

function providerEventEffect(s: LiveSubscription, e: ProviderEvent, now: string): SubscriptionEvent[] {
  const t = s.tenantId;
  if (e.kind === 'paused') {
    return s.status === 'active' || s.status === 'past_due'
      ? [{ type: 'SubscriptionPaused', data: { tenantId: t, providerEventId: e.id, at: now } }]
      : [];
  }
  if (e.kind === 'resumed') {
    return s.status === 'paused'
      ? [{ type: 'SubscriptionResumed', data: { tenantId: t, providerEventId: e.id, at: now } }]
      : [];
  }
  const invoice = e.invoiceId === null ? undefined : s.invoices[e.invoiceId];
  // Unknown invoices and payments already made: a late or reordered delivery changes nothing.
  if (!invoice || invoice.status === 'paid') return [];
  if (e.kind === 'payment_failed') {
    const graceEndsAt = new Date(Date.parse(now) + GRACE_DAYS * DAY_MS).toISOString();
    return [
      {
        type: 'PaymentFailed',
        data: {
          tenantId: t,
          invoiceId: invoice.invoiceId,
          providerEventId: e.id,
          reason: e.reason ?? 'the payment was declined',
          failedAt: now,
          graceEndsAt,
        },
      },
    ];
  }
  const paid: SubscriptionEvent = {
    type: 'InvoicePaid',
    data: { tenantId: t, invoiceId: invoice.invoiceId, providerEventId: e.id, paidAt: now },
  };
  const checkout = invoice.checkout;
  if (!checkout) return [paid];
  const periodEnd = addInterval(now, checkout.interval);
  return [
    paid,
    {
      type: 'SubscriptionActivated',
      data: {
        tenantId: t,
        planCode: checkout.planCode,
        interval: checkout.interval,
        provider: invoice.provider,
        periodStart: now,
        periodEnd,
      },
    },
    ...checkout.addons.map(
      (a): SubscriptionEvent => ({
        type: 'AddonsCredited',
        data: {
          tenantId: t,
          code: a.code,
          quantity: a.quantity,
          units: a.quantity * ADDONS[a.code].bundleSize,
          periodEnd,
          at: now,
        },
      }),
    ),
  ];
}

/**
 * A store's subscription: trial, checkout, plan changes with daily proration, add-on bundles,
 * cancellation, provider payments (each provider event applied once, in any order), renewals
 * with search overage, and the grace period before suspension. docs/billing.md states the rules.
 */
export const subscriptionDecider: Decider<SubscriptionCommand, SubscriptionEvent, SubscriptionState> = {
  initialState: () => ({ status: 'absent' }),
  evolve,
  decide: (command, state) =>
    match(command)
      .with({ type: 'StartTrial' }, (c): SubscriptionEvent[] =>
        state.status !== 'absent'
          ? []
          : [
              {
                type: 'TrialStarted',
                data: {
                  tenantId: c.tenantId,
                  planCode: c.planCode,
                  currency: c.currency,
                  trialEndsAt: c.trialEndsAt,
                  startedAt: c.now,
                },
              },
            ],
      )
      .with({ type: 'StartManual' }, (c): SubscriptionEvent[] =>
        state.status !== 'absent'
          ? []
          : [
              {
                type: 'ManualBillingStarted',
                data: { tenantId: c.tenantId, planCode: c.planCode, currency: c.currency, startedAt: c.now },
              },
            ],
      )
      .with({ type: 'Checkout' }, (c): SubscriptionEvent[] => {
        const s = live(state);
        if (s.status === 'active' || s.status === 'past_due' || s.status === 'paused') {
          throw new DomainError('conflict', 'the store has a subscription already: change its plan instead');
        }
        checkAddons(c.addons, c.planCode, (i) => `addons.${i}.code`);
        const price = priceOrRefuse(c.planCode, c.interval, s.currency);
        const lines: InvoiceLine[] = [
          { kind: 'plan', description: `${PLANS[c.planCode].name}, one ${c.interval}`, amountMinor: price },
          ...addonLines(c.addons, s.currency),
        ];
        const billingCountry = c.billingCountry ?? s.billingCountry;
        const provided = { ...s, provider: c.provider, billingCountry };
        const invoice = issue(provided, 'checkout', lines, c.now, s.invoiceCount + 1);
        const invoiceId = invoiceIdOf(s.invoiceCount + 1);
        if (c.invoiceId !== undefined && c.invoiceId !== invoiceId) {
          throw new DomainError('conflict', "the store's billing changed during the checkout: try again");
        }
        return [
          invoice,
          {
            type: 'CheckoutStarted',
            data: {
              tenantId: s.tenantId,
              invoiceId,
              planCode: c.planCode,
              interval: c.interval,
              addons: [...c.addons],
              provider: c.provider,
              billingCountry,
              startedAt: c.now,
            },
          },
        ];
      })
      .with({ type: 'ChangePlan' }, (c): SubscriptionEvent[] => {
        const s = live(state);
        const limit = PLANS[c.planCode].productsLimit;
        if (limit !== null && c.productCount > limit) {
          throw new DomainError(
            'plan_limit_reached',
            `the catalog holds ${c.productCount} products and the ${PLANS[c.planCode].name} plan allows ${limit}: remove products first`,
            [{ field: 'plan_code', code: 'plan_limit_reached', message: `at most ${limit} products` }],
          );
        }
        checkAddons(c.addons, c.planCode, (i) => `addons.${i}.code`);
        const t = s.tenantId;
        if (s.status === 'trialing' || (s.provider === 'manual' && s.periodEnd === null)) {
          // A trial may try any plan; nothing is charged until checkout. A store billed by hand
          // is invoiced by the operator, outside this service.
          if (c.addons.length > 0)
            throw invalid('addons', 'add-ons need a paid subscription: check out first');
          return s.planCode === c.planCode && s.interval === c.interval
            ? []
            : [
                {
                  type: 'PlanChanged',
                  data: {
                    tenantId: t,
                    fromPlan: s.planCode,
                    planCode: c.planCode,
                    interval: c.interval,
                    periodStart: null,
                    periodEnd: null,
                    creditAddedMinor: 0,
                    changedAt: c.now,
                  },
                },
              ];
        }
        if (s.status !== 'active') {
          throw new DomainError(
            'conflict',
            `a ${s.status} subscription cannot change plan: pay or check out first`,
          );
        }
        if (s.periodStart === null || s.periodEnd === null)
          throw new DomainError('conflict', 'the subscription has no period');
        const newPrice = priceOrRefuse(c.planCode, c.interval, s.currency);
        if (s.planCode === c.planCode && s.interval === c.interval && c.addons.length === 0) return [];
        const oldPrice = planPrice(s.planCode, s.interval, s.currency) ?? 0;
        const total = daysBetween(s.periodStart, s.periodEnd);
        const left = remainingDays(c.now, s.periodEnd);
        const credit = mulDivRound(oldPrice, left, total);
        const sameInterval = c.interval === s.interval;
        const charge = sameInterval ? mulDivRound(newPrice, left, total) : newPrice;
        const lines: InvoiceLine[] = [];
        if (s.planCode !== c.planCode || !sameInterval) {
          lines.push({
            kind: 'proration_credit',
            description: `unused ${left} of ${total} days of ${PLANS[s.planCode].name}`,
            amountMinor: -credit,
          });
          lines.push({
            kind: 'proration_charge',
            description: sameInterval
              ? `${left} of ${total} days of ${PLANS[c.planCode].name}`
              : `${PLANS[c.planCode].name}, one ${c.interval}`,
            amountMinor: charge,
          });
        }
        const planNet = charge - credit;
        const addons = addonLines(c.addons, s.currency);
        const periodStart = sameInterval ? null : c.now;
        const periodEnd = sameInterval ? null : addInterval(c.now, c.interval);
        const events: SubscriptionEvent[] = [];
        // A downgrade's unused days become credit for later invoices; anything owed is invoiced now.
        const creditAdded = planNet < 0 ? -planNet : 0;
        const invoiced = planNet < 0 ? addons : [...lines, ...addons];
        if (s.planCode !== c.planCode || !sameInterval) {
          events.push({
            type: 'PlanChanged',
            data: {
              tenantId: t,
              fromPlan: s.planCode,
              planCode: c.planCode,
              interval: c.interval,
              periodStart,
              periodEnd,
              creditAddedMinor: creditAdded,
              changedAt: c.now,
            },
          });
        }
        const afterChange = events.reduce((acc, e) => evolve(acc, e), state) as LiveSubscription;
        if (invoiced.length > 0)
          events.push(issue(afterChange, 'change_plan', invoiced, c.now, s.invoiceCount + 1));
        const end = periodEnd ?? s.periodEnd;
        for (const a of c.addons) {
          events.push({
            type: 'AddonsCredited',
            data: {
              tenantId: t,
              code: a.code,
              quantity: a.quantity,
              units: a.quantity * ADDONS[a.code].bundleSize,
              periodEnd: end,
              at: c.now,
            },
          });
        }
        return events;
      })
      .with({ type: 'PurchaseAddon' }, (c): SubscriptionEvent[] => {
        const s = live(state);
        if (s.status !== 'active') {
          throw new DomainError('conflict', 'add-ons need a live subscription: check out first');
        }
        checkAddons([{ code: c.code, quantity: c.quantity }], s.planCode, () => 'code');
        const invoice = issue(
          s,
          'addon',
          addonLines([{ code: c.code, quantity: c.quantity }], s.currency),
          c.now,
          s.invoiceCount + 1,
        );
        return [
          invoice,
          {
            type: 'AddonsCredited',
            data: {
              tenantId: s.tenantId,
              code: c.code,
              quantity: c.quantity,
              units: c.quantity * ADDONS[c.code].bundleSize,
              periodEnd: s.periodEnd,
              at: c.now,
            },
          },
        ];
      })
      .with({ type: 'Cancel' }, (c): SubscriptionEvent[] => {
        const s = live(state);
        const t = s.tenantId;
        if (s.status === 'canceled') return [];
        const now = s.status === 'incomplete' || !c.atPeriodEnd;
        if (now)
          return [{ type: 'SubscriptionCanceled', data: { tenantId: t, reason: c.reason, at: c.now } }];
        return s.cancelAtPeriodEnd
          ? []
          : [{ type: 'CancellationScheduled', data: { tenantId: t, reason: c.reason, at: c.now } }];
      })
      .with({ type: 'RecordProviderEvent' }, (c) => providerEvent(live(state), c.event, c.now))
      .with({ type: 'DeferCollection' }, (c): SubscriptionEvent[] => {
        const s = live(state);
        const invoice = s.invoices[c.invoiceId];
        if (invoice?.status !== 'open' || invoice.collection?.status !== 'due') return [];
        const attempt = invoice.collection.attempts + 1;
        return [
          {
            type: 'CollectionDeferred',
            data: {
              tenantId: s.tenantId,
              invoiceId: c.invoiceId,
              attempt,
              reason: c.reason,
              retryAt: collectionRetryAt(c.now, attempt),
              at: c.now,
            },
          },
        ];
      })
      .with({ type: 'MarkCollectionRequested' }, (c): SubscriptionEvent[] => {
        const s = live(state);
        const invoice = s.invoices[c.invoiceId];
        if (invoice?.status !== 'open' || invoice.collection?.status !== 'due') return [];
        return [
          { type: 'CollectionRequested', data: { tenantId: s.tenantId, invoiceId: c.invoiceId, at: c.now } },
        ];
      })
      .with({ type: 'Tick' }, (c) => (state.status === 'absent' ? [] : tick(state, c.now, c.billedSearches)))
      .exhaustive(),
};

/** What the store's status is while its subscription is in this state (docs/billing.md). */
export function tenantStatusOf(state: SubscriptionState): TenantStatus {
  if (state.status === 'absent') return 'trialing';
  return match(state.status)
    .with('trialing', (): TenantStatus => 'trialing')
    .with('active', (): TenantStatus => 'active')
    .with('past_due', 'incomplete', (): TenantStatus => (state.suspended ? 'suspended' : 'past_due'))
    .with('paused', (): TenantStatus => 'suspended')
    .with('canceled', (): TenantStatus => 'canceled')
    .exhaustive();
}
