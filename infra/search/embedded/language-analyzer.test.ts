import { describe, expect, it } from 'vitest';
import { consonantSkeleton, createAnalyzer } from '../../../domain/language/index.ts';
import { ids, searchQuery, upserts } from '../../../test/search-engine-contract.ts';
import { CONTRACT_CATALOG } from '../../../test/search-engine-contract-catalog.ts';
import { EmbeddedSearchEngine } from './embedded-search-engine.ts';

/** The engine with the Arabic-first analyzer of the language layer (several weighted forms per word). */
describe('embedded engine with the language analyzer', () => {
  const engine = new EmbeddedSearchEngine({ analyzer: createAnalyzer(), skeleton: consonantSkeleton });
  const ready = engine.apply('s', upserts(CONTRACT_CATALOG));

  it('finds, ranks and highlights through the analyzer forms', async () => {
    await ready;
    const headphones = await engine.search(searchQuery('s', 'سماعات', { lang: 'ar', highlight: true }));
    expect(ids(headphones)).toEqual(expect.arrayContaining(['p02', 'p04']));
    expect(headphones.hits.some((h) => (h.highlights.name ?? '').includes('<em>'))).toBe(true);
    const scores = headphones.hits.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(ids(await engine.search(searchQuery('s', 'samsng galaxy')))).toEqual(
      expect.arrayContaining(['p01', 'p02']),
    );
  });

  it('suggests and serves a vocabulary', async () => {
    await ready;
    const suggestions = await engine.suggest({
      tenantId: 's',
      text: 'sams',
      lang: 'en',
      limit: 8,
      products: 4,
      typo: { enabled: true, oneTypoMinLength: 4, twoTyposMinLength: 8 },
    });
    expect(suggestions.productIds.length).toBeGreaterThan(0);
    expect(engine.vocabulary('s').documentFrequency('samsung')).toBeGreaterThan(0);
  });
});
