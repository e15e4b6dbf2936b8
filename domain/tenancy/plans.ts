/** Plans and their quotas. `null` means no fixed limit (custom contract). */
export interface Plan {
  readonly code: PlanCode;
  readonly name: string;
  readonly productsLimit: number | null;
  /** Billed searches per month (page 1 only); suggestions are never counted. */
  readonly searchesLimit: number | null;
  /** Requests per second per secret key. */
  readonly rateLimitPerSecond: number;
  /**
   * Requests per second for all of the store's public keys together: the storefront's
   * ceiling (each client address also has its own, smaller limit; docs/http.md).
   */
  readonly publicRateLimitPerSecond: number;
  readonly trialDays: number;
}

export type PlanCode = 'starter' | 'growth' | 'pro' | 'enterprise';

export const PLANS: Readonly<Record<PlanCode, Plan>> = {
  starter: {
    code: 'starter',
    name: 'Starter',
    productsLimit: 5_000,
    searchesLimit: 50_000,
    rateLimitPerSecond: 50,
    publicRateLimitPerSecond: 250,
    trialDays: 14,
  },
  growth: {
    code: 'growth',
    name: 'Growth',
    productsLimit: 20_000,
    searchesLimit: 250_000,
    rateLimitPerSecond: 200,
    publicRateLimitPerSecond: 1_000,
    trialDays: 14,
  },
  pro: {
    code: 'pro',
    name: 'Pro',
    productsLimit: 100_000,
    searchesLimit: 1_000_000,
    rateLimitPerSecond: 1_000,
    publicRateLimitPerSecond: 5_000,
    trialDays: 14,
  },
  enterprise: {
    code: 'enterprise',
    name: 'Enterprise',
    productsLimit: null,
    searchesLimit: null,
    rateLimitPerSecond: 50_000,
    publicRateLimitPerSecond: 50_000,
    trialDays: 14,
  },
};

export const PLAN_CODES = Object.keys(PLANS) as PlanCode[];
export const isPlanCode = (value: string): value is PlanCode => value in PLANS;

// ---- Prices, features and add-ons (docs/billing.md). Every figure of billing is in this file. ----

/** Currencies plans are sold in; a store in another currency is billed in USD. */
export const BILLING_CURRENCIES = ['USD', 'SAR', 'AED', 'QAR', 'KWD', 'BHD', 'OMR', 'EGP'] as const;
export type BillingCurrency = (typeof BILLING_CURRENCIES)[number];
export const isBillingCurrency = (value: string): value is BillingCurrency =>
  (BILLING_CURRENCIES as readonly string[]).includes(value);

export type BillingInterval = 'month' | 'year';

/** Product text a plan's translation covers (spec: the table of "Catalog translation"). */
export type TranslationCoverage =
  | 'names'
  | 'names_and_categories'
  | 'names_categories_specs_descriptions'
  | 'everything';

/** What a plan switches on elsewhere in the service (docs/billing.md, "Plan features"). */
export interface PlanFeatures {
  /** What translation covers in the catalog. */
  readonly translation: TranslationCoverage;
  /** What automatic translation of new products covers. */
  readonly translation_new_products: TranslationCoverage;
  /** Products translated per month before each further one is billed (the product limit); null: custom. */
  readonly translated_products_per_month: number | null;
  /** Translations wait in a review queue (approve, reject, edit). */
  readonly review_queue: boolean;
  /** Top products whose translations get a second check by a stronger model. */
  readonly second_check_top_products: number | null;
  readonly assistant: boolean;
  /** Assistant conversations included each period (add-on bundles come on top); null: custom. */
  readonly assistant_conversations_included: number | null;
  readonly experiments: boolean;
}

export const PLAN_FEATURES: Readonly<Record<PlanCode, PlanFeatures>> = {
  starter: {
    translation: 'names_and_categories',
    translation_new_products: 'names',
    translated_products_per_month: PLANS.starter.productsLimit,
    review_queue: false,
    second_check_top_products: 0,
    assistant: false,
    assistant_conversations_included: 0,
    experiments: false,
  },
  growth: {
    translation: 'names_categories_specs_descriptions',
    translation_new_products: 'names_categories_specs_descriptions',
    translated_products_per_month: PLANS.growth.productsLimit,
    review_queue: false,
    second_check_top_products: 0,
    assistant: true,
    assistant_conversations_included: 200,
    experiments: false,
  },
  pro: {
    translation: 'names_categories_specs_descriptions',
    translation_new_products: 'names_categories_specs_descriptions',
    translated_products_per_month: PLANS.pro.productsLimit,
    review_queue: true,
    second_check_top_products: 500,
    assistant: true,
    assistant_conversations_included: 2_000,
    experiments: true,
  },
  enterprise: {
    translation: 'everything',
    translation_new_products: 'everything',
    translated_products_per_month: PLANS.enterprise.productsLimit,
    review_queue: true,
    second_check_top_products: 5_000,
    assistant: true,
    assistant_conversations_included: null,
    experiments: true,
  },
};

/**
 * One currency's price list, minor units: [per month, per year, per 1,000 searches over the
 * limit]. Enterprise is priced by contract (null). A year costs ten months.
 */
