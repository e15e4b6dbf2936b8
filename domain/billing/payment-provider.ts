import type { ProviderEvent } from './subscription.ts';
import type { ProviderName } from './subscription-events.ts';

export interface PaymentRequest {
  readonly tenantId: string;
  readonly invoiceId: string;
  readonly amountMinor: number;
  readonly currency: string;
  readonly description: string;
}

/** A provider event with the store it belongs to (read from the provider's own metadata). */
export interface TenantProviderEvent extends ProviderEvent {
  readonly tenantId: string;
}

/** The mock provider's pay-page tokens: which store's invoice a page pays (null: not ours). */
export interface PayPageTokens {
  readToken(token: string): { tenantId: string; invoiceId: string } | null;
}

/** The provider refused to vouch for a webhook: bad or missing signature, or a timestamp outside the window. */
export class WebhookSignatureError extends Error {}

/**
 * A payment provider (port). Adapters live in infra/billing: `mock` (a page of this service
 * where a payment is completed or failed), `manual` (invoiced by hand), and the hosted-checkout
 * protocols. Webhooks are read only after their signature over the raw body checks out.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Where the merchant pays this invoice (a hosted checkout page). */
  checkoutUrl(request: PaymentRequest): Promise<string>;
  /** Where the merchant manages payment methods and sees the provider's receipts. */
  portalUrl(tenantId: string): Promise<string>;
  /**
   * Collects a renewal from the payment method on file: the outcome when the provider knows it
   * at once, `pending` when a webhook will tell.
   */
  collect(request: PaymentRequest): Promise<'succeeded' | 'failed' | 'pending'>;
  /** Checks the signature over the raw body (throws WebhookSignatureError) and reads the events. */
  readWebhook(
    rawBody: string,
    headers: Readonly<Record<string, string | string[] | undefined>>,
    now: Date,
  ): readonly TenantProviderEvent[];
}
