import { describe, expect, it } from 'vitest';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { StoreCache } from './store-cache.ts';

/** Reads of the tenants read model, each answered (no such store) when the test says. */
function heldSql() {
  const reads: { answer: () => void; fail: () => void }[] = [];
  const sql: SqlExecutor = {
    query<R extends object>() {
      return new Promise<{ rows: R[] }>((resolve, reject) => {
        reads.push({ answer: () => resolve({ rows: [] }), fail: () => reject(new Error('database busy')) });
      });
    },
  };
  return { sql, reads };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('StoreCache', () => {
  it('reads a store once for the requests that ask meanwhile, and not again within half its time', async () => {
    const db = heldSql();
    const cache = new StoreCache(db.sql, 1_000);
    const a = cache.get('t1', 0);
    const b = cache.get('t1', 10);
    expect(db.reads).toHaveLength(1);
    db.reads[0]?.answer();
    expect(await a).toBeNull();
    expect(await b).toBeNull();
    await cache.get('t1', 400);
    expect(db.reads).toHaveLength(1);
  });

  it('halfway through its time reads a store again in the background, answering the one read last meanwhile', async () => {
    const db = heldSql();
    const cache = new StoreCache(db.sql, 1_000);
    const first = cache.get('t1', 0);
    db.reads[0]?.answer();
    await first;
    let answered = false;
    void cache.get('t1', 600).then(() => {
      answered = true;
    });
    await settle();
    expect(answered).toBe(true);
    expect(db.reads).toHaveLength(2);
    // One read again at a time; a failed one is tried again on the next ask.
    await cache.get('t1', 700);
    expect(db.reads).toHaveLength(2);
    db.reads[1]?.fail();
    await settle();
    await cache.get('t1', 800);
    expect(db.reads).toHaveLength(3);
    // Read again: its time counts from when that read began.
    db.reads[2]?.answer();
    await settle();
    await cache.get('t1', 1_200);
    expect(db.reads).toHaveLength(3);
  });

  it('past its time answers nothing it holds: the store is read again and waited for, once for all', async () => {
    const db = heldSql();
    const cache = new StoreCache(db.sql, 1_000);
    const first = cache.get('t1', 0);
    db.reads[0]?.answer();
    await first;
    let answered = 0;
    const a = cache.get('t1', 1_000).then(() => answered++);
    const b = cache.get('t1', 1_010).then(() => answered++);
    await settle();
    expect(answered).toBe(0);
    expect(db.reads).toHaveLength(2);
    db.reads[1]?.answer();
    await Promise.all([a, b]);
    expect(answered).toBe(2);
  });

  it('a read begun in the background is the one waited for when the entry runs out meanwhile', async () => {
    const db = heldSql();
    const cache = new StoreCache(db.sql, 1_000);
    const first = cache.get('t1', 0);
    db.reads[0]?.answer();
    await first;
    await cache.get('t1', 600);
    let answered = false;
    const late = cache.get('t1', 1_200).then(() => {
      answered = true;
    });
    await settle();
    expect(answered).toBe(false);
    expect(db.reads).toHaveLength(2);
    db.reads[1]?.answer();
    await late;
    expect(answered).toBe(true);
  });

  it('waits again after a drop', async () => {
    const db = heldSql();
    const cache = new StoreCache(db.sql, 1_000);
    const first = cache.get('t1', 0);
    db.reads[0]?.answer();
    await first;
    cache.invalidate();
    let answered = false;
    const again = cache.get('t1', 10).then(() => {
      answered = true;
    });
    await settle();
    expect(answered).toBe(false);
    db.reads[1]?.answer();
    await again;
    expect(answered).toBe(true);
  });
});
