import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS, type ReportName } from '../../domain/analytics/contract.ts';
import type { Device, TelemetryRecord } from '../../domain/telemetry/telemetry-record.ts';
import { analyticsProjector } from '../../projections/analytics/analytics-projector.ts';
import { runReport } from '../../projections/analytics/report-queries.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const DEVICES: readonly Device[] = ['desktop', 'mobile', 'tablet', 'unknown'];
const QUERIES = ['phone', 'case', 'ارز', 'zzz'];
const START = Date.parse('2026-03-01T10:00:00Z');
const MIN = 60_000;

interface Scenario {
  readonly records: readonly TelemetryRecord[];
}

/** A shopper story: searches in sessions, clicks on their results, carts, orders, views, suggestions. */
const scenario = (seed: number): Scenario => {
  let s = seed;
  const rnd = (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s % n;
  };
  const records: TelemetryRecord[] = [];
  const searches: { id: string; ids: string[]; session: string; at: number; first: number }[] = [];
  for (let i = 0; i < 60; i++) {
    const at = START + rnd(3 * 24 * 60) * MIN;
    const session = `s${rnd(6)}`;
    const q = QUERIES[rnd(QUERIES.length)] ?? 'phone';
    const zero = q === 'zzz';
    const page = 1 + rnd(2);
    const ids = zero ? [] : Array.from({ length: 4 }, (_, k) => `p${(rnd(5) + k) % 9}`);
    const id = `s_${randomUUID()}`;
    searches.push({ id, ids, session, at, first: (page - 1) * 4 + 1 });
    records.push({
      kind: 'search',
      id,
      tenantId: 'T',
      at: new Date(at).toISOString(),
      session,
      query: q,
      lang: q === 'ارز' ? 'ar' : 'en',
      device: DEVICES[rnd(4)] ?? 'unknown',
      page,
      ids,
      firstPosition: (page - 1) * 4 + 1,
      total: ids.length * 3,
      zeroResults: zero,
      didYouMean: zero ? `dym${rnd(3)}` : null,
    });
  }
  for (const search of searches) {
    if (search.ids.length === 0) continue;
    const clicks = rnd(3);
    for (let c = 0; c < clicks; c++) {
      const k = rnd(search.ids.length);
      records.push({
        kind: 'click',
        id: randomUUID(),
        tenantId: 'T',
        at: new Date(search.at + (c + 1) * MIN).toISOString(),
        session: search.session,
        searchId: search.id,
        productId: search.ids[k] ?? 'p0',
        position: search.first + k,
      });
    }
    const outcome = rnd(4);
    if (outcome === 0) continue;
    const product = search.ids[rnd(search.ids.length)] ?? 'p0';
    const explicit = rnd(2) === 0;
    const kind = outcome === 3 ? 'order' : outcome === 2 ? 'add_to_cart' : 'view';
    records.push({
      kind,
      id: randomUUID(),
      tenantId: 'T',
      at: new Date(search.at + (5 + rnd(120)) * MIN).toISOString(),
      session: search.session,
      productIds: [product],
      searchId: explicit ? search.id : null,
      revenue: kind === 'order' ? `${10 + rnd(90)}.50` : null,
      currency: kind === 'order' ? (rnd(5) === 0 ? 'USD' : 'SAR') : null,
      device: 'unknown',
    });
  }
  for (let i = 0; i < 15; i++)
    records.push({
      kind: 'suggest',
      id: randomUUID(),
      tenantId: 'T',
      at: new Date(START + rnd(3 * 24 * 60) * MIN).toISOString(),
      session: `s${rnd(6)}`,
      query: 'ph',
      lang: rnd(2) === 0 ? 'en' : 'ar',
      offered: ['phone'],
      products: [],
    });
  return { records };
};

const withTenant = (records: readonly TelemetryRecord[], tenantId: string): TelemetryRecord[] =>
  records.map((r) => ({ ...r, tenantId }));

describe('analytics: exactly once, whatever the order', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db.drop());

  const deliver = async (records: readonly TelemetryRecord[], batchSizes: readonly number[]) => {
    let at = 0;
    let i = 0;
    while (at < records.length) {
      const size = batchSizes[i++ % batchSizes.length] ?? 10;
      const client = await db.pool.connect();
      try {
        await client.query('begin');
        await analyticsProjector.apply(records.slice(at, at + size), client);
        await client.query('commit');
      } finally {
        client.release();
      }
      at += size;
    }
  };

  const reports = async (tenantId: string) => {
    const out: Record<string, unknown> = {};
    for (const report of REPORTS as readonly ReportName[])
      for (const [lang, device] of [
        ['all', 'all'],
        ['ar', 'all'],
        ['all', 'mobile'],
      ] as const)
        out[`${report}/${lang}/${device}`] = await runReport(db.pool, report, {
          tenantId,
          from: '2026-02-28',
          to: '2026-03-05',
          lang,
          device,
          limit: 200,
          currency: 'SAR',
        });
    return out;
  };

  it('counts what the records say, delivered once in order', async () => {
    const { records } = scenario(7);
    const tenant = `t-${randomUUID()}`;
    await deliver(withTenant(records, tenant), [25]);
    const overview = await runReport(db.pool, 'overview', {
      tenantId: tenant,
      from: '2026-02-28',
      to: '2026-03-05',
      lang: 'all',
      device: 'all',
      limit: 200,
      currency: 'SAR',
    });
    const count = (kind: string) => records.filter((r) => r.kind === kind).length;
    expect(overview.totals.searches).toBe(count('search'));
    expect(overview.totals.suggests).toBe(count('suggest'));
    expect(overview.totals.clicks).toBe(count('click'));
    expect(overview.totals.orders).toBe(count('order'));
    expect(overview.totals.add_to_carts).toBe(count('add_to_cart'));
    const zero = records.filter((r) => r.kind === 'search' && r.zeroResults).length;
    expect(overview.totals.zero_result_rate).toBeCloseTo(zero / count('search'), 3);
    const clicked = new Set(records.flatMap((r) => (r.kind === 'click' ? [r.searchId] : []))).size;
    expect(overview.totals.ctr).toBeCloseTo(clicked / count('search'), 3);
    expect(overview.rows).toHaveLength(6);
    expect(overview.rows.reduce((a, r) => a + ('searches' in r ? r.searches : 0), 0)).toBe(count('search'));
  });

  it('property: every record delivered twice, shuffled, in any batches, gives the same nine reports', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 5 }),
        fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })),
        async (seed, batchSizes, randoms) => {
          const { records } = scenario(seed);
          const once = `once-${randomUUID()}`;
          const twice = `twice-${randomUUID()}`;
          await deliver(withTenant(records, once), [records.length]);
          const doubled = withTenant([...records, ...records], twice);
          const keys = doubled.map(() => randoms.next().value as number);
          const shuffled = doubled.map((r, i) => ({ r, k: keys[i] ?? 0 })).sort((a, b) => a.k - b.k);
          await deliver(
            shuffled.map((x) => x.r),
            batchSizes,
          );
          expect(await reports(twice)).toEqual(await reports(once));
        },
      ),
      { numRuns: 4 },
    );
  }, 180_000);
});
