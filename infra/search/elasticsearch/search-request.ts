import type { estypes } from '@elastic/elasticsearch';
import type { SearchQuery } from '../../../domain/search/search-query.ts';
import { normalizeFieldName } from '../embedded/field-values.ts';
import type { RankingSettings } from '../embedded/scorer.ts';
import { facetAggs } from './facet-aggs.ts';
import { F } from './fields.ts';
import { type FilterGroup, filterGroups } from './filter-query.ts';
import { MAX_RESULT_WINDOW } from './index-template.ts';
import type { QueryWord } from './query-words.ts';
import { sortClauses } from './result-order.ts';
import { withBoosts, withPhraseBonus, wordQuery } from './text-query.ts';

type Query = estypes.QueryDslQueryContainer;

/** A search request without its target index. */
export type SearchBody = Omit<estypes.SearchRequest, 'index'>;

/** The store's products: every query leaves out removal markers and other stores' documents. */
export const storeProducts = (tenantId: string): Query[] => [
  { term: { [F.live]: true } },
  { term: { [F.tenantId]: tenantId } },
];

/** Every group's filter (AND), or none. */
const allOf = (groups: readonly FilterGroup[]): Query | undefined => {
  const [only] = groups;
  if (groups.length === 1 && only !== undefined) return only.query;
  return groups.length === 0 ? undefined : { bool: { filter: groups.map((g) => g.query) } };
};

/**
 * The match: every query word must match some field (AND), or everything when there are no
 * words (browsing, each product scoring 1). Optional words are `should` clauses, at least
 * `minimum` of them (at least one when no word is required). Removal markers, other stores'
 * documents and excluded ids never match.
 */
export function matchQuery(
  tenantId: string,
  words: readonly QueryWord[],
  ranking: RankingSettings,
  filters: readonly Query[],
  excludeIds: readonly string[] = [],
  minimum = 0,
): estypes.QueryDslBoolQuery {
  const required = words.filter((w) => !w.optional);
  const optional = words.filter((w) => w.optional);
  const need = required.length === 0 ? Math.max(1, minimum) : minimum;
  return {
    must: words.length === 0 ? [{ match_all: {} }] : required.map((word) => wordQuery(word, ranking)),
    ...(optional.length > 0
      ? {
          should: optional.map((word) => wordQuery(word, ranking)),
          minimum_should_match: need,
        }
      : {}),
    filter: [...storeProducts(tenantId), ...filters],
    ...(excludeIds.length > 0 ? { must_not: [{ ids: { values: [...excludeIds] } }] } : {}),
  };
}

/**
 * The request body of one search. Filters on fields with a facet go to `post_filter` (the
 * facets are counted before them, each without its own field's filter); the others narrow the
 * query itself. Hits carry the texts to highlight only when asked.
 */
export function buildSearchRequest(
  query: SearchQuery,
  words: readonly QueryWord[],
  ranking: RankingSettings,
): SearchBody {
  const groups = filterGroups(query.filters);
  const faceted = new Set(query.facets.map((f) => normalizeFieldName(f.name)));
  const post = groups.filter((g) => faceted.has(g.field));
  const pre = groups.filter((g) => !faceted.has(g.field));
  const bool = matchQuery(
    query.tenantId,
    words,
    ranking,
    pre.map((g) => g.query),
    query.excludeIds,
    query.optional?.minimum ?? 0,
  );
  const from = Math.min(Math.max(0, Math.floor(query.offset)), MAX_RESULT_WINDOW);
  const size = Math.max(0, Math.min(Math.floor(query.limit), MAX_RESULT_WINDOW - from));
  const postFilter = allOf(post);
  return {
    query: withBoosts(withPhraseBonus({ bool }, words, ranking), query.boosts),
    ...(postFilter ? { post_filter: postFilter } : {}),
    ...(query.facets.length > 0 ? { aggs: facetAggs(query.facets, post) } : {}),
    sort: sortClauses(query.sort, {
      browse: words.length === 0,
      inStockFirst: query.sort === 'relevance' && query.inStockFirst === true,
    }),
    from,
    size,
    track_total_hits: true,
    track_scores: true,
    _source: query.highlight ? [`${F.display}.texts`] : false,
  };
}
