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
/** Latin pairs that may also stand for another sound: Iraqi and Gulf ch is چ, written ج (`kleicha` كليجة). */
const PAIR_ALTERNATIVES: ReadonlyMap<string, string> = new Map(Object.entries({ ch: 'j' }));
/** A Latin s after a vowel is often said z (`malaysian` ماليزي, `blouse` بلوزة, `vase` فازة). */
const VOWEL_LETTER = /[aeiouy]/u;

interface Sound {
  readonly symbol: string;
  readonly alternative?: string;
  /** Of a vowel run: the vowels heard, in order (`a`, `i`, `u`; `3` ع, `2` hamza). */
  quality?: string;
}

/** The vowel a letter is heard as (Arabic long vowels and ع, Latin vowels and Arabizi digits). */
// biome-ignore format: a letter table reads best packed
const VOWEL_QUALITY: ReadonlyMap<string, string> = new Map(
  Object.entries({
    ا: 'a', ي: 'i', و: 'u', ع: '3', ء: '2', a: 'a', e: 'i', i: 'i', y: 'i', o: 'u', u: 'u', w: 'u', '3': '3',
    '2': '2',
  }),
);
/** Latin vowel pairs read as one long vowel (`7aleeb` حليب, `ma3joun` معجون). */
const LONG_VOWEL_PAIRS: ReadonlyMap<string, string> = new Map(
  Object.entries({ ee: 'i', ei: 'i', ie: 'i', oo: 'u', ou: 'u' }),
);

/** The sounds of a normalized word, doubled letters merged. */
function sounds(word: string, heard = false): Sound[] {
  const out: Sound[] = [];
  const n = word.length;
  for (let i = 0; i < n; i++) {
    const ch = word.charAt(i);
    const arabic = ARABIC.get(ch);
    if (arabic !== undefined) {
      // A final ه is the ta marbuta (شنطة → شنطه), a vowel ending.
      if (ch === 'ه' && i === n - 1 && n > 2) pushSound(out, V, undefined, heard ? 'a' : undefined);
      // A final ز after a consonant is often an English plural s said z (`كيلوجز` Kellogg's).
      else if (ch === 'ز' && i === n - 1 && n > 3 && ARABIC.get(word.charAt(i - 1)) !== V)
        pushSound(out, 'z', 's');
      else
        pushSound(
          out,
          arabic,
          ALTERNATIVES.get(ch),
          heard && arabic === V ? VOWEL_QUALITY.get(ch) : undefined,
        );
      continue;
    }
    // Vowels heard only for `spokenKey`: the skeletons and phonetic keys are read as before.
    const long =
      heard && (ch === 'e' || ch === 'o' || ch === 'i')
        ? LONG_VOWEL_PAIRS.get(word.slice(i, i + 2))
        : undefined;
    if (long !== undefined) {
      pushSound(out, V, undefined, long);
      i++;
      continue;
    }
    const pair = LATIN_PAIRS.get(word.slice(i, i + 2));
    if (pair !== undefined) {
      pushSound(out, pair, PAIR_ALTERNATIVES.get(word.slice(i, i + 2)));
      i++;
      continue;
    }
    if (ch === 'c') pushSound(out, /[eiy]/u.test(word.charAt(i + 1)) ? 's' : 'k');
    else if (ch === 'x') {
      pushSound(out, 'k');
      pushSound(out, 's');
    } else if (ch === 'h' && i === n - 1 && i > 0 && LATIN.get(word.charAt(i - 1)) === V) pushSound(out, V);
    // A final t after a vowel may be the ta marbuta said in a construct (`halawet tahini` حلاوة طحينية).
    else if (ch === 't' && i === n - 1 && n >= 5 && LATIN.get(word.charAt(i - 1)) === V)
      pushSound(out, 't', V);
    else if (ch === 's' && i > 0 && VOWEL_LETTER.test(word.charAt(i - 1))) pushSound(out, 's', 'z');
    else {
      const latin = LATIN.get(ch);
      if (latin !== undefined)
        pushSound(out, latin, ALTERNATIVES.get(ch), heard && latin === V ? VOWEL_QUALITY.get(ch) : undefined);
    }
  }
  return out;
}

