import type { CatalogProduct, StoreDefaults } from '../../../domain/connectors/store-platform.ts';
import { decimal, stripTags, text } from '../platform-text.ts';

interface Variant {
  sku?: unknown;
  price?: unknown;
  sale_price?: unknown;
  inventory_level?: unknown;
  purchasing_disabled?: unknown;
}
interface PlatformProduct {
  id?: unknown;
  name?: unknown;
  sku?: unknown;
  description?: unknown;
  price?: unknown;
  sale_price?: unknown;
  inventory_level?: unknown;
  inventory_tracking?: unknown;
  availability?: unknown;
  is_visible?: unknown;
  custom_url?: { url?: unknown } | null;
  date_created?: unknown;
  variants?: Variant[];
  images?: { url_standard?: unknown; is_thumbnail?: unknown }[];
}

const positive = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * A platform_b catalog product as a catalog product: its price (a lower sale price, when set,
 * is the sale price), in stock when it is visible, purchasable and either not tracked or with
 * stock on the product or a variant, the product page on the storefront (`custom_url`), the
 * thumbnail image, the description without its HTML and the SKUs as an attribute.
 */
export function toCatalogProduct(raw: unknown, storeUrl: string, store: StoreDefaults): CatalogProduct {
  const p = (raw ?? {}) as PlatformProduct;
  const variants = Array.isArray(p.variants) ? p.variants : [];
  const price = decimal(p.price);
  const sale = decimal(p.sale_price);
  const onSale = price !== null && sale !== null && Number(sale) > 0 && Number(sale) < Number(price);
  const tracked = p.inventory_tracking === 'product' || p.inventory_tracking === 'variant';
  const stocked =
    p.inventory_tracking === 'variant'
      ? variants.some((v) => v.purchasing_disabled !== true && positive(v.inventory_level) > 0)
      : positive(p.inventory_level) > 0;
  const inStock = p.is_visible !== false && text(p.availability) !== 'disabled' && (!tracked || stocked);
  const title = text(p.name);
  const description = typeof p.description === 'string' ? stripTags(p.description) : '';
  const path = text(p.custom_url?.url);
  const images = Array.isArray(p.images) ? p.images : [];
  const image = text((images.find((i) => i.is_thumbnail === true) ?? images[0])?.url_standard);
  const skus = [text(p.sku), ...variants.map((v) => text(v.sku))].filter(
    (s, i, all): s is string => s !== null && all.indexOf(s) === i,
  );
  return {
    id: p.id === undefined || p.id === null ? '' : String(p.id),
    name: title ? { [store.locale]: title } : {},
    price: onSale ? price : (price ?? ''),
    sale_price: onSale ? sale : null,
    currency: store.currency,
    in_stock: inStock,
    url: path ? `${storeUrl}${path.startsWith('/') ? '' : '/'}${path}` : null,
    image_url: image,
    ...(description ? { description: { [store.locale]: description.slice(0, 10_000) } } : {}),
    ...(skus.length > 0 ? { attributes: { SKU: skus.slice(0, 20).join(', ').slice(0, 500) } } : {}),
    ...(typeof p.date_created === 'string' && !Number.isNaN(Date.parse(p.date_created))
      ? { created_at: new Date(p.date_created).toISOString() }
      : {}),
  };
}
