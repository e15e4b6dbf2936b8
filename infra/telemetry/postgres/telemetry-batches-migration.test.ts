import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TelemetryRecord } from '../../../domain/telemetry/telemetry-record.ts';
import { analyticsProjector } from '../../../projections/analytics/analytics-projector.ts';
import { signalsProjector } from '../../../projections/signals/signals-projector.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.ts';
import { loadMigrations, migrate } from '../../postgres/migrate.ts';
import { PostgresTelemetryLog } from './postgres-telemetry-log.ts';

const TENANT = 'store-batches';
const AT = new Date().toISOString();
const search = (n: number): TelemetryRecord => ({
  kind: 'search',
  id: `s_batches_${n}`,
  tenantId: TENANT,
  at: AT,
  session: `sess-${n % 3}`,
  query: `query ${n % 4}`,
  lang: 'en',
  device: 'mobile',
  page: 1,
  ids: [`p${n}`, `p${n + 1}`],
  firstPosition: 1,
  total: 2,
  zeroResults: false,
  didYouMean: null,
});

/**
 * Migration 217 turns the log's rows into batches. A database an older service left behind
 * (records one per row, the analytics projection ahead of the signals projection) must come out
 * with every record applied once by both, none twice.
 */
describe('migration 217: the telemetry log in batches', () => {
  let db: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    db = await createTestDatabase({ migrated: false });
    dir = await mkdtemp(join(tmpdir(), 'telemetry-batches-'));
  });
  afterAll(async () => {
    await db.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the records an older service logged; each projection goes on from its checkpoint', async () => {
    const all = await loadMigrations();
    await migrate(
      db.pool,
      all.filter((m) => m.version <= 216),
    );
    // An older service: ten records, one row each; analytics applied all ten, signals the first four.
    const records = Array.from({ length: 10 }, (_, i) => search(i));
    for (const r of records)
      await db.pool.query('insert into telemetry_log (tenant_id, data) values ($1, $2)', [
        r.tenantId,
        JSON.stringify(r),
      ]);
    const rows = await db.pool.query<{ tx: string; pos: string }>(
      'select transaction_id::text as tx, position::text as pos from telemetry_log order by transaction_id, position',
    );
    const at = (i: number) => ({ tx: rows.rows[i]?.tx, pos: rows.rows[i]?.pos });
    await db.pool.query('select analytics_apply($1::jsonb)', [JSON.stringify(records)]);
    await db.pool.query('select signals_apply($1::jsonb)', [JSON.stringify(records.slice(0, 4))]);
    await db.pool.query(
      `insert into telemetry_checkpoints (name, position) values ('analytics', $1), ('signals', $2)`,
      [JSON.stringify(at(9)), JSON.stringify(at(3))],
    );

    await migrate(
      db.pool,
      all.filter((m) => m.version <= 217),
    );

    // The projections over the same log: signals reads rows 5 to 10, analytics none of them, and
    // both take the two records written since; each holds each search once.
    const log = new PostgresTelemetryLog(db.pool, { spillDir: join(dir, 'spill'), applyEveryMs: 10 });
    log.append([search(10), search(11)]);
    for (const projector of [analyticsProjector, signalsProjector]) {
      const sub = log.consume(projector);
      await sub.caughtUp(10_000);
      expect(await sub.lag()).toBe(0);
      await sub.stop();
    }
    await log.close();
    const searches = await db.pool.query<{ n: number }>(
      'select count(*)::int as n from search_log where tenant_id = $1',
      [TENANT],
    );
    const taken = await db.pool.query<{ n: number }>(
      'select count(*)::int as n from signal_searches where tenant_id = $1',
      [TENANT],
    );
    const counted = await db.pool.query<{ n: number }>(
      'select sum(searches)::int as n from signal_queries where tenant_id = $1',
      [TENANT],
    );
    expect(searches.rows[0]?.n).toBe(12);
    expect(taken.rows[0]?.n).toBe(12);
    expect(counted.rows[0]?.n).toBe(12);
    const batches = await db.pool.query<{ records: number }>(
      'select records from telemetry_log order by transaction_id, position',
    );
    expect(batches.rows.map((r) => r.records)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
  });
});
