import type { PeriodFacts } from '../../domain/billing/billing-period.ts';
import type { SubscriptionState } from '../../domain/billing/subscription.ts';
import type { SubscriptionStatus } from '../../domain/billing/subscription-events.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import type { BillingInterval, PlanCode } from '../../domain/tenancy/plans.ts';

export async function findSubscription(
  sql: SqlExecutor,
  tenantId: string,
): Promise<SubscriptionState | null> {
  const { rows } = await sql.query<{ state: SubscriptionState }>(
    'select state from subscriptions where tenant_id = $1',
    [tenantId],
  );
  return rows[0]?.state ?? null;
}

export interface InvoiceRow {
  id: string;
  status: string;
  currency: string;
  total_minor: string;
  tax_minor: string;
  issued_at: Date;
  paid_at: Date | null;
  provider: string;
}

export async function listInvoices(sql: SqlExecutor, tenantId: string): Promise<InvoiceRow[]> {
  const { rows } = await sql.query<InvoiceRow>(
    'select * from invoices where tenant_id = $1 order by issued_at desc, id desc limit 200',
    [tenantId],
  );
  return rows;
}

/** Stores the worker must look at now: a subscription due, or a store whose trial ended with no subscription yet. */
export async function dueTenants(sql: SqlExecutor, now: Date, limit = 500): Promise<string[]> {
  const { rows } = await sql.query<{ id: string }>(
    `select tenant_id as id from subscriptions where next_due_at <= $1
     union
     select t.id from tenants t left join subscriptions s on s.tenant_id = t.id
      where s.tenant_id is null and t.trial_ends_at <= $1
     limit $2`,
    [now, limit],
  );
  return rows.map((r) => r.id);
}

/** What decides a store's usage period: its live plan and its subscription's period (null: no such store). */
export async function periodFacts(sql: SqlExecutor, tenantId: string): Promise<PeriodFacts | null> {
  const { rows } = await sql.query<{
    plan_code: PlanCode;
    status: SubscriptionStatus | null;
    interval: BillingInterval | null;
    period_start: string | null;
    period_end: string | null;
  }>(
    `select t.plan_code, s.state->>'status' as status, s.state->>'interval' as interval,
            s.state->>'periodStart' as period_start, s.state->>'periodEnd' as period_end
       from tenants t left join subscriptions s on s.tenant_id = t.id
      where t.id = $1`,
    [tenantId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    planCode: r.plan_code,
    status: r.status,
    interval: r.interval ?? 'month',
    periodStart: r.period_start,
    periodEnd: r.period_end,
  };
}
