import {
  type InvoiceState,
  type LiveSubscription,
  type SubscriptionState,
  subscriptionDecider,
  tenantStatusOf,
} from '../../domain/billing/subscription.ts';
import {
  SUBSCRIPTION_EVENT_TYPES,
  type SubscriptionEvent,
} from '../../domain/billing/subscription-events.ts';
import type { RecordedEvent } from '../../domain/event-store/event-store.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import type { SqlProjector } from '../projector.ts';

/** When the worker must look at a subscription again: trial end, period end, grace end or a collection to retry. */
export function nextDueAt(s: LiveSubscription): string | null {
  const times = [
    s.status === 'trialing' ? s.trialEndsAt : null,
    s.status === 'active' || s.status === 'past_due' ? s.periodEnd : null,
    (s.status === 'past_due' || s.status === 'incomplete') && !s.suspended ? s.graceEndsAt : null,
    // A renewal still to collect (the provider could not be reached): when to try again.
    ...Object.values(s.invoices).map((i) =>
      i.status === 'open' && i.collection?.status === 'due' ? (i.collection.retryAt ?? i.issuedAt) : null,
    ),
  ].filter((t): t is string => t !== null);
  return times.length === 0 ? null : times.reduce((a, b) => (a < b ? a : b));
}

/**
 * Subscriptions and invoices: each row holds the decider's own state, folded with the same
 * `evolve` the commands use, so the read model cannot drift from what commands decide. An
 * event at or below the row's last revision was applied already and changes nothing.
 */
export const billingProjector: SqlProjector = {
  name: 'billing',
  handles: SUBSCRIPTION_EVENT_TYPES,
  tables: ['subscriptions', 'invoices'],
  async apply(events: readonly RecordedEvent[], sql: SqlExecutor) {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as SubscriptionEvent;
      const tenantId = event.data.tenantId;
      const { rows } = await sql.query<{ state: SubscriptionState; last_revision: string }>(
        'select state, last_revision from subscriptions where tenant_id = $1',
        [tenantId],
      );
      const row = rows[0];
      if (row && BigInt(row.last_revision) >= recorded.revision) continue;
      const state = subscriptionDecider.evolve(row?.state ?? subscriptionDecider.initialState(), event);
      if (state.status === 'absent') continue;
      await sql.query(
        `insert into subscriptions (tenant_id, plan_code, status, tenant_status, next_due_at, state, last_revision, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (tenant_id) do update set plan_code = $2, status = $3, tenant_status = $4, next_due_at = $5,
           state = $6, last_revision = $7, updated_at = $8`,
        [
          tenantId,
          state.planCode,
          state.status,
          tenantStatusOf(state),
          nextDueAt(state),
          JSON.stringify(state),
          recorded.revision.toString(),
          recorded.createdAt,
        ],
      );
      const invoiceId = (event.data as { invoiceId?: string }).invoiceId;
      const invoice = invoiceId === undefined ? undefined : state.invoices[invoiceId];
      if (invoice) await writeInvoice(sql, tenantId, invoice);
    }
  },
};

function writeInvoice(sql: SqlExecutor, tenantId: string, i: InvoiceState) {
  return sql.query(
    `insert into invoices (tenant_id, id, status, purpose, provider, currency, total_minor, tax_minor, lines, issued_at, paid_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     on conflict (tenant_id, id) do update set status = $3, paid_at = $11`,
    [
      tenantId,
      i.invoiceId,
      i.status,
      i.purpose,
      i.provider,
      i.currency,
      i.totalMinor,
      i.taxMinor,
      JSON.stringify(i.lines),
      i.issuedAt,
      i.paidAt,
    ],
  );
}
