import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.ts';

describe('editDistance', () => {
  it.each([
    ['جوال', 'جوال', 0],
    ['جوال', 'جول', 1],
    ['سامسونج', 'سامسونك', 1],
    ['iphone', 'ipohne', 1],
    ['ca', 'abc', 2],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('%s / %s = %d', (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(editDistance('𝐚b', 'ab')).toBe(1);
    expect(editDistance('😀', '😃')).toBe(1);
  });

  it('stops beyond max and answers max + 1', () => {
    expect(editDistance('سامسونج', 'هواوي', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 1)).toBe(2);
  });

  const word = fc.string({ unit: fc.constantFrom(...'ابتجحسشصطعكلمنهوي'), maxLength: 8 });

  it('is symmetric', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
      }),
    );
  });

  it('satisfies the triangle inequality and length bounds', () => {
    fc.assert(
      fc.property(word, word, word, (a, b, c) => {
        const ab = editDistance(a, b);
        expect(editDistance(a, c)).toBeLessThanOrEqual(ab + editDistance(b, c));
        expect(ab).toBeGreaterThanOrEqual(Math.abs([...a].length - [...b].length));
        expect(ab).toBeLessThanOrEqual(Math.max([...a].length, [...b].length));
      }),
    );
  });

  it('agrees with the unbounded distance whenever that is within max', () => {
    fc.assert(
      fc.property(word, word, fc.nat({ max: 4 }), (a, b, max) => {
        const full = editDistance(a, b);
        expect(editDistance(a, b, max)).toBe(full <= max ? full : max + 1);
      }),
    );
  });
});
