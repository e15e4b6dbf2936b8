import { type Stage, traced, withWords } from '../search-state.ts';
import { NO_WORDS } from '../understand/query-words.ts';
import { fewResults } from './few-results.ts';
import { namedBrands } from './named-brands.ts';
import { below, newHits } from './tiers.ts';

/** The query's own results must be at least this share in one category for it to be the kind's. */
export const KIND_CATEGORY_SHARE = 0.5;
/** A category holding more than this share of the catalog is not browsed. */
export const MOST_OF_CATALOG = 0.5;

/**
 * Still few results after every other fallback: the other products of the category holding
 * most of the query's own results (its leaf category, when at least half of them are there)
 * follow, as near matches of related kinds (`backpack` → the school bags and the other bags
 * beside the backpacks; `bluetooth speaker` → the soundbar). The shopper's filters stay, and so
 * does a brand the query names (`samsung`, `galaxy` → more Samsung of the category, never
 * another brand's); a query naming a brand none of its results carries browses nothing. Not when
 * a category filter is set (the shopper's or the parser's): the results already are that
 * category's; nor when the category, counted alone, holds more than half of the catalog.
 */
export const sameCategory: Stage = async (state, deps) => {
  const own = state.tiers[0] ?? [];
  const { effective } = state;
  if (own.length === 0 || !fewResults(state) || effective.filters.some((f) => f.field === 'category'))
    return state;
  const leaves = new Map<string, number>();
  for (const hit of own) {
    const leaf = state.facts(hit.id)?.categories.at(-1);
    if (leaf !== undefined) leaves.set(leaf, (leaves.get(leaf) ?? 0) + 1);
  }
  let category: string | undefined;
  let most = 0;
  for (const [id, n] of leaves)
    if (n > most) {
      most = n;
      category = id;
    }
  if (category === undefined || most < KIND_CATEGORY_SHARE * own.length) return state;
  const words = state.effectiveWords;
  const named = namedBrands(
    words,
    own.map((h) => h.id),
    state.facts,
  );
  if (named.unheld) return state;
  const inCategory = { kind: 'terms' as const, field: 'category', values: [category] };
  // A category holding most of the catalog says nothing of the kind (whatever the shopper filters on).
  const documents = state.vocabulary?.documentCount?.();
  if (documents !== undefined) {
    const size = await deps.engine.search({
      ...withWords(effective, NO_WORDS, undefined),
      filters: [inCategory],
      offset: 0,
      limit: 1,
      facets: [],
    });
    if (size.total > MOST_OF_CATALOG * documents) return state;
  }
  const filters = [
    ...effective.filters,
    inCategory,
    ...(named.brands.length > 0 ? [{ kind: 'terms' as const, field: 'brand', values: named.brands }] : []),
  ];
  const seen = new Set(state.tiers.flatMap((t) => t.map((h) => h.id)));
  const rest = await deps.engine.search({
    ...withWords(effective, NO_WORDS, undefined),
    filters,
    offset: 0,
    facets: [],
  });
  // Those matching some word of the query first (by score), then the rest of the category.
  const some = await deps.engine.search({
    ...withWords(effective, words, undefined),
    optional: { words: words.tokens.map((_, i) => i), minimum: 1 },
    filters,
    offset: 0,
    facets: [],
  });
  const first = [...newHits(seen, some.hits).values()].sort((a, b) => b.score - a.score);
  for (const h of first) seen.add(h.id);
  const hits = [...first, ...below(first, [...newHits(seen, rest.hits).values()])].slice(0, effective.limit);
  if (hits.length === 0) return state;
  return traced({ ...state, tiers: [...state.tiers, hits], total: state.total + hits.length }, () => ({
    same_category: {
      category,
      ...(named.brands.length > 0 ? { brands: named.brands } : {}),
      added: hits.length,
    },
  }));
};
