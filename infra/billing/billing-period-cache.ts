import {
  type BillingPeriod,
  billingPeriodAt,
  calendarMonth,
  type PeriodFacts,
} from '../../domain/billing/billing-period.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { periodFacts } from '../../projections/billing/billing-queries.ts';

interface Entry {
  /** The facts read last (or being read for the first time). */
  facts: Promise<PeriodFacts | null>;
  /** When they are to be read again. */
  expiresAt: number;
  /** A read again under way: the facts above are still served meanwhile. */
  refreshing: boolean;
}

/**
 * Each store's usage period, read from the tenants and billing read models and kept for a
 * moment: the usage meter asks it on every search. Dropped whenever either read model moves
 * (a plan change, a checkout paid, a renewal), so the limit and the period follow at once.
 *
 * Past its time an entry is read again in the background while the facts read last are still
 * answered: a search or a click never waits on the database for facts it already had (every
 * count of the machine goes through one process, so such a wait would hold up every request in
 * flight). Only a store's first read, and the first after a drop, is waited for.
 */
export class BillingPeriodCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly sql: SqlExecutor,
    private readonly ttlMs = 2_000,
  ) {}

  async at(tenantId: string, at: Date, nowMs = Date.now()): Promise<BillingPeriod> {
    let hit = this.entries.get(tenantId);
    if (!hit) {
      const entry: Entry = {
        facts: periodFacts(this.sql, tenantId),
        expiresAt: nowMs + this.ttlMs,
        refreshing: false,
      };
      // A failed read is not kept.
      entry.facts.catch(() => this.entries.get(tenantId) === entry && this.entries.delete(tenantId));
      this.entries.set(tenantId, entry);
      hit = entry;
    } else if (hit.expiresAt <= nowMs && !hit.refreshing) {
      this.refresh(tenantId, hit, nowMs);
    }
    const facts = await hit.facts;
    if (facts) return billingPeriodAt(facts, at);
    return { ...calendarMonth(at.toISOString().slice(0, 10), 'starter'), limit: null };
  }

  invalidate(): void {
    this.entries.clear();
  }

  /** Reads the entry's facts again; they replace the old ones once read, unless dropped meanwhile. */
  private refresh(tenantId: string, entry: Entry, nowMs: number): void {
    entry.refreshing = true;
    const next = periodFacts(this.sql, tenantId);
    next.then(
      () => {
        if (this.entries.get(tenantId) !== entry) return;
        entry.facts = next;
        entry.expiresAt = nowMs + this.ttlMs;
        entry.refreshing = false;
      },
      () => {
        // Kept as it was; tried again on the next ask.
        entry.refreshing = false;
      },
    );
  }
}
