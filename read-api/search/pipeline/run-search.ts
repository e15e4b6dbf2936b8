import type { Admission } from '../../../domain/access/admission.ts';
import { usageHeader as usageHeaderOf } from '../../../domain/billing/usage-meter.ts';
import type { SearchRequest, SearchResponse } from '../../../domain/search/contract.ts';
import type { SearchSettings } from '../../../domain/tenancy/store-settings.ts';
import type { TenantView } from '../../../projections/tenants/tenant-queries.ts';
import { searchResponse } from './answer/answer.ts';
import { type AnswerCache, answerKey, type KeptAnswer } from './answer/answer-cache.ts';
import { pageHighlights, pageHits } from './answer/cards.ts';
import { isBilled, meterSearch } from './answer/metering.ts';
import { issueSearchId, logSearch } from './answer/search-log.ts';
import { candidates } from './candidates.ts';
import { nearSpellings } from './fallbacks/near-spellings.ts';
import { partialMatches } from './fallbacks/partial-matches.ts';
import { phraseMatches } from './fallbacks/phrases.ts';
import { relaxation } from './fallbacks/relaxation.ts';
import { sameCategory } from './fallbacks/same-category.ts';
import { textFilters } from './fallbacks/text-filters.ts';
import { businessSignals, readsPerQuerySignals } from './rank/business-signals.ts';
import { kindRanking } from './rank/kind.ts';
import { merchandising } from './rank/merchandising.ts';
import { popularSort } from './rank/popular-sort.ts';
import { stackTiers } from './rank/window.ts';
import type { SearchDeps, SearchState, Stage } from './search-state.ts';
import { start } from './start.ts';

export interface SearchOutcome {
  readonly response: SearchResponse;
  readonly usageHeader: string;
  /** The kept answer this one was given from (its writer may reuse what it wrote for it). */
  readonly kept?: KeptAnswer;
}

/** How long an answer ranked on per-query click and order rates is kept: as long as the rates are. */
const PER_QUERY_KEEP_MS = 2_000;

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
 * the primary under workers, runs while the later stages do (`alongside`), and is awaited with
 * the answer.
 */
function metered(
  state: Pick<SearchState, 'store' | 'request' | 'now'>,
  deps: SearchDeps,
  alongside = true,
): Promise<string> {
  const usage = meterSearch(state, deps, { alongside });
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
  options: {
    readonly settings: SearchSettings;
    readonly debug: boolean;
    /** Build the answer now even if one is kept (`Cache-Control: no-cache`); it is kept for the next. */
    readonly fresh?: boolean;
    /**
     * The request's rate-limit take, when it is left to the search: the take and the count are
     * one step, begun first; a kept answer waits for it, any other is built meanwhile (unless
     * its store was refused lately) and answered once it has come.
     */
    readonly admission?: Admission;
  },
): Promise<SearchOutcome> {
  const started = performance.now();
  const kept = options.debug ? undefined : keptAnswer(deps, store, request, options.settings);
  // With the request's `admission` still to take, the take and the count are one step, begun
  // before anything else (one round trip to the primary under workers, not a take and then a
  // count: during a catalog re-sync, each of the two waited on a busy primary).
  const given = options.fresh ? undefined : kept?.answer;
  // Sent at once for an answer to build (its round trip alongside the build); a kept answer's goes
  // with the other calls of this turn, one message for all the searches a worker read at once.
  const counted =
    options.admission && admitCounting(options.admission, store, request, deps, given === undefined);
  if (given) return answerAgain(deps, store, request, given, started, counted);
  // The answer is built while its admission is on its way (under workers, a round trip to the
  // primary), and the two are awaited together; but a store refused lately waits for its
  // admission first, so that searches past their limits are not built for nothing.
  if (counted && refusedLately(store.id, deps.now().getTime())) await counted;
  // The same answer being built by another search: wait for it rather than build it too.
  const pending = kept && !options.fresh ? kept.cache.whenBuilt(kept.key) : undefined;
  const waited = pending && (await pending);
  if (waited) return answerAgain(deps, store, request, waited, started, counted);
  // Noted in the same turn as the check above: a search right behind this one waits for it.
  const built = kept?.cache.startBuilding(kept.key);
  try {
    return await buildAnswer(deps, store, request, options, started, kept, built, counted);
  } finally {
    // A search that failed leaves nothing kept: those waiting for it build their own.
    built?.(undefined);
  }
}

