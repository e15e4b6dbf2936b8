import { isPersonWord } from '../../../../domain/language/common-words.ts';
import { dialectMeanings, wordsInPhrases } from '../../../../domain/language/dialect-lexicon.ts';
import { normalizeWord } from '../../../../domain/language/normalize.ts';
import { headWordIndex } from '../../../../domain/language/query-head.ts';
import { isNegating, isStopword } from '../../../../domain/language/stopwords.ts';
import type { AnalyzedTerm, AnalyzedToken } from '../../../../domain/search/analyzer.ts';

/**
 * Words of a query, analyzed: the text they stand for and each word with every form the
 * analyzer gives it (`55 بوصة` and `ال جي` are one word each). Stages make new queries from
 * these words (one let go, one corrected, a phrase replaced) without analyzing text again.
 */
export interface QueryWords {
  /** The words as typed: the source text when every word of it is kept, else the words joined by spaces. */
  readonly text: string;
  readonly tokens: readonly AnalyzedToken[];
  /** Index of the head word (the word naming the kind of product), -1 when no word qualifies. */
  readonly head: number;
}

export const NO_WORDS: QueryWords = { text: '', tokens: [], head: -1 };

/** Whether a term reads the word in the other script (a transliteration or an Arabizi reading). */
export const readsOtherScript = (term: Pick<AnalyzedTerm, 'kind'>): boolean =>
  term.kind === 'translit' || term.kind === 'arabizi';

/** A token's normalized surface form. */
export const surfaceOf = (token: AnalyzedToken): string => token.terms[0]?.term ?? '';

const LATIN_LETTER = /\p{Script=Latin}/u;

/**
 * The language whose word order gives a query's head: Arabic for Latin words that all read as
 * Arabizi (`fanela beda`, a white undershirt: the noun first) or that open with an Arabic noun
 * said in a construct (`halawet tahini`), else `lang`.
 */
export function headLanguage(tokens: readonly AnalyzedToken[], lang: string): string {
  if (lang === 'ar') return lang;
  const words = tokens.filter((t) => LATIN_LETTER.test(t.original));
  if (words.length === 0) return lang;
  if (words.every((t) => t.terms.some((x) => x.kind === 'arabizi'))) return 'ar';
  if (tokens.length < 2) return lang;
  const first = words[0] as AnalyzedToken;
  // An Arabic noun in Latin letters opening the query before names the lexicon gives no meaning
  // (`kafar iphone 14`, a case; `sabon dove`): the Arabic phrase's noun, qualified by the names.
  // Beside an English noun (`fanela shoes`) the English order holds.
  if (
    first === tokens[0] &&
    first.terms.some((x) => x.kind === 'arabizi' && dialectMeanings(x.term).length > 0) &&
    words.slice(1).every((t) => dialectMeanings(surfaceOf(t)).length === 0)
  )
    return 'ar';
  return words.length > 1 && construct(first) ? 'ar' : lang;
}

const CONSTRUCT_ENDING = /[aeiu]t$/u;
/**
 * A Latin word read as an Arabic noun in ة whose t is said, as in a construct (`halawet tahini`,
 * حلاوة طحينية; `jibnet`, `shantet`): the noun of an Arabic phrase, which comes first.
 */
const construct = (token: AnalyzedToken): boolean =>
  token.original.length >= 5 &&
  CONSTRUCT_ENDING.test(token.original.toLowerCase()) &&
  token.terms.some((x) => readsOtherScript(x) && x.term.endsWith('ه'));

/** The tokens as words of `lang`, with their text (the words as typed joined by spaces, unless given). */
export function queryWords(tokens: readonly AnalyzedToken[], lang: string, text?: string): QueryWords {
  const typed = tokens.map((t) => t.original);
  return { text: text ?? typed.join(' '), tokens, head: headWordIndex(typed, headLanguage(tokens, lang)) };
}

/** The words as typed. */
export const typedWords = (words: QueryWords): string[] => words.tokens.map((t) => t.original);

/** The words without the one at `index`. */
export const withoutWord = (words: QueryWords, index: number, lang: string): QueryWords =>
  queryWords(
    words.tokens.filter((_, k) => k !== index),
    lang,
  );

/** The words with those in [start, end) replaced by `tokens`. */
export const replacing = (
  words: QueryWords,
  start: number,
  end: number,
  tokens: readonly AnalyzedToken[],
  lang: string,
): QueryWords => queryWords([...words.tokens.slice(0, start), ...tokens, ...words.tokens.slice(end)], lang);

/**
 * The indexes of a negation and of the word it says the shopper does not want (`مش للالعاب`,
 * not for gaming; `مش بتلزق`, does not stick: not glue).
 */
function negatedWords(tokens: readonly AnalyzedToken[]): ReadonlySet<number> {
  const out = new Set<number>();
  for (let i = 0; i + 1 < tokens.length; i++) {
    const word = surfaceOf(tokens[i] as AnalyzedToken);
    if (
      isNegating(word) ||
      // `ما` before a verb of purpose says it does not happen (`الصغير ما بينام`, the little one
      // does not sleep: no mattress); before anything else it may ask "what".
      (word === 'ما' && tokens[i + 1]?.terms.some((t) => t.kind === 'purpose'))
    ) {
      out.add(i);
      out.add(i + 1);
    }
  }
  return out;
}

