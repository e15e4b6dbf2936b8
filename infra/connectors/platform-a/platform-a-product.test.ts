import { describe, expect, it } from 'vitest';
import { nextLink } from './platform-a.ts';
import { toCatalogProduct } from './platform-a-product.ts';

const store = { locale: 'ar', currency: 'SAR' };

describe('platform_a products as catalog products', () => {
  it('takes the cheapest variant; a higher compare-at price makes it the sale price', () => {
    const p = toCatalogProduct(
      {
        id: 11,
        title: 'جوال',
        handle: 'phone x',
        vendor: 'Acme',
        product_type: 'Phones',
        body_html: '<p>Fast&nbsp;<b>phone</b></p>',
        variants: [
          { price: '120.00', compare_at_price: null, inventory_quantity: 0, sku: 'B' },
          { price: '99.50', compare_at_price: '149.00', inventory_quantity: 2, sku: 'A' },
        ],
        images: [{ src: 'https://cdn.example/1.jpg' }],
      },
      'acme.myplatform-a.com',
      store,
    );
    expect(p).toMatchObject({
      id: '11',
      name: { ar: 'جوال' },
      price: '149.00',
      sale_price: '99.50',
      currency: 'SAR',
      in_stock: true,
      url: 'https://acme.myplatform-a.com/products/phone%20x',
      image_url: 'https://cdn.example/1.jpg',
      description: { ar: 'Fast phone' },
      categories: [{ id: 'phones', path: [{ ar: 'Phones' }] }],
      attributes: { SKU: 'B, A' },
    });
  });

  it('draft products and products without stock are out of stock; selling without stock is in stock', () => {
    const base = { id: 1, title: 't', variants: [{ price: '1', inventory_quantity: 5 }] };
    expect(toCatalogProduct({ ...base, status: 'draft' }, 's', store).in_stock).toBe(false);
    expect(
      toCatalogProduct({ ...base, variants: [{ price: '1', inventory_quantity: 0 }] }, 's', store).in_stock,
    ).toBe(false);
    expect(
      toCatalogProduct(
        { ...base, variants: [{ price: '1', inventory_quantity: 0, inventory_policy: 'continue' }] },
        's',
        store,
      ).in_stock,
    ).toBe(true);
  });

  it('follows only the next link of a Link header', () => {
    const base = 'https://s.example/admin/api/2025-01/products.json?limit=250';
    expect(
      nextLink(
        '<https://s.example/p?page_info=a>; rel="previous", <https://s.example/p?page_info=b>; rel="next"',
        base,
      ),
    ).toBe('https://s.example/p?page_info=b');
    expect(nextLink('<https://s.example/p?page_info=a>; rel="previous"', base)).toBeNull();
    expect(nextLink(undefined, base)).toBeNull();
  });
});
