import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { eraseStoreRows } from './store-rows.ts';

const record = (tenantId: string, n: number) => ({
  kind: 'view',
  id: `v${n}`,
  tenantId,
  productIds: [`p${n}`],
});

describe('erasing a store from the telemetry log', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db.drop());

  it("takes the store's records out of shared batches, keeps the others' and drops batches left empty", async () => {
    const batches = [
      [record('gone', 1), record('kept', 2), record('gone', 3)],
      [record('gone', 4)],
      [record('kept', 5)],
      // A store whose id only starts like the erased one's is another store.
      [record('gone-too', 6)],
    ];
    for (const batch of batches)
      await db.pool.query('insert into telemetry_log (data, records) values ($1, $2)', [
        JSON.stringify(batch),
        batch.length,
      ]);

    const deleted = await eraseStoreRows(db.pool, 'gone');

    expect(deleted.telemetry_log).toBe(3);
    const { rows } = await db.pool.query<{ data: string; records: number }>(
      'select data, records from telemetry_log order by transaction_id, position',
    );
    expect(
      rows.map((r) => ({
        ids: (JSON.parse(r.data) as { id: string }[]).map((x) => x.id),
        records: r.records,
      })),
    ).toEqual([
      { ids: ['v2'], records: 1 },
      { ids: ['v5'], records: 1 },
      { ids: ['v6'], records: 1 },
    ]);
  });
});
