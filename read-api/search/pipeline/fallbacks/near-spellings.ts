import type { SearchHitRef } from '../../../../domain/search/search-result.ts';
import { type Stage, traced, withWords } from '../search-state.ts';
import { nearSpelling } from '../understand/spelling.ts';
import { fewResults } from './few-results.ts';
import { newHits } from './tiers.ts';

/**
 * Still few results (typo tolerance on, no correction offered): the query is also run with its
 * near spellings (`nearSpelling`: a word the catalog holds only by its stem corrected as well,
 * `شعريه` → `شعيريه`), and what that finds, not found yet, is a tier of its own after the
 * query's results. A shopper's slip that happens to share a stem with another product still
 * finds what was meant, as a fuzzy search would.
 */
export const nearSpellings: Stage = async (state, deps) => {
  const { effective, effectiveWords, vocabulary } = state;
  if (
    vocabulary === undefined ||
    !state.settings.typo_tolerance ||
    state.didYouMean !== null ||
    effectiveWords.tokens.length === 0 ||
    !fewResults(state)
  )
    return state;
  const near = nearSpelling(effectiveWords, vocabulary, state.query.lang, state.analyze);
  if (near === null) return state;
  const result = await deps.engine.search({
    ...withWords(effective, near.words, vocabulary),
    offset: 0,
    facets: [],
  });
  const seen = new Set(state.tiers.flatMap((t) => t.map((h) => h.id)));
  const added = new Map<string, SearchHitRef>();
  newHits(seen, result.hits, added);
  if (added.size === 0) return state;
  const hits = [...added.values()].sort((a, b) => b.score - a.score).slice(0, effective.limit);
  return traced({ ...state, tiers: [...state.tiers, hits], total: state.total + hits.length }, () => ({
    near_spellings: { text: near.words.text, corrections: near.corrections, added: hits.length },
  }));
};
