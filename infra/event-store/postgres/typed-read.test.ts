import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePositions, type RecordedEvent } from '../../../domain/event-store/event-store.ts';
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

  it('readAll with dataOf: the named types in order, the others left out but the last one read', async () => {
    const stream = `typed-${randomUUID().slice(0, 8)}`;
    const head = await appendMixed(stream);
    const all = (await store.readAll({ after: head })).filter((e) => e.streamId === stream);
    expect(all.map((e) => e.type)).toEqual(['Wanted', 'Other', 'Wanted']);
    const typed = await store.readAll({ after: head, dataOf: new Set(['Wanted']) });
    expect(typed.map((e) => [e.type, e.position])).toEqual([
      ['Wanted', all[0]?.position],
      ['Wanted', all[2]?.position],
    ]);
    expect(typed.map((e) => e.data)).toEqual([{ n: 1 }, { n: 3 }]);
    expect(typed.map((e) => e.metadata)).toEqual([{ source: 'csv' }, {}]);

    // The last event read comes whatever its type (empty): a checkpoint moves past the others.
    const tail = await store.headPosition();
    await store.append(stream, [{ id: randomUUID(), type: 'Other', data: { n: 4 } }], 'any');
    const upToOther = await store.readAll({ after: head, dataOf: new Set(['Wanted']) });
    expect(upToOther.map((e) => [e.type, e.data])).toEqual([
      ['Wanted', { n: 1 }],
      ['Wanted', { n: 3 }],
      ['Other', {}],
    ]);
    expect(upToOther.at(-1)?.position).toEqual(await store.headPosition());
    expect(comparePositions(upToOther.at(-1)?.position ?? head, tail)).toBe(1);
    // At most maxCount are read: two read, the second of them comes.
    const two = await store.readAll({ after: head, maxCount: 2, dataOf: new Set(['Wanted']) });
    expect(two.map((e) => [e.type, e.position])).toEqual([
      ['Wanted', all[0]?.position],
      ['Other', all[1]?.position],
    ]);
  });

  it('a subscription with dataOf gets past the other events (its last position is the head)', async () => {
    const stream = `typed-${randomUUID().slice(0, 8)}`;
    const head = await appendMixed(stream);
    await store.append(
      stream,
      Array.from({ length: 7 }, (_, n) => ({ id: randomUUID(), type: 'Other', data: { n } })),
      'any',
    );
    const seen: RecordedEvent[] = [];
    const sub = store.subscribeToAll(
      async (events) => {
        seen.push(...events);
      },
      { after: head, dataOf: new Set(['Wanted']), batchSize: 2 },
    );
    const end = await store.headPosition();
    const deadline = Date.now() + 10_000;
    while (comparePositions(seen.at(-1)?.position ?? head, end) < 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    await sub.stop();
    expect(seen.filter((e) => e.type === 'Wanted').map((e) => e.data)).toEqual([{ n: 1 }, { n: 3 }]);
    expect(seen.filter((e) => e.type === 'Other').every((e) => Object.keys(e.data).length === 0)).toBe(true);
    // Batches of two read: fewer than ten events handed on, the last of them the head.
    expect(seen.length).toBeLessThan(10);
    expect(seen.at(-1)?.position).toEqual(end);
  });
});
