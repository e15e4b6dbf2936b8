import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../catalog/content-hash.ts';
import { resolveColumns } from './resolve-columns.ts';
import { ROW_MAPPING_VERSION, rowToProduct } from './row-to-product.ts';

/**
 * Imports trust what a row gave under the same `ROW_MAPPING_VERSION` (processes/imports/row-memo.ts).
 * These rows go through every value parser; their digest is recorded per version. When this test
 * fails, a change made some row give another product: bump `ROW_MAPPING_VERSION` and record the
 * new digest under the new number (never change a recorded one).
 */
const DIGESTS: Record<number, string> = {
  1: '7302337ae4576c97727b5b0efa6da425602f883c8166692b64acedcf4cbfe23a',
};

const HEADER = [
  'SKU',
  'Name (English)',
  'الاسم',
  'السعر',
  'Sale Price',
  'Currency',
  'Category',
  'اللون',
  'Stock',
  'Brand',
  'Image',
];
const ROWS = [
  [
    'p1',
    'Apple iPhone 15',
    'ايفون 15',
    '٣٬٤٩٩٫٠٠',
    '',
    '',
    'Phones > Apple',
    'أسود',
    '12',
    'Apple',
    'https://img.example/p1.jpg',
  ],
  ['p2', 'Basmati rice 2kg', 'أرز بسمتي', '45,50', '39.9', 'AED', 'Food > Rice|Pantry', '', 'متوفر', '', ''],
  ['p3', 'Broken', 'مكسور', 'ten', '', '', 'Food', '', '0', '', ''],
  ['p4', 'Kettle "Pro"', 'غلاية\r\nكهربائية', 'SAR 99.5', '', '', 'Home', 'White', 'غير متوفر', '', ''],
  ['', 'No id', 'بلا رقم', '1', '', '', '', '', '', '', ''],
  [
    'p6',
    'Shoes',
    'حذاء',
    '1.234,56',
    '2000',
    'XYZ',
    'Fashion > Men > Shoes',
    'Brown',
    'out of stock',
    'Nike',
    'not a url',
  ],
  ['p7', '  spaced  ', '  ', '0', '', '', ' > ', '', 'yes', '', ''],
];

describe('what rows become, per mapping version', () => {
  it('gives the recorded products under the current ROW_MAPPING_VERSION', () => {
    const columns = resolveColumns(HEADER, {}, ['en', 'ar']);
    if (!columns.ok) throw new Error(columns.message);
    const results = ROWS.map((row) =>
      rowToProduct(row, columns.value.columns, {
        locale: 'en',
        currency: 'SAR',
        knownCurrencies: new Set(['SAR', 'AED', 'USD']),
      }),
    );
    // Good and refused rows both count: a refusal turning into a product is a change too.
    expect(results.filter((r) => r.ok).length).toBeGreaterThanOrEqual(4);
    expect(results.some((r) => !r.ok)).toBe(true);
    const digest = createHash('sha256').update(canonicalJson(results)).digest('hex');
    expect(digest).toBe(DIGESTS[ROW_MAPPING_VERSION]);
  });
});
