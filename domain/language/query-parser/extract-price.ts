import { type Amount, readAmount } from './amounts.ts';
import type { PhraseTable } from './phrase-table.ts';
import {
  BARE_RANGE_JOINS,
  type Bound,
  boundPhrases,
  LEAD_INS,
  RANGE_JOINS,
  RANGE_STARTS,
  TRAILING_BOUNDS,
  WEAK_FLOOR,
} from './price-words.ts';
import type { QueryWord } from './query-words.ts';

/** A price the shopper stated: its words (by index) and the bounds it sets. */
export interface PriceMatch {
  readonly from: number;
  readonly to: number;
  readonly gte: number | null;
  readonly lte: number | null;
  readonly currency: readonly string[] | null;
}

const bound = (kind: Bound, a: Amount): Pick<PriceMatch, 'gte' | 'lte'> =>
  kind === 'ceiling' ? { gte: null, lte: a.value } : { gte: a.value, lte: null };

/** A range `a .. b` (either order) ending at word index `end`. */
function range(from: number, end: number, a: Amount, b: Amount): PriceMatch {
  return {
    from,
    to: end,
    gte: Math.min(a.value, b.value),
    lte: Math.max(a.value, b.value),
    currency: a.currency ?? b.currency,
  };
}

/** `and` or `to` written onto the number after it (`بين الف والفين`, `من الف لالفين`). */
const ATTACHED_JOIN = /^[ول](.{2,})$/u;

/**
 * `join amount` after a first amount ending at `k`, with the given joins; `attached`: also the
 * join written onto a number in words (after `بين` or `من`, where the range is certain).
 */
function secondAmount(words: readonly QueryWord[], k: number, joins: PhraseTable<true>, attached = false) {
  const join = joins.lengthAt(words, k);
  const b = join > 0 ? readAmount(words, k + join) : null;
  if (b !== null) return { b, end: k + join + b.length };
  const word = words[k];
  const rest =
    attached && word !== undefined && !word.symbol ? ATTACHED_JOIN.exec(word.word)?.[1] : undefined;
  if (rest === undefined) return null;
  const unjoined = [...words];
  unjoined[k] = { ...word, word: rest, bare: rest } as QueryWord;
  const c = readAmount(unjoined, k);
  return c === null ? null : { b: c, end: k + c.length };
}

/** The price written at word `p` (after any lead-in starting at `from`), or null. */
function priceAt(words: readonly QueryWord[], from: number, p: number, lang: string): PriceMatch | null {
  const start = RANGE_STARTS.lengthAt(words, p);
  const weak = start > 0 ? 0 : WEAK_FLOOR.lengthAt(words, p);
  const opener = start || weak;
  if (opener > 0) {
    const a = readAmount(words, p + opener);
    if (a === null) return null;
    const second = secondAmount(words, p + opener + a.length, RANGE_JOINS, true);
    if (second !== null) return range(from, second.end, a, second.b);
    // `from 100` alone is a floor only when a currency says it is money.
    return weak > 0 && a.currency !== null
      ? { from, to: p + weak + a.length, ...bound('floor', a), currency: a.currency }
      : null;
  }
  const phrase = boundPhrases(lang).at(words, p);
  if (phrase !== null) {
    const a = readAmount(words, p + phrase.length);
    // `حتى 3` (up to three of something) is a price only with a currency or a price word before it.
    if (a === null || (phrase.value.weak && a.currency === null && from === p)) return null;
    return { from, to: p + phrase.length + a.length, ...bound(phrase.value.bound, a), currency: a.currency };
  }
  const a = readAmount(words, p);
  if (a === null) return null;
  const second = secondAmount(words, p + a.length, BARE_RANGE_JOINS);
  if (second !== null && second.b.value > a.value) return range(from, second.end, a, second.b);
  const trailing = TRAILING_BOUNDS.at(words, p + a.length);
  if (trailing === null) return null;
  return { from, to: p + a.length + trailing.length, ...bound(trailing.value, a), currency: a.currency };
}

/**
 * Every price bound in the query: ceilings (`under 200`, `أقل من ٢٠٠`, `تحت 200 ريال`), floors
 * (`over 100`, `اكثر من 50`), ranges (`100-300`, `between 100 and 300`, `من 100 الى 300`,
 * `بين 100 و 300`) and trailing bounds (`200 ريال وأقل`). A lead-in word (`بسعر`, `price`)
 * goes with the price. "Up to" words (`حتى`, `لحد`, `up to`) need a currency or a lead-in, and
 * a number followed by an age, a size or a count (`سنوات`, `مقاس`, `months`) is no amount.
 * Words in `taken` are skipped.
 */
export function findPrices(
  words: readonly QueryWord[],
  lang: string,
  taken: ReadonlySet<number>,
): PriceMatch[] {
  const found: PriceMatch[] = [];
  for (let i = 0; i < words.length; i++) {
    if (taken.has(i)) continue;
    const lead = LEAD_INS.at(words, i);
    const match =
      (lead !== null ? priceAt(words, i, i + lead.length, lang) : null) ?? priceAt(words, i, i, lang);
    if (match === null) continue;
    let clash = false;
    for (let k = match.from; k < match.to; k++) if (taken.has(k)) clash = true;
    if (clash) continue;
    found.push(match);
    i = match.to - 1;
  }
  return found;
}
