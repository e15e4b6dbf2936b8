import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS, type ReportName } from '../../domain/analytics/contract.ts';
import type { TelemetryRecord } from '../../domain/telemetry/telemetry-record.ts';
import { analyticsProjector } from '../../projections/analytics/analytics-projector.ts';
import { runReport } from '../../projections/analytics/report-queries.ts';
import { scenario, tallied, withTenant } from '../support/analytics-scenario.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

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

  /** One report over the scenario's days. */
  const report = <R extends ReportName>(tenantId: string, name: R, lang = 'all', device = 'all') =>
    runReport(db.pool, name, {
      tenantId,
      from: '2026-02-28',
      to: '2026-03-05',
      lang,
      device,
      limit: 200,
      currency: 'SAR',
    });

  const reports = async (tenantId: string) => {
    const out: Record<string, unknown> = {};
    for (const name of REPORTS as readonly ReportName[])
      for (const [lang, device] of [
        ['all', 'all'],
        ['ar', 'all'],
        ['all', 'mobile'],
      ] as const)
        out[`${name}/${lang}/${device}`] = await report(tenantId, name, lang, device);
    return out;
  };

  /**
   * The property of both kinds of delivery: the records of a scenario (`recordsOf`) delivered once
   * in order, and every one of them twice, shuffled, in any batches, give the same nine reports.
   */
  const sameReportsTwiceShuffled = (recordsOf: (seed: number) => readonly TelemetryRecord[]) =>
    fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 5 }),
        fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })),
        async (seed, batchSizes, randoms) => {
          const records = recordsOf(seed);
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

  it('counts what the records say, delivered once in order', async () => {
    const { records } = scenario(7);
    const tenant = `t-${randomUUID()}`;
    await deliver(withTenant(records, tenant), [25]);
    const overview = await report(tenant, 'overview');
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
    await sameReportsTwiceShuffled((seed) => scenario(seed).records);
  }, 180_000);

  it('tallied searches: counts what the records say, delivered once in order', async () => {
    const { records } = scenario(11);
    const tenant = `t-${randomUUID()}`;
    await deliver(withTenant(tallied(records), tenant), [25]);
    const overview = await report(tenant, 'overview');
    const count = (kind: string) => records.filter((r) => r.kind === kind).length;
    expect(overview.totals.searches).toBe(count('search'));
    expect(overview.totals.clicks).toBe(count('click'));
    expect(overview.totals.orders).toBe(count('order'));
    const zero = records.filter((r) => r.kind === 'search' && r.zeroResults).length;
    expect(overview.totals.zero_result_rate).toBeCloseTo(zero / count('search'), 3);
    const clicked = new Set(records.flatMap((r) => (r.kind === 'click' ? [r.searchId] : []))).size;
    expect(overview.totals.ctr).toBeCloseTo(clicked / count('search'), 3);
    // Each clicked search entered search_log with its own session, read from its tally's line.
    const sessions = new Map(
      records.flatMap((r) => (r.kind === 'search' ? [[r.session, r.ids] as const] : [])),
    );
    const { rows } = await db.pool.query<{ n: number }>(
      'select count(*)::int as n from search_log where tenant_id = $1 and session is null',
      [tenant],
    );
    expect(sessions.size).toBeGreaterThan(1);
    expect(rows[0]?.n).toBe(0);
  });

  it('property: tallied searches and the records naming them, delivered twice, shuffled, in any batches, give the same nine reports', async () => {
    await sameReportsTwiceShuffled((seed) => tallied(scenario(seed).records));
  }, 180_000);
});
