import type { CatalogProduct, StoreDefaults } from '../../../domain/connectors/store-platform.ts';
import { decimal, stripTags, text } from '../platform-text.ts';

interface Variant {
  price?: unknown;
  compare_at_price?: unknown;
  inventory_quantity?: unknown;
  inventory_policy?: unknown;
  sku?: unknown;
}
interface PlatformProduct {
  id?: unknown;
  title?: unknown;
  body_html?: unknown;
  vendor?: unknown;
  product_type?: unknown;
  handle?: unknown;
  status?: unknown;
  tags?: unknown;
  created_at?: unknown;
  variants?: Variant[];
  images?: { src?: unknown }[];
  image?: { src?: unknown } | null;
}

/**
 * A platform_a product as a catalog product: the cheapest variant's price (its
 * compare-at price, when higher, makes the price the sale price), in stock when a variant
 * has stock or sells without, the product page on the shop. Products not active on the
 * shop (draft, archived) are sent with `in_stock` false, never hidden silently. What is not
 * valid here is refused by the catalog's own validation, product by product.
 */
export function toCatalogProduct(raw: unknown, shop: string, store: StoreDefaults): CatalogProduct {
  const p = (raw ?? {}) as PlatformProduct;
  const variants = Array.isArray(p.variants) ? p.variants : [];
  const priced = variants
    .map((v) => ({ v, price: decimal(v.price) }))
    .filter((x): x is { v: Variant; price: string } => x.price !== null)
    .sort((a, b) => Number(a.price) - Number(b.price));
  const cheapest = priced[0];
  const compareAt = cheapest ? decimal(cheapest.v.compare_at_price) : null;
  const onSale = cheapest && compareAt && Number(compareAt) > Number(cheapest.price);
  const inStock =
    text(p.status) !== 'draft' &&
    text(p.status) !== 'archived' &&
    variants.some((v) => v.inventory_policy === 'continue' || Number(v.inventory_quantity ?? 0) > 0);
  const title = text(p.title);
  const description = typeof p.body_html === 'string' ? stripTags(p.body_html) : '';
  const handle = text(p.handle);
  const image = text(p.image?.src) ?? text(p.images?.[0]?.src);
  const type = text(p.product_type);
  const skus = variants.map((v) => text(v.sku)).filter((s): s is string => s !== null);
  return {
    id: p.id === undefined || p.id === null ? '' : String(p.id),
    name: title ? { [store.locale]: title } : {},
    brand: text(p.vendor),
    price: onSale ? compareAt : (cheapest?.price ?? ''),
    sale_price: onSale ? cheapest.price : null,
    currency: store.currency,
    in_stock: inStock,
    url: handle ? `https://${shop}/products/${encodeURIComponent(handle)}` : null,
    image_url: image,
    ...(description ? { description: { [store.locale]: description.slice(0, 10_000) } } : {}),
    ...(type
      ? { categories: [{ id: type.toLowerCase().slice(0, 128), path: [{ [store.locale]: type }] }] }
      : {}),
    ...(skus.length > 0 ? { attributes: { SKU: skus.slice(0, 20).join(', ').slice(0, 500) } } : {}),
    ...(typeof p.created_at === 'string' && !Number.isNaN(Date.parse(p.created_at))
      ? { created_at: new Date(p.created_at).toISOString() }
      : {}),
  };
}
