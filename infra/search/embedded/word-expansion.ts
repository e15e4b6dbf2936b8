import type { AnalyzedToken } from '../../../domain/search/analyzer.ts';
import type { TypoSettings } from '../../../domain/search/search-query.ts';
import { codePointLength } from './damerau.ts';
import type { RankingSettings } from './scorer.ts';
import type { StoreIndex } from './store-index.ts';

/** One dictionary term a query word may match, with what a match on it is worth. */
export interface Expansion {
  readonly termId: number;
  /** Analyzer weight times typo and prefix penalties. */
  readonly weight: number;
  /** The query word's surface form itself (eligible for the exact-match bonus). */
  readonly exact: boolean;
  readonly typos: number;
  readonly prefix: boolean;
}

export interface QueryWord {
  /** Position of the word in the query. */
  readonly order: number;
  readonly token: AnalyzedToken;
  readonly expansions: readonly Expansion[];
  /** Posting entries to read for this word (its cost). */
  readonly cost: number;
  /** The word need not match (`SearchQuery.optional`). */
  readonly optional?: boolean;
}

/** At most this many completions of a prefix, the most frequent first. */
export const MAX_PREFIX_EXPANSIONS = 48;
/** Posting entries the completions of one prefix may bring (bounded work for short prefixes). */
export const MAX_PREFIX_COST = 20_000;
/** Dictionary terms examined for one prefix (bounded work for one-letter prefixes). */
const MAX_PREFIX_SCAN = 4000;
/** At most this many typo corrections of a word, fewest edits then most frequent first. */
export const MAX_FUZZY_EXPANSIONS = 24;

const HAS_DIGIT = /\p{N}/u;

/** Edits allowed for a query word: none below the one-typo length or for words holding digits. */
export function allowedTypos(term: string, typo: TypoSettings, typedLength = codePointLength(term)): number {
  if (!typo.enabled || HAS_DIGIT.test(term)) return 0;
  const length = Math.max(typedLength, codePointLength(term));
  if (length >= typo.twoTyposMinLength) return 2;
  return length >= typo.oneTypoMinLength ? 1 : 0;
}

const TYPED_LETTER = /[\p{L}\p{N}]/u;
const TATWEEL = 'ـ';

/** Letters and digits of a word as typed: a hamza that normalization drops (`حذاء` → `حذا`) still counts. */
export function typedLength(original: string): number {
  let n = 0;
  for (const ch of original) if (ch !== TATWEEL && TYPED_LETTER.test(ch)) n++;
  return n;
}

/** Edits allowed for a query token, its length counted as typed (see `typedLength`). */
export const allowedTyposOf = (token: AnalyzedToken, typo: TypoSettings): number =>
  allowedTypos(token.terms[0]?.term ?? '', typo, typedLength(token.original));

export interface ExpansionOptions {
  readonly typo: TypoSettings;
  readonly prefix: boolean;
  readonly ranking: RankingSettings;
}

/**
 * The forms of a word being typed that are completed as prefixes: the text typed, read or
 * transliterated. A word the lexicon or a synonym gives for it is a whole word the shopper did not
 * type (`قطة` reads as `cat`, which does not begin `Cataflam`).
 */
const COMPLETED_KINDS: ReadonlySet<string> = new Set([
  'surface',
  'clitic',
  'stem',
  'plural',
  'arabizi',
  'translit',
  'part',
]);

