import { normalizeWord } from '../normalize.ts';
import { readNumberWords } from '../number-words.ts';
import { parseNumber } from '../parse-number.ts';
import { unitAt } from '../units.ts';
import { ATTACHED_CURRENCIES, CURRENCY_PHRASES } from './currencies.ts';
import { NOT_MONEY_AFTER } from './price-words.ts';
import type { QueryWord } from './query-words.ts';

/** An amount of money in a query: its value, how many words it spans, and the currency named. */
export interface Amount {
  readonly value: number;
  readonly length: number;
  readonly currency: readonly string[] | null;
}

// biome-ignore format: a letter table reads best packed
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    ألف: 1000, ألفين: 2000, ألفان: 2000, مليون: 1_000_000, مية: 100, مئة: 100, مائة: 100, ميتين: 200,
    مئتين: 200, مائتين: 200, مئتان: 200, ثلاثمائة: 300, تلتمية: 300, ثلاثمية: 300, أربعمائة: 400, أربعمية: 400,
    خمسمائة: 500, خمسمية: 500, thousand: 1000, hundred: 100,
  }).map(([w, n]) => [normalizeWord(w), n]),
);
// biome-ignore format: a word table reads best packed
const MULTIPLIERS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    ألف: 1000, آلاف: 1000, الاف: 1000, thousand: 1000, k: 1000, مليون: 1_000_000, million: 1_000_000,
  }).map(([w, n]) => [normalizeWord(w), n]),
);
const WITH_SUFFIX = /^(\d+(?:[.,]\d+)?)([a-z$]+)$/u;

/** A number at `i`: digits of any system (`٢٠٠`, `1,500`), `2k`, `2 ألف`, `ألفين`, `200sar`. */
function readNumber(
  words: readonly QueryWord[],
  i: number,
): { value: number; length: number; currency: readonly string[] | null } | null {
  const w = words[i];
  if (w === undefined || w.symbol) return null;
  let value = parseNumber(w.word);
  let currency: readonly string[] | null = null;
  if (value === null) {
    const m = WITH_SUFFIX.exec(w.word);
    const number = m === null ? null : parseNumber(m[1] ?? '');
    const suffix = m?.[2] ?? '';
    if (number !== null && suffix === 'k') value = number * 1000;
    else if (number !== null && ATTACHED_CURRENCIES.has(suffix)) {
      value = number;
      currency = ATTACHED_CURRENCIES.get(suffix) ?? null;
    } else {
      // A number of several words (`ألف وخمسمية`, `خمسة وعشرين ألف`), else one word (`ألفين`, `مية`).
      const spelled = readNumberWords(
        words.map((x) => (x.symbol ? '' : x.word)),
        i,
      );
      if (spelled !== null) return { value: spelled.value, length: spelled.length, currency: null };
      const named = NUMBER_WORDS.get(w.word);
      return named === undefined ? null : { value: named, length: 1, currency: null };
    }
    if (value === null) return null;
    return { value, length: 1, currency };
  }
  const multiplier = MULTIPLIERS.get(words[i + 1]?.word ?? '');
  return multiplier === undefined
    ? { value, length: 1, currency }
    : { value: value * multiplier, length: 2, currency };
}

/**
 * An amount at `i`: a number with a currency before or after it (`$200`, `٢٠٠ ريال`, `200 ر.س`).
 * A number followed by a unit (`2 لتر`) is a quantity, and one followed by an age, a size or a
 * count (`3 سنوات`, `12 months`) is no amount either.
 */
export function readAmount(words: readonly QueryWord[], i: number): Amount | null {
  let k = i;
  const before = CURRENCY_PHRASES.at(words, k);
  if (before !== null) k += before.length;
  const number = readNumber(words, k);
  if (number === null) return null;
  k += number.length;
  let currency = before?.value ?? number.currency;
  const after = CURRENCY_PHRASES.at(words, k);
  if (after !== null) {
    currency ??= after.value;
    k += after.length;
  } else if (
    unitAt([words[k]?.word ?? '', words[k + 1]?.word ?? ''], 0) !== null ||
    NOT_MONEY_AFTER.has(words[k]?.word ?? '') ||
    NOT_MONEY_AFTER.has(words[k]?.bare ?? '')
  )
    return null;
  return { value: number.value, length: k - i, currency };
}
