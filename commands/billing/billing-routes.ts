import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../domain/access/principal.ts';
import {
  AddonPurchaseRequest,
  CancelRequest,
  ChangePlanRequest,
  CheckoutRequest,
  RedirectUrl,
  SubscriptionOut,
  subscriptionOut,
} from '../../domain/billing/contract.ts';
import { formatMinor } from '../../domain/billing/money.ts';
import { type PayPageTokens, WebhookSignatureError } from '../../domain/billing/payment-provider.ts';
import type { LiveSubscription } from '../../domain/billing/subscription.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { BillingService } from './billing-service.ts';

const ProviderParam = z.object({ provider: z.enum(['provider_a', 'provider_b', 'mock']) }).strict();
const TokenParam = z.object({ token: z.string().min(10).max(600) }).strict();
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const billingWriteRoutes =
  (
    billing: BillingService,
    mock: PayPageTokens,
    payLinks: PayPageTokens,
    /** The store's assistant conversations this billing period (add-on `used` is counted from them). */
    conversations: (tenantId: string) => Promise<number>,
  ): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const auth = { level: 'secret', scope: 'billing' } as const;
    const answer = async (s: LiveSubscription) => subscriptionOut(s, await conversations(s.tenantId));

    r.post(
      '/v1/billing/checkout',
      {
        config: { auth },
        schema: {
          tags: ['billing'],
          summary: 'Start paying for a plan: answers the hosted checkout page to send the merchant to',
          body: CheckoutRequest,
          response: { 200: RedirectUrl },
        },
      },
      async (request) => {
        const b = request.body;
        const url = await billing.checkout(
          principalOf(request).tenantId,
          {
            planCode: b.plan_code,
            interval: b.interval,
            addons: b.addons,
            ...(b.billing_country ? { billingCountry: b.billing_country } : {}),
          },
          `${b.plan_code}, one ${b.interval}`,
        );
        return { url };
      },
    );

    r.post(
      '/v1/billing/change-plan',
      {
        config: { auth },
        schema: {
          tags: ['billing'],
          summary: 'Upgrade or downgrade, prorated by the day (docs/billing.md)',
          body: ChangePlanRequest,
          response: { 200: SubscriptionOut },
        },
      },
      async (request) => {
        const b = request.body;
        return answer(
          await billing.changePlan(principalOf(request).tenantId, {
            planCode: b.plan_code,
            interval: b.interval,
            addons: b.addons,
          }),
        );
      },
    );

    r.post(
      '/v1/billing/addons/purchase',
      {
        config: { auth },
        schema: {
          tags: ['billing'],
          summary:
            'Buy add-on bundles (a one-time charge; needs a live subscription on a plan that allows it)',
          body: AddonPurchaseRequest,
          response: { 200: SubscriptionOut },
        },
      },
      async (request) =>
        answer(
          await billing.run(principalOf(request).tenantId, {
            type: 'PurchaseAddon',
            code: request.body.code,
            quantity: request.body.quantity,
          }),
        ),
    );

    r.post(
      '/v1/billing/cancel',
      {
        config: { auth },
        schema: {
          tags: ['billing'],
          summary: 'Cancel now or at the end of the period',
          body: CancelRequest,
          response: { 200: SubscriptionOut },
        },
      },
      async (request) =>
        answer(
          await billing.run(principalOf(request).tenantId, {
            type: 'Cancel',
            atPeriodEnd: request.body.at_period_end,
            reason: request.body.reason,
          }),
        ),
    );

    r.post(
      '/v1/billing/webhooks/:provider',
      {
        config: { auth: { level: 'none' } },
        schema: {
          tags: ['billing'],
          summary: "A payment provider's webhook (signature checked over the raw body)",
          params: ProviderParam,
          response: { 200: z.record(z.string(), z.boolean()) },
        },
      },
      async (request) => {
        const provider = billing.provider(request.params.provider);
        let events: ReturnType<typeof provider.readWebhook>;
        try {
          events = provider.readWebhook(request.rawBody ?? '', request.headers, new Date());
        } catch (error) {
          if (error instanceof WebhookSignatureError || error instanceof SyntaxError) {
            throw new DomainError(
              'unauthorized',
              `The webhook is not signed by ${provider.name}: ${error.message}.`,
            );
          }
          throw error;
        }
        // Each event id answers whether it changed anything (false: seen before, or nothing to do).
        const applied: Record<string, boolean> = {};
        for (const e of events) {
          const before = await billing.current(e.tenantId).catch(() => null);
          if (!before || before.seenProviderEvents[e.id]) {
            applied[e.id] = false;
            continue;
          }
          const after = await billing.run(e.tenantId, { type: 'RecordProviderEvent', event: e });
          applied[e.id] = after.seenProviderEvents[e.id] === 'applied';
        }
        return applied;
      },
    );

    // The mock provider's hosted page: pay or fail the invoice its token names.
    app.register(async (page) => {
      page.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      const p = page.withTypeProvider<ZodTypeProvider>();
      const read = async (token: string) => {
        const target = mock.readToken(token);
        if (!target) throw new DomainError('not_found', 'this payment page does not exist');
        const s = await billing.current(target.tenantId);
        const invoice = s.invoices[target.invoiceId];
        if (!invoice) throw new DomainError('not_found', 'this payment page does not exist');
        return { target, invoice };
      };
      const html = (title: string, body: string) =>
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
      p.get(
        '/v1/billing/mock/pay/:token',
        {
          config: { auth: { level: 'none' } },
          schema: {
            tags: ['billing'],
            summary: 'The mock provider’s payment page',
            params: TokenParam,
            hide: true,
          },
        },
        async (request, reply) => {
          const { invoice } = await read(request.params.token);
          const amount = formatMinor(invoice.totalMinor, invoice.currency);
          const form = (outcome: string, label: string) =>
            `<form method="post"><input type="hidden" name="outcome" value="${outcome}"><button>${label}</button></form>`;
          reply.header('Content-Security-Policy', "default-src 'none'; form-action 'self'").type('text/html');
          return html(
            `Invoice ${invoice.invoiceId}: ${amount}`,
            invoice.status === 'paid'
              ? '<p>This invoice is paid.</p>'
              : `<p>Test payment: nothing is charged.</p>${form('paid', `Pay ${escapeHtml(amount)}`)}${form('failed', 'Fail the payment')}`,
          );
        },
      );
      p.post(
        '/v1/billing/mock/pay/:token',
        {
          config: { auth: { level: 'none' } },
          schema: {
            tags: ['billing'],
            summary: 'Completes or fails a mock payment',
            params: TokenParam,
            body: z.object({ outcome: z.enum(['paid', 'failed']) }),
            hide: true,
          },
        },
        async (request, reply) => {
          const { target, invoice } = await read(request.params.token);
          const outcome = request.body.outcome;
          await billing.run(target.tenantId, {
            type: 'RecordProviderEvent',
            event: {
              id: `mock_page:${invoice.invoiceId}:${outcome}`,
              kind: outcome === 'paid' ? 'payment_succeeded' : 'payment_failed',
              invoiceId: invoice.invoiceId,
              reason: 'failed on the mock payment page',
            },
          });
          reply.header('Content-Security-Policy', "default-src 'none'").type('text/html');
          return html(
            outcome === 'paid' ? 'Payment received' : 'Payment failed',
            '<p>You can close this page.</p>',
          );
        },
      );
      p.get(
        '/v1/billing/pay/:token',
        {
          config: { auth: { level: 'none' } },
          schema: {
            tags: ['billing'],
            summary: "An unpaid invoice's pay link: opens the provider's checkout for it",
            params: TokenParam,
            hide: true,
          },
        },
        async (request, reply) => {
          const target = payLinks.readToken(request.params.token);
          if (!target) throw new DomainError('not_found', 'this pay link does not exist');
          const s = await billing.current(target.tenantId);
          const invoice = s.invoices[target.invoiceId];
          if (!invoice) throw new DomainError('not_found', 'this pay link does not exist');
          if (invoice.status === 'paid') {
            reply.header('Content-Security-Policy', "default-src 'none'").type('text/html');
            return html(`Invoice ${invoice.invoiceId}`, '<p>This invoice is paid.</p>');
          }
          // The provider is asked only now, when the merchant follows the link.
          const url = await billing.provider(invoice.provider).checkoutUrl({
            tenantId: target.tenantId,
            invoiceId: invoice.invoiceId,
            amountMinor: invoice.totalMinor,
            currency: invoice.currency,
            description: `invoice ${invoice.invoiceId}`,
          });
          return reply.redirect(url, 303);
        },
      );
      p.get(
        '/v1/billing/mock/portal',
        {
          config: { auth: { level: 'none' } },
          schema: { tags: ['billing'], summary: 'The mock provider’s portal', hide: true },
        },
        async (_request, reply) => {
          reply.header('Content-Security-Policy', "default-src 'none'").type('text/html');
          return html('Test payment portal', '<p>Payment methods are not kept by the test provider.</p>');
        },
      );
    });
  };
