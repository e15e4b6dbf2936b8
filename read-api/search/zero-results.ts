import { didYouMean } from '../../domain/language/did-you-mean.ts';
import { headWordIndex, relaxationOrder } from '../../domain/language/query-head.ts';
import type { Vocabulary } from '../../domain/search/analyzer.ts';
import type { SearchEngine } from '../../domain/search/search-engine.ts';
import type { SearchQuery } from '../../domain/search/search-query.ts';
import type { SearchHitRef, SearchResult } from '../../domain/search/search-result.ts';

export interface Relaxation {
  readonly result: SearchResult;
  readonly query: SearchQuery;
  /** The step that found results: which words or filters were let go. */
  readonly step: 'parser_filters' | 'words' | 'typos';
  readonly relaxedText: string;
  readonly tried: readonly string[];
}

/**
 * When a query finds nothing, loosen it step by step until something is found: first drop
 * the filters the parser read from the text, then drop words one at a time, keeping the
 * filters (the words farthest from the head noun first, so `smart watch` keeps `watch` and
 * `حذاء رياضي` keeps `حذاء`), then browse the parser's filters without text, then allow more
 * typos. Explicit request filters stay.
 */
export async function relax(
  engine: SearchEngine,
  query: SearchQuery,
  parserFilterCount: number,
  originalText: string,
  split: (text: string) => string[] = whitespaceWords,
): Promise<Relaxation | null> {
  const tried: string[] = [];
  const attempt = async (q: SearchQuery, step: Relaxation['step'], label: string) => {
    tried.push(label);
    const result = await engine.search(q);
    return result.total > 0 ? { result, query: q, step, relaxedText: q.text, tried } : null;
  };
  if (parserFilterCount > 0) {
    const requestFilters = query.filters.slice(0, query.filters.length - parserFilterCount);
    const found = await attempt(
      { ...query, text: originalText, filters: requestFilters },
      'parser_filters',
      'without the filters read from the text',
    );
    if (found) return found;
  }
  const words = split(query.text);
  if (words.length > 1) {
    for (const i of relaxationOrder(words, query.lang)) {
      const text = words.filter((_, k) => k !== i).join(' ');
      const found = await attempt({ ...query, text }, 'words', `without "${words[i]}"`);
      if (found) return found;
    }
  }
  if (parserFilterCount > 0 && words.length > 0) {
    const found = await attempt({ ...query, text: '' }, 'words', 'the filters read from the text alone');
    if (found) return found;
  }
  if (query.typo.enabled) {
    const found = await attempt(
      { ...query, typo: { enabled: true, oneTypoMinLength: 3, twoTyposMinLength: 6 } },
      'typos',
      'with more typos allowed',
    );
    if (found) return found;
  }
  return null;
}

/** Results added after the query's own when it finds only a few, and the queries that found them. */
export interface PartialMatches {
  /** The results of the queries keeping the head noun, then those of the query without it. */
  readonly tiers: readonly SearchHitRef[][];
  readonly queries: readonly string[];
}

/** At most this many one-word-shorter queries are tried for partial matches. */
const MAX_PARTIAL_QUERIES = 4;

/**
 * Partial matches for a query of several words that finds only a few products: the products
 * found when one word is let go, listed after the query's own results. Queries keeping the
 * head noun come first (`قلاية هوائية` → every `قلاية`), then the one without the head
 * (`هوائية`, which finds the `مقلاة هوائية`); within each, by score. Filters stay. With
 * `browseReadFilters` (the query carries a category or brand the parser read from the text), a
 * one-word query may let its word go.
 */
