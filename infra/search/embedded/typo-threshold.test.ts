import { describe, expect, it } from 'vitest';
import { ids, searchQuery, upserts } from '../../../test/search-engine-contract.ts';
import { CONTRACT_CATALOG } from '../../../test/search-engine-contract-catalog.ts';
import { EmbeddedSearchEngine } from './embedded-search-engine.ts';
import { SimpleAnalyzer } from './simple-analyzer.ts';

describe('typo threshold', () => {
  it('always adds corrections when set to Infinity, ranking an exact word above a typo match', async () => {
    const engine = new EmbeddedSearchEngine({
      analyzer: new SimpleAnalyzer(),
      typoThreshold: Number.POSITIVE_INFINITY,
    });
    await engine.apply('s', upserts(CONTRACT_CATALOG));
    expect(ids(await engine.search(searchQuery('s', 'dallah')))).toEqual(['p06', 'p13']);
    expect(ids(await engine.search(searchQuery('s', 'dalla')))).toEqual(['p13', 'p06']);
  });

  it('adds corrections while the words as typed find fewer results than the threshold', async () => {
    const engine = new EmbeddedSearchEngine({ analyzer: new SimpleAnalyzer(), typoThreshold: 2 });
    await engine.apply('s', upserts(CONTRACT_CATALOG));
    expect(ids(await engine.search(searchQuery('s', 'dallah')))).toEqual(['p06', 'p13']);
    expect(ids(await engine.search(searchQuery('s', 'samsung')))).toHaveLength(4);
  });
});
