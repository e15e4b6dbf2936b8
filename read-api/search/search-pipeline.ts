import { type UsageMeter, type UsageSnapshot, usageHeader } from '../../domain/billing/usage-meter.ts';
import type { Rule } from '../../domain/merchandising/rule.ts';
import { firingRules } from '../../domain/merchandising/rule-matcher.ts';
import type { Vocabulary } from '../../domain/search/analyzer.ts';
import type { CardSource } from '../../domain/search/card-source.ts';
import type { SearchRequest, SearchResponse } from '../../domain/search/contract.ts';
import type { SearchEngine } from '../../domain/search/search-engine.ts';
import {
  DEFAULT_TYPO_SETTINGS,
  type Filter,
  type SearchQuery,
  type SortOrder,
} from '../../domain/search/search-query.ts';
import type { SearchHitRef, SearchResult } from '../../domain/search/search-result.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { PLANS } from '../../domain/tenancy/plans.ts';
import type { SearchSettings } from '../../domain/tenancy/store-settings.ts';
import type { RankingFacts } from '../../projections/search/search-projection.ts';
import type { TenantView } from '../../projections/tenants/tenant-queries.ts';
import { rankByKind } from './kind-ranking.ts';
import { rankWindow } from './merchandise.ts';
import type { QueryLanguage, StoreFacts } from './query-language.ts';
import type { RuleBook } from './rule-book.ts';
import type { SynonymBook } from './synonym-book.ts';
import {
  correction,
  partialMatches,
  phraseMatches,
  relax,
  stacked,
  whitespaceWords,
} from './zero-results.ts';

export interface SearchPipelineDeps {
  readonly engine: SearchEngine;
  readonly cards: CardSource;
  readonly language: QueryLanguage;
  readonly facts: (tenantId: string) => StoreFacts;
  readonly rankingFacts: (tenantId: string, id: string) => RankingFacts | undefined;
  readonly vocabulary?: (tenantId: string) => Vocabulary | undefined;
  readonly rules?: RuleBook;
  readonly synonyms?: SynonymBook;
  readonly meter: UsageMeter;
  readonly newId: () => string;
  readonly now: () => Date;
}

export interface SearchOutcome {
  readonly response: SearchResponse;
  readonly usageHeader: string;
}

/** Merchandising and re-ranking work on this many first results at most; deeper pages come straight from the engine. */
const MAX_WINDOW = 1_000;
/** Results read on an explicit sort, so that the products of the kind the query names can come first. */
const SORTED_WINDOW = 200;
/** At most this many rewrites of a query with lexicon phrases are tried. */
const MAX_PHRASE_REWRITES = 4;
/** A first page with fewer results than this is completed with partial matches (one word let go). */
const FEW_RESULTS = 10;

/** The language a request asks for, or the detected one for `auto`; another store's language is refused. */
export function resolveLanguage(lang: string, text: string, store: TenantView, language: QueryLanguage) {
  if (lang === 'auto') return language.detect(text, store.locales, store.defaultLocale);
  if (!store.locales.includes(lang)) {
    throw new DomainError(
      'unsupported_locale',
      `${lang} is not one of the store languages (${store.locales.join(', ')})`,
      [
        {
          field: 'lang',
          code: 'unsupported_locale',
          message: `one of ${['auto', ...store.locales].join(', ')}`,
        },
      ],
    );
  }
  return { lang, arabizi: false, reason: 'requested' as const };
}

/** Request filters (`filters` of SearchRequest) as engine filters. */
export function engineFilters(filters: SearchRequest['filters']): Filter[] {
  const out: Filter[] = [];
  for (const [name, value] of Object.entries(filters)) {
    const field = name.trim().toLowerCase();
    if (typeof value === 'boolean') out.push({ kind: 'boolean', field, value });
    else if (typeof value === 'string') out.push({ kind: 'terms', field, values: [value] });
    else if (Array.isArray(value)) {
      if (value.length > 0) out.push({ kind: 'terms', field, values: value });
    } else out.push({ kind: 'range', field, gte: value.gte ?? null, lte: value.lte ?? null });
  }
  return out;
}

