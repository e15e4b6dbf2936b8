import { describe, expect, it } from 'vitest';
import { toCatalogProduct } from './platform-c-product.ts';

const store = { locale: 'en', currency: 'AED' };
const base = {
  id: '00000000-0000-4000-8000-000000000011',
  name: 'Desk lamp',
  visible: true,
  price: { currency: 'AED', price: 120, discountedPrice: 120 },
  stock: { inStock: true },
};

describe('platform_c products as catalog products', () => {
  it('maps price, a lower discounted price, the product page, the image, brand, text and SKU', () => {
    const p = toCatalogProduct(
      {
        ...base,
        price: { currency: 'AED', price: 120, discountedPrice: 90 },
        brand: 'Lumo',
        sku: 'L-1',
        description: '<p>Warm <i>light</i></p>',
        media: { mainMedia: { image: { url: 'https://static.example/l.jpg' } } },
        productPageUrl: { base: 'https://shop.example/', path: '/product-page/desk-lamp' },
      },
      store,
    );
    expect(p).toMatchObject({
      id: base.id,
      name: { en: 'Desk lamp' },
      brand: 'Lumo',
      price: '120',
      sale_price: '90',
      currency: 'AED',
      in_stock: true,
      url: 'https://shop.example/product-page/desk-lamp',
      image_url: 'https://static.example/l.jpg',
      description: { en: 'Warm light' },
      attributes: { SKU: 'L-1' },
    });
    expect(toCatalogProduct(base, store).sale_price).toBeNull();
  });

  it('is in stock only when visible and in stock on the platform', () => {
    expect(toCatalogProduct({ ...base, visible: false }, store).in_stock).toBe(false);
    expect(toCatalogProduct({ ...base, stock: { inStock: false } }, store).in_stock).toBe(false);
    expect(toCatalogProduct({ ...base, stock: null }, store).in_stock).toBe(false);
  });
});
