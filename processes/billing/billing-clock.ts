import type { BillingService } from '../../commands/billing/billing-service.ts';
import { collectionsDue, type LiveSubscription } from '../../domain/billing/subscription.ts';
import { UpstreamError } from '../../domain/shared/domain-error.ts';
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
 * period end and grace ends; then each renewal still to collect is collected from its
 * provider. A provider that cannot be reached leaves the renewal to collect, and the clock
 * tries again later (docs/billing.md, "When a provider cannot be reached"). One store's
 * failure does not hold up the others: the first is thrown once all were looked at.
 */
export async function runBillingClock(
  billing: BillingService,
  sql: SqlExecutor,
  dueTenants: (sql: SqlExecutor, now: Date) => Promise<string[]>,
  now: Date,
): Promise<number> {
  const due = await dueTenants(sql, now);
  const failures: unknown[] = [];
  for (const tenantId of due) {
    try {
      const before = await billing.current(tenantId);
      const searches = await billedSearches(sql, before, now);
      const after = await billing.run(tenantId, { type: 'Tick', billedSearches: searches }, now);
      await collectDue(billing, after, now);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
  return due.length;
}

async function collectDue(billing: BillingService, s: LiveSubscription, now: Date) {
  for (const invoice of collectionsDue(s, now.toISOString())) {
    let outcome: 'succeeded' | 'failed' | 'pending';
    try {
      outcome = await billing.provider(invoice.provider).collect({
        tenantId: s.tenantId,
        invoiceId: invoice.invoiceId,
        amountMinor: invoice.totalMinor,
        currency: invoice.currency,
        description: `renewal ${invoice.invoiceId}`,
      });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      await billing.run(
        s.tenantId,
        { type: 'DeferCollection', invoiceId: invoice.invoiceId, reason: error.message },
        now,
      );
      continue;
    }
    if (outcome === 'pending') {
      await billing.run(s.tenantId, { type: 'MarkCollectionRequested', invoiceId: invoice.invoiceId }, now);
      continue;
    }
    await billing.run(
      s.tenantId,
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
