import type { FacetType } from './search-query.ts';

export interface SearchHitRef {
  readonly id: string;
  readonly score: number;
  /** Field name (`name`, `brand`, `description`, ...) to text with matches wrapped in <em>. */
  readonly highlights: Readonly<Record<string, string>>;
}

export interface FacetBucket {
  readonly value: string;
  readonly label: Readonly<Record<string, string>> | null;
  readonly count: number;
}

export interface FacetResult {
  readonly name: string;
  readonly type: FacetType;
  readonly buckets: readonly FacetBucket[];
  readonly min: number | null;
  readonly max: number | null;
}

export interface SearchResult {
  readonly hits: readonly SearchHitRef[];
  readonly total: number;
  readonly facets: readonly FacetResult[];
}

export type SuggestionKind = 'query' | 'category' | 'brand';

export interface SuggestionRef {
  readonly text: string;
  /** The text with the typed part wrapped in <em>, or null. */
  readonly highlighted: string | null;
  readonly kind: SuggestionKind;
  /** Category id or brand value when kind is category or brand. */
  readonly target: string | null;
}

export interface SuggestResult {
  readonly suggestions: readonly SuggestionRef[];
  /** Product ids for previews, best first. */
  readonly productIds: readonly string[];
  readonly categories: readonly FacetBucket[];
}
