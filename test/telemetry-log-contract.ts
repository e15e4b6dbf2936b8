import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TelemetryConsumer, TelemetryLog } from '../domain/telemetry/telemetry-log.ts';
import type { TelemetryRecord } from '../domain/telemetry/telemetry-record.ts';
import type { TestDatabase } from './support/test-database.ts';

export interface TelemetryLogFixture {
  readonly db: TestDatabase;
  /** A log over the fixture's database and broker; several may be open at once (a restart). */
  open(): Promise<TelemetryLog>;
  cleanup(): Promise<void>;
}

const view = (tenantId: string, i: number): TelemetryRecord => ({
  kind: 'view',
  id: randomUUID(),
  tenantId,
  at: new Date().toISOString(),
  session: `s${i % 7}`,
  productIds: [`p${i}`],
  searchId: null,
  revenue: null,
  currency: null,
  device: 'unknown',
});

/**
 * A consumer that writes each record it is handed as a row WITHOUT deduplication, so a record
 * delivered twice shows twice: what the log itself promises, before projections dedupe.
 */
const countingConsumer = (name: string, table: string, onBatch?: () => Promise<void>): TelemetryConsumer => ({
  name,
  async apply(records, sql) {
    await onBatch?.();
    await sql.query(`insert into ${table} (id) select unnest($1::text[])`, [records.map((r) => r.id)]);
  },
});

/** What every TelemetryLog adapter must do (docs/telemetry.md). */
export function telemetryLogContract(
  name: string,
  makeFixture: () => Promise<TelemetryLogFixture>,
  skip = false,
): void {
  describe.skipIf(skip)(`TelemetryLog contract: ${name}`, () => {
    let fixture: TelemetryLogFixture;
    beforeAll(async () => {
      fixture = await makeFixture();
    });
    afterAll(async () => fixture?.cleanup());

    const table = async () => {
      const t = `seen_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      await fixture.db.pool.query(`create table ${t} (id text not null)`);
      return t;
    };
    const counts = async (t: string) => {
      const { rows } = await fixture.db.pool.query<{ id: string; n: number }>(
        `select id, count(*)::int as n from ${t} group by id`,
      );
      return new Map(rows.map((r) => [r.id, r.n]));
    };

    it('hands every appended record to a consumer exactly once, across a restart', async () => {
      const tenantId = `t-${randomUUID().slice(0, 8)}`;
      const t = await table();
      const consumerName = `counter-${randomUUID().slice(0, 8)}`;
      const first = await fixture.open();
      const records = Array.from({ length: 3_000 }, (_, i) => view(tenantId, i));
      let batches = 0;
      const sub = first.consume(
        countingConsumer(consumerName, t, async () => {
          batches++;
        }),
      );
      first.append(records.slice(0, 1_500));
      await first.flush();
      // Stop part way: whatever it applied is kept with its checkpoint.
      while (batches === 0) await new Promise((r) => setTimeout(r, 10));
      await sub.stop();
      first.append(records.slice(1_500));
      await first.flush();
      await first.close();

      const second = await fixture.open();
      const again = second.consume(countingConsumer(consumerName, t));
      await again.caughtUp(30_000);
      await again.stop();
      await second.close();
      const seen = await counts(t);
      const mine = records.map((r) => seen.get(r.id) ?? 0);
      expect(mine.filter((n) => n === 0)).toHaveLength(0);
      expect(mine.filter((n) => n > 1)).toHaveLength(0);
    });

    it('answers append at once and reports its buffer', async () => {
      const log = await fixture.open();
      const tenantId = `t-${randomUUID().slice(0, 8)}`;
      const returned = log.append(Array.from({ length: 100 }, (_, i) => view(tenantId, i)));
      expect(returned).toBeUndefined();
      expect(log.status().buffered + log.status().written).toBeGreaterThanOrEqual(100);
      await log.flush();
      expect(log.status()).toMatchObject({ buffered: 0, spillBacklog: 0 });
      expect(log.status().written).toBeGreaterThanOrEqual(100);
      await log.close();
    });
  });
}
