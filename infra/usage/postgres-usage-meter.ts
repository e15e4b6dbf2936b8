import type { BillingPeriod } from '../../domain/billing/billing-period.ts';
import { dayOf, type UsageMeter, type UsageSnapshot } from '../../domain/billing/usage-meter.ts';
import type { Pool } from '../postgres/pool.ts';

interface Pending {
  searches: number;
  billed: number;
  suggests: number;
}

/** The store's usage period at an instant (its subscription's own period, or the calendar month). */
export type PeriodLookup = (tenantId: string, at: Date) => Promise<BillingPeriod>;

interface PeriodTotals {
  readonly startDay: string;
  readonly endDay: string;
  searches: number;
  billed: number;
  loaded: Promise<void>;
}

/**
 * Counts in memory (a search never waits on a write) and adds the counts to `usage_daily`
 * every `flushMs` and at shutdown. The totals shown in X-Service-Usage are those stored for
 * the store's billing period (its subscription's own period, or the UTC calendar month while
 * it has none) plus what this process counted since; each search is counted exactly once, and a
 * replayed idempotent request is answered from storage without reaching the meter.
 */
export class PostgresUsageMeter implements UsageMeter {
  private readonly pending = new Map<string, Pending>();
  /** Per store, the totals of its current period. */
  private readonly totals = new Map<string, PeriodTotals>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly pool: Pool,
    private readonly periodAt: PeriodLookup,
    private readonly options: { flushMs?: number } = {},
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.flush(), this.options.flushMs ?? 250);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }

  async recordSearch(tenantId: string, billed: boolean, at: Date): Promise<UsageSnapshot> {
    let period: BillingPeriod;
    try {
      period = await this.periodAt(tenantId, at);
    } catch (error) {
      // The day's count is kept even when the period cannot be read.
      this.count(tenantId, billed, at);
      throw error;
    }
    // Count before awaiting the period's stored totals, so concurrent searches never lose a count.
    const totals = this.periodTotals(tenantId, period);
    totals.searches++;
    if (billed) totals.billed++;
    this.count(tenantId, billed, at);
    await totals.loaded;
    return { searches: totals.searches, billed: totals.billed, period: period.label, limit: period.limit };
  }

  private count(tenantId: string, billed: boolean, at: Date): void {
    const p = this.pendingFor(tenantId, dayOf(at));
    p.searches++;
    if (billed) p.billed++;
  }

  recordSuggest(tenantId: string, at: Date): void {
    this.pendingFor(tenantId, dayOf(at)).suggests++;
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    // A period's stored totals are read before this process adds to them, never after.
    await Promise.all([...this.totals.values()].map((t) => t.loaded.catch(() => undefined)));
    const rows = [...this.pending.entries()].map(([key, p]) => {
      const [tenant_id, day] = key.split('\u0000');
      return { tenant_id, day, ...p };
    });
    this.pending.clear();
    try {
      await this.pool.query(
        `insert into usage_daily (tenant_id, day, searches, billed_searches, suggests)
         select r.tenant_id, r.day, r.searches, r.billed, r.suggests
           from jsonb_to_recordset($1::jsonb) as r(tenant_id text, day date, searches bigint, billed bigint, suggests bigint)
         on conflict (tenant_id, day) do update set
           searches = usage_daily.searches + excluded.searches,
           billed_searches = usage_daily.billed_searches + excluded.billed_searches,
           suggests = usage_daily.suggests + excluded.suggests`,
        [JSON.stringify(rows)],
      );
    } catch (error) {
      // Keep the counts for the next flush rather than lose them.
      for (const r of rows) {
        const p = this.pendingFor(r.tenant_id ?? '', r.day ?? '');
        p.searches += r.searches;
        p.billed += r.billed;
        p.suggests += r.suggests;
      }
      throw error;
    }
  }

  private pendingFor(tenantId: string, day: string): Pending {
    const key = `${tenantId}\u0000${day}`;
    let p = this.pending.get(key);
    if (!p) {
      p = { searches: 0, billed: 0, suggests: 0 };
      this.pending.set(key, p);
    }
    return p;
  }

  private periodTotals(tenantId: string, period: BillingPeriod): PeriodTotals {
    let totals = this.totals.get(tenantId);
    if (!totals || totals.startDay !== period.startDay || totals.endDay !== period.endDay) {
      const fresh: PeriodTotals = {
        startDay: period.startDay,
        endDay: period.endDay,
        searches: 0,
        billed: 0,
        loaded: Promise.resolve(),
      };
      // What is stored for the period before this process counted anything (flushes only add what this process counted).
      fresh.loaded = this.pool
        .query<{ searches: string; billed: string }>(
          `select coalesce(sum(searches), 0) as searches, coalesce(sum(billed_searches), 0) as billed
             from usage_daily where tenant_id = $1 and day >= $2::date and day < $3::date`,
          [tenantId, period.startDay, period.endDay],
        )
        .then(({ rows }) => {
          fresh.searches += Number(rows[0]?.searches ?? 0);
          fresh.billed += Number(rows[0]?.billed ?? 0);
        });
      this.totals.set(tenantId, fresh);
      totals = fresh;
    }
    return totals;
  }
}
