import type { UsageMeter } from '../../domain/billing/usage-meter.ts';
import { normalizeProduct } from '../../domain/catalog/product.ts';
import { consonantSkeleton, createAnalyzer } from '../../domain/language/index.ts';
import type { Rule, RuleType } from '../../domain/merchandising/rule.ts';
import type { SynonymEntry } from '../../domain/merchandising/synonyms.ts';
import type { SearchRequest } from '../../domain/search/contract.ts';
import type { ProductDocument } from '../../domain/search/product-document.ts';
import { DEFAULT_SEARCH_SETTINGS } from '../../domain/tenancy/store-settings.ts';
import { EmbeddedSearchEngine } from '../../infra/search/embedded/embedded-search-engine.ts';
import { SearchProjection } from '../../projections/search/search-projection.ts';
import type { TenantView } from '../../projections/tenants/tenant-queries.ts';
import { runSearch } from '../../read-api/search/pipeline/run-search.ts';
import type { SearchDeps } from '../../read-api/search/pipeline/search-state.ts';
import { RuleBook } from '../../read-api/search/rule-book.ts';
import { SynonymBook } from '../../read-api/search/synonym-book.ts';
import { pick, seededRandom } from '../fixtures/catalog-generator.ts';
import { toProductInput } from '../fixtures/catalog-input.ts';
import { percentile } from './stats.ts';

const TENANT = 'bench-store';

/** Counts nothing: the benchmark measures the pipeline, not PostgreSQL. */
const nullMeter: UsageMeter = {
  recordSearch: async (_t, billed, at) => ({
    searches: 0,
    billed: billed ? 1 : 0,
    period: at.toISOString().slice(0, 7),
    limit: null,
  }),
  recordSuggest: () => undefined,
  flush: async () => undefined,
};

const words = (docs: readonly ProductDocument[], random: () => number, lang: 'en' | 'ar') =>
  (pick(random, docs).name[lang] ?? '').split(' ').filter((w) => w.length > 2);

