import { describe, expect, it } from 'vitest';
import { SearchRequestIn } from '../../domain/search/contract.ts';
import { SearchParamsIn } from './search-params.ts';

describe('GET /v1/search parameters: read into the body POST takes, validated by its schema', () => {
  it('reads filters, facets and numbers', () => {
    const parsed = SearchParamsIn.parse({
      q: 'phone',
      page: '2',
      'filter[brand]': 'Apple,Samsung',
      'filter[price][lte]': '500',
      'filter[in_stock]': 'true',
      facets: 'brand, price',
      key: 'pk_x',
    });
    expect(parsed).toEqual(
      SearchRequestIn.parse({
        q: 'phone',
        page: 2,
        filters: { brand: ['Apple', 'Samsung'], price: { lte: 500 }, in_stock: true },
        facets: ['brand', 'price'],
      }),
    );
  });

  it('refuses what POST refuses, at the same paths', () => {
    for (const [query, body] of [
      [{ page: '0' }, { page: 0 }],
      [{ per_page: '101' }, { per_page: 101 }],
      [{ sort: 'cheap' }, { sort: 'cheap' }],
      [{ q: 'x'.repeat(257) }, { q: 'x'.repeat(257) }],
      [{ lang: 'french' }, { lang: 'french' }],
    ] as const) {
      const get = SearchParamsIn.safeParse(query);
      const post = SearchRequestIn.safeParse(body);
      expect(get.success, JSON.stringify(query)).toBe(false);
      expect(get.error?.issues.map((i) => [i.path, i.code])).toEqual(
        post.error?.issues.map((i) => [i.path, i.code]),
      );
    }
  });

  it('a bound that is not a number is an issue at its parameter', () => {
    const parsed = SearchParamsIn.safeParse({ 'filter[price][gte]': 'abc' });
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['filter[price][gte]'], message: 'must be a number' }),
    ]);
  });
});
