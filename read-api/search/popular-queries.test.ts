import { describe, expect, it } from 'vitest';
import type { SuggestionRef } from '../../domain/search/search-result.ts';
import { withPopularQueries } from './popular-queries.ts';

const q = (text: string): SuggestionRef => ({ text, highlighted: null, kind: 'query', target: null });

describe('withPopularQueries', () => {
  const popular = [
    { query: 'iphone 15 case', score: 9, found: true },
    { query: 'iphone 15', score: 5, found: true },
    { query: 'iphone 99', score: 0, found: false },
    { query: 'samsung', score: 4, found: true },
  ];

  it('puts popular queries that found something first, most popular first, then the engine', () => {
    const out = withPopularQueries('iph', [q('iphone 15'), q('iphone charger')], popular, 8);
    expect(out.map((s) => s.text)).toEqual(['iphone 15 case', 'iphone 15', 'iphone charger']);
    expect(out[0]?.highlighted).toBe('<em>iph</em>one 15 case');
  });

  it('never suggests a query whose latest search found nothing, even when the engine offers it', () => {
    const out = withPopularQueries('iphone 9', [q('iphone 99')], popular, 8);
    expect(out.map((s) => s.text)).toEqual([]);
  });

  it('keeps brands and categories, and the limit', () => {
    const brand: SuggestionRef = { text: 'Samsung', highlighted: null, kind: 'brand', target: 'Samsung' };
    expect(withPopularQueries('sa', [brand], popular, 8).map((s) => s.kind)).toEqual(['query', 'brand']);
    expect(withPopularQueries('', [], popular, 2)).toHaveLength(2);
  });
});
