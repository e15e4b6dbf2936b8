import type { estypes } from '@elastic/elasticsearch';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TYPO_SETTINGS, type SearchQuery } from '../../../domain/search/search-query.ts';
import { SimpleAnalyzer } from '../embedded/simple-analyzer.ts';
import { highlightHit } from './highlights.ts';
import { queryWords } from './query-words.ts';
import { toSearchResult } from './search-response.ts';

const analyzer = new SimpleAnalyzer();

const query: SearchQuery = {
  tenantId: 't1',
  text: 'samsng gal',
  lang: 'en',
  filters: [],
  facets: [
    { name: 'Brand' },
    { name: 'color', size: 1 },
    { name: 'price' },
    { name: 'in_stock' },
    { name: 'category' },
  ],
  sort: 'relevance',
  offset: 0,
  limit: 2,
  typo: DEFAULT_TYPO_SETTINGS,
  prefixLast: true,
  highlight: true,
};

const texts = (name: string, description: string, brand: string) => ({
  display: { texts: { name: { en: name }, description: { en: description }, brand } },
});

const response = {
  took: 3,
  timed_out: false,
  _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
  hits: {
    total: { value: 4, relation: 'eq' },
    max_score: 9.5,
    hits: [
      {
        _index: 'store-search-t1_v1',
        _id: 'p01',
        _score: 9.5,
        _source: texts('Samsung Galaxy S23 <Smartphone>', 'A galaxy of features.', 'Samsung'),
      },
      {
        _index: 'store-search-t1_v1',
        _id: 'p07',
        _score: 4.25,
        _source: { display: { texts: { name: 7 } } },
      },
    ],
  },
  aggregations: {
    facet_0: {
      doc_count: 4,
      values: {
        buckets: [
          { key: 'samsung', doc_count: 3, display: { buckets: [{ key: 'Samsung', doc_count: 3 }] } },
          { key: 'spigen', doc_count: 1, display: { buckets: [{ key: 'SPIGEN', doc_count: 1 }] } },
        ],
      },
    },
    facet_1: {
      doc_count: 4,
      values: {
        buckets: [
          {
            key: 'black',
            doc_count: 3,
            display: {
              buckets: [
                { key: 'White', doc_count: 3 },
                { key: 'black', doc_count: 2 },
              ],
            },
          },
          { key: 'white', doc_count: 1, display: { buckets: [] } },
        ],
      },
    },
    facet_2: { doc_count: 4, min: { value: 80 }, max: { value: 2700 } },
    facet_3: {
      doc_count: 4,
      values: {
        buckets: [
          { key: 0, key_as_string: 'false', doc_count: 1 },
          { key: 1, key_as_string: 'true', doc_count: 3 },
        ],
      },
    },
    facet_4: {
      doc_count: 4,
      values: {
        buckets: [
          {
            key: '000\u001felectronics',
            doc_count: 4,
            label: {
              hits: {
                hits: [{ _source: { display: { categories: { electronics: { en: 'Electronics' } } } } }],
              },
            },
          },
          {
            key: '001\u001fphones',
            doc_count: 2,
            label: {
              hits: {
                hits: [{ _source: { display: { categories: { phones: { en: 'Phones', ar: 'هواتف' } } } } }],
              },
            },
          },
          { key: '003\u001fphones', doc_count: 1, label: { hits: { hits: [] } } },
          { key: '002\u001fodd', doc_count: 1, label: { hits: { hits: [] } } },
        ],
      },
    },
  },
} as unknown as estypes.SearchResponse<unknown>;

const words = queryWords(query.text, { analyzer, lang: 'en', typo: query.typo, prefixLast: true });
const result = toSearchResult(response, query, (t) => highlightHit(t, query.lang, analyzer, words));

describe('toSearchResult', () => {
  it('keeps the hit order, ids and scores, and the total beyond the page', () => {
    expect(result.hits.map((h) => [h.id, h.score])).toEqual([
      ['p01', 9.5],
      ['p07', 4.25],
    ]);
    expect(result.total).toBe(4);
  });

  it('highlights typo and prefix matches in the service, escaping the text', () => {
    expect(result.hits[0]?.highlights).toEqual({
      name: '<em>Samsung</em> <em>Galaxy</em> S23 &#60;Smartphone&#62;',
      brand: '<em>Samsung</em>',
      description: 'A <em>galaxy</em> of features.',
    });
    // malformed texts: no highlights rather than an error
    expect(result.hits[1]?.highlights).toEqual({});
  });

  it('maps every facet type, in request order, with the requested names', () => {
    expect(result.facets.map((f) => [f.name, f.type])).toEqual([
      ['Brand', 'terms'],
      ['color', 'terms'],
      ['price', 'range'],
      ['in_stock', 'boolean'],
      ['category', 'category_tree'],
    ]);
  });

  it('labels terms buckets with a spelling of the same normalized value', () => {
    expect(result.facets[0]?.buckets).toEqual([
      { value: 'Samsung', label: null, count: 3 },
      { value: 'SPIGEN', label: null, count: 1 },
    ]);
    // 'White' is not a spelling of 'black'; the size is respected
    expect(result.facets[1]?.buckets).toEqual([{ value: 'black', label: null, count: 3 }]);
  });

  it('gives the price range, stock counts true first, and the category tree with labels', () => {
    expect(result.facets[2]).toMatchObject({ buckets: [], min: 80, max: 2700 });
    expect(result.facets[3]?.buckets).toEqual([
      { value: 'true', label: null, count: 3 },
      { value: 'false', label: null, count: 1 },
    ]);
    expect(result.facets[4]?.buckets).toEqual([
      { value: 'electronics', label: { en: 'Electronics' }, count: 4 },
      { value: 'phones', label: { en: 'Phones', ar: 'هواتف' }, count: 2 },
      { value: 'odd', label: {}, count: 1 },
    ]);
  });

  it('answers empty facets of the right types when the store has no index', () => {
    const empty = toSearchResult(
      { ...response, hits: { total: { value: 0, relation: 'eq' }, hits: [] }, aggregations: undefined },
      query,
      () => ({}),
    );
    expect(empty.total).toBe(0);
    expect(empty.facets.map((f) => [f.type, f.buckets.length, f.min, f.max])).toEqual([
      ['terms', 0, null, null],
      ['terms', 0, null, null],
      ['range', 0, null, null],
      ['boolean', 0, null, null],
      ['category_tree', 0, null, null],
    ]);
  });
});
