/**
 * The language layer: pure text functions shared by indexing and querying (Arabic first).
 * The timing helper for the relevance harness lives in test/support/measure-analyzer.ts: it
 * reads a clock.
 */
export { type AnalyzerOptions, createAnalyzer } from './analyzer.ts';
export { lightStem, stripClitics } from './arabic-stem.ts';
export { arabiziToArabic, looksArabizi } from './arabizi.ts';
export { type BrandEntry, brandOfWord, brandTable } from './brand-table.ts';
export { buildVocabulary } from './build-vocabulary.ts';
export { canonicalColor, colorIds } from './color-lexicon.ts';
export { crossScriptCandidates } from './cross-script.ts';
export { type DetectedLanguage, detectLanguage } from './detect-language.ts';
export {
  dialectEquivalents,
  type Region,
  type SynonymEntry,
  type SynonymGroup,
  synonymGroups,
} from './dialect-lexicon.ts';
export {
  correctWord,
  type DidYouMean,
  type DidYouMeanOptions,
  didYouMean,
  type SpellingCorrection,
} from './did-you-mean.ts';
export { editDistance } from './edit-distance.ts';
export { latinPluralStem } from './english-stem.ts';
export { normalizeText, normalizeWord } from './normalize.ts';
export { formatNumber, parseNumber } from './parse-number.ts';
export { singularOf } from './plural-lexicon.ts';
export type { StoreCategory } from './query-parser/category-matcher.ts';
export { parseQuery } from './query-parser/parse-query.ts';
export type {
  Extraction,
  ParsedQuery,
  ParseQueryOptions,
  QueryFilters,
} from './query-parser/parsed-query.ts';
export type { ParsedSort } from './query-parser/sort-words.ts';
export { consonantSkeleton, phoneticKey } from './skeleton.ts';
export { TERM_WEIGHTS, type TermKind } from './term-list.ts';
export { attachedQuantity, canonicalQuantity } from './units.ts';
export { VocabularyBuilder } from './vocabulary.ts';
export { weightedDistance } from './weighted-distance.ts';
