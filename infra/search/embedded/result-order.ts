import type { SortOrder } from '../../../domain/search/search-query.ts';
import { hasBit } from './bitset.ts';
import type { StoreIndex } from './store-index.ts';

export interface OrderOptions {
  /** No query words: relevance falls back to popularity. */
  readonly browse: boolean;
  /** In-stock documents first (relevance sort only). */
  readonly inStockFirst: boolean;
}

/**
 * `before(a, b)`: does document `a` rank ahead of `b`? Scores are read from the scratch's
 * `docScore`. Every sort breaks ties by relevance, then by product id.
 */
export function resultOrder(
  index: StoreIndex,
  sort: SortOrder,
  options: OrderOptions,
): (a: number, b: number) => boolean {
  const { ids, price, createdAt, popularity, inStock } = index.documents;
  const score = index.scratch.docScore;
  const tieBreak = (a: number, b: number): boolean => {
    const sa = score[a] ?? 0;
    const sb = score[b] ?? 0;
    if (sa !== sb) return sa > sb;
    if (options.browse) {
      const pa = popularity[a] ?? 0;
      const pb = popularity[b] ?? 0;
      if (pa !== pb) return pa > pb;
    }
    return (ids[a] ?? '') < (ids[b] ?? '');
  };
  const descending = (column: Float64Array) => (a: number, b: number) => {
    const x = column[a] ?? 0;
    const y = column[b] ?? 0;
    return x !== y ? x > y : tieBreak(a, b);
  };
  switch (sort) {
    case 'relevance':
      if (!options.inStockFirst) return tieBreak;
      return (a, b) => {
        const sa = hasBit(inStock, a);
        return sa !== hasBit(inStock, b) ? sa : tieBreak(a, b);
      };
    case 'price_asc':
      return (a, b) => {
        const x = price[a] ?? 0;
        const y = price[b] ?? 0;
        return x !== y ? x < y : tieBreak(a, b);
      };
    case 'price_desc':
      return descending(price);
    case 'newest':
      return descending(createdAt);
    case 'popular':
      return descending(popularity);
    default: {
      const unknown: never = sort;
      throw new Error(`unknown sort ${String(unknown)}`);
    }
  }
}
