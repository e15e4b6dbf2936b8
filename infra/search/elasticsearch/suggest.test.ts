import type { estypes } from '@elastic/elasticsearch';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TYPO_SETTINGS, type SuggestQuery } from '../../../domain/search/search-query.ts';
import { DEFAULT_RANKING } from '../embedded/scorer.ts';
import { SimpleAnalyzer } from '../embedded/simple-analyzer.ts';
import { brandSuggestions, categorySuggestions } from './entity-suggestions.ts';
import { escapeRegExp } from './lucene-regexp.ts';
import { queryWords } from './query-words.ts';
import { buildCompletionCounts, buildSuggestRequests } from './suggest-request.ts';
import { completionsOf, correctionsOf, leadOf, querySuggestions } from './suggest-response.ts';

const analyzer = new SimpleAnalyzer();
const S = '\u001f';

const suggestQuery = (text: string, overrides: Partial<SuggestQuery> = {}): SuggestQuery => ({
  tenantId: 't1',
  text,
  lang: 'en',
  limit: 8,
  products: 4,
  typo: DEFAULT_TYPO_SETTINGS,
  ...overrides,
});

const wordsOf = (query: SuggestQuery) =>
  queryWords(query.text, { analyzer, lang: query.lang, typo: query.typo, prefixLast: true });

const requestsFor = (text: string, overrides: Partial<SuggestQuery> = {}) => {
  const query = suggestQuery(text, overrides);
  return buildSuggestRequests(query, wordsOf(query), DEFAULT_RANKING);
};

describe('suggest requests', () => {
  it('previews products with the last word as a prefix, counting categories', () => {
    const { preview } = requestsFor('samsung gal', { products: 2, limit: 5 });
    expect(preview.size).toBe(2);
    expect(JSON.stringify(preview.query)).toContain(
      '"type":"phrase_prefix","tie_breaker":1,"max_expansions":48',
    );
    expect(preview.aggs?.facet_0?.aggs?.values?.terms).toMatchObject({ field: 'category_nodes', size: 5 });
  });

  it('completes the last word among the products matching the words before it', () => {
    const { vocabulary } = requestsFor('samsung gal');
    expect(vocabulary.size).toBe(0);
    const bool = vocabulary.query?.bool;
    expect(bool?.must).toHaveLength(1);
    expect(JSON.stringify(bool?.must)).toContain('"query":"samsung"');
    expect(JSON.stringify(bool?.must)).not.toContain('phrase_prefix');
    expect(vocabulary.aggs?.completions?.terms).toEqual({
      field: 'vocab',
      include: `gal[^${S}]*${S}.*`,
      size: 64,
      order: [{ _count: 'desc' }, { _key: 'asc' }],
    });
  });

  it('looks up brands, categories and the spelling of earlier words over the whole catalog', () => {
    const { vocabulary } = requestsFor('samsung gal');
    const catalog = vocabulary.aggs?.catalog;
    expect(catalog?.global).toEqual({});
    const live = catalog?.aggs?.live;
    expect(live?.filter).toEqual({
      bool: { filter: [{ term: { live: true } }, { term: { tenant_id: 't1' } }] },
    });
    expect(live?.aggs?.brands?.terms).toMatchObject({
      field: 'brand_key',
      include: `samsung gal[^${S}]*${S}.*`,
    });
    expect(live?.aggs?.categories?.terms).toMatchObject({
      field: 'category_keys',
      include: `([^${S}]* )?gal[^${S}]*${S}.*`,
    });
    expect(live?.aggs?.lead?.terms).toMatchObject({ field: 'vocab', include: `(samsung)${S}.*` });
    expect(requestsFor('gal').vocabulary.aggs?.catalog?.aggs?.live?.aggs?.lead).toBeUndefined();
  });

  it('asks the term suggester for corrections of the words long enough for typos', () => {
    const { vocabulary } = requestsFor('samsng headphnes gal');
    expect(Object.keys(vocabulary.suggest ?? {})).toEqual(['word_0', 'word_1']);
    expect(vocabulary.suggest?.word_1).toEqual({
      text: 'headphnes',
      term: {
        field: 'vocab_text',
        size: 10,
        suggest_mode: 'missing',
        max_edits: 2,
        prefix_length: 0,
        min_word_length: 1,
        string_distance: 'damerau_levenshtein',
      },
    });
    expect(requestsFor('gal').vocabulary.suggest).toBeUndefined();
  });

  it('counts candidate completions among the products matching the words before', () => {
    const words = wordsOf(suggestQuery('samsung glaxy'));
    const corrections = buildCompletionCounts(
      't1',
      words.slice(0, -1),
      { kind: 'words', words: ['galaxy', 'glass'] },
      DEFAULT_RANKING,
    );
    expect(corrections?.aggs?.completions?.terms?.include).toBe(`(galaxy|glass)${S}.*`);
    expect(JSON.stringify(corrections?.query)).toContain('"query":"samsung"');
    const prefix = buildCompletionCounts('t1', [], { kind: 'prefix', prefix: 'gal' }, DEFAULT_RANKING);
    expect(prefix?.query).toEqual({
      bool: { must: [{ match_all: {} }], filter: [{ term: { live: true } }, { term: { tenant_id: 't1' } }] },
    });
    expect(buildCompletionCounts('t1', [], { kind: 'words', words: [] }, DEFAULT_RANKING)).toBeUndefined();
  });

  it('checks, catalog-wide, that each earlier word matches as typed and that the last one completes', () => {
    const live = requestsFor('samsung glaxy gal').vocabulary.aggs?.catalog?.aggs?.live?.aggs ?? {};
    expect(Object.keys(live)).toEqual([
      'present_0',
      'present_1',
      'lead',
      'completable',
      'brands',
      'categories',
    ]);
    expect(JSON.stringify(live.present_1)).toContain('"query":"glaxy"');
    expect(JSON.stringify(live.present_1)).not.toContain('fuzziness');
    expect(live.completable?.terms).toMatchObject({ field: 'vocab', include: `gal[^${S}]*${S}.*`, size: 1 });
  });

  it('takes the words as typed in the first searches', () => {
    const { preview, vocabulary } = requestsFor('samsng galaxy');
    expect(JSON.stringify(preview.query)).not.toContain('fuzziness');
    expect(JSON.stringify(vocabulary.query)).not.toContain('fuzziness');
  });

  it('escapes typed text inside regular expressions', () => {
    expect(escapeRegExp('a.b*c"d<e سماع')).toBe('a\\.b\\*c\\"d\\<e سماع');
  });
});

