import type { ProductDocument } from './product-document.ts';
import type { SearchQuery, SuggestQuery } from './search-query.ts';
import type { SearchResult, SuggestResult } from './search-result.ts';

export type ProductChange =
  | { readonly kind: 'upsert'; readonly document: ProductDocument }
  | { readonly kind: 'remove'; readonly id: string; readonly revision: number };

/**
 * The search engine port. Adapters: the embedded in-process engine (default) and
 * Elasticsearch. Text analysis is handed to the adapter at construction (an Analyzer).
 */
export interface SearchEngine {
  readonly name: string;
  /** Apply catalog changes for one store, in order. Older revisions than held are ignored. */
  apply(tenantId: string, changes: readonly ProductChange[]): Promise<void>;
  search(query: SearchQuery): Promise<SearchResult>;
  suggest(query: SuggestQuery): Promise<SuggestResult>;
  /** Forget every document of a store (reindex starts from here). */
  clear(tenantId: string): Promise<void>;
  /** Number of documents held for a store. */
  count(tenantId: string): Promise<number>;
  /** Liveness of the backing store (always true in-process). */
  ping(): Promise<boolean>;
}

/**
 * Optional capability: build a store's documents off to the side and swap them in at once
 * (Elasticsearch: a new index behind the alias), so a reindex never shows an empty store.
 */
export interface RebuildingSearchEngine extends SearchEngine {
  rebuild(
    tenantId: string,
    fill: (apply: (changes: readonly ProductChange[]) => Promise<void>) => Promise<void>,
  ): Promise<void>;
}

export const canRebuild = (engine: SearchEngine): engine is RebuildingSearchEngine =>
  typeof (engine as Partial<RebuildingSearchEngine>).rebuild === 'function';
