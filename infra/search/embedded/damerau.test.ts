import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundedDamerau, codePointLength, toCodePoints } from './damerau.ts';

const distance = (a: string, b: string, max: number) => boundedDamerau(toCodePoints(a), toCodePoints(b), max);

describe('boundedDamerau', () => {
  it('counts substitutions, insertions, deletions and adjacent transpositions as one edit', () => {
    expect(distance('phone', 'phone', 2)).toBe(0);
    expect(distance('phone', 'phane', 2)).toBe(1);
    expect(distance('phone', 'phones', 2)).toBe(1);
    expect(distance('phone', 'pone', 2)).toBe(1);
    expect(distance('phone', 'hpone', 2)).toBe(1);
    expect(distance('سامسونج', 'سامسنج', 2)).toBe(1);
  });

  it('answers max + 1 beyond the bound', () => {
    expect(distance('samsung', 'apple', 2)).toBe(3);
    expect(distance('a', 'abcd', 1)).toBe(2);
  });

  it('is symmetric and never above the bound + 1', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'ق', 'ه'), maxLength: 8 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        const d = distance(a, b, max);
        expect(d).toBe(distance(b, a, max));
        expect(d).toBeLessThanOrEqual(max + 1);
        expect(d === 0).toBe(a === b);
      }),
    );
  });

  it('measures characters, not UTF-16 units', () => {
    expect(codePointLength('𝒜bc')).toBe(3);
    expect(toCodePoints('𝒜b')).toEqual(new Int32Array([0x1d49c, 0x62]));
    expect(distance('𝒜bc', 'bc', 2)).toBe(1);
  });
});
