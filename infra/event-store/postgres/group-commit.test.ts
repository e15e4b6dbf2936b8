import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppendResult,
  comparePositions,
  type EventToAppend,
  type LogPosition,
  StreamConflict,
} from '../../../domain/event-store/event-store.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.ts';
import type { Pool } from '../../postgres/pool.ts';
import { PostgresEventStore } from './postgres-event-store.ts';

const event = (type = 'E'): EventToAppend => ({ id: randomUUID(), type, data: { tenantId: 't1' } });
const stream = (label = 'group'): string => `${label}-t1:${randomUUID().slice(0, 8)}`;

/** The pool, counting the es_append_many round trips that go through it. */
function countingPool(pool: Pool): { pool: Pool; calls: () => number } {
  let calls = 0;
  const counted = new Proxy(pool, {
    get(target, key, receiver) {
      if (key !== 'query') return Reflect.get(target, key, receiver);
      return (...args: unknown[]) => {
        const [config] = args;
        if (typeof config === 'object' && config !== null && 'name' in config) {
          if ((config as { name?: string }).name === 'es_append_many') calls++;
        }
        return (target.query as (...a: unknown[]) => unknown)(...args);
      };
    },
  });
  return { pool: counted, calls: () => calls };
}

const settled = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);

describe('postgres event store: group commit', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let calls: () => number;
  beforeAll(async () => {
    db = await createTestDatabase({ poolSize: 12 });
    const counting = countingPool(db.pool);
    calls = counting.calls;
    store = new PostgresEventStore(counting.pool, { idlePollMs: 10 });
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('merges appends issued together into one round trip', async () => {
    const before = calls();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => store.append(stream(), [event()], 'no_stream')),
    );
    expect(results.every((r) => r.nextRevision === 0n && r.position !== null)).toBe(true);
    expect(calls() - before).toBe(1);
  });

  it('lets exactly one of concurrent appends with the same exact expected revision win', async () => {
    const s = stream();
    await store.append(s, [event('first')], 'no_stream');
    for (let revision = 0n; revision < 8n; revision++) {
      const outcomes = await settled(
        Array.from({ length: 10 }, (_, i) => store.append(s, [event(`r${revision}-${i}`)], revision)),
      );
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
      expect(won).toHaveLength(1);
      expect((won[0] as PromiseFulfilledResult<AppendResult>).value.nextRevision).toBe(revision + 1n);
      expect(lost).toHaveLength(9);
      for (const error of lost) {
        expect(error).toBeInstanceOf(StreamConflict);
        expect((error as StreamConflict).actual).toBe(revision + 1n);
        expect((error as StreamConflict).expected).toBe(revision);
      }
    }
    const read = await store.readStream(s);
    expect(read.map((e) => e.revision)).toEqual(Array.from({ length: 9 }, (_, i) => BigInt(i)));
    expect(await store.streamRevision(s)).toBe(8n);
  });

  it('fails only the conflicting appends of a group; the others commit, in the order listed', async () => {
    const [a, b, c, d] = [stream(), stream(), stream(), stream()];
    const before = await store.headPosition();
    const issued = [
      store.append(a, [event('a0')], 'no_stream'),
      store.append(b, [event('b?')], 5n),
      store.append(a, [event('a1')], 0n), // sees a0, written just before it in the same group
      store.append(c, [event('c?')], 'exists'),
      store.append(a, [event('a?')], 'no_stream'),
      store.append(d, [event('d0'), event('d1')], 'any'),
      store.append(a, [event('a2')], 'exists'),
    ];
    const outcomes = await settled(issued);
    const value = (i: number) => (outcomes[i] as PromiseFulfilledResult<AppendResult>).value;
    const reason = (i: number) => (outcomes[i] as PromiseRejectedResult).reason as StreamConflict;
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(reason(1)).toBeInstanceOf(StreamConflict);
    expect(reason(1).actual).toBe('no_stream');
    expect(reason(3).actual).toBe('no_stream');
    expect(reason(4).actual).toBe(1n);
    expect([value(0), value(2), value(5), value(6)].map((r) => r.nextRevision)).toEqual([0n, 1n, 1n, 2n]);

    // Positions follow the order the appends were issued in, and so does the log.
    const positions = [value(0), value(2), value(5), value(6)].map((r) => r.position as LogPosition);
    for (let i = 1; i < positions.length; i++) {
      expect(comparePositions(positions[i - 1] as LogPosition, positions[i] as LogPosition)).toBeLessThan(0);
    }
    const log = (await store.readAll({ after: before, maxCount: 10_000 })).filter((e) =>
      [a, b, c, d].includes(e.streamId),
    );
    expect(log.map((e) => e.type)).toEqual(['a0', 'a1', 'd0', 'd1', 'a2']);
    expect(await store.readStream(b)).toEqual([]);
    expect(await store.streamRevision(c)).toBeNull();
  });

  it('answers a retry inside the same group as a duplicate, and stores only the new ids of a partial one', async () => {
    const s = stream();
    const [e1, e2, e3] = [event('e1'), event('e2'), event('e3')];
    const stored = event('stored');
    const other = stream();
    await store.append(other, [stored], 'no_stream');
    const before = calls();
    const [first, retry, partial, twice, old] = await Promise.all([
      store.append(s, [e1, e2], 'no_stream'),
      store.append(s, [e1, e2], 'no_stream'),
      store.append(s, [e2, e3], 1n),
      store.append(s, [e3, e3], 'any'),
      store.append(other, [stored], 'no_stream'),
    ]);
    expect(calls() - before).toBe(1);
    expect(first?.nextRevision).toBe(1n);
    expect(first?.position).not.toBeNull();
    expect(retry).toEqual({ nextRevision: 1n, position: null });
    expect(partial?.nextRevision).toBe(2n);
    expect(partial?.position).not.toBeNull();
    expect(twice).toEqual({ nextRevision: 2n, position: null });
    expect(old).toEqual({ nextRevision: 0n, position: null });
    expect((await store.readStream(s)).map((e) => [e.type, e.revision])).toEqual([
      ['e1', 0n],
      ['e2', 1n],
      ['e3', 2n],
    ]);
  });

  it('stores an id listed twice in one append once', async () => {
    const s = stream();
    const e = event('twice');
    const result = await store.append(s, [e, e, event('next')], 'no_stream');
    expect(result.nextRevision).toBe(1n);
    expect((await store.readStream(s)).map((r) => r.type)).toEqual(['twice', 'next']);
  });

  it('fails a malformed append alone: the rest of its group commits', async () => {
    const [a, b] = [stream(), stream()];
    const outcomes = await settled([
      store.append(a, [event('ok')], 'no_stream'),
      store.append(b, [{ id: 'not-a-uuid', type: 'bad', data: { tenantId: 't1' } }], 'any'),
      store.append(a, [event('ok2')], 0n),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).not.toBeInstanceOf(StreamConflict);
    expect((await store.readStream(a)).map((e) => e.type)).toEqual(['ok', 'ok2']);
    expect(await store.readStream(b)).toEqual([]);
  });

  it('fails an append whose data is not JSON alone', async () => {
    const [a, b] = [stream(), stream()];
    const outcomes = await settled([
      store.append(a, [event('ok')], 'no_stream'),
      store.append(b, [{ id: randomUUID(), type: 'bad', data: { tenantId: 't1', n: 1n } }], 'any'),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(TypeError);
    expect(await store.streamRevision(a)).toBe(0n);
  });

  it('answers as a duplicate an id that another transaction stores while the append waits for it', async () => {
    const e = event('raced');
    const [s1, s2] = [stream(), stream()];
    const client = await db.pool.connect();
    try {
      await client.query('begin');
      await client.query('select * from es_append($1, $2, $3::jsonb)', [s1, 'any', JSON.stringify([e])]);
      const racing = store.append(s2, [e, event('fresh')], 'any');
      await new Promise((r) => setTimeout(r, 100));
      await client.query('commit');
      // The retry finds the raced id stored and drops it; the fresh one is written.
      expect((await racing).nextRevision).toBe(0n);
    } finally {
      client.release();
    }
    expect((await store.readStream(s2)).map((r) => r.type)).toEqual(['fresh']);
    expect((await store.readStream(s1)).map((r) => r.type)).toEqual(['raced']);
  });

  it('never deadlocks two stores that append to the same streams in opposite orders', async () => {
    const other = new PostgresEventStore(db.pool, { idlePollMs: 10 });
    const streams = Array.from({ length: 6 }, () => stream());
    for (let round = 0; round < 10; round++) {
      await Promise.all([
        ...streams.map((s) => store.append(s, [event()], 'any')),
        ...[...streams].reverse().map((s) => other.append(s, [event()], 'any')),
      ]);
    }
    for (const s of streams) {
      expect((await store.readStream(s)).map((e) => e.revision)).toEqual(
        Array.from({ length: 20 }, (_, i) => BigInt(i)),
      );
    }
    const { rows } = await db.pool.query<{ deadlocks: string }>(
      'select deadlocks from pg_stat_database where datname = current_database()',
    );
    expect(rows[0]?.deadlocks).toBe('0');
    await other.close();
  });

  it('keeps es_append for SQL callers: a conflict raises SSCON with the actual revision', async () => {
    const s = stream();
    await store.append(s, [event(), event()], 'no_stream');
    const error = await db.pool
      .query('select * from es_append($1, $2, $3::jsonb)', [s, '0', JSON.stringify([event()])])
      .catch((e: unknown) => e as { code?: string; detail?: string });
    expect(error).toMatchObject({ code: 'SSCON', detail: '1' });
    const { rows } = await db.pool.query<{ next_revision: string }>(
      'select next_revision from es_append($1, $2, $3::jsonb)',
      [s, '1', JSON.stringify([event()])],
    );
    expect(rows[0]?.next_revision).toBe('2');
  });

  it('lets the appends already issued finish on close', async () => {
    const closing = new PostgresEventStore(db.pool);
    const s = stream();
    const appends = Array.from({ length: 5 }, () => closing.append(s, [event()], 'any'));
    await closing.close();
    expect(await store.streamRevision(s)).toBe(4n);
    await Promise.all(appends);
  });
});
