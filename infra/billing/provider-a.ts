import { z } from 'zod';
import {
  type PaymentProvider,
  type PaymentRequest,
  type TenantProviderEvent,
  WebhookSignatureError,
} from '../../domain/billing/payment-provider.ts';
import { ProviderApi } from './provider-api.ts';
import { verifyTimestamped } from './timestamped-signature.ts';

export interface ProviderASettings {
  readonly apiUrl: string;
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** Where the hosted pages send the merchant back to. */
  readonly publicBaseUrl: string;
  /** Time limit of each API call. */
  readonly timeoutMs: number;
}

const Id = z.object({ id: z.string() });
const List = z.object({ data: z.array(Id) });
const Url = z.object({ url: z.string().url() });

const Metadata = z.object({
  tenant_id: z.string().min(1).max(100),
  invoice_id: z.string().max(100).optional(),
});

const Event = z.object({
  id: z.string().min(1).max(200),
  type: z.string().max(200),
  data: z.object({
    object: z
      .object({
        metadata: z.record(z.string(), z.string()).optional(),
        payment_status: z.string().optional(),
        last_payment_error: z.object({ message: z.string().max(500).optional() }).nullish(),
      })
      .passthrough(),
  }),
});

/** provider_a's event types and what each one means for an invoice. */
const KINDS: Readonly<Record<string, 'payment_succeeded' | 'payment_failed'>> = {
  'checkout.session.completed': 'payment_succeeded',
  'checkout.session.async_payment_succeeded': 'payment_succeeded',
  'checkout.session.async_payment_failed': 'payment_failed',
  'payment_intent.succeeded': 'payment_succeeded',
  'payment_intent.payment_failed': 'payment_failed',
  'invoice.paid': 'payment_succeeded',
  'invoice.payment_failed': 'payment_failed',
};

/**
 * provider_a: hosted checkout over a REST API with form-encoded bodies and a bearer secret
 * key. Checkout creates a checkout session (Idempotency-Key per invoice, metadata naming the
 * store and the invoice, the card kept for off-session use); the portal is a customer portal
 * session; a renewal is collected with a confirmed off-session payment intent. Webhooks are
 * signed `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` in `Provider-A-Signature`.
 */
export class ProviderAPaymentProvider implements PaymentProvider {
  readonly name = 'provider_a' as const;
  private readonly api: ProviderApi;

  constructor(private readonly settings: ProviderASettings) {
    this.api = new ProviderApi({
      provider: 'provider_a',
      baseUrl: settings.apiUrl,
      key: settings.secretKey,
      encoding: 'form',
      timeoutMs: settings.timeoutMs,
    });
  }

  /** The store's customer at the provider, found by its metadata or created once. */
  private async customer(tenantId: string): Promise<string> {
    const found = await this.api.json('GET', '/v1/customers/search', List, {
      query: { query: `metadata['tenant_id']:'${tenantId.replace(/'/g, '')}'` },
    });
    const existing = found.data[0];
    if (existing) return existing.id;
    const created = await this.api.json('POST', '/v1/customers', Id, {
      body: { 'metadata[tenant_id]': tenantId },
      idempotencyKey: `customer-${tenantId}`,
    });
    return created.id;
  }

  async checkoutUrl(request: PaymentRequest): Promise<string> {
    const customer = await this.customer(request.tenantId);
    const back = new URL('/v1/billing/subscription', this.settings.publicBaseUrl).href;
    const session = await this.api.json('POST', '/v1/checkout/sessions', Url, {
      idempotencyKey: `checkout-${request.tenantId}-${request.invoiceId}`,
      body: {
        mode: 'payment',
        customer,
        client_reference_id: request.invoiceId,
        success_url: back,
        cancel_url: back,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': request.currency.toLowerCase(),
        'line_items[0][price_data][unit_amount]': String(request.amountMinor),
        'line_items[0][price_data][product_data][name]': request.description,
        'metadata[tenant_id]': request.tenantId,
        'metadata[invoice_id]': request.invoiceId,
        'payment_intent_data[setup_future_usage]': 'off_session',
        'payment_intent_data[metadata][tenant_id]': request.tenantId,
        'payment_intent_data[metadata][invoice_id]': request.invoiceId,
      },
    });
    return session.url;
  }

  async portalUrl(tenantId: string): Promise<string> {
    const session = await this.api.json('POST', '/v1/billing_portal/sessions', Url, {
      body: {
        customer: await this.customer(tenantId),
        return_url: new URL('/v1/billing/subscription', this.settings.publicBaseUrl).href,
      },
    });
    return session.url;
  }

  async collect(request: PaymentRequest): Promise<'succeeded' | 'failed' | 'pending'> {
    const customer = await this.customer(request.tenantId);
    const methods = await this.api.json('GET', '/v1/payment_methods', List, {
      query: { customer, type: 'card' },
    });
    const method = methods.data[0];
    if (!method) return 'failed';
    const res = await this.api.call('POST', '/v1/payment_intents', z.object({ status: z.string() }), {
      idempotencyKey: `collect-${request.tenantId}-${request.invoiceId}`,
      acceptStatuses: [402],
      body: {
        amount: String(request.amountMinor),
        currency: request.currency.toLowerCase(),
        customer,
        payment_method: method.id,
        off_session: 'true',
        confirm: 'true',
        description: request.description,
        'metadata[tenant_id]': request.tenantId,
        'metadata[invoice_id]': request.invoiceId,
      },
    });
    // A declined card answers 402; the payment_intent.payment_failed webhook follows.
    if (!res.ok) return 'failed';
    const status = res.body.status;
    return status === 'succeeded' ? 'succeeded' : status === 'canceled' ? 'failed' : 'pending';
  }

  readWebhook(
    rawBody: string,
    headers: Readonly<Record<string, string | string[] | undefined>>,
    now: Date,
  ): readonly TenantProviderEvent[] {
    const header = headers['provider-a-signature'];
    verifyTimestamped(
      this.settings.webhookSecret,
      rawBody,
      typeof header === 'string' ? header : undefined,
      now,
    );
    const parsed = Event.safeParse(JSON.parse(rawBody));
    if (!parsed.success) throw new WebhookSignatureError('signed, but not a provider_a event');
    const event = parsed.data;
    const kind = KINDS[event.type];
    const object = event.data.object;
    const metadata = Metadata.safeParse(object.metadata ?? {});
    // Events this service does not act on, or about payments it did not start, change nothing.
    if (!kind || !metadata.success) return [];
    // A completed checkout paid by a delayed method is not paid yet: its async event will tell.
    if (event.type === 'checkout.session.completed' && object.payment_status !== 'paid') return [];
    return [
      {
        id: event.id,
        kind,
        tenantId: metadata.data.tenant_id,
        invoiceId: metadata.data.invoice_id ?? null,
        ...(kind === 'payment_failed'
          ? { reason: object.last_payment_error?.message ?? `provider_a: ${event.type}` }
          : {}),
      },
    ];
  }
}
