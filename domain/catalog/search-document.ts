import type { CategoryRef, ProductDocument } from '../search/product-document.ts';
import type { Product } from './product.ts';

/** A stable key for a category path, from its names (the first language present at each level). */
export const categoryPathKey = (path: readonly Readonly<Record<string, string>>[]): string =>
  path
    .map((level) => {
      const lang = Object.keys(level).sort()[0];
      return (lang ? (level[lang] ?? '') : '').trim().toLowerCase().replace(/\s+/g, '-');
    })
    .join('>');

/**
 * Ancestor categories are named by the merchant only as a path of names: an ancestor is
 * known by the id some product declared for that path, or else by its path key.
 */
export type CategoryIdOfPath = (pathKey: string) => string | undefined;

const toNumber = (decimal: string | null): number | null => (decimal === null ? null : Number(decimal));

export function toSearchDocument(
  product: Product,
  revision: number,
  categoryIdOf: CategoryIdOfPath,
): ProductDocument {
  const categories: CategoryRef[] = product.categories.map((c) => {
    const ancestors = c.path.slice(0, -1).map((_, i) => {
      const key = categoryPathKey(c.path.slice(0, i + 1));
      return categoryIdOf(key) ?? key;
    });
    return { id: c.id, path: c.path, ancestorIds: [...ancestors, c.id] };
  });
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    brand: product.brand,
    price: Number(product.price),
    salePrice: toNumber(product.sale_price),
    currency: product.currency,
    inStock: product.in_stock,
    categories,
    attributes: product.attributes,
    createdAt: product.created_at ? Date.parse(product.created_at) : 0,
    popularity: product.popularity,
    revision,
  };
}
