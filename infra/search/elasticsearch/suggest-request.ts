import type { estypes } from '@elastic/elasticsearch';
import type { SearchQuery, SuggestQuery } from '../../../domain/search/search-query.ts';
import type { RankingSettings } from '../embedded/scorer.ts';
import { F } from './fields.ts';
import { fitsRegExpLimit, keyHasWordStartingWith, keyIsOneOf, keyStartsWith } from './lucene-regexp.ts';
import type { QueryWord } from './query-words.ts';
import { buildSearchRequest, matchQuery, type SearchBody, storeProducts } from './search-request.ts';
import { wordQuery } from './text-query.ts';

type Aggregation = estypes.AggregationsAggregationContainer;

/** Completions of the last word considered (as in the embedded engine). */
export const COMPLETION_CANDIDATES = 64;
const BRAND_CANDIDATES = 20;
const CATEGORY_CANDIDATES = 100;
const CORRECTIONS = 10;

export interface SuggestRequests {
  /** Product previews and the category counts of the text as typed (last word as a prefix). */
  readonly preview: SearchBody;
  /** Completions, brands, categories, and spellings of the typed words. */
  readonly vocabulary: SearchBody;
}

/** The catalog-wide count of products matching word `i` (before the last) as typed. */
export const presenceAggName = (i: number): string => `present_${i}`;

const termsOf = (field: string, include: string, size: number): Aggregation | undefined =>
  fitsRegExpLimit(include)
    ? { terms: { field, include, size, order: [{ _count: 'desc' }, { _key: 'asc' }] } }
    : undefined;

function withAggregations(entries: Record<string, Aggregation | undefined>): Record<string, Aggregation> {
  const out: Record<string, Aggregation> = {};
  for (const [name, agg] of Object.entries(entries)) if (agg !== undefined) out[name] = agg;
  return out;
}

/**
 * Catalog-wide counts (every live product, whatever the typed words): the catalog spellings of
 * the words before the last, whether each of them matches anything as typed, whether any
 * catalog word starts with the last one, and brand and category candidates.
 */
function catalogAggregations(
  tenantId: string,
  words: readonly QueryWord[],
  ranking: RankingSettings,
): Aggregation {
  const previous = words.slice(0, -1);
  const spellings = previous.flatMap((w) => w.alternatives.map((a) => a.term));
  const typed = words[words.length - 1]?.surface ?? '';
  const presence: Record<string, Aggregation> = {};
  previous.forEach((word, i) => {
    presence[presenceAggName(i)] = { filter: wordQuery({ ...word, typos: 0, prefix: false }, ranking) };
  });
  return {
    global: {},
    aggs: {
      live: {
        filter: { bool: { filter: storeProducts(tenantId) } },
        aggs: withAggregations({
          ...presence,
          lead:
            spellings.length > 0 ? termsOf(F.vocab, keyIsOneOf(spellings), spellings.length * 4) : undefined,
          completable: termsOf(F.vocab, keyStartsWith(typed), 1),
          brands: termsOf(F.brandKey, keyStartsWith(words.map((w) => w.surface).join(' ')), BRAND_CANDIDATES),
          categories: termsOf(F.categoryKeys, keyHasWordStartingWith(typed), CATEGORY_CANDIDATES),
        }),
      },
    },
  };
}

/** Spelling corrections of the words that allow typos, from the catalog's surface words. */
function corrections(words: readonly QueryWord[]): estypes.SearchSuggester | undefined {
  const out: estypes.SearchSuggester = {};
  words.forEach((word, i) => {
    if (word.typos === 0) return;
    out[`word_${i}`] = {
      text: word.surface,
      term: {
        field: F.vocabText,
        size: CORRECTIONS,
        suggest_mode: 'missing',
        max_edits: Math.min(2, word.typos),
        prefix_length: 0,
        min_word_length: 1,
        string_distance: 'damerau_levenshtein',
      },
    };
  });
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The preview search of a suggestion: the text with its last word as a prefix, a category facet. */
export function previewQuery(query: SuggestQuery): SearchQuery {
  return {
    tenantId: query.tenantId,
    text: query.text,
    lang: query.lang,
    filters: [],
    facets: [{ name: 'category', size: query.limit }],
    sort: 'relevance',
    offset: 0,
    limit: Math.max(0, query.products),
    typo: query.typo,
    prefixLast: true,
    highlight: false,
  };
}

/**
 * The first two searches of a suggestion (sent together): the preview search, and the
 * vocabulary search: completions of the last word among the surface words of the products
 * matching the words before it (as typed), catalog-wide counts (see catalogAggregations), and
 * spelling corrections of the words long enough for typos. `words` carry their typo tolerance;
 * both searches take them as typed (corrections are a fallback, see suggester.ts).
 */
export function buildSuggestRequests(
  query: SuggestQuery,
  words: readonly QueryWord[],
  ranking: RankingSettings,
): SuggestRequests {
  const typed = words.map((w) => ({ ...w, typos: 0 }));
  const suggest = corrections(words);
  const vocabulary: SearchBody = {
    size: 0,
    track_total_hits: false,
    query: { bool: matchQuery(query.tenantId, typed.slice(0, -1), ranking, []) },
    aggs: withAggregations({
      completions: termsOf(
        F.vocab,
        keyStartsWith(words[words.length - 1]?.surface ?? ''),
        COMPLETION_CANDIDATES,
      ),
      catalog: catalogAggregations(query.tenantId, words, ranking),
    }),
    ...(suggest ? { suggest } : {}),
  };
  return { preview: buildSearchRequest(previewQuery(query), typed, ranking), vocabulary };
}

/** Which completions of the last word a count request looks for. */
export type CompletionCandidates =
  | { readonly kind: 'prefix'; readonly prefix: string }
  | { readonly kind: 'words'; readonly words: readonly string[] };

/**
 * Counts of candidate completions among the products matching the words before the last (with
 * their corrections, when some of them matched nothing as typed).
 */
export function buildCompletionCounts(
  tenantId: string,
  previous: readonly QueryWord[],
  candidates: CompletionCandidates,
  ranking: RankingSettings,
): SearchBody | undefined {
  if (candidates.kind === 'words' && candidates.words.length === 0) return undefined;
  const include =
    candidates.kind === 'prefix' ? keyStartsWith(candidates.prefix) : keyIsOneOf(candidates.words);
  const completions = termsOf(F.vocab, include, COMPLETION_CANDIDATES);
  if (completions === undefined) return undefined;
  return {
    size: 0,
    track_total_hits: false,
    query: { bool: matchQuery(tenantId, previous, ranking, []) },
    aggs: { completions },
  };
}
