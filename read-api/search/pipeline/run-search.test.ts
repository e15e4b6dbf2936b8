import { describe, expect, it } from 'vitest';
import type { AnalysisContext, Analyzer } from '../../../domain/search/analyzer.ts';
import { pipelineFixture } from '../../../test/support/search-pipeline.ts';
import { SHOP } from '../../../test/support/shop-catalog.ts';

describe('runSearch: the stages in order', () => {
  it('reads the text once: later queries are made of its words, the engine analyzes none', async () => {
    const shop = await pipelineFixture(SHOP);
    const queries: string[] = [];
    const spy: Analyzer = {
      analyze: (text: string, context: AnalysisContext) => {
        if (context.mode === 'query') queries.push(text);
        return shop.deps.analyzer.analyze(text, context);
      },
    };
    const deps = { ...shop.deps, analyzer: spy };
    const { runSearch } = await import('./run-search.ts');
    const request = (q: string) => ({
      q,
      lang: 'auto',
      page: 1,
      per_page: 20,
      filters: {},
      sort: 'relevance' as const,
      facets: [],
      device: 'unknown' as const,
      debug: true,
      ai: 'auto' as const,
    });
    // Partial matches run two more engine queries: none of them analyzes text.
    const partial = await runSearch(deps, shop.store, request('جوال سامسونج'), {
      settings: shop.store.search,
      debug: true,
    });
    expect(partial.response.debug?.partial_matches).toMatchObject({ queries: ['جوال', 'سامسونج'] });
    expect(queries[0]).toBe('جوال سامسونج');
    // Besides the text, only lexicon phrases tried in place of its words are read.
    for (const text of queries.slice(1)) expect(text).toMatch(/^[a-z ]+$/);
    expect(queries).not.toContain('جوال');
    expect(queries).not.toContain('سامسونج');
    // A phrase rewrite brings in its words: they alone are read besides the text.
    queries.length = 0;
    const phrased = await runSearch(deps, shop.store, request('باور بانك'), {
      settings: shop.store.search,
      debug: true,
    });
    expect(phrased.response.ids).toContain('powerbank');
    expect(queries).toEqual(['باور بانك', 'بطاريه متنقله']);
  });

  it('answers with the page, totals and usage', async () => {
    const shop = await pipelineFixture(SHOP);
    const { response, usageHeader } = await shop.search({ q: 'قلاية هوائية', per_page: 1 });
    expect(response.ids).toHaveLength(1);
    expect(response.total).toBeGreaterThanOrEqual(1);
    expect(response.query).toMatchObject({ text: 'قلاية هوائية', lang: 'ar', rewritten: null });
    expect(usageHeader).toContain('billed=1');
    expect(shop.meter.searches()).toBe(1);
  });
});
