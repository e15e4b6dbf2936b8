import type { SearchRequest, SearchResponse } from '../../../domain/search/contract.ts';
import type { SearchSettings } from '../../../domain/tenancy/store-settings.ts';
import type { TenantView } from '../../../projections/tenants/tenant-queries.ts';
import { searchResponse } from './answer/answer.ts';
import { pageHighlights, pageHits } from './answer/cards.ts';
import { meterSearch } from './answer/metering.ts';
import { logSearch } from './answer/search-log.ts';
import { candidates } from './candidates.ts';
import { nearSpellings } from './fallbacks/near-spellings.ts';
import { partialMatches } from './fallbacks/partial-matches.ts';
import { phraseMatches } from './fallbacks/phrases.ts';
import { relaxation } from './fallbacks/relaxation.ts';
import { sameCategory } from './fallbacks/same-category.ts';
import { textFilters } from './fallbacks/text-filters.ts';
import { businessSignals } from './rank/business-signals.ts';
import { kindRanking } from './rank/kind.ts';
import { merchandising } from './rank/merchandising.ts';
import { popularSort } from './rank/popular-sort.ts';
import { stackTiers } from './rank/window.ts';
import type { SearchDeps, SearchState, Stage } from './search-state.ts';
import { start } from './start.ts';

export interface SearchOutcome {
  readonly response: SearchResponse;
  readonly usageHeader: string;
}

/** The stages after the engine's first answer, in order (docs/search.md). */
const STAGES: readonly Stage[] = [
  textFilters, //         few results: brands, categories, colors read from the text that empty them go back to it
  phraseMatches, //       few results: lexicon phrases in place of words
  relaxation, //          nothing found: the parser's filters, then words let go
  phraseMatches, //       few results of the relaxed query: its phrases
  nearSpellings, //       still few: words held only by their stem corrected too
  partialMatches, //      still few: the head with the other words optional, then the others
  sameCategory, //        still few: more of the category holding the query's own results
  kindRanking, //         the products of the kind the query names first
  popularSort, //         `popular`: each tier by the catalog's and the shoppers' popularity
  stackTiers, //          the tiers one after the other
  businessSignals, //     popularity, newness, rating, margin
  merchandising, //       hide, boost, bury, pin, redirect, banner; the page
];

/**
 * The search counted (`meterSearch`) once the engine has answered it: the count, a round trip to
 * the primary under workers, runs while the later stages do, and is awaited with the answer.
 */
function metered(state: SearchState, deps: SearchDeps): Promise<string> {
  const usage = meterSearch(state, deps);
  // Awaited after the stages; a stage that fails leaves it unawaited, not unhandled.
  usage.catch(() => undefined);
  return usage;
}

/**
 * One search, from the request to the answer: the query understood once (`start`), the engine
 * over the window (`candidates`), the stages, then the page's cards, the meter and the answer.
 */
export async function runSearch(
  deps: SearchDeps,
  store: TenantView,
  request: SearchRequest,
  options: { readonly settings: SearchSettings; readonly debug: boolean },
): Promise<SearchOutcome> {
  const started = performance.now();
  let state = await start(deps, store, request, options.settings, options.debug);
  if (state.trace !== null) return traceTimes(state, deps, started);
  state = await candidates(state, deps);
  const usage = metered(state, deps);
  for (const stage of STAGES) state = await stage(state, deps);
  const hits = await pageHits(state, deps);
  const usageHeader = await usage;
  const response = searchResponse(state, hits, deps, performance.now() - started);
  logSearch(state, response, deps);
  return { response, usageHeader };
}

/** The same run, with each stage's time in the trace (`timings_ms`), for `debug: true`. */
async function traceTimes(first: SearchState, deps: SearchDeps, started: number): Promise<SearchOutcome> {
  const timings: Record<string, number> = {};
  const ms = (from: number) => Math.round((performance.now() - from) * 1000) / 1000;
  timings.start = ms(started);
  let at = performance.now();
  let state = await candidates(first, deps);
  timings.candidates = ms(at);
  const usage = metered(state, deps);
  for (const stage of STAGES) {
    const stageStarted = performance.now();
    state = await stage(state, deps);
    const name = stage.name;
    timings[name] = (timings[name] ?? 0) + ms(stageStarted);
  }
  at = performance.now();
  const highlights = pageHighlights(state);
  timings.highlights = ms(at);
  at = performance.now();
  const hits = await pageHits(state, deps, highlights);
  timings.cards = ms(at);
  at = performance.now();
  const usageHeader = await usage;
  // What is left of the count's round trip once the stages are done.
  timings.metering = ms(at);
  state = { ...state, trace: { ...state.trace, timings_ms: timings } };
  const response = searchResponse(state, hits, deps, performance.now() - started);
  logSearch(state, response, deps);
  return { response, usageHeader };
}
