import type { estypes } from '@elastic/elasticsearch';
import type { Analyzer } from '../../../domain/search/analyzer.ts';
import type { SuggestQuery } from '../../../domain/search/search-query.ts';
import type { SuggestResult } from '../../../domain/search/search-result.ts';
import type { RankingSettings } from '../embedded/scorer.ts';
import { brandSuggestions, categorySuggestions } from './entity-suggestions.ts';
import { asTyped, correctable, type QueryWord } from './query-words.ts';
import { buildSearchRequest, type SearchBody } from './search-request.ts';
import { toSearchResult, totalOf } from './search-response.ts';
import {
  buildCompletionCounts,
  buildSuggestRequests,
  type CompletionCandidates,
  previewQuery,
} from './suggest-request.ts';
import {
  completionsOf,
  correctionsOf,
  isCompletable,
  leadOf,
  presenceOf,
  querySuggestions,
} from './suggest-response.ts';

/** Runs searches together (one `_msearch`), answers in order. */
export type MultiSearch = (bodies: readonly SearchBody[]) => Promise<estypes.SearchResponse<unknown>[]>;

export interface SuggestTools {
  readonly analyzer: Analyzer;
  readonly ranking: RankingSettings;
  /** Typo corrections join the preview when the text as typed finds fewer results than this. */
  readonly typoThreshold: number;
  readonly multiSearch: MultiSearch;
}

export const EMPTY_SUGGESTIONS: SuggestResult = { suggestions: [], productIds: [], categories: [] };

/**
 * Suggestions while typing, with the embedded engine's rules, in one round trip (two searches)
 * and a second one only for corrections: the preview search again with typo corrections when
 * the text as typed finds too little; completion counts again when a word before the last
 * matches nothing as typed (it is then corrected), or when no catalog word starts with the
 * last word (its corrections are offered instead).
 */
export async function suggest(
  query: SuggestQuery,
  words: readonly QueryWord[],
  tools: SuggestTools,
): Promise<SuggestResult> {
  const last = words[words.length - 1];
  if (last === undefined || query.limit <= 0) return EMPTY_SUGGESTIONS;
  const { ranking } = tools;
  const requests = buildSuggestRequests(query, words, ranking);
  const [typedPreview, vocabulary] = await tools.multiSearch([requests.preview, requests.vocabulary]);
  if (typedPreview === undefined || vocabulary === undefined) return EMPTY_SUGGESTIONS;
  const aggregations = vocabulary.aggregations;

  const before = words.slice(0, -1);
  const missing = correctable(before) && before.some((_, i) => presenceOf(aggregations, i) === 0);
  const previous = missing ? before : asTyped(before);
  const corrections = correctionsOf(vocabulary.suggest, words.length - 1);
  const candidates: CompletionCandidates | undefined = isCompletable(aggregations)
    ? missing
      ? { kind: 'prefix', prefix: last.surface }
      : undefined
    : { kind: 'words', words: corrections };
  const recount = candidates
    ? buildCompletionCounts(query.tenantId, previous, candidates, ranking)
    : undefined;
  const correctPreview = correctable(words) && totalOf(typedPreview.hits.total) < tools.typoThreshold;

  const second: SearchBody[] = [];
  if (correctPreview) second.push(buildSearchRequest(previewQuery(query), words, ranking));
  if (recount) second.push(recount);
  const answers = second.length > 0 ? await tools.multiSearch(second) : [];
  const preview = (correctPreview ? answers[0] : undefined) ?? typedPreview;
  const counted = recount ? answers[correctPreview ? 1 : 0] : undefined;
  const completions = completionsOf(candidates ? counted?.aggregations : aggregations);

  const lead = leadOf(previous, aggregations, vocabulary.suggest, missing);
  const brands = brandSuggestions(aggregations, query);
  const categories = categorySuggestions(aggregations, words, query, tools.analyzer);
  const room = Math.max(0, query.limit - brands.length - categories.length);
  const queries = querySuggestions(completions, lead, last.surface).slice(0, room);
  const previews = toSearchResult(preview, previewQuery(query), () => ({}));
  return {
    suggestions: [...queries, ...brands, ...categories].slice(0, query.limit),
    productIds: previews.hits.map((h) => h.id),
    categories: previews.facets[0]?.buckets ?? [],
  };
}