async function buildAnswer(
  deps: SearchDeps,
  store: TenantView,
  request: SearchRequest,
  options: { readonly settings: SearchSettings; readonly debug: boolean },
  started: number,
  kept: { cache: AnswerCache; key: string; documents: string } | undefined,
  built: ((answer: KeptAnswer | undefined) => void) | undefined,
  counted: Promise<string> | undefined,
): Promise<SearchOutcome> {
  let state = await start(deps, store, request, options.settings, options.debug);
  if (state.trace !== null) return traceTimes(state, deps, started, counted);
  state = await candidates(state, deps);
  const usage = counted ?? metered(state, deps);
  for (const stage of STAGES) state = await stage(state, deps);
  const hits = await pageHits(state, deps);
  const usageHeader = await usage;
  const response = searchResponse(state, hits, deps, performance.now() - started);
  if (kept) {
    const { search_id: _id, took_ms: _took, ...answer } = response;
    const at = state.now.getTime();
    // Rates per query are read again every 2 s (`ShopperSignals`); an answer ranked on them is kept no longer.
    const rates = readsPerQuerySignals(options.settings.business_signals) ? at + PER_QUERY_KEEP_MS : Infinity;
    // Not kept when the store's documents changed while it was built (a catalog re-sync changes
    // them every few milliseconds): no search would be given it, and it would push a live answer,
    // perhaps another store's, out of the cache. Searches waiting for it still take it.
    if (deps.engine.generation?.(store.id) === kept.documents)
      kept.cache.set(kept.key, answer, at, Math.min(rates, deps.rules.nextChange(store.id, at)));
    built?.(answer);
  }
  logSearch(state, response, deps);
  return { response, usageHeader };
}

/**
 * The answer kept for this search's key, if any, and the key to keep a new one under: only
 * with an answer cache and an engine that tells its documents' generation.
 */
function keptAnswer(
  deps: SearchDeps,
  store: TenantView,
  request: SearchRequest,
  settings: SearchSettings,
): { cache: AnswerCache; key: string; documents: string; answer: KeptAnswer | undefined } | undefined {
  const cache = deps.answers;
  const documents = deps.engine.generation?.(store.id);
  if (cache === undefined || documents === undefined) return undefined;
  const key = answerKey({
    store,
    request,
    settings,
    documents,
    rules: deps.rules.stamp(store.id),
    synonyms: deps.synonyms.stamp(store.id),
    signals: deps.signalsStamp?.(store.id) ?? 0,
  });
  return { cache, key, documents, answer: cache.get(key, deps.now().getTime()) };
}

/** Until when a store's searches wait for their admission before they are built, by store. */
const refusedUntil = new Map<string, number>();
/** How long a store's searches wait for their admission after one of them was refused. */
const REFUSED_MS = 1_000;

function refusedLately(tenantId: string, now: number): boolean {
  const until = refusedUntil.get(tenantId);
  if (until === undefined) return false;
  if (until > now) return true;
  refusedUntil.delete(tenantId);
  return false;
}

/** The request's rate limits taken and, when they let it in, the search counted: its usage header. */
function admitCounting(
  admission: Admission,
  store: TenantView,
  request: SearchRequest,
  deps: SearchDeps,
  alongside: boolean,
): Promise<string> {
  const counted = admission
    .takeCounting({ tenantId: store.id, billed: isBilled(request), at: deps.now(), alongside })
    .then(usageHeaderOf);
  // Awaited by the caller; a search refused meanwhile leaves it unawaited, not unhandled. A
  // refusal (or a failure to ask) makes the store's next searches wait for their admission.
  counted.catch(() => {
    if (refusedUntil.size >= 10_000) refusedUntil.clear();
    refusedUntil.set(store.id, deps.now().getTime() + REFUSED_MS);
  });
  return counted;
}

/**
 * A kept answer given again: its own id and time, counted and logged as every search is
 * (`counted`: already, with the request's admission).
 */
async function answerAgain(
  deps: SearchDeps,
  store: TenantView,
  request: SearchRequest,
  answer: KeptAnswer,
  started: number,
  counted?: Promise<string>,
): Promise<SearchOutcome> {
  const asked = { store, request, now: deps.now() };
  // Nothing to build while it is counted: the count goes with the other calls of the moment.
  const usageHeader = await (counted ?? metered(asked, deps, false));
  const response: SearchResponse = {
    search_id: issueSearchId(deps, store.id, request, answer),
    ...answer,
    took_ms: Math.round((performance.now() - started) * 100) / 100,
  };
  logSearch(asked, response, deps);
  return { response, usageHeader, kept: answer };
}

/** The same run, with each stage's time in the trace (`timings_ms`), for `debug: true`. */
async function traceTimes(
  first: SearchState,
  deps: SearchDeps,
  started: number,
  counted: Promise<string> | undefined,
): Promise<SearchOutcome> {
  const timings: Record<string, number> = {};
  const ms = (from: number) => Math.round((performance.now() - from) * 1000) / 1000;
  timings.start = ms(started);
  let at = performance.now();
  let state = await candidates(first, deps);
  timings.candidates = ms(at);
  const usage = counted ?? metered(state, deps);
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
