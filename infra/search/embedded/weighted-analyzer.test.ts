import { describe, expect, it } from 'vitest';
import type { AnalysisContext, AnalyzedToken, Analyzer } from '../../../domain/search/analyzer.ts';
import { searchQuery } from '../../../test/search-engine-contract.ts';
import { EmbeddedSearchEngine } from './embedded-search-engine.ts';
import { SimpleAnalyzer } from './simple-analyzer.ts';

/** Adds a naive singular form (weight 0.6) to every word ending in "s", like a stemmer would. */
class StemmingAnalyzer implements Analyzer {
  private readonly simple = new SimpleAnalyzer();
  analyze(text: string, context: AnalysisContext): AnalyzedToken[] {
    return this.simple.analyze(text, context).map((token) => {
      const surface = token.terms[0]?.term ?? '';
      if (!surface.endsWith('s') || surface.length < 4) return token;
      return { ...token, terms: [...token.terms, { term: surface.slice(0, -1), weight: 0.6, kind: 'stem' }] };
    });
  }
}

const doc = (id: string, name: string) => ({
  id,
  name: { en: name },
  description: {},
  brand: null,
  price: 10,
  salePrice: null,
  currency: 'SAR',
  inStock: true,
  categories: [],
  attributes: {},
  createdAt: 0,
  popularity: 0,
  revision: 1,
});

describe('an analyzer with weighted alternative forms', () => {
  it('matches any form, ranks the surface form first and highlights the word matched by a stem', async () => {
    const engine = new EmbeddedSearchEngine({ analyzer: new StemmingAnalyzer() });
    await engine.apply('s', [
      { kind: 'upsert', document: doc('a', 'Phones Bundle') },
      { kind: 'upsert', document: doc('b', 'Phone Bundle') },
      { kind: 'upsert', document: doc('c', 'Tablet Bundle') },
    ]);
    const typo = { enabled: false, oneTypoMinLength: 4, twoTyposMinLength: 8 };
    const result = await engine.search(searchQuery('s', 'phone', { highlight: true, typo }));
    expect(result.hits.map((h) => h.id)).toEqual(['b', 'a']);
    expect(result.hits[1]?.highlights.name).toBe('<em>Phones</em> Bundle');
    const plural = await engine.search(searchQuery('s', 'phones', { typo }));
    expect(plural.hits.map((h) => h.id)).toEqual(['a', 'b']);
  });

  it('answers the vocabulary of a store', async () => {
    const engine = new EmbeddedSearchEngine({
      analyzer: new StemmingAnalyzer(),
      skeleton: (t) => t.replace(/[aeiou]/gu, ''),
    });
    await engine.apply('s', [{ kind: 'upsert', document: doc('a', 'Phones Bundle') }]);
    const vocabulary = engine.vocabulary('s');
    expect(vocabulary.documentFrequency('phone')).toBe(1);
    expect(vocabulary.documentFrequency('tablet')).toBe(0);
    expect(vocabulary.termsBySkeleton('bndl')).toEqual(['bundle']);
    expect(
      new EmbeddedSearchEngine({ analyzer: new SimpleAnalyzer() }).vocabulary('x').termsBySkeleton('bndl'),
    ).toEqual([]);
  });
});
