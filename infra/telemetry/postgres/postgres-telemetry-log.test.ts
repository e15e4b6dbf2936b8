import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TelemetryRecord } from '../../../domain/telemetry/telemetry-record.ts';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { telemetryLogContract } from '../../../test/telemetry-log-contract.ts';
import { PostgresTelemetryLog } from './postgres-telemetry-log.ts';

telemetryLogContract('postgres', async () => {
  const db = await createTestDatabase();
  const dir = await mkdtemp(join(tmpdir(), 'telemetry-pg-'));
  return {
    db,
    open: async () => new PostgresTelemetryLog(db.pool, { spillDir: join(dir, 'spill'), batchSize: 500 }),
    async cleanup() {
      await db.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
});

/** A product view, the `i`th of a test's records. */
const view = (tenantId: string, i: number): TelemetryRecord => ({
  kind: 'view',
  id: `v${i}`,
  tenantId,
  at: new Date().toISOString(),
  session: null,
  productIds: [`p${i}`],
  searchId: null,
  revenue: null,
  currency: null,
  device: 'mobile',
});

describe('PostgresTelemetryLog batches', () => {
  it('writes a row per batch and reads whole rows until a batch holds readBatchSize records', async () => {
    const db = await createTestDatabase();
    const dir = await mkdtemp(join(tmpdir(), 'telemetry-pg-rows-'));
    try {
      const log = new PostgresTelemetryLog(db.pool, {
        spillDir: join(dir, 'spill'),
        batchSize: 300,
        readBatchSize: 500,
        lingerMs: 0,
        applyEveryMs: 0,
      });
      log.append(Array.from({ length: 1_000 }, (_, i) => view('rows', i)));
      await log.flush();
      const rows = await db.pool.query<{ records: number }>(
        'select records from telemetry_log order by transaction_id, position',
      );
      expect(rows.rows.map((r) => r.records)).toEqual([300, 300, 300, 100]);
      const batches: string[][] = [];
      const sub = log.consume({
        name: 'rows',
        async apply(records) {
          batches.push(records.map((r) => r.id));
        },
      });
      await sub.caughtUp(10_000);
      await sub.stop();
      await log.close();
      expect(batches.map((b) => b.length)).toEqual([600, 400]);
      expect(batches.flat()).toEqual(Array.from({ length: 1_000 }, (_, i) => `v${i}`));
    } finally {
      await db.drop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("hands a SQL function's consumer its batches inside the database, in log order, none twice", async () => {
    const db = await createTestDatabase();
    const dir = await mkdtemp(join(tmpdir(), 'telemetry-pg-sql-'));
    try {
      await db.pool.query(`create table seen_batches (batch int generated always as identity, ids text[])`);
      await db.pool.query(`create function see_batch(p_records jsonb) returns void language sql as $$
        insert into seen_batches (ids) select array(select r->>'id' from jsonb_array_elements(p_records) r) $$`);
      const log = new PostgresTelemetryLog(db.pool, {
        spillDir: join(dir, 'spill'),
        batchSize: 300,
        readBatchSize: 500,
        lingerMs: 0,
        applyEveryMs: 0,
      });
      log.append(Array.from({ length: 700 }, (_, i) => view('sql', i)));
      await log.flush();
      // A batch emptied since (a store's records erased from it) is passed over.
      await db.pool.query(`insert into telemetry_log (data, records) values ('[]', 0)`);
      log.append(Array.from({ length: 300 }, (_, i) => view('sql', 700 + i)));
      await log.flush();
      const sub = log.consume({
        name: 'sql',
        sqlFunction: 'see_batch',
        async apply() {
          throw new Error('a consumer with a SQL function is applied in the database');
        },
      });
      await sub.caughtUp(10_000);
      await sub.stop();
      await log.close();
      const { rows } = await db.pool.query<{ ids: string[] }>('select ids from seen_batches order by batch');
      expect(rows.map((r) => r.ids.length)).toEqual([600, 400]);
      expect(rows.flatMap((r) => r.ids)).toEqual(Array.from({ length: 1_000 }, (_, i) => `v${i}`));
    } finally {
      await db.drop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
