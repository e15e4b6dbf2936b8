import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { xlsxWorkbook } from '../support/xlsx.ts';
import { zip } from '../support/zip.ts';
import { finished, product, upload } from './import-helpers.ts';

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
  <channel>
    <title>Shop</title>
    <item>
      <g:id>f1</g:id>
      <title>Plain title loses to g:title</title>
      <g:title>Samsung Galaxy A55</g:title>
      <g:description><![CDATA[Phone <b>5G</b>]]></g:description>
      <g:link>https://shop.example/f1</g:link>
      <g:image_link>https://shop.example/f1.jpg</g:image_link>
      <g:price>1299.00 SAR</g:price>
      <g:sale_price>1199.00 SAR</g:sale_price>
      <g:availability>out of stock</g:availability>
      <g:brand>Samsung</g:brand>
      <g:product_type>Phones &gt; Android</g:product_type>
      <g:color>Blue</g:color>
      <g:shipping><g:country>SA</g:country><g:price>10 SAR</g:price></g:shipping>
    </item>
    <item>
      <g:id>f2</g:id>
      <g:title>Bad price</g:title>
      <g:price>free</g:price>
    </item>
  </channel>
</rss>`;

const ATOM = `<?xml version="1.0"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">
  <entry>
    <g:id>a1</g:id>
    <title>Atom kettle</title>
    <summary>Boils water</summary>
    <link href="https://shop.example/a1" rel="alternate"/>
    <g:price>45 SAR</g:price>
    <g:availability>in stock</g:availability>
  </entry>
</feed>`;

const BOMB = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>x</g:id><g:title>&lol2;</g:title><g:price>1</g:price></item></channel></rss>`;

const sheetXml = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;

describe('file formats: encodings, delimiters, XLSX, merchant feeds', () => {
  let t: TestApp;
  let store: CreatedStore;
  beforeAll(async () => {
    t = await startTestApp();
    store = await t.createStore();
  });
  afterAll(async () => t.close());

  const run = async (
    file: Uint8Array | string,
    source: string,
    filename?: string,
    extra: Record<string, string> = {},
  ) => {
    const res = await upload(t, store, file, { source, ...extra }, filename);
    expect(res.statusCode, res.body).toBe(202);
    return finished(t, store, res.json().id);
  };

  it('reads UTF-16 with a BOM and tabs, and Windows-1256 with semicolons', async () => {
    const tsv = 'id\tالاسم\tالسعر\n' + 'w1\tشاي أخضر\t١٢٫٥\n';
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(tsv, 'utf16le')]);
    expect((await run(utf16, 'csv')).stats).toMatchObject({ rows: 1, added: 1 });
    expect(await product(t, store, 'w1')).toMatchObject({ name: { ar: 'شاي أخضر' }, price: '12.50' });
    const cp1256 = iconv.encode(
      'id;الاسم;السعر;التصنيف\nw2;قهوة عربية;"1.250,00";مشروبات > قهوة\n',
      'windows-1256',
    );
    expect((await run(cp1256, 'csv')).stats).toMatchObject({ rows: 1, added: 1 });
    expect(await product(t, store, 'w2')).toMatchObject({
      name: { ar: 'قهوة عربية' },
      price: '1250',
      categories: [{ path: [{ ar: 'مشروبات' }, { ar: 'قهوة' }] }],
    });
  });

  it('reads the first sheet of an XLSX workbook (shared and inline strings, numbers)', async () => {
    // The header in the shared strings table, the rows' text written inline and shared.
    const file = xlsxWorkbook([
      {
        name: 'Products',
        rows: [
          ['SKU', 'Name (English)', 'الاسم', 'Price', 'Qty'],
          [{ inline: 'x1' }, { inline: 'Desk lamp' }, 'مصباح مكتب', 89.9, 3],
          ['x2', 'Chair', { inline: 'كرسي' }, 0.1 + 0.2, 0],
        ],
      },
      { name: 'Other', rows: [['ignored'], ['x9']] },
    ]);
    const done = await run(file, 'xlsx', 'products.xlsx');
    expect(done).toMatchObject({ status: 'succeeded', stats: { rows: 2, added: 2 } });
    expect(await product(t, store, 'x1')).toMatchObject({
      name: { en: 'Desk lamp', ar: 'مصباح مكتب' },
      price: '89.90',
      in_stock: true,
    });
    expect(await product(t, store, 'x2')).toMatchObject({ price: '0.30', in_stock: false });
  });

  it('refuses XLSX zip bombs, lying archives and files that are no workbook', async () => {
    const row = '<row><c t="inlineStr"><is><t>aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa</t></is></c></row>';
    const bomb = zip([
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheetXml(row.repeat(200_000))) },
    ]);
    const refused = await run(bomb, 'xlsx', 'bomb.xlsx');
    expect(refused.status).toBe('failed');
    expect(refused.error).toMatch(/zip bomb/);
    const header =
      '<row><c t="inlineStr"><is><t>id</t></is></c><c t="inlineStr"><is><t>name</t></is></c><c t="inlineStr"><is><t>price</t></is></c></row>';
    const lying = zip([
      {
        name: 'xl/worksheets/sheet1.xml',
        data: Buffer.from(sheetXml(header + row.repeat(20_000))),
        declaredSize: 1000,
      },
    ]);
    const liar = await run(lying, 'xlsx', 'liar.xlsx');
    expect(liar.status).toBe('failed');
    expect(liar.error).toMatch(/size|bytes|inflate/i);
    const notZip = await run('id,name,price\n1,a,2\n', 'xlsx', 'fake.xlsx');
    expect(notZip.status).toBe('failed');
    expect(notZip.error).toMatch(/not an XLSX file/);
  });

  it('reads RSS 2.0 and Atom product feeds with the g: namespace, and tab-separated feeds', async () => {
    const rss = await run(RSS, 'feed_merchant', 'feed.xml');
    expect(rss).toMatchObject({ status: 'succeeded', stats: { rows: 2, added: 1, failed: 1 } });
    expect(rss.errors).toEqual([expect.objectContaining({ id: 'f2', index: 1, code: 'invalid_price' })]);
    expect(await product(t, store, 'f1')).toMatchObject({
      name: { en: 'Samsung Galaxy A55' },
      description: { en: 'Phone <b>5G</b>' },
      price: '1299',
      sale_price: '1199',
      currency: 'SAR',
      in_stock: false,
      brand: 'Samsung',
      url: 'https://shop.example/f1',
      image_url: 'https://shop.example/f1.jpg',
      attributes: { Color: 'Blue' },
      categories: [{ id: 'phones>android' }],
    });
    const atom = await run(ATOM, 'feed_merchant', 'atom.xml');
    expect(atom.stats).toMatchObject({ rows: 1 });
    expect(await product(t, store, 'a1')).toMatchObject({
      name: { en: 'Atom kettle' },
      description: { en: 'Boils water' },
      url: 'https://shop.example/a1',
    });
    const tsv =
      'id\ttitle\tprice\tavailability\tlink\n' +
      't1\tTab feed item\t20.00 SAR\tin stock\thttps://shop.example/t1\n';
    expect((await run(tsv, 'feed_merchant', 'feed.txt')).stats).toMatchObject({ rows: 1 });
    expect(await product(t, store, 't1')).toMatchObject({ name: { en: 'Tab feed item' }, price: '20' });
  });

  it('refuses XML that declares entities (no expansion ever happens)', async () => {
    const done = await run(BOMB, 'feed_merchant', 'bomb.xml');
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/declares XML entities/);
    expect(await product(t, store, 'x')).toBeNull();
  });
});
