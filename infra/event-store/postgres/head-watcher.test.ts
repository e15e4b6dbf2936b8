import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent, Subscription } from '../../../domain/event-store/event-store.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.ts';
import { PostgresEventStore } from './postgres-event-store.ts';

/** The pool, counting the log reads (`readAll`) that go through it. */
function countingPool(pool: Pool): { pool: Pool; logReads: () => number } {
  let reads = 0;
  const counted = new Proxy(pool, {
    get(target, key, receiver) {
      if (key !== 'query') return Reflect.get(target, key, receiver);
      return (...args: unknown[]) => {
        const first = args[0];
        const text = typeof first === 'string' ? first : ((first as { text?: string })?.text ?? '');
        if (/from es_events\s+where \(transaction_id, position\) >/.test(text)) reads++;
        return (target.query as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { pool: counted, logReads: () => reads };
}

/**
 * Subscriptions wait for the store's one head watcher instead of each reading the log every
 * few milliseconds: idle subscriptions cost (almost) no reads, and events another process
 * appends still arrive at once.
 */
describe('postgres event store: one head watcher for every subscription', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('ten idle subscriptions read the log a few times in a second, not every 5 ms each', async () => {
    const counting = countingPool(db.pool);
    const store = new PostgresEventStore(counting.pool, { idlePollMs: 5 });
    const head = await store.headPosition();
    const subs: Subscription[] = [];
    for (let i = 0; i < 10; i++) subs.push(store.subscribeToAll(async () => undefined, { after: head }));
    await new Promise((r) => setTimeout(r, 200));
    const before = counting.logReads();
    await new Promise((r) => setTimeout(r, 1_000));
    const reads = counting.logReads() - before;
    await Promise.all(subs.map((s) => s.stop()));
    await store.close();
    // Each polling on its own every 5 ms would be about 2,000 reads (hundreds even at load 20).
    expect(reads).toBeLessThanOrEqual(30);
  });

  it('events another store instance (another process) appends reach every subscription', async () => {
    const reader = new PostgresEventStore(db.pool, { idlePollMs: 5 });
    const writer = new PostgresEventStore(db.pool);
    const stream = `watched-${randomUUID().slice(0, 8)}`;
    const head = await reader.headPosition();
    const seen: RecordedEvent[][] = [[], [], []];
    const subs = seen.map((into) =>
      reader.subscribeToAll(
        async (events) => {
          into.push(...events.filter((e) => e.streamId === stream));
        },
        { after: head },
      ),
    );
    for (let i = 0; i < 5; i++) {
      await writer.append(stream, [{ id: randomUUID(), type: 'E', data: { i } }], 'any');
      await new Promise((r) => setTimeout(r, 30));
    }
    const deadline = Date.now() + 10_000;
    while (seen.some((s) => s.length < 5) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    await Promise.all(subs.map((s) => s.stop()));
    await reader.close();
    await writer.close();
    for (const s of seen) expect(s.map((e) => e.data.i)).toEqual([0, 1, 2, 3, 4]);
  });
});
