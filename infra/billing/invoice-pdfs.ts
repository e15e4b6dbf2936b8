import { createHmac, timingSafeEqual } from 'node:crypto';
import type { InvoiceDocument, InvoicePdfs } from '../../domain/billing/invoice-document.ts';
import type { BlobStore, DownloadLinks } from '../../domain/blobs/blob-store.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/** How long an invoice list's `pdf_url` works, and the download link it leads to. */
const LINK_MS = 24 * 3_600_000;
const DOWNLOAD_MS = 10 * 60_000;

export interface InvoicePdfDeps {
  readonly publicBaseUrl: string;
  readonly secret: string;
  readonly blobs: BlobStore;
  readonly downloads: DownloadLinks;
  readonly now: () => Date;
}

/**
 * `pdf_url` is `/v1/billing/invoice-pdf/<token>` (the token names the store, the invoice and an
 * expiry, HMAC-signed). Following it makes the invoice's PDF once per status (an invoice paid
 * later gets a new one) and keeps it in the BlobStore as `<tenantId>/invoices/<id>-<status>.pdf`;
 * the answer is a signed download link to that file.
 */
export class BlobInvoicePdfs implements InvoicePdfs {
  constructor(private readonly deps: InvoicePdfDeps) {}

  link(tenantId: string, invoiceId: string): string {
    const expires = Math.floor((this.deps.now().getTime() + LINK_MS) / 1000);
    const payload = Buffer.from(JSON.stringify([tenantId, invoiceId, expires])).toString('base64url');
    return new URL(`/v1/billing/invoice-pdf/${payload}.${this.mac(payload)}`, this.deps.publicBaseUrl).href;
  }

  read(token: string): { tenantId: string; invoiceId: string } | null {
    const [payload = '', mac = ''] = token.split('.');
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const [tenantId, invoiceId, expires] = JSON.parse(
        Buffer.from(payload, 'base64url').toString(),
      ) as unknown[];
      if (typeof tenantId !== 'string' || typeof invoiceId !== 'string' || typeof expires !== 'number')
        return null;
      return expires * 1000 > this.deps.now().getTime() ? { tenantId, invoiceId } : null;
    } catch {
      return null;
    }
  }

  async download(tenantId: string, document: InvoiceDocument): Promise<string> {
    const key = `${tenantId}/invoices/${document.invoiceNumber}-${document.status}.pdf`;
    if (!(await this.kept(key))) {
      await this.deps.blobs.put(key, await renderInvoicePdf(document), 'application/pdf');
    }
    return this.deps.downloads.link(key, {
      expiresAt: new Date(this.deps.now().getTime() + DOWNLOAD_MS),
      filename: `invoice-${document.invoiceNumber}.pdf`,
    });
  }

  /** Whether the file is stored already (its body is closed unread). */
  private async kept(key: string): Promise<boolean> {
    const blob = await this.deps.blobs.get(key);
    if (!blob) return false;
    await blob.body[Symbol.asyncIterator]().return?.();
    return true;
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.deps.secret).update(`invoice-pdf:${payload}`).digest('base64url');
  }
}
