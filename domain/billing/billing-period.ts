import {
  type BillingCurrency,
  type BillingInterval,
  PLANS,
  type PlanCode,
  searchOveragePer1000,
} from '../tenancy/plans.ts';
import { addInterval } from './periods.ts';
import type { SubscriptionStatus } from './subscription-events.ts';

/**
 * The usage period a day belongs to: searches, their limit and overage are counted per
 * period. Usage is kept per UTC day, so a period is a range of days: from the day its start
 * falls on, up to (not including) the day its end falls on.
 */
export interface BillingPeriod {
  /** First day counted, `YYYY-MM-DD`. */
  readonly startDay: string;
  /** First day of the next period, `YYYY-MM-DD` (not counted). */
  readonly endDay: string;
  /** The period in X-Service-Usage: `YYYY-MM` of its first day. */
  readonly label: string;
  /** Billed searches the period allows (null: no fixed limit). */
  readonly limit: number | null;
}

/** What decides a store's period: its live plan and, once paid for, its subscription's own period. */
export interface PeriodFacts {
  readonly planCode: PlanCode;
  readonly status: SubscriptionStatus | null;
  readonly interval: BillingInterval;
  readonly periodStart: string | null;
  readonly periodEnd: string | null;
}

const dayOf = (iso: string): string => iso.slice(0, 10);

/** Searches a period allows: the plan's monthly limit, times twelve for a yearly period. */
export function periodSearchLimit(plan: PlanCode, interval: BillingInterval): number | null {
  const monthly = PLANS[plan].searchesLimit;
  return monthly === null ? null : interval === 'year' ? monthly * 12 : monthly;
}

/** The UTC calendar month of a day: the period of a trial and of a store billed by hand. */
export function calendarMonth(day: string, plan: PlanCode): BillingPeriod {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(y, m, 1)).toISOString();
  return {
    startDay: `${day.slice(0, 7)}-01`,
    endDay: dayOf(next),
    label: day.slice(0, 7),
    limit: PLANS[plan].searchesLimit,
  };
}

/** Periods stepped through at most (a subscription whose renewals have not run for years). */
const MAX_STEPS = 600;

/**
 * The period the instant `at` counts in. A paid subscription (active or past due) counts in
 * its own periods: the current one, or the ones that follow it one interval at a time when
 * the clock has not renewed it yet. Anything else (trial, billed by hand, canceled) counts
 * in the UTC calendar month.
 */
export function billingPeriodAt(facts: PeriodFacts, at: Date): BillingPeriod {
  const day = dayOf(at.toISOString());
  const paid = facts.status === 'active' || facts.status === 'past_due';
  if (!paid || facts.periodStart === null || facts.periodEnd === null || day < dayOf(facts.periodStart)) {
    return calendarMonth(day, facts.planCode);
  }
  let start = facts.periodStart;
  let end = facts.periodEnd;
  for (let i = 0; i < MAX_STEPS && day >= dayOf(end); i++) {
    start = end;
    end = addInterval(end, facts.interval);
  }
  return {
    startDay: dayOf(start),
    endDay: dayOf(end),
    label: start.slice(0, 7),
    limit: periodSearchLimit(facts.planCode, facts.interval),
  };
}

/**
 * Search overage of a period, in minor units of the currency: every started 1,000 billed
 * searches over the period's limit, at the plan's overage price (0 with no limit or no price).
 */
export function searchOverageMinor(
  plan: PlanCode,
  currency: BillingCurrency,
  billed: number,
  limit: number | null,
): { readonly thousands: number; readonly amountMinor: number } {
  const per1000 = searchOveragePer1000(plan, currency);
  if (limit === null || per1000 === null || billed <= limit) return { thousands: 0, amountMinor: 0 };
  const thousands = Math.ceil((billed - limit) / 1000);
  return { thousands, amountMinor: thousands * per1000 };
}
