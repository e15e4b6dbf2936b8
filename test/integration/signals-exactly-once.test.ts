import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TelemetryRecord } from '../../domain/telemetry/telemetry-record.ts';
import { signalsProjector } from '../../projections/signals/signals-projector.ts';
import { tallied } from '../support/analytics-scenario.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const HOUR = 3_600_000;

/** Searches in sessions, clicks on their results, views, carts and orders of the last day. */
function scenario(seed: number): TelemetryRecord[] {
  let s = seed;
  const rnd = (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s % n;
  };
  const start = Date.now() - 20 * HOUR;
  const records: TelemetryRecord[] = [];
  for (let i = 0; i < 80; i++) {
    const at = start + rnd(18 * 60) * 60_000;
    const session = rnd(5) === 0 ? null : `s${rnd(8)}`;
    const query = i % 7 === 0 ? 'zzz' : (['kettle', 'phone', 'ارز'][rnd(3)] ?? 'kettle');
    const zero = query === 'zzz';
    const ids = zero ? [] : Array.from({ length: 4 }, (_, k) => `p${(rnd(6) + k) % 9}`);
    const id = `s_${randomUUID()}`;
    records.push({
      kind: 'search',
      id,
      tenantId: 'T',
      at: new Date(at).toISOString(),
      session,
      query,
      lang: 'en',
      device: 'mobile',
      page: 1,
      ids,
      firstPosition: 1,
      total: ids.length,
      zeroResults: zero,
      didYouMean: null,
    });
    for (const productId of ids.slice(0, rnd(3))) {
      records.push({
        kind: 'click',
        id: `c_${randomUUID()}`,
        tenantId: 'T',
        at: new Date(at + 60_000).toISOString(),
        session,
        searchId: id,
        productId,
        position: ids.indexOf(productId) + 1,
      });
      const kind = (['view', 'add_to_cart', 'order'] as const)[rnd(3)] ?? 'view';
      records.push({
        kind,
        id: `e_${randomUUID()}`,
        tenantId: 'T',
        at: new Date(at + 120_000).toISOString(),
        session,
        productIds: [productId],
        searchId: rnd(2) === 0 ? id : null,
        revenue: kind === 'order' ? '10.00' : null,
        currency: kind === 'order' ? 'SAR' : null,
        device: 'mobile',
      });
    }
  }
  return records;
}

async function snapshot(db: TestDatabase) {
  const products = await db.pool.query(
    'select product_id, views, clicks, add_to_carts, orders, score from signal_products order by product_id',
  );
  const queries = await db.pool.query(
    'select query, searches, found, score, last_found from signal_queries order by query',
  );
  const pairs = await db.pool.query(
    'select query, product_id, clicks, orders from signal_query_products order by query, product_id',
  );
  return { products: products.rows, queries: queries.rows, pairs: pairs.rows };
}

async function apply(db: TestDatabase, batches: readonly (readonly TelemetryRecord[])[]) {
  for (const batch of batches) {
    const client = await db.pool.connect();
    try {
      await client.query('begin');
      await signalsProjector.apply(batch, client);
      await client.query('commit');
    } finally {
      client.release();
    }
  }
}

describe('the signals projection counts every record once, in any order', () => {
  let inOrder: TestDatabase;
  let shuffled: TestDatabase;
  beforeAll(async () => {
    [inOrder, shuffled] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([inOrder?.drop(), shuffled?.drop()]);
  });

  it('gives the same read model when every record comes twice, shuffled, in random batches', async () => {
    const records = scenario(7);
    expect(records.filter((r) => r.kind === 'click').length).toBeGreaterThan(20);
    await apply(inOrder, [records]);
    let s = 99;
    const rnd = (n: number) => {
      s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
      return s % n;
    };
    const twice = [...records, ...records].map((r) => ({ r, k: rnd(1_000_000) }));
    twice.sort((a, b) => a.k - b.k);
    const batches: TelemetryRecord[][] = [];
    for (let i = 0; i < twice.length; ) {
      const n = 1 + rnd(40);
      batches.push(twice.slice(i, i + n).map((x) => x.r));
      i += n;
    }
    await apply(shuffled, batches);
    const a = await snapshot(inOrder);
    const b = await snapshot(shuffled);
    // Scores may differ by which of a session's repeated signals (same product and kind, same day) came first.
    const counts = (x: typeof a) => ({
      products: x.products.map(({ score: _s, ...rest }) => rest),
      queries: x.queries.map(({ score: _s, ...rest }) => rest),
      pairs: x.pairs,
    });
    expect(counts(b).products).toEqual(counts(a).products);
    expect(counts(b).queries).toEqual(counts(a).queries);
    expect(counts(b).pairs).toEqual(counts(a).pairs);
    expect(a.products.length).toBeGreaterThan(3);
    expect(a.pairs.length).toBeGreaterThan(3);
    const near = (x: number, y: number) =>
      x === y ? 0 : Math.abs(x - y) / Math.max(Math.abs(x), Math.abs(y));
    // Float sums in another order: equal to the last digits.
    a.queries.forEach((q, i) => {
      expect(near(Number(b.queries[i]?.score), Number(q.score))).toBeLessThan(1e-9);
    });
    a.products.forEach((p, i) => {
      expect(near(Number(b.products[i]?.score), Number(p.score))).toBeLessThan(0.05);
    });
    // A query whose latest search found nothing is marked so.
    expect(a.queries.find((q) => q.query === 'zzz')).toMatchObject({ last_found: false, found: '0' });
  });

  it('takes tallied searches as it took them one by one, and each tally once in any order', async () => {
    const [logged, once, twice] = await Promise.all([
      createTestDatabase(),
      createTestDatabase(),
      createTestDatabase(),
    ]);
    try {
      const records = scenario(13);
      const talliedRecords = tallied(records);
      expect(talliedRecords.some((r) => r.kind === 'searches')).toBe(true);
      await apply(logged, [records]);
      await apply(once, [talliedRecords]);
      let s = 7;
      const rnd = (n: number) => {
        s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
        return s % n;
      };
      const doubled = [...talliedRecords, ...talliedRecords].map((r) => ({ r, k: rnd(1_000_000) }));
      doubled.sort((a, b) => a.k - b.k);
      const batches: TelemetryRecord[][] = [];
      for (let i = 0; i < doubled.length; ) {
        const n = 1 + rnd(30);
        batches.push(doubled.slice(i, i + n).map((x) => x.r));
        i += n;
      }
      await apply(twice, batches);
      const [a, b, c] = await Promise.all([snapshot(logged), snapshot(once), snapshot(twice)]);
      const counts = (x: typeof a) => ({
        products: x.products.map(({ score: _s, ...rest }) => rest),
        queries: x.queries.map(({ score: _s, last_found: _l, ...rest }) => rest),
        pairs: x.pairs,
      });
      expect(a.pairs.length).toBeGreaterThan(3);
      expect(counts(b)).toEqual(counts(a));
      expect(counts(c)).toEqual(counts(b));
      expect(c.queries.map((q) => q.last_found)).toEqual(b.queries.map((q) => q.last_found));
    } finally {
      await Promise.all([logged.drop(), once.drop(), twice.drop()]);
    }
  }, 60_000);
});
