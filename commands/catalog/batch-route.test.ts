import { describe, expect, it } from 'vitest';
import { testProducts } from '../../test/support/products.ts';
import { validateItems } from './batch-route.ts';

const hash = (text: string) => String(text.length);

describe('validateItems', () => {
  it('checks a batch in slices, letting the event loop turn between them (searches are not held up)', async () => {
    // A driven clock: each reading is a millisecond later, so a slice (3 ms) holds about three products.
    let now = 0;
    const clock = () => now++;
    const turns: number[] = [];
    let checked = false;
    const tick = () =>
      setImmediate(() => {
        if (checked) return;
        turns.push(now);
        tick();
      });
    tick();
    const batch = [...testProducts(20, 'p-'), { id: 'bad', price: 'free' }];
    const result = await validateItems(batch, hash, clock);
    checked = true;
    expect(result.items).toHaveLength(20);
    expect(result.items.map((i) => i.index)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(result.refusedIds).toEqual(['bad']);
    expect(result.errors.some((e) => e.field.startsWith('upsert.20.'))).toBe(true);
    // The event loop turned several times while the 21 products were checked.
    expect(turns.length).toBeGreaterThanOrEqual(5);
  });

  it('checks a small batch in one go', async () => {
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    const result = await validateItems(testProducts(3, 'q-'), hash, () => 0);
    expect(result.items).toHaveLength(3);
    expect(turned).toBe(false);
  });
});
