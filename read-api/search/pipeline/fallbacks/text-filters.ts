import type { Filter } from '../../../../domain/search/search-query.ts';
import { type Stage, traced, withWords } from '../search-state.ts';
import { withTextFiltersDropped } from '../understand/understand.ts';
import { fewResults } from './few-results.ts';

/**
 * The text filters cost the query this many times its results (or more) when it finds few: they
 * are a misreading (`جوال زين` is a good phone, not one of the brand Zain).
 */
export const NEARLY_EMPTIED = 3;

/** Filters the parser read from the words of the text (prices are read from amounts and stay). */
const fromWords = (f: Filter): boolean => f.field !== 'price';

/**
 * A brand, category or color the parser read from the text that empties or nearly empties the
 * results is a misreading, not what the shopper asked for: when the query finds few results
 * with them, it is run with their words searched as text instead; if that finds at least
 * `NEARLY_EMPTIED` times as many, those results lead, and the answer's `query.filters` and
 * `query.rewritten` no longer hold the filters (the trace says which went back to the text).
 */
export const textFilters: Stage = async (state, deps) => {
  const { query, base, window } = state;
  if (!window.windowed || state.effective !== base || !fewResults(state)) return state;
  if (!query.parserFilters.some(fromWords)) return state;
  const reread = withTextFiltersDropped(query, state.request, deps.facts(state.store.id));
  const requested = base.filters.slice(0, base.filters.length - query.parserFilters.length);
  const asText = withWords(base, reread.searched, state.vocabulary);
  // The filters' words are searched as typed (required even when the catalog holds them only in
  // the other script): the question is whether the words find more than the filter, not whether
  // the query finds more without them.
  const searched = new Set(query.searched.tokens);
  const optional = asText.optional?.words.filter((i) => {
    const t = reread.searched.tokens[i];
    return t !== undefined && searched.has(t);
  });
  const { optional: _all, ...shape } = asText;
  const plain = {
    ...shape,
    ...(optional !== undefined && optional.length > 0 ? { optional: { words: optional, minimum: 0 } } : {}),
    filters: [...requested, ...reread.parserFilters],
  };
  const result = await deps.engine.search(plain);
  const dropped = result.total >= NEARLY_EMPTIED * Math.max(1, state.total);
  const trace = () => ({
    text_filters: {
      filtered_total: state.total,
      as_text_total: result.total,
      dropped: dropped ? (reread.parsed?.dropped ?? []) : [],
    },
  });
  if (!dropped) return traced(state, trace);
  return traced(
    {
      ...state,
      query: reread,
      base: plain,
      effective: plain,
      effectiveWords: reread.searched,
      tiers: [[...result.hits]],
      total: result.total,
      facets: result.facets,
      phrased: null,
    },
    trace,
  );
};
