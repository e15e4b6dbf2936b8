import type { Vocabulary } from '../search/analyzer.ts';
import { normalizeWord } from './normalize.ts';
import { SKELETON_SYMBOLS, skeletonVariants } from './skeleton.ts';
import { isStopword } from './stopwords.ts';
import { weightedDistance } from './weighted-distance.ts';

export interface SpellingCorrection {
  readonly from: string;
  readonly to: string;
  /** Weighted edit cost (a keyboard slip 0.6, a sound-alike letter 0.35, any other edit 1). */
  readonly cost: number;
}

export interface DidYouMean {
  /** The corrected query, words joined by spaces. */
  readonly text: string;
  readonly terms: readonly string[];
  readonly corrections: readonly SpellingCorrection[];
}

export interface DidYouMeanOptions {
  /** Largest cost accepted for a word of this many characters (default: none under 4, 1, 1.5, 2 from 9). */
  readonly maxCost?: (length: number) => number;
  /** Catalog words held by fewer documents are not proposed (default 1). */
  readonly minDocumentFrequency?: number;
}

const defaultMaxCost = (length: number): number => (length < 4 ? 0 : length < 6 ? 1 : length < 9 ? 1.5 : 2);
const HAS_DIGIT = /\d/u;

/** Skeletons one edit away from the word's skeleton(s): where a misspelling's correction lives. */
function nearbySkeletons(word: string): Set<string> {
  const out = new Set<string>();
  for (const s of skeletonVariants(word)) {
    out.add(s);
    for (let i = 0; i <= s.length; i++) {
      if (i < s.length) out.add(s.slice(0, i) + s.slice(i + 1));
      if (i + 1 < s.length) out.add(s.slice(0, i) + s.charAt(i + 1) + s.charAt(i) + s.slice(i + 2));
      for (const symbol of SKELETON_SYMBOLS) {
        out.add(s.slice(0, i) + symbol + s.slice(i));
        if (i < s.length) out.add(s.slice(0, i) + symbol + s.slice(i + 1));
      }
    }
  }
  out.delete('');
  return out;
}

/** The catalog word closest to `word`, or null when none is close enough. */
export function correctWord(
  word: string,
  vocabulary: Vocabulary,
  options: DidYouMeanOptions = {},
): SpellingCorrection | null {
  const limit = (options.maxCost ?? defaultMaxCost)([...word].length);
  if (limit <= 0) return null;
  const minDf = options.minDocumentFrequency ?? 1;
  let best: { to: string; cost: number; df: number } | null = null;
  const seen = new Set<string>();
  for (const skeleton of nearbySkeletons(word)) {
    for (const candidate of vocabulary.termsBySkeleton(skeleton)) {
      if (candidate === word || seen.has(candidate)) continue;
      seen.add(candidate);
      const cost = weightedDistance(word, candidate, limit);
      if (cost > limit) continue;
      const df = vocabulary.documentFrequency(candidate);
      if (df < minDf) continue;
      const better =
        best === null ||
        cost < best.cost ||
        (cost === best.cost && (df > best.df || (df === best.df && candidate < best.to)));
      if (better) best = { to: candidate, cost, df };
    }
  }
  return best === null ? null : { from: word, to: best.to, cost: Math.round(best.cost * 100) / 100 };
}

/**
 * A corrected query from the catalog's own words: each word the catalog does not hold
 * (and that is not a number or a function word) is replaced by the closest catalog word by
 * weighted edit distance; null when nothing needed correcting.
 */
export function didYouMean(
  queryTerms: readonly string[],
  vocabulary: Vocabulary,
  options: DidYouMeanOptions = {},
): DidYouMean | null {
  const corrections: SpellingCorrection[] = [];
  const terms = queryTerms.map((raw) => {
    const word = normalizeWord(raw);
    if (word === '' || HAS_DIGIT.test(word) || isStopword(word) || vocabulary.documentFrequency(word) > 0)
      return word;
    const correction = correctWord(word, vocabulary, options);
    if (correction === null) return word;
    corrections.push(correction);
    return correction.to;
  });
  return corrections.length === 0 ? null : { text: terms.join(' '), terms, corrections };
}