const categoryFilterValues = (filters: readonly Filter[]): string[] =>
  filters.flatMap((f) => (f.kind === 'terms' && f.field === 'category' ? [...f.values] : []));

/**
 * One search, from the request to the answer: language, parser, rules that fire, the
 * engine over a candidate window, business signals and merchandising, zero-result help,
 * cards and metering. `debug` collects what each stage did.
 */
export async function runSearch(
  deps: SearchPipelineDeps,
  store: TenantView,
  request: SearchRequest,
  options: { settings: SearchSettings; debug: boolean },
): Promise<SearchOutcome> {
  const started = performance.now();
  const now = deps.now();
  const settings = options.settings;
  const text = request.q.trim();
  const detected = resolveLanguage(request.lang, text, store, deps.language);
  const lang = detected.lang;
  const parsed =
    settings.rule_parser && text
      ? deps.language.parse(text, { lang, currency: store.currency, facts: deps.facts(store.id) })
      : null;
  const parserFilters: Filter[] = parsed ? parsed.filters.filter((f) => !(f.field in request.filters)) : [];
  const sort: SortOrder = request.sort !== 'relevance' ? request.sort : (parsed?.sort ?? 'relevance');
  const typedText = parsed?.rewritten ?? text;
  // Function words are not product words: `perfume for men` needs no product saying "for".
  const queryText = deps.language.withoutFunctionWords?.(typedText, lang) ?? typedText;
  const filters = [...engineFilters(request.filters), ...parserFilters];

  let rules: Rule[] = [];
  if (settings.merch_rules && deps.rules) {
    const compiled = await deps.rules.rules(store.id);
    if (compiled.length > 0) {
      rules = firingRules(
        compiled,
        {
          words: deps.language.wordForms(text, lang),
          lang,
          categories: categoryFilterValues(filters),
          now: now.getTime(),
        },
        new Set(settings.disabled_rule_ids),
      );
    }
  }
  const synonyms = deps.synonyms ? await deps.synonyms.lookup(store.id, settings.synonym_sets) : undefined;
  const hiddenIds = rules.filter((r) => r.type === 'hide').flatMap((r) => r.actions.product_ids);
  const offset = (request.page - 1) * request.per_page;
  const windowed = offset + request.per_page <= MAX_WINDOW;
  const windowSize = windowed
    ? Math.min(
        MAX_WINDOW,
        Math.max(
          offset + request.per_page,
          settings.cheap_rerank_top_n,
          sort !== 'relevance' && queryText ? SORTED_WINDOW : 0,
        ),
      )
    : request.per_page;
  const base: SearchQuery = {
    tenantId: store.id,
    text: queryText,
    lang,
    filters,
    facets: request.facets.map((name) => ({ name })),
    sort,
    offset: windowed ? 0 : offset,
    limit: windowSize,
    typo: { ...DEFAULT_TYPO_SETTINGS, enabled: settings.typo_tolerance },
    prefixLast: true,
    highlight: true,
    inStockFirst: settings.in_stock_first,
    globalSynonyms: settings.global_synonyms,
    ...(synonyms ? { synonyms } : {}),
    ...(hiddenIds.length > 0 ? { excludeIds: hiddenIds } : {}),
  };

  let result: SearchResult = await deps.engine.search(base);
  // The results in tiers, each below the one before whatever its scores: the query's own results
  // (or a correction's, then the words' as typed), then phrase rewrites', then partial matches.
  let tiers: SearchHitRef[][] = [[...result.hits]];
  let effective = base;
  let zeroHelp: SearchResponse['zero_result_help'] = null;
  let didYouMean: string | null = null;
  const trace: Record<string, unknown> = {};
  const vocabulary = deps.vocabulary?.(store.id);
  const split = (t: string): string[] => deps.language.words?.(t, lang) ?? whitespaceWords(t);
  if (windowed && queryText && vocabulary && deps.language.correct && settings.typo_tolerance) {
    // A word the catalog holds in none of its own forms is a misspelling even when it happens to
    // match something through a weaker reading (ايفوم reads as "foam"): the corrected query's
    // results come first, then those of the words as typed.
    const fix = deps.language.correct(queryText, lang, vocabulary, settings.global_synonyms);
    if (fix) {
      const corrected = { ...base, text: fix.text };
      const found = await deps.engine.search(corrected);
      if (found.total > 0) {
        const ids = new Set(found.hits.map((h) => h.id));
        const rest = result.hits.filter((h) => !ids.has(h.id));
        tiers = [[...found.hits], rest];
        result = { ...found, total: found.total + rest.length };
        effective = corrected;
        didYouMean = fix.text;
        trace.correction = { text: fix.text, corrections: fix.corrections };
      }
    }
  }
  const few = (): boolean => windowed && result.total < Math.min(request.per_page, FEW_RESULTS);
  // Phrases of the lexicon: the analyzer reads one word for another, a phrase replaces words.
  const addPhraseMatches = async (): Promise<void> => {
    const rewrites =
      deps.language.phraseRewrites?.(effective.text, lang, vocabulary, MAX_PHRASE_REWRITES) ?? [];
    const phrased =
      rewrites.length > 0 ? await phraseMatches(deps.engine, effective, tiers.flat(), rewrites) : null;
    if (phrased) {
      tiers.push(phrased.hits);
      result = { ...result, total: result.total + phrased.hits.length };
      trace.phrases = { queries: phrased.queries, added: phrased.hits.length };
    }
  };
  if (queryText && few()) await addPhraseMatches();
  if (result.total === 0 && text) {
    didYouMean = await correction(deps.engine, vocabulary, base);
    const typed = deps.language.withoutFunctionWords?.(text, lang) ?? text;
    const relaxed = await relax(deps.engine, base, parserFilters.length, typed, split);
    const popular = await deps.engine.search({
      ...base,
      text: '',
      filters: [],
      facets: [{ name: 'category', size: 5 }],
      limit: 0,
    });
    zeroHelp = {
      relaxed: relaxed !== null,
      relaxed_query: relaxed?.relaxedText ?? null,
      popular_categories: (popular.facets[0]?.buckets ?? []).slice(0, 5).map((b) => ({ ...b })),
    };
    if (relaxed) {
      result = relaxed.result;
      tiers = [[...result.hits]];
      effective = relaxed.query;
    }
    trace.relaxation = { tried: relaxed?.tried ?? [], step: relaxed?.step ?? null, did_you_mean: didYouMean };
    if (relaxed && effective.text.trim() && few()) await addPhraseMatches();
  }
  if (result.total > 0 && few()) {
    // A category or brand read from the text may be browsed alone (`ملابس للأطفال`, `حليب المراعي`
    // → more of Almarai); a color or a price may not.
    const readFilters = parserFilters.some(
      (f) =>
        f.kind === 'terms' &&
        (f.field === 'category' || f.field === 'brand') &&
        effective.filters.includes(f),
    );
    const partial = await partialMatches(deps.engine, effective, tiers.flat(), split, readFilters);
    if (partial) {
      const added = partial.tiers.reduce((n, t) => n + t.length, 0);
      tiers.push(...partial.tiers);
      result = { ...result, total: result.total + added };
      trace.partial_matches = { queries: partial.queries, added };
    }
  }

  const kindOf = deps.language.headForms && deps.language.productHeads;
  if (windowed && kindOf && effective.text.trim() && tiers.flat().length > 1) {
    const named = deps.language.headForms?.(effective.text, lang, {
      ...(vocabulary ? { vocabulary } : {}),
      globalSynonyms: settings.global_synonyms,
      ...(synonyms ? { synonyms } : {}),
    });
    if (named && named.size > 0) {
      const products = await deps.cards.cards(
        store.id,
        tiers.flat().map((h) => h.id),
      );
      const kind = rankByKind(
        tiers,
        named,
        (id) => {
          const card = products.get(id);
          return card ? deps.language.productHeads?.(card) : undefined;
        },
        effective.sort === 'relevance',
      );
      if (kind) {
        tiers = kind.tiers;
        trace.kind = { categories: kind.categories, named: kind.named };
      }
    }
  }
  if (tiers.length > 1)
    result = { ...result, hits: stacked(tiers).slice(0, Math.max(base.limit, tiers[0]?.length ?? 0)) };
  else result = { ...result, hits: tiers[0] ?? [] };

  const window = windowed
    ? rankWindow(result.hits, rules, settings, {
        relevance: effective.sort === 'relevance',
        offset,
        limit: request.per_page,
        facts: (id) => deps.rankingFacts(store.id, id),
        now: now.getTime(),
      })
    : {
        page: result.hits.map((h) => ({ id: h.id, score: h.score, pinned: false })),
        merch: null,
        totalDelta: 0,
      };
  // Highlights are computed when read: only the page's hits are read.
  const hitById = new Map(result.hits.map((h) => [h.id, h]));
  const cards = await deps.cards.cards(
    store.id,
    window.page.map((h) => h.id),
  );
  const hits = window.page.flatMap((h) => {
    const product = cards.get(h.id);
    if (!product) return [];
    return [
      {
        id: h.id,
        score: Math.round(h.score * 1000) / 1000,
        product,
        highlights: { ...hitById.get(h.id)?.highlights },
        pinned: h.pinned,
      },
    ];
  });
  const usage: UsageSnapshot = await deps.meter.recordSearch(store.id, request.page === 1, now);
  const merch = window.merch;
  const response: SearchResponse = {
    search_id: deps.newId(),
    query: {
      text: request.q,
      normalized: deps.language.normalize(text),
      rewritten: parsed?.rewritten ?? null,
      lang,
      filters: parsed?.filtersOut ?? {},
      sort: parsed?.sort ?? null,
    },
    ids: hits.map((h) => h.id),
    hits,
    total: Math.max(0, result.total + window.totalDelta),
    page: request.page,
    per_page: request.per_page,
    facets: result.facets.map((f) => ({ ...f, buckets: f.buckets.map((b) => ({ ...b })) })),
    did_you_mean: didYouMean,
    redirect: merch?.redirect ?? null,
    banners: merch?.banners ?? [],
    zero_result_help: zeroHelp,
    experiment: null,
    took_ms: Math.round((performance.now() - started) * 100) / 100,
    debug: options.debug
      ? {
          language: { detected: detected.lang, reason: detected.reason, arabizi: detected.arabizi },
          analysis: {
            normalized: deps.language.normalize(text),
            words: deps.language.wordForms(text, lang).map((forms) => [...forms]),
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
              ? deps.language
                  .wordForms(queryText, lang)
                  .map((forms) => [...new Set([...forms].flatMap((f) => synonyms(f)))])
              : [],
          },
          candidates: {
            engine: deps.engine.name,
            text: effective.text,
            sort: effective.sort,
            total: result.total,
            window: windowSize,
          },
          rules: {
            enabled: settings.merch_rules,
            fired: rules.map((r) => ({ id: r.id, name: r.name, type: r.type, priority: r.priority })),
            effects: merch?.trace ?? [],
          },
          ranking: {
            business_signals: settings.business_signals,
            rerank_top_n: settings.cheap_rerank_top_n,
            in_stock_first: settings.in_stock_first,
            typo_tolerance: settings.typo_tolerance,
            hybrid_search: settings.hybrid_search ? 'unavailable: vector search is not built yet' : 'off',
          },
          ...trace,
        }
      : null,
  };
  return { response, usageHeader: usageHeader(usage, PLANS[store.planCode].searchesLimit) };
}
