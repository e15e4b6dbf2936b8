import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RelevanceTopK, TopK } from './top-k.ts';

describe('TopK', () => {
  it('keeps the k best items, best first, like a full sort would', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 300 }),
        fc.integer({ min: 0, max: 40 }),
        (keys, k) => {
          // Items are indexes; ties on the key break by index, as result orders break ties by id.
          const before = (a: number, b: number) => {
            const ka = keys[a] ?? 0;
            const kb = keys[b] ?? 0;
            return ka !== kb ? ka > kb : a < b;
          };
          const top = new TopK(k, before);
          for (let i = 0; i < keys.length; i++) top.push(i);
          const expected = keys
            .map((_, i) => i)
            .sort((a, b) => (before(a, b) ? -1 : 1))
            .slice(0, k);
          expect(top.sorted()).toEqual(expected);
          expect(top.length).toBe(Math.min(k, keys.length));
        },
      ),
    );
  });
});

describe('RelevanceTopK', () => {
  it('keeps the k best documents (in stock first, then score, then id), like a full sort would', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ score: fc.integer({ min: 0, max: 6 }), stocked: fc.boolean() }), {
          maxLength: 200,
        }),
        fc.integer({ min: 0, max: 30 }),
        fc.boolean(),
        (docs, k, inStockFirst) => {
          const scores = Float64Array.from(docs, (d) => d.score / 4);
          const stock = new Uint32Array(Math.ceil(docs.length / 32) + 1);
          docs.forEach((d, i) => {
            if (d.stocked) stock[i >>> 5] = ((stock[i >>> 5] ?? 0) | (1 << (i & 31))) >>> 0;
          });
          // Ids that do not sort like document numbers.
          const ids = docs.map((_, i) => `p${(i * 7919) % 1000}-${i}`);
          const top = new RelevanceTopK(k, scores, inStockFirst ? stock : null, ids);
          for (let i = 0; i < docs.length; i++) top.push(i);
          const key = (i: number) => (inStockFirst && docs[i]?.stocked ? 1 : 0);
          const expected = docs
            .map((_, i) => i)
            .sort(
              (a, b) =>
                key(b) - key(a) ||
                (scores[b] ?? 0) - (scores[a] ?? 0) ||
                ((ids[a] ?? '') < (ids[b] ?? '') ? -1 : 1),
            )
            .slice(0, k);
          expect(top.sorted()).toEqual(expected);
          expect(top.length).toBe(Math.min(k, docs.length));
        },
      ),
    );
  });
});
