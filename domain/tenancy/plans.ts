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