/** 500 rules of every type, with terms taken from the catalog's own words. */
function makeRules(docs: readonly ProductDocument[], n: number): Rule[] {
  const random = seededRandom(7);
  const types: RuleType[] = ['pin', 'boost', 'bury', 'hide', 'redirect', 'banner'];
  return Array.from({ length: n }, (_, i) => {
    const type = types[i % types.length] as RuleType;
    const lang = i % 2 === 0 ? 'en' : 'ar';
    const term =
      words(docs, random, lang)
        .slice(0, 1 + (i % 2))
        .join(' ') || 'x';
    const ids = [pick(random, docs).id, pick(random, docs).id];
    return {
      id: `rule-${String(i).padStart(4, '0')}`,
      name: `rule ${i}`,
      type,
      conditions: { match: i % 3 === 0 ? 'exact' : 'contains', terms: [term], locales: [], categories: [] },
      actions: {
        product_ids: type === 'redirect' || type === 'banner' ? [] : ids,
        positions: type === 'pin' ? [1, 3] : [],
        filter: type === 'boost' && i % 4 === 0 ? { color: ['red'] } : null,
        factor: type === 'boost' || type === 'bury' ? 3 : null,
        url: type === 'redirect' ? `https://shop.example/r/${i}` : null,
        banner: type === 'banner' ? { html: `<b>${i}</b>`, position: 'top' } : null,
      },
      priority: i % 20,
      enabled: true,
      starts_at: null,
      ends_at: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
  });
}

/** 2,000 two-way pairs across the catalog's words in both scripts. */
function makeSynonyms(docs: readonly ProductDocument[], n: number): SynonymEntry[] {
  const random = seededRandom(11);
  return Array.from({ length: n }, () => {
    const a = pick(random, words(docs, random, 'en')) ?? 'a';
    const b = pick(random, words(docs, random, random() < 0.5 ? 'ar' : 'en')) ?? 'b';
    return { type: 'two_way', words: [a, b] };
  });
}

export interface MerchandisingFigures {
  readonly rules: number;
  readonly synonym_pairs: number;
  readonly queries: number;
  readonly plain: { p50_ms: number; p99_ms: number };
  readonly merchandised: { p50_ms: number; p99_ms: number };
  readonly p99_growth_ms: number;
  /** The rules alone and the synonyms alone, one run each. */
  readonly rules_only: { p50_ms: number; p99_ms: number };
  readonly synonyms_only: { p50_ms: number; p99_ms: number };
}

/**
 * The search pipeline (parser, rules, synonyms, engine, re-rank, merchandising) on one store,
 * first without rules and synonyms, then with 500 rules and 2,000 synonym pairs: the same
 * queries, the same engine and index.
 */
export async function measureMerchandising(
  docs: readonly ProductDocument[],
  queries: readonly string[],
): Promise<MerchandisingFigures> {
  const analyzer = createAnalyzer();
  const engine = new EmbeddedSearchEngine({ analyzer, skeleton: consonantSkeleton });
  const projection = new SearchProjection(engine);
  await projection.load(
    TENANT,
    docs.map((d) => ({
      product: normalizeProduct(toProductInput(d) as Parameters<typeof normalizeProduct>[0]),
      revision: d.revision,
    })),
  );
  const rules = makeRules(docs, 500);
  const synonyms = makeSynonyms(docs, 2000);
  const base: SearchDeps = {
    engine,
    analyzer,
    cards: projection,
    facts: (t) => projection.storeFacts(t),
    rankingFacts: (t, id) => projection.rankingFacts(t, id),
    rules: new RuleBook(async () => [], analyzer),
    synonyms: new SynonymBook(async () => [], analyzer),
    meter: nullMeter,
    newId: () => 'bench',
    now: () => new Date('2026-06-01T00:00:00Z'),
  };
  const merchandised: SearchDeps = {
    ...base,
    rules: new RuleBook(async () => rules, analyzer),
    synonyms: new SynonymBook(async () => [{ name: 'default', entries: synonyms }], analyzer),
  };
  const store: TenantView = {
    id: TENANT,
    slug: 'bench',
    name: 'Bench',
    status: 'active',
    planCode: 'enterprise',
    defaultLocale: 'en',
    locales: ['en', 'ar'],
    currency: 'SAR',
    search: DEFAULT_SEARCH_SETTINGS,
    trialEndsAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  const request = (q: string): SearchRequest => ({
    q,
    lang: 'auto',
    page: 1,
    per_page: 20,
    filters: {},
    sort: 'relevance',
    facets: [],
    device: 'unknown',
    debug: false,
    ai: 'auto',
  });
  const measure = async (deps: SearchDeps) => {
    for (const q of queries.slice(0, 200))
      await runSearch(deps, store, request(q), { settings: store.search, debug: false });
    const times: number[] = [];
    for (const q of queries) {
      const started = performance.now();
      await runSearch(deps, store, request(q), { settings: store.search, debug: false });
      times.push(performance.now() - started);
    }
    return {
      p50_ms: Number(percentile(times, 50).toFixed(3)),
      p99_ms: Number(percentile(times, 99).toFixed(3)),
    };
  };
  // Alternate the two runs so that machine noise falls on both alike.
  const plainA = await measure(base);
  const merchA = await measure(merchandised);
  const plainB = await measure(base);
  const merchB = await measure(merchandised);
  // Each half alone, once: where the growth comes from.
  const rulesOnly = await measure({ ...base, rules: merchandised.rules });
  const synonymsOnly = await measure({ ...base, synonyms: merchandised.synonyms });
  const plain = {
    p50_ms: Math.min(plainA.p50_ms, plainB.p50_ms),
    p99_ms: Math.min(plainA.p99_ms, plainB.p99_ms),
  };
  const merch = {
    p50_ms: Math.min(merchA.p50_ms, merchB.p50_ms),
    p99_ms: Math.min(merchA.p99_ms, merchB.p99_ms),
  };
  return {
    rules: rules.length,
    synonym_pairs: synonyms.length,
    queries: queries.length,
    plain,
    merchandised: merch,
    p99_growth_ms: Number((merch.p99_ms - plain.p99_ms).toFixed(3)),
    rules_only: rulesOnly,
    synonyms_only: synonymsOnly,
  };
}
