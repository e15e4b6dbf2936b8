import { BillingService } from '../../commands/billing/billing-service.ts';
import { runBillingClock } from '../../processes/billing/billing-clock.ts';
import { dueTenants } from '../../projections/billing/billing-queries.ts';
import type { TestApp } from './test-app.ts';

/**
 * One turn of the billing clock at `at` (what the worker role runs on its schedule: trial ends,
 * renewals, grace), then every read model caught up and the credential cache dropped so the next
 * request sees the stores' new status. `now` is the service's own clock (by default `at` too).
 */
export async function runBillingClockAt(t: TestApp, at: Date, now: () => Date = () => at): Promise<void> {
  const billing = new BillingService({
    eventStore: t.runtime.eventStore,
    newId: t.runtime.newId,
    now,
    settle: (p) => t.runtime.settle(p),
    productCount: async () => 0,
    providers: t.runtime.billing.providers,
    checkoutProvider: t.runtime.billing.checkoutProvider,
  });
  await runBillingClock(billing, t.runtime.pool, dueTenants, at);
  await t.settle();
  t.runtime.credentials.invalidate();
}
