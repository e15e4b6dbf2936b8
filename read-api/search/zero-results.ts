import { didYouMean } from '../../domain/language/did-you-mean.ts';
import type { Vocabulary } from '../../domain/search/analyzer.ts';
import type { SearchEngine } from '../../domain/search/search-engine.ts';
import type { SearchQuery } from '../../domain/search/search-query.ts';
import type { SearchResult } from '../../domain/search/search-result.ts';

export interface Relaxation {
  readonly result: SearchResult;
  readonly query: SearchQuery;
  /** The step that found results: which words or filters were let go. */
  readonly step: 'parser_filters' | 'words' | 'typos';
  readonly relaxedText: string;
  readonly tried: readonly string[];
}

/**
 * When a query finds nothing, loosen it step by step until something is found: first drop
 * the filters the parser read from the text, then drop words (the last typed first, each
 * alone, then all but the first), then allow more typos. Explicit request filters stay.
 */
export async function relax(
  engine: SearchEngine,
  query: SearchQuery,
  parserFilterCount: number,
  originalText: string,
): Promise<Relaxation | null> {
  const tried: string[] = [];
  const attempt = async (q: SearchQuery, step: Relaxation['step'], label: string) => {
    tried.push(label);
    const result = await engine.search(q);
    return result.total > 0 ? { result, query: q, step, relaxedText: q.text, tried } : null;
  };
  if (parserFilterCount > 0) {
    const requestFilters = query.filters.slice(0, query.filters.length - parserFilterCount);
    const found = await attempt(
      { ...query, text: originalText, filters: requestFilters },
      'parser_filters',
      'without the filters read from the text',
    );
    if (found) return found;
  }
  const words = query.text.split(/\s+/).filter(Boolean);
  if (words.length > 1) {
    for (let i = words.length - 1; i >= 0; i--) {
      const text = words.filter((_, k) => k !== i).join(' ');
      const found = await attempt({ ...query, text }, 'words', `without "${words[i]}"`);
      if (found) return found;
    }
  }
  if (query.typo.enabled) {
    const found = await attempt(
      { ...query, typo: { enabled: true, oneTypoMinLength: 3, twoTyposMinLength: 6 } },
      'typos',
      'with more typos allowed',
    );
    if (found) return found;
  }
  return null;
}

/** A correction of the query from the store's own words, when it finds results. */
export async function correction(
  engine: SearchEngine,
  vocabulary: Vocabulary | undefined,
  query: SearchQuery,
): Promise<string | null> {
  if (!vocabulary || !query.text.trim()) return null;
  const suggestion = didYouMean(query.text.split(/\s+/).filter(Boolean), vocabulary);
  if (!suggestion || suggestion.text === query.text) return null;
  const result = await engine.search({ ...query, text: suggestion.text, offset: 0, limit: 1, facets: [] });
  return result.total > 0 ? suggestion.text : null;
}
