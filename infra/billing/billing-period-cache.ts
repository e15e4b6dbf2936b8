import {
  type BillingPeriod,
  billingPeriodAt,
  calendarMonth,
  type PeriodFacts,
} from '../../domain/billing/billing-period.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { periodFacts } from '../../projections/billing/billing-queries.ts';
import { RefreshingCache } from '../tenancy/refreshing-cache.ts';

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

  constructor(sql: SqlExecutor, ttlMs = 2_000) {
    this.facts = new RefreshingCache((tenantId) => periodFacts(sql, tenantId), ttlMs);
  }

  async at(tenantId: string, at: Date, nowMs = Date.now()): Promise<BillingPeriod> {
    const facts = await this.facts.get(tenantId, nowMs);
    if (facts) return billingPeriodAt(facts, at);
    return { ...calendarMonth(at.toISOString().slice(0, 10), 'starter'), limit: null };
  }

  invalidate(): void {
    this.facts.clear();
  }
}
