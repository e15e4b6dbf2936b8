import type { CatalogProduct, StoreDefaults } from '../../../domain/connectors/store-platform.ts';
import { decimal, stripTags, text } from '../platform-text.ts';

interface PlatformProduct {
  id?: unknown;
  name?: unknown;
  slug?: unknown;
  visible?: unknown;
  productType?: unknown;
  description?: unknown;
  sku?: unknown;
  brand?: unknown;
  price?: { price?: unknown; discountedPrice?: unknown } | null;
  stock?: { inStock?: unknown } | null;
  media?: { mainMedia?: { image?: { url?: unknown } | null } | null } | null;
  productPageUrl?: { base?: unknown; path?: unknown } | null;
  createdDate?: unknown;
}

/**
 * A platform_c store product as a catalog product: its price (a lower discounted price is the
 * sale price), in stock when it is visible and the platform says it is in stock, the product
 * page (`productPageUrl`), the main image, the description without its HTML, the brand and
 * the SKU.
 */
export function toCatalogProduct(raw: unknown, store: StoreDefaults): CatalogProduct {
  const p = (raw ?? {}) as PlatformProduct;
  const price = decimal(p.price?.price);
  const discounted = decimal(p.price?.discountedPrice);
  const onSale = price !== null && discounted !== null && Number(discounted) < Number(price);
  const title = text(p.name);
  const description = typeof p.description === 'string' ? stripTags(p.description) : '';
  const pageBase = text(p.productPageUrl?.base);
  const pagePath = text(p.productPageUrl?.path);
  const sku = text(p.sku);
  return {
    id: text(p.id) ?? '',
    name: title ? { [store.locale]: title } : {},
    brand: text(p.brand),
    price: price ?? '',
    sale_price: onSale ? discounted : null,
    currency: store.currency,
    in_stock: p.visible !== false && p.stock?.inStock === true,
    url: pageBase && pagePath ? `${pageBase.replace(/\/+$/, '')}/${pagePath.replace(/^\/+/, '')}` : null,
    image_url: text(p.media?.mainMedia?.image?.url),
    ...(description ? { description: { [store.locale]: description.slice(0, 10_000) } } : {}),
    ...(sku ? { attributes: { SKU: sku.slice(0, 500) } } : {}),
    ...(typeof p.createdDate === 'string' && !Number.isNaN(Date.parse(p.createdDate))
      ? { created_at: new Date(p.createdDate).toISOString() }
      : {}),
  };
}
