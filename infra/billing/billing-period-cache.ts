import {
  type BillingPeriod,
  billingPeriodAt,
  calendarMonth,
  type PeriodFacts,
} from '../../domain/billing/billing-period.ts';
import { RefreshingCache } from '../../domain/shared/refreshing-cache.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { periodFacts } from '../../projections/billing/billing-queries.ts';

/**
 * Each store's usage period, read from the tenants and billing read models and kept for a
 * moment: the usage meter asks it on every search. Dropped whenever either read model moves
 * (a plan change, a checkout paid, a renewal), so the limit and the period follow at once.
 *
 * Halfway through its time an entry is read again in the background while the facts read last
 * are answered (`RefreshingCache`): every count of the machine goes through one process, so a
 * wait on the database there would hold up every request in flight.
 */
export class BillingPeriodCache {
  private readonly facts: RefreshingCache<PeriodFacts | null>;
  /** The period last answered from each facts read, with its day: a period depends on nothing else. */
  private readonly lastPeriod = new WeakMap<
    PeriodFacts,
    { readonly day: string; readonly period: BillingPeriod }
  >();

  constructor(sql: SqlExecutor, ttlMs = 2_000) {
    this.facts = new RefreshingCache((tenantId) => periodFacts(sql, tenantId), ttlMs);
  }

  async at(tenantId: string, at: Date, nowMs = Date.now()): Promise<BillingPeriod> {
    const facts = await this.facts.get(tenantId, nowMs);
    const day = at.toISOString().slice(0, 10);
    if (!facts) return { ...calendarMonth(day, 'starter'), limit: null };
    const last = this.lastPeriod.get(facts);
    if (last?.day === day) return last.period;
    const period = billingPeriodAt(facts, at);
    this.lastPeriod.set(facts, { day, period });
    return period;
  }

  invalidate(): void {
    this.facts.clear();
  }
}
