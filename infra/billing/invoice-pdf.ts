import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { InvoiceDocument } from '../../domain/billing/invoice-document.ts';
import { visualRuns } from './pdf-text-runs.ts';

/**
 * Noto Sans Arabic (SIL Open Font License 1.1; `fonts/OFL.txt`, docs/billing.md), its Arabic
 * and Latin parts as WOFF files. pdfkit embeds the glyphs used (a subset) through fontkit,
 * which also joins Arabic letters (initial, medial and final forms, lam-alef ligatures).
 */
const font = (name: string) => readFileSync(fileURLToPath(new URL(`./fonts/${name}`, import.meta.url)));
let fonts: { arabic: Buffer; latin: Buffer } | undefined;
const loadFonts = () => {
  fonts ??= {
    arabic: font('noto-sans-arabic-arabic-400-normal.woff'),
    latin: font('noto-sans-arabic-latin-400-normal.woff'),
  };
  return fonts;
};

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const INK = '#1f2328';
const MUTED = '#59636e';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Draws one line of text (any mix of Arabic and Latin) from `x`, or ending at `x` when aligned
 * right, in visual order (visualRuns). Answers its width.
 */
function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  size: number,
  options: { align?: 'left' | 'right'; color?: string; direction?: 'ltr' | 'rtl' | 'auto' } = {},
): number {
  const runs = visualRuns(text, options.direction ?? 'auto');
  const widths = runs.map((r) => doc.font(r.font).fontSize(size).widthOfString(r.text));
  const width = widths.reduce((a, b) => a + b, 0);
  let at = options.align === 'right' ? x - width : x;
  doc.fillColor(options.color ?? INK);
  // The glyphs of joined Arabic letters do not all map back to one letter each: the line's own
  // text goes with them (ActualText), so that copying or searching it gives the letters back.
  doc.markContent('Span', { actual: text });
  runs.forEach((r, i) => {
    doc.font(r.font).fontSize(size).text(r.text, at, y, { lineBreak: false });
    at += widths[i] ?? 0;
  });
  doc.endMarkedContent();
  return width;
}

/** An invoice as a one-page A4 PDF (more pages when it has many lines). */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { arabic, latin } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `Invoice ${invoice.invoiceNumber}`, Author: invoice.storeName },
  });
  doc.registerFont('arabic', arabic);
  doc.registerFont('latin', latin);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  let y = PAGE.margin;
  line(doc, 'Invoice', left, y, 22);
  line(doc, 'فاتورة', right, y, 22, { align: 'right', direction: 'rtl' });
  y += 40;
  // The store's name in its own direction: an Arabic name reads from the right.
  line(doc, invoice.storeName, right, y, 14, { align: 'right' });
  line(doc, 'Billed to', left, y + 3, 10, { color: MUTED });
  y += 34;

  const facts: [string, string][] = [
    ['Invoice number', invoice.invoiceNumber],
    ['Issued', invoice.issuedOn],
    ['Period', invoice.period ?? 'starts when paid'],
    ['Status', invoice.status === 'paid' ? `Paid ${invoice.paidOn ?? ''}`.trim() : invoice.status],
    ['Currency', invoice.currency],
  ];
  for (const [label, value] of facts) {
    line(doc, label, left, y, 10, { color: MUTED });
    line(doc, value, left + 120, y, 10);
    y += 16;
  }
  y += 18;

  const rule = (at: number) =>
    doc.moveTo(left, at).lineTo(right, at).lineWidth(0.6).strokeColor('#d0d7de').stroke();
  line(doc, 'Description', left, y, 10, { color: MUTED });
  line(doc, 'Amount', right, y, 10, { color: MUTED, align: 'right' });
  y += 16;
  rule(y);
  y += 8;
  for (const l of invoice.lines) {
    if (y > PAGE.height - PAGE.margin - 120) {
      doc.addPage();
      y = PAGE.margin;
    }
    line(doc, l.description, left, y, 10);
    line(doc, l.amount, right, y, 10, { align: 'right' });
    y += 18;
  }
  rule(y);
  y += 10;
  const totals: [string, string, number][] = [
    ['Net', invoice.net, 10],
    [invoice.taxLabel, invoice.tax, 10],
    ['Total', invoice.total, 13],
  ];
  for (const [label, value, size] of totals) {
    line(doc, label, right - 220, y, size, { color: size > 10 ? INK : MUTED });
    line(doc, value, right, y, size, { align: 'right' });
    y += size + 8;
  }
  doc.end();
  return done;
}
