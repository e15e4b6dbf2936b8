import { Document } from 'flexsearch';
import MiniSearch from 'minisearch';
import { consonantSkeleton, createAnalyzer } from '../../domain/language/index.ts';
import type { ProductDocument } from '../../domain/search/product-document.ts';
import { DEFAULT_TYPO_SETTINGS, type Filter, type SearchQuery } from '../../domain/search/search-query.ts';
import { EmbeddedSearchEngine } from '../../infra/search/embedded/embedded-search-engine.ts';
import { SimpleAnalyzer } from '../../infra/search/embedded/simple-analyzer.ts';
import { FACETS, type FilteredQuery, type TextQuery } from './search-bench-queries.ts';

/** What the benchmark asks of each engine. Text searches answer the top-20 ids. */
export interface BenchEngine {
  readonly name: string;
  build(products: readonly ProductDocument[]): Promise<void>;
  words(query: TextQuery): Promise<readonly string[]>;
  typing(query: TextQuery): Promise<readonly string[]>;
  /** Filtered search with facet counts; answers the number of matches. */
  filtered(query: FilteredQuery): Promise<number>;
}

const TOP = 20;
const TENANT = 'bench';

/**
 * The embedded engine. `language` (the default) is the engine the service runs: the language
 * layer's Arabic-first analyzer and consonant skeletons, wired as infra/runtime.ts wires them;
 * `simple` is the same engine with the surface-form-only SimpleAnalyzer.
 */
export class EmbeddedBench implements BenchEngine {
  readonly name: string;
  private readonly engine: EmbeddedSearchEngine;

  constructor(analyzer: 'language' | 'simple' = 'language') {
    this.name = analyzer === 'language' ? 'embedded' : 'embedded-simple';
    this.engine =
      analyzer === 'language'
        ? new EmbeddedSearchEngine({ analyzer: createAnalyzer(), skeleton: consonantSkeleton })
        : new EmbeddedSearchEngine({ analyzer: new SimpleAnalyzer() });
  }

  async build(products: readonly ProductDocument[]): Promise<void> {
    // As a start-up rebuild from the read model would: pages of 5,000 products.
    for (let i = 0; i < products.length; i += 5_000) {
      await this.engine.apply(
        TENANT,
        products.slice(i, i + 5_000).map((document) => ({ kind: 'upsert', document })),
      );
    }
  }

  private query(q: TextQuery, overrides: Partial<SearchQuery>): SearchQuery {
    return {
      tenantId: TENANT,
      text: q.text,
      lang: q.lang,
      filters: [],
      facets: [],
      sort: 'relevance',
      offset: 0,
      limit: TOP,
      typo: DEFAULT_TYPO_SETTINGS,
      prefixLast: false,
      highlight: false,
      ...overrides,
    };
  }

  async words(q: TextQuery): Promise<readonly string[]> {
    return (await this.engine.search(this.query(q, {}))).hits.map((h) => h.id);
  }

  async typing(q: TextQuery): Promise<readonly string[]> {
    return (await this.engine.search(this.query(q, { prefixLast: true }))).hits.map((h) => h.id);
  }

  async filtered(q: FilteredQuery): Promise<number> {
    const facets = FACETS.map((name) => ({ name }));
    return (await this.engine.search(this.query(q, { filters: q.filters, facets }))).total;
  }
}

/** Flat fields for the baselines (they index strings, not nested documents). */
interface FlatProduct {
  readonly id: string;
  readonly name_en: string;
  readonly name_ar: string;
  readonly brand: string;
  readonly category: string;
  readonly attributes: string;
  readonly description: string;
  [field: string]: string;
}

const flatten = (p: ProductDocument): FlatProduct => ({
  id: p.id,
  name_en: p.name.en ?? '',
  name_ar: p.name.ar ?? '',
  brand: p.brand ?? '',
  category: p.categories.flatMap((c) => c.path.flatMap((level) => Object.values(level))).join(' '),
  attributes: Object.values(p.attributes).join(' '),
  description: Object.values(p.description).join(' '),
});

const FIELDS = ['name_en', 'name_ar', 'brand', 'category', 'attributes', 'description'];

