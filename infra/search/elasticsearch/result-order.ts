import type { estypes } from '@elastic/elasticsearch';
import type { SortOrder } from '../../../domain/search/search-query.ts';
import { F } from './fields.ts';

export interface OrderOptions {
  /** No query words: relevance falls back to popularity. */
  readonly browse: boolean;
  /** In-stock products first (relevance sort only). */
  readonly inStockFirst: boolean;
}

/** Every sort breaks ties by relevance, then (browsing) popularity, then product id. */
export function sortClauses(sort: SortOrder, options: OrderOptions): estypes.SortCombinations[] {
  const ties: estypes.SortCombinations[] = [
    { _score: { order: 'desc' } },
    ...(options.browse ? [{ [F.popularity]: { order: 'desc' as const } }] : []),
    { [F.id]: { order: 'asc' } },
  ];
  switch (sort) {
    case 'relevance':
      return options.inStockFirst ? [{ [F.inStock]: { order: 'desc' } }, ...ties] : ties;
    case 'price_asc':
      return [{ [F.price]: { order: 'asc' } }, ...ties];
    case 'price_desc':
      return [{ [F.price]: { order: 'desc' } }, ...ties];
    case 'newest':
      return [{ [F.createdAt]: { order: 'desc' } }, ...ties];
    case 'popular':
      return [{ [F.popularity]: { order: 'desc' } }, ...ties];
    default: {
      const unknown: never = sort;
      throw new Error(`unknown sort ${String(unknown)}`);
    }
  }
}
