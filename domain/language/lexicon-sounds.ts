import type { Vocabulary } from '../search/analyzer.ts';
import { crossScriptCandidates } from './cross-script.ts';
import { dialectMeanings, lexiconGroups } from './dialect-lexicon.ts';
import { normalizeWord } from './normalize.ts';
import { consonantSkeleton, spokenDistance } from './skeleton.ts';

/**
 * The lexicon's one-word Arabic entries as a vocabulary of their own, keyed by consonant
 * skeleton like the catalog's, so that a Latin word can be heard as one of them (`tawa` طاوة,
 * `sobya` صوبيا, `samoon` صمون) the way it is heard as a catalog word. Built on first use.
 */
let sounds: Vocabulary | undefined;

function lexiconVocabulary(): Vocabulary {
  if (sounds !== undefined) return sounds;
  const bySkeleton = new Map<string, string[]>();
  for (const group of lexiconGroups())
    for (const entry of group.entries) {
      if (entry.lang !== 'ar' || entry.word.includes(' ')) continue;
      const word = normalizeWord(entry.word);
      const key = consonantSkeleton(word);
      const words = bySkeleton.get(key) ?? [];
      if (!words.includes(word)) words.push(word);
      bySkeleton.set(key, words);
    }
  sounds = {
    // The word of more meanings first among those heard alike.
    documentFrequency: (term) => dialectMeanings(term).length,
    termsBySkeleton: (skeleton) => bySkeleton.get(skeleton) ?? [],
  };
  return sounds;
}

/**
 * Heard alike when only vowels differ: a Latin vowel Arabic leaves unwritten, a long vowel not
 * typed, one vowel for another (`spokenDistance` below 1). A consonant more, less or changed
 * (`phone`, فينو; `white`, حوت) is another word.
 */
const MAX_DISTANCE = 0.9;

/**
 * The lexicon's Arabic word a Latin word (four letters or more) sounds like, when its
 * consonants are the same (`tanjara` طنجرة, `bechklit` بشكليطة, `na3al` نعال): for the words of
 * a dialect typed in Latin letters that the catalog does not hold, whose equivalents it may.
 */
export function lexiconWordSoundingLike(latin: string): string | undefined {
  const [best] = crossScriptCandidates(latin, 'arabic', lexiconVocabulary(), 1);
  return best !== undefined && spokenDistance(latin, best) <= MAX_DISTANCE ? best : undefined;
}