/** Filters and (plain, not disjunctive) facet counts done in application code over all matches. */
class ApplicationFilters {
  private readonly byId = new Map<string, ProductDocument>();

  index(products: readonly ProductDocument[]): void {
    for (const p of products) this.byId.set(p.id, p);
  }

  matches(id: string, filters: readonly Filter[]): boolean {
    const p = this.byId.get(id);
    if (p === undefined) return false;
    return filters.every((f) => {
      if (f.kind === 'boolean') return p.inStock === f.value;
      if (f.kind === 'range') {
        const price = p.salePrice ?? p.price;
        return price >= (f.gte ?? Number.NEGATIVE_INFINITY) && price <= (f.lte ?? Number.POSITIVE_INFINITY);
      }
      const wanted = new Set(f.values.map((v) => v.toLowerCase()));
      if (f.field === 'brand') return wanted.has((p.brand ?? '').toLowerCase());
      if (f.field === 'category') return p.categories.some((c) => c.ancestorIds.some((a) => wanted.has(a)));
      return wanted.has((p.attributes[f.field] ?? '').toLowerCase());
    });
  }

  facetCounts(ids: readonly string[]): number {
    const counts = new Map<string, number>();
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    const bump = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
    for (const id of ids) {
      const p = this.byId.get(id);
      if (p === undefined) continue;
      bump(`brand:${p.brand}`);
      bump(`color:${p.attributes.color}`);
      bump(`in_stock:${p.inStock}`);
      for (const c of p.categories) for (const a of c.ancestorIds) bump(`category:${a}`);
      const price = p.salePrice ?? p.price;
      min = Math.min(min, price);
      max = Math.max(max, price);
    }
    return counts.size + (min <= max ? 1 : 0);
  }
}

export class MiniSearchBench implements BenchEngine {
  readonly name = 'minisearch';
  private readonly index = new MiniSearch<FlatProduct>({
    fields: FIELDS,
    idField: 'id',
    searchOptions: { fuzzy: 0.2, prefix: true },
  });
  private readonly app = new ApplicationFilters();

  async build(products: readonly ProductDocument[]): Promise<void> {
    this.index.addAll(products.map(flatten));
    this.app.index(products);
  }

  async words(q: TextQuery): Promise<readonly string[]> {
    return this.index
      .search(q.text)
      .slice(0, TOP)
      .map((r) => String(r.id));
  }

  async typing(q: TextQuery): Promise<readonly string[]> {
    return this.words(q);
  }

  async filtered(q: FilteredQuery): Promise<number> {
    const ids = this.index
      .search(q.text, { filter: (r) => this.app.matches(String(r.id), q.filters) })
      .map((r) => String(r.id));
    this.app.facetCounts(ids);
    return ids.length;
  }
}

interface FlexHit {
  readonly id: string | number;
}

const isFlexHit = (value: unknown): value is FlexHit =>
  typeof value === 'object' && value !== null && 'id' in value;

export class FlexSearchBench implements BenchEngine {
  readonly name = 'flexsearch';
  private readonly index = new Document<FlatProduct>({
    document: { id: 'id', index: FIELDS },
    tokenize: 'forward',
    cache: false,
  });
  private readonly app = new ApplicationFilters();

  async build(products: readonly ProductDocument[]): Promise<void> {
    for (const p of products) this.index.add(flatten(p));
    this.app.index(products);
  }

  private ids(text: string, limit: number): string[] {
    const results: unknown = this.index.search(text, { limit, merge: true });
    return Array.isArray(results) ? results.filter(isFlexHit).map((r) => String(r.id)) : [];
  }

  async words(q: TextQuery): Promise<readonly string[]> {
    return this.ids(q.text, TOP);
  }

  async typing(q: TextQuery): Promise<readonly string[]> {
    return this.ids(q.text, TOP);
  }

  async filtered(q: FilteredQuery): Promise<number> {
    const ids = this.ids(q.text, 100_000).filter((id) => this.app.matches(id, q.filters));
    this.app.facetCounts(ids);
    return ids.length;
  }
}
