import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogPosition, RecordedEvent, Subscription } from '../../../domain/event-store/event-store.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.ts';
import { PostgresEventStore } from './postgres-event-store.ts';

/**
 * Sequences commit out of order: a transaction that took position 10 can commit after one
 * that took 11. These tests hold appends open inside transactions for random times, as a
 * slow writer would, and check that a subscriber still sees every event exactly once.
 */
describe('postgres event store: no skipped events under concurrent commits', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase({ poolSize: 20 });
    store = new PostgresEventStore(db.pool, { idlePollMs: 5 });
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  /** Appends inside a transaction that stays open `holdMs` after the insert. */
  const slowAppend = async (stream: string, count: number, holdMs: number): Promise<void> => {
    const client = await db.pool.connect();
    try {
      await client.query('begin');
      const events = Array.from({ length: count }, () => ({
        id: randomUUID(),
        type: 'E',
        data: { tenantId: 't' },
      }));
      await client.query('select * from es_append($1, $2, $3::jsonb)', [
        stream,
        'any',
        JSON.stringify(events),
      ]);
      if (holdMs > 0) await client.query('select pg_sleep($1)', [holdMs / 1000]);
      await client.query('commit');
    } finally {
      client.release();
    }
  };

  it('a reader that only compares positions would skip an event (the hazard is real)', async () => {
    const prefix = `hazard-${randomUUID().slice(0, 8)}`;
    const { rows } = await db.pool.query<{ max: string | null }>(
      'select max(position)::text as max from es_events',
    );
    const start = BigInt(rows[0]?.max ?? '0');
    const slow = slowAppend(`${prefix}-a`, 1, 300);
    await new Promise((r) => setTimeout(r, 50));
    await slowAppend(`${prefix}-b`, 1, 0);
    const naive = await db.pool.query<{ position: string }>(
      'select position::text from es_events where position > $1 and stream_id like $2 order by position',
      [String(start), `${prefix}%`],
    );
    const naiveCheckpoint = BigInt(naive.rows.at(-1)?.position ?? '0');
    await slow;
    const after = await db.pool.query('select 1 from es_events where position > $1 and stream_id like $2', [
      String(naiveCheckpoint),
      `${prefix}%`,
    ]);
    // The slow event committed behind the naive checkpoint: reading "after" it finds nothing.
    expect(naive.rows).toHaveLength(1);
    expect(after.rows).toHaveLength(0);
    // The store's own reader does not move past the open transaction.
    const seen = (await store.readAll({ maxCount: 100_000 })).filter((e) => e.streamId.startsWith(prefix));
    expect(seen).toHaveLength(2);
  });

  it('delivers every committed event exactly once, in log order, across restarts', async () => {
    const op = fc.record({
      stream: fc.integer({ min: 0, max: 3 }),
      count: fc.integer({ min: 1, max: 3 }),
      holdMs: fc.integer({ min: 0, max: 15 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), { minLength: 2, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 4 }),
        async (writers, restartsAtMs) => {
          const prefix = `p-${randomUUID().slice(0, 8)}`;
          const mine = (e: RecordedEvent) => e.streamId.startsWith(prefix);
          let checkpoint: LogPosition = await store.headPosition();
          const seen: RecordedEvent[] = [];
          const subscribe = (): Subscription =>
            store.subscribeToAll(
              async (batch) => {
                seen.push(...batch.filter(mine));
                const last = batch.at(-1);
                if (last) checkpoint = last.position;
              },
              { after: checkpoint, batchSize: 7 },
            );
          let subscription = subscribe();
          // Restarts run one after another: a restart waits for the previous one to finish.
          let restarting = Promise.resolve();
          const restarts = restartsAtMs.map(
            (ms) =>
              new Promise<void>((resolve) =>
                setTimeout(() => {
                  restarting = restarting.then(async () => {
                    await subscription.stop();
                    subscription = subscribe();
                  });
                  restarting.then(resolve);
                }, ms),
              ),
          );
          await Promise.all(
            writers.map(async (ops) => {
              for (const o of ops) await slowAppend(`${prefix}-${o.stream}`, o.count, o.holdMs);
            }),
          );
          await Promise.all(restarts);
          const expected = (await store.readAll({ maxCount: 1_000_000 })).filter(mine);
          const total = writers.flat().reduce((n, o) => n + o.count, 0);
          expect(expected).toHaveLength(total);
          const deadline = Date.now() + 5_000;
          while (seen.length < total && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
          await subscription.stop();
          expect(seen.map((e) => e.id)).toEqual(expected.map((e) => e.id));
        },
      ),
      { numRuns: 40 },
    );
  });
});
