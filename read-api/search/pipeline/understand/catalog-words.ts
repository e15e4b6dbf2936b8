import { headWordIndex } from '../../../../domain/language/query-head.ts';
import type { AnalyzedToken, Vocabulary } from '../../../../domain/search/analyzer.ts';
import type { OptionalWords } from '../../../../domain/search/search-query.ts';
import { headLanguage, type QueryWords, readsOtherScript } from './query-words.ts';

/**
 * Readings of a word in the other script, and the kinds a verb of purpose asks for: a word the
 * catalog holds only through one is weakly known.
 */
const OTHER_SCRIPT = new Set(['translit', 'arabizi', 'purpose']);
/** Catalog size assumed when the vocabulary does not tell it. */
const ASSUMED_DOCUMENTS = 1_000;

/**
 * How rare and trustworthy a word is in the catalog, by its best form: the form's weight times
 * its inverse document frequency (BM25's), a word in 3 products weighing more than one in 300.
 * A word held only through a reading in the other script (`تلات` as "toilette") counts as
 * `-1 / idf`: below every word held in its own script. 0 for a word the catalog holds in none
 * of its forms.
 */
export function rarity(token: AnalyzedToken, vocabulary: Vocabulary): number {
  const documents = Math.max(1, vocabulary.documentCount?.() ?? ASSUMED_DOCUMENTS);
  let own = 0;
  let other = 0;
  for (const t of token.terms) {
    const df = Math.min(vocabulary.documentFrequency(t.term), documents);
    if (df === 0) continue;
    const idf = t.weight * Math.log(1 + (documents - df + 0.5) / (df + 0.5));
    if (OTHER_SCRIPT.has(t.kind)) other = Math.max(other, idf);
    else own = Math.max(own, idf);
  }
  return own > 0 ? own : other > 0 ? -1 / other : 0;
}

/** Whether the word reads as a catalog word of the other script (not only as a kind a verb asks for). */
const readInOtherScript = (token: AnalyzedToken | undefined): boolean =>
  token?.terms.some(readsOtherScript) ?? false;

/** Whether the catalog holds the word in some form (as the engine would read it, typos aside). */
export const isKnown = (token: AnalyzedToken, vocabulary: Vocabulary): boolean =>
  token.terms.some((t) => vocabulary.documentFrequency(t.term) > 0);

/**
 * The words the catalog holds in none of their forms, or only through a reading in the other
 * script (`باور` as "pro"), as optional words of an engine query: a product need not match them,
 * and matches of their look-alikes only rank (`SearchQuery.optional`). Only while some word is
 * held in its own script: undefined when every word is, or none is (then the words are searched
 * as typed, and the engine's typo tolerance, the spelling correction and the fallbacks have them).
 */
export function unknownOptional(
  words: QueryWords,
  vocabulary: Vocabulary | undefined,
  brandNamed = false,
): OptionalWords | undefined {
  if (vocabulary === undefined || words.tokens.length < 2) return undefined;
  const weak: number[] = [];
  const rarities = words.tokens.map((t) => rarity(t, vocabulary));
  // Two neighbours both read in the other script (`كورن فليكس` as corn flakes) name a product
  // in that script, and so does one beside a brand the query names (`جي بي ال فليب`: the model):
  // they are words of the query, not look-alikes.
  const other = (i: number): boolean => (rarities[i] ?? 0) < 0 && readInOtherScript(words.tokens[i]);
  const named = (i: number): boolean => other(i) && (brandNamed || other(i - 1) || other(i + 1));
  rarities.forEach((r, i) => {
    if (r <= 0 && !named(i)) weak.push(i);
  });
  return weak.length === 0 || weak.length === words.tokens.length ? undefined : { words: weak, minimum: 0 };
}

/**
 * The head word among the words the catalog knows (the word naming the kind of product), -1
 * when none qualifies: an unknown word (`عندكم`, a misspelling) names no kind, nor does a word
 * the catalog holds only through a reading in the other script (`اريد` as "red") while another
 * word is held in its own script. The query's own head is kept when the catalog knows it so.
 */
export function knownHead(words: QueryWords, vocabulary: Vocabulary | undefined, lang: string): number {
  if (vocabulary === undefined) return words.head;
  const rarities = words.tokens.map((t) => rarity(t, vocabulary));
  if ((rarities[words.head] ?? 0) > 0) return words.head;
  const order = headLanguage(words.tokens, lang);
  const own = headWordIndex(
    words.tokens.map((t, i) => ((rarities[i] ?? 0) > 0 ? t.original : '')),
    order,
  );
  if (own >= 0) return own;
  return headWordIndex(
    words.tokens.map((t, i) => ((rarities[i] ?? 0) !== 0 ? t.original : '')),
    order,
  );
}

/** The words of `words` at `indexes`, as typed, joined by spaces. */
export const wordsText = (words: QueryWords, indexes: readonly number[]): string =>
  [...indexes]
    .sort((a, b) => a - b)
    .map((i) => words.tokens[i]?.original ?? '')
    .filter((w) => w !== '')
    .join(' ');
