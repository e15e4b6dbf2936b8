import { relaxationOrder } from '../../../../domain/language/query-head.ts';
import type { SearchHitRef } from '../../../../domain/search/search-result.ts';
import { type Stage, traced, withWords } from '../search-state.ts';
import { typedWords, withoutWord } from '../understand/query-words.ts';
import { fewResults } from './few-results.ts';

/** At most this many one-word-shorter queries are tried for partial matches. */
export const MAX_PARTIAL_QUERIES = 4;

/**
 * Still few results: the products found when one word is let go, after the query's own.
 * Queries keeping the head noun form one tier (`قلاية هوائية` → every `قلاية`), the one without
 * it the next (`هوائية`, which finds the `مقلاة هوائية`); within each, by score. Filters stay. A
 * one-word query beside a category or brand the parser read from the text may browse that
 * filter alone (`ملابس للأطفال`, `حليب المراعي` → more of Almarai), never a color, a price or
 * the shopper's own filters.
 */
export const partialMatches: Stage = async (state, deps) => {
  if (state.total === 0 || !fewResults(state)) return state;
  const { effective, effectiveWords: words, query } = state;
  const readFilters = query.parserFilters.some(
    (f) =>
      f.kind === 'terms' && (f.field === 'category' || f.field === 'brand') && effective.filters.includes(f),
  );
  if (words.tokens.length < (readFilters ? 1 : 2)) return state;
  const seen = new Set(state.tiers.flatMap((t) => t.map((h) => h.id)));
  const added = new Map<string, { hit: SearchHitRef; tier: number }>();
  const queries: string[] = [];
  for (const i of relaxationOrder(typedWords(words), query.lang).slice(0, MAX_PARTIAL_QUERIES)) {
    const fewer = withoutWord(words, i, query.lang);
    const result = await deps.engine.search({ ...withWords(effective, fewer), offset: 0, facets: [] });
    if (result.total === 0) continue;
    queries.push(fewer.text);
    const tier = i === words.head ? 1 : 0;
    for (const hit of result.hits) {
      if (seen.has(hit.id)) continue;
      const held = added.get(hit.id);
      if (held === undefined || tier < held.tier || (tier === held.tier && hit.score > held.hit.score))
        added.set(hit.id, { hit, tier });
    }
  }
  if (added.size === 0) return state;
  const ordered = [...added.values()]
    .sort((a, b) => a.tier - b.tier || b.hit.score - a.hit.score)
    .slice(0, effective.limit);
  const tiers: SearchHitRef[][] = [[], []];
  for (const a of ordered) tiers[a.tier]?.push(a.hit);
  const partial = tiers.filter((t) => t.length > 0);
  return traced(
    { ...state, tiers: [...state.tiers, ...partial], total: state.total + ordered.length },
    () => ({ partial_matches: { queries, added: ordered.length } }),
  );
};
