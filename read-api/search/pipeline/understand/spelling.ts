import { brandOfWord } from '../../../../domain/language/brand-table.ts';
import { isCommonWord } from '../../../../domain/language/common-words.ts';
import { dialectMeanings, wordsInPhrases } from '../../../../domain/language/dialect-lexicon.ts';
import { correctWord, type SpellingCorrection } from '../../../../domain/language/did-you-mean.ts';
import { normalizeWord } from '../../../../domain/language/normalize.ts';
import { spokenDistance } from '../../../../domain/language/skeleton.ts';
import type { AnalyzedToken, Vocabulary } from '../../../../domain/search/analyzer.ts';
import { type QueryWords, queryWords, readsOtherScript, surfaceOf } from './query-words.ts';

/** The searched words with misspelled words replaced by catalog words. */
export interface Correction {
  readonly words: QueryWords;
  readonly corrections: readonly SpellingCorrection[];
}

/**
 * Forms that read the word itself or what the lexicons (or the store's synonyms) say it means:
 * a word found through one of them is known. A word found only through a reading in the other
 * script (`ايفوم` as "foam") may be a misspelling all the same.
 */
const OWN_FORMS = new Set([
  'surface',
  'clitic',
  'stem',
  'plural',
  'unit',
  'number',
  'dialect',
  'synonym',
  'related',
  'purpose',
]);
const HAS_DIGIT = /\p{N}/u;
const ARABIC_LETTER = /^[\u0621-\u064a]/u;
/**
 * Largest correction cost by word length, at least as forgiving as a fuzzy search with
 * fuzziness AUTO (one edit from three letters, two from six): a three-letter word may have one
 * slip, a sound-alike letter or a neighbouring key (ارذ → ارز, بيص → بيض); four and five
 * letters one edit or two long vowels left out (بنتن → بانتين); six letters and more two edits
 * (فرزاشي → فيرزاتشي).
 */
const correctionBudget = (length: number): number =>
  length < 3 ? 0 : length === 3 ? 0.6 : length < 6 ? 1.2 : 2;
/** A word the catalog holds in another script is corrected only for one slip (a near key, a sound-alike letter). */
const OTHER_SCRIPT_BUDGET = 0.6;
const otherScriptBudget = (length: number): number => Math.min(OTHER_SCRIPT_BUDGET, correctionBudget(length));
const BUDGET = { maxCost: correctionBudget };
const OTHER_SCRIPT = { maxCost: otherScriptBudget };

/** Own forms but the stem: a word the catalog holds only by its stem (`شعريه` as شعر) may be a misspelling too. */
const OWN_FORMS_BUT_STEM = new Set([...OWN_FORMS].filter((k) => k !== 'stem'));

/**
 * Whether the catalog holds the word in one of `forms` (or as a brand), or the lexicon knows it:
 * then it is no misspelling.
 */
function known(
  token: AnalyzedToken,
  vocabulary: Vocabulary,
  forms: ReadonlySet<string> = OWN_FORMS,
): boolean {
  const word = surfaceOf(token);
  // An everyday word of shopping queries (`زوين` nice, `رخيص` cheap) is no misspelling of a product word,
  // nor is a word of the lexicon (`ماورد`, rose water), whatever catalog word is near it (the brand `مابد`).
  if (word === '' || HAS_DIGIT.test(word) || isCommonWord(word) || dialectMeanings(word).length > 0)
    return true;
  for (const t of token.terms)
    if ((forms.has(t.kind) || brandOfWord(t.term) !== undefined) && vocabulary.documentFrequency(t.term) > 0)
      return true;
  return false;
}

/**
 * The one correction path of a search: each word the catalog holds in none of its own forms is
 * replaced by the closest catalog word by weighted distance (`domain/language/did-you-mean.ts`).
 * A word with a reading in the other script gives way only to a one-slip correction that is a
 * more common catalog word (ايفوم: ايفون over "foam"; sukkar stays سكر rather than "sukkari"),
 * or, for a word in Arabic letters, one nearer than the reading sounds (ويسكس: ويسكاس, one
 * alef, over "sacs").
 * Null when every word is known or none has a close correction. `analyze` reads a correction's
 * word as the query's words were read.
 */
export function correctSpelling(
  words: QueryWords,
  vocabulary: Vocabulary,
  lang: string,
  analyze: (word: string) => readonly AnalyzedToken[],
  forms: ReadonlySet<string> = OWN_FORMS,
): Correction | null {
  let corrections: SpellingCorrection[] | null = null;
  const tokens: AnalyzedToken[] = [];
  const surfaces = words.tokens.map(surfaceOf);
  // The words a lexicon phrase covers, read only when some word has a correction.
  let inPhrase: ReadonlySet<number> | undefined;
  const inTypedPhrase = (i: number): boolean => {
    inPhrase ??= wordsInPhrases(surfaces);
    return inPhrase.has(i);
  };
  for (const [i, token] of words.tokens.entries()) {
    if (known(token, vocabulary, forms)) {
      tokens.push(token);
      continue;
    }
    const word = surfaceOf(token);
    const arabic = ARABIC_LETTER.test(word);
    let otherScript = -1;
    let nearestReading = Number.POSITIVE_INFINITY;
    for (const t of token.terms)
      if (readsOtherScript(t)) {
        const df = vocabulary.documentFrequency(t.term);
        otherScript = Math.max(otherScript, df);
        if (arabic && df > 0) nearestReading = Math.min(nearestReading, spokenDistance(t.term, word));
      }
    const correction = correctWord(word, vocabulary, otherScript > 0 ? OTHER_SCRIPT : BUDGET);
    // A word in Arabic letters whose Latin reading sounds farther from it than the slip
    // (ويسكس: "sacs" farther than ويسكاس, one alef) is corrected however common the reading.
    const nearer = arabic && correction !== null && correction.cost < nearestReading;
    if (
      correction === null ||
      (!nearer && vocabulary.documentFrequency(correction.to) <= otherScript) ||
      // A word of a phrase the lexicon knows (`زيت الطياب`, cooking oil) is spelled as meant,
      // unless the correction is a spelling of the phrase too (`شنطة ضهر` → `شنطة ظهر`).
      (inTypedPhrase(i) &&
        !wordsInPhrases(surfaces.with(i, normalizeWord(correction.to)), { asWritten: true }).has(i))
    ) {
      tokens.push(token);
      continue;
    }
    corrections ??= [];
    corrections.push(correction);
    tokens.push(...analyze(correction.to));
  }
  return corrections === null ? null : { words: queryWords(tokens, lang), corrections };
}

/**
 * The near spellings of a query: as `correctSpelling`, and a word the catalog holds only by its
 * stem (`شعريه`, a slip for `شعيرية`, read as `شعر` "hair") is corrected too. What they find
 * completes a short page after the query's own results (`fallbacks/near-spellings.ts`), as a
 * fuzzy search would: the stem's reading may be the one meant, so it is not replaced.
 */
export const nearSpelling = (
  words: QueryWords,
  vocabulary: Vocabulary,
  lang: string,
  analyze: (word: string) => readonly AnalyzedToken[],
): Correction | null => correctSpelling(words, vocabulary, lang, analyze, OWN_FORMS_BUT_STEM);
