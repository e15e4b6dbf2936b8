import { Memo } from './memo.ts';

/**
 * A shared sound skeleton for Arabic and Latin words, so that `ايفون`, `iphone` and `ayfon`,
 * or `شنطة` and `shanta`, land on the same key. Letters fall into consonant classes (emphatic
 * and plain forms together: ت ط ث → t, س ص → s, د ض ذ ظ → d, ك ق → k); vowels, و ي ا ع and
 * hamza are "V". The skeleton drops the vowels; the phonetic key keeps one V per vowel run to
 * rank candidates sharing a skeleton.
 */

const V = 'V';

// biome-ignore format: a letter table reads best packed
const ARABIC: ReadonlyMap<string, string> = new Map(
  Object.entries({
    ب: 'b', ت: 't', ط: 't', ث: 't', ج: 'j', غ: 'j', ح: 'h', خ: 'K', د: 'd', ض: 'd', ذ: 'd', ظ: 'd', ز: 'z',
    ر: 'r', س: 's', ص: 's', ش: 'S', ف: 'f', ق: 'k', ك: 'k', ل: 'l', م: 'm', ن: 'n', ه: 'h', ا: V, و: V, ي: V,
    ع: V, ء: V,
  }),
);

// Arabizi digits and apostrophe pairs stand for Arabic letters.
// biome-ignore format: a letter table reads best packed
const LATIN_PAIRS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    sh: 'S', ch: 'S', kh: 'K', gh: 'j', th: 't', dh: 'd', dj: 'j', ph: 'f', ck: 'k', qu: 'k', "3'": 'j', "7'": 'K',
    "9'": 'd', "6'": 'd',
  }),
);
// biome-ignore format: a letter table reads best packed
const LATIN: ReadonlyMap<string, string> = new Map(
  Object.entries({
    b: 'b', p: 'b', t: 't', d: 'd', j: 'j', g: 'j', k: 'k', q: 'k', h: 'h', f: 'f', v: 'f', z: 'z', s: 's',
    r: 'r', l: 'l', m: 'm', n: 'n', a: V, e: V, i: V, o: V, u: V, w: V, y: V, '2': V, '3': V, '5': 'K',
    '7': 'h', '6': 't', '9': 's', '8': 'k',
  }),
);

/** Sounds a letter may also stand for (Gulf g as ق, ذ/ظ said as z, z written for ذ). */
// biome-ignore format: a letter table reads best packed
const ALTERNATIVES: ReadonlyMap<string, string> = new Map(
  Object.entries({ g: 'k', ق: 'j', z: 'd', ذ: 'z', ظ: 'z', '8': 'j' }),
);
/** A Latin s after a vowel is often said z (`malaysian` ماليزي, `blouse` بلوزة, `vase` فازة). */
const VOWEL_LETTER = /[aeiouy]/u;

interface Sound {
  readonly symbol: string;
  readonly alternative?: string;
}

/** The sounds of a normalized word, doubled letters merged. */
function sounds(word: string): Sound[] {
  const out: Sound[] = [];
  const n = word.length;
  for (let i = 0; i < n; i++) {
    const ch = word.charAt(i);
    const arabic = ARABIC.get(ch);
    if (arabic !== undefined) {
      // A final ه is the ta marbuta (شنطة → شنطه), a vowel ending.
      pushSound(out, ch === 'ه' && i === n - 1 && n > 2 ? V : arabic, ALTERNATIVES.get(ch));
      continue;
    }
    const pair = LATIN_PAIRS.get(word.slice(i, i + 2));
    if (pair !== undefined) {
      pushSound(out, pair);
      i++;
      continue;
    }
    if (ch === 'c') pushSound(out, /[eiy]/u.test(word.charAt(i + 1)) ? 's' : 'k');
    else if (ch === 'x') {
      pushSound(out, 'k');
      pushSound(out, 's');
    } else if (ch === 'h' && i === n - 1 && i > 0 && LATIN.get(word.charAt(i - 1)) === V) pushSound(out, V);
    else if (ch === 's' && i > 0 && VOWEL_LETTER.test(word.charAt(i - 1))) pushSound(out, 's', 'z');
    else {
      const latin = LATIN.get(ch);
      if (latin !== undefined) pushSound(out, latin, ALTERNATIVES.get(ch));
    }
  }
  return out;
}

/** Appends a sound unless it repeats the last one. */
function pushSound(out: Sound[], symbol: string, alternative?: string): void {
  const last = out[out.length - 1];
  if (last !== undefined && last.symbol === symbol) return;
  out.push(alternative === undefined ? { symbol } : { symbol, alternative });
}

const consonants = (symbols: readonly string[]): string => symbols.filter((s) => s !== V).join('');

/** Skeletons and phonetic keys of words already seen (catalog words are keyed query after query). */
const SKELETONS = new Memo<string>(20_000);
const PHONETIC_KEYS = new Memo<string>(20_000);

/** The consonant skeleton of a normalized word in either script: `ايفون`, `iphone` → `fn`. */
export function consonantSkeleton(word: string): string {
  let skeleton = SKELETONS.get(word);
  if (skeleton === undefined) {
    skeleton = consonants(sounds(word).map((s) => s.symbol));
    SKELETONS.set(word, skeleton);
  }
  return skeleton;
}

/** The skeleton with one V per vowel run, for ranking words that share a skeleton. */
export function phoneticKey(word: string): string {
  let key = PHONETIC_KEYS.get(word);
  if (key === undefined) {
    key = sounds(word)
      .map((s) => s.symbol)
      .join('');
    PHONETIC_KEYS.set(word, key);
  }
  return key;
}

/** The skeleton and its variants for ambiguous letters (g as ج or ق), at most `limit`. */
export function skeletonVariants(word: string, limit = 8): string[] {
  let variants: string[][] = [[]];
  for (const sound of sounds(word)) {
    const next: string[][] = [];
    for (const v of variants) {
      next.push([...v, sound.symbol]);
      if (sound.alternative !== undefined && next.length < limit) next.push([...v, sound.alternative]);
    }
    variants = next.slice(0, limit);
  }
  return [...new Set(variants.map(consonants))];
}

/** Every consonant class symbol, for spelling-neighbour lookups. */
export const SKELETON_SYMBOLS: readonly string[] = [
  ...new Set([...ARABIC.values(), ...LATIN.values()]),
].filter((s) => s !== V);
