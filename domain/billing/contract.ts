import { z } from 'zod';
import { IsoDateTime } from '../api/envelopes.ts';
import { storable } from '../shared/storable-text.ts';
import {
  ADDON_CODES,
  ADDONS,
  type AddonCode,
  BILLING_CURRENCIES,
  type BillingCurrency,
  PLAN_CODES,
  PLAN_FEATURES,
  PLANS,
  type PlanCode,
  PRICE_LISTS,
  planPrice,
  searchOveragePer1000,
} from '../tenancy/plans.ts';
import { addonsUsed } from './addon-use.ts';
import type { InvoiceState, LiveSubscription } from './subscription.ts';

/** Shapes of the spec's Billing section. */
export const PlanOut = z.object({
  code: z.string(),
  name: z.string(),
  price_month_cents: z
    .number()
    .int()
    .nullable()
    .describe('minor units of `currency`; null: priced by contract'),
  price_year_cents: z.number().int().nullable(),
  currency: z.string(),
  products_limit: z.number().int().nullable(),
  searches_limit: z.number().int().nullable().describe('searches per month; suggestions are never billed'),
  features: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  overage: z.object({
    per_1000_searches_cents: z.number().int().nullable(),
    per_translated_product_cents: z.number().int(),
  }),
  trial_days: z.number().int(),
});

export const AddonOut = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.literal('assistant_conversations'),
  bundle_size: z.number().int(),
  price_cents: z.number().int().nullable(),
  currency: z.string(),
  plans: z.array(z.string()),
  expires: z.enum(['period_end', 'never']),
});

export const CurrencyQuery = z
  .object({
    currency: z.enum(BILLING_CURRENCIES).default('USD').describe('price list to show (default USD)'),
  })
  .strict();

const AddonBalance = z.object({
  units: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  period_end: IsoDateTime.nullable(),
});

export const SubscriptionOut = z.object({
  plan_code: z.string(),
  interval: z.enum(['month', 'year']),
  status: z.enum(['trialing', 'active', 'past_due', 'paused', 'canceled', 'incomplete']),
  provider: z.enum(['provider_a', 'provider_b', 'mock', 'manual']),
  currency: z.string(),
  trial_ends_at: IsoDateTime.nullable(),
  current_period_start: IsoDateTime.nullable(),
  current_period_end: IsoDateTime.nullable(),
  cancel_at_period_end: z.boolean(),
  addons: z.record(z.string(), AddonBalance),
});

export const InvoiceOut = z.object({
  id: z.string(),
  status: z.string(),
  currency: z.string(),
  total_minor: z.number().int(),
  tax_minor: z.number().int(),
  hosted_url: z.string().nullable(),
  pdf_url: z.string().nullable(),
  issued_at: IsoDateTime,
  paid_at: IsoDateTime.nullable(),
});

export const RedirectUrl = z.object({ url: z.string() });

const PlanCodeIn = z.enum(PLAN_CODES as [PlanCode, ...PlanCode[]]);
const AddonQuantity = z
  .object({
    code: z.enum(ADDON_CODES as [AddonCode, ...AddonCode[]]),
    quantity: z.number().int().min(1).max(100),
  })
  .strict();

export const ChangePlanRequest = z
  .object({
    plan_code: PlanCodeIn,
    interval: z.enum(['month', 'year']).default('month'),
    addons: z.array(AddonQuantity).max(10).default([]),
  })
  .strict();

export const CheckoutRequest = ChangePlanRequest.extend({
  /** ISO 3166-1 alpha-2: whose VAT the invoices carry (default: the billing currency's country). */
  billing_country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 country code, upper case')
    .optional(),
}).strict();

export const AddonPurchaseRequest = z
  .object({
    code: z.enum(ADDON_CODES as [AddonCode, ...AddonCode[]]),
    quantity: z.number().int().min(1).max(100).default(1),
  })
  .strict();

export const CancelRequest = storable(
  z
    .object({
      at_period_end: z.boolean().default(true),
      reason: z.string().max(500).nullable().default(null),
    })
    .strict(),
);

export function planOut(code: PlanCode, currency: BillingCurrency): z.infer<typeof PlanOut> {
  const plan = PLANS[code];
  return {
    code,
    name: plan.name,
    price_month_cents: planPrice(code, 'month', currency),
    price_year_cents: planPrice(code, 'year', currency),
    currency,
    products_limit: plan.productsLimit,
    searches_limit: plan.searchesLimit,
    features: { ...PLAN_FEATURES[code] },
    overage: {
      per_1000_searches_cents: searchOveragePer1000(code, currency),
      per_translated_product_cents: PRICE_LISTS[currency].translatedProduct,
    },
    trial_days: plan.trialDays,
  };
}

export function addonOut(code: AddonCode, currency: BillingCurrency): z.infer<typeof AddonOut> {
  const a = ADDONS[code];
  return {
    code,
    name: a.name,
    kind: a.kind,
    bundle_size: a.bundleSize,
    price_cents: PRICE_LISTS[currency].addons[code],
    currency,
    plans: [...a.plans],
    expires: a.expires,
  };
}

/**
 * SubscriptionOut; `conversations` are the assistant conversations of the store's billing period,
 * which the add-on balances' `used` is counted from (domain/billing/addon-use.ts).
 */
export function subscriptionOut(s: LiveSubscription, conversations: number): z.infer<typeof SubscriptionOut> {
  const used = addonsUsed(s.planCode, s.addons, conversations);
  return {
    plan_code: s.planCode,
    interval: s.interval,
    status: s.status,
    provider: s.provider,
    currency: s.currency,
    trial_ends_at: s.trialEndsAt,
    current_period_start: s.periodStart,
    current_period_end: s.periodEnd,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    addons: Object.fromEntries(
      Object.entries(s.addons).map(([code, b]) => {
        const u = used[code as AddonCode] ?? 0;
        return [
          code,
          { units: b.units, used: u, remaining: Math.max(0, b.units - u), period_end: b.periodEnd },
        ];
      }),
    ),
  };
}

export function invoiceOut(
  i: InvoiceState,
  hostedUrl: string | null,
  pdfUrl: string | null,
): z.infer<typeof InvoiceOut> {
  return {
    id: i.invoiceId,
    status: i.status,
    currency: i.currency,
    total_minor: i.totalMinor,
    tax_minor: i.taxMinor,
    hosted_url: hostedUrl,
    pdf_url: pdfUrl,
    issued_at: i.issuedAt,
    paid_at: i.paidAt,
  };
}
