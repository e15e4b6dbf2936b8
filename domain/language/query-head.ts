import { normalizeWord } from './normalize.ts';
import { isStopword } from './stopwords.ts';
import { unitDefinition } from './unit-table.ts';

/** Languages whose noun phrases put the head noun last (`running shoes`); the others put it first (`حذاء رياضي`). */
const HEAD_FINAL = new Set(['en', 'de', 'nl', 'tr']);
/** Words that open a qualifier after an English head noun: `perfume for men`, `case with magsafe`. */
const QUALIFIER_OPENERS = new Set(['for', 'with', 'without', 'of', 'in', 'on', 'from', 'by', 'to']);
const HAS_DIGIT = /\p{N}/u;

const isContentWord = (word: string): boolean => {
  const w = normalizeWord(word);
  return w !== '' && !HAS_DIGIT.test(w) && !isStopword(w) && unitDefinition(w) === undefined;
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
