import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductChange } from '../../../domain/search/search-engine.ts';
import { generateCatalog } from '../../../test/fixtures/catalog-generator.ts';
import { searchQuery } from '../../../test/search-engine-contract.ts';
import { EmbeddedSearchEngine } from './embedded-search-engine.ts';
import { SimpleAnalyzer } from './simple-analyzer.ts';

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
  return out;
}

describe('store index under updates and removals', () => {
  it('answers like a fresh index of the surviving documents, with or without compaction', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ doc: fc.integer({ min: 0, max: 119 }), remove: fc.boolean(), rename: fc.boolean() }),
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
            rs.map((r) => ({ ids: r.hits.map((h) => h.id).sort(), total: r.total, facets: r.facets }));
          expect(shape(a)).toEqual(shape(b));
        },
      ),
      { numRuns: 25 },
    );
  });
});