/** Appends a sound unless it repeats the last one (a vowel run keeps each new vowel it hears). */
function pushSound(out: Sound[], symbol: string, alternative?: string, quality?: string): void {
  const last = out[out.length - 1];
  if (last !== undefined && last.symbol === symbol) {
    if (symbol === V && quality !== undefined && !(last.quality ?? '').endsWith(quality))
      last.quality = (last.quality ?? '') + quality;
    return;
  }
  const sound: Sound = alternative === undefined ? { symbol } : { symbol, alternative };
  if (quality !== undefined) sound.quality = quality;
  out.push(sound);
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

const SPOKEN_KEYS = new Memo<string>(20_000);

/**
 * The phonetic key with each vowel run spelled by the vowels heard in it (`a`, `i`, `u`, `3` for
 * ع, `2` for hamza): `tabi3i` and `طبيعي` → `tabi3i`/`tbi3i`, `طابعه` → `tab3a`. For telling
 * apart words that share a skeleton (`spokenDistance`).
 */
export function spokenKey(word: string): string {
  let key = SPOKEN_KEYS.get(word);
  if (key === undefined) {
    key = sounds(word, true)
      .map((s) => (s.symbol === V ? (s.quality ?? '') : s.symbol))
      .join('');
    SPOKEN_KEYS.set(word, key);
  }
  return key;
}

// Vowel classes of a spoken key's characters: 2 a plain vowel (a i u), 1 ع or hamza, 0 a consonant.
const vowelClass = (c: number): number =>
  c === 97 || c === 105 || c === 117 ? 2 : c === 51 || c === 50 ? 1 : 0;
/** Cost of a Latin character Arabic does not write, and of an Arabic one Latin does not write. */
const LATIN_ONLY = [1, 0.6, 0.3];
const ARABIC_ONLY = [1, 0.5, 0.6];
const rows = [new Float64Array(32), new Float64Array(32)];

/**
 * How far a Latin word (`latin`, Arabizi or a name) sounds from an Arabic one, over their
 * spoken keys. A vowel written in Latin that Arabic leaves unwritten (a short vowel) costs 0.3,
 * an Arabic long vowel not written in Latin 0.6, an ع or hamza on one side only 0.5 to 0.6,
 * two different vowels 0.5, any consonant edit 1: `bonni` is nearer `بني` (0.3) than `بانيو`,
 * `tabi3i` nearer `طبيعي` than `طابعه`, `salah` nearer `صلاة` than `سيلا`.
 */
export function spokenDistance(latin: string, arabic: string): number {
  const a = spokenKey(latin);
  const b = spokenKey(arabic);
  const m = b.length;
  if (m + 1 > (rows[0]?.length ?? 0)) {
    rows[0] = new Float64Array(m + 1);
    rows[1] = new Float64Array(m + 1);
  }
  let prev = rows[0] as Float64Array;
  let cur = rows[1] as Float64Array;
  prev[0] = 0;
  for (let j = 1; j <= m; j++)
    prev[j] = (prev[j - 1] ?? 0) + (ARABIC_ONLY[vowelClass(b.charCodeAt(j - 1))] ?? 1);
  for (let i = 1; i <= a.length; i++) {
    const ca = a.charCodeAt(i - 1);
    const va = vowelClass(ca);
    const dropA = LATIN_ONLY[va] ?? 1;
    cur[0] = (prev[0] ?? 0) + dropA;
    for (let j = 1; j <= m; j++) {
      const cb = b.charCodeAt(j - 1);
      const vb = vowelClass(cb);
      const sub = ca === cb ? 0 : va > 0 && vb > 0 ? 0.5 : 1;
      cur[j] = Math.min(
        (prev[j - 1] ?? 0) + sub,
        (prev[j] ?? 0) + dropA,
        (cur[j - 1] ?? 0) + (ARABIC_ONLY[vb] ?? 1),
      );
    }
    const t = prev;
    prev = cur;
    cur = t;
  }
  return Math.round((prev[m] ?? 0) * 100) / 100;
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
