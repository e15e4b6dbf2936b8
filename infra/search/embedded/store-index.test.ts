import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductChange } from '../../../domain/search/search-engine.ts';
import { generateCatalog } from '../../../test/fixtures/catalog-generator.ts';
import { searchQuery } from '../../../test/search-engine-contract.ts';
import { EmbeddedSearchEngine } from './embedded-search-engine.ts';
import { SimpleAnalyzer } from './simple-analyzer.ts';
import type { StoreIndex } from './store-index.ts';

const catalog = generateCatalog(120, 7);
const engine = (minRemoved: number) =>
  new EmbeddedSearchEngine({ analyzer: new SimpleAnalyzer(), compaction: { minRemoved, ratio: 0 } });

const QUERIES = ['', 'black', 'samsung', 'phone', 'سماعات', 'pro', 'wireles'];
const FACETS = [
  { name: 'brand' },
  { name: 'color' },
  { name: 'price' },
  { name: 'in_stock' },
  { name: 'category' },
];

async function answers(e: EmbeddedSearchEngine) {
  const out = [];
  for (const text of QUERIES) {
    out.push(
      await e.search(
        searchQuery('s', text, { facets: FACETS, limit: 200, prefixLast: true, highlight: true }),
      ),
    );
  }
  // Figures filter and sort: a price range, in stock only, cheapest first, newest first.
  for (const sort of ['price_asc', 'newest', 'popular'] as const)
    out.push(
      await e.search(
        searchQuery('s', '', {
          sort,
          limit: 20,
          filters: [
            { kind: 'range', field: 'price', gte: 100, lte: null },
            { kind: 'boolean', field: 'in_stock', value: true },
          ],
        }),
      ),
    );
  return out;
}

describe('store index under updates and removals', () => {
  it('answers like a fresh index of the surviving documents, with or without compaction', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            doc: fc.integer({ min: 0, max: 119 }),
            remove: fc.boolean(),
            rename: fc.boolean(),
            // Figures only (a re-sync's prices and stock): changed in place.
            reprice: fc.boolean(),
          }),
          { maxLength: 80 },
        ),
        fc.constantFrom(0, 1_000_000),
        async (steps, minRemoved) => {
          const changed = engine(minRemoved);
          await changed.apply(
            's',
            catalog.map((document) => ({ kind: 'upsert', document })),
          );
          const current = new Map(catalog.map((d) => [d.id, d]));
          let revision = 1;
          for (const step of steps) {
            const base = catalog[step.doc];
            if (base === undefined) continue;
            revision++;
            const change: ProductChange = step.remove
              ? { kind: 'remove', id: base.id, revision }
              : {
                  kind: 'upsert',
                  document: {
                    ...base,
                    revision,
                    name: step.rename ? { en: `Renamed ${base.id}` } : base.name,
                    ...(step.reprice
                      ? {
                          price: base.price * 2 + revision,
                          salePrice: null,
                          inStock: !base.inStock,
                          popularity: revision,
                          createdAt: base.createdAt + revision,
                        }
                      : {}),
                  },
                };
            await changed.apply('s', [change]);
            if (change.kind === 'remove') current.delete(base.id);
            else current.set(base.id, change.document);
          }
          const fresh = engine(1_000_000);
          await fresh.apply(
            's',
            [...current.values()].map((document) => ({ kind: 'upsert', document })),
          );
          expect(await changed.count('s')).toBe(current.size);
          const [a, b] = [await answers(changed), await answers(fresh)];
          // Scores depend on collection statistics that removed documents still count in until
          // compaction; the matches, counts and facets must agree exactly.
          const shape = (rs: typeof a) =>
            rs.map((r, i) => ({
              // The sorted browses' order is their figures' (ties by relevance, then id).
              ids: i >= QUERIES.length ? r.hits.map((h) => h.id) : r.hits.map((h) => h.id).sort(),
              total: r.total,
              facets: r.facets,
            }));
          expect(shape(a)).toEqual(shape(b));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('changes a product whose words are the same (new price, stock, popularity, date) in place: no removed document is left to compact', async () => {
    const e = engine(1_000_000);
    await e.apply(
      's',
      catalog.map((document) => ({ kind: 'upsert', document })),
    );
    const index = (e as unknown as { stores: Map<string, { index: StoreIndex }> }).stores.get('s')?.index;
    const doc = catalog[0];
    if (index === undefined || doc === undefined) throw new Error('no index');
    await e.apply('s', [
      { kind: 'upsert', document: { ...doc, revision: 2, price: 1_000_000, salePrice: null, inStock: true } },
    ]);
    expect(index.documents.deadCount).toBe(0);
    const dear = await e.search(
      searchQuery('s', '', { filters: [{ kind: 'range', field: 'price', gte: 999_999, lte: null }] }),
    );
    expect(dear.hits.map((h) => h.id)).toEqual([doc.id]);
    // A changed word, attribute or category is indexed anew (the old entry removed).
    await e.apply('s', [
      { kind: 'upsert', document: { ...doc, revision: 3, attributes: { color: 'ultraviolet' } } },
    ]);
    expect(index.documents.deadCount).toBe(1);
    expect((await e.search(searchQuery('s', 'ultraviolet'))).hits.map((h) => h.id)).toEqual([doc.id]);
    await e.apply('s', [{ kind: 'upsert', document: { ...doc, revision: 4, name: { en: 'Quasar lamp' } } }]);
    expect(index.documents.deadCount).toBe(2);
    expect((await e.search(searchQuery('s', 'quasar'))).hits.map((h) => h.id)).toEqual([doc.id]);
  });
});
