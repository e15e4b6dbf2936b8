import type { BillingService } from '../../commands/billing/billing-service.ts';
import type { LiveSubscription } from '../../domain/billing/subscription.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';

const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * Billed searches of the period that ends next, from the usage meter's daily counts: the days
 * from its start's day up to, not including, its end's day (as the meter counts them for
 * X-Service-Usage, domain/billing/billing-period.ts).
 */
async function billedSearches(sql: SqlExecutor, s: LiveSubscription, now: Date): Promise<number> {
  if (s.periodStart === null) return 0;
  const { rows } = await sql.query<{ n: string | null }>(
    'select sum(billed_searches) as n from usage_daily where tenant_id = $1 and day >= $2::date and day < $3::date',
    [s.tenantId, dayOf(s.periodStart), dayOf(s.periodEnd ?? now.toISOString())],
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * One pass of the billing clock (run by the worker role every minute, and by tests with any
 * `now`): for every store due, trial ends, renewals with their overage, cancellations at
 * period end and grace ends; then each renewal invoice is collected from its provider, and
 * the store's plan is brought in line with the subscription.
 */
export async function runBillingClock(
  billing: BillingService,
  sql: SqlExecutor,
  dueTenants: (sql: SqlExecutor, now: Date) => Promise<string[]>,
  now: Date,
): Promise<number> {
  const due = await dueTenants(sql, now);
  for (const tenantId of due) {
    const before = await billing.current(tenantId);
    const searches = await billedSearches(sql, before, now);
    const after = await billing.run(tenantId, { type: 'Tick', billedSearches: searches }, now);
    await collectNewInvoices(billing, before, after, now);
  }
  return due.length;
}

async function collectNewInvoices(
  billing: BillingService,
  before: LiveSubscription,
  after: LiveSubscription,
  now: Date,
) {
  for (const invoice of Object.values(after.invoices)) {
    if (before.invoices[invoice.invoiceId] || invoice.status !== 'open' || invoice.purpose !== 'renewal')
      continue;
    const outcome = await billing.provider(invoice.provider).collect({
      tenantId: after.tenantId,
      invoiceId: invoice.invoiceId,
      amountMinor: invoice.totalMinor,
      currency: invoice.currency,
      description: `renewal ${invoice.invoiceId}`,
    });
    if (outcome === 'pending') continue;
    await billing.run(
      after.tenantId,
      {
        type: 'RecordProviderEvent',
        event: {
          id: `collect:${invoice.invoiceId}`,
          kind: outcome === 'succeeded' ? 'payment_succeeded' : 'payment_failed',
          invoiceId: invoice.invoiceId,
        },
      },
      now,
    );
  }
}
