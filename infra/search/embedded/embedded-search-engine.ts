import type { Analyzer, Vocabulary } from '../../../domain/search/analyzer.ts';
import type { ProductChange, SearchEngine } from '../../../domain/search/search-engine.ts';
import type { SearchQuery, SuggestQuery } from '../../../domain/search/search-query.ts';
import type { SearchResult, SuggestResult } from '../../../domain/search/search-result.ts';
import { DEFAULT_RANKING, type RankingSettings } from './scorer.ts';
import { type SearchTools, search } from './searcher.ts';
import { type CompactionSettings, StoreIndex } from './store-index.ts';
import { StoreVocabulary } from './store-vocabulary.ts';
import { suggest } from './suggester.ts';

export interface EmbeddedSearchEngineOptions {
  /** Text analysis for indexing and querying (the same for both). */
  readonly analyzer: Analyzer;
  /** Consonant skeleton of a term, for `Vocabulary.termsBySkeleton` (empty answers without it). */
  readonly skeleton?: (term: string) => string;
  /** Overrides of the relevance constants (field boosts, BM25, bonuses and penalties). */
  readonly ranking?: Partial<RankingSettings>;
  /** When removed documents are purged; default: 1,000 removed and a quarter of the live count. */
  readonly compaction?: CompactionSettings;
  /** Removals remembered per store to refuse late, older upserts; default 100,000. */
  readonly removedRevisionLimit?: number;
  /**
   * Typo corrections are used when the query as typed finds fewer results than this; default 1
   * (only when it finds none). `Infinity` always adds corrections.
   */
  readonly typoThreshold?: number;
}

/** A change batch at least this large counts as a bulk load (spare capacity is released after it). */
const BULK_BATCH = 1_000;

/**
 * The default SearchEngine: in-process, all in memory, one index per store (tenant).
 * Operations run synchronously inside the returned promises; the process is single-threaded,
 * so a search never sees a half-applied batch.
 */
export class EmbeddedSearchEngine implements SearchEngine {
  readonly name = 'embedded';
  private readonly stores = new Map<string, { index: StoreIndex; tools: SearchTools; serial: number }>();
  /** Each store index made gets the next number: a store cleared and filled again never repeats a generation. */
  private serials = 0;
  private readonly ranking: RankingSettings;

  constructor(private readonly options: EmbeddedSearchEngineOptions) {
    this.ranking = { ...DEFAULT_RANKING, ...options.ranking };
  }

  async apply(tenantId: string, changes: readonly ProductChange[]): Promise<void> {
    if (changes.length === 0) return;
    this.store(tenantId).index.applyBatch(changes, changes.length >= BULK_BATCH);
  }

  async search(query: SearchQuery): Promise<SearchResult> {
    const store = this.stores.get(query.tenantId);
    if (store === undefined) return { hits: [], total: 0, facets: emptyFacets(query) };
    store.index.settle();
    return search(store.index, query, store.tools);
  }

  async suggest(query: SuggestQuery): Promise<SuggestResult> {
    const store = this.stores.get(query.tenantId);
    if (store === undefined) return { suggestions: [], productIds: [], categories: [] };
    store.index.settle();
    return suggest(store.index, query, store.tools);
  }

  async clear(tenantId: string): Promise<void> {
    this.stores.delete(tenantId);
  }

  async count(tenantId: string): Promise<number> {
    return this.stores.get(tenantId)?.index.count ?? 0;
  }

  async ping(): Promise<boolean> {
    return true;
  }

  /** The store's catalog words, for query-time analysis (optional capability, not in the port). */
  vocabulary(tenantId: string): Vocabulary {
    return this.store(tenantId).tools.vocabulary;
  }

  /** The store index's number and its own generation (bumped by every change it takes). */
  generation(tenantId: string): string {
    const store = this.stores.get(tenantId);
    return store === undefined ? 'none' : `${store.serial}.${store.index.generation}`;
  }

  private store(tenantId: string): { index: StoreIndex; tools: SearchTools; serial: number } {
    let store = this.stores.get(tenantId);
    if (store === undefined) {
      const index = new StoreIndex({
        analyzer: this.options.analyzer,
        ranking: this.ranking,
        compaction: this.options.compaction ?? { minRemoved: 1_000, ratio: 0.25 },
        removedRevisionLimit: this.options.removedRevisionLimit ?? 100_000,
      });
      const vocabulary = new StoreVocabulary(index, this.options.skeleton);
      const tools: SearchTools = {
        analyzer: this.options.analyzer,
        ranking: this.ranking,
        vocabulary,
        typoThreshold: this.options.typoThreshold ?? 1,
      };
      store = { index, tools, serial: ++this.serials };
      this.stores.set(tenantId, store);
    }
    return store;
  }
}

function emptyFacets(query: SearchQuery): SearchResult['facets'] {
  const typeOf = (name: string) => {
    const field = name.trim().toLowerCase();
    if (field === 'price') return 'range' as const;
    if (field === 'in_stock') return 'boolean' as const;
    return field === 'category' ? ('category_tree' as const) : ('terms' as const);
  };
  return query.facets.map((f) => ({ name: f.name, type: typeOf(f.name), buckets: [], min: null, max: null }));
}
