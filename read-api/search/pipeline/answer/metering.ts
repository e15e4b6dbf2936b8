import { usageHeader } from '../../../../domain/billing/usage-meter.ts';
import type { SearchDeps, SearchState } from '../search-state.ts';

/** Billed: a search asking for page 1 (spec, Limits). */
export const isBilled = (request: Pick<SearchState['request'], 'page'>): boolean => request.page === 1;

/**
 * Counts the search (billed when it asks for page 1) and answers the X-Service-Usage header.
 * `alongside`: the caller builds its answer while the count is taken (UsageMeter.recordSearch).
 */
export async function meterSearch(
  state: Pick<SearchState, 'store' | 'request' | 'now'>,
  deps: Pick<SearchDeps, 'meter'>,
  options: { readonly alongside?: boolean } = {},
): Promise<string> {
  const { store, request } = state;
  const usage = await deps.meter.recordSearch(store.id, isBilled(request), state.now, options);
  return usageHeader(usage);
}
