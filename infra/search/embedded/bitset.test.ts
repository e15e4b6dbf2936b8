import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  andInto,
  andNotInto,
  clearBit,
  countBits,
  forEachSetBit,
  growBitset,
  hasBit,
  orInto,
  setBit,
  wordsFor,
} from './bitset.ts';

const bitsetOf = (size: number, members: readonly number[]): Uint32Array => {
  const words = new Uint32Array(wordsFor(size));
  for (const m of members) setBit(words, m);
  return words;
};

const members = (words: Uint32Array): number[] => {
  const out: number[] = [];
  forEachSetBit(words, (i) => out.push(i));
  return out;
};

const SIZE = 200;
const set = fc.uniqueArray(fc.integer({ min: 0, max: SIZE - 1 })).map((xs) => [...xs].sort((a, b) => a - b));

describe('bitset', () => {
  it('sets, tests and clears single bits, including bit 31 of a word', () => {
    const words = new Uint32Array(2);
    setBit(words, 31);
    setBit(words, 32);
    expect(hasBit(words, 31)).toBe(true);
    expect(hasBit(words, 30)).toBe(false);
    clearBit(words, 31);
    expect(members(words)).toEqual([32]);
  });

  it('enumerates and counts members in ascending order', () => {
    fc.assert(
      fc.property(set, (xs) => {
        const words = bitsetOf(SIZE, xs);
        expect(members(words)).toEqual(xs);
        expect(countBits(words)).toBe(xs.length);
      }),
    );
  });

  it('intersects, unites and subtracts like sets', () => {
    fc.assert(
      fc.property(set, set, (xs, ys) => {
        const and = bitsetOf(SIZE, xs);
        andInto(and, bitsetOf(SIZE, ys));
        expect(members(and)).toEqual(xs.filter((x) => ys.includes(x)));
        const or = bitsetOf(SIZE, xs);
        orInto(or, bitsetOf(SIZE, ys));
        expect(members(or)).toEqual([...new Set([...xs, ...ys])].sort((a, b) => a - b));
        const minus = bitsetOf(SIZE, xs);
        andNotInto(minus, bitsetOf(SIZE, ys));
        expect(members(minus)).toEqual(xs.filter((x) => !ys.includes(x)));
      }),
    );
  });

  it('grows keeping its members', () => {
    const words = bitsetOf(40, [3, 39]);
    const grown = growBitset(words, 1000);
    expect(grown.length).toBeGreaterThanOrEqual(wordsFor(1000));
    expect(members(grown)).toEqual([3, 39]);
    expect(growBitset(grown, 10)).toBe(grown);
  });
});
