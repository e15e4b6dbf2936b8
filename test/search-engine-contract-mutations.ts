import { describe, expect, it } from 'vitest';
import type { ProductDocument } from '../domain/search/product-document.ts';
import type { SearchEngine } from '../domain/search/search-engine.ts';
import { contractTenant, ids, searchQuery, upserts } from './search-engine-contract.ts';
import { CONTRACT_CATALOG } from './search-engine-contract-catalog.ts';

const galaxy = (revision: number, model: string): ProductDocument => {
  const original = CONTRACT_CATALOG[0];
  if (original === undefined) throw new Error('empty contract catalog');
  return {
    ...original,
    revision,
    name: { en: `Samsung Galaxy ${model} Smartphone`, ar: `سامسونج جالكسي ${model}` },
  };
};

/** Writes: upserts replace, removals delete, and both obey product revisions. */
export function searchEngineMutationContract(makeEngine: () => Promise<SearchEngine>): void {
  describe('apply', () => {
    const setup = async () => {
      const engine = await makeEngine();
      const tenant = contractTenant();
      await engine.apply(tenant, upserts(CONTRACT_CATALOG));
      const found = async (text: string) => ids(await engine.search(searchQuery(tenant, text)));
      return { engine, tenant, found };
    };

    it('replaces a document on a newer revision', async () => {
      const { engine, tenant, found } = await setup();
      await engine.apply(tenant, upserts([galaxy(2, 'S24')]));
      expect(await found('s24')).toEqual(['p01']);
      expect(await found('s23')).toEqual([]);
      expect(await engine.count(tenant)).toBe(CONTRACT_CATALOG.length);
    });

    it('ignores an older or equal revision', async () => {
      const { engine, tenant, found } = await setup();
      await engine.apply(tenant, upserts([galaxy(2, 'S24')]));
      await engine.apply(tenant, upserts([galaxy(1, 'S22'), galaxy(2, 'S25')]));
      expect(await found('s24')).toEqual(['p01']);
      expect(await found('s22')).toEqual([]);
      expect(await found('s25')).toEqual([]);
    });

    it('applies the changes of one batch in order', async () => {
      const { engine, tenant, found } = await setup();
      await engine.apply(tenant, [
        { kind: 'upsert', document: galaxy(2, 'S24') },
        { kind: 'remove', id: 'p01', revision: 3 },
        { kind: 'upsert', document: galaxy(4, 'S25') },
      ]);
      expect(await found('s25')).toEqual(['p01']);
      expect(await found('s24')).toEqual([]);
    });

    it('removes a document, obeying revisions, and an older upsert does not bring it back', async () => {
      const { engine, tenant, found } = await setup();
      await engine.apply(tenant, [{ kind: 'remove', id: 'p01', revision: 1 }]);
      expect(await found('s23')).toEqual(['p01']);
      await engine.apply(tenant, [{ kind: 'remove', id: 'p01', revision: 2 }]);
      expect(await found('s23')).toEqual([]);
      expect(await engine.count(tenant)).toBe(CONTRACT_CATALOG.length - 1);
      await engine.apply(tenant, upserts([galaxy(2, 'S23')]));
      expect(await found('s23')).toEqual([]);
      await engine.apply(tenant, upserts([galaxy(3, 'S23')]));
      expect(await found('s23')).toEqual(['p01']);
    });

    it('remembers the removal of a product it never held', async () => {
      const { engine, tenant, found } = await setup();
      const late: ProductDocument = { ...galaxy(4, 'X9'), id: 'p99' };
      await engine.apply(tenant, [{ kind: 'remove', id: 'p99', revision: 5 }]);
      await engine.apply(tenant, upserts([late]));
      expect(await found('x9')).toEqual([]);
    });

    it('keeps facets, filters and counts right after removals', async () => {
      const { engine, tenant } = await setup();
      await engine.apply(
        tenant,
        ['p01', 'p02', 'p08'].map((id) => ({ kind: 'remove' as const, id, revision: 9 })),
      );
      const result = await engine.search(
        searchQuery(tenant, '', {
          filters: [{ kind: 'terms', field: 'category', values: ['electronics'] }],
          facets: [{ name: 'brand' }],
        }),
      );
      expect(ids(result).sort()).toEqual(['p03', 'p04', 'p07', 'p10', 'p11', 'p12']);
      expect(result.facets[0]?.buckets.find((b) => b.value === 'Samsung')).toBeUndefined();
      expect((await engine.search(searchQuery(tenant, 'samsung'))).total).toBe(1);
    });

    it('forgets a store on clear, and can be filled again', async () => {
      const { engine, tenant, found } = await setup();
      await engine.clear(tenant);
      expect(await engine.count(tenant)).toBe(0);
      expect(await found('samsung')).toEqual([]);
      await engine.apply(tenant, upserts(CONTRACT_CATALOG));
      expect(await found('samsung')).toHaveLength(4);
    });
  });
}