/** Every term a query word may match: its analyzer forms, completions (prefix) and corrections (typos). */
export function expandWord(
  index: StoreIndex,
  token: AnalyzedToken,
  order: number,
  options: ExpansionOptions,
): QueryWord {
  const { dictionary, postings } = index;
  const found = new Map<number, Expansion>();

  const exactIds = token.terms.map((alternative) => dictionary.idOf(alternative.term));
  token.terms.forEach((alternative, i) => {
    const termId = exactIds[i] ?? -1;
    if (termId >= 0)
      offerTo(found, postings, {
        termId,
        weight: alternative.weight,
        exact: i === 0,
        typos: 0,
        prefix: false,
      });
  });
  if (options.prefix) {
    // One budget for the completions of every form of the word, the surface form's first.
    let budget = MAX_PREFIX_COST;
    for (const id of exactIds) if (id >= 0) budget -= postings.count(id);
    for (const alternative of token.terms) {
      if (budget <= 0) break;
      if (!COMPLETED_KINDS.has(alternative.kind)) continue;
      for (const completion of completions(index, alternative.term, MAX_PREFIX_EXPANSIONS, budget)) {
        if (found.has(completion)) continue;
        budget -= postings.count(completion);
        offerTo(found, postings, {
          termId: completion,
          weight: alternative.weight * options.ranking.prefixPenalty,
          exact: false,
          typos: 0,
          prefix: true,
        });
      }
    }
  }

  const surface = token.terms[0];
  if (surface !== undefined) {
    const edits = allowedTyposOf(token, options.typo);
    if (edits > 0) {
      const corrections = corrected(index, surface.term, edits);
      for (let i = 0; i < corrections.length; i += 2) {
        const typos = corrections[i + 1] ?? 1;
        const weight = surface.weight * options.ranking.typoPenalty ** typos;
        offerTo(found, postings, { termId: corrections[i] ?? 0, weight, exact: false, typos, prefix: false });
      }
    }
  }

  const expansions = [...found.values()];
  let cost = 0;
  for (const e of expansions) cost += postings.count(e.termId);
  return { order, token, expansions, cost };
}

/** Keeps `expansion` unless its term has no postings or a better expansion of the term is held. */
function offerTo(
  found: Map<number, Expansion>,
  postings: StoreIndex['postings'],
  expansion: Expansion,
): void {
  if (postings.count(expansion.termId) === 0) return;
  const held = found.get(expansion.termId);
  if (held === undefined || expansion.weight > held.weight) found.set(expansion.termId, expansion);
}

/**
 * Term ids starting with `prefix`: words of names first (most frequent in names first), then
 * other words by frequency; at most `limit`, and only while their postings stay within `budget`
 * entries (the first one always), so that a one-letter prefix stays cheap.
 */
export function completions(
  index: StoreIndex,
  prefix: string,
  limit: number,
  budget = MAX_PREFIX_COST,
): number[] {
  const { dictionary, postings } = index;
  const ids: number[] = [];
  let scanned = 0;
  dictionary.forEachWithPrefix(prefix, (id) => {
    if (postings.count(id) > 0) ids.push(id);
    return ++scanned < MAX_PREFIX_SCAN;
  });
  ids.sort(
    (a, b) => postings.nameCount(b) - postings.nameCount(a) || postings.count(b) - postings.count(a) || a - b,
  );
  const out: number[] = [];
  let cost = 0;
  for (const id of ids) {
    cost += postings.count(id);
    if (out.length > 0 && cost > budget) break;
    out.push(id);
    if (out.length === limit) break;
  }
  return out;
}

/** Pairs (term id, edits) of terms 1..`edits` edits away from `term`, cached per dictionary generation. */
function corrected(index: StoreIndex, term: string, edits: number): Int32Array {
  const key = `${edits}\u0000${term}`;
  const generation = index.dictionary.generation;
  const cached = index.fuzzyCache.get(key, generation);
  if (cached !== undefined) return cached;
  const hits: { id: number; distance: number; df: number }[] = [];
  index.dictionary.forEachWithinEdits(term, edits, (id, distance) => {
    const df = index.postings.count(id);
    if (distance > 0 && df > 0) hits.push({ id, distance, df });
  });
  hits.sort((a, b) => a.distance - b.distance || b.df - a.df || a.id - b.id);
  const kept = hits.slice(0, MAX_FUZZY_EXPANSIONS);
  const out = new Int32Array(kept.length * 2);
  kept.forEach((hit, i) => {
    out[2 * i] = hit.id;
    out[2 * i + 1] = hit.distance;
  });
  index.fuzzyCache.set(key, out, generation);
  return out;
}
