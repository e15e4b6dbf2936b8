import { brandPhrasesStartingWith } from './brand-table.ts';
import { formatNumber, parseNumber } from './parse-number.ts';
import { canonicalQuantity, unitAt } from './units.ts';
import type { WordToken } from './word-tokens.ts';

/** A word position after merging: one word, a number with its unit, or a brand of several words. */
export type MergedToken =
  | { readonly kind: 'word'; readonly token: WordToken }
  | { readonly kind: 'quantity'; readonly token: WordToken; readonly term: string; readonly number: string }
  | {
      readonly kind: 'brand';
      readonly token: WordToken;
      readonly brandId: string;
      /** The normalized words of the brand name as written (`under`, `armour`). */
      readonly words: readonly string[];
    };

const span = (tokens: readonly WordToken[], from: number, length: number, word: string): WordToken => ({
  start: tokens[from]?.start ?? 0,
  end: tokens[from + length - 1]?.end ?? 0,
  word,
  spelled: word,
  script: tokens[from]?.script ?? 'other',
});

/** Words for a fraction, read as a number before a unit (`نص لتر` is 500 ml, `ربع كيلو` 250 g). */
const FRACTIONS: ReadonlyMap<string, number> = new Map([
  ['نص', 0.5],
  ['نصف', 0.5],
  ['ربع', 0.25],
  ['half', 0.5],
  ['quarter', 0.25],
]);

/** Whether a normalized word is a fraction that may start a quantity (`نص` in `نص لتر`). */
export const isFractionWord = (word: string): boolean => FRACTIONS.has(word);

/**
 * Merges a number and the unit written after it (`2 لتر`, `٢ ليتر`, `2000 مل`, `5000 مللي أمبير`,
 * and a fraction word: `نص لتر`)
 * into one position carrying the canonical quantity, and a brand name of several words
 * (`ال جي`, `louis vuitton`) into one position carrying the brand.
 */
export function mergeTokens(tokens: readonly WordToken[]): MergedToken[] {
  const out: MergedToken[] = [];
  let words: string[] | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === undefined) continue;
    const fraction = FRACTIONS.get(token.word);
    if (fraction !== undefined) {
      words ??= tokens.map((t) => t.word);
      const unit = unitAt(words, i + 1);
      const term = unit === null ? null : canonicalQuantity(fraction, unit.unit);
      if (unit !== null && term !== null) {
        out.push({
          kind: 'quantity',
          token: span(tokens, i, 1 + unit.length, `${formatNumber(fraction)}${unit.unit.replace(' ', '')}`),
          term,
          number: formatNumber(fraction),
        });
        i += unit.length;
        continue;
      }
    }
    const phrases = brandPhrasesStartingWith(token.word);
    if (token.script !== 'number' && phrases.length === 0) {
      out.push({ kind: 'word', token });
      continue;
    }
    words ??= tokens.map((t) => t.word);
    if (token.script === 'number') {
      const value = parseNumber(token.word);
      const unit = unitAt(words, i + 1);
      const term = value === null || unit === null ? null : canonicalQuantity(value, unit.unit);
      if (value !== null && unit !== null && term !== null) {
        const number = formatNumber(value);
        out.push({
          kind: 'quantity',
          token: span(tokens, i, 1 + unit.length, `${number}${unit.unit.replace(' ', '')}`),
          term,
          number,
        });
        i += unit.length;
        continue;
      }
    }
    const phrase = phrases.find((p) => p.words.every((w, k) => words?.[i + k] === w));
    if (phrase !== undefined) {
      out.push({
        kind: 'brand',
        token: span(tokens, i, phrase.words.length, phrase.words.join('')),
        brandId: phrase.brand.id,
        words: phrase.words,
      });
      i += phrase.words.length - 1;
      continue;
    }
    out.push({ kind: 'word', token });
  }
  return out;
}
