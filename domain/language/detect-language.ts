import { looksArabizi } from './arabizi.ts';
import { lexiconGroups } from './dialect-lexicon.ts';
import { ARABIZI_WORDS, LETTER_CUES, WORD_CUES } from './language-cues.ts';
import { normalizeWord } from './normalize.ts';

export interface DetectedLanguage {
  /** One of the store's languages. */
  readonly lang: string;
  /** Arabic written in Latin letters (the query side reads it as Arabic). */
  readonly arabizi: boolean;
  /** Why: the script, Arabizi cues, word or letter cues, or the store's default. */
  readonly reason: 'script' | 'arabizi' | 'cues' | 'default';
}

type Script =
  | 'arabic'
  | 'latin'
  | 'cyrillic'
  | 'greek'
  | 'hebrew'
  | 'cjk'
  | 'kana'
  | 'hangul'
  | 'devanagari'
  | 'thai';

const SCRIPT_LANGUAGES: Readonly<Record<Exclude<Script, 'latin' | 'arabic'>, readonly string[]>> = {
  cyrillic: ['ru', 'uk', 'bg', 'sr'],
  greek: ['el'],
  hebrew: ['he'],
  cjk: ['zh', 'ja'],
  kana: ['ja'],
  hangul: ['ko'],
  devanagari: ['hi'],
  thai: ['th'],
};
const ARABIC_SCRIPT_LANGUAGES = ['ar', 'fa', 'ur', 'ps', 'ku'];
const LATIN_LANGUAGES = new Set([
  'en',
  'fr',
  'de',
  'es',
  'it',
  'pt',
  'tr',
  'nl',
  'id',
  'ms',
  'sw',
  'pl',
  'ro',
  'sv',
]);
const PERSIAN_LETTERS = /[پچژگکی]/u;
const URDU_LETTERS = /[ٹڈڑںےھ]/u;

function scriptOf(c: number): Script | null {
  if ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0xc0 && c <= 0x24f)) return 'latin';
  if ((c >= 0x0620 && c <= 0x06ff && (c < 0x0660 || c > 0x0669)) || (c >= 0xfb50 && c <= 0xfeff))
    return 'arabic';
  if (c >= 0x0400 && c <= 0x04ff) return 'cyrillic';
  if (c >= 0x0370 && c <= 0x03ff) return 'greek';
  if (c >= 0x0590 && c <= 0x05ff) return 'hebrew';
  if (c >= 0x4e00 && c <= 0x9fff) return 'cjk';
  if (c >= 0x3040 && c <= 0x30ff) return 'kana';
  if (c >= 0xac00 && c <= 0xd7af) return 'hangul';
  if (c >= 0x0900 && c <= 0x097f) return 'devanagari';
  return c >= 0x0e00 && c <= 0x0e7f ? 'thai' : null;
}

/** The script most letters of `text` are written in. */
function dominantScript(text: string): Script | null {
  const counts = new Map<Script, number>();
  for (let i = 0; i < text.length; i++) {
    const s = scriptOf(text.charCodeAt(i));
    if (s !== null) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  let best: Script | null = null;
  for (const [script, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = script;
  // Japanese mixes kanji and kana: any kana decides.
  return best === 'cjk' && counts.has('kana') ? 'kana' : best;
}

/** The words of the lexicon's entries in one language, normalized (accents folded), three letters or more. */
function lexiconWords(lang: 'en' | 'fr'): Set<string> {
  const out = new Set<string>();
  for (const group of lexiconGroups())
    for (const entry of group.entries)
      if (entry.lang === lang)
        for (const w of normalizeWord(entry.word).split(/[\s'-]+/u)) if (w.length >= 3) out.add(w);
  return out;
}
const ENGLISH_WORDS: ReadonlySet<string> = lexiconWords('en');
/** French product words of the lexicon that are no English product word (`rallonge`, `tuyau`; not `jogging`). */
const FRENCH_WORDS: ReadonlySet<string> = (() => {
  const french = lexiconWords('fr');
  for (const w of ENGLISH_WORDS) french.delete(w);
  return french;
})();

/**
 * The language of a query for `lang=auto`, among the store's languages: the script first
 * (Arabic script is Arabic, or Persian/Urdu by their letters); Latin text that reads as
 * Arabizi is Arabic with `arabizi: true`; other Latin text by function words and letters;
 * otherwise the store's default. One pass over the characters and a few set lookups.
 */
export function detectLanguage(
  text: string,
  storeLocales: readonly string[],
  defaultLocale: string = storeLocales[0] ?? 'en',
): DetectedLanguage {
  const has = (lang: string) => storeLocales.includes(lang);
  const fallback: DetectedLanguage = { lang: defaultLocale, arabizi: false, reason: 'default' };
  const script = dominantScript(text);
  if (script === null) return fallback;
  if (script === 'arabic') {
    const preferred = URDU_LETTERS.test(text) ? 'ur' : PERSIAN_LETTERS.test(text) ? 'fa' : 'ar';
    const lang = [preferred, ...ARABIC_SCRIPT_LANGUAGES].find(has);
    return lang === undefined ? fallback : { lang, arabizi: false, reason: 'script' };
  }
  if (script !== 'latin') {
    const lang = SCRIPT_LANGUAGES[script].find(has);
    return lang === undefined ? fallback : { lang, arabizi: false, reason: 'script' };
  }
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter((w) => w !== '');
  if (has('ar') && words.some((w) => looksArabizi(w) || ARABIZI_WORDS.has(w))) {
    return { lang: 'ar', arabizi: true, reason: 'arabizi' };
  }
  const latinLocales = storeLocales.filter((l) => LATIN_LANGUAGES.has(l));
  let best: { lang: string; score: number } | null = null;
  for (const lang of latinLocales) {
    const cues = WORD_CUES[lang] ?? [];
    const letters = LETTER_CUES[lang] ?? '';
    let score = 0;
    for (const w of words) {
      if (cues.includes(w)) score += 1;
      for (const ch of w) if (letters.includes(ch)) score += 2;
    }
    if (score > 0 && (best === null || score > best.score)) best = { lang, score };
  }
  if (best !== null) return { lang: best.lang, arabizi: false, reason: 'cues' };
  // Without accents or function words, the product words tell French from English: Maghrebi
  // shoppers type `rallonge electrique`, `tuyau arrosage`, `fer a repasser`.
  if (has('fr') && latinLocales.includes('fr')) {
    let french = 0;
    let english = 0;
    for (const w of words) {
      const word = normalizeWord(w);
      if (FRENCH_WORDS.has(word)) french += 1;
      else if (ENGLISH_WORDS.has(word)) english += 1;
    }
    if (french > english) return { lang: 'fr', arabizi: false, reason: 'cues' };
  }
  if (latinLocales.includes(defaultLocale)) return fallback;
  const lang = has('en') ? 'en' : latinLocales[0];
  return lang === undefined ? fallback : { lang, arabizi: false, reason: 'script' };
}
