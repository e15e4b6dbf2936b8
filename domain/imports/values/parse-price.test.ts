import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../tenancy/store-settings.ts';
import { parsePrice } from './parse-price.ts';

const known = new Set<string>(CURRENCIES);
const value = (raw: string, currency = 'SAR') => {
  const r = parsePrice(raw, currency, known);
  return r.ok ? r.value : `error: ${r.message}`;
};

describe('prices as merchants write them', () => {
  it('reads Arabic-Indic digits with the Arabic marks', () => {
    expect(value('١٬٢٥٠٫٥٠')).toBe('1250.50');
    expect(value('٤٥')).toBe('45');
    expect(value('۱۲۵٫۵')).toBe('125.50');
  });
  it('reads either decimal mark when both marks appear', () => {
    expect(value('1.250,50')).toBe('1250.50');
    expect(value('1,250.50')).toBe('1250.50');
    expect(value('1,250,000.5')).toBe('1250000.50');
    expect(value('1.250.000')).toBe('1250000');
  });
  it('a single mark with 1, 2 or 4 digits after it is the decimal mark', () => {
    expect(value('12,5')).toBe('12.50');
    expect(value('12.99')).toBe('12.99');
    expect(value('0,1234')).toBe('0.1234');
  });
  it('a single mark with exactly three digits groups thousands, but in KWD a dot is fils', () => {
    expect(value('1,250')).toBe('1250');
    expect(value('1.250')).toBe('1250');
    expect(value('1.250', 'KWD')).toBe('1.25');
    expect(value('1,250', 'KWD')).toBe('1250');
    expect(value('1.250 KWD', 'SAR')).toBe('1.25');
  });
  it('takes a currency code or sign off and reports it', () => {
    expect(parsePrice('15.00 USD', 'SAR', known)).toEqual({ ok: true, value: '15', currency: 'USD' });
    expect(parsePrice('٣٥٠ ر.س', 'USD', known)).toEqual({ ok: true, value: '350', currency: 'SAR' });
    expect(parsePrice('$9.99', 'SAR', known)).toEqual({ ok: true, value: '9.99', currency: 'USD' });
  });
  it('refuses what is not a price', () => {
    expect(value('-5')).toMatch(/negative/);
    expect(value('ten')).toMatch(/not a price/);
    expect(value('')).toMatch(/empty/);
    expect(value('1.2.3,4,5')).toMatch(/error/);
    expect(value('12,34,56')).toMatch(/three/);
    expect(value('1.23456')).toMatch(/4 decimals/);
  });
  it('property: a plain ASCII price reads as the general rules read it (a space before it takes the general way)', () => {
    const plain = fc
      .tuple(fc.stringMatching(/^\d{1,16}$/), fc.option(fc.stringMatching(/^\d{1,3}$/)))
      .map(([whole, fraction]) => (fraction === null ? whole : `${whole}.${fraction}`));
    fc.assert(
      fc.property(plain, fc.constantFrom('SAR', 'KWD'), (raw, currency) => {
        expect(parsePrice(raw, currency, known)).toEqual(parsePrice(` ${raw}`, currency, known));
      }),
      { numRuns: 500 },
    );
    expect(value('0059.10')).toBe('59.10');
    expect(value('7.00')).toBe('7');
  });
});
