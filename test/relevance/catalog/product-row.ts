import type { ProductInput } from '../../../domain/catalog/product.ts';
import type { CategoryIn } from './categories.ts';

export type Names = { readonly en?: string; readonly ar?: string };

/** Optional parts of a catalog row: attributes, descriptions, stock. */
export interface RowExtras {
  readonly attributes?: Readonly<Record<string, string>>;
  readonly description?: Names;
  readonly inStock?: boolean;
}

/** One product of the fixed catalog, in the shape of POST /v1/products/batch. */
export const product = (
  id: string,
  brand: string | null,
  price: string,
  category: CategoryIn,
  name: Names,
  extras: RowExtras = {},
): ProductInput => ({
  id,
  name: { ...name },
  brand,
  price,
  currency: 'SAR',
  in_stock: extras.inStock ?? true,
  categories: [{ id: category.id, path: category.path.map((level) => ({ ...level })) }],
  attributes: { ...(extras.attributes ?? {}) },
  ...(extras.description ? { description: { ...extras.description } } : {}),
});
