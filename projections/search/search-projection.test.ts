import { describe, expect, it } from 'vitest';
import { normalizeProduct } from '../../domain/catalog/product.ts';
import type { RecordedEvent } from '../../domain/event-store/event-store.ts';
import type { ProductChange, SearchEngine } from '../../domain/search/search-engine.ts';
import { testProduct } from '../../test/support/products.ts';
import { SearchProjection } from './search-projection.ts';

/**
 * An engine that records what it is given, and when (each call numbered in the order of
 * events); each change it applies moves `clock` on by `msPerChange`.
 */
function recordingEngine(log: string[], clock = { ms: 0 }, msPerChange = 0): SearchEngine {
  const held = new Map<string, number>();
  return {
    name: 'recording',
    apply: async (tenantId, changes: readonly ProductChange[]) => {
      log.push(`apply ${changes.length}`);
      clock.ms += changes.length * msPerChange;
      for (const c of changes) held.set(`${tenantId}/${c.kind === 'upsert' ? c.document.id : c.id}`, 1);
    },
    search: async () => ({ hits: [], total: 0, facets: [] }),
    suggest: async () => ({ suggestions: [], productIds: [], categories: [] }),
    clear: async () => undefined,
    count: async (tenantId) => [...held.keys()].filter((k) => k.startsWith(`${tenantId}/`)).length,
    ping: async () => true,
  };
}

const upserted = (i: number): RecordedEvent =>
  ({
    id: `e${i}`,
    streamId: 'catalog-t1',
    revision: BigInt(i),
    type: 'ProductUpserted',
    data: {
      tenantId: 't1',
      productId: `p${i}`,
      productRevision: 1,
      at: '2026-01-01T00:00:00.000Z',
      product: normalizeProduct(testProduct(`p${i}`) as Parameters<typeof normalizeProduct>[0]),
    },
    metadata: {},
    position: { commit: BigInt(i), prepare: BigInt(i) },
    created: new Date(0),
  }) as unknown as RecordedEvent;

describe('SearchProjection.apply', () => {
  it("applies a 1,000-event batch in slices of about 3 ms and lets the event loop turn between them (searches are not held up by a re-sync's batch)", async () => {
    const log: string[] = [];
    const clock = { ms: 0 };
    // Each product takes 0.4 ms to index: slices of 7 after a first of 8.
    const projection = new SearchProjection(recordingEngine(log, clock, 0.4), { clock: () => clock.ms });
    const events = Array.from({ length: 1_000 }, (_, i) => upserted(i));
    // A request arriving while the batch is applied: it runs before the batch is done.
    setImmediate(() => log.push('request'));
    await projection.apply(events);
    const slices = log.filter((l) => l.startsWith('apply')).map((l) => Number(l.split(' ')[1]));
    expect(slices[0]).toBe(8);
    expect(new Set(slices.slice(1, -1))).toEqual(new Set([7]));
    expect(slices.reduce((a, b) => a + b, 0)).toBe(1_000);
    const request = log.indexOf('request');
    expect(request).toBeGreaterThan(0);
    expect(request).toBeLessThan(log.length - 1);
    expect(await projection.engine.count('t1')).toBe(1_000);
    const cards = await projection.cards('t1', ['p0', 'p999']);
    expect([...cards.keys()]).toEqual(['p0', 'p999']);
  });

  it('grows the slices up to 200 events when events are cheap, and shrinks them to one when one event outlasts the slice', async () => {
    const cheap: string[] = [];
    const still = { ms: 0 };
    await new SearchProjection(recordingEngine(cheap, still, 0), { clock: () => still.ms }).apply(
      Array.from({ length: 1_000 }, (_, i) => upserted(i)),
    );
    expect(cheap).toEqual(['apply 8', ...Array(4).fill('apply 200'), 'apply 192']);
    const slow: string[] = [];
    const clock = { ms: 0 };
    await new SearchProjection(recordingEngine(slow, clock, 5), { clock: () => clock.ms }).apply(
      Array.from({ length: 20 }, (_, i) => upserted(i)),
    );
    expect(slow).toEqual(['apply 8', ...Array(12).fill('apply 1')]);
  });
});

describe('SearchProjection ranking facts', () => {
  const version = (i: number, revision: number, change: Record<string, unknown>): RecordedEvent => {
    const event = upserted(i) as unknown as { data: Record<string, unknown>; revision: bigint };
    const product = normalizeProduct({ ...testProduct(`p${i}`), ...change } as Parameters<
      typeof normalizeProduct
    >[0]);
    return {
      ...event,
      id: `e${i}-${revision}`,
      revision: BigInt(1_000 + revision),
      data: { ...event.data, productRevision: revision, product },
    } as unknown as RecordedEvent;
  };

  it("keeps the same name record while the name, category and brand stay the same (a re-sync's new price), and a new one when they change", async () => {
    const projection = new SearchProjection(recordingEngine([]));
    await projection.apply([version(1, 1, { price: '10.00' })]);
    const first = projection.rankingFacts('t1', 'p1');
    await projection.apply([version(1, 2, { price: '12.00', popularity: 7 })]);
    const repriced = projection.rankingFacts('t1', 'p1');
    expect(repriced).not.toBe(first);
    expect(repriced?.popularity).toBe(7);
    // What ranking read from the texts is kept under this record: not read again for a price.
    expect(repriced?.name).toBe(first?.name);
    expect(repriced?.category).toBe(first?.category);
    await projection.apply([version(1, 3, { name: { en: 'Another name' } })]);
    const renamed = projection.rankingFacts('t1', 'p1');
    expect(renamed?.name).not.toBe(first?.name);
    expect(renamed?.name).toEqual({ en: 'Another name' });
    await projection.apply([version(1, 4, { name: { en: 'Another name' }, brand: 'Other' })]);
    expect(projection.rankingFacts('t1', 'p1')?.name).not.toBe(renamed?.name);
  });
});
