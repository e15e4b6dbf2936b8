import { describe, expect, it } from 'vitest';
import { resetWaitMs } from './platform-b.ts';
import { toCatalogProduct } from './platform-b-product.ts';

const store = { locale: 'ar', currency: 'SAR' };
const base = {
  id: 11,
  name: 'جوال',
  price: 149,
  sale_price: 0,
  inventory_tracking: 'none',
  availability: 'available',
  is_visible: true,
};

describe('platform_b products as catalog products', () => {
  it('maps price, a lower sale price, the page on the storefront, the thumbnail, text and SKUs', () => {
    const p = toCatalogProduct(
      {
        ...base,
        sale_price: 99.5,
        sku: 'A',
        description: '<p>Fast&nbsp;<b>phone</b></p>',
        custom_url: { url: '/phone-x/' },
        variants: [{ sku: 'A' }, { sku: 'B' }],
        images: [
          { url_standard: 'https://cdn.example/2.jpg' },
          { url_standard: 'https://cdn.example/1.jpg', is_thumbnail: true },
        ],
        date_created: '2026-01-02T03:04:05+00:00',
      },
      'https://store-abc.example',
      store,
    );
    expect(p).toMatchObject({
      id: '11',
      name: { ar: 'جوال' },
      price: '149',
      sale_price: '99.5',
      currency: 'SAR',
      in_stock: true,
      url: 'https://store-abc.example/phone-x/',
      image_url: 'https://cdn.example/1.jpg',
      description: { ar: 'Fast phone' },
      attributes: { SKU: 'A, B' },
      created_at: '2026-01-02T03:04:05.000Z',
    });
    expect(toCatalogProduct({ ...base, sale_price: 200 }, 's', store).sale_price).toBeNull();
  });

  it('is in stock when visible, purchasable, and untracked or with stock', () => {
    const stock = (over: Record<string, unknown>) =>
      toCatalogProduct({ ...base, ...over }, 's', store).in_stock;
    expect(stock({})).toBe(true);
    expect(stock({ is_visible: false })).toBe(false);
    expect(stock({ availability: 'disabled' })).toBe(false);
    expect(stock({ inventory_tracking: 'product', inventory_level: 0 })).toBe(false);
    expect(stock({ inventory_tracking: 'product', inventory_level: 2 })).toBe(true);
    expect(
      stock({ inventory_tracking: 'variant', variants: [{ inventory_level: 3, purchasing_disabled: true }] }),
    ).toBe(false);
    expect(
      stock({ inventory_tracking: 'variant', variants: [{ inventory_level: 0 }, { inventory_level: 1 }] }),
    ).toBe(true);
  });

  it("waits out a 429 as the platform's reset header says, within bounds", () => {
    expect(resetWaitMs({ 'x-rate-limit-time-reset-ms': '1500' })).toBe(1500);
    expect(resetWaitMs({ 'x-rate-limit-time-reset-ms': '999999' })).toBe(30_000);
    expect(resetWaitMs({})).toBe(1_000);
  });
});