const bucket = (key: string, doc_count: number) => ({ key, doc_count });

describe('suggest answers', () => {
  const aggregations = {
    completions: {
      buckets: [bucket(`galaxy${S}galaxy`, 3), bucket(`gala${S}gala`, 1), bucket(`galaxy${S}galáxy`, 1)],
    },
    catalog: {
      doc_count: 13,
      live: {
        doc_count: 13,
        lead: { buckets: [bucket(`samsung${S}samsung`, 4)] },
        brands: { buckets: [bucket(`samsung${S}Samsung`, 3), bucket(`samsung${S}SAMSUNG`, 1)] },
        categories: {
          buckets: [
            bucket(`headphones${S}headphones${S}${JSON.stringify({ en: 'Headphones', ar: 'سماعات' })}`, 2),
            bucket(`sony headphones${S}sony-audio${S}${JSON.stringify({ en: 'Sony Headphones' })}`, 1),
            bucket(`broken${S}x${S}{not json`, 9),
          ],
        },
      },
    },
  };

  it('merges spellings of one completion and ranks by products holding it', () => {
    expect(completionsOf(aggregations)).toEqual([
      { term: 'galaxy', display: 'galaxy', count: 4 },
      { term: 'gala', display: 'gala', count: 1 },
    ]);
    expect(querySuggestions(completionsOf(aggregations), 'samsung', 'gal')).toEqual([
      { text: 'samsung galaxy', highlighted: '<em>samsung gal</em>axy', kind: 'query', target: null },
      { text: 'samsung gala', highlighted: '<em>samsung gal</em>a', kind: 'query', target: null },
    ]);
    expect(querySuggestions([{ term: 'x', display: 'x', count: 0 }], '', 'x')).toEqual([]);
  });

  it('writes earlier words as the catalog does, or as their best correction', () => {
    const words = wordsOf(suggestQuery('samsung glaxy phn'));
    const suggest = {
      word_1: [{ text: 'glaxy', offset: 8, length: 5, options: [{ text: 'galaxy', score: 0.8, freq: 3 }] }],
    } as unknown as estypes.SearchResponse['suggest'];
    expect(correctionsOf(suggest, 1)).toEqual(['galaxy']);
    expect(leadOf(words.slice(0, -1), aggregations, suggest, true)).toBe('samsung galaxy');
    // words taken as typed keep their spelling
    expect(leadOf(words.slice(0, -1), aggregations, suggest, false)).toBe('samsung glaxy');
  });

  it('suggests brands, one per normalized name, the typed part emphasized', () => {
    expect(brandSuggestions(aggregations, suggestQuery('sams'))).toEqual([
      { text: 'Samsung', highlighted: '<em>Sams</em>ung', kind: 'brand', target: 'Samsung' },
    ]);
  });

  it('suggests categories holding the earlier words, in the query language', () => {
    const query = suggestQuery('headph');
    expect(categorySuggestions(aggregations, wordsOf(query), query, analyzer)).toEqual([
      { text: 'Headphones', highlighted: '<em>Headphones</em>', kind: 'category', target: 'headphones' },
      {
        text: 'Sony Headphones',
        highlighted: 'Sony <em>Headphones</em>',
        kind: 'category',
        target: 'sony-audio',
      },
    ]);
    const sony = suggestQuery('sony headph');
    expect(categorySuggestions(aggregations, wordsOf(sony), sony, analyzer).map((s) => s.target)).toEqual([
      'sony-audio',
    ]);
    const arabic = suggestQuery('headph', { lang: 'ar' });
    expect(categorySuggestions(aggregations, wordsOf(arabic), arabic, analyzer)[0]?.text).toBe('سماعات');
  });
});
