import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/**
 * A rollup row that counts nothing: all its counters zero, no zero-result search. Which of them
 * exist depends on the order records are applied in (an order attributed to a search, then moved
 * to a better one, leaves the first search's rows at zero), not only on the records.
 */
const countsNothing = (table: string, row: Record<string, unknown>): boolean =>
  table.startsWith('analytics_') &&
  Object.entries(row).every(
    ([key, value]) =>
      ['tenant_id', 'day', 'lang', 'device', 'query', 'position', 'currency'].includes(key) ||
      value === null ||
      Number(value) === 0,
  );

async function tables(db: TestDatabase, tenant: string, { zeroRows = true } = {}) {
  const out: Record<string, unknown[]> = {};
  for (const table of Object.keys(TABLES)) {
    const { rows } = await db.pool.query(`select * from ${table} where tenant_id = $1`, [tenant]);
    out[table] = rows
      .filter((row: Record<string, unknown>) => zeroRows || !countsNothing(table, row))
      .map((row: Record<string, unknown>) => JSON.stringify({ ...row, tenant_id: undefined }))
      .sort();
  }
  return out;
}

describe('the analytics projection set by set (searches, suggestions, clicks, carts and orders)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    // Migration 103's analytics_apply, which took every record one by one in batch order: the
    // reference for what the rollups count.
    await createReferenceFunction(db.pool, '103-analytics-bumps-per-batch.sql', 'analytics_apply');
    // Migration 213's, which took searches, suggestions and clicks set by set (before the batch's
    // carts and orders) and carts and orders one by one: the same tables, row for row.
    await createReferenceFunction(
      db.pool,
      '213-analytics-batches-set-based.sql',
      'analytics_apply',
      'analytics_apply_reference_213',
    );
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
          // Carts and orders of every shape: with and without a search id (one that comes or never
          // does), with and without a session.
          const events = records.filter((r) => r.kind === 'add_to_cart' || r.kind === 'order');
          expect(events.some((r) => r.kind === 'order' && r.searchId !== null)).toBe(true);
          expect(events.some((r) => r.kind === 'order' && r.searchId === null && r.session !== null)).toBe(
            true,
          );
          expect(events.some((r) => r.kind === 'add_to_cart' && r.searchId === null)).toBe(true);
          expect(events.some((r) => r.session === null)).toBe(true);
          // Every record twice, shuffled: searches after their clicks and events, duplicates in one batch.
          const doubled = [...records, ...records]
            .map((r) => ({ r, k: randoms.next().value as number }))
            .sort((a, b) => a.k - b.k)
            .map((x) => x.r);
          const reference = `ref-${randomUUID()}`;
          const reference213 = `ref213-${randomUUID()}`;
          const subject = `new-${randomUUID()}`;
          for (let at = 0, i = 0; at < doubled.length; i++) {
            const size = batchSizes[i % batchSizes.length] ?? 10;
            const batch = doubled.slice(at, at + size);
            await applyBatch(db.pool, 'analytics_apply_reference', withTenant(batch, reference));
            await applyBatch(db.pool, 'analytics_apply_reference_213', withTenant(batch, reference213));
            await applyBatch(db.pool, 'analytics_apply', withTenant(batch, subject));
            at += size;
          }
          // Row for row, zero rows included, what migration 213's function made of the same batches.
          expect(await tables(db, subject)).toEqual(await tables(db, reference213));
          // And what the record-by-record function counted: the same log and the same rows, but for
          // rollup rows that count nothing (their existence depends on the order within a batch:
          // 103 took records in batch order, an order before its better search in the batch moved
          // from one search to the other; 213 and this one take a batch's searches first).
          const expected = await tables(db, reference, { zeroRows: false });
          expect(expected.search_log?.length).toBeGreaterThan(10);
          // Some carts and orders attributed (by id and by session), some to no search.
          const attributed = (expected.event_log ?? [])
            .map((row) => JSON.parse(row as string) as { kind: string; attributed_to: string | null })
            .filter((row) => row.kind !== 'view')
            .map((row) => row.attributed_to);
          expect(attributed.filter((a) => a !== null).length).toBeGreaterThan(5);
          expect(attributed.filter((a) => a === null).length).toBeGreaterThan(2);
          expect(await tables(db, subject, { zeroRows: false })).toEqual(expected);
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 8), seed: 530_117 },
    );
  }, 120_000);
});
