import type { ProductInput } from '../../domain/catalog/product.ts';

/** A name or description per language, as the store writes it (any of Arabic, English, French). */
export interface Texts {
  readonly ar?: string;
  readonly en?: string;
  readonly fr?: string;
}

/** One level of a category path: every language the store names it in. */
export type CategoryLevel = readonly [en: string, ar: string, fr?: string];

export interface Category {
  readonly id: string;
  readonly path: readonly Readonly<Record<string, string>>[];
}

const levelTexts = ([en, ar, fr]: CategoryLevel): Record<string, string> => ({
  en,
  ar,
  ...(fr === undefined ? {} : { fr }),
});

/** A category of the store's tree, root first: `category('phone-cases', accessories, ['Cases', 'جرابات'])`. */
export const category = (id: string, ...levels: readonly CategoryLevel[]): Category => ({
  id,
  path: levels.map(levelTexts),
});

/** Optional parts of a row: sale price, attributes, description, stock. */
export interface RowExtras {
  readonly sale?: string;
  readonly attrs?: Readonly<Record<string, string>>;
  readonly desc?: Texts;
  readonly inStock?: boolean;
}

const texts = (t: Texts): Record<string, string> =>
  Object.fromEntries(Object.entries(t).filter(([, v]) => v !== undefined && v !== ''));

/** One product, in the shape of POST /v1/products/batch, priced in SAR. */
export const row = (
  id: string,
  brand: string | null,
  price: string,
  cat: Category,
  name: Texts,
  extras: RowExtras = {},
): ProductInput => ({
  id,
  name: texts(name),
  brand,
  price,
  ...(extras.sale === undefined ? {} : { sale_price: extras.sale }),
  currency: 'SAR',
  in_stock: extras.inStock ?? true,
  categories: [{ id: cat.id, path: cat.path.map((level) => ({ ...level })) }],
  attributes: { ...(extras.attrs ?? {}) },
  ...(extras.desc ? { description: texts(extras.desc) } : {}),
});