export async function partialMatches(
  engine: SearchEngine,
  query: SearchQuery,
  found: readonly SearchHitRef[],
  split: (text: string) => string[] = whitespaceWords,
  browseReadFilters = false,
): Promise<PartialMatches | null> {
  const words = split(query.text);
  // One word beside filters read from the text: those filters alone (`ملابس للأطفال` → the
  // kids' clothing category). Filters the shopper chose are never browsed without the text.
  if (words.length < (browseReadFilters ? 1 : 2)) return null;
  const head = headWordIndex(words, query.lang);
  const seen = new Set(found.map((h) => h.id));
  const added = new Map<string, { hit: SearchHitRef; tier: number }>();
  const queries: string[] = [];
  for (const i of relaxationOrder(words, query.lang).slice(0, MAX_PARTIAL_QUERIES)) {
    const text = words.filter((_, k) => k !== i).join(' ');
    const result = await engine.search({ ...query, text, offset: 0, facets: [] });
    if (result.total === 0) continue;
    queries.push(text);
    const tier = i === head ? 1 : 0;
    for (const hit of result.hits) {
      if (seen.has(hit.id)) continue;
      const held = added.get(hit.id);
      if (held === undefined || tier < held.tier || (tier === held.tier && hit.score > held.hit.score))
        added.set(hit.id, { hit, tier });
    }
  }
  if (added.size === 0) return null;
  const ordered = [...added.values()]
    .sort((a, b) => a.tier - b.tier || b.hit.score - a.hit.score)
    .slice(0, query.limit);
  const tiers: SearchHitRef[][] = [[], []];
  for (const a of ordered) tiers[a.tier]?.push(a.hit);
  return { tiers: tiers.filter((t) => t.length > 0), queries };
}

/**
 * The results of the query rewritten with lexicon phrases (`سفرة` → `طاولة طعام`), those not
 * found yet, best first, and the rewrites that found them.
 */
export async function phraseMatches(
  engine: SearchEngine,
  query: SearchQuery,
  found: readonly SearchHitRef[],
  rewrites: readonly string[],
): Promise<{ hits: SearchHitRef[]; queries: string[] } | null> {
  const seen = new Set(found.map((h) => h.id));
  const added = new Map<string, SearchHitRef>();
  const queries: string[] = [];
  for (const text of rewrites) {
    const result = await engine.search({ ...query, text, offset: 0, facets: [] });
    if (result.total === 0) continue;
    queries.push(text);
    for (const hit of result.hits) {
      if (seen.has(hit.id)) continue;
      const held = added.get(hit.id);
      if (held === undefined || hit.score > held.score) added.set(hit.id, hit);
    }
  }
  if (added.size === 0) return null;
  const hits = [...added.values()].sort((a, b) => b.score - a.score).slice(0, query.limit);
  return { hits, queries };
}

/** Tiers of results one after the other, each rescaled under the one before (see `below`). */
export function stacked(tiers: readonly (readonly SearchHitRef[])[]): SearchHitRef[] {
  const out: SearchHitRef[] = [];
  for (const tier of tiers) {
    if (tier.length === 0) continue;
    out.push(...below(out, tier));
  }
  return out;
}

/** The words of a text as typed, split at spaces (quantities and brand names keep their parts apart). */
export const whitespaceWords = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/**
 * `tail`, in its order, with scores rescaled under the lowest score of `head`, so that a later
 * re-rank by score (business signals) keeps every result of `head` first.
 */
export function below(head: readonly SearchHitRef[], tail: readonly SearchHitRef[]): SearchHitRef[] {
  if (head.length === 0) return [...tail];
  let floor = Number.POSITIVE_INFINITY;
  for (const h of head) if (h.score < floor) floor = h.score;
  const top = Math.max(...tail.map((h) => h.score), Number.MIN_VALUE);
  let previous = floor * TAIL_SHARE;
  return tail.map((h) => {
    previous = Math.min(previous, (floor * TAIL_SHARE * Math.max(0, h.score)) / top);
    return { ...h, score: previous };
  });
}

/** Rescaled scores of appended results stay under this share of the last score before them. */
const TAIL_SHARE = 0.7;

/** A correction of the query from the store's own words, when it finds results. */
export async function correction(
  engine: SearchEngine,
  vocabulary: Vocabulary | undefined,
  query: SearchQuery,
): Promise<string | null> {
  if (!vocabulary || !query.text.trim()) return null;
  const suggestion = didYouMean(query.text.split(/\s+/).filter(Boolean), vocabulary);
  if (!suggestion || suggestion.text === query.text) return null;
  const result = await engine.search({ ...query, text: suggestion.text, offset: 0, limit: 1, facets: [] });
  return result.total > 0 ? suggestion.text : null;
}
