import type { SearchQuery } from '../../../../domain/search/search-query.ts';
import type { SearchHitRef } from '../../../../domain/search/search-result.ts';
import { type Stage, traced, withWords } from '../search-state.ts';
import { isKnown, knownHead } from '../understand/catalog-words.ts';
import { NO_WORDS, type QueryWords, withoutWord } from '../understand/query-words.ts';
import { fewResults } from './few-results.ts';
import { namesKind, storeProductHeads } from './kind-evidence.ts';

/** Without its head, a product must match this many of the query's other words (fewer when there are fewer). */
export const OTHER_WORDS_NEEDED = 1;

interface PartialQuery {
  readonly query: SearchQuery;
  readonly text: string;
  /** 0: keeps the head noun; 1: without it. */
  readonly tier: number;
}

/**
 * The partial queries of `words`: the head noun required and every other word optional (the
 * products naming the kind, those matching more and rarer words first), then the other words
 * without the head, at least `OTHER_WORDS_NEEDED` of them (`قلاية هوائية` → every `قلاية`, then
 * `هوائية`, which finds the `مقلاة هوائية`). The head is the head among the words the catalog
 * knows. Filters stay.
 */
export function partialQueries(
  effective: SearchQuery,
  words: QueryWords,
  vocabulary: Parameters<typeof withWords>[2],
  lang: string,
): PartialQuery[] {
  const out: PartialQuery[] = [];
  const all = words.tokens.map((_, i) => i);
  const head = knownHead(words, vocabulary, lang);
  const shape = withWords(effective, words, undefined);
  if (head >= 0)
    out.push({
      query: { ...shape, optional: { words: all.filter((i) => i !== head), minimum: 0 } },
      text: words.tokens[head]?.original ?? '',
      tier: 0,
    });
  const others = head >= 0 ? withoutWord(words, head, lang) : words;
  const known =
    vocabulary === undefined
      ? others.tokens.length
      : others.tokens.filter((t) => isKnown(t, vocabulary)).length;
  if (known > 0 && others.tokens.length > 0) {
    const minimum = Math.min(OTHER_WORDS_NEEDED, known);
    out.push({
      query: {
        ...withWords(effective, others, undefined),
        ...(others.tokens.length > 1 || minimum < 1
          ? { optional: { words: others.tokens.map((_, i) => i), minimum } }
          : {}),
      },
      text: others.text,
      tier: 1,
    });
  }
  return out;
}

/**
 * Still few results: the products found when words are let go, after the query's own
 * (`partialQueries`): those keeping the head noun form one tier, the others the next, unless
 * none of the first is of the head's kind (`namesKind`); within each, by score. A one-word
 * query beside a category or brand the parser read from the text may browse that filter alone (`ملابس للأطفال`, `حليب المراعي` → more of Almarai), never a color, a
 * price or the shopper's own filters.
 */
export const partialMatches: Stage = async (state, deps) => {
  if (state.total === 0 || !fewResults(state)) return state;
  const { effective, effectiveWords: words, query } = state;
  const readFilters = query.parserFilters.some(
    (f) =>
      f.kind === 'terms' && (f.field === 'category' || f.field === 'brand') && effective.filters.includes(f),
  );
  let partial: PartialQuery[] = [];
  if (words.tokens.length >= 2) partial = partialQueries(effective, words, state.vocabulary, query.lang);
  else if (words.tokens.length === 1 && readFilters)
    partial = [{ query: withWords(effective, NO_WORDS, undefined), text: '', tier: 1 }];
  if (partial.length === 0) return state;
  const seen = new Set(state.tiers.flatMap((t) => t.map((h) => h.id)));
  const added = new Map<string, { hit: SearchHitRef; tier: number }>();
  const queries: string[] = [];
  const keepingHead: string[] = [];
  for (const p of partial) {
    const result = await deps.engine.search({ ...p.query, offset: 0, facets: [] });
    if (result.total === 0) continue;
    queries.push(p.text);
    if (p.tier === 0) keepingHead.push(...result.hits.map((h) => h.id));
    for (const hit of result.hits) {
      if (seen.has(hit.id)) continue;
      const held = added.get(hit.id);
      if (held === undefined || p.tier < held.tier || (p.tier === held.tier && hit.score > held.hit.score))
        added.set(hit.id, { hit, tier: p.tier });
    }
  }
  if (added.size === 0) return state;
  const heads = storeProductHeads(state, deps);
  const head = knownHead(words, state.vocabulary, query.lang);
  // A head no result answers to is merely mentioned: both queries' results rank together.
  if (!namesKind(words, head, keepingHead, heads, deps.analyzer)) for (const a of added.values()) a.tier = 0;
  const ordered = [...added.values()]
    .sort((a, b) => a.tier - b.tier || b.hit.score - a.hit.score)
    .slice(0, effective.limit);
  const tiers: SearchHitRef[][] = [[], []];
  for (const a of ordered) tiers[a.tier]?.push(a.hit);
  const found = tiers.filter((t) => t.length > 0);
  return traced({ ...state, tiers: [...state.tiers, ...found], total: state.total + ordered.length }, () => ({
    partial_matches: { queries, added: ordered.length },
  }));
};
