import { dropPossessive, englishMinimalStem } from './english-light.ts';
import { arabicNormalize, arabicStem } from './lucene-arabic.ts';
import { ARABIC_STOP_WORDS, ENGLISH_STOP_WORDS } from './stop-words.ts';

/**
 * A word of UAX #29 as the standard tokenizer reads it, for the cases a catalog has: letters,
 * marks and digits run together (`128gb`, `٢لتر`, `s24`); `.` joins digits or letters
 * (`1.5`), `,` joins digits (`1,500`), an apostrophe joins letters (`men's`).
 */
const WORD =
  /[\p{L}\p{M}\p{N}]+(?:(?:(?<=\p{N})[.,٫٬](?=\p{N})|(?<=\p{L})[.'’](?=\p{L}))[\p{L}\p{M}\p{N}]+)*/gu;

/** Elasticsearch's decimal_digit filter: every decimal digit of Unicode to 0-9. */
const foldDigits = (word: string): string =>
  word.replace(/\p{Nd}/gu, (d) => {
    const code = d.codePointAt(0) ?? 0;
    for (const zero of DIGIT_ZEROS) if (code >= zero && code <= zero + 9) return String(code - zero);
    return d;
  });
const DIGIT_ZEROS = [0x30, 0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xff10] as const;

const LATIN = /^[\p{Script=Latin}\p{N}'’.,]+$/u;

/**
 * The baseline's analyzer, applied alike to documents and queries: standard tokenizer,
 * lowercase, decimal digits, stop words, Arabic normalization and light stemming (the chain
 * of Elasticsearch's `arabic` analyzer), and for Latin words the possessive and minimal
 * plural stemming of a light `english` analyzer.
 */
export function analyze(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = foldDigits(match[0].toLowerCase());
    if (ARABIC_STOP_WORDS.has(word) || ENGLISH_STOP_WORDS.has(word)) continue;
    const term = LATIN.test(word)
      ? englishMinimalStem(dropPossessive(word))
      : arabicStem(arabicNormalize(word));
    if (term !== '') out.push(term);
  }
  return out;
}
