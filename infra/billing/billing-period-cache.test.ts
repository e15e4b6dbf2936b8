import { describe, expect, it } from 'vitest';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { BillingPeriodCache } from './billing-period-cache.ts';

/** The tenants/subscriptions read: a plan per call, each read answered when the test says. */
function scriptedSql() {
  const reads: { plan: string; answer: () => void; fail: (e: Error) => void }[] = [];
  let plan = 'starter';
  const sql: SqlExecutor = {
    query<R extends object>() {
      return new Promise<{ rows: R[] }>((resolve, reject) => {
        const at = plan;
        reads.push({
          plan: at,
          answer: () =>
            resolve({
              rows: [
                { plan_code: at, status: null, interval: null, period_start: null, period_end: null } as R,
              ],
            }),
          fail: reject,
        });
      });
    },
  };
  return { sql, reads, setPlan: (p: string) => (plan = p) };
}

const AT = new Date('2026-11-25T10:00:00Z');
const settle = () => new Promise((r) => setImmediate(r));

describe('BillingPeriodCache', () => {
  it('waits for a store first read only; past half its time it answers the last facts while it reads them again', async () => {
    const db = scriptedSql();
    const cache = new BillingPeriodCache(db.sql, 1_000);
    const first = cache.at('t1', AT, 0);
    expect(db.reads).toHaveLength(1);
    db.reads[0]?.answer();
    expect((await first).limit).toBe(50_000);

    // Within half its time: no read.
    await cache.at('t1', AT, 400);
    expect(db.reads).toHaveLength(1);

    // Past half its time: answered at once from the old facts, one read again under way.
    db.setPlan('growth');
    let answered = false;
    const stale = cache.at('t1', AT, 600).then((p) => {
      answered = true;
      return p;
    });
    await settle();
    expect(answered).toBe(true);
    expect((await stale).limit).toBe(50_000);
    await cache.at('t1', AT, 700);
    expect(db.reads).toHaveLength(2);

    // Once read, the new facts are answered.
    db.reads[1]?.answer();
    await settle();
    expect((await cache.at('t1', AT, 800)).limit).toBe(250_000);
  });

  it('keeps the last facts when a read again fails, and waits again after a drop', async () => {
    const db = scriptedSql();
    const cache = new BillingPeriodCache(db.sql, 1_000);
    const first = cache.at('t1', AT, 0);
    db.reads[0]?.answer();
    await first;
    const stale = cache.at('t1', AT, 600);
    db.reads[1]?.fail(new Error('database busy'));
    expect((await stale).limit).toBe(50_000);
    await settle();
    // Tried again on the next ask.
    void cache.at('t1', AT, 700);
    expect(db.reads).toHaveLength(3);

    cache.invalidate();
    let answered = false;
    const fresh = cache.at('t1', AT, 800).then(() => {
      answered = true;
    });
    await settle();
    expect(answered).toBe(false);
    db.reads[3]?.answer();
    await fresh;
    expect(answered).toBe(true);
  });

  it('answers the period of the instant asked, across a month turning under the same facts', async () => {
    const db = scriptedSql();
    const cache = new BillingPeriodCache(db.sql, 60_000);
    const before = cache.at('t1', new Date('2026-11-30T23:59:59Z'), 0);
    db.reads[0]?.answer();
    expect(await before).toMatchObject({ label: '2026-11', startDay: '2026-11-01', endDay: '2026-12-01' });
    expect(await cache.at('t1', new Date('2026-11-30T23:59:59Z'), 10)).toMatchObject({ label: '2026-11' });
    expect(await cache.at('t1', new Date('2026-12-01T00:00:01Z'), 20)).toMatchObject({
      label: '2026-12',
      startDay: '2026-12-01',
      endDay: '2027-01-01',
    });
    expect(await cache.at('t1', new Date('2026-11-30T23:59:59Z'), 30)).toMatchObject({ label: '2026-11' });
    expect(db.reads).toHaveLength(1);
  });
});
