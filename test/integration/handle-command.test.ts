import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Decider, DomainEvent } from '../../domain/command-handling/decider.ts';
import { foldEvents, handleCommand } from '../../domain/command-handling/handle-command.ts';
import { MemoryStateCache } from '../../domain/command-handling/state-cache.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

type CounterEvent = DomainEvent<'Incremented', { tenantId: string; by: number }>;
type CounterCommand = { readonly by: number; readonly max: number };
const counter: Decider<CounterCommand, CounterEvent, number> = {
  initialState: () => 0,
  evolve: (total, e) => total + e.data.by,
  decide: (cmd, total) => {
    if (total + cmd.by > cmd.max) throw new DomainError('conflict', 'counter is full');
    return [{ type: 'Incremented', data: { tenantId: 't1', by: cmd.by } }];
  },
};

describe('handleCommand', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase({ poolSize: 20 });
    store = new PostgresEventStore(db.pool);
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('N concurrent commands on one aggregate lose no update', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 24 }),
        async (increments) => {
          const stream = `counter-t1:${randomUUID()}`;
          await Promise.all(
            increments.map((by) =>
              handleCommand(
                store,
                stream,
                counter,
                { by, max: 1_000_000 },
                { newEventId: randomUUID, maxRetries: 100 },
              ),
            ),
          );
          const total = foldEvents(counter, await store.readStream(stream));
          expect(total).toBe(increments.reduce((a, b) => a + b, 0));
        },
      ),
      { numRuns: 15 },
    );
  });

  it('with state caches (one per writer, as in several processes) no update is lost and each writer reads only newer events', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 9 })), {
          minLength: 1,
          maxLength: 24,
        }),
        async (commands) => {
          const stream = `counter-t1:${randomUUID()}`;
          const caches = [0, 1, 2].map(() => new MemoryStateCache<number>());
          const reads: bigint[] = [];
          const counting = {
            ...store,
            readStream: (id: string, options?: Parameters<typeof store.readStream>[1]) => {
              reads.push(options?.fromRevision ?? 0n);
              return store.readStream(id, options);
            },
            append: store.append.bind(store),
          } as typeof store;
          await Promise.all(
            commands.map(([writer, by]) =>
              handleCommand(
                counting,
                stream,
                counter,
                { by, max: 1_000_000 },
                { newEventId: randomUUID, maxRetries: 100, cache: caches[writer] },
              ),
            ),
          );
          const total = commands.reduce((a, [, by]) => a + by, 0);
          expect(foldEvents(counter, await store.readStream(stream))).toBe(total);
          // A writer's cache holds a state it decided on or caught up to, never one ahead of the stream.
          for (const cache of caches) {
            const held = cache.get(stream);
            if (held)
              expect(held.state).toBe(
                foldEvents(counter, await store.readStream(stream, { maxCount: Number(held.revision) + 1 })),
              );
          }
          // Once a writer has a cache entry, later reads start after its revision, not from 0.
          const last = await handleCommand(
            counting,
            stream,
            counter,
            { by: 1, max: 1_000_000 },
            {
              newEventId: randomUUID,
              cache: caches[commands[0]?.[0] ?? 0],
            },
          );
          expect(reads.at(-1)).toBeGreaterThan(0n);
          expect(last.state).toBe(total + 1);
        },
      ),
      { numRuns: 10 },
    );
  });

  it('passes a domain refusal through and appends nothing', async () => {
    const stream = `counter-t1:${randomUUID()}`;
    await handleCommand(store, stream, counter, { by: 5, max: 5 }, { newEventId: randomUUID });
    await expect(
      handleCommand(store, stream, counter, { by: 1, max: 5 }, { newEventId: randomUUID }),
    ).rejects.toThrow('counter is full');
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it('gives up after maxRetries conflicts', async () => {
    const stream = `counter-t1:${randomUUID()}`;
    const crowded = Array.from({ length: 12 }, () =>
      handleCommand(
        store,
        stream,
        counter,
        { by: 1, max: 100 },
        { newEventId: randomUUID, maxRetries: 0 },
      ).then(
        () => 'ok',
        (e: unknown) => (e as Error).name,
      ),
    );
    const outcomes = await Promise.all(crowded);
    expect(outcomes).toContain('ok');
    expect(outcomes.filter((o) => o === 'ok').length).toBe((await store.readStream(stream)).length);
  });
});
