/** Small deterministic products for tests (the benchmark has its own large generator). */
export const testProduct = (id: string, over: Record<string, unknown> = {}): Record<string, unknown> => ({
  id,
  name: { en: `Phone ${id}`, ar: `هاتف ${id}` },
  brand: 'Samsung',
  price: '199.00',
  currency: 'SAR',
  in_stock: true,
  categories: [
    {
      id: 'phones',
      path: [
        { en: 'Electronics', ar: 'إلكترونيات' },
        { en: 'Phones', ar: 'هواتف' },
      ],
    },
  ],
  attributes: { Color: 'Black' },
  ...over,
});

export const testProducts = (n: number, prefix = 'p', over: Record<string, unknown> = {}) =>
  Array.from({ length: n }, (_, i) => testProduct(`${prefix}${i}`, over));
