import type { estypes } from '@elastic/elasticsearch';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TYPO_SETTINGS, type SearchQuery } from '../../../domain/search/search-query.ts';
import { DEFAULT_RANKING } from '../embedded/scorer.ts';
import { SimpleAnalyzer } from '../embedded/simple-analyzer.ts';
import { queryWords } from './query-words.ts';
import { buildSearchRequest } from './search-request.ts';

type Query = estypes.QueryDslQueryContainer;

const analyzer = new SimpleAnalyzer();

const searchQuery = (text: string, overrides: Partial<SearchQuery> = {}): SearchQuery => ({
  tenantId: 't1',
  text,
  lang: 'en',
  filters: [],
  facets: [],
  sort: 'relevance',
  offset: 0,
  limit: 20,
  typo: DEFAULT_TYPO_SETTINGS,
  prefixLast: false,
  highlight: false,
  ...overrides,
});

const request = (text: string, overrides: Partial<SearchQuery> = {}) => {
  const query = searchQuery(text, overrides);
  const words = queryWords(query.text, {
    analyzer,
    lang: query.lang,
    typo: query.typo,
    prefixLast: query.prefixLast,
  });
  return buildSearchRequest(query, words, DEFAULT_RANKING);
};

/** The function_score of a query (never the list form, which this adapter does not write). */
const scoreOf = (query: Query | undefined): estypes.QueryDslFunctionScoreQuery | undefined => {
  const score = query?.function_score;
  return Array.isArray(score) ? undefined : score;
};

/** The bool query under any function_score wrappers. */
function boolOf(query: Query | undefined): estypes.QueryDslBoolQuery {
  let q = query;
  for (let score = scoreOf(q); score !== undefined; score = scoreOf(q)) q = score.query;
  if (q?.bool === undefined) throw new Error(`no bool query in ${JSON.stringify(query)}`);
  return q.bool;
}

const asList = <T>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);
const mustOf = (text: string, overrides: Partial<SearchQuery> = {}) =>
  asList(boolOf(request(text, overrides).query).must);

/** The multi_match clauses of one word (a lone clause or the branches of its dis_max). */
const clausesOf = (word: Query | undefined): estypes.QueryDslMultiMatchQuery[] =>
  (word?.dis_max?.queries ?? (word ? [word] : [])).flatMap((q) => (q?.multi_match ? [q.multi_match] : []));

/** Field pattern -> boost of a multi_match. */
const boosts = (clause: estypes.QueryDslMultiMatchQuery | undefined): Record<string, number> =>
  Object.fromEntries(
    asList(clause?.fields).map((f) => {
      const [field = '', boost = '1'] = f.split('^');
      return [field, Number(boost)];
    }),
  );

const edits = (text: string, overrides: Partial<SearchQuery> = {}) =>
  mustOf(text, overrides).map((word) =>
    clausesOf(word).flatMap((c) => (c.fuzziness === undefined ? [] : [c.fuzziness])),
  );

