import { describe, expect, it } from 'vitest';
import { dcgAt, mean, ndcgAt, recallAt, reciprocalRank } from './metrics.ts';

const grades = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('dcgAt and ndcgAt', () => {
  // Gains are 2^grade - 1 (3 for grade 2, 1 for grade 1), discounted by log2(rank + 1).
  const labels = grades({ a: 2, c: 1, d: 2 });

  it('sums discounted gains of the first k results', () => {
    // a at rank 1: 3 / log2(2) = 3; b: 0; c at rank 3: 1 / log2(4) = 0.5.
    expect(dcgAt(['a', 'b', 'c'], labels, 3)).toBeCloseTo(3.5, 10);
    expect(dcgAt(['a', 'b', 'c'], labels, 1)).toBeCloseTo(3, 10);
  });

  it('divides by the DCG of the ideal order', () => {
    // Ideal a, d, c: 3 + 3 / log2(3) + 1 / log2(4) = 5.392789...; 3.5 / 5.392789 = 0.649015.
    expect(ndcgAt(['a', 'b', 'c'], labels, 3)).toBeCloseTo(0.649015, 5);
  });

  it('is 1 for the ideal order and 0 when nothing relevant comes back', () => {
    expect(ndcgAt(['d', 'a', 'c'], labels, 3)).toBeCloseTo(1, 10);
    expect(ndcgAt(['x', 'y'], labels, 10)).toBe(0);
  });

  it('only looks at the first k results', () => {
    // Ideal for k = 2: 3 + 3 / log2(3) = 4.892789; b, a gives 3 / log2(3) = 1.892789.
    expect(ndcgAt(['b', 'a', 'd'], labels, 2)).toBeCloseTo(1.892789 / 4.892789, 5);
  });

  it('is 1 for a query with no relevant product at all', () => {
    expect(ndcgAt(['x'], new Map(), 10)).toBe(1);
  });
});

describe('recallAt', () => {
  it('counts relevant ids of any grade among the first k', () => {
    expect(recallAt(['a', 'b', 'c'], grades({ a: 2, c: 1, d: 2 }), 3)).toBeCloseTo(2 / 3, 10);
    expect(recallAt(['a', 'b', 'c'], grades({ a: 2, c: 1, d: 2 }), 2)).toBe(0.5);
  });

  it('caps the denominator at k', () => {
    const twelve = grades(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`p${i}`, 1])));
    const ranked = Array.from({ length: 10 }, (_, i) => `p${i}`);
    expect(recallAt(ranked, twelve, 10)).toBe(1);
    expect(recallAt(ranked.slice(0, 5), twelve, 10)).toBe(0.5);
  });

  it('ignores grade 0 and is 1 when nothing is relevant', () => {
    expect(recallAt(['a'], grades({ a: 0, b: 2 }), 10)).toBe(0);
    expect(recallAt(['a'], new Map(), 10)).toBe(1);
  });
});

describe('reciprocalRank and mean', () => {
  it('is 1 / rank of the first relevant result', () => {
    expect(reciprocalRank(['x', 'y', 'c'], grades({ c: 1 }))).toBeCloseTo(1 / 3, 10);
    expect(reciprocalRank(['a'], grades({ a: 2 }))).toBe(1);
    expect(reciprocalRank(['x', 'y'], grades({ c: 2 }))).toBe(0);
  });

  it('averages per-query values (MRR is the mean of reciprocal ranks)', () => {
    expect(mean([1, 0.5, 0])).toBe(0.5);
    expect(mean([])).toBe(0);
  });
});
