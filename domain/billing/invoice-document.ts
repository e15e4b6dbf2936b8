import { formatMinor } from './money.ts';
import type { InvoiceState } from './subscription.ts';
import { vatBasisPoints, vatMinor } from './vat.ts';

/** What an invoice's PDF shows, every amount already written in its currency. */
export interface InvoiceDocument {
  readonly storeName: string;
  readonly invoiceNumber: string;
  readonly status: 'open' | 'paid' | 'failed';
  readonly currency: string;
  /** YYYY-MM-DD (UTC). */
  readonly issuedOn: string;
  readonly paidOn: string | null;
  /** "2026-03-15 – 2026-04-15", or null when the invoice pays for no period yet (an unpaid checkout). */
  readonly period: string | null;
  readonly lines: readonly { readonly description: string; readonly amount: string }[];
  readonly net: string;
  /** "VAT 15%", or "VAT" when the rate cannot be told from the invoice. */
  readonly taxLabel: string;
  readonly tax: string;
  readonly total: string;
}

const day = (iso: string) => iso.slice(0, 10);

/**
 * The document of one invoice. `billingCountry` is the store's billing country now: its rate is
 * named on the VAT line when it gives the invoice's tax (a country changed since is not named).
 */
export function invoiceDocument(
  storeName: string,
  invoice: InvoiceState,
  billingCountry: string | null,
): InvoiceDocument {
  const money = (minor: number) => formatMinor(minor, invoice.currency);
  const net = invoice.totalMinor - invoice.taxMinor;
  const rate = vatBasisPoints(billingCountry);
  const rateFits = vatMinor(net, billingCountry) === invoice.taxMinor && (rate > 0 || invoice.taxMinor === 0);
  const period = invoice.period
    ? `${day(invoice.period.start)} – ${invoice.period.end ? day(invoice.period.end) : 'open'}`
    : null;
  return {
    storeName,
    invoiceNumber: invoice.invoiceId,
    status: invoice.status,
    currency: invoice.currency,
    issuedOn: day(invoice.issuedAt),
    paidOn: invoice.paidAt ? day(invoice.paidAt) : null,
    period,
    lines: invoice.lines.map((l) => ({ description: l.description, amount: money(l.amountMinor) })),
    net: money(net),
    taxLabel: rateFits ? `VAT ${rate / 100}%` : 'VAT',
    tax: money(invoice.taxMinor),
    total: money(invoice.totalMinor),
  };
}

/**
 * Invoice PDFs (infra/billing/invoice-pdfs.ts). The invoice list hands out `link`s, signed and
 * valid for a day; following one makes the PDF if it is not kept yet and answers a signed
 * download link of the stored file.
 */
export interface InvoicePdfs {
  link(tenantId: string, invoiceId: string): string;
  /** The store and invoice a link names, or null when it is altered or expired. */
  read(token: string): { tenantId: string; invoiceId: string } | null;
  /** Where the PDF of this invoice, as it is now, can be downloaded (made and stored first if need be). */
  download(tenantId: string, document: InvoiceDocument): Promise<string>;
}
