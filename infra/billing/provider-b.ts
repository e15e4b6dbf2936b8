import { z } from 'zod';
import {
  type PaymentProvider,
  type PaymentRequest,
  type TenantProviderEvent,
  WebhookSignatureError,
} from '../../domain/billing/payment-provider.ts';
import { ProviderApi } from './provider-api.ts';
import { verifySemicolon } from './timestamped-signature.ts';

export interface ProviderBSettings {
  readonly apiUrl: string;
  readonly apiKey: string;
  readonly webhookSecret: string;
  /** Time limit of each API call. */
  readonly timeoutMs: number;
}

const CustomData = z.object({
  tenant_id: z.string().min(1).max(100),
  invoice_id: z.string().max(100).optional(),
});

const Event = z.object({
  event_id: z.string().min(1).max(200),
  event_type: z.string().max(200),
  data: z
    .object({
      custom_data: z.record(z.string(), z.unknown()).nullish(),
    })
    .passthrough(),
});

/** provider_b's event types and what each one means for an invoice. */
const KINDS: Readonly<Record<string, 'payment_succeeded' | 'payment_failed'>> = {
  'transaction.completed': 'payment_succeeded',
  'transaction.paid': 'payment_succeeded',
  'transaction.payment_failed': 'payment_failed',
  'transaction.past_due': 'payment_failed',
};

const Data = <T extends z.ZodTypeAny>(data: T) => z.object({ data });
const Id = z.object({ id: z.string() });
const Customers = Data(
  z.array(z.object({ id: z.string(), custom_data: z.record(z.string(), z.unknown()).nullish() })),
);
const Checkout = z.object({ checkout: z.object({ url: z.string().url() }) });
const PortalSession = z.object({ urls: z.object({ general: z.object({ overview: z.string().url() }) }) });

/**
 * provider_b: hosted checkout over a JSON REST API with a bearer API key. Checkout creates a
 * transaction whose `custom_data` names the store and the invoice and answers its checkout
 * address; the portal is a customer portal session; a renewal is a transaction charged
 * automatically to the customer's saved payment method. Webhooks are signed
 * `ts=<unix seconds>;h1=<hex HMAC-SHA256 of "ts:body">` in `Provider-B-Signature`.
 */
export class ProviderBPaymentProvider implements PaymentProvider {
  readonly name = 'provider_b' as const;
  private readonly api: ProviderApi;

  constructor(private readonly settings: ProviderBSettings) {
    this.api = new ProviderApi({
      provider: 'provider_b',
      baseUrl: settings.apiUrl,
      key: settings.apiKey,
      encoding: 'json',
      timeoutMs: settings.timeoutMs,
    });
  }

  /** The store's customer at the provider, found by its custom data or created once. */
  private async customer(tenantId: string): Promise<string> {
    const found = await this.api.json('GET', '/customers', Customers, { query: { search: tenantId } });
    const existing = found.data.find((c) => c.custom_data?.tenant_id === tenantId);
    if (existing) return existing.id;
    const created = await this.api.json('POST', '/customers', Data(Id), {
      idempotencyKey: `customer-${tenantId}`,
      body: { name: `store ${tenantId}`, custom_data: { tenant_id: tenantId } },
    });
    return created.data.id;
  }

  private transaction(request: PaymentRequest, customerId: string) {
    return {
      customer_id: customerId,
      collection_mode: 'automatic',
      currency_code: request.currency,
      custom_data: { tenant_id: request.tenantId, invoice_id: request.invoiceId },
      items: [
        {
          quantity: 1,
          price: {
            description: request.description,
            unit_price: { amount: String(request.amountMinor), currency_code: request.currency },
            product: { name: request.description },
          },
        },
      ],
    };
  }

  async checkoutUrl(request: PaymentRequest): Promise<string> {
    const txn = await this.api.json('POST', '/transactions', Data(Checkout), {
      idempotencyKey: `checkout-${request.tenantId}-${request.invoiceId}`,
      body: this.transaction(request, await this.customer(request.tenantId)),
    });
    return txn.data.checkout.url;
  }

  async portalUrl(tenantId: string): Promise<string> {
    const customer = await this.customer(tenantId);
    const session = await this.api.json(
      'POST',
      `/customers/${encodeURIComponent(customer)}/portal-sessions`,
      Data(PortalSession),
      { body: {} },
    );
    return session.data.urls.general.overview;
  }

  async collect(request: PaymentRequest): Promise<'succeeded' | 'failed' | 'pending'> {
    const customer = await this.customer(request.tenantId);
    const methods = await this.api.json(
      'GET',
      `/customers/${encodeURIComponent(customer)}/payment-methods`,
      Data(z.array(Id)),
    );
    const method = methods.data[0];
    if (!method) return 'failed';
    const txn = await this.api.json('POST', '/transactions', Data(z.object({ status: z.string() })), {
      idempotencyKey: `collect-${request.tenantId}-${request.invoiceId}`,
      body: { ...this.transaction(request, customer), payment_method_id: method.id },
    });
    const status = txn.data.status;
    if (status === 'completed' || status === 'paid') return 'succeeded';
    return status === 'past_due' || status === 'canceled' ? 'failed' : 'pending';
  }

  readWebhook(
    rawBody: string,
    headers: Readonly<Record<string, string | string[] | undefined>>,
    now: Date,
  ): readonly TenantProviderEvent[] {
    const header = headers['provider-b-signature'];
    verifySemicolon(
      this.settings.webhookSecret,
      rawBody,
      typeof header === 'string' ? header : undefined,
      now,
    );
    const parsed = Event.safeParse(JSON.parse(rawBody));
    if (!parsed.success) throw new WebhookSignatureError('signed, but not a provider_b event');
    const event = parsed.data;
    const kind = KINDS[event.event_type];
    const custom = CustomData.safeParse(event.data.custom_data ?? {});
    // Events this service does not act on, or about payments it did not start, change nothing.
    if (!kind || !custom.success) return [];
    return [
      {
        id: event.event_id,
        kind,
        tenantId: custom.data.tenant_id,
        invoiceId: custom.data.invoice_id ?? null,
        ...(kind === 'payment_failed' ? { reason: `provider_b: ${event.event_type}` } : {}),
      },
    ];
  }
}
