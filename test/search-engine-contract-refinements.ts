import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../domain/search/search-result.ts';
import { type ContractContext, ids } from './search-engine-contract.ts';

/** Filters, facets, sorts, paging and the merchandising inputs of a query. */
export function searchEngineRefinementContract({ search, found }: ContractContext): void {
  describe('filters', () => {
    const terms = (field: string, ...values: string[]) => ({ kind: 'terms' as const, field, values });

    it('filters brands case-insensitively, OR within a field', async () => {
      expect((await found('', { filters: [terms('brand', 'samsung')] })).sort()).toEqual([
        'p01',
        'p02',
        'p08',
      ]);
      expect((await found('', { filters: [terms('brand', 'Samsung', 'SONY')] })).sort()).toEqual([
        'p01',
        'p02',
        'p04',
        'p08',
      ]);
    });

    it('filters a category with its whole subtree', async () => {
      expect((await found('', { filters: [terms('category', 'smartphones')] })).sort()).toEqual([
        'p01',
        'p03',
      ]);
      expect((await found('', { filters: [terms('category', 'phones')] })).sort()).toEqual([
        'p01',
        'p03',
        'p07',
        'p10',
        'p11',
        'p12',
      ]);
      expect(await found('', { filters: [terms('category', 'electronics')] })).toHaveLength(9);
    });

    it('filters any attribute by name and value, case-insensitively', async () => {
      expect((await found('', { filters: [terms('color', 'black')] })).sort()).toEqual([
        'p01',
        'p04',
        'p07',
        'p08',
      ]);
      expect(await found('', { filters: [terms('Storage', '256gb')] })).toEqual(['p01']);
      expect(await found('', { filters: [terms('color', 'plaid')] })).toEqual([]);
    });

    it('filters stock', async () => {
      const out = await found('', { filters: [{ kind: 'boolean', field: 'in_stock', value: false }] });
      expect(out.sort()).toEqual(['p03', 'p08']);
    });

    it('filters the effective price (sale price when present)', async () => {
      const range = (gte: number | null, lte: number | null) => ({
        kind: 'range' as const,
        field: 'price',
        gte,
        lte,
      });
      expect(await found('', { filters: [range(null, 1000)] })).toContain('p04');
      expect(await found('', { filters: [range(2800, null)] })).toEqual(['p03']);
      expect((await found('', { filters: [range(60, 70)] })).sort()).toEqual(['p10', 'p11', 'p12']);
    });

    it('combines fields with AND, and applies to text searches', async () => {
      const inStock = { kind: 'boolean' as const, field: 'in_stock', value: true };
      expect((await found('', { filters: [terms('brand', 'samsung'), inStock] })).sort()).toEqual([
        'p01',
        'p02',
      ]);
      expect(await found('galaxy', { filters: [terms('color', 'white')] })).toEqual(['p02']);
    });
  });

  describe('facets', () => {
    const bucket = (result: SearchResult, facet: string, value: string) =>
      result.facets.find((f) => f.name === facet)?.buckets.find((b) => b.value === value)?.count ?? 0;

    it('counts terms, ranges, booleans and the category tree over the matching set', async () => {
      const result = await search('samsung', {
        facets: [
          { name: 'brand' },
          { name: 'color' },
          { name: 'price' },
          { name: 'in_stock' },
          { name: 'category' },
        ],
      });
      expect(result.facets.map((f) => [f.name, f.type])).toEqual([
        ['brand', 'terms'],
        ['color', 'terms'],
        ['price', 'range'],
        ['in_stock', 'boolean'],
        ['category', 'category_tree'],
      ]);
      expect(bucket(result, 'brand', 'Samsung')).toBe(3);
      expect(bucket(result, 'brand', 'Spigen')).toBe(1);
      expect(bucket(result, 'color', 'Black')).toBe(3);
      expect(result.facets[2]).toMatchObject({ min: 80, max: 2700 });
      expect(bucket(result, 'in_stock', 'true')).toBe(3);
      expect(bucket(result, 'in_stock', 'false')).toBe(1);
      expect(bucket(result, 'category', 'electronics')).toBe(4);
      expect(bucket(result, 'category', 'phones')).toBe(2);
      const phones = result.facets[4]?.buckets.find((b) => b.value === 'phones');
      expect(phones?.label).toEqual({ en: 'Phones', ar: 'هواتف' });
    });

    it("counts a facet without its own field's filter (disjunctive), but with the others", async () => {
      const result = await search('', {
        filters: [
          { kind: 'terms', field: 'brand', values: ['Samsung'] },
          { kind: 'boolean', field: 'in_stock', value: true },
        ],
        facets: [{ name: 'brand' }, { name: 'in_stock' }, { name: 'color' }],
      });
      expect(result.total).toBe(2);
      // brand: every in-stock product, whatever its brand
      expect(bucket(result, 'brand', 'Samsung')).toBe(2);
      expect(bucket(result, 'brand', 'Anker')).toBe(2);
      expect(bucket(result, 'brand', 'Apple')).toBe(0);
      // in_stock: every Samsung product, in stock or not
      expect(bucket(result, 'in_stock', 'false')).toBe(1);
      expect(bucket(result, 'in_stock', 'true')).toBe(2);
      // color: only the results
      expect(bucket(result, 'color', 'Black')).toBe(1);
      expect(bucket(result, 'color', 'White')).toBe(1);
    });

    it('limits the number of buckets, most frequent first', async () => {
      const result = await search('', { facets: [{ name: 'color', size: 2 }] });
      expect(result.facets[0]?.buckets.map((b) => [b.value, b.count])).toEqual([
        ['Black', 4],
        ['White', 3],
      ]);
    });
  });

  describe('sorting and paging', () => {
    it('sorts by effective price, newest and popularity, ties by relevance then id', async () => {
      const phones = { filters: [{ kind: 'terms' as const, field: 'category', values: ['phones'] }] };
      expect(await found('', { ...phones, sort: 'price_asc' })).toEqual([
        'p11',
        'p12',
        'p10',
        'p07',
        'p01',
        'p03',
      ]);
      expect(await found('', { ...phones, sort: 'price_desc' })).toEqual([
        'p03',
        'p01',
        'p07',
        'p10',
        'p11',
        'p12',
      ]);
      expect(await found('', { ...phones, sort: 'newest' })).toEqual([
        'p01',
        'p07',
        'p03',
        'p12',
        'p11',
        'p10',
      ]);
      expect(await found('', { ...phones, sort: 'popular' })).toEqual([
        'p03',
        'p01',
        'p07',
        'p11',
        'p12',
        'p10',
      ]);
      expect(await found('charger', { prefixLast: true, sort: 'price_asc' })).toEqual(['p12', 'p11']);
    });

    it('browses by popularity on the relevance sort', async () => {
      expect((await found('', { limit: 3 })).slice(0, 3)).toEqual(['p03', 'p01', 'p02']);
    });

    it('pages with offset and limit', async () => {
      const all = await found('', { sort: 'price_asc' });
      expect(await found('', { sort: 'price_asc', offset: 3, limit: 4 })).toEqual(all.slice(3, 7));
      expect(await found('', { offset: 100 })).toEqual([]);
    });
  });

  describe('merchandising inputs', () => {
    it('never returns excluded ids', async () => {
      const result = await search('samsung', { excludeIds: ['p01'] });
      expect(ids(result)).not.toContain('p01');
      expect(result.total).toBe(3);
    });

    it('multiplies scores by boosts', async () => {
      expect((await found('samsung', { boosts: new Map([['p08', 10]]) }))[0]).toBe('p08');
      const buried = await found('samsung', { boosts: new Map([['p01', 0.01]]) });
      expect(buried[buried.length - 1]).toBe('p01');
    });

    it('puts in-stock products first when asked', async () => {
      const boosts = new Map([['p08', 10]]);
      const ranked = await found('samsung', { boosts, inStockFirst: true });
      expect(ranked[ranked.length - 1]).toBe('p08');
    });
  });
}
