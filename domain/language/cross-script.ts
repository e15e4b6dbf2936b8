import type { Vocabulary } from '../search/analyzer.ts';
import { isCommonWord } from './common-words.ts';
import { editDistance } from './edit-distance.ts';
import { phoneticKey, skeletonVariants, spokenDistance } from './skeleton.ts';
import { isStopword } from './stopwords.ts';

export type Script = 'arabic' | 'latin';

const isArabicWord = (w: string): boolean => {
  const c = w.charCodeAt(0);
  return c >= 0x0621 && c <= 0x064a;
};
const isLatinWord = (w: string): boolean => /^[a-z]/u.test(w);

/** ي and a consonant at a word's start. */
const Y_OPENING = /^ي[^اوي]/u;

/**
 * Catalog words in the other script that sound like `word` (normalized): the Arabic spelling
 * of an Arabizi word, or the Latin name behind an Arabic transliteration. Candidates share a
 * consonant skeleton and phonetic keys close enough; the nearest by the vowels heard win
 * (`spokenDistance`: `bonni` is بني, not بانيو), then those ending in the same sound, then
 * the most frequent. Only the best distance is kept, so a near miss never rides along with a
 * good match. Function words are
 * never candidates (`فر` is not `for`, `man` is not `من`): they would match nearly every text.
 * A word of a single consonant only takes candidates with the same phonetic key. An everyday
 * word of the other script's shoppers (`isCommonWord`: `زين` good, `كويس`) has no candidates.
 */
export function crossScriptCandidates(
  word: string,
  target: Script,
  vocabulary: Vocabulary,
  limit = 2,
): string[] {
  // An everyday word (`زين` good, `بدي` I want) is not a name written in the other script.
  if (isCommonWord(word)) return [];
  const wanted = target === 'arabic' ? isArabicWord : isLatinWord;
  const key = phoneticKey(word);
  const maxDistance = 1 + Math.floor(key.length / 4);
  const scored: { term: string; distance: number; ending: number; df: number }[] = [];
  const spoken = (term: string): number =>
    target === 'arabic' ? spokenDistance(word, term) : spokenDistance(term, word);
  const last = key.charAt(key.length - 1);
  // An Arabic word opening on ي and a consonant is a verb (`يبرد` it cools) or a name said with a
  // y (`يماها`): never a Latin word heard from its next consonant (`bird`).
  const yOpening = target === 'latin' && Y_OPENING.test(word);
  const seen = new Set<string>();
  for (const skeleton of skeletonVariants(word)) {
    if (skeleton.length === 0) continue;
    // A word of one consonant (`shay`, شاي) only meets a word that sounds exactly the same.
    const allowed = skeleton.length < 2 ? 0 : maxDistance;
    for (const term of vocabulary.termsBySkeleton(skeleton)) {
      if (seen.has(term) || !wanted(term) || isStopword(term) || (yOpening && !term.startsWith('y')))
        continue;
      seen.add(term);
      if (editDistance(key, phoneticKey(term), maxDistance) <= allowed) {
        const other = phoneticKey(term);
        // Sounding the same at the end breaks a tie (`بيودرما` is `bioderma`, not `bedroom`).
        const ending = other.charAt(other.length - 1) === last ? 0 : 1;
        // Ranked by the vowels heard too: a Latin vowel may be one Arabic leaves unwritten.
        scored.push({ term, distance: 0, ending, df: vocabulary.documentFrequency(term) });
      }
    }
  }
  if (scored.length === 0) return [];
  if (scored.length > 1) for (const s of scored) s.distance = spoken(s.term);
  scored.sort(
    (a, b) => a.distance - b.distance || a.ending - b.ending || b.df - a.df || (a.term < b.term ? -1 : 1),
  );
  const best = scored[0]?.distance ?? 0;
  return scored
    .filter((s) => s.distance === best)
    .slice(0, limit)
    .map((s) => s.term);
}
