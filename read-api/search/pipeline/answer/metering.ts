import { usageHeader } from '../../../../domain/billing/usage-meter.ts';
import type { SearchDeps, SearchState } from '../search-state.ts';

/** Counts the search (billed when it asks for page 1) and answers the X-Service-Usage header. */
export async function meterSearch(
  state: Pick<SearchState, 'store' | 'request' | 'now'>,
  deps: Pick<SearchDeps, 'meter'>,
): Promise<string> {
  const { store, request } = state;
  const usage = await deps.meter.recordSearch(store.id, request.page === 1, state.now);
  return usageHeader(usage);
}
