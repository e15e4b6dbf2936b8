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
    "3'": 'غ', "7'": 'خ', "9'": 'ض', "6'": 'ظ', sh: 'ش', ch: 'ش', kh: 'خ', gh: 'غ', th: 'ث', dh: 'ذ', dj: 'ج', ph: 'ف',
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

/** Words shorter than this keep their ends: `lamb` is not `l` + `amb`. */
const MIN_VARIANT_LENGTH = 5;
/** The article written onto an Arabizi word: `lkhobz`, `elthallaja`, `al3otor`. */
const ARTICLE = /^(?:el|al|il|l)(?=[^aeiouy])/u;
/** A sound plural ending (`shantat`, `sayyaraat`, `mobilat`, `moderseen`). */
const FEMININE_PLURAL = /(?:aa|a|e)t$/u;
const MASCULINE_PLURAL = /(?:ee|i)n$/u;

/**
 * Other readings of a longer Arabizi word to look up when the word as typed finds nothing: without
 * the article written onto it (`lkhobz` → `khobz`), and its singular (`shantat` → `shanta`,
 * `mobilat` → `mobila`), and both (`elshantat` → `shanta`). Words of fewer than five letters
 * have none.
 */
export function arabiziVariants(word: string): string[] {
  if (word.length < MIN_VARIANT_LENGTH) return [];
  const out: string[] = [];
  const add = (w: string): void => {
    if (w.length >= 3 && w !== word && !out.includes(w)) out.push(w);
  };
  const bare = word.replace(ARTICLE, '');
  if (bare.length >= 4) add(bare);
  for (const w of [word, bare]) {
    if (FEMININE_PLURAL.test(w)) add(`${w.replace(FEMININE_PLURAL, '')}a`);
    else if (MASCULINE_PLURAL.test(w)) add(w.replace(MASCULINE_PLURAL, ''));
  }
  return out;
}
