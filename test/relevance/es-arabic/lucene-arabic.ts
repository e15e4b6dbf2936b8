/**
 * Lucene's Arabic normalizer and light stemmer (org.apache.lucene.analysis.ar.ArabicNormalizer
 * and ArabicStemmer, Apache-2.0), written anew from their description: the same letters,
 * affix lists, order and length checks, so a word comes out as Elasticsearch's `arabic`
 * analyzer leaves it.
 */

const ALEF = '\u0627';
const YEH = '\u064A';
const HEH = '\u0647';
/** Alef madda, alef with hamza above, alef with hamza below → bare alef; ى → ي; ة → ه. */
const LETTER_MAP: Readonly<Record<string, string>> = {
  '\u0622': ALEF,
  '\u0623': ALEF,
  '\u0625': ALEF,
  '\u0649': YEH,
  '\u0629': HEH,
};
/** Tatweel and the eight harakat the normalizer deletes (U+064B..U+0652). */
const DELETED = /[\u0640\u064B-\u0652]/g;

export function arabicNormalize(word: string): string {
  let out = '';
  for (const ch of word.replace(DELETED, '')) out += LETTER_MAP[ch] ?? ch;
  return out;
}

/** Prefixes in Lucene's order; the first that fits is removed, and only one. */
const PREFIXES = ['ال', 'وال', 'بال', 'كال', 'فال', 'لل', 'و'] as const;
/** Suffixes in Lucene's order; each one that fits is removed in turn, down the list. */
const SUFFIXES = ['ها', 'ان', 'ات', 'ون', 'ين', 'يه', 'ية', 'ه', 'ة', 'ي'] as const;

const prefixFits = (word: string, prefix: string): boolean =>
  // و needs a word of four letters at least, the others two letters left after them.
  (prefix.length === 1 ? word.length >= 4 : word.length >= prefix.length + 2) && word.startsWith(prefix);

/** Lucene's ArabicStemmer: one prefix, then suffixes, each leaving at least two letters. */
export function arabicStem(word: string): string {
  let w = word;
  const prefix = PREFIXES.find((p) => prefixFits(w, p));
  if (prefix !== undefined) w = w.slice(prefix.length);
  for (const suffix of SUFFIXES)
    if (w.length >= suffix.length + 2 && w.endsWith(suffix)) w = w.slice(0, -suffix.length);
  return w;
}
