import type { SearchRequest } from '../../../domain/search/contract.ts';
import { DEFAULT_TYPO_SETTINGS, type SearchQuery } from '../../../domain/search/search-query.ts';
import type { SearchSettings } from '../../../domain/tenancy/store-settings.ts';
import type { RankingFacts } from '../../../projections/search/search-projection.ts';
import type { TenantView } from '../../../projections/tenants/tenant-queries.ts';
import { firingRules } from './rank/merchandising.ts';
import type { CandidateWindow, SearchDeps, SearchState } from './search-state.ts';
import { unknownOptional } from './understand/catalog-words.ts';
import { instrumentOptional } from './understand/instrument.ts';
import { queryAnalysis, understand } from './understand/understand.ts';
import type { UnderstoodQuery } from './understand/understood-query.ts';

/** Merchandising and re-ranking work on this many first results at most; deeper pages come straight from the engine. */
export const MAX_WINDOW = 1_000;
/** Results read on an explicit sort, so that the products of the kind the query names can come first. */
const SORTED_WINDOW = 200;

/**
 * The first stage: the store's synonyms and vocabulary, the query understood once, the rules
 * that fire for it, and the engine query over the candidate window.
 */
export async function start(
  deps: SearchDeps,
  store: TenantView,
  request: SearchRequest,
  settings: SearchSettings,
  debug: boolean,
): Promise<SearchState> {
  const synonyms = await deps.synonyms.lookup(store.id, settings.synonym_sets);
  // An optional capability of the engine (the embedded one holds the words in process).
  const vocabulary = deps.engine.vocabulary?.(store.id);
  const input = { request, store, settings, vocabulary, synonyms, facts: deps.facts(store.id) };
  const query = understand(input, deps.analyzer);
  const now = deps.now();
  const rules = await firingRules(deps.rules, store.id, query, settings, now);
  const window = candidateWindow(request, settings, query);
  const hidden = rules.filter((r) => r.type === 'hide').flatMap((r) => r.actions.product_ids);
  // With a brand named (`سماعة جي بي ال فليب`), a word read in the other script is its model (`flip`).
  const brandNamed = query.parserFilters.some((f) => f.field === 'brand');
  const unknown = unknownOptional(query.searched, vocabulary, brandNamed);
  // A tool asked for by what it is for: the verb's kinds are required, what it works on only ranks.
  const instrument = vocabulary && instrumentOptional(query.words, query.searched, unknown, vocabulary);
  const optional = instrument ? instrument.optional : unknown;
  const base: SearchQuery = {
    tenantId: store.id,
    text: query.searched.text,
    tokens: query.searched.tokens,
    ...(optional ? { optional } : {}),
    lang: query.lang,
    filters: query.filters,
    facets: request.facets.map((name) => ({ name })),
    sort: query.sort,
    offset: window.windowed ? 0 : window.offset,
    limit: window.size,
    typo: { ...DEFAULT_TYPO_SETTINGS, enabled: settings.typo_tolerance },
    prefixLast: true,
    highlight: true,
    inStockFirst: settings.in_stock_first,
    globalSynonyms: settings.global_synonyms,
    ...(synonyms ? { synonyms } : {}),
    ...(hidden.length > 0 ? { excludeIds: hidden } : {}),
  };
  return {
    store,
    request,
    settings,
    now,
    vocabulary,
    synonyms,
    facts: factsOnce(deps, store.id),
    analyze: queryAnalysis(deps.analyzer, query.lang, input),
    query,
    rules,
    window,
    base,
    effective: base,
    effectiveWords: query.searched,
    objects: new Set(instrument ? instrument.objects : []),
    tiers: [],
    total: 0,
    facets: [],
    phrased: null,
    didYouMean: null,
    zeroResultHelp: null,
    hits: [],
    ranked: [],
    page: [],
    merch: null,
    totalDelta: 0,
    trace: debug ? understandingTrace(query, settings, synonyms) : null,
  };
}

/** Ranking facts by id, each read from the projection at most once in a search. */
function factsOnce(deps: SearchDeps, tenantId: string): (id: string) => RankingFacts | undefined {
  const read = new Map<string, RankingFacts | undefined>();
  return (id) => {
    let facts = read.get(id);
    if (facts === undefined && !read.has(id)) {
      facts = deps.rankingFacts(tenantId, id);
      read.set(id, facts);
    }
    return facts;
  };
}

/**
 * The page asked for, and at least `cheap_rerank_top_n` results (200 on an explicit sort with
 * text, so that the products of the query's kind can come first, and on `popular`, whose
 * shopper signals re-sort the window), at most 1,000.
 */
export function candidateWindow(
  request: Pick<SearchRequest, 'page' | 'per_page'>,
  settings: Pick<SearchSettings, 'cheap_rerank_top_n'>,
  query: Pick<UnderstoodQuery, 'sort' | 'searched'>,
): CandidateWindow {
  const perPage = request.per_page;
  const offset = (request.page - 1) * perPage;
  const windowed = offset + perPage <= MAX_WINDOW;
  const wanted = Math.max(
    offset + perPage,
    settings.cheap_rerank_top_n,
    // `popular` re-sorts the window by shopper signals, which the engine does not hold.
    (query.sort !== 'relevance' && query.searched.text) || query.sort === 'popular' ? SORTED_WINDOW : 0,
  );
  return { offset, perPage, windowed, size: windowed ? Math.min(MAX_WINDOW, wanted) : perPage };
}

/** What understanding found, for the debug trace. */
function understandingTrace(
  query: UnderstoodQuery,
  settings: SearchSettings,
  synonyms: ((form: string) => readonly string[]) | undefined,
): Record<string, unknown> {
  const { language, parsed } = query;
  return {
    language: { detected: language.lang, reason: language.reason, arabizi: language.arabizi },
    analysis: {
      normalized: query.normalized,
      words: query.words.tokens.map((t) => t.terms.map((x) => x.term)),
      searched: query.searched.text,
    },
    parser: parsed
      ? {
          rewritten: parsed.rewritten,
          filters: parsed.filtersOut,
          sort: parsed.sort,
          extracted: parsed.extracted,
        }
      : null,
    synonyms: {
      global: settings.global_synonyms,
      sets: settings.synonym_sets,
      store_synonyms: synonyms
        ? query.searched.tokens.map((t) => [...new Set(t.terms.flatMap((x) => synonyms(x.term)))])
        : [],
    },
  };
}
