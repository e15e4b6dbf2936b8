import { dayOf, periodOf, type UsageMeter, type UsageSnapshot } from '../../domain/billing/usage-meter.ts';
import type { Pool } from '../postgres/pool.ts';

interface Pending {
  searches: number;
  billed: number;
  suggests: number;
}

interface PeriodTotals {
  searches: number;
  billed: number;
  loaded: Promise<void>;
}

/**
 * Counts in memory (a search never waits on a write) and adds the counts to `usage_daily`
 * every `flushMs` and at shutdown. The totals shown in X-Service-Usage are the stored month
 * plus what this process counted since; each search is counted exactly once, and a
 * replayed idempotent request is answered from storage without reaching the meter.
 */
export class PostgresUsageMeter implements UsageMeter {
  private readonly pending = new Map<string, Pending>();
  private readonly totals = new Map<string, PeriodTotals>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly pool: Pool,
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
    const period = periodOf(at);
    const totals = this.periodTotals(tenantId, period);
    // Count before awaiting the month's stored totals, so concurrent searches never lose a count.
    totals.searches++;
    if (billed) totals.billed++;
    const p = this.pendingFor(tenantId, dayOf(at));
    p.searches++;
    if (billed) p.billed++;
    await totals.loaded;
    return { searches: totals.searches, billed: totals.billed, period };
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
    // A month's stored totals are read before this process adds to them, never after.
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

  private periodTotals(tenantId: string, period: string): PeriodTotals {
    const key = `${tenantId}\u0000${period}`;
    let totals = this.totals.get(key);
    if (!totals) {
      const fresh: PeriodTotals = { searches: 0, billed: 0, loaded: Promise.resolve() };
      // What is stored for the month before this process counted anything (flushes only add what this process counted).
      fresh.loaded = this.pool
        .query<{ searches: string; billed: string }>(
          `select coalesce(sum(searches), 0) as searches, coalesce(sum(billed_searches), 0) as billed
             from usage_daily where tenant_id = $1 and to_char(day, 'YYYY-MM') = $2`,
          [tenantId, period],
        )
        .then(({ rows }) => {
          fresh.searches += Number(rows[0]?.searches ?? 0);
          fresh.billed += Number(rows[0]?.billed ?? 0);
        });
      this.totals.set(key, fresh);
      totals = fresh;
    }
    return totals;
  }
}
