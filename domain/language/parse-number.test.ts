import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiDigits, formatNumber, parseNumber } from './parse-number.ts';

describe('parseNumber', () => {
  it.each([
    ['200', 200],
    ['٢٠٠', 200],
    ['۲۰۰', 200],
    ['２００', 200],
    ['१२३', 123],
    ['1.5', 1.5],
    ['١٫٥', 1.5],
    ['1,500', 1500],
    ['١٬٥٠٠', 1500],
    ['1,500.75', 1500.75],
    ['1.500.000', 1500000],
    ['1.500,50', 1500.5],
    ['12,99', 12.99],
    [' 42 ', 42],
  ])('reads %s as %d', (input, expected) => {
    expect(parseNumber(input)).toBe(expected);
  });

  it.each(['', 'abc', '1-2', '١٢س', '1,2,3', '.5.'])('refuses %j', (input) => {
    expect(parseNumber(input)).toBeNull();
  });

  it('reads the same number from every digit system', () => {
    const systems = [0x30, 0x0660, 0x06f0, 0x0966, 0xff10];
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), (n) => {
        const values = systems.map((zero) =>
          parseNumber([...String(n)].map((d) => String.fromCodePoint(zero + Number(d))).join('')),
        );
        for (const v of values) expect(v).toBe(n);
      }),
    );
  });
});

describe('formatNumber', () => {
  it('writes integers without decimals and trims trailing zeros', () => {
    expect(formatNumber(2000)).toBe('2000');
    expect(formatNumber(1.5)).toBe('1.5');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
  });
});

describe('asciiDigits', () => {
  it('keeps non-digits as they are', () => {
    expect(asciiDigits('S٢٣ ultra')).toBe('S23 ultra');
  });
});
