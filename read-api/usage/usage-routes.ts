import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../domain/access/principal.ts';
import { conversationLimit } from '../../domain/billing/addon-use.ts';
import { type BillingPeriod, searchOverageMinor } from '../../domain/billing/billing-period.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { isBillingCurrency, PLAN_FEATURES, PLANS } from '../../domain/tenancy/plans.ts';
import { type Usage, UsageOut } from '../../domain/usage/contract.ts';
import { THRESHOLDS } from '../../domain/usage/usage-watch.ts';
import { productsIndexed, usageDays } from '../../projections/analytics/usage-queries.ts';
import { findSubscription } from '../../projections/billing/billing-queries.ts';
import type { TenantView } from '../../projections/tenants/tenant-queries.ts';

export interface UsageRouteDeps {
  readonly sql: SqlExecutor;
  readonly storeOf: (tenantId: string) => Promise<TenantView | null>;
  /** The meter's counts reach usage_daily before they are read (the same counts as X-Service-Usage). */
  readonly flushMeter: () => Promise<void>;
  /** The store's billing period (the same the meter counts X-Service-Usage in). */
  readonly periodAt: (tenantId: string, at: Date) => Promise<BillingPeriod>;
  readonly now: () => Date;
}

const percent = (used: number, limit: number | null): number | null =>
  limit === null || limit === 0 ? null : Math.round((used / limit) * 10_000) / 100;

/** GET /v1/usage: this billing period's metered use against the plan (spec: UsageOut). */
export const usageRoutes =
  (deps: UsageRouteDeps): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/v1/usage',
      {
        config: { auth: { level: 'secret', scope: 'billing' } },
        schema: {
          tags: ['billing'],
          summary: "This period's usage: billed searches and indexed products against the plan, day by day",
          response: { 200: UsageOut },
        },
      },
      async (request): Promise<Usage> => {
        const { tenantId } = principalOf(request);
        const store = await deps.storeOf(tenantId);
        if (!store) throw new DomainError('not_found', 'store was not found');
        const period = await deps.periodAt(tenantId, deps.now());
        const start = period.startDay;
        // The last day counted (the period's end day belongs to the next period).
        const end = new Date(Date.parse(period.endDay) - 86_400_000).toISOString().slice(0, 10);
        await deps.flushMeter();
        const [days, products, subscription] = await Promise.all([
          usageDays(deps.sql, tenantId, start, end),
          productsIndexed(deps.sql, tenantId),
          findSubscription(deps.sql, tenantId),
        ]);
        const plan = PLANS[store.planCode];
        const billed = days.reduce((a, d) => a + d.billed, 0);
        const conversations = days.reduce((a, d) => a + d.assistantConversations, 0);
        const messages = days.reduce((a, d) => a + d.assistantMessages, 0);
        // The plan's included conversations and the bundles bought for the period.
        const conversationsLimit = conversationLimit(
          store.planCode,
          subscription && subscription.status !== 'absent' ? subscription.addons : {},
        );
        const searchPercent = percent(billed, period.limit);
        const notices = THRESHOLDS.filter((t) => searchPercent !== null && searchPercent >= t).map(
          (t) => `${t}_percent` as const,
        );
        return {
          period_start: start,
          period_end: end,
          plan_code: store.planCode,
          metrics: [
            { metric: 'search', used: billed, limit: period.limit, percent: searchPercent },
            {
              metric: 'products_indexed',
              used: products,
              limit: plan.productsLimit,
              percent: percent(products, plan.productsLimit),
            },
            // The assistant's counts, kept by the day beside searches (none until the assistant is built).
            { metric: 'assistant_message', used: messages, limit: null, percent: null },
            {
              metric: 'assistant_conversation',
              used: conversations,
              limit: conversationsLimit,
              percent: percent(conversations, conversationsLimit),
            },
            // Not metered until translation exists; its monthly volume is the plan's (spec).
            {
              metric: 'translated_product',
              used: 0,
              limit: PLAN_FEATURES[store.planCode].translated_products_per_month,
              percent: 0,
            },
            { metric: 'ai_cost_micros_usd', used: 0, limit: null, percent: null },
          ],
          // In minor units of the store's billing currency, at the plan's overage price (as at renewal).
          overage_estimate_cents: searchOverageMinor(
            store.planCode,
            isBillingCurrency(store.currency) ? store.currency : 'USD',
            billed,
            period.limit,
          ).amountMinor,
          daily: days.map((d) => ({
            day: d.day,
            searches: d.billed,
            suggests_not_billed: d.suggests,
            assistant_messages: d.assistantMessages,
            assistant_conversations: d.assistantConversations,
            translated_products: 0,
          })),
          ...(notices.length > 0 ? { notices } : {}),
        };
      },
    );
  };
