import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDocument } from '../domain/search/product-document.ts';
import type { ProductChange, SearchEngine } from '../domain/search/search-engine.ts';
import { DEFAULT_TYPO_SETTINGS, type SearchQuery } from '../domain/search/search-query.ts';
import type { SearchResult } from '../domain/search/search-result.ts';
import { CONTRACT_CATALOG } from './search-engine-contract-catalog.ts';
import { searchEngineMutationContract } from './search-engine-contract-mutations.ts';
import { searchEnginePresentationContract } from './search-engine-contract-presentation.ts';
import { searchEngineRefinementContract } from './search-engine-contract-refinements.ts';

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

/** What the parts of the contract share: the engine under test, filled with the catalog. */
export interface ContractContext {
  readonly engine: () => SearchEngine;
  readonly tenant: string;
  search(text: string, overrides?: Partial<SearchQuery>): Promise<SearchResult>;
  found(text: string, overrides?: Partial<SearchQuery>): Promise<string[]>;
}

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

    const context: ContractContext = { engine: () => engine, tenant, search, found };

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

      it('lets optional words add to the score without requiring them', async () => {
        const optional = (words: number[], minimum = 0) => ({ optional: { words, minimum } });
        const some = await found('samsung wireless', optional([1]));
        expect([...some].sort()).toEqual(['p01', 'p02', 'p07', 'p08']);
        expect(some[0]).toBe('p02');
        expect((await found('nespresso dallah', optional([0, 1]))).sort()).toEqual(['p05', 'p06']);
        expect((await found('samsung wireless sony', optional([0, 1, 2], 2))).sort()).toEqual(['p02', 'p04']);
        expect(await found('samsung zzzzqqq', optional([1]))).toHaveLength(4);
        expect(await found('nespresso samsung', optional([1], 1))).toEqual([]);
        const { total } = await search('samsung wireless sony', optional([0, 1, 2], 2));
        expect(total).toBe(2);
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

    searchEngineRefinementContract(context);
    searchEnginePresentationContract(context);
    searchEngineMutationContract(makeEngine);
  });
}
