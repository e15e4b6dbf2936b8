import type { AnalyzedToken, Analyzer, Vocabulary } from '../../../domain/search/analyzer.ts';
import type { TypoSettings } from '../../../domain/search/search-query.ts';
import { termToken } from './fields.ts';

/** One form a query word may match, with what a match on it is worth. */
export interface QueryTerm {
  readonly term: string;
  readonly weight: number;
}

/** A query word as the query builder and the highlighter see it. */
export interface QueryWord {
  /** The word as typed (for suggestions). */
  readonly original: string;
  /** The surface form, `alternatives[0].term`. */
  readonly surface: string;
  /** Every analyzed form of the word, the surface form first. */
  readonly alternatives: readonly QueryTerm[];
  /** Edits allowed on the surface form (0: no typo tolerance). */
  readonly typos: number;
  /** The word may be the beginning of a longer word (the last word while typing). */
  readonly prefix: boolean;
  /** The word need not match (`SearchQuery.optional`): a `should` clause. */
  readonly optional?: boolean;
}

const HAS_DIGIT = /\p{N}/u;

/** Characters (code points), not UTF-16 units: an Arabic or accented letter counts once. */
const characterCount = (text: string): number => [...text].length;

/**
 * Edits allowed for a query word, counted in characters: none when typo tolerance is off or
 * the word holds a digit (a model number), one from `oneTypoMinLength`, two from
 * `twoTyposMinLength` (the embedded engine's rule).
 */
export function allowedTypos(term: string, typo: TypoSettings): number {
  if (!typo.enabled || HAS_DIGIT.test(term)) return 0;
  const length = characterCount(term);
  if (length >= typo.twoTyposMinLength) return 2;
  return length >= typo.oneTypoMinLength ? 1 : 0;
}

/** Words of a query beyond this many are ignored (as in the embedded engine). */
export const MAX_QUERY_WORDS = 32;

export interface QueryAnalysis {
  readonly analyzer: Analyzer;
  readonly lang: string;
  readonly typo: TypoSettings;
  readonly prefixLast: boolean;
  readonly vocabulary?: Vocabulary;
  /** false: no platform-wide (dialect) synonyms for this query. */
  readonly globalSynonyms?: boolean;
  /** The store's synonyms of a normalized word form. */
  readonly synonyms?: (form: string) => readonly string[];
  /** The words already analyzed (the search pipeline's): read instead of analyzing the text. */
  readonly tokens?: readonly AnalyzedToken[];
  /** Indexes of the words (as analyzed) that need not match. */
  readonly optional?: readonly number[];
}

function analyzed(text: string, options: QueryAnalysis): readonly AnalyzedToken[] {
  if (options.tokens !== undefined) return options.tokens;
  if (text.trim() === '') return [];
  return options.analyzer.analyze(text, {
    mode: 'query',
    lang: options.lang,
    ...(options.vocabulary ? { vocabulary: options.vocabulary } : {}),
    ...(options.globalSynonyms !== undefined ? { globalSynonyms: options.globalSynonyms } : {}),
    ...(options.synonyms ? { synonyms: options.synonyms } : {}),
  });
}

/** The words of a query text (query-mode analysis); empty for a blank or punctuation-only text. */
export function queryWords(text: string, options: QueryAnalysis): QueryWord[] {
  const optional = new Set(options.optional ?? []);
  const tokens = analyzed(text, options)
    .map((token, i) => ({ token, optional: optional.has(i) }))
    .filter(({ token }) => termToken(token.terms[0]?.term ?? '') !== '')
    .slice(0, MAX_QUERY_WORDS);
  const last = tokens.length - 1;
  return tokens.map(({ token, optional }, i) => {
    const alternatives: QueryTerm[] = [];
    for (const { term, weight } of token.terms) {
      const clean = termToken(term);
      if (clean !== '' && !alternatives.some((a) => a.term === clean))
        alternatives.push({ term: clean, weight });
    }
    const surface = alternatives[0]?.term ?? '';
    return {
      original: token.original,
      surface,
      alternatives,
      typos: allowedTypos(surface, options.typo),
      prefix: options.prefixLast && i === last,
      ...(optional ? { optional: true } : {}),
    };
  });
}

/**
 * The same words without typo tolerance: the words as typed (typo corrections are a fallback).
 * Optional words keep theirs: they restrict nothing, their look-alikes only add to the score.
 */
export const asTyped = (words: readonly QueryWord[]): QueryWord[] =>
  words.map((w) => (w.optional ? w : { ...w, typos: 0 }));

/** Whether any required word could be corrected. */
export const correctable = (words: readonly QueryWord[]): boolean =>
  words.some((w) => !w.optional && w.typos > 0);
