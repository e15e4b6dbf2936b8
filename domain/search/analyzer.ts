/**
 * The text-analysis hook shared by indexing and querying. The search engine never
 * decides how words are normalized, stemmed or expanded: it is handed an Analyzer.
 * The same analyzer runs at index time and at query time so that both sides agree.
 */

/** One alternative form of a token, with how much a match on it is worth (0..1]. */
export interface AnalyzedTerm {
  readonly term: string;
  /** 1 for the normalized surface form; lower for stems, lexicon forms, transliterations. */
  readonly weight: number;
  /** Why this form exists, for debug traces: 'surface', 'stem', 'plural', 'dialect', 'arabizi', 'unit', ... */
  readonly kind: string;
}

/** One word position in a text, with every form it may be matched by. `terms[0]` is the surface form. */
export interface AnalyzedToken {
  readonly position: number;
  /** The original characters of this token, as they stand in the text. */
  readonly original: string;
  /** Character offsets of `original` in the analyzed text (for highlights). */
  readonly start: number;
  readonly end: number;
  readonly terms: readonly AnalyzedTerm[];
}

/**
 * Words of the store's own catalog, so that query-time analysis can choose between
 * candidates (for example which Arabic spelling an Arabizi word stands for).
 */
export interface Vocabulary {
  /** How many documents hold the term (0 when unknown). */
  documentFrequency(term: string): number;
  /** How many documents the catalog holds (for inverse document frequencies), when known. */
  documentCount?(): number;
  /** Catalog terms sharing a consonant skeleton (see the language layer). */
  termsBySkeleton(skeleton: string): readonly string[];
  /**
   * A number that changes whenever the answers above may change (a document added or removed).
   * With it, an analyzer may remember what it read with this vocabulary until it changes;
   * without it, nothing read with the vocabulary is remembered.
   */
  generation?(): number;
}

export type AnalysisMode = 'index' | 'query';

export interface AnalysisContext {
  readonly mode: AnalysisMode;
  /** Two-letter language code of the text. */
  readonly lang: string;
  readonly vocabulary?: Vocabulary;
  /** Query mode: false leaves out the built-in (platform-wide) dialect synonyms for this call. */
  readonly globalSynonyms?: boolean;
  /**
   * Query mode: the market the store sells in (`gulf`, `egypt`, `levant`, `iraq`, `maghreb`). A word
   * that means different things by region expands to every meaning, this region's first.
   */
  readonly region?: string;
  /** Query mode: the store's synonyms of a normalized word form (single words), added as alternatives. */
  readonly synonyms?: (form: string) => readonly string[];
}

export interface Analyzer {
  analyze(text: string, context: AnalysisContext): AnalyzedToken[];
}
