import { normalizeWord } from './normalize.ts';

/**
 * Arabizi: Arabic written in Latin letters, with digits for the letters Latin lacks
 * (2 ء, 3 ع, 5 خ, 6 ط, 7 ح, 8 ق, 9 ص; 3' غ, 7' خ, 9' ض, 6' ظ).
 */

const ARABIZI_DIGIT = /[235679]/u;
const INNER_DIGIT = /[a-z][235679]'?[a-z]/u;
const LEADING_DIGIT = /^[235789]'?[a-z]{2,}$/u;
const APOSTROPHE_DIGIT = /[35679]'/u;

/** Whether a lower-case Latin word reads as Arabizi (`ma7al`, `3arabi`, `sa3a`, `5alas`). */
export function looksArabizi(word: string): boolean {
  if (!ARABIZI_DIGIT.test(word)) return false;
  return INNER_DIGIT.test(word) || LEADING_DIGIT.test(word) || APOSTROPHE_DIGIT.test(word);
}

// biome-ignore format: a letter table reads best packed
const PAIRS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    "3'": 'غ', "7'": 'خ', "9'": 'ض', "6'": 'ظ', sh: 'ش', ch: 'ش', kh: 'خ', gh: 'غ', th: 'ث', dh: 'ذ', ph: 'ف',
    ou: 'و', oo: 'و', ee: 'ي', ei: 'ي', ie: 'ي', aa: 'ا', ay: 'اي', ai: 'اي',
  }),
);
// biome-ignore format: a letter table reads best packed
const SINGLE: ReadonlyMap<string, string> = new Map(
  Object.entries({
    b: 'ب', p: 'ب', t: 'ت', j: 'ج', g: 'ج', d: 'د', r: 'ر', z: 'ز', s: 'س', f: 'ف', v: 'ف', q: 'ق', k: 'ك',
    c: 'ك', l: 'ل', m: 'م', n: 'ن', h: 'ه', w: 'و', y: 'ي', x: 'كس', '2': 'ء', '3': 'ع', '5': 'خ', '6': 'ط',
    '7': 'ح', '8': 'ق', '9': 'ص',
  }),
);
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

/** Whether position `i` starts the last syllable: one consonant, then the end of the word. */
const beforeFinalConsonant = (w: string, i: number): boolean =>
  i + 2 === w.length && !VOWELS.has(w.charAt(i + 1)) && !ARABIZI_DIGIT.test(w.charAt(i + 1));

/**
 * A best-guess Arabic spelling of an Arabizi word, normalized. Short vowels are dropped; a
 * vowel before the final consonant is written long (`jawal` → جوال, `kibir` → كبير); a final
 * `a`/`e` is the ta marbuta (`shanta` → شنطه). Catalog vocabulary, when present, picks better.
 */
export function arabiziToArabic(word: string): string {
  let out = '';
  let last = '';
  for (let i = 0; i < word.length; i++) {
    const pair = PAIRS.get(word.slice(i, i + 2));
    const ch = word.charAt(i);
    let letter: string;
    if (pair !== undefined) {
      letter = pair;
      i++;
    } else if (VOWELS.has(ch)) {
      if (i === 0) letter = 'ا';
      else if (i === word.length - 1) letter = ch === 'a' || ch === 'e' ? 'ه' : ch === 'i' ? 'ي' : 'و';
      else if (ch === 'o' || ch === 'u') letter = 'و';
      else letter = beforeFinalConsonant(word, i) ? (ch === 'a' ? 'ا' : 'ي') : '';
    } else letter = ch === '2' && i === 0 ? 'ا' : (SINGLE.get(ch) ?? '');
    if (letter !== '' && letter !== last) out += letter;
    if (letter !== '') last = letter;
  }
  return normalizeWord(out);
}
