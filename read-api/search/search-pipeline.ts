import type { UsageMeter } from '../../domain/billing/usage-meter.ts';
import { type UsageSnapshot, usageHeader } from '../../domain/billing/usage-meter.ts';
import type { CardSource } from '../../domain/search/card-source.ts';
import type { SearchRequest, SearchResponse } from '../../domain/search/contract.ts';
import type { SearchEngine } from '../../domain/search/search-engine.ts';
import type { Filter, SortOrder } from '../../domain/search/search-query.ts';
import { DEFAULT_TYPO_SETTINGS } from '../../domain/search/search-query.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { PLANS } from '../../domain/tenancy/plans.ts';
import type { SearchSettings } from '../../domain/tenancy/store-settings.ts';
import type { TenantView } from '../../projections/tenants/tenant-queries.ts';
import type { QueryLanguage, StoreFacts } from './query-language.ts';

export interface SearchPipelineDeps {
  readonly engine: SearchEngine;
  readonly cards: CardSource;
  readonly language: QueryLanguage;
  readonly facts: (tenantId: string) => StoreFacts;
  readonly meter: UsageMeter;
  readonly newId: () => string;
  readonly now: () => Date;
}

export interface SearchOutcome {
  readonly response: SearchResponse;
  readonly usageHeader: string;
}

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

/**
 * One search, from the request to the answer: language, the parser, the engine, cards and
 * metering. Merchandising and zero-result help plug in between the engine and the answer.
 */
export async function runSearch(
  deps: SearchPipelineDeps,
  store: TenantView,
  request: SearchRequest,
  options: { settings: SearchSettings; debug: boolean },
): Promise<SearchOutcome> {
  const started = performance.now();
  const settings = options.settings;
  const text = request.q.trim();
  const detected = resolveLanguage(request.lang, text, store, deps.language);
  const lang = detected.lang;
  const facts = deps.facts(store.id);
  const parsed =
    settings.rule_parser && text
      ? deps.language.parse(text, { lang, currency: store.currency, facts })
      : null;
  const parserFilters: Filter[] = parsed ? parsed.filters.filter((f) => !(f.field in request.filters)) : [];
  const sort: SortOrder = request.sort !== 'relevance' ? request.sort : (parsed?.sort ?? 'relevance');
  const queryText = parsed?.rewritten ?? text;
  const result = await deps.engine.search({
    tenantId: store.id,
    text: queryText,
    lang,
    filters: [...engineFilters(request.filters), ...parserFilters],
    facets: request.facets.map((name) => ({ name })),
    sort,
    offset: (request.page - 1) * request.per_page,
    limit: request.per_page,
    typo: { ...DEFAULT_TYPO_SETTINGS, enabled: settings.typo_tolerance },
    prefixLast: true,
    highlight: true,
    inStockFirst: settings.in_stock_first,
  });
  const cards = await deps.cards.cards(
    store.id,
    result.hits.map((h) => h.id),
  );
  const hits = result.hits
    .filter((h) => cards.has(h.id))
    .map((h) => ({
      id: h.id,
      score: Math.round(h.score * 1000) / 1000,
      product: cards.get(h.id) as NonNullable<ReturnType<typeof cards.get>>,
      highlights: { ...h.highlights },
      pinned: false,
    }));
  const billed = request.page === 1;
  const usage: UsageSnapshot = await deps.meter.recordSearch(store.id, billed, deps.now());
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
    total: result.total,
    page: request.page,
    per_page: request.per_page,
    facets: result.facets.map((f) => ({ ...f, buckets: f.buckets.map((b) => ({ ...b })) })),
    did_you_mean: null,
    redirect: null,
    banners: [],
    zero_result_help: null,
    experiment: null,
    took_ms: Math.round((performance.now() - started) * 100) / 100,
    debug: options.debug
      ? {
          language: { detected: detected.lang, reason: detected.reason, arabizi: detected.arabizi },
          parser: parsed
            ? {
                rewritten: parsed.rewritten,
                filters: parsed.filtersOut,
                sort: parsed.sort,
                extracted: parsed.extracted,
              }
            : null,
          engine: { name: deps.engine.name, text: queryText, sort, total: result.total },
        }
      : null,
  };
  return { response, usageHeader: usageHeader(usage, PLANS[store.planCode].searchesLimit) };
}
