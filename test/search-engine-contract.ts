import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDocument } from '../domain/search/product-document.ts';
import type { ProductChange, SearchEngine } from '../domain/search/search-engine.ts';
import { DEFAULT_TYPO_SETTINGS, type SearchQuery, type SuggestQuery } from '../domain/search/search-query.ts';
import type { SearchResult } from '../domain/search/search-result.ts';
import { CONTRACT_CATALOG } from './search-engine-contract-catalog.ts';
import { searchEngineMutationContract } from './search-engine-contract-mutations.ts';

/** A tenant of its own per test group, so the suite can run against a shared server. */
export const contractTenant = (): string => `contract-${randomUUID().slice(0, 8)}`;

export const upserts = (docs: readonly ProductDocument[]): ProductChange[] =>
  docs.map((document) => ({ kind: 'upsert', document }));

export const searchQuery = (
  tenantId: string,
  text: string,
  overrides: Partial<SearchQuery> = {},
): SearchQuery => ({
  tenantId,
  text,
  lang: 'en',
  filters: [],
  facets: [],
  sort: 'relevance',
  offset: 0,
  limit: 50,
  typo: DEFAULT_TYPO_SETTINGS,
  prefixLast: false,
  highlight: false,
  ...overrides,
});

export const ids = (result: SearchResult): string[] => result.hits.map((h) => h.id);

/**
 * The semantics every SearchEngine adapter must have, on a small English and Arabic catalog:
 * matching, ranking, typos, prefixes, filters, facets, sorts, highlights, suggestions, and the
 * revision rules of `apply`.
 */
