/** Where a source column goes in a product. `lang` null: the import's locale (untagged text). */
export type FieldTarget =
  | { readonly kind: 'id' }
  | { readonly kind: 'name'; readonly lang: string | null }
  | { readonly kind: 'description'; readonly lang: string | null }
  | { readonly kind: 'categories'; readonly lang: string | null }
  | { readonly kind: 'brand' }
  | { readonly kind: 'price' }
  | { readonly kind: 'sale_price' }
  | { readonly kind: 'currency' }
  | { readonly kind: 'stock' }
  | { readonly kind: 'url' }
  | { readonly kind: 'image' }
  | { readonly kind: 'attribute'; readonly name: string }
  | { readonly kind: 'popularity' }
  | { readonly kind: 'rating' }
  | { readonly kind: 'ignore' };

const SIMPLE: Readonly<Record<string, FieldTarget>> = {
  id: { kind: 'id' },
  sku: { kind: 'id' },
  brand: { kind: 'brand' },
  price: { kind: 'price' },
  sale_price: { kind: 'sale_price' },
  currency: { kind: 'currency' },
  in_stock: { kind: 'stock' },
  stock: { kind: 'stock' },
  availability: { kind: 'stock' },
  quantity: { kind: 'stock' },
  url: { kind: 'url' },
  link: { kind: 'url' },
  image_url: { kind: 'image' },
  image: { kind: 'image' },
  images: { kind: 'image' },
  popularity: { kind: 'popularity' },
  rating: { kind: 'rating' },
  ignore: { kind: 'ignore' },
};
const TEXT_FIELDS = {
  name: 'name',
  title: 'name',
  description: 'description',
  categories: 'categories',
  category: 'categories',
} as const;

/**
 * A mapping value as the client writes it: `id`, `name`, `name.ar`, `description.en`, `price`,
 * `sale_price`, `currency`, `in_stock` (or `stock`, `availability`, `quantity`), `url`,
 * `image_url` (or `images`), `categories` / `categories.ar`, `attributes.<Name>`, `brand`,
 * `popularity`, `rating`, `ignore`. Null when it names no field.
 */
export function parseFieldTarget(text: string): FieldTarget | null {
  const t = text.trim();
  const simple = SIMPLE[t.toLowerCase()];
  if (simple) return simple;
  const attribute = /^(?:attributes?)[.:](.{1,100})$/i.exec(t);
  if (attribute?.[1]?.trim()) return { kind: 'attribute', name: attribute[1].trim() };
  const text2 = /^([a-z]+)(?:\.([a-z]{2}))?$/i.exec(t);
  if (!text2) return null;
  const field = TEXT_FIELDS[(text2[1] ?? '').toLowerCase() as keyof typeof TEXT_FIELDS];
  if (!field) return null;
  return { kind: field, lang: text2[2]?.toLowerCase() ?? null };
}

/** The language a target writes in, when it names one. */
export const targetLanguage = (t: FieldTarget): string | null =>
  t.kind === 'name' || t.kind === 'description' || t.kind === 'categories' ? t.lang : null;