describe('text query', () => {
  it('requires every word (bool.must), each the best of its ways to match (dis_max)', () => {
    const must = mustOf('samsung galaxy');
    expect(must).toHaveLength(2);
    const [exact, typo] = clausesOf(must[0]);
    expect(must[0]?.dis_max?.tie_breaker).toBe(0);
    expect(exact).toMatchObject({ query: 'samsung', type: 'best_fields', tie_breaker: 1 });
    expect(typo).toMatchObject({
      query: 'samsung',
      fuzziness: 1,
      prefix_length: 0,
      fuzzy_transpositions: true,
    });
  });

  it('weighs fields name > brand > category > attribute > description, with the exact bonus on surface forms', () => {
    const [exact] = clausesOf(mustOf('samsung')[0]);
    expect(boosts(exact)).toEqual({
      'name_exact_*': 7.8, // 6 x exact bonus 1.3
      'name_forms_*': 5.1, // 6 x other-form weight 0.85
      brand_exact: 4.55,
      brand_forms: 2.975,
      'category_exact_*': 2.6,
      'category_forms_*': 1.7,
      attribute_exact: 1.95,
      attribute_forms: 1.275,
      'description_exact_*': 1.3,
      'description_forms_*': 0.85,
    });
  });

  it('matches other analyzed forms of a word without the exact bonus', () => {
    const simple = new SimpleAnalyzer();
    const stemming = {
      analyze: (text: string, context: Parameters<SimpleAnalyzer['analyze']>[1]) =>
        simple
          .analyze(text, context)
          .map((t) => ({ ...t, terms: [...t.terms, { term: 'phone', weight: 0.85, kind: 'stem' }] })),
    };
    const query = searchQuery('phones', { typo: { ...DEFAULT_TYPO_SETTINGS, enabled: false } });
    const words = queryWords(query.text, {
      analyzer: stemming,
      lang: 'en',
      typo: query.typo,
      prefixLast: false,
    });
    const [surface, stem] = clausesOf(
      asList(boolOf(buildSearchRequest(query, words, DEFAULT_RANKING).query).must)[0],
    );
    expect(surface?.query).toBe('phones');
    expect(stem?.query).toBe('phone');
    expect(boosts(stem)['name_exact_*']).toBe(5.1); // 6 x 0.85, no bonus
  });

  it('browses everything (match_all, each product scoring 1) when there are no words', () => {
    expect(mustOf('')).toEqual([{ match_all: {} }]);
    expect(mustOf(' ?! ')).toEqual([{ match_all: {} }]);
  });

  it("always leaves out removal markers, other stores' documents and excluded ids", () => {
    const bool = boolOf(request('samsung', { excludeIds: ['p1', 'p2'] }).query);
    expect(asList(bool.filter).slice(0, 2)).toEqual([
      { term: { live: true } },
      { term: { tenant_id: 't1' } },
    ]);
    expect(bool.must_not).toEqual([{ ids: { values: ['p1', 'p2'] } }]);
    expect(boolOf(request('samsung').query).must_not).toBeUndefined();
  });
});

describe('typo tolerance', () => {
  it('allows one edit from four characters and two from eight', () => {
    expect(edits('sny')).toEqual([[]]);
    expect(edits('sams')).toEqual([[1]]);
    expect(edits('samsung')).toEqual([[1]]);
    // one clause per number of edits: two edits cost the penalty twice
    expect(edits('headphones')).toEqual([[1, 2]]);
    const [, one, two] = clausesOf(mustOf('headphones')[0]);
    expect(boosts(one)['name_exact_*']).toBe(2.7); // 6 x 0.45
    expect(boosts(two)['name_exact_*']).toBe(1.215); // 6 x 0.45^2
  });

  it('counts Arabic words in characters', () => {
    const ar = { lang: 'ar' };
    expect(edits('دله', ar)).toEqual([[]]); // 3 letters
    expect(edits('قهوه', ar)).toEqual([[1]]); // 4 letters (8 UTF-8 bytes)
    expect(edits('سامسنج', ar)).toEqual([[1]]);
    expect(edits('الإلكترونيات', ar)).toEqual([[1, 2]]);
  });

  it('never corrects words holding digits, and is off when disabled', () => {
    expect(edits('galaxy s23')).toEqual([[1], []]);
    expect(edits('samsung', { typo: { ...DEFAULT_TYPO_SETTINGS, enabled: false } })).toEqual([[]]);
  });

  it('follows the configured lengths', () => {
    const typo = { enabled: true, oneTypoMinLength: 7, twoTyposMinLength: 7 };
    expect(edits('samsng', { typo })).toEqual([[]]);
    expect(edits('sumsong', { typo })).toEqual([[1, 2]]);
  });
});

describe('prefix matching', () => {
  it('completes only the last word, at the prefix penalty', () => {
    const [first, last] = mustOf('samsung gal', { prefixLast: true });
    expect(clausesOf(first).some((c) => c.type === 'phrase_prefix')).toBe(false);
    const prefix = clausesOf(last).find((c) => c.type === 'phrase_prefix');
    expect(prefix).toMatchObject({ query: 'gal', max_expansions: 48, tie_breaker: 1 });
    expect(boosts(prefix)['name_exact_*']).toBe(3.6); // 6 x 0.6
    expect(boosts(prefix)['name_forms_*']).toBe(3.06);
  });

  it('does not complete without prefixLast', () => {
    expect(clausesOf(mustOf('gal')[0]).some((c) => c.type === 'phrase_prefix')).toBe(false);
  });
});

