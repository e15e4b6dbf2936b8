import type { SearchResponse } from '../../../../domain/search/contract.ts';
import type { SearchDeps, SearchState } from '../search-state.ts';
import type { PageHit } from './cards.ts';
import { issueSearchId } from './search-log.ts';

/**
 * The answer: the understood query, the page, totals, facets, fallbacks' help and
 * merchandising's effects, and with `debug` the trace the stages wrote.
 */
export function searchResponse(
  state: SearchState,
  hits: readonly PageHit[],
  deps: Pick<SearchDeps, 'newId' | 'searchIds' | 'telemetry'>,
  tookMs: number,
): SearchResponse {
  const { query, request, merch, settings } = state;
  const { parsed } = query;
  const answer: Omit<SearchResponse, 'search_id'> = {
    query: {
      text: request.q,
      normalized: query.normalized,
      rewritten: parsed?.rewritten ?? null,
      lang: query.lang,
      filters: { ...parsed?.filtersOut },
      sort: parsed?.sort ?? null,
    },
    ids: hits.map((h) => h.id),
    hits: [...hits],
    total: Math.max(0, state.total + state.totalDelta),
    page: request.page,
    per_page: request.per_page,
    facets: state.facets.map((f) => ({ ...f, buckets: f.buckets.map((b) => ({ ...b })) })),
    did_you_mean: state.didYouMean,
    redirect: merch?.redirect ?? null,
    banners: merch?.banners ?? [],
    zero_result_help: state.zeroResultHelp,
    experiment: null,
    took_ms: Math.round(tookMs * 100) / 100,
    debug:
      state.trace === null
        ? null
        : {
            ...state.trace,
            ranking: {
              business_signals: settings.business_signals,
              rerank_top_n: settings.cheap_rerank_top_n,
              in_stock_first: settings.in_stock_first,
              typo_tolerance: settings.typo_tolerance,
              hybrid_search: settings.hybrid_search ? 'unavailable: vector search is not built yet' : 'off',
            },
          },
  };
  return { search_id: issueSearchId(deps, state.store.id, request, answer), ...answer };
}
