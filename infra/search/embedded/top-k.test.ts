import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TopK } from './top-k.ts';

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
