import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../detect-language.ts';
import { parseQuery } from './parse-query.ts';

const PIECES = [
  'تحت',
  'أقل من',
  'بين',
  'و',
  'من',
  'الى',
  'ريال',
  'ر.س',
  '$',
  'under',
  'over',
  'between',
  'and',
  '-',
  '<',
  '>',
  '٢٠٠',
  '100',
  '1,500',
  '2k',
  'ألف',
  'الأرخص',
  'جديد',
  'newest',
  'سامسونج',
  'samsung',
  'أحمر',
  'حمراء',
  'red',
  'orange',
  'هواتف',
  'phone',
  'جوال',
  '2 لتر',
  '128GB',
  'ﻻ',
  'ma7al',
  ' ',
  '،',
  '?',
];
const query = fc.array(fc.constantFrom(...PIECES), { maxLength: 10 }).map((parts) => parts.join(' '));
const OPTIONS = {
  lang: 'ar',
  brands: ['Samsung', 'Nike'],
  categories: [{ id: 'phones', names: ['هواتف', 'Phones'] }],
  currency: 'SAR',
};

describe('parseQuery on any mix of query words', () => {
  it('never throws, keeps spans inside the text and bounds in order', () => {
    fc.assert(
      fc.property(query, (text) => {
        const parsed = parseQuery(text, OPTIONS);
        for (const e of parsed.extracted) {
          expect(text.slice(e.start, e.end)).toBe(e.text);
          expect(e.start).toBeLessThan(e.end);
        }
        const price = parsed.filters.price;
        if (
          price?.gte !== undefined &&
          price.lte !== undefined &&
          parsed.extracted.filter((e) => e.kind === 'price').length === 1
        ) {
          expect(price.gte).toBeLessThanOrEqual(price.lte);
        }
        expect(parsed.rewritten === null).toBe(parsed.extracted.length === 0);
      }),
    );
  });

  it('never extracts the same words twice', () => {
    fc.assert(
      fc.property(query, (text) => {
        const spans = parseQuery(text, OPTIONS).extracted.map((e) => [e.start, e.end] as const);
        for (const [i, a] of spans.entries()) {
          for (const b of spans.slice(i + 1)) expect(a[1] <= b[0] || b[1] <= a[0]).toBe(true);
        }
      }),
    );
  });
});

describe('detectLanguage on any text', () => {
  it('always answers one of the store languages', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc.constantFrom(['ar', 'en'], ['en', 'fr'], ['ar']),
        (text, locales) => {
          expect(locales).toContain(detectLanguage(text, locales).lang);
        },
      ),
    );
  });
});