describe('phrase bonus and boosts', () => {
  it('multiplies the score for adjacent words in the name, by the share of pairs found', () => {
    const score = scoreOf(request('galaxy phone case').query);
    expect(score).toMatchObject({ score_mode: 'sum', boost_mode: 'multiply' });
    expect(score?.functions).toEqual([
      { weight: 1 },
      {
        filter: { multi_match: { query: 'galaxy phone', type: 'phrase', fields: ['name_exact_*'] } },
        weight: 0.25,
      },
      {
        filter: { multi_match: { query: 'phone case', type: 'phrase', fields: ['name_exact_*'] } },
        weight: 0.25,
      },
    ]);
    expect(scoreOf(request('galaxy').query)).toBeUndefined();
  });

  it('multiplies scores by merchandising boosts, products with the same factor together', () => {
    const boosted = scoreOf(
      request('samsung', {
        boosts: new Map([
          ['p8', 10],
          ['p9', 10],
          ['p1', 0.01],
          ['p2', 1],
        ]),
      }).query,
    );
    expect(boosted).toMatchObject({ score_mode: 'first', boost_mode: 'multiply' });
    expect(boosted?.functions).toEqual([
      { filter: { ids: { values: ['p8', 'p9'] } }, weight: 10 },
      { filter: { ids: { values: ['p1'] } }, weight: 0.01 },
    ]);
    expect(boolOf(boosted?.query).must).toHaveLength(1);
  });
});

describe('filters', () => {
  const terms = (field: string, ...values: string[]) => ({ kind: 'terms' as const, field, values });
  const filterOf = (overrides: Partial<SearchQuery>) =>
    asList(boolOf(request('', overrides).query).filter).slice(2);

  it('matches brands and attributes by normalized value, any field name case', () => {
    expect(filterOf({ filters: [terms('brand', 'Samsung', ' SONY ')] })).toEqual([
      { terms: { 'attrs.brand': ['samsung', 'sony'] } },
    ]);
    expect(filterOf({ filters: [terms('Color', 'Black')] })).toEqual([
      { terms: { 'attrs.color': ['black'] } },
    ]);
  });

  it('matches a category with its subtree through the ancestor ids', () => {
    expect(filterOf({ filters: [terms('category', 'phones')] })).toEqual([
      { terms: { category_ids: ['phones'] } },
    ]);
  });

  it('ranges over the effective price, open on either side', () => {
    const range = (gte: number | null, lte: number | null) => ({
      kind: 'range' as const,
      field: 'price',
      gte,
      lte,
    });
    expect(filterOf({ filters: [range(60, 70)] })).toEqual([{ range: { price: { gte: 60, lte: 70 } } }]);
    expect(filterOf({ filters: [range(null, 1000)] })).toEqual([{ range: { price: { lte: 1000 } } }]);
    expect(filterOf({ filters: [{ kind: 'range', field: 'Storage', gte: 128, lte: null }] })).toEqual([
      { range: { 'attr_num.storage': { gte: 128 } } },
    ]);
  });

  it('filters stock as a boolean', () => {
    expect(filterOf({ filters: [{ kind: 'boolean', field: 'in_stock', value: false }] })).toEqual([
      { term: { in_stock: false } },
    ]);
    expect(filterOf({ filters: [terms('in_stock', 'true', 'false')] })).toEqual([{ match_all: {} }]);
  });

  it('ANDs filters on one field and across fields', () => {
    const filters = [terms('color', 'black', 'white'), terms('color', 'white'), terms('brand', 'anker')];
    expect(filterOf({ filters })).toEqual([
      {
        bool: {
          filter: [{ terms: { 'attrs.color': ['black', 'white'] } }, { terms: { 'attrs.color': ['white'] } }],
        },
      },
      { terms: { 'attrs.brand': ['anker'] } },
    ]);
  });

  it('moves filters on faceted fields to post_filter, so facets are counted before them', () => {
    const body = request('', {
      filters: [
        terms('brand', 'samsung'),
        { kind: 'boolean', field: 'in_stock', value: true },
        terms('color', 'black'),
      ],
      facets: [{ name: 'Brand' }, { name: 'in_stock' }],
    });
    expect(asList(boolOf(body.query).filter).slice(2)).toEqual([{ terms: { 'attrs.color': ['black'] } }]);
    expect(body.post_filter).toEqual({
      bool: { filter: [{ terms: { 'attrs.brand': ['samsung'] } }, { term: { in_stock: true } }] },
    });
  });
});

