import { describe, expect, it } from 'vitest';
import type { CatalogEvent } from './catalog-events.ts';
import { evolveCatalog, initialCatalogState } from './catalog-state.ts';
import { canonicalJson } from './content-hash.ts';
import { normalizeProduct } from './product.ts';
import { type BatchItem, decideUpsertBatch, type UpsertBatch } from './upsert-batch.ts';

const now = '2026-11-22T10:00:00.000Z';
const item = (index: number, id: string, price = '10', extra: Record<string, unknown> = {}): BatchItem => {
  const product = normalizeProduct({
    id,
    name: { en: `Product ${id}`, ar: `منتج ${id}` },
    price,
    currency: 'SAR',
    ...extra,
  });
  return { index, product, hash: canonicalJson(product) };
};
const batch = (over: Partial<UpsertBatch>): UpsertBatch => ({
  tenantId: 't1',
  items: [],
  deletes: [],
  refusedIds: [],
  syncId: null,
  syncComplete: false,
  replaceAll: false,
  storeLocales: ['en', 'ar'],
  productsLimit: null,
  now,
  ...over,
});
/** Decides against the state the given events make, then folds the new events in (like the writer). */
const run = (history: CatalogEvent[], b: UpsertBatch) => {
  const state = history.reduce(evolveCatalog, initialCatalogState());
  const decision = decideUpsertBatch(b, state);
  return { ...decision, history: [...history, ...decision.events] };
};
const ids = (events: readonly CatalogEvent[], type: CatalogEvent['type']) =>
  events.filter((e) => e.type === type).map((e) => (e.data as { productId?: string }).productId);

describe('decideUpsertBatch', () => {
  it('adds, updates, and leaves unchanged products without an event', () => {
    const first = run([], batch({ items: [item(0, 'a'), item(1, 'b')] }));
    expect(first.report).toMatchObject({ added: 2, updated: 0, unchanged: 0 });
    const second = run(first.history, batch({ items: [item(0, 'a'), item(1, 'b', '12')] }));
    expect(second.report).toMatchObject({ added: 0, updated: 1, unchanged: 1 });
    expect(second.events).toHaveLength(1);
    expect(second.events[0]).toMatchObject({
      type: 'ProductUpserted',
      data: { productId: 'b', productRevision: 1 },
    });
    expect(run(second.history, batch({ items: [item(0, 'a'), item(1, 'b', '12')] })).events).toEqual([]);
  });

  it('reports duplicates, foreign languages and the plan limit per item, and stores the rest', () => {
    const { report, events } = run(
      [],
      batch({
        productsLimit: 2,
        items: [
          item(0, 'a'),
          item(1, 'a'),
          item(2, 'fr', '1', { name: { fr: 'Produit' } }),
          item(3, 'b'),
          item(4, 'c'),
        ],
      }),
    );
    expect(report.errors.map((e) => [e.field, e.code])).toEqual([
      ['upsert.1.id', 'duplicate_id'],
      ['upsert.2.name.fr', 'unsupported_locale'],
      ['upsert.4', 'plan_limit_reached'],
    ]);
    expect(ids(events, 'ProductUpserted')).toEqual(['a', 'b']);
  });

  it('lets an existing product change even when the plan is full', () => {
    const full = run([], batch({ productsLimit: 1, items: [item(0, 'a')] }));
    const next = run(full.history, batch({ productsLimit: 1, items: [item(0, 'a', '99'), item(1, 'b')] }));
    expect(next.report).toMatchObject({ updated: 1, added: 0 });
    expect(next.report.errors[0]?.code).toBe('plan_limit_reached');
  });

  it('deletes known products and reports unknown ones', () => {
    const base = run([], batch({ items: [item(0, 'a'), item(1, 'b')] }));
    const del = run(
      base.history,
      batch({
        deletes: [
          { index: 0, id: 'a' },
          { index: 1, id: 'zzz' },
        ],
      }),
    );
    expect(del.report.deleted).toBe(1);
    expect(del.report.errors).toEqual([expect.objectContaining({ field: 'delete.1', code: 'not_found' })]);
    const back = run(del.history, batch({ items: [item(0, 'a')] }));
    expect(back.events[0]).toMatchObject({ data: { productId: 'a', productRevision: 2 } });
  });

  it('a completed replace_all sync removes what it did not send; an open one removes nothing', () => {
    const base = run([], batch({ items: ['a', 'b', 'c', 'd'].map((id, i) => item(i, id)) }));
    const b1 = run(base.history, batch({ syncId: 's1', items: [item(0, 'a')] }));
    expect(ids(b1.events, 'ProductRemoved')).toEqual([]);
    const b2 = run(
      b1.history,
      batch({ syncId: 's1', items: [item(0, 'b')], syncComplete: true, replaceAll: true }),
    );
    expect(ids(b2.events, 'ProductRemoved').sort()).toEqual(['c', 'd']);
    expect(b2.report.removed_by_sync).toBe(2);
    expect(() => run(b2.history, batch({ syncId: 's1', items: [item(0, 'a')] }))).toThrow(/complete already/);
  });

  it('two interleaved syncs do not remove each other’s products, nor products changed meanwhile', () => {
    const base = run([], batch({ items: [item(0, 'old')] }));
    const a1 = run(base.history, batch({ syncId: 'A', items: [item(0, 'a1')] }));
    const b1 = run(a1.history, batch({ syncId: 'B', items: [item(0, 'b1')] }));
    const direct = run(b1.history, batch({ items: [item(0, 'direct')] }));
    const aDone = run(
      direct.history,
      batch({ syncId: 'A', items: [item(0, 'a2')], syncComplete: true, replaceAll: true }),
    );
    expect(ids(aDone.events, 'ProductRemoved')).toEqual(['old']);
    const bDone = run(
      aDone.history,
      batch({ syncId: 'B', items: [item(0, 'b2')], syncComplete: true, replaceAll: true }),
    );
    expect(ids(bDone.events, 'ProductRemoved').sort()).toEqual([]);
  });

  it('counts products refused for their content as sent, so a sync does not remove them', () => {
    const base = run([], batch({ items: [item(0, 'a'), item(1, 'b')] }));
    const done = run(
      base.history,
      batch({ syncId: 's', items: [item(0, 'a')], refusedIds: ['b'], syncComplete: true, replaceAll: true }),
    );
    expect(ids(done.events, 'ProductRemoved')).toEqual([]);
  });
});
