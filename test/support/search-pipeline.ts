import type { UsageMeter } from '../../domain/billing/usage-meter.ts';
import { normalizeProduct, ProductIn } from '../../domain/catalog/product.ts';
import { consonantSkeleton, createAnalyzer } from '../../domain/language/index.ts';
import type { Rule } from '../../domain/merchandising/rule.ts';
import type { SynonymEntry } from '../../domain/merchandising/synonyms.ts';
import { type SearchRequest, SearchRequestIn } from '../../domain/search/contract.ts';
import { DEFAULT_SEARCH_SETTINGS, type SearchSettings } from '../../domain/tenancy/store-settings.ts';
import { EmbeddedSearchEngine } from '../../infra/search/embedded/embedded-search-engine.ts';
import { SearchProjection } from '../../projections/search/search-projection.ts';
import type { TenantView } from '../../projections/tenants/tenant-queries.ts';
import { runSearch, type SearchOutcome } from '../../read-api/search/pipeline/run-search.ts';
import type { SearchDeps, SearchState, Stage } from '../../read-api/search/pipeline/search-state.ts';
import { start } from '../../read-api/search/pipeline/start.ts';
import { RuleBook } from '../../read-api/search/rule-book.ts';
import { SynonymBook } from '../../read-api/search/synonym-book.ts';

export const PIPELINE_TENANT = 'pipeline-store';

/** Counts searches in memory, as the service's meter answers them. */
export function memoryMeter(): UsageMeter & { readonly searches: () => number } {
  let searches = 0;
  let billed = 0;
  return {
    recordSearch: async (_tenantId, isBilled, at) => {
      searches++;
      if (isBilled) billed++;
      return { searches, billed, period: at.toISOString().slice(0, 7), limit: null };
    },
    recordSuggest: () => undefined,
    flush: async () => undefined,
    searches: () => searches,
  };
}

export interface PipelineFixture {
  readonly deps: SearchDeps;
  readonly store: TenantView;
  readonly meter: ReturnType<typeof memoryMeter>;
  /** The state after `start` for a request (the query understood, rules fired, the window planned). */
  state(
    request: Partial<SearchRequest>,
    settings?: Partial<SearchSettings>,
    debug?: boolean,
  ): Promise<SearchState>;
  /** The state after `start` and then each of `stages`. */
  after(
    stages: readonly Stage[],
    request: Partial<SearchRequest>,
    settings?: Partial<SearchSettings>,
  ): Promise<SearchState>;
  search(request: Partial<SearchRequest>, settings?: Partial<SearchSettings>): Promise<SearchOutcome>;
}

/**
 * The search pipeline over a real embedded engine and search projection holding `products`
 * (ProductIn records), with the service's analyzer, the store's rules and synonym sets given.
 */
export async function pipelineFixture(
  products: readonly Record<string, unknown>[],
  options: {
    rules?: readonly Rule[];
    synonyms?: readonly SynonymEntry[];
    /** The store's locales, its default first (`['en', 'ar']` unless given). */
    locales?: readonly string[];
  } = {},
): Promise<PipelineFixture> {
  const analyzer = createAnalyzer();
  const engine = new EmbeddedSearchEngine({ analyzer, skeleton: consonantSkeleton });
  const projection = new SearchProjection(engine);
  await projection.load(
    PIPELINE_TENANT,
    products.map((p) => ({ product: normalizeProduct(ProductIn.parse(p)), revision: 1 })),
  );
  const meter = memoryMeter();
  const deps: SearchDeps = {
    engine,
    analyzer,
    cards: projection,
    facts: (t) => projection.storeFacts(t),
    rankingFacts: (t, id) => projection.rankingFacts(t, id),
    rules: new RuleBook(async () => [...(options.rules ?? [])], analyzer),
    synonyms: new SynonymBook(
      async () => [{ name: 'default', entries: [...(options.synonyms ?? [])] }],
      analyzer,
    ),
    meter,
    newId: () => 'search-1',
    now: () => new Date('2026-06-01T00:00:00Z'),
  };
  const store: TenantView = {
    id: PIPELINE_TENANT,
    slug: 'pipeline',
    name: 'Pipeline',
    status: 'active',
    planCode: 'enterprise',
    defaultLocale: options.locales?.[0] ?? 'en',
    locales: [...(options.locales ?? ['en', 'ar'])],
    currency: 'SAR',
    search: DEFAULT_SEARCH_SETTINGS,
    trialEndsAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  const request = (r: Partial<SearchRequest>): SearchRequest => SearchRequestIn.parse(r);
  const settingsOf = (s: Partial<SearchSettings> = {}): SearchSettings => ({
    ...DEFAULT_SEARCH_SETTINGS,
    ...s,
  });
  const state = (r: Partial<SearchRequest>, s?: Partial<SearchSettings>, debug = true) =>
    start(deps, store, request(r), settingsOf(s), debug);
  return {
    deps,
    store,
    meter,
    state,
    async after(stages, r, s) {
      let current = await state(r, s);
      for (const stage of stages) current = await stage(current, deps);
      return current;
    },
    search: (r, s) => runSearch(deps, store, request(r), { settings: settingsOf(s), debug: true }),
  };
}

/** A product of the pipeline tests: an id, names, a category and what else is given. */
export const shopProduct = (
  id: string,
  name: { en?: string; ar?: string },
  over: Record<string, unknown> = {},
): Record<string, unknown> => ({
  id,
  name,
  price: '100.00',
  currency: 'SAR',
  in_stock: true,
  ...over,
});