interface PriceList {
  readonly plans: Readonly<Record<PlanCode, readonly [number, number, number] | null>>;
  readonly addons: Readonly<Record<AddonCode, number>>;
  /** Per product translated above the plan's product limit (spec: 0.01 USD). */
  readonly translatedProduct: number;
}

export const PRICE_LISTS: Readonly<Record<BillingCurrency, PriceList>> = {
  USD: {
    plans: {
      starter: [2_900, 29_000, 100],
      growth: [9_900, 99_000, 80],
      pro: [29_900, 299_000, 50],
      enterprise: null,
    },
    addons: { assistant_500: 1_900, assistant_2000: 5_900 },
    translatedProduct: 1,
  },
  SAR: {
    plans: {
      starter: [10_900, 109_000, 375],
      growth: [36_900, 369_000, 300],
      pro: [112_900, 1_129_000, 190],
      enterprise: null,
    },
    addons: { assistant_500: 7_100, assistant_2000: 22_100 },
    translatedProduct: 4,
  },
  AED: {
    plans: {
      starter: [10_700, 107_000, 367],
      growth: [36_300, 363_000, 294],
      pro: [109_900, 1_099_000, 184],
      enterprise: null,
    },
    addons: { assistant_500: 6_900, assistant_2000: 21_700 },
    translatedProduct: 4,
  },
  QAR: {
    plans: {
      starter: [10_500, 105_000, 364],
      growth: [35_900, 359_000, 291],
      pro: [108_900, 1_089_000, 182],
      enterprise: null,
    },
    addons: { assistant_500: 6_900, assistant_2000: 21_500 },
    translatedProduct: 4,
  },
  KWD: {
    plans: {
      starter: [9_000, 90_000, 31],
      growth: [30_500, 305_000, 25],
      pro: [92_000, 920_000, 16],
      enterprise: null,
    },
    addons: { assistant_500: 5_900, assistant_2000: 18_100 },
    translatedProduct: 3,
  },
  BHD: {
    plans: {
      starter: [11_000, 110_000, 38],
      growth: [37_500, 375_000, 30],
      pro: [113_000, 1_130_000, 19],
      enterprise: null,
    },
    addons: { assistant_500: 7_200, assistant_2000: 22_300 },
    translatedProduct: 4,
  },
  OMR: {
    plans: {
      starter: [11_200, 112_000, 39],
      growth: [38_100, 381_000, 31],
      pro: [115_000, 1_150_000, 20],
      enterprise: null,
    },
    addons: { assistant_500: 7_300, assistant_2000: 22_700 },
    translatedProduct: 4,
  },
  EGP: {
    plans: {
      starter: [142_000, 1_420_000, 4_900],
      growth: [485_000, 4_850_000, 3_900],
      pro: [1_465_000, 14_650_000, 2_450],
      enterprise: null,
    },
    addons: { assistant_500: 93_000, assistant_2000: 289_000 },
    translatedProduct: 49,
  },
};

/** A plan's price for an interval in a currency, or null when it is set by contract. */
export function planPrice(
  plan: PlanCode,
  interval: BillingInterval,
  currency: BillingCurrency,
): number | null {
  const row = PRICE_LISTS[currency].plans[plan];
  return row === null ? null : interval === 'month' ? row[0] : row[1];
}

/** Price of 1,000 searches above the plan's limit, or null when the plan has none. */
export function searchOveragePer1000(plan: PlanCode, currency: BillingCurrency): number | null {
  return PRICE_LISTS[currency].plans[plan]?.[2] ?? null;
}

export type AddonCode = 'assistant_500' | 'assistant_2000';

export interface Addon {
  readonly code: AddonCode;
  readonly name: string;
  readonly kind: 'assistant_conversations';
  readonly bundleSize: number;
  /** Plans allowed to buy it. */
  readonly plans: readonly PlanCode[];
  /** Units bought last until the end of the period they were bought in. */
  readonly expires: 'period_end' | 'never';
}

/** Assistant-conversation bundles are sold to the plans that have the assistant. */
const ASSISTANT_PLANS: readonly PlanCode[] = PLAN_CODES.filter((p) => PLAN_FEATURES[p].assistant);

export const ADDONS: Readonly<Record<AddonCode, Addon>> = {
  assistant_500: {
    code: 'assistant_500',
    name: '500 assistant conversations',
    kind: 'assistant_conversations',
    bundleSize: 500,
    plans: ASSISTANT_PLANS,
    expires: 'period_end',
  },
  assistant_2000: {
    code: 'assistant_2000',
    name: '2,000 assistant conversations',
    kind: 'assistant_conversations',
    bundleSize: 2_000,
    plans: ASSISTANT_PLANS,
    expires: 'period_end',
  },
};
export const ADDON_CODES = Object.keys(ADDONS) as AddonCode[];
export const isAddonCode = (value: string): value is AddonCode => value in ADDONS;

/** The order of plans, for telling an upgrade from a downgrade. */
export const PLAN_RANK: Readonly<Record<PlanCode, number>> = { starter: 0, growth: 1, pro: 2, enterprise: 3 };
