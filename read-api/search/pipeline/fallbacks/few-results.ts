import type { SearchState } from '../search-state.ts';

/** A first page with fewer results than this is completed by the fallbacks. */
export const FEW_RESULTS = 10;

/** Whether the window's first page would hold fewer results than it could (and than 10). */
export const fewResults = (state: SearchState): boolean =>
  state.window.windowed && state.total < Math.min(state.window.perPage, FEW_RESULTS);