describe('facets', () => {
  const aggsOf = (overrides: Partial<SearchQuery>) => request('samsung', overrides).aggs ?? {};

  it('counts attribute values (terms) by normalized value, labelled with the common spelling', () => {
    expect(aggsOf({ facets: [{ name: 'Color', size: 2 }] }).facet_0).toEqual({
      filter: { match_all: {} },
      aggs: {
        values: {
          terms: { field: 'attrs.color', size: 2, order: [{ _count: 'desc' }, { _key: 'asc' }] },
          aggs: { display: { terms: { field: 'attrs_display.color', size: 5 } } },
        },
      },
    });
    expect(aggsOf({ facets: [{ name: 'brand' }] }).facet_0?.aggs?.values?.terms?.size).toBe(10);
  });

  it('gives the price range (min and max of the effective price)', () => {
    expect(aggsOf({ facets: [{ name: 'price' }] }).facet_0?.aggs).toEqual({
      min: { min: { field: 'price' } },
      max: { max: { field: 'price' } },
    });
  });

  it('counts stock as a boolean', () => {
    expect(aggsOf({ facets: [{ name: 'in_stock' }] }).facet_0?.aggs).toEqual({
      values: { terms: { field: 'in_stock', size: 2 } },
    });
  });

  it('counts the category tree, shallower categories first on equal counts, with labels', () => {
    const values = aggsOf({ facets: [{ name: 'category' }] }).facet_0?.aggs?.values;
    expect(values?.terms).toEqual({
      field: 'category_nodes',
      size: 20,
      order: [{ _count: 'desc' }, { _key: 'asc' }],
    });
    expect(values?.aggs?.label?.top_hits).toMatchObject({
      size: 1,
      _source: { includes: ['display.categories'] },
    });
  });

  it('counts each facet with every post filter but its own (disjunctive)', () => {
    const aggs = aggsOf({
      filters: [
        { kind: 'terms', field: 'brand', values: ['samsung'] },
        { kind: 'boolean', field: 'in_stock', value: true },
      ],
      facets: [{ name: 'brand' }, { name: 'in_stock' }, { name: 'color' }],
    });
    expect(aggs.facet_0?.filter).toEqual({ bool: { filter: [{ term: { in_stock: true } }] } });
    expect(aggs.facet_1?.filter).toEqual({ bool: { filter: [{ terms: { 'attrs.brand': ['samsung'] } }] } });
    expect(aggs.facet_2?.filter).toEqual({
      bool: { filter: [{ terms: { 'attrs.brand': ['samsung'] } }, { term: { in_stock: true } }] },
    });
  });

  it('asks for no aggregation without facets', () => {
    expect(request('samsung').aggs).toBeUndefined();
  });
});

describe('sorting, paging and highlights', () => {
  const ties = [{ _score: { order: 'desc' } }, { id: { order: 'asc' } }];
  const browseTies = [
    { _score: { order: 'desc' } },
    { popularity: { order: 'desc' } },
    { id: { order: 'asc' } },
  ];

  it('sorts by relevance, then id; browsing by popularity', () => {
    expect(request('samsung').sort).toEqual(ties);
    expect(request('').sort).toEqual(browseTies);
    expect(request('samsung', { inStockFirst: true }).sort).toEqual([
      { in_stock: { order: 'desc' } },
      ...ties,
    ]);
  });

  it('sorts by effective price, newest and popularity, ties by relevance then id', () => {
    expect(request('samsung', { sort: 'price_asc' }).sort).toEqual([{ price: { order: 'asc' } }, ...ties]);
    expect(request('samsung', { sort: 'price_desc' }).sort).toEqual([{ price: { order: 'desc' } }, ...ties]);
    expect(request('', { sort: 'newest' }).sort).toEqual([{ created_at: { order: 'desc' } }, ...browseTies]);
    expect(request('', { sort: 'popular' }).sort).toEqual([{ popularity: { order: 'desc' } }, ...browseTies]);
    // in stock first only applies to relevance
    expect(asList(request('samsung', { sort: 'price_asc', inStockFirst: true }).sort)[0]).toEqual({
      price: { order: 'asc' },
    });
  });

  it('pages with from and size, within the result window, counting every hit and keeping scores', () => {
    expect(request('', { offset: 40, limit: 20 })).toMatchObject({
      from: 40,
      size: 20,
      track_total_hits: true,
      track_scores: true,
    });
    expect(request('', { offset: 100_095, limit: 20 })).toMatchObject({ from: 100_095, size: 5 });
  });

  it('fetches the texts to highlight only when asked', () => {
    expect(request('samsung')._source).toBe(false);
    expect(request('samsung', { highlight: true })._source).toEqual(['display.texts']);
  });
});
