import { arabicKindHeld, dialectMeanings } from '../../../domain/language/dialect-lexicon.ts';
import { scriptOf } from '../../../domain/language/word-tokens.ts';
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
import { RelevanceTopK, TopK } from './top-k.ts';
import { allowedTyposOf, expandWord, type QueryWord } from './word-expansion.ts';

export interface SearchTools {
  readonly analyzer: Analyzer;
  readonly ranking: RankingSettings;
  readonly vocabulary: Vocabulary;
  /** Typo corrections are used when the words as typed find fewer results than this. */
  readonly typoThreshold: number;
}

/**
 * The query's words with their expansions (empty for an empty or punctuation-only text). An
 * optional word (`SearchQuery.optional`) the catalog holds in none of its forms is expanded with
 * its typo corrections from the start: it restricts nothing, so its look-alikes only add to the
 * score of the results the other words find.
 */
export function queryWords(
  index: StoreIndex,
  query: SearchQuery,
  tools: SearchTools,
  tokens = analyzeQuery(query.text, query.lang, tools, query),
  typo = query.typo,
): QueryWord[] {
  const last = tokens.length - 1;
  const optional = new Set(query.optional?.words ?? []);
  return tokens.map((token, i) => {
    const options = { typo, prefix: query.prefixLast && i === last, ranking: tools.ranking };
    if (!optional.has(i)) return expandWord(index, token, i, options);
    const word = expandWord(index, token, i, options);
    const unknown = word.cost === 0 && query.typo.enabled && !typo.enabled;
    return {
      ...(unknown ? expandWord(index, token, i, { ...options, typo: query.typo }) : word),
      optional: true,
    };
  });
}

/** Products holding a word, at least, for the word as typed to be taken as spelled right. */
const COMMON_WORD_PRODUCTS = 5;

/**
 * Whether an Arabic word is spelled right: a word of one meaning in the lexicon that the catalog
 * holds (`كابل`, a cable: `كيبل` in the catalog), or whose kind the catalog names in Arabic
 * otherwise (`سشوار`, a hair dryer the catalog calls `مجفف شعر`, is no `سوار` bracelet one letter
 * away; the phrase fallback finds it), or one that many products hold. Not a word of two meanings in the
 * lexicon (`فران`, the Maghreb's brakes, or an oven said `فرن`): its look-alikes may be what was
 * meant.
 */
const spelledRight = (index: StoreIndex, word: QueryWord | undefined): boolean => {
  if (word === undefined) return false;
  const surface = word.token.terms[0]?.term ?? '';
  if (scriptOf(surface) !== 'arabic') return false;
  const meanings = dialectMeanings(surface);
  const [meaning] = meanings;
  if (meanings.length > 1 || meaning?.ambiguous === true) return false;
  if (word.cost === 0)
    return meaning !== undefined && arabicKindHeld(meaning.group, (w) => index.dictionary.idOf(w) >= 0);
  return word.cost >= COMMON_WORD_PRODUCTS || meaning !== undefined;
};

/** Words of a query beyond this many are ignored (bounded work; a search box holds far fewer). */
export const MAX_QUERY_WORDS = 32;

/**
 * The query's words with every form the analyzer gives them (and the query's synonym settings),
 * or the query's own `tokens` when it carries them already analyzed.
 */
export function analyzeQuery(
  text: string,
  lang: string,
  tools: SearchTools,
  query: Pick<SearchQuery, 'globalSynonyms' | 'synonyms' | 'tokens'> = {},
): AnalyzedToken[] {
  if (query.tokens !== undefined) return searchable(query.tokens);
  if (text.trim() === '') return [];
  const tokens = tools.analyzer.analyze(text, {
    mode: 'query',
    lang,
    vocabulary: tools.vocabulary,
    ...(query.globalSynonyms !== undefined ? { globalSynonyms: query.globalSynonyms } : {}),
    ...(query.synonyms ? { synonyms: query.synonyms } : {}),
  });
  return searchable(tokens);
}

/** Tokens with a surface form, at most MAX_QUERY_WORDS. */
const searchable = (tokens: readonly AnalyzedToken[]): AnalyzedToken[] =>
  tokens.filter((t) => t.terms.length > 0 && (t.terms[0]?.term ?? '') !== '').slice(0, MAX_QUERY_WORDS);

/**
 * One search. Typo corrections are a fallback: the words as typed (with their analyzer forms
 * and completions) are tried first, and corrections join only when that finds fewer than
 * `typoThreshold` results, so a correctly spelled word never brings in look-alike words; then the
 * words taken as spelled right keep their own readings (`spelledRight`).
 */
export function search(index: StoreIndex, query: SearchQuery, tools: SearchTools): SearchResult {
  const tokens = analyzeQuery(query.text, query.lang, tools, query);
  const typed = queryWords(index, query, tools, tokens, { ...query.typo, enabled: false });
  const required = (w: QueryWord): boolean => w.optional !== true;
  const correctable =
    query.typo.enabled && typed.some((w) => required(w) && allowedTyposOf(w.token, query.typo) > 0);
  if (!correctable) return searchWords(index, query, tools, typed);
  if (typed.every((w) => !required(w) || w.cost > 0)) {
    const asTyped = searchWords(index, query, tools, typed);
    if (asTyped.total >= tools.typoThreshold) return asTyped;
  }
  // Corrections for every word but those spelled right (`spelledRight`), which stay as they are.
  const corrected = queryWords(index, query, tools, tokens);
  return searchWords(
    index,
    query,
    tools,
    corrected.map((w, i) => (spelledRight(index, typed[i]) ? (typed[i] as QueryWord) : w)),
  );
}

/**
 * Search for expanded words: text match (or browse), filters with disjunctive facet counts,
 * top-k ordering, and highlights for the returned page only.
 */
function searchWords(
  index: StoreIndex,
  query: SearchQuery,
  tools: SearchTools,
  words: QueryWord[],
): SearchResult {
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
    : collectMatches(index, words, tools.ranking, selection, query.optional?.minimum ?? 0);

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
  const top =
    query.sort === 'relevance' && !browse
      ? new RelevanceTopK(
          offset + limit,
          index.scratch.docScore,
          inStockFirst ? index.documents.inStock : null,
          index.documents.ids,
        )
      : new TopK(offset + limit, resultOrder(index, query.sort, { browse, inStockFirst }));
  const passing = found.passing;
  for (let i = 0; i < found.passingCount; i++) top.push(passing[i] ?? 0);

  const docScore = index.scratch.docScore;
  const matched = query.highlight ? matchedTerms(index, words) : null;
  const ranked = top.sorted();
  const hits: SearchHitRef[] = [];
  const { ids, texts } = index.documents;
  for (let i = offset; i < ranked.length; i++) {
    const doc = ranked[i] ?? 0;
    const id = ids[doc] ?? '';
    const score = docScore[doc] ?? 0;
    const own = texts[doc];
    const highlights = matched && own ? highlightDocument(own, query.lang, tools.analyzer, matched) : {};
    hits.push({ id, score, highlights });
  }
  return { hits, total: found.passingCount, facets: counters.map((c) => c.result()) };
}

function matchedTerms(index: StoreIndex, words: readonly QueryWord[]): Set<string> {
  const terms = new Set<string>();
  for (const word of words) for (const e of word.expansions) terms.add(index.dictionary.termOf(e.termId));
  return terms;
}
