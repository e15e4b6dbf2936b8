import { relaxationOrder } from '../../../../domain/language/query-head.ts';
import type { SearchEngine } from '../../../../domain/search/search-engine.ts';
import type { SearchQuery } from '../../../../domain/search/search-query.ts';
import type { SearchResult } from '../../../../domain/search/search-result.ts';
import { type Stage, traced, withWords } from '../search-state.ts';
import { NO_WORDS, type QueryWords, typedWords, withoutWord } from '../understand/query-words.ts';
import type { UnderstoodQuery } from '../understand/understood-query.ts';

export interface Relaxation {
  readonly result: SearchResult;
  readonly query: SearchQuery;
  readonly words: QueryWords;
  /** The step that found results: which words or filters were let go. */
  readonly step: 'parser_filters' | 'words' | 'typos';
  readonly tried: readonly string[];
}

/**
 * When a query finds nothing, loosen it step by step until something is found: first drop
 * the filters the parser read from the text, then drop words one at a time, keeping the
 * filters (the words farthest from the head noun first, so `smart watch` keeps `watch` and
 * `حذاء رياضي` keeps `حذاء`), then browse the parser's filters without text, then allow more
 * typos. Explicit request filters stay. `query` searches `understood.searched`.
 */
export async function relax(
  engine: SearchEngine,
  query: SearchQuery,
  understood: Pick<UnderstoodQuery, 'parserFilters' | 'typed' | 'searched' | 'lang'>,
): Promise<Relaxation | null> {
  const tried: string[] = [];
  const attempt = async (q: SearchQuery, words: QueryWords, step: Relaxation['step'], label: string) => {
    tried.push(label);
    const result = await engine.search(q);
    return result.total > 0 ? { result, query: q, words, step, tried } : null;
  };
  const parserFilters = understood.parserFilters.length;
  if (parserFilters > 0) {
    const requestFilters = query.filters.slice(0, query.filters.length - parserFilters);
    const found = await attempt(
      { ...withWords(query, understood.typed), filters: requestFilters },
      understood.typed,
      'parser_filters',
      'without the filters read from the text',
    );
    if (found) return found;
  }
  const words = understood.searched;
  if (words.tokens.length > 1) {
    const typed = typedWords(words);
    for (const i of relaxationOrder(typed, understood.lang)) {
      const fewer = withoutWord(words, i, understood.lang);
      const found = await attempt(withWords(query, fewer), fewer, 'words', `without "${typed[i]}"`);
      if (found) return found;
    }
  }
  if (parserFilters > 0 && words.tokens.length > 0) {
    const found = await attempt(
      withWords(query, NO_WORDS),
      NO_WORDS,
      'words',
      'the filters read from the text alone',
    );
    if (found) return found;
  }
  if (query.typo.enabled) {
    const found = await attempt(
      { ...query, typo: { enabled: true, oneTypoMinLength: 3, twoTyposMinLength: 6 } },
      words,
      'typos',
      'with more typos allowed',
    );
    if (found) return found;
  }
  return null;
}

/**
 * Nothing found: `did_you_mean` offers the correction when its words find something, the query
 * is relaxed (`relax`), and `zero_result_help` says whether results come from a relaxed query,
 * which one, and the store's popular categories.
 */
export const relaxation: Stage = async (state, deps) => {
  if (state.total !== 0 || !state.query.text) return state;
  const { engine } = deps;
  const { base, query } = state;
  const didYouMean = state.didYouMean ?? (await offeredCorrection(state, engine));
  const relaxed = await relax(engine, base, query);
  const popular = await engine.search({
    ...withWords(base, NO_WORDS),
    filters: [],
    facets: [{ name: 'category', size: 5 }],
    limit: 0,
  });
  const zeroResultHelp = {
    relaxed: relaxed !== null,
    relaxed_query: relaxed?.words.text ?? null,
    popular_categories: (popular.facets[0]?.buckets ?? []).slice(0, 5).map((b) => ({ ...b })),
  };
  const helped = { ...state, didYouMean, zeroResultHelp };
  const next =
    relaxed === null
      ? helped
      : {
          ...helped,
          tiers: [[...relaxed.result.hits]],
          total: relaxed.result.total,
          facets: relaxed.result.facets,
          effective: relaxed.query,
          effectiveWords: relaxed.words,
        };
  return traced(next, () => ({
    relaxation: { tried: relaxed?.tried ?? [], step: relaxed?.step ?? null, did_you_mean: didYouMean },
  }));
};

/**
 * The understood correction, when its words find something. Within the window the candidates
 * stage has already searched it (and would have used it), so only a deeper page asks here.
 */
async function offeredCorrection(state: Parameters<Stage>[0], engine: SearchEngine): Promise<string | null> {
  const correction = state.query.correction;
  if (correction === null || state.window.windowed) return null;
  const result = await engine.search({
    ...withWords(state.base, correction.words),
    offset: 0,
    limit: 1,
    facets: [],
  });
  return result.total > 0 ? correction.words.text : null;
}
