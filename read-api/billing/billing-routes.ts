import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../domain/access/principal.ts';
import {
  AddonOut,
  addonOut,
  CurrencyQuery,
  InvoiceOut,
  invoiceOut,
  PlanOut,
  planOut,
  RedirectUrl,
  SubscriptionOut,
  subscriptionOut,
} from '../../domain/billing/contract.ts';
import { type InvoicePdfs, invoiceDocument } from '../../domain/billing/invoice-document.ts';
import type { PaymentProvider } from '../../domain/billing/payment-provider.ts';
import { type LiveSubscription, startedSubscription } from '../../domain/billing/subscription.ts';
import type { ProviderName } from '../../domain/billing/subscription-events.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { ADDON_CODES, isBillingCurrency, PLAN_CODES } from '../../domain/tenancy/plans.ts';
import { findSubscription } from '../../projections/billing/billing-queries.ts';
import { findTenant } from '../../projections/tenants/tenant-queries.ts';

export interface BillingReadDeps {
  readonly sql: SqlExecutor;
  /** For the portal only: the invoice list never calls a provider. */
  readonly providers: Readonly<Partial<Record<ProviderName, PaymentProvider>>>;
  /** An unpaid invoice's pay link (a page of this service that opens the provider's checkout when followed). */
  readonly payLink: (tenantId: string, invoiceId: string) => string;
  readonly invoicePdfs: InvoicePdfs;
  /** The store's assistant conversations this billing period (add-on `used` is counted from them). */
  readonly conversations: (tenantId: string) => Promise<number>;
}

const TokenParam = z.object({ token: z.string().min(10).max(600) }).strict();

/**
 * The subscription as the billing read model holds it; before anything was bought, the store's
 * trial, or for a store the operator created with no trial, its billing by hand.
 */
export async function readSubscription(sql: SqlExecutor, tenantId: string): Promise<LiveSubscription> {
  const state = await findSubscription(sql, tenantId);
  if (state && state.status !== 'absent') return state;
  const tenant = await findTenant(sql, tenantId);
  if (!tenant) throw new DomainError('not_found', 'store was not found');
  return startedSubscription({
    tenantId,
    planCode: tenant.planCode,
    currency: isBillingCurrency(tenant.currency) ? tenant.currency : 'USD',
    trialEndsAt: tenant.trialEndsAt,
    startedAt: tenant.createdAt,
  });
}

export const billingReadRoutes =
  (deps: BillingReadDeps): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/v1/billing/plans',
      {
        config: { auth: { level: 'none' } },
        schema: {
          tags: ['billing'],
          summary: 'Plans with prices, limits, features and overage',
          querystring: CurrencyQuery,
          response: { 200: z.array(PlanOut) },
        },
      },
      async (request) => PLAN_CODES.map((code) => planOut(code, request.query.currency)),
    );
    r.get(
      '/v1/billing/addons',
      {
        config: { auth: { level: 'none' } },
        schema: {
          tags: ['billing'],
          summary: 'Add-on bundles and the plans that may buy them',
          querystring: CurrencyQuery,
          response: { 200: z.array(AddonOut) },
        },
      },
      async (request) => ADDON_CODES.map((code) => addonOut(code, request.query.currency)),
    );
    r.get(
      '/v1/billing/subscription',
      {
        config: { auth: { level: 'secret', scope: 'billing' } },
        schema: {
          tags: ['billing'],
          summary: "The store's subscription",
          response: { 200: SubscriptionOut },
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        const [s, conversations] = await Promise.all([
          readSubscription(deps.sql, tenantId),
          deps.conversations(tenantId),
        ]);
        return subscriptionOut(s, conversations);
      },
    );
    r.get(
      '/v1/billing/invoices',
      {
        config: { auth: { level: 'secret', scope: 'billing' } },
        schema: {
          tags: ['billing'],
          summary: 'Invoices, newest first',
          response: { 200: z.array(InvoiceOut) },
        },
      },
      async (request) => {
        const s = await readSubscription(deps.sql, principalOf(request).tenantId);
        const invoices = Object.values(s.invoices).sort((a, b) =>
          a.issuedAt === b.issuedAt
            ? b.invoiceId.localeCompare(a.invoiceId)
            : b.issuedAt.localeCompare(a.issuedAt),
        );
        // From the read model alone: an unpaid invoice links to its pay link, which asks the
        // provider for a checkout only when followed.
        return invoices.map((i) =>
          invoiceOut(
            i,
            i.status === 'paid' ? null : deps.payLink(s.tenantId, i.invoiceId),
            deps.invoicePdfs.link(s.tenantId, i.invoiceId),
          ),
        );
      },
    );
    r.get(
      '/v1/billing/invoice-pdf/:token',
      {
        config: { auth: { level: 'none' } },
        schema: {
          tags: ['billing'],
          summary: "An invoice's PDF (`pdf_url`): redirects to a signed download of it",
          params: TokenParam,
          hide: true,
        },
      },
      async (request, reply) => {
        const target = deps.invoicePdfs.read(request.params.token);
        if (!target) throw new DomainError('not_found', 'this invoice link does not exist or has expired');
        const [s, tenant] = await Promise.all([
          readSubscription(deps.sql, target.tenantId),
          findTenant(deps.sql, target.tenantId),
        ]);
        const invoice = s.invoices[target.invoiceId];
        if (!invoice || !tenant) throw new DomainError('not_found', 'this invoice does not exist');
        const url = await deps.invoicePdfs.download(
          target.tenantId,
          invoiceDocument(tenant.name, invoice, s.billingCountry),
        );
        return reply.redirect(url, 303);
      },
    );
    r.get(
      '/v1/billing/portal',
      {
        config: { auth: { level: 'secret', scope: 'billing' } },
        schema: {
          tags: ['billing'],
          summary: "The payment provider's portal",
          response: { 200: RedirectUrl },
        },
      },
      async (request) => {
        const s = await readSubscription(deps.sql, principalOf(request).tenantId);
        const provider = deps.providers[s.provider];
        if (!provider)
          throw new DomainError('not_found', `the ${s.provider} provider is not configured here`);
        return { url: await provider.portalUrl(s.tenantId) };
      },
    );
  };
