import type { estypes } from '@elastic/elasticsearch';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TYPO_SETTINGS, type SuggestQuery } from '../../../domain/search/search-query.ts';
import { DEFAULT_RANKING } from '../embedded/scorer.ts';
import { SimpleAnalyzer } from '../embedded/simple-analyzer.ts';
import { queryWords } from './query-words.ts';
import type { SearchBody } from './search-request.ts';
import { suggest } from './suggester.ts';

const analyzer = new SimpleAnalyzer();
const S = '\u001f';

const query = (text: string): SuggestQuery => ({
  tenantId: 't1',
  text,
  lang: 'en',
  limit: 8,
  products: 2,
  typo: DEFAULT_TYPO_SETTINGS,
});

const answer = (
  hits: string[],
  aggregations: Record<string, unknown> = {},
  suggestions?: Record<string, string[]>,
): estypes.SearchResponse<unknown> =>
  ({
    took: 1,
    timed_out: false,
    _shards: { total: 1, successful: 1, failed: 0 },
    hits: {
      total: { value: hits.length, relation: 'eq' },
      hits: hits.map((id) => ({ _index: 'i', _id: id, _score: 1 })),
    },
    aggregations,
    ...(suggestions
      ? {
          suggest: Object.fromEntries(
            Object.entries(suggestions).map(([name, options]) => [
              name,
              [
                {
                  text: name,
                  offset: 0,
                  length: 1,
                  options: options.map((text) => ({ text, score: 0.8, freq: 1 })),
                },
              ],
            ]),
          ),
        }
      : {}),
  }) as unknown as estypes.SearchResponse<unknown>;

const buckets = (...entries: [string, number][]) => ({
  buckets: entries.map(([key, doc_count]) => ({ key, doc_count })),
});

/** Runs a suggestion against scripted answers, recording each round of searches. */
async function run(text: string, rounds: estypes.SearchResponse<unknown>[][]) {
  const sent: SearchBody[][] = [];
  const words = queryWords(text, { analyzer, lang: 'en', typo: DEFAULT_TYPO_SETTINGS, prefixLast: true });
  const result = await suggest(query(text), words, {
    analyzer,
    ranking: DEFAULT_RANKING,
    typoThreshold: 1,
    multiSearch: async (bodies) => {
      sent.push([...bodies]);
      return rounds.shift() ?? [];
    },
  });
  return { result, sent };
}

describe('suggest', () => {
  it('answers from one round trip when the words as typed find products', async () => {
    const vocabulary = answer([], {
      completions: buckets([`galaxy${S}galaxy`, 3]),
      catalog: {
        live: {
          present_0: { doc_count: 4 },
          completable: buckets([`galaxy${S}galaxy`, 3]),
          lead: buckets([`samsung${S}samsung`, 4]),
        },
      },
    });
    const { result, sent } = await run('samsung gal', [[answer(['p01', 'p02']), vocabulary]]);
    expect(sent).toHaveLength(1);
    expect(result).toEqual({
      suggestions: [
        { text: 'samsung galaxy', highlighted: '<em>samsung gal</em>axy', kind: 'query', target: null },
      ],
      productIds: ['p01', 'p02'],
      categories: [],
    });
  });

  it('corrects a word before the last that matches nothing as typed, and the preview', async () => {
    const vocabulary = answer(
      [],
      {
        completions: { buckets: [] },
        catalog: { live: { present_0: { doc_count: 0 }, completable: buckets([`galaxy${S}galaxy`, 3]) } },
      },
      { word_0: ['samsung'] },
    );
    const recount = answer([], { completions: buckets([`galaxy${S}galaxy`, 3]) });
    const { result, sent } = await run('samsng gal', [
      [answer([]), vocabulary],
      [answer(['p01']), recount],
    ]);
    expect(sent).toHaveLength(2);
    const [preview, counts] = sent[1] ?? [];
    expect(JSON.stringify(preview?.query)).toContain('"fuzziness":1');
    expect(JSON.stringify(counts?.query)).toContain('"fuzziness":1');
    expect(counts?.aggs?.completions?.terms?.include).toBe(`gal[^${S}]*${S}.*`);
    expect(result.productIds).toEqual(['p01']);
    expect(result.suggestions[0]?.text).toBe('samsung galaxy');
  });

  it('offers corrections of the last word when no catalog word starts with it', async () => {
    const vocabulary = answer(
      [],
      { completions: { buckets: [] }, catalog: { live: { completable: { buckets: [] } } } },
      { word_0: ['galaxy'] },
    );
    const counts = answer([], { completions: buckets([`galaxy${S}galaxy`, 4]) });
    const { result, sent } = await run('glaxy', [[answer(['p07']), vocabulary], [counts]]);
    expect(sent[1]?.[0]?.aggs?.completions?.terms?.include).toBe(`(galaxy)${S}.*`);
    expect(result.suggestions).toEqual([{ text: 'galaxy', highlighted: null, kind: 'query', target: null }]);
    expect(result.productIds).toEqual(['p07']);
  });

  it('answers nothing for a text without words or a zero limit', async () => {
    expect((await run(' ', [])).result).toEqual({ suggestions: [], productIds: [], categories: [] });
  });
});
