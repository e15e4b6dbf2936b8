import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  comparePositions,
  type EventStore,
  type EventToAppend,
  type RecordedEvent,
  StreamConflict,
} from '../domain/event-store/event-store.ts';

export interface EventStoreFixture {
  readonly store: EventStore;
  cleanup(): Promise<void>;
}

const event = (type: string, data: Record<string, unknown> = {}): EventToAppend => ({
  id: randomUUID(),
  type,
  data: { tenantId: 't1', ...data },
});

/** Stream names unique to one test, so the suite can run against a shared server. */
const streamName = (label: string): string => `${label}-t1:${randomUUID().slice(0, 8)}`;

const until = async (condition: () => boolean, timeoutMs = 5_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** The semantics every EventStore adapter must have (DESIGN.md, "The event store contract"). */
export function eventStoreContract(
  name: string,
  makeFixture: () => Promise<EventStoreFixture>,
  skip = false,
): void {
  describe.skipIf(skip)(`EventStore contract: ${name}`, () => {
    let fixture: EventStoreFixture;
    let store: EventStore;
    beforeAll(async () => {
      fixture = await makeFixture();
      store = fixture.store;
    });
    afterAll(async () => fixture?.cleanup());

    it('appends to a new stream with no_stream and numbers revisions from 0', async () => {
      const s = streamName('counter');
      const result = await store.append(s, [event('A'), event('B')], 'no_stream');
      expect(result.nextRevision).toBe(1n);
      const read = await store.readStream(s);
      expect(read.map((e) => [e.type, e.revision])).toEqual([
        ['A', 0n],
        ['B', 1n],
      ]);
      expect(await store.streamRevision(s)).toBe(1n);
    });

    it('refuses no_stream on an existing stream and exists on an absent one', async () => {
      const s = streamName('counter');
      await store.append(s, [event('A')], 'no_stream');
      await expect(store.append(s, [event('B')], 'no_stream')).rejects.toBeInstanceOf(StreamConflict);
      await expect(store.append(streamName('counter'), [event('B')], 'exists')).rejects.toBeInstanceOf(
        StreamConflict,
      );
      expect(await store.streamRevision(s)).toBe(0n);
    });

    it('checks an exact expected revision and accepts any', async () => {
      const s = streamName('counter');
      await store.append(s, [event('A')], 'any');
      await store.append(s, [event('B')], 0n);
      const conflict = await store.append(s, [event('C')], 0n).catch((e: unknown) => e);
      expect(conflict).toBeInstanceOf(StreamConflict);
      expect((conflict as StreamConflict).actual).toBe(1n);
      await store.append(s, [event('C')], 'exists');
      await store.append(s, [event('D')], 'any');
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B', 'C', 'D']);
    });

    it('stores an event id appended twice once', async () => {
      const s = streamName('counter');
      const e = event('A');
      const first = await store.append(s, [e], 'no_stream');
      const again = await store.append(s, [e], 'no_stream');
      expect(again.nextRevision).toBe(first.nextRevision);
      expect(await store.readStream(s)).toHaveLength(1);
    });

    it('reads a stream forwards and backwards from a revision with a count', async () => {
      const s = streamName('counter');
      await store.append(
        s,
        ['a', 'b', 'c', 'd', 'e'].map((t) => event(t)),
        'no_stream',
      );
      expect((await store.readStream(s, { fromRevision: 2n, maxCount: 2 })).map((e) => e.type)).toEqual([
        'c',
        'd',
      ]);
      expect((await store.readStream(s, { direction: 'backwards', maxCount: 2 })).map((e) => e.type)).toEqual(
        ['e', 'd'],
      );
      expect(
        (await store.readStream(s, { direction: 'backwards', fromRevision: 1n })).map((e) => e.type),
      ).toEqual(['b', 'a']);
      expect(await store.readStream(streamName('absent'))).toEqual([]);
      expect(await store.streamRevision(streamName('absent'))).toBeNull();
    });

    it('keeps data and metadata', async () => {
      const s = streamName('doc');
      const e: EventToAppend = {
        id: randomUUID(),
        type: 'Doc',
        data: { tenantId: 't1', name: { ar: 'هاتف', en: 'phone' }, n: 1.5 },
        metadata: { requestId: 'r1' },
      };
      await store.append(s, [e], 'any');
      const [read] = await store.readStream(s);
      expect(read?.id).toBe(e.id);
      expect(read?.data).toEqual(e.data);
      expect(read?.metadata).toMatchObject({ requestId: 'r1' });
      expect(read?.createdAt).toBeInstanceOf(Date);
    });

    it('reads the global log in order after a position', async () => {
      const s1 = streamName('log');
      const s2 = streamName('log');
      const before = await store.headPosition();
      await store.append(s1, [event('1'), event('2')], 'any');
      await store.append(s2, [event('3')], 'any');
      await store.append(s1, [event('4')], 'any');
      const mine = (events: RecordedEvent[]) => events.filter((e) => e.streamId === s1 || e.streamId === s2);
      const all = mine(await store.readAll({ after: before, maxCount: 10_000 }));
      expect(all.map((e) => e.type)).toEqual(['1', '2', '3', '4']);
      for (let i = 1; i < all.length; i++) {
        expect(
          comparePositions((all[i - 1] as RecordedEvent).position, (all[i] as RecordedEvent).position),
        ).toBeLessThan(0);
      }
      const second = all[1] as RecordedEvent;
      const rest = mine(await store.readAll({ after: second.position, maxCount: 10_000 }));
      expect(rest.map((e) => e.type)).toEqual(['3', '4']);
      expect(
        comparePositions(await store.headPosition(), (all[3] as RecordedEvent).position),
      ).toBeGreaterThanOrEqual(0);
    });

    it('subscribes from a checkpoint: catch-up, then live', async () => {
      const s = streamName('sub');
      const before = await store.headPosition();
      await store.append(s, [event('old1'), event('old2')], 'any');
      const seen: string[] = [];
      const sub = store.subscribeToAll(
        async (events) => {
          for (const e of events) if (e.streamId === s) seen.push(e.type);
        },
        { after: before },
      );
      await until(() => seen.length === 2);
      await store.append(s, [event('live1')], 'any');
      await store.append(s, [event('live2')], 'any');
      await until(() => seen.length === 4);
      await sub.stop();
      expect(seen).toEqual(['old1', 'old2', 'live1', 'live2']);
    });

    it('ends a subscription whose handler throws, without moving past the failed batch', async () => {
      const s = streamName('sub');
      const before = await store.headPosition();
      await store.append(s, [event('boom')], 'any');
      const sub = store.subscribeToAll(
        async (events) => {
          if (events.some((e) => e.streamId === s)) throw new Error('projector failed');
        },
        { after: before },
      );
      await expect(sub.done).rejects.toThrow('projector failed');
      const again = await store.readAll({ after: before, maxCount: 10_000 });
      expect(again.some((e) => e.streamId === s && e.type === 'boom')).toBe(true);
    });

    it("erases a store's streams for good and nothing of any other store", async () => {
      const gone = `t${randomUUID().slice(0, 8)}`;
      const kept = `${gone}x`; // shares a prefix with the erased id: must not be taken along
      const slug = `storeslug-${gone}-shop`;
      const before = await store.headPosition();
      await store.append(`catalog-${gone}`, [event('ProductUpserted', { tenantId: gone })], 'any');
      await store.append(`job-${gone}:1`, [event('JobQueued', { tenantId: gone })], 'any');
      await store.append(slug, [event('SlugReserved', { tenantId: gone })], 'any');
      await store.append(`catalog-${kept}`, [event('ProductUpserted', { tenantId: kept })], 'any');
      await store.append(`job-${kept}:1`, [event('JobQueued', { tenantId: kept })], 'any');

      expect(await store.eraseTenant(gone, [slug])).toBe(3);

      for (const s of [`catalog-${gone}`, `job-${gone}:1`, slug]) {
        expect(await store.readStream(s)).toEqual([]);
        expect(await store.streamRevision(s)).toBeNull();
      }
      const after = await store.readAll({ after: before, maxCount: 10_000 });
      expect(after.filter((e) => e.data.tenantId === gone)).toEqual([]);
      expect(after.filter((e) => e.data.tenantId === kept).map((e) => e.streamId)).toEqual([
        `catalog-${kept}`,
        `job-${kept}:1`,
      ]);
      // A subscription from the start (a replay) meets none of it either.
      const seen: RecordedEvent[] = [];
      const sub = store.subscribeToAll(async (events) => {
        seen.push(...events);
      });
      await until(() => seen.some((e) => e.streamId === `job-${kept}:1`));
      await sub.stop();
      expect(seen.filter((e) => e.data.tenantId === gone)).toEqual([]);
      // The head is one a subscriber reaches.
      expect(
        comparePositions(await store.headPosition(), seen.at(-1)?.position ?? before),
      ).toBeLessThanOrEqual(0);
      // Erasing again finds nothing more; the slug may be taken again.
      expect(await store.eraseTenant(gone)).toBe(0);
      await store.append(slug, [event('SlugReserved', { tenantId: 'someone-else' })], 'any');
      expect((await store.readStream(slug)).map((e) => e.data.tenantId)).toEqual(['someone-else']);
    });
  });
}
