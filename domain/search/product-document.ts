/**
 * What a search engine indexes for one product: the catalog's product plus the display
 * fields, flattened for search. Built from ProductUpserted events by the search projector.
 */
export interface CategoryRef {
  readonly id: string;
  /** Names from the root downward, each a language map. */
  readonly path: readonly Readonly<Record<string, string>>[];
  /** Ids of this category's ancestors and itself, root first (for subtree filters). */
  readonly ancestorIds: readonly string[];
}

export interface ProductDocument {
  readonly id: string;
  readonly name: Readonly<Record<string, string>>;
  readonly description: Readonly<Record<string, string>>;
  readonly brand: string | null;
  /** Decimal price as a number (the card keeps the exact string). */
  readonly price: number;
  readonly salePrice: number | null;
  readonly currency: string;
  readonly inStock: boolean;
  readonly categories: readonly CategoryRef[];
  readonly attributes: Readonly<Record<string, string>>;
  /** Milliseconds since the epoch; used by the `newest` sort. */
  readonly createdAt: number;
  /** Business signal used by the `popular` sort (0 when unknown). */
  readonly popularity: number;
  /** Stream revision of the product; an engine ignores a change older than what it holds. */
  readonly revision: number;
}
