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
    expect(book.stamp('s', 400)).toBe(first);
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

  it('answers the entries held while it reads them again from half their age; waits only past maxAgeMs', async () => {
    let version = 1;
    const reads: { resolve: (rows: string[]) => void }[] = [];
    const book = new StoreBook(
      (_tenant) =>
        new Promise<string[]>((resolve) => {
          reads.push({ resolve });
        }),
      (_tenant, list: string[]) => list.join('+'),
      1_000,
    );
    const first = book.get('s', 0);
    reads[0]?.resolve([`v${version}`]);
    expect(await first).toBe('v1');
    // Half their age: answered at once from what is held, while one read again goes out.
    version = 2;
    const settled = (p: Promise<string>) =>
      Promise.race([p, new Promise<string>((r) => setTimeout(() => r('waiting'), 20))]);
    expect(await settled(book.get('s', 600))).toBe('v1');
    expect(await settled(book.get('s', 700))).toBe('v1');
    expect(reads).toHaveLength(2);
    reads[1]?.resolve([`v${version}`]);
    await new Promise((r) => setTimeout(r, 0));
    expect(await settled(book.get('s', 800))).toBe('v2');
    // Past maxAgeMs since the last read began (600) with no read back in time: waited for.
    const late = book.get('s', 1_700);
    expect(await settled(late)).toBe('waiting');
    reads[2]?.resolve(['v3']);
    expect(await late).toBe('v3');
    // Let go: the next search waits for the read, whatever the age.
    book.invalidate('s');
    const again = book.get('s', 1_701);
    expect(await settled(again)).toBe('waiting');
    reads[3]?.resolve(['v4']);
    expect(await again).toBe('v4');
  });
});
