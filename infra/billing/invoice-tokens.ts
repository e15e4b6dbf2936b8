import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PayPageTokens } from '../../domain/billing/payment-provider.ts';

/**
 * Signed tokens naming one store's invoice (`<base64url [tenantId, invoiceId]>.<HMAC>`): the
 * mock provider's pay pages and the invoices' pay links (`/v1/billing/pay/<token>`) are
 * reached with them, without a credential.
 */
export class InvoiceTokens implements PayPageTokens {
  constructor(private readonly secret: string) {}

  token(tenantId: string, invoiceId: string): string {
    const payload = Buffer.from(JSON.stringify([tenantId, invoiceId])).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  readToken(token: string): { tenantId: string; invoiceId: string } | null {
    const [payload = '', mac = ''] = token.split('.');
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const [tenantId, invoiceId] = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown[];
      return typeof tenantId === 'string' && typeof invoiceId === 'string' ? { tenantId, invoiceId } : null;
    } catch {
      return null;
    }
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}

/** Each unpaid invoice's pay link: a page of this service that opens the provider's checkout when followed. */
export class InvoicePayLinks extends InvoiceTokens {
  constructor(
    private readonly publicBaseUrl: string,
    secret: string,
  ) {
    super(secret);
  }

  url(tenantId: string, invoiceId: string): string {
    return new URL(`/v1/billing/pay/${this.token(tenantId, invoiceId)}`, this.publicBaseUrl).href;
  }
}
