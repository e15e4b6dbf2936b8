import { looksArabizi } from './arabizi.ts';
import { canonicalColor } from './color-lexicon.ts';
import { normalizeWord } from './normalize.ts';
import { isStopword } from './stopwords.ts';
import { unitDefinition } from './unit-table.ts';

/** Languages whose noun phrases put the head noun last (`running shoes`); the others put it first (`حذاء رياضي`). */
const HEAD_FINAL = new Set(['en', 'de', 'nl', 'tr']);
/** Words that open a qualifier after an English head noun: `perfume for men`, `case with magsafe`. */
const QUALIFIER_OPENERS = new Set(['for', 'with', 'without', 'of', 'in', 'on', 'from', 'by', 'to']);
const HAS_DIGIT = /\p{N}/u;

/** Not a number, a model or size (`128gb`), a unit or a function word; Arabizi (`7aleeb`) is a word. */
const isContentWord = (word: string): boolean => {
  const w = normalizeWord(word);
  if (w === '' || isStopword(w) || unitDefinition(w) !== undefined) return false;
  return !HAS_DIGIT.test(w) || (/^\p{L}/u.test(w.replace(/^\d/u, '')) && looksArabizi(w));
};

/**
 * The head word of a product query: the word naming the kind of product, which the other words
 * qualify. Arabic (and Arabizi) noun phrases are head-first (`حذاء رياضي`, `شنطة ظهر`), English
 * ones head-last, before any prepositional qualifier (`running shoes`, `perfume for men`).
 * Numbers, units and function words are never heads. -1 when no word qualifies.
 */
export function headWordIndex(words: readonly string[], lang: string): number {
  if (!HEAD_FINAL.has(lang)) return words.findIndex(isContentWord);
  let head = -1;
  for (let i = 0; i < words.length; i++) {
    const w = normalizeWord(words[i] ?? '');
    if (QUALIFIER_OPENERS.has(w) && head >= 0) break;
    if (isContentWord(w)) head = i;
  }
  return head;
}

/**
 * The order in which to let a query's words go when it finds too little: the words farthest from
 * the head first, the head last. Among words at the same distance, the later typed goes first.
 */
export function relaxationOrder(words: readonly string[], lang: string): number[] {
  const head = headWordIndex(words, lang);
  const order = words.map((_, i) => i);
  if (head < 0) return order.reverse();
  return order.sort((a, b) => Math.abs(b - head) - Math.abs(a - head) || b - a);
}

/** Where a coordinated name splits into its parts: `Refrigerators & Freezers`, `Tea, Coffee and Sugar`. */
const CONJUNCTIONS = /\s*(?:&|\+|,|\band\b)\s*/u;
const ACRONYM = /^[A-Z0-9]{2,}$/u;

/**
 * The head words of a product or category name, as written: the words naming the kind of
 * thing it is. Arabic names put the kind first (`حامل جوال مغناطيسي`: a holder, `ثلاجة سامسونج`:
 * a fridge). English names put it last, before any qualifier and after the specs, which are
 * skipped (`Magnetic car phone holder`, `Apple iPhone 15 128GB Black`: iphone). With
 * `coordinated`, each coordinated part gives its head (`ثلاجات وفريزرات`, `Tea & Coffee`).
 */
export function nameHeadWords(name: string, lang: string, coordinated = false): string[] {
  if (!HEAD_FINAL.has(lang)) {
    const words = name.split(/[\s،,]+/u).filter((w) => w !== '');
    const first = words.findIndex(isContentWord);
    if (first < 0) return [];
    const heads = [words[first] ?? ''];
    if (coordinated)
      for (let i = first + 1; i < words.length; i++)
        if (/^و./u.test(words[i] ?? '')) heads.push(words[i] ?? '');
    return heads;
  }
  const heads: string[] = [];
  for (const part of coordinated ? name.split(CONJUNCTIONS) : [name.split(',')[0] ?? '']) {
    const words = part.split(/[\s/()]+/u).filter((w) => w !== '');
    const cut = words.findIndex((w, i) => i > 0 && QUALIFIER_OPENERS.has(normalizeWord(w)));
    const kept = cut < 0 ? words : words.slice(0, cut);
    for (let i = kept.length - 1; i >= 0; i--) {
      const w = kept[i] ?? '';
      if (!isContentWord(w) || ACRONYM.test(w) || canonicalColor(w) !== undefined) continue;
      heads.push(w);
      break;
    }
  }
  return heads;
}
