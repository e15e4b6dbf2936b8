import { describe, expect, it } from 'vitest';
import { StoreBook } from './store-book.ts';

describe('StoreBook', () => {
  it('keeps a store entries for maxAgeMs; its stamp moves only when a load brings something new or they are let go', async () => {
    let rows = ['a'];
    let loads = 0;
    const book = new StoreBook(
      async () => {
        loads++;
        return [...rows];
      },
      (_tenant, list: string[]) => list.join('+'),
      1_000,
    );
    const first = book.stamp('s', 0);
    expect(await book.get('s', 0)).toBe('a');
    expect(book.stamp('s', 500)).toBe(first);
    expect(loads).toBe(1);
    // Older than maxAgeMs: loaded again; the same rows leave the stamp.
    expect(await book.get('s', 1_001)).toBe('a');
    expect(loads).toBe(2);
    expect(book.stamp('s', 1_002)).toBe(first);
    // New rows: a new stamp once they are loaded (stamp itself asks for the load when due).
    rows = ['a', 'b'];
    book.stamp('s', 2_500);
    expect(await book.get('s', 2_500)).toBe('a+b');
    const second = book.stamp('s', 2_501);
    expect(second).not.toBe(first);
    // Let go: a new stamp at once, before anything is loaded.
    book.invalidate('s');
    const third = book.stamp('s', 2_502);
    expect(third).not.toBe(second);
    expect(await book.get('s', 2_502)).toBe('a+b');
    expect(book.stamp('s', 2_503)).toBe(third);
    // Every store let go.
    book.invalidate();
    expect(book.stamp('s', 2_504)).not.toBe(third);
    expect(book.stamp('other', 2_504)).not.toBe(first);
  });
});
