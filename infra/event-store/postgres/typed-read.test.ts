import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../domain/event-store/event-store.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.ts';
import { PostgresEventStore } from './postgres-event-store.ts';

/**
 * A projector names the event types it reads (`dataOf`): the other events still pass by, in
 * order and with their positions (its checkpoint moves past them), but without their data, so
 * eleven projectors do not each fetch and parse every product an import appends.
 */
describe('postgres event store: reading only the data of some types', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.pool, { idlePollMs: 5 });
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  const appendMixed = async (stream: string) => {
    const head = await store.headPosition();
    await store.append(
      stream,
      [
        { id: randomUUID(), type: 'Wanted', data: { n: 1 }, metadata: { source: 'csv' } },
        {
          id: randomUUID(),
          type: 'Other',
          data: { n: 2, big: 'x'.repeat(1000) },
          metadata: { source: 'csv' },
        },
        { id: randomUUID(), type: 'Wanted', data: { n: 3 } },
      ],
      'any',
    );
    return head;
  };

  it('readAll with dataOf: every event in order, data only for the named types', async () => {
    const stream = `typed-${randomUUID().slice(0, 8)}`;
    const head = await appendMixed(stream);
    const all = (await store.readAll({ after: head })).filter((e) => e.streamId === stream);
    const typed = (await store.readAll({ after: head, dataOf: new Set(['Wanted']) })).filter(
      (e) => e.streamId === stream,
    );
    expect(typed.map((e) => [e.type, e.position])).toEqual(all.map((e) => [e.type, e.position]));
    expect(typed.map((e) => e.data)).toEqual([{ n: 1 }, {}, { n: 3 }]);
    expect(typed.map((e) => e.metadata)).toEqual([{ source: 'csv' }, {}, {}]);
    expect(all[1]?.data).toMatchObject({ n: 2 });
  });

  it('a subscription with dataOf gets past the other events (its last position is the head)', async () => {
    const stream = `typed-${randomUUID().slice(0, 8)}`;
    const head = await appendMixed(stream);
    const seen: RecordedEvent[] = [];
    const sub = store.subscribeToAll(
      async (events) => {
        seen.push(...events.filter((e) => e.streamId === stream));
      },
      { after: head, dataOf: new Set(['Wanted']) },
    );
    const deadline = Date.now() + 10_000;
    while (seen.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await sub.stop();
    expect(seen.map((e) => e.type)).toEqual(['Wanted', 'Other', 'Wanted']);
    expect(seen[1]?.data).toEqual({});
    expect(seen.at(-1)?.position).toEqual(await store.headPosition());
  });
});
