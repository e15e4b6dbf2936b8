import type { SubscriptionState } from '../../domain/billing/subscription.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';

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
