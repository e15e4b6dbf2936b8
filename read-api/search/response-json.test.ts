import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SearchResponseOut } from '../../domain/search/contract.ts';
import { responseJson } from './response-json.ts';

const card = {
  id: 'p1',
  name: { en: 'Casio Watch', ar: 'ساعة كاسيو' },
  url: null,
  image_url: 'https://img.example/p1.jpg',
  price: '120.00',
  sale_price: null,
  currency: 'SAR',
  in_stock: true,
  brand: 'Casio',
  category: { en: 'Watches' },
};

const answer = {
  search_id: 's1',
  query: {
    text: 'casio',
    normalized: 'casio',
    rewritten: null,
    lang: 'en',
    filters: { price: { lte: 5 } },
    sort: null,
  },
  ids: ['p1'],
  hits: [
    {
      id: 'p1',
      score: 1.5,
      product: { ...card, internal: 'never written' },
      highlights: { name: '<em>Casio</em> Watch', description: 'a "quoted" \\ text' },
      pinned: false,
      extra: 1,
    },
  ],
  total: 1,
  page: 1,
  per_page: 20,
  facets: [
    {
      name: 'brand',
      type: 'terms',
      buckets: [{ value: 'Casio', label: null, count: 1 }],
      min: null,
      max: null,
    },
  ],
  did_you_mean: null,
  redirect: { url: '/casio', rule_id: 'r1' },
  banners: [],
  zero_result_help: null,
  experiment: null,
  took_ms: 0.42,
  debug: { nested: { a: [1, null, 'x'] } },
};

describe('responseJson', () => {
  it('writes what zod encode and JSON.stringify write, leaving undeclared fields out', () => {
    const expected = JSON.stringify(z.encode(SearchResponseOut, answer as z.input<typeof SearchResponseOut>));
    expect(responseJson(SearchResponseOut)(answer)).toBe(expected);
    expect(expected).not.toContain('never written');
  });

  it('leaves out undefined fields and writes nulls and missing array elements as JSON does', () => {
    const schema = z.object({
      a: z.string().optional(),
      b: z.number().nullable(),
      c: z.array(z.number().nullable()),
    });
    expect(responseJson(schema)({ b: null, c: [1, undefined, null] })).toBe('{"b":null,"c":[1,null,null]}');
  });
});
