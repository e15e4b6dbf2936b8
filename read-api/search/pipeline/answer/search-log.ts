import type { SearchResponse } from '../../../../domain/search/contract.ts';
import type { SearchDeps, SearchState } from '../search-state.ts';

/**
 * Appends the answer to the search log (the telemetry log's `search` record): the store, the
 * normalized query, language, device, session, page, the ids shown from their first position,
 * the total and whether nothing was found. The answer does not wait for it.
 */
export function logSearch(
  state: Pick<SearchState, 'store' | 'request' | 'now'>,
  response: SearchResponse,
  deps: Pick<SearchDeps, 'telemetry'>,
): void {
  if (!deps.telemetry) return;
  const { request } = state;
  deps.telemetry.append([
    {
      kind: 'search',
      id: response.search_id,
      tenantId: state.store.id,
      at: state.now.toISOString(),
      session: request.session ?? null,
      query: response.query.normalized,
      lang: response.query.lang,
      device: request.device,
      page: request.page,
      ids: response.ids,
      firstPosition: (request.page - 1) * request.per_page + 1,
      total: response.total,
      zeroResults: response.total === 0,
      didYouMean: response.did_you_mean,
    },
  ]);
}
