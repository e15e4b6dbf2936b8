import { lightStem, stripClitics } from '../arabic-stem.ts';
import { latinPluralStem } from '../english-stem.ts';
import { normalizeWord } from '../normalize.ts';
import { singularOf } from '../plural-lexicon.ts';
import { tokenize } from '../tokenize.ts';
import { scriptOf } from '../word-tokens.ts';

/** One word (or symbol) of a query, with the forms the parser compares. */
export interface QueryWord {
  readonly start: number;
  readonly end: number;
  /** Normalized word, or the symbol itself (`<`, `$`, `-`). */
  readonly word: string;
  /** Without article or conjunction (`بالأحمر` → `احمر`). */
  readonly bare: string;
  /** Singular light stem, to compare with category names (`الهواتف`, `هاتف` → `هاتف`). */
  readonly key: string;
  readonly symbol: boolean;
}

/** The comparison key of a normalized word: lexicon singular, then light stem (or English plural stem). */
export function wordKey(word: string): string {
  if (scriptOf(word) === 'arabic') {
    const bare = stripClitics(word);
    return lightStem(singularOf(word) ?? singularOf(bare) ?? bare);
  }
  return latinPluralStem(word);
}

/** The words and symbols of a query. A word that normalizes to several (a ligature) keeps its span for each. */
export function queryWords(text: string): QueryWord[] {
  const out: QueryWord[] = [];
  for (const token of tokenize(text, { symbols: true })) {
    if (token.symbol) {
      const symbol = normalizeWord(token.text) || token.text;
      out.push({ start: token.start, end: token.end, word: symbol, bare: symbol, key: symbol, symbol: true });
      continue;
    }
    for (const part of normalizeWord(token.text).split(' ')) {
      if (part === '') continue;
      const bare = scriptOf(part) === 'arabic' ? stripClitics(part) : part;
      out.push({ start: token.start, end: token.end, word: part, bare, key: wordKey(part), symbol: false });
    }
  }
  return out;
}

/** Normalized words of a phrase as written in a table (`أقل من` → [`اقل`, `من`]). */
export const phrase = (text: string): string[] =>
  tokenize(text, { symbols: true })
    .map((t) => normalizeWord(t.text) || t.text)
    .filter((w) => w !== '');
