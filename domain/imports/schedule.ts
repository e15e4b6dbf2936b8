import type { RepeatT } from './contract.ts';

const INTERVAL_MS: Record<RepeatT, number> = { hourly: 3_600_000, daily: 86_400_000 };
/** A failing source is tried less and less often, but at least this often. */
const MAX_BACKOFF_MS: Record<RepeatT, number> = { hourly: 86_400_000, daily: 7 * 86_400_000 };

/**
 * When a repeating import runs next, counted from the end of its last run: one interval after a
 * success; after `failures` failures in a row, the interval doubled for each failure past the
 * first, up to a day (hourly) or a week (daily).
 */
export function nextRunAt(repeat: RepeatT, from: string, failures: number): string {
  const base = INTERVAL_MS[repeat];
  const delay = failures <= 1 ? base : Math.min(MAX_BACKOFF_MS[repeat], base * 2 ** (failures - 1));
  return new Date(Date.parse(from) + delay).toISOString();
}
