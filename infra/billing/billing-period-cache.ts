import {
  type BillingPeriod,
  billingPeriodAt,
  calendarMonth,
  type PeriodFacts,
} from '../../domain/billing/billing-period.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { periodFacts } from '../../projections/billing/billing-queries.ts';

/**
 * Each store's usage period, read from the tenants and billing read models and kept for a
 * moment: the usage meter asks it on every search. Dropped whenever either read model moves
 * (a plan change, a checkout paid, a renewal), so the limit and the period follow at once.
 */
export class BillingPeriodCache {
  private readonly entries = new Map<string, { facts: Promise<PeriodFacts | null>; expiresAt: number }>();

  constructor(
    private readonly sql: SqlExecutor,
    private readonly ttlMs = 2_000,
  ) {}

  async at(tenantId: string, at: Date, nowMs = Date.now()): Promise<BillingPeriod> {
    let hit = this.entries.get(tenantId);
    if (!hit || hit.expiresAt <= nowMs) {
      const facts = periodFacts(this.sql, tenantId);
      hit = { facts, expiresAt: nowMs + this.ttlMs };
      this.entries.set(tenantId, hit);
      // A failed read is not kept.
      facts.catch(() => this.entries.get(tenantId) === hit && this.entries.delete(tenantId));
    }
    const facts = await hit.facts;
    if (facts) return billingPeriodAt(facts, at);
    return { ...calendarMonth(at.toISOString().slice(0, 10), 'starter'), limit: null };
  }

  invalidate(): void {
    this.entries.clear();
  }
}