/** Size and age said of a person (`لاخوي الصغير`, for my little brother), normalized. */
// biome-ignore format: a word table reads best packed
const PERSON_AGES: ReadonlySet<string> = new Set(
  ['الصغير', 'الصغيرة', 'الزغير', 'الزغيرة', 'الكبير', 'الكبيرة', 'الصغار', 'الكبار', 'الصغيرين'].map(normalizeWord),
);

/** The little one, the little ones: a child named by its size, normalized. */
const LITTLE_ONES: ReadonlySet<string> = new Set(
  ['الصغير', 'الصغيرة', 'الزغير', 'الزغيرة', 'الصغار', 'الزغار'].map(normalizeWord),
);

/** Home after `في` (`في البيت`, at home): where the shopper is, not a doll's house. */
const HOMES: ReadonlySet<string> = new Set(['البيت', 'الدار', 'المنزل'].map(normalizeWord));
const IN: ReadonlySet<string> = new Set(['في', 'فى'].map(normalizeWord));

/**
 * The indexes of words that say of whom or where, not what: a size or age said of the person
 * before it (`لاخوي الصغير`, not the product's size), the little one opening a sentence, and home
 * after `في`.
 */
function contextWords(tokens: readonly AnalyzedToken[]): ReadonlySet<number> {
  const out = new Set<number>();
  // The little one opening a sentence is the child it is for (`الصغير ما بينام بدو شي يلعب فيه`).
  const first = tokens[0];
  if (tokens.length > 2 && first !== undefined && LITTLE_ONES.has(surfaceOf(first))) out.add(0);
  for (let i = 1; i < tokens.length; i++) {
    const word = surfaceOf(tokens[i] as AnalyzedToken);
    const before = surfaceOf(tokens[i - 1] as AnalyzedToken);
    if ((PERSON_AGES.has(word) && isPersonWord(before)) || (HOMES.has(word) && IN.has(before))) out.add(i);
  }
  return out;
}

/** Function words that link a phrase's words (of, for, in, with), never a phrase's own, normalized. */
// biome-ignore format: a word table reads best packed
const LINKING_WORDS: ReadonlySet<string> = new Set(
  ['ديال', 'تاع', 'بتاع', 'بتاعة', 'متاع', 'مال', 'حق', 'في', 'فى', 'من', 'على', 'عن', 'مع', 'ل', 'ب', 'و', 'او', 'أو',
   'of', 'for', 'with', 'in', 'de', 'du', 'des', 'pour', 'avec', 'a', 'the', 'and'].map(normalizeWord),
);

/**
 * The words without function words (`for`, `في`), without a word a negation says the
 * shopper does not want (`مش للالعاب`) and without words of whom or where (`لاخوي الصغير`,
 * `في البيت`): a product needs no word saying "for". All of them stay
 * when nothing else would remain. The head stays the one read with them.
 */
export function withoutFunctionWords(words: QueryWords, lang: string): QueryWords {
  const negated = negatedWords(words.tokens);
  const context = contextWords(words.tokens);
  // A query that is lexicon phrases from end to end keeps their function words (`فيس واش`, `بي بي
  // كريم`, `مي رادياتير`); in a longer query the words that link a phrase's words are function
  // words (`بوبية ديال البنات`), the others stay (`ابي فيس واش`: `واش` ends a face wash).
  const phrased = words.tokens.some((t) => isStopword(surfaceOf(t)))
    ? wordsInPhrases(typedWords(words).map(normalizeWord))
    : new Set<number>();
  const whole = phrased.size === words.tokens.length;
  const keeps = (t: AnalyzedToken, i: number): boolean =>
    whole || !isStopword(surfaceOf(t)) || (phrased.has(i) && !LINKING_WORDS.has(surfaceOf(t)));
  const content = words.tokens.filter((t, i) => keeps(t, i) && !negated.has(i) && !context.has(i));
  if (content.length === words.tokens.length || content.length === 0) return words;
  // The head as read with the function words (`shoe` in `running shoe for men`, where `for` ends the noun phrase).
  const head = words.tokens[words.head];
  const kept = head === undefined ? -1 : content.indexOf(head);
  const out = queryWords(content, lang);
  return kept < 0 ? out : { ...out, head: kept };
}

/** A verbal noun of the pattern تفعيل or an activity after `لل` (`للتصوير`, `للرياضة`): a use, not a thing. */
const ACTIVITY_AFTER_FOR = /^و?لل(?:ت[\u0621-\u064a]{2}ي[\u0621-\u064a]|رياضه|جيم|شغل|سفر|طبخ|نوم|دراسه)$/u;

/** Whether a normalized word is an activity after `لل` (`للتصوير`, `للرياضة`), not a thing. */
export const isActivityAfterFor = (word: string): boolean => ACTIVITY_AFTER_FOR.test(word);

/**
 * The indexes of the words after the head that say what it is for, a thing (`هيل للقهوة`,
 * `ثلاجة لغرفة النوم`): `ل` or `لل` on a noun the analyzer reads without it. An activity
 * (`للتصوير`, `للرياضة`) is left out: it says how the product is used.
 */
export function purposeWordsAfterHead(words: QueryWords): number[] {
  if (words.head < 0) return [];
  const out: number[] = [];
  words.tokens.forEach((token, i) => {
    if (i <= words.head) return;
    const typed = surfaceOf(token);
    if (isActivityAfterFor(typed)) return;
    if (token.terms.some((t) => t.kind === 'clitic' && (typed === `ل${t.term}` || typed === `لل${t.term}`)))
      out.push(i);
  });
  return out;
}
