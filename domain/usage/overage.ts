import type { PlanCode } from '../tenancy/plans.ts';

/**
 * Price of billed searches above the plan's monthly limit, in cents per 1,000 (a provisional
 * table until plans carry their overage terms; docs/analytics.md).
 */
export const SEARCH_OVERAGE_CENTS_PER_1000: Readonly<Record<PlanCode, number>> = {
  starter: 50,
  growth: 40,
  pro: 30,
  enterprise: 0,
};

/** Overage so far this period: searches over the limit, by started thousand. */
export const searchOverageCents = (plan: PlanCode, used: number, limit: number | null): number =>
  limit === null || used <= limit
    ? 0
    : Math.ceil((used - limit) / 1_000) * SEARCH_OVERAGE_CENTS_PER_1000[plan];
