import { describe, expect, it } from 'vitest';
import { reportingDeciderSpec } from '../../test/support/decider-spec.ts';
import { catalogDecider } from './catalog-decider.ts';
import type { CatalogEvent } from './catalog-events.ts';
import { canonicalJson } from './content-hash.ts';
import { normalizeProduct } from './product.ts';
import type { BatchItem, UpsertBatch } from './upsert-batch.ts';

const given = reportingDeciderSpec(catalogDecider);
const now = '2026-11-22T10:00:00.000Z';
const item = (index: number, id: string, price = '10'): BatchItem => {
  const product = normalizeProduct({ id, name: { en: `Product ${id}` }, price, currency: 'SAR' });
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
  storeLocales: ['en'],
  productsLimit: null,
  now,
  ...over,
});
const upserted = (i: BatchItem, productRevision = 0): CatalogEvent => ({
  type: 'ProductUpserted',
  data: {
    tenantId: 't1',
    productId: i.product.id,
    product: { ...i.product, created_at: now },
    hash: i.hash,
    productRevision,
    at: now,
  },
});

describe('catalog decider', () => {
  it('adds a product, then records nothing for the same content, a new revision for a change', () => {
    const a = item(0, 'a');
    given([])
      .when(batch({ items: [a] }))
      .then([upserted(a)]);
    given([])
      .when(batch({ items: [a] }))
      .thenReports({ added: 1, updated: 0, unchanged: 0 });
    given([upserted(a)])
      .when(batch({ items: [a] }))
      .then([]);
    given([upserted(a)])
      .when(batch({ items: [a] }))
      .thenReports({ unchanged: 1 });
    const cheaper = item(0, 'a', '9');
    given([upserted(a)])
      .when(batch({ items: [cheaper] }))
      .then([upserted(cheaper, 1)]);
  });

  it('removes a product it holds; a product it does not hold is an item error', () => {
    const a = item(0, 'a');
    const removed: CatalogEvent = {
      type: 'ProductRemoved',
      data: { tenantId: 't1', productId: 'a', productRevision: 1, reason: 'delete', syncId: null, at: now },
    };
    given([upserted(a)])
      .when(batch({ deletes: [{ index: 0, id: 'a' }] }))
      .then([removed]);
    given([])
      .when(batch({ deletes: [{ index: 0, id: 'a' }] }))
      .thenReports({
        deleted: 0,
        errors: [expect.objectContaining({ code: 'not_found', field: 'delete.0' })],
      });
    // A product sent again after its removal continues its numbering.
    given([upserted(a), removed])
      .when(batch({ items: [a] }))
      .then([upserted(a, 2)]);
  });

  it('a completed replace_all sync removes what it did not send', () => {
    const a = item(0, 'a');
    const b = item(1, 'b');
    const decision = catalogDecider.decide(
      batch({ items: [a], syncId: 's1', syncComplete: true, replaceAll: true }),
      [upserted(a), upserted(b)].reduce(catalogDecider.evolve, catalogDecider.initialState()),
    );
    expect(decision.events.map((e) => e.type)).toEqual([
      'SyncStarted',
      'SyncBatchAccepted',
      'ProductRemoved',
      'SyncCompleted',
    ]);
    expect(decision.report).toMatchObject({ unchanged: 1, removed_by_sync: 1 });
    given([
      { type: 'SyncStarted', data: { tenantId: 't1', syncId: 's1', at: now } },
      ...decision.events.slice(1),
    ])
      .when(batch({ items: [a], syncId: 's1' }))
      .thenThrows({ code: 'conflict' });
  });

  it('evolve never changes the state it is given', () => {
    const before = catalogDecider.initialState();
    const after = catalogDecider.evolve(before, upserted(item(0, 'a')));
    expect(before.products.size).toBe(0);
    expect(before.eventCount).toBe(0);
    expect(after.products.size).toBe(1);
  });
});