export function searchEngineContract(
  name: string,
  makeEngine: () => Promise<SearchEngine>,
  skip = false,
): void {
  describe.skipIf(skip)(`SearchEngine contract: ${name}`, () => {
    let engine: SearchEngine;
    const tenant = contractTenant();
    const search = (text: string, overrides: Partial<SearchQuery> = {}) =>
      engine.search(searchQuery(tenant, text, overrides));
    const found = async (text: string, overrides: Partial<SearchQuery> = {}) =>
      ids(await search(text, overrides));

    beforeAll(async () => {
      engine = await makeEngine();
      await engine.clear(tenant);
      await engine.apply(tenant, upserts(CONTRACT_CATALOG));
    });

    describe('matching', () => {
      it('holds every document of the store and nothing of another store', async () => {
        expect(await engine.count(tenant)).toBe(CONTRACT_CATALOG.length);
        expect(await engine.count(contractTenant())).toBe(0);
        const other = await engine.search(searchQuery(contractTenant(), 'samsung'));
        expect(other.total).toBe(0);
        expect(await engine.ping()).toBe(true);
      });

      it('requires every query word to match some field (AND)', async () => {
        expect((await found('samsung')).sort()).toEqual(['p01', 'p02', 'p07', 'p08']);
        expect((await found('samsung wireless')).sort()).toEqual(['p02']);
        expect(await found('samsung nespresso')).toEqual([]);
      });

      it('matches every language of the name and the brand, category and attribute fields', async () => {
        expect((await found('سامسونج', { lang: 'ar' })).sort()).toEqual(['p01', 'p02', 'p08']);
        expect((await found('قهوة عربية', { lang: 'ar' })).sort()).toEqual(['p06']);
        expect(await found('الريان')).toContain('p13');
        expect((await found('smartphones')).sort()).toEqual(['p01', 'p03']);
        expect((await found('silver')).sort()).toEqual(['p13']);
      });

      it('reports the total beyond the page', async () => {
        const page = await search('samsung', { limit: 2 });
        expect(page.hits).toHaveLength(2);
        expect(page.total).toBe(4);
      });

      it('treats an empty text as browsing the whole catalog', async () => {
        const all = await search('', { limit: 100 });
        expect(all.total).toBe(CONTRACT_CATALOG.length);
        expect(await search('  ', { limit: 100 })).toMatchObject({ total: CONTRACT_CATALOG.length });
      });
    });

    describe('ranking', () => {
      it('ranks a name match above a category match above a description match', async () => {
        expect(await found('headphones')).toEqual(['p04', 'p02', 'p09']);
      });

      it('ranks query words adjacent and in order in the name first', async () => {
        const ranked = await found('galaxy phone');
        expect(ranked[0]).toBe('p07');
        expect(ranked.indexOf('p10')).toBeLessThan(ranked.indexOf('p01'));
      });

      it('ranks a full word above a prefix completion', async () => {
        expect(await found('charger', { prefixLast: true })).toEqual(['p12', 'p11']);
      });

      it('scores in descending order on the relevance sort', async () => {
        const { hits } = await search('samsung galaxy');
        const scores = hits.map((h) => h.score);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
      });
    });

    describe('typo tolerance', () => {
      it('corrects words only when the words as typed find nothing', async () => {
        expect(await found('dallah')).toEqual(['p06']);
        expect(await found('dalla')).toEqual(['p13']);
        expect(await found('dallahh')).toEqual(['p06']);
        expect(await found('arabic dalla')).toEqual(['p06']);
      });

      it('allows one edit from four letters and two from eight, counted in characters', async () => {
        expect((await found('samsng')).sort()).toEqual(['p01', 'p02', 'p07', 'p08']);
        expect(await found('smasung')).toHaveLength(4);
        expect(await found('sumsong')).toEqual([]);
        expect(await found('hedphons')).toContain('p04');
        expect(await found('sny')).toEqual([]);
      });

      it('works for Arabic words', async () => {
        expect((await found('سامسنج', { lang: 'ar' })).sort()).toEqual(['p01', 'p02', 'p08']);
        expect((await found('قهوه', { lang: 'ar' })).sort()).toEqual(['p05', 'p06']);
        expect(await found('دله', { lang: 'ar' })).toEqual([]);
      });

      it('is off when disabled', async () => {
        const typo = { ...DEFAULT_TYPO_SETTINGS, enabled: false };
        expect(await found('samsng', { typo })).toEqual([]);
        expect(await found('samsung', { typo })).toHaveLength(4);
      });

      it('follows the configured lengths', async () => {
        const typo = { enabled: true, oneTypoMinLength: 7, twoTyposMinLength: 7 };
        expect(await found('samsng', { typo })).toEqual([]);
        expect(await found('sumsong', { typo })).toHaveLength(4);
      });
    });

    describe('prefix matching', () => {
      it('completes the last word while typing', async () => {
        expect((await found('sams', { prefixLast: true })).sort()).toEqual(['p01', 'p02', 'p07', 'p08']);
        expect(await found('sams')).toEqual([]);
        expect(await found('samsung gal', { prefixLast: true })).toEqual(
          expect.arrayContaining(['p01', 'p02', 'p07']),
        );
        expect((await found('سماع', { prefixLast: true, lang: 'ar' })).sort()).toEqual(['p02', 'p04']);
      });

      it('completes only the last word', async () => {
        expect(await found('gal samsung', { prefixLast: true })).toEqual([]);
      });
    });

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

    describe('highlights', () => {
      it('wraps matched words of the name, brand and description in <em>', async () => {
        const { hits } = await search('wireless headphones', { highlight: true });
        const sony = hits.find((h) => h.id === 'p04');
        expect(sony?.highlights.name).toBe('Sony <em>Wireless</em> <em>Headphones</em> WH1000');
        expect(sony?.highlights.description).toContain('<em>headphones</em>');
        const brand = (await search('sony', { highlight: true })).hits[0]?.highlights.brand;
        expect(brand).toBe('<em>Sony</em>');
      });

      it('uses the query language for the name, and marks typo and prefix matches', async () => {
        const arabic = await search('سامسونج', { lang: 'ar', highlight: true });
        expect(arabic.hits.find((h) => h.id === 'p08')?.highlights.name).toBe(
          'تلفزيون <em>سامسونج</em> ذكي 55',
        );
        const typed = await search('samsng gal', { highlight: true, prefixLast: true });
        expect(typed.hits.find((h) => h.id === 'p01')?.highlights.name).toBe(
          '<em>Samsung</em> <em>Galaxy</em> S23 Smartphone',
        );
      });

      it('escapes markup in the text', async () => {
        const stand = (await search('desk stand', { highlight: true })).hits.find((h) => h.id === 'p09');
        const name = stand?.highlights.name ?? '';
        expect(name).toContain('<em>Desk</em>');
        expect(name.replace(/<\/?em>/gu, '')).not.toMatch(/[<>]/u);
      });

      it('returns no highlights unless asked', async () => {
        const { hits } = await search('samsung');
        expect(hits.every((h) => Object.keys(h.highlights).length === 0)).toBe(true);
      });
    });

    describe('suggest', () => {
      const suggest = (text: string, overrides: Partial<SuggestQuery> = {}) =>
        engine.suggest({
          tenantId: tenant,
          text,
          lang: 'en',
          limit: 8,
          products: 4,
          typo: DEFAULT_TYPO_SETTINGS,
          ...overrides,
        });

      it('completes the last word from the catalog vocabulary', async () => {
        const result = await suggest('sams');
        const query = result.suggestions.find((s) => s.kind === 'query');
        expect(query).toMatchObject({ text: 'samsung', highlighted: '<em>sams</em>ung', target: null });
      });

      it('combines the completion with the previous words, ranked by document frequency', async () => {
        const result = await suggest('samsung gal');
        expect(result.suggestions.filter((s) => s.kind === 'query').map((s) => s.text)).toEqual([
          'samsung galaxy',
        ]);
        const more = await suggest('s');
        const texts = more.suggestions.filter((s) => s.kind === 'query').map((s) => s.text);
        expect(texts[0]).toBe('samsung');
      });

      it('suggests brands and categories', async () => {
        const brands = await suggest('sams');
        expect(brands.suggestions).toContainEqual({
          text: 'Samsung',
          highlighted: '<em>Sams</em>ung',
          kind: 'brand',
          target: 'Samsung',
        });
        const categories = await suggest('headph');
        expect(categories.suggestions).toContainEqual(
          expect.objectContaining({ text: 'Headphones', kind: 'category', target: 'headphones' }),
        );
        const arabic = await suggest('سماع', { lang: 'ar' });
        expect(arabic.suggestions).toContainEqual(
          expect.objectContaining({ text: 'سماعات', kind: 'category' }),
        );
        expect(arabic.suggestions).toContainEqual(expect.objectContaining({ text: 'سماعات', kind: 'query' }));
      });

      it('returns product previews and category counts', async () => {
        const result = await suggest('sams', { products: 2 });
        expect(result.productIds).toHaveLength(2);
        for (const id of result.productIds) expect(['p01', 'p02', 'p07', 'p08']).toContain(id);
        expect(result.categories.find((c) => c.value === 'electronics')?.count).toBe(4);
      });

      it('respects the limit and answers nothing for an empty text', async () => {
        expect((await suggest('s', { limit: 2 })).suggestions.length).toBeLessThanOrEqual(2);
        expect(await suggest('')).toEqual({ suggestions: [], productIds: [], categories: [] });
      });
    });

    searchEngineMutationContract(makeEngine);
  });
}
