import { describe, expect, it } from 'vitest';
import { DEFAULT_TYPO_SETTINGS, type SuggestQuery } from '../domain/search/search-query.ts';
import type { ContractContext } from './search-engine-contract.ts';

/** Highlights of hits and suggestions while typing. */
export function searchEnginePresentationContract({ engine, tenant, search }: ContractContext): void {
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
      engine().suggest({
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
}
