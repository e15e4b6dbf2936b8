/** A search as the engine sees it: text plus structured constraints. */
import type { AnalyzedToken } from './analyzer.ts';

export type SortOrder = 'relevance' | 'price_asc' | 'price_desc' | 'newest' | 'popular';
export const SORT_ORDERS: readonly SortOrder[] = [
  'relevance',
  'price_asc',
  'price_desc',
  'newest',
  'popular',
];

/**
 * Filter names: `brand`, `category` (matches the category and its subtree), `in_stock`,
 * `price` (range), or any attribute name (terms, matched case-insensitively).
 */
export type Filter =
  | { readonly kind: 'terms'; readonly field: string; readonly values: readonly string[] }
  | {
      readonly kind: 'range';
      readonly field: string;
      readonly gte: number | null;
      readonly lte: number | null;
    }
  | { readonly kind: 'boolean'; readonly field: string; readonly value: boolean };

export type FacetType = 'terms' | 'range' | 'boolean' | 'category_tree';

export interface FacetRequest {
  /** `brand`, `category`, `price`, `in_stock`, or an attribute name. */
  readonly name: string;
  /** At most this many buckets (terms, category_tree). */
  readonly size?: number;
}

export interface TypoSettings {
  readonly enabled: boolean;
  /** Words of at least this many characters may have one edit. */
  readonly oneTypoMinLength: number;
  /** Words of at least this many characters may have two edits. */
  readonly twoTyposMinLength: number;
}

export const DEFAULT_TYPO_SETTINGS: TypoSettings = {
  enabled: true,
  oneTypoMinLength: 4,
  twoTyposMinLength: 8,
};

/** Which words of a query need not all match (see `SearchQuery.optional`). */
export interface OptionalWords {
  readonly words: readonly number[];
  readonly minimum: number;
}

export interface SearchQuery {
  readonly tenantId: string;
  readonly text: string;
  /**
   * The words of `text` already analyzed (query mode, with the store's vocabulary, global
   * synonyms setting and synonyms, as the engine would analyze them). When given, the engine
   * reads them instead of analyzing `text` again: the search pipeline understands a query once
   * and hands every engine call its words.
   */
  readonly tokens?: readonly AnalyzedToken[];
  /**
   * Words that need not all match, by their index among the query's words (as analyzed): a
   * result matches every other word and at least `minimum` of these, and each of them it matches
   * adds to its score (`must` and `should` with `minimum_should_match`). With no other word, at
   * least one must match. A word found only through typo corrections weighs no more than the
   * least weighty word matched as typed, so a look-alike of an unknown word never outranks a
   * known word. Absent: every word must match.
   */
  readonly optional?: OptionalWords;
  readonly lang: string;
  readonly filters: readonly Filter[];
  readonly facets: readonly FacetRequest[];
  readonly sort: SortOrder;
  /** 0-based offset and page size. */
  readonly offset: number;
  readonly limit: number;
  readonly typo: TypoSettings;
  /** Treat the last word as a prefix (search-as-you-type). */
  readonly prefixLast: boolean;
  /** Return highlights for the hits on this page, in this language. */
  readonly highlight: boolean;
  /** Ids that must rank first / never appear (merchandising). Optional. */
  readonly excludeIds?: readonly string[];
  /** Multiplicative score factors per product id (boost > 1, bury < 1). */
  readonly boosts?: ReadonlyMap<string, number>;
  /** Put in-stock products before out-of-stock ones (relevance sort only). */
  readonly inStockFirst?: boolean;
  /** false: no platform-wide (dialect) synonyms for this query. */
  readonly globalSynonyms?: boolean;
  /** The store's synonyms of a normalized word form, for query-time expansion. */
  readonly synonyms?: (form: string) => readonly string[];
}

export interface SuggestQuery {
  readonly tenantId: string;
  readonly text: string;
  readonly lang: string;
  readonly limit: number;
  readonly products: number;
  readonly typo: TypoSettings;
}
