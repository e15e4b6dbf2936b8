import type { Vocabulary } from './analyzer.ts';
import type { ProductDocument } from './product-document.ts';
import type { SearchQuery, SuggestQuery } from './search-query.ts';
import type { SearchResult, SuggestResult } from './search-result.ts';

export type ProductChange =
  | { readonly kind: 'upsert'; readonly document: ProductDocument }
  | { readonly kind: 'remove'; readonly id: string; readonly revision: number };

/**
 * The search engine port. Adapters: the embedded in-process engine (default) and
 * Elasticsearch (`ELASTICSEARCH_URL`), chosen once at start (`infra/search/select-search-engine.ts`).
 * Text analysis is handed to the adapter at construction (an Analyzer).
 *
 * Capabilities only some adapters have are optional methods, checked where they are used
 * (`engine.vocabulary?.(…)`), never by asking which adapter this is.
 */
export interface SearchEngine {
  /** The adapter's name (`embedded`, `elasticsearch`): shown by health checks and debug traces. */
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

  /**
   * Optional: the store's catalog words with their frequencies, for spelling corrections,
   * did-you-mean and Arabizi readings (the embedded engine holds them in process). Without it
   * the search pipeline skips those steps.
   */
  vocabulary?(tenantId: string): Vocabulary | undefined;
  /**
   * Optional: a value that changes whenever this process's documents of the store change (and
   * never comes back once left), so that an answer built from them can be kept and reused
   * exactly until then. The embedded engine knows; an engine written to by other processes
   * does not implement it, and its answers are never kept.
   */
  generation?(tenantId: string): string;
  /**
   * Optional: build a store's documents off to the side and swap them in at once
   * (Elasticsearch: a new index behind the alias), so a reindex never shows an empty store.
   * Without it a reindex clears the store and loads it again.
   */
  rebuild?(
    tenantId: string,
    fill: (apply: (changes: readonly ProductChange[]) => Promise<void>) => Promise<void>,
  ): Promise<void>;
  /** Optional: release connections at shutdown (an in-process engine has none). */
  close?(): Promise<void>;
}
