import type { BillingInterval } from '../tenancy/plans.ts';

export const DAY_MS = 86_400_000;

/**
 * The end of a period that starts at `start`: the same time one calendar month (or year)
 * later, on the month's last day when it is shorter (31 January + 1 month = 28/29 February).
 */
export function addInterval(start: string, interval: BillingInterval): string {
  const d = new Date(start);
  const months = interval === 'month' ? 1 : 12;
  const year = d.getUTCFullYear() + Math.floor((d.getUTCMonth() + months) / 12);
  const month = (d.getUTCMonth() + months) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(d);
  end.setUTCFullYear(year, month, Math.min(d.getUTCDate(), lastDay));
  return end.toISOString();
}

/** Whole days from `from` to `to`, rounded up (a started day counts). */
export const daysBetween = (from: string, to: string): number =>
  Math.max(1, Math.ceil((Date.parse(to) - Date.parse(from)) / DAY_MS));

/** Days of the period left at `now`, rounded up; 0 once it has ended. */
export const remainingDays = (now: string, periodEnd: string): number =>
  Math.max(0, Math.ceil((Date.parse(periodEnd) - Date.parse(now)) / DAY_MS));
