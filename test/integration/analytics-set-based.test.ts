import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TelemetryRecord } from '../../domain/telemetry/telemetry-record.ts';
import { scenario, withTenant } from '../support/analytics-scenario.ts';
import { applyBatch, createReferenceFunction } from '../support/reference-functions.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const TABLES = {
  search_log: '*',
  suggest_log: '*',
  click_log: '*',
  event_log: '*',
  analytics_daily: '*',
  analytics_queries: '*',
  analytics_positions: '*',
  analytics_revenue: '*',
} as const;

async function tables(db: TestDatabase, tenant: string) {
  const out: Record<string, unknown[]> = {};
  for (const table of Object.keys(TABLES)) {
    const { rows } = await db.pool.query(`select * from ${table} where tenant_id = $1`, [tenant]);
    out[table] = rows
      .map((row: Record<string, unknown>) => JSON.stringify({ ...row, tenant_id: undefined }))
      .sort();
  }
  return out;
}

describe('the analytics projection with searches set by set', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    // Migration 103's analytics_apply, which took searches and suggestions one by one: the reference.
    await createReferenceFunction(db.pool, '103-analytics-bumps-per-batch.sql', 'analytics_apply');
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('comes to the same log and rollups as the record-by-record function, on the same batches', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 5 }),
        fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })),
        async (seed, batchSizes, randoms) => {
          const { records } = scenario(seed);
          // Every record twice, shuffled: searches after their clicks and events, duplicates in one batch.
          const doubled = [...records, ...records]
            .map((r) => ({ r, k: randoms.next().value as number }))
            .sort((a, b) => a.k - b.k)
            .map((x) => x.r);
          const reference = `ref-${randomUUID()}`;
          const subject = `new-${randomUUID()}`;
          for (let at = 0, i = 0; at < doubled.length; i++) {
            const size = batchSizes[i % batchSizes.length] ?? 10;
            const batch = doubled.slice(at, at + size);
            await applyBatch(db.pool, 'analytics_apply_reference', withTenant(batch, reference));
            await applyBatch(db.pool, 'analytics_apply', withTenant(batch, subject));
            at += size;
          }
          const expected = await tables(db, reference);
          expect(expected.search_log?.length).toBeGreaterThan(10);
          expect(await tables(db, subject)).toEqual(expected);
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 8), seed: 530_117 },
    );
  }, 120_000);
});
