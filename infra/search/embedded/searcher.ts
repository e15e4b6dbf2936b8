import type { AnalyzedToken, Analyzer, Vocabulary } from '../../../domain/search/analyzer.ts';
import type { SearchQuery } from '../../../domain/search/search-query.ts';
import type { SearchHitRef, SearchResult } from '../../../domain/search/search-result.ts';
import { createFacetCounters } from './facets.ts';
import { buildFilterGroups } from './filters.ts';
import { highlightDocument } from './highlighter.ts';
import { collectBrowse, collectMatches, type QueryDocuments, type Selection } from './query-documents.ts';
import { resultOrder } from './result-order.ts';
import type { RankingSettings } from './scorer.ts';
import type { StoreIndex } from './store-index.ts';
import { TopK } from './top-k.ts';
import { expandWord, type QueryWord } from './word-expansion.ts';

export interface SearchTools {
  readonly analyzer: Analyzer;
  readonly ranking: RankingSettings;
  readonly vocabulary: Vocabulary;
}

/** The query's words with their expansions (empty for an empty or punctuation-only text). */
export function queryWords(index: StoreIndex, query: SearchQuery, tools: SearchTools): QueryWord[] {
  const tokens = analyzeQuery(query.text, query.lang, tools, query);
  const last = tokens.length - 1;
  return tokens.map((token, i) =>
    expandWord(index, token, i, {
      typo: query.typo,
      prefix: query.prefixLast && i === last,
      ranking: tools.ranking,
    }),
  );
}

/** The query's words with every form the analyzer gives them (and the query's synonym settings). */
export function analyzeQuery(
  text: string,
  lang: string,
  tools: SearchTools,
  query: Pick<SearchQuery, 'globalSynonyms' | 'synonyms'> = {},
): AnalyzedToken[] {
  if (text.trim() === '') return [];
  const tokens = tools.analyzer.analyze(text, {
    mode: 'query',
    lang,
    vocabulary: tools.vocabulary,
    ...(query.globalSynonyms !== undefined ? { globalSynonyms: query.globalSynonyms } : {}),
    ...(query.synonyms ? { synonyms: query.synonyms } : {}),
  });
  return tokens.filter((t) => t.terms.length > 0 && (t.terms[0]?.term ?? '') !== '');
}

/**
 * One search: text match (or browse), filters with disjunctive facet counts, top-k ordering,
 * and highlights for the returned page only.
 */
export function search(index: StoreIndex, query: SearchQuery, tools: SearchTools): SearchResult {
  const words = queryWords(index, query, tools);
  const browse = words.length === 0;
  index.scratch.ensureDocuments(index.documents.size);
  const groups = buildFilterGroups(index, query.filters);
  const counters = createFacetCounters(index, query.facets, groups);
  const excluded = new Set<number>();
  for (const id of query.excludeIds ?? []) excluded.add(index.documentNumber(id));
  const boosts = new Map<number, number>();
  for (const [id, factor] of query.boosts ?? []) boosts.set(index.documentNumber(id), factor);
  const selection: Selection = {
    groups,
    countedGroups: groups.map((_, g) => counters.some((c) => c.group === g)),
    excluded,
    boosts,
  };
  const found: QueryDocuments = browse
    ? collectBrowse(index, selection)
    : collectMatches(index, words, tools.ranking, selection);

  for (const counter of counters) {
    counter.count(found.passing, found.passingCount);
    if (counter.group >= 0) {
      const failing = found.failing[counter.group];
      if (failing !== undefined) counter.count(failing.docs, failing.count);
    }
  }

  const offset = Math.max(0, Math.floor(query.offset));
  const limit = Math.max(0, Math.floor(query.limit));
  const inStockFirst = query.sort === 'relevance' && query.inStockFirst === true;
  const top = new TopK(offset + limit, resultOrder(index, query.sort, { browse, inStockFirst }));
  for (let i = 0; i < found.passingCount; i++) top.push(found.passing[i] ?? 0);

  const docScore = index.scratch.docScore;
  const matched = query.highlight ? matchedTerms(index, words) : null;
  const hits: SearchHitRef[] = top
    .sorted()
    .slice(offset)
    .map((doc) => {
      const texts = index.documents.texts[doc];
      const highlights =
        matched && texts ? highlightDocument(texts, query.lang, tools.analyzer, matched) : {};
      return { id: index.documents.ids[doc] ?? '', score: docScore[doc] ?? 0, highlights };
    });
  return { hits, total: found.passingCount, facets: counters.map((c) => c.result()) };
}

function matchedTerms(index: StoreIndex, words: readonly QueryWord[]): Set<string> {
  const terms = new Set<string>();
  for (const word of words) for (const e of word.expansions) terms.add(index.dictionary.termOf(e.termId));
  return terms;
}
