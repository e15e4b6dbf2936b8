import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinor, minorDigits, mulDivRound } from './money.ts';

describe('money in minor units', () => {
  it('knows the three-decimal Gulf currencies', () => {
    expect(minorDigits('KWD')).toBe(3);
    expect(minorDigits('BHD')).toBe(3);
    expect(minorDigits('OMR')).toBe(3);
    expect(minorDigits('SAR')).toBe(2);
    expect(minorDigits('USD')).toBe(2);
    expect(formatMinor(12_345, 'KWD')).toBe('12.345 KWD');
    expect(formatMinor(1_205, 'SAR')).toBe('12.05 SAR');
    expect(formatMinor(-5, 'USD')).toBe('-0.05 USD');
  });

  it('rounds half up: 2900 × 15 / 30 = 1450, 1 × 1 / 2 = 1, 1 × 1 / 3 = 0', () => {
    expect(mulDivRound(2900, 15, 30)).toBe(1450);
    expect(mulDivRound(1, 1, 2)).toBe(1);
    expect(mulDivRound(1, 1, 3)).toBe(0);
    expect(mulDivRound(-1, 1, 2)).toBe(-1);
  });

  it('property: the result is within half a minor unit of the exact value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 400 }),
        (amount, n, d) => {
          const exact = (amount * n) / d;
          expect(Math.abs(mulDivRound(amount, n, d) - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
        },
      ),
    );
  });
});
