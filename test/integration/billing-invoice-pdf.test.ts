import { inflateSync } from 'node:zlib';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

const STORE_NAME = 'متجر الرياض للإلكترونيات';

/** The page text as a PDF reader extracts it (pdf.js, through unpdf). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

/** Every stream of the file, inflated when compressed (content streams, fonts' dictionaries). */
function streams(bytes: Buffer): string[] {
  const out: string[] = [];
  const raw = bytes.toString('latin1');
  const pattern = /<<(.*?)>>\s*stream\r?\n/gs;
  for (let m = pattern.exec(raw); m; m = pattern.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    const body = bytes.subarray(start, end);
    try {
      out.push(
        (m[1] ?? '').includes('FlateDecode') ? inflateSync(body).toString('latin1') : body.toString('latin1'),
      );
    } catch {
      // A font file's stream, not inflatable as a whole here: not needed.
    }
  }
  return out;
}

/** A PDF literal string's bytes, from just after its opening parenthesis (escapes undone). */
function literal(s: string, from: number): Buffer {
  const bytes: number[] = [];
  const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
  let depth = 0;
  for (let i = from; i < s.length; i++) {
    const c = s[i] as string;
    if (c === '\\') {
      const next = s[++i] as string;
      const octal = /^[0-7]{1,3}/.exec(s.slice(i, i + 3));
      if (octal) {
        bytes.push(Number.parseInt(octal[0], 8));
        i += octal[0].length - 1;
      } else bytes.push(escapes[next] ?? next.charCodeAt(0));
    } else if (c === ')' && depth === 0) break;
    else {
      if (c === '(') depth++;
      if (c === ')') depth--;
      bytes.push(c.charCodeAt(0));
    }
  }
  return Buffer.from(bytes);
}

/** The texts marked as the real text of what is drawn (ActualText, UTF-16BE after its byte order mark). */
function actualTexts(bytes: Buffer): string[] {
  return streams(bytes).flatMap((s) =>
    [...s.matchAll(/\/ActualText \(/g)].map((m) => {
      const text = literal(s, (m.index ?? 0) + m[0].length);
      return text[0] === 0xfe && text[1] === 0xff
        ? Buffer.from(text.subarray(2)).swap16().toString('utf16le')
        : text.toString('latin1');
    }),
  );
}

describe('invoice PDFs (InvoiceOut.pdf_url)', () => {
  let t: TestApp;
  let store: CreatedStore;
  beforeAll(async () => {
    t = await startTestApp();
    store = await t.createStore({ name: STORE_NAME, currency: 'SAR', trial: true });
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(store.secretKey) });
  /** Follows pdf_url as a browser would: its redirect to the signed download, then the file. */
  const follow = async (pdfUrl: string) => {
    const link = await t.app.inject({ method: 'GET', url: new URL(pdfUrl).pathname });
    expect(link.statusCode, link.body).toBe(303);
    const download = new URL(String(link.headers.location));
    expect(download.pathname).toMatch(/^\/v1\/downloads\//);
    const file = await t.app.inject({ method: 'GET', url: `${download.pathname}${download.search}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/invoice-inv_\d+\.pdf/);
    return file.rawPayload;
  };

  it('an open checkout invoice: a real PDF with the store, number, lines, VAT and total', async () => {
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/v1/billing/checkout',
      headers: bearer(store.secretKey),
      payload: { plan_code: 'growth', addons: [{ code: 'assistant_500', quantity: 2 }] },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    await t.settle();
    const [invoice] = (await get('/v1/billing/invoices')).json();
    expect(invoice.pdf_url).toMatch(/^http.*\/v1\/billing\/invoice-pdf\//);
    const pdf = await follow(invoice.pdf_url);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    // SAR: Growth 369.00 + 2 × 71.00 add-ons = 511.00 net, VAT 15% = 76.65, total 587.65.
    expect(invoice).toMatchObject({ status: 'open', currency: 'SAR', tax_minor: 7_665, total_minor: 58_765 });
    for (const expected of [
      invoice.id,
      'Growth, one month',
      '369.00 SAR',
      '500 assistant conversations × 2',
      '142.00 SAR',
      'Net 511.00 SAR',
      'VAT 15% 76.65 SAR',
      'Total 587.65 SAR',
      'starts when paid',
    ]) {
      expect(text).toContain(expected);
    }
    // The Arabic name is drawn with the embedded Arabic font, and carries its own text.
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic/);
    expect(actualTexts(pdf)).toContain(STORE_NAME);
    expect(actualTexts(pdf)).toContain('فاتورة');
  });

  it('once paid, the same pdf_url gives a new PDF: paid, with the period it pays for', async () => {
    const [open] = (await get('/v1/billing/invoices')).json();
    const pay = await t.app.inject({ method: 'GET', url: new URL(open.hosted_url).pathname });
    const page = new URL(String(pay.headers.location)).pathname;
    await t.app.inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
    });
    await t.settle();
    const [paid] = (await get('/v1/billing/invoices')).json();
    expect(paid.status).toBe('paid');
    const text = await pdfText(await follow(open.pdf_url));
    const sub = (await get('/v1/billing/subscription')).json();
    expect(text).toContain(`Paid ${paid.paid_at.slice(0, 10)}`);
    expect(text).toContain(
      `Period ${sub.current_period_start.slice(0, 10)} – ${sub.current_period_end.slice(0, 10)}`,
    );
    // The PDF is kept: a second follow serves the stored file, byte for byte.
    const again = await follow(paid.pdf_url);
    expect(Buffer.compare(again, await follow(paid.pdf_url))).toBe(0);
    const stored = await t.runtime.blobs.get(`${store.tenantId}/invoices/${paid.id}-paid.pdf`);
    expect(stored?.contentType).toBe('application/pdf');
    await stored?.body[Symbol.asyncIterator]().return?.();
  });

  it('an altered or unknown link answers 404', async () => {
    const [invoice] = (await get('/v1/billing/invoices')).json();
    const path = new URL(invoice.pdf_url).pathname;
    const altered = `${path.slice(0, -3)}${path.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await t.app.inject({ method: 'GET', url: altered })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/billing/invoice-pdf/not-a-real-token' })).statusCode,
    ).toBe(404);
  });
});
