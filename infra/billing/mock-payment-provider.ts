import { z } from 'zod';
import {
  type PaymentProvider,
  type PaymentRequest,
  type TenantProviderEvent,
  WebhookSignatureError,
} from '../../domain/billing/payment-provider.ts';
import { InvoiceTokens } from './invoice-tokens.ts';
import { verifyTimestamped } from './timestamped-signature.ts';

const MockEvents = z.object({
  events: z
    .array(
      z.object({
        id: z.string().min(1).max(200),
        kind: z.enum(['payment_succeeded', 'payment_failed', 'paused', 'resumed']),
        tenant_id: z.string().min(1).max(100),
        invoice_id: z.string().max(100).nullable(),
        reason: z.string().max(500).optional(),
      }),
    )
    .max(100),
});

/**
 * The default provider: checkout sends the merchant to a page of this service
 * (`/v1/billing/mock/pay/<token>`) where the payment can be completed or failed, so the
 * whole flow can be tried without an account anywhere. Renewals succeed at once. Its
 * webhooks (`POST /v1/billing/webhooks/mock`) are signed like the hosted-checkout ones.
 */
export class MockPaymentProvider implements PaymentProvider {
  readonly name = 'mock' as const;

  private readonly tokens: InvoiceTokens;

  constructor(
    private readonly publicBaseUrl: string,
    /** Signs the pay-page tokens and the mock webhooks. */
    readonly secret: string,
  ) {
    this.tokens = new InvoiceTokens(secret);
  }

  /** The token of a pay page: which store's invoice it pays, signed. */
  token(tenantId: string, invoiceId: string): string {
    return this.tokens.token(tenantId, invoiceId);
  }

  readToken(token: string): { tenantId: string; invoiceId: string } | null {
    return this.tokens.readToken(token);
  }

  async checkoutUrl(request: PaymentRequest): Promise<string> {
    return new URL(
      `/v1/billing/mock/pay/${this.token(request.tenantId, request.invoiceId)}`,
      this.publicBaseUrl,
    ).href;
  }

  async portalUrl(): Promise<string> {
    return new URL('/v1/billing/mock/portal', this.publicBaseUrl).href;
  }

  async collect(): Promise<'succeeded'> {
    return 'succeeded';
  }

  readWebhook(
    rawBody: string,
    headers: Readonly<Record<string, string | string[] | undefined>>,
    now: Date,
  ): readonly TenantProviderEvent[] {
    const header = headers['mock-signature'];
    verifyTimestamped(this.secret, rawBody, typeof header === 'string' ? header : undefined, now);
    const parsed = MockEvents.safeParse(JSON.parse(rawBody));
    if (!parsed.success) throw new WebhookSignatureError('signed, but not a mock provider event list');
    return parsed.data.events.map((e) => ({
      id: e.id,
      kind: e.kind,
      tenantId: e.tenant_id,
      invoiceId: e.invoice_id,
      ...(e.reason !== undefined ? { reason: e.reason } : {}),
    }));
  }
}

/** Invoices paid by bank transfer and marked by an operator: nothing is collected automatically. */
export class ManualPaymentProvider implements PaymentProvider {
  readonly name = 'manual' as const;

  constructor(private readonly publicBaseUrl: string) {}

  async checkoutUrl(request: PaymentRequest): Promise<string> {
    return new URL(
      `/v1/billing/invoices?pending=${encodeURIComponent(request.invoiceId)}`,
      this.publicBaseUrl,
    ).href;
  }

  async portalUrl(): Promise<string> {
    return new URL('/v1/billing/invoices', this.publicBaseUrl).href;
  }

  async collect(): Promise<'pending'> {
    return 'pending';
  }

  readWebhook(): readonly TenantProviderEvent[] {
    throw new WebhookSignatureError('manual invoices have no webhooks');
  }
}
