import type { AnalysisContext, Vocabulary } from '../search/analyzer.ts';
import {
  darijaGenitiveBase,
  lightStem,
  onArticleBase,
  possessiveBases,
  stripClitics,
  withoutPreposition,
} from './arabic-stem.ts';
import { arabiziToArabic, arabiziVariants, looksArabizi } from './arabizi.ts';
import { brandOfWord } from './brand-table.ts';
import { arabicColorForms, englishColorOf, isColorWord } from './color-lexicon.ts';
import { isCommonWord } from './common-words.ts';
import { crossScriptCandidates } from './cross-script.ts';
import {
  arabicKindHeld,
  dialectEquivalents,
  dialectMeanings,
  FRENCH_ARTICLES,
  isGenericBrandName,
  isPhraseWord,
  loanwordSpelling,
  type Meaning,
  maghrebiArticleBase,
  nearLexiconWords,
} from './dialect-lexicon.ts';
import { latinPluralStem } from './english-stem.ts';
import { lexiconWordSoundingLike } from './lexicon-sounds.ts';
import { normalizeWord } from './normalize.ts';
import { isNumberWord, readNumberWords } from './number-words.ts';
import { formatNumber, parseNumber } from './parse-number.ts';
import { singularOf } from './plural-lexicon.ts';
import { purposeWords } from './purpose-verbs.ts';
import { skeletonVariants, spokenDistance } from './skeleton.ts';
import { TERM_WEIGHTS, type TermKind, TermList } from './term-list.ts';
import { attachedQuantity } from './units.ts';
import type { WordToken } from './word-tokens.ts';

export interface WordTermOptions {
  readonly globalSynonyms: boolean;
  readonly maxDialectTerms: number;
  readonly isProtected: (word: string) => boolean;
}

const HAS_DIGIT = /\d/u;

/** The forms of a number: written as a plain canonical number (`١٬٥٠٠` → `1500`). */
export function numberTerms(token: WordToken): TermList {
  const value = /[.,]/u.test(token.word) ? parseNumber(token.word) : null;
  return new TermList(value === null ? token.word : formatNumber(value));
}

/** `20k` is 20000; `200x300` (a size) holds 200 and 300. */
const THOUSANDS_K = /^(\d+(?:[.,]\d+)?)k$/u;
const DIMENSIONS = /^(\d+(?:[.,]\d+)?)[x*](\d+(?:[.,]\d+)?)(?:[x*](\d+(?:[.,]\d+)?))?[a-z]*$/u;

/** A tyre's rim size (`R15`, `ZR17`): the diameter in inches a shopper asks for as `15` or `15 inch`. */
const RIM = /^z?r(1[2-9]|2[0-4])$/u;

/** The numbers a Latin word holds besides a quantity: `20k`, the sides of `200x300cm`, a rim's `R15`. */
function addLatinNumbers(list: TermList, word: string): void {
  const rim = RIM.exec(word);
  if (rim !== null) {
    list.add(rim[1] ?? '', 'number');
    return;
  }
  const k = THOUSANDS_K.exec(word);
  if (k !== null) {
    const value = parseNumber(k[1] ?? '');
    if (value !== null) list.add(formatNumber(value * 1000), 'number');
    return;
  }
  const d = DIMENSIONS.exec(word);
  if (d === null) return;
  for (const side of [d[1], d[2], d[3]]) {
    const value = side === undefined ? null : parseNumber(side);
    if (value !== null) list.add(formatNumber(value), 'number');
  }
}

/**
 * Duals of what a number is said before (`سنتين` two years, `شهرين` two months, `بابين` two
 * doors): each also reads as the number 2, as a store writes `عمر 2 سنة`; not as its singular,
 * `سنة` alone is one year.
 */
// biome-ignore format: a word table reads best packed
const DUAL_COUNTED: ReadonlySet<string> = new Set(
  [
    'سنتين', 'سنتان', 'شهرين', 'شهران', 'اسبوعين', 'أسبوعين', 'يومين', 'ساعتين',
    // What a product is counted in (`ثلاجة بابين` two doors, `كنبة مقعدين` two seats).
    'بابين', 'مقعدين', 'كرسيين', 'درجين', 'طبقتين',
  ].map(normalizeWord),
);

/**
 * A word that is a number on its own (`ميتين`, `عشرين`, `ألف`, not `مية` or `نص`): its value as
 * digits; a dual of what is counted (`سنتين`): 2.
 */
function addWordNumber(list: TermList, word: string): void {
  if (DUAL_COUNTED.has(word)) {
    list.add('2', 'number');
    return;
  }
  if (!isNumberWord(word)) return;
  const read = readNumberWords([word], 0);
  if (read !== null) list.add(formatNumber(read.value), 'number');
}

/** An English ordinal written with digits: `1st`, `2nd`, `3rd`, `10th`. */
const LATIN_ORDINAL = /^(\d{1,3})(?:st|nd|rd|th)$/u;

/** French elision: `l'`, `d'`, `qu'` and the like before a word of two letters or more. */
const ELIDED = /^(?:qu|[cdjlmnst])['\u2019](\p{L}{2,})$/u;

/** The forms of a Latin-script word: brand, quantity, plural stem; in query mode, Arabizi. */
export function latinTerms(token: WordToken, context: AnalysisContext, options: WordTermOptions): TermList {
  const { word } = token;
  const list = new TermList(word);
  const brand = brandOfWord(word);
  if (brand !== undefined) list.add(brand.id, 'translit');
  const quantity = attachedQuantity(word);
  if (quantity !== null) {
    list.add(quantity.term, 'unit');
    list.add(formatNumber(quantity.value), 'number');
    return list;
  }
  if (brand === undefined && !options.isProtected(word) && !HAS_DIGIT.test(word)) {
    list.add(latinPluralStem(word), 'stem');
    // A French word after an elided article or preposition (`l'huile`, `d'olive`) is that word.
    const elided = ELIDED.exec(token.spelled);
    if (elided?.[1] !== undefined && brandOfWord(elided[1]) === undefined) {
      list.add(elided[1], 'clitic');
      list.add(latinPluralStem(elided[1]), 'clitic');
    }
  }
  // An English ordinal (`2nd`, `10th`: a generation, a size) is its number too.
  const ordinal = LATIN_ORDINAL.exec(word);
  if (ordinal?.[1] !== undefined) list.add(ordinal[1], 'number');
  if (HAS_DIGIT.test(word)) addLatinNumbers(list, word);
  else addWordNumber(list, word);
  if (context.mode === 'query' && brand === undefined) {
    const spelled = addArabizi(list, token, context);
    if (options.globalSynonyms) {
      addLatinEquivalents(list, context, options, spelled);
      if (context.vocabulary !== undefined && context.vocabulary.documentFrequency(token.word) === 0)
        addHeardEquivalents(list, token.spelled, context, options);
    }
  }
  return list;
}

/**
 * The forms of a color the catalog holds: its other Arabic forms (an adjective agrees with its
 * noun) and its English name (for products named in English only), a little lower.
 */
export function addColorForms(
  list: TermList,
  arabic: readonly string[],
  english: string | undefined,
  vocabulary: AnalysisContext['vocabulary'],
): void {
  for (const form of arabic) if (knownIn(vocabulary, form)) list.add(form, 'stem');
  if (english !== undefined && knownIn(vocabulary, english)) list.add(english, 'translit', 0.6);
}

/** Whether the catalog holds `term` (every term counts as known without a vocabulary). */
export const knownIn = (vocabulary: AnalysisContext['vocabulary'], term: string): boolean =>
  vocabulary === undefined || vocabulary.documentFrequency(term) > 0;

/**
 * Equivalents of a Latin word in query mode: its group's English and Arabic words
 * (`fridge` → `refrigerator`, `ثلاجة`), and the dialect equivalents of its Arabizi readings
 * (`shanta` → `شنطة` → `حقيبة`), those the catalog holds.
 */
function addLatinEquivalents(
  list: TermList,
  context: AnalysisContext,
  options: WordTermOptions,
  spelled?: string,
): void {
  const typed: string[] = [];
  const derived: string[] = spelled === undefined ? [] : [spelled];
  for (const t of list.list()) {
    if (t.kind === 'surface' || t.kind === 'stem' || t.kind === 'clitic') {
      if (!typed.includes(t.term)) typed.push(t.term);
    } else if (t.kind === 'arabizi' && !derived.includes(t.term)) derived.push(t.term);
  }
  // A French or English word typed in the singular where the lexicon lists its plural (`ecouteur`).
  const word = typed[0];
  if (
    word !== undefined &&
    word.length >= MIN_GUESSED_LENGTH &&
    !word.endsWith('s') &&
    typed.every((t) => dialectMeanings(t).length === 0) &&
    dialectMeanings(`${word}s`).length > 0
  )
    derived.push(`${word}s`);
  addEquivalents(list, { typed, derived }, context, options);
}

/**
 * The forms of a word to look up in the lexicon: as typed (every meaning), and derived from it
 * (a singular, a stem, an Arabizi reading: only the meanings in which the form is unambiguous).
 */
interface Sources {
  readonly typed: readonly string[];
  readonly derived: readonly string[];
}

/** How much a meaning of a word used in another region than the store's weighs (see `addEquivalents`). */
const OTHER_REGION_WEIGHT = 0.7;

/**
 * The lexicon equivalents of a word's forms (`sources`), those the catalog holds. A word with
 * several meanings (`عيش`: rice in the Gulf, bread in Egypt) expands to every one of them, taken
 * in turn so each gets its catalog words: the meanings of the store's region first and at the
 * full dialect weight, the others a little lower; the catalog ranks within them. Each meaning
 * gives at most `maxDialectTerms` words, a word at most twice that.
 */
function addEquivalents(
  list: TermList,
  sources: Sources,
  context: AnalysisContext,
  options: WordTermOptions,
): void {
  let first: Meaning | undefined;
  let several: Meaning[] | null = null;
  for (let s = 0; s < sources.typed.length + sources.derived.length; s++) {
    const derived = s >= sources.typed.length;
    // A word the lexicon knows as typed means that (`حريرة` the soup): the forms guessed from it
    // (its stem `حرير`, silk) are looked up only for a word it does not know.
    if (s === sources.typed.length && first !== undefined) break;
    const source = (derived ? sources.derived[s - sources.typed.length] : sources.typed[s]) as string;
    for (const m of dialectMeanings(source)) {
      if (derived && m.ambiguous) continue;
      if (first === undefined) first = m;
      else if (m.group !== first.group && (several === null || !hasGroup(several, m.group))) {
        several ??= [first];
        several.push(m);
      }
    }
  }
  if (first === undefined) return;
  const { vocabulary } = context;
  if (several === null) {
    addMeaning(list, first.words, 0, options.maxDialectTerms, vocabulary, TERM_WEIGHTS.dialect);
    addRelated(list, [first], options, vocabulary);
    return;
  }
  // Several meanings: the store's region's first, then taken in turn so each gets its catalog words.
  const region = context.region;
  const local: Meaning[] = [];
  const other: Meaning[] = [];
  for (const m of several) (isLocal(m, region) ? local : other).push(m);
  const anyLocal = local.length > 0 && other.length > 0;
  const ordered = anyLocal ? [...local, ...other] : several;
  const limit = options.maxDialectTerms * 2;
  const next = new Array<number>(ordered.length).fill(0);
  const taken = new Array<number>(ordered.length).fill(0);
  let added = 0;
  for (let round = 0; round < options.maxDialectTerms && added < limit; round++) {
    for (let k = 0; k < ordered.length && added < limit; k++) {
      const meaning = ordered[k] as Meaning;
      if ((taken[k] ?? 0) > round) continue;
      const weight = anyLocal && k >= local.length ? OTHER_REGION_WEIGHT : TERM_WEIGHTS.dialect;
      const at = next[k] ?? 0;
      const end = addMeaning(list, meaning.words, at, 1, vocabulary, weight);
      if (end.added > 0) {
        taken[k] = (taken[k] ?? 0) + 1;
        added++;
      }
      next[k] = end.next;
    }
  }
  addRelated(list, ordered, options, vocabulary);
}

/**
 * Words of a nearby kind the catalog holds (`شبشب` slippers → `صندل` sandals, `bag` → `backpack`),
 * at the lower `related` weight: near matches that rank below the kind asked for. At most half
 * of `maxDialectTerms`, and none for a word typed with an ambiguous meaning.
 */
function addRelated(
  list: TermList,
  meanings: readonly Meaning[],
  options: WordTermOptions,
  vocabulary: AnalysisContext['vocabulary'],
): void {
  const max = Math.ceil(options.maxDialectTerms / 2);
  let added = 0;
  for (const m of meanings) {
    if (m.ambiguous) continue;
    for (const word of m.related) {
      if (added >= max) return;
      if (list.has(word) || !knownIn(vocabulary, word)) continue;
      list.add(word, 'related');
      added++;
    }
  }
}

const hasGroup = (meanings: readonly Meaning[], group: string): boolean => {
  for (const m of meanings) if (m.group === group) return true;
  return false;
};

/** Whether a meaning is the store region's (or there is no region, or the word is English). */
const isLocal = (m: Meaning, region: string | undefined): boolean =>
  region === undefined || m.regions.length === 0 || (m.regions as readonly string[]).includes(region);

/** Adds up to `max` words of `words` from index `from` that the catalog holds; where it stopped. */
function addMeaning(
  list: TermList,
  words: readonly string[],
  from: number,
  max: number,
  vocabulary: AnalysisContext['vocabulary'],
  weight: number,
): { added: number; next: number } {
  let added = 0;
  let i = from;
  while (i < words.length && added < max) {
    const word = words[i++] as string;
    if (list.has(word) || !knownIn(vocabulary, word)) continue;
    list.add(word, 'dialect', weight);
    added++;
  }
  return { added, next: i };
}

/**
 * Arabizi forms of a Latin word: catalog words with the same sound when a vocabulary is given
 * (for Arabizi-looking words, Arabic queries, and words the catalog does not hold), else a
 * best-guess spelling for words that are clearly Arabizi. Returns the spelling of a word no
 * catalog word sounds like when the lexicon knows it, for its equivalents (not itself a form).
 */
function addArabizi(list: TermList, token: WordToken, context: AnalysisContext): string | undefined {
  const arabizi = looksArabizi(token.spelled);
  const { vocabulary } = context;
  if (vocabulary !== undefined) {
    // A French or English word of the lexicon (`souris`) whose equivalents the catalog holds
    // (`mouse`) reads as them, not as a catalog word that sounds like it (`سيريس`, a console's Series).
    if (!arabizi && dialectEquivalents(token.word).some((w) => vocabulary.documentFrequency(w) > 0))
      return undefined;
    if (arabizi || context.lang === 'ar' || vocabulary.documentFrequency(token.word) === 0) {
      // Levantine and Egyptian Arabizi write the glottal stop said for ق as 2 (`2ahwa` قهوة,
      // `a2lam` اقلام): that reading comes first when the catalog holds it.
      // So do they at the end of a longer word of letters (`fosto2` فستق), which alone does not make it
      // Arabizi: a model number ends so too, and is read so only when no catalog word sounds like it.
      const qaf =
        arabizi && token.spelled.includes('2')
          ? token.spelled.replaceAll('2', 'q')
          : FINAL_QAF.test(token.spelled)
            ? `${token.spelled.slice(0, -1)}q`
            : undefined;
      let found = qaf === undefined ? [] : crossScriptCandidates(qaf, 'arabic', vocabulary);
      const byQaf = found.length > 0;
      if (!byQaf) found = crossScriptCandidates(token.spelled, 'arabic', vocabulary);
      // A longer word may carry the article or a plural ending the catalog's word lacks.
      for (const variant of found.length === 0 ? arabiziVariants(token.spelled) : []) {
        found = crossScriptCandidates(variant, 'arabic', vocabulary);
        if (found.length > 0) break;
      }
      // A lexicon word heard closer than every catalog word (`sobya` صوبيا, a heater, not the
      // catalog's اصابع) is the reading, when the catalog holds its equivalents (`addHeardEquivalents`).
      const first = found[0];
      if (first !== undefined && !byQaf && heardCloser(token.spelled, first, vocabulary)) return undefined;
      for (const term of found) list.add(term, 'arabizi');
      // No catalog word sounds like it: the spelled guess may still be a lexicon word (`jazma` →
      // جزمه shoes, `mkhaddat` → مخدات), whose equivalents the catalog may hold.
      if (found.length === 0) return lexiconSpelling(token.spelled);
    }
    return undefined;
  }
  if (arabizi || context.lang === 'ar') {
    const guess = arabiziToArabic(token.spelled);
    if (guess.length >= 2) list.add(guess, 'arabizi');
  }
  return undefined;
}

/** A word of four letters or more, two of them vowels, ending in a 2 (`fosto2`, `fesdo2`). */
const FINAL_QAF = /^(?=(?:[a-z]*[aeiou]){2})[a-z]{4,}2$/u;

/** Arabizi words this short are too often English words (`bat`, `car`) to guess a spelling for. */
const MIN_GUESSED_LENGTH = 4;
const MEDIAL_LONG_VOWELS = /(?<=.)[وي](?=.)/gu;

/** A Latin word long enough to guess an Arabic word for, that the lexicon does not know as typed. */
const guessable = (word: string): boolean =>
  word.length >= MIN_GUESSED_LENGTH && dialectMeanings(word).length === 0;

/** Whether the catalog holds an equivalent of a plain meaning of a lexicon word. */
const meaningHeld = (word: string, vocabulary: Vocabulary): boolean =>
  dialectMeanings(word).some((m) => !m.ambiguous && m.words.some((e) => vocabulary.documentFrequency(e) > 0));

/**
 * The Arabic spelling of a Latin word that the lexicon knows, if any: the best-guess spelling,
 * then the same without the long vowels written for short ones (`fustan` → فوستان → فستان).
 * Not for words the lexicon knows in Latin script (`bag`): their equivalents come from there.
 */
function lexiconSpelling(word: string): string | undefined {
  if (!guessable(word)) return undefined;
  const guess = normalizeWord(arabiziToArabic(word));
  if (guess.length < 2) return undefined;
  if (dialectMeanings(guess).length > 0) return guess;
  const short = guess.replace(MEDIAL_LONG_VOWELS, '');
  return short !== guess && short.length >= 3 && dialectMeanings(short).length > 0 ? short : undefined;
}

/**
 * Whether a word is a lexicon word spelled as said (`nearLexiconWords`) whose equivalents the
 * catalog holds, when the catalog words it was read as in the other script sound less like it
 * than a vowel apart (`تاوة` and `toy`; `كارطبل` is the catalog's `cartable`), and none of them
 * is among those equivalents.
 */
const saidAs = (bare: string, readings: readonly string[], vocabulary: Vocabulary): boolean =>
  readings.every((r) => spokenDistance(r, bare) >= 1) &&
  nearLexiconWords(bare, { anyEdit: false }).some(
    (w) =>
      dialectMeanings(w).every((m) => !m.words.some((e) => readings.includes(e))) &&
      meaningHeld(w, vocabulary),
  );

/**
 * Whether a Latin word the catalog does not hold sounds more like a lexicon word whose
 * equivalents the catalog holds than like `catalogWord`, the nearest catalog word.
 */
function heardCloser(latin: string, catalogWord: string, vocabulary: Vocabulary): boolean {
  if (!guessable(latin)) return false;
  const heard = lexiconWordSoundingLike(latin);
  if (heard === undefined || spokenDistance(latin, heard) >= spokenDistance(latin, catalogWord)) return false;
  return meaningHeld(heard, vocabulary);
}

/**
 * A Latin word that nothing read so far gave a meaning, heard as the lexicon's Arabic word with
 * the same consonants (`tawa` طاوة, whose ا and ط the spelled guess misses; `sobya` صوبيا): its
 * equivalents the catalog holds, as readings in the other script, so that the word stays weakly
 * known unless the query reads as Arabizi. An English word the lexicon lacks may sound like one
 * (`steel`, the Levant's سطل bucket): beside words the catalog holds as typed, a word held only
 * so is optional in the search.
 */
function addHeardEquivalents(
  list: TermList,
  word: string,
  context: AnalysisContext,
  options: WordTermOptions,
): void {
  if (!guessable(word)) return;
  if (list.list().some((t) => t.kind !== 'surface' && knownIn(context.vocabulary, t.term))) return;
  const heard = lexiconWordSoundingLike(word);
  if (heard === undefined) return;
  const equivalents = new TermList(heard);
  addEquivalents(equivalents, { typed: [], derived: [heard] }, context, options);
  // In a query read as Arabizi (`bghit chofaj`, `areed sobya zeit`) the word is Arabic: its equivalents are its own.
  const arabizi = context.lang === 'ar';
  for (const t of equivalents.list())
    if (t.kind !== 'surface') list.add(t.term, arabizi ? (t.kind as TermKind) : 'arabizi', t.weight);
}

/** The endings of the feminine dual, its ة written ت before them (`مخدتين`, `شنطتان`). */
const FEMININE_DUAL = /^(.{2,})ت(?:ين|ان)$/u;

/** Words whose dual is a count or a time (`حبتين` two pieces, `ساعتين` two hours), not two things. */
const COUNTED = new Set(['حبه', 'ساعه']);

/**
 * The singular of a feminine dual (`مخدتين` two pillows → `مخده`, `شنطتين` → `شنطه`), when it is
 * a kind the lexicon knows: in the query only, where shoppers ask for two of a thing. A word the
 * catalog alone knows is more often a count (`قطعتين`, `علبتين`) than two products.
 */
function dualSingular(bare: string): string | undefined {
  const match = FEMININE_DUAL.exec(bare);
  if (match === null) return undefined;
  const singular = `${match[1]}ه`;
  return !COUNTED.has(singular) && dialectMeanings(singular).length > 0 ? singular : undefined;
}

/** The forms of an Arabic word: clitics stripped, lexicon singular, light stem, brand; in query mode, dialect words. */
export function arabicTerms(token: WordToken, context: AnalysisContext, options: WordTermOptions): TermList {
  const { word } = token;
  const list = new TermList(word);
  const bare = stripClitics(word, options.isProtected);
  const brand = brandOfWord(word) ?? brandOfWord(bare);
  if (brand !== undefined) {
    list.add(bare, 'clitic');
    list.add(brand.id, 'translit');
    // A brand shoppers name the whole kind by (`بامبرز`) also reads as the kind.
    if (context.mode === 'query' && isGenericBrandName(bare))
      addQueryForms(list, [word, bare, bare, bare], context, options);
    return list;
  }
  list.add(bare, 'clitic');
  addWordNumber(list, word);
  const dual = context.mode === 'query' ? dualSingular(bare) : undefined;
  const singular = singularOf(word) ?? singularOf(bare) ?? dual;
  if (singular !== undefined) list.add(singular, 'plural');
  // Two of a thing (`مخدتين`): the number too, as a store writes `مخدات عدد 2`.
  if (dual !== undefined && singular === dual) list.add('2', 'number');
  const stem = lightStem(word, options.isProtected);
  if (context.mode !== 'query' || !stemAside(word, bare, stem, context.vocabulary)) list.add(stem, 'stem');
  if (context.mode === 'query') addQueryForms(list, [word, bare, singular ?? word, stem], context, options);
  return list;
}

/**
 * Whether a query word the lexicon knows is read without its light stem: the lexicon says what the
 * word is, and a stem the lexicon gives other meanings only is another word (`سكرين`, a screen
 * protector, is no `سكر` sugar; `تمرين`, a workout, no `تمر` dates). So is a stem the lexicon does
 * not know of a word in ة that it reads as one kind the catalog names in Arabic.
 */
function stemAside(
  word: string,
  bare: string,
  stem: string,
  vocabulary: AnalysisContext['vocabulary'],
): boolean {
  if (stem === word || stem === bare) return false;
  const meanings = lexiconMeanings(word, bare);
  if (meanings.length === 0 || meanings.some((m) => m.words.includes(stem))) return false;
  const groups = new Set(meanings.map((m) => m.group));
  const stemMeanings = dialectMeanings(stem);
  if (stemMeanings.length > 0) return !stemMeanings.some((m) => groups.has(m.group));
  // A word in ة whose stem is another word, not its plural (`سفرة` a dining table, `سفر` a journey;
  // `شنط` is the plural of `شنطة`, and stays).
  return (
    bare.endsWith(TA_MARBUTA) &&
    stem === bare.slice(0, -1) &&
    singularOf(stem) !== bare &&
    groups.size === 1 &&
    kindNamed(meanings, vocabulary)
  );
}

/** The feminine ending, after normalization (`ة` → `ه`). */
const TA_MARBUTA = 'ه';

const FEMININE_PLURAL = 'ات';
/** The feminine ending of an adjective in ي, after normalization (`ية` → `يه`). */
const FEMININE_NISBA = 'يه';

/** The lexicon's meanings of the word as typed and without its clitics. */
const lexiconMeanings = (word: string, bare: string): readonly Meaning[] =>
  bare === word ? dialectMeanings(word) : [...dialectMeanings(word), ...dialectMeanings(bare)];

/** Whether the lexicon gives the word as typed, or without its clitics, a meaning of its own. */
const hasLexiconMeaning = (word: string, bare: string): boolean => lexiconMeanings(word, bare).length > 0;

/** A Latin term that names a brand of the built-in table or a model (`nissan`, `m2`), not a thing. */
const isNameLike = (term: string): boolean => HAS_DIGIT.test(term) || brandOfWord(term) !== undefined;

/** Whether a term is a word of one of `meanings`. */
const meansAlike = (meanings: readonly Meaning[], term: string): boolean =>
  meanings.some((m) => m.words.includes(term) || m.related.includes(term));

/** Whether the catalog names, in Arabic, the kind of one of the plain `meanings`. */
const kindNamed = (meanings: readonly Meaning[], vocabulary: AnalysisContext['vocabulary']): boolean =>
  meanings.some((m) => !m.ambiguous && arabicKindHeld(m.group, (w) => knownIn(vocabulary, w)));

/**
 * The forms to look up in the dialect lexicon: the word as typed and without clitics, and, when
 * the lexicon lists neither, its singular as if typed (a plural is its singular's word: `شاشات` →
 * `شاشه`, `بوجيهات` → `بوجيه`, `قراعي` → `قرعه`); then the forms derived from it (its singular, the
 * masculine of a feminine adjective, its stem).
 * A derived form gives only the meanings in which it is unambiguous: `ملابس` (clothes) has the
 * singular `ملبس`, which is also a sweet, and the lexicon gives `ملابس` its own meaning.
 */
function dialectSources(forms: readonly [string, string, string, string]): Sources {
  const [word, bare, singular, stem] = forms;
  const typed = bare === word ? [word] : [word, bare];
  const derived: string[] = [];
  const add = (form: string): void => {
    if (!typed.includes(form) && !derived.includes(form)) derived.push(form);
  };
  // A plural the lexicon does not list is its singular, in every meaning the singular has: a
  // broken plural or a dual through its singular (`قراعي` bottles or courgettes → `قرعه`), a
  // feminine plural through its own (`كاويات` irons, `برادات` fridges or teapots), and a
  // loanword's plural, which adds ات to the word itself (`بوجيهات` → `بوجيه`). The plural of a word
  // is that word, not a form guessed from it.
  const unlisted = typed.every((form) => dialectMeanings(form).length === 0);
  const plurals: string[] = [];
  if (unlisted && singular !== word && singular !== bare) plurals.push(singular);
  if (unlisted && bare.length > 4 && bare.endsWith(FEMININE_PLURAL)) {
    const base = bare.slice(0, -FEMININE_PLURAL.length);
    plurals.push(`${base}ه`, base);
  }
  for (const form of plurals) if (!typed.includes(form)) typed.push(form);
  add(singular);
  // The feminine of an adjective in ي (`لاسلكية` of a مكنسة) is the lexicon's `لاسلكي`.
  if (bare.length > 4 && bare.endsWith(FEMININE_NISBA)) add(bare.slice(0, -1));
  add(stem);
  return { typed, derived };
}

/** At most this many lexicon words one letter away from a word nothing else reads. */
const MAX_NEAR_WORDS = 3;

/** At most this many kind words for a verb of purpose. */
const PURPOSE_WORDS = 4;

/** Query-only forms; `forms` are the word, without clitics, its singular and its stem. */
function addQueryForms(
  list: TermList,
  forms: readonly [string, string, string, string],
  context: AnalysisContext,
  options: WordTermOptions,
): void {
  const [word, bare] = forms;
  const { vocabulary } = context;
  // A color agrees with its noun: the shopper's `سودا` (of a كنزة) is the store's `اسود` (of a هودي).
  addColorForms(list, arabicColorForms(bare), englishColorOf(bare), vocabulary);
  const sources = dialectSources(forms);
  const extra: string[] = [];
  const typedBases: string[] = [];
  let readings: readonly string[] = [];
  if (vocabulary !== undefined && !knownIn(vocabulary, word) && !knownIn(vocabulary, bare)) {
    // The Gulf and Iraq say ض as ظ and write it so (`بيظ` eggs, `ظرس` a molar, `حامظ` lemons): a
    // word neither the catalog nor the lexicon knows is read with its ظ as ض, and the other way,
    // when that word is known, as the word itself (before any name it sounds like in Latin letters).
    const meanings = lexiconMeanings(word, bare);
    const said = meanings.length > 0 ? null : dadZaSpelling(bare, vocabulary);
    if (said !== null) {
      if (knownIn(vocabulary, said)) list.add(said, 'clitic', 0.9);
      addColorForms(list, arabicColorForms(said), englishColorOf(said), vocabulary);
      typedBases.push(said);
    }
    const lexiconWord = meanings.length > 0 || said !== null;
    // One-letter prepositions are too often part of a word to strip blindly; the catalog decides,
    // and a word the lexicon knows is that word (`كابل` is a cable, not `ك` + `ابل` Apple).
    const shorter = lexiconWord ? null : withoutPreposition(word);
    if (shorter !== null && knownIn(vocabulary, shorter)) list.add(shorter, 'clitic', 0.85);
    // The article said, and written in the Maghreb, as a bare `ل` (`لكاشة` the blanket, `لزيت` the
    // oil): a word the lexicon knows under it reads with its equivalents too, in every meaning, as
    // the word typed without the article would (`لكاسك`: a casque, headphones or a helmet); the
    // French `l'` too, its vowel elided (`لوريي`, l'oreiller: `اوريي`, a pillow).
    const article = shorter === null ? null : maghrebiArticleBase(word);
    if (article !== null && (article === shorter || article === `ا${shorter}`)) typedBases.push(article);
    // A word the lexicon knows under a one-letter preposition (`بجردل`, with a bucket) reads with
    // its equivalents the catalog holds (`دلو`), as a form derived from the word typed.
    else if (shorter !== null && !knownIn(vocabulary, shorter) && dialectMeanings(shorter).length > 0)
      extra.push(shorter);
    // The Darija genitive written onto its noun (`ماكلة دالمش`, food of the cat; `دأتاي`, of tea),
    // and `على` said as `ع` onto its noun's article (`يساعدني عالنوم`, helps me to sleep): the noun
    // reads as if typed alone, when the catalog or the lexicon knows it.
    const genitive = lexiconWord ? null : (darijaGenitiveBase(word) ?? onArticleBase(word));
    if (genitive !== null) {
      const under = stripClitics(genitive);
      const held = knownIn(vocabulary, under) ? under : knownIn(vocabulary, genitive) ? genitive : null;
      if (held !== null) list.add(held, 'clitic', 0.85);
      if (hasLexiconMeaning(genitive, under)) typedBases.push(...new Set([genitive, under]));
    }
    // `لقطتي` (for my cat) → `قطه`, `جوالي` → `جوال`: the noun under a possessive, and `ليبوجي`
    // (Maghrebi `les bougies`) → `بوجي`: the word after a French article, when the catalog or the
    // lexicon knows it. An everyday word (`لبنتي` for my daughter) is not read for a noun (`لبنة`).
    if (!isCommonWord(word) && !lexiconWord) {
      const owned = knownNoun(shorter === null ? [bare] : [bare, shorter], possessiveBases, vocabulary);
      const article =
        owned ??
        knownNoun([bare], frenchArticleBases, vocabulary) ??
        knownNoun([bare], shortVowelBases, vocabulary) ??
        knownNoun([bare], loanwordSpellings, vocabulary) ??
        knownNoun([bare], regionalSoundBases, vocabulary);
      if (article !== undefined) {
        if (knownIn(vocabulary, article)) list.add(article, 'clitic', 0.85);
        // A feminine noun with "my" (`كاويتي` my iron, `طنجرتي`) is that noun, in every meaning it has.
        (article === owned && ownedFeminine(bare, article) ? typedBases : extra).push(article);
      }
    }
    // A word the lexicon gives a meaning (`نسواني` women, `ماي` water) is an Arabic word: it may be
    // a loanword (`فيرميسيل` vermicelli), never a brand or model it happens to sound like (`nissan`, `m2`).
    // A color word (`حمرا`) is not a transliteration at all (`hammer`), nor a number word
    // (`اربعة`, four, is not the tea brand Rabea).
    // Nor, when the catalog names its meaning's kind in Arabic, a Latin word of another meaning
    // (`اكران`, sunscreen: no `crayon`; `اشوار`, a hair dryer: no `shower`).
    if (!isColorWord(bare) && !isNumberWord(bare) && !heldWithAnotherEnding(bare, vocabulary)) {
      const named = lexiconWord && kindNamed(meanings, vocabulary);
      readings = crossScriptCandidates(word, 'latin', vocabulary, 1).filter(
        (term) => !lexiconWord || (!isNameLike(term) && (!named || meansAlike(meanings, term))),
      );
    }
    // A lexicon word spelled as said (`تاوة` for `طاوة`, a pan) is that word before it is a catalog
    // word of the other script it sounds like (`toy`), when the catalog holds its equivalents.
    if (
      readings.length > 0 &&
      !lexiconWord &&
      !isCommonWord(bare) &&
      !isPhraseWord(bare) &&
      saidAs(bare, readings, vocabulary)
    )
      readings = [];
    // A word nothing else reads, one letter from a lexicon word (`كلاسات` → `كلسات`, `سبردينة` →
    // `سبرديلة`): shoppers spell dialect words and loanwords as they say them; read as that word.
    // Not a word the catalog has within a letter (its own typo tolerance finds `غسالة` for `غسلة`),
    // nor one whose other forms or phrases the lexicon knows (`فوطات`, `طياب` of `زيت الطياب`).
    if (
      !lexiconWord &&
      extra.length === 0 &&
      typedBases.length === 0 &&
      readings.length === 0 &&
      !isCommonWord(bare) &&
      !isColorWord(bare) &&
      !isPhraseWord(bare) &&
      !sources.derived.some((form) => dialectMeanings(form).length > 0)
    )
      extra.push(
        ...nearLexiconWords(bare)
          .filter((w) => !knownIn(vocabulary, w))
          .slice(0, MAX_NEAR_WORDS),
      );
  }
  // A verb of what the product is for (`اقطع` cut) reads as the kinds made for it, as near matches.
  if (options.globalSynonyms)
    for (const kind of purposeWords(bare, (w) => knownIn(vocabulary, w), PURPOSE_WORDS))
      list.add(kind, 'purpose');
  const before = list.list().length;
  if (options.globalSynonyms) {
    addEquivalents(
      list,
      extra.length === 0 && typedBases.length === 0
        ? sources
        : {
            typed: [...sources.typed, ...typedBases],
            derived: [...sources.derived, ...extra],
          },
      context,
      options,
    );
  }
  // A word the lexicon reads into the catalog's words is not also a Latin word it sounds like
  // (`عرباية` is a stroller, not the tea brand Rabea).
  if (list.list().length === before) for (const term of readings) list.add(term, 'translit');
}

/** A feminine or adjectival ending a word may be typed with, or the catalog may write it with. */
const ENDING = /[هي]$/u;

/**
 * Whether the catalog holds the word in its own script with another ending (`رياضة` as the
 * store's `رياضية`): then it is that word, not a Latin name it sounds like (`red`). By the
 * catalog's terms of the word's consonant skeleton that start with it, less its ending.
 */
function heldWithAnotherEnding(
  bare: string,
  vocabulary: NonNullable<AnalysisContext['vocabulary']>,
): boolean {
  const base = bare.replace(ENDING, '');
  if (base.length < 4) return false;
  for (const skeleton of skeletonVariants(bare, 2))
    for (const term of vocabulary.termsBySkeleton(skeleton))
      if (term !== bare && term.startsWith(base) && term.length <= base.length + 2) return true;
  return false;
}

/** `word` with ظ for ض or ض for ظ, when the catalog or the lexicon knows it so; else null. */
function dadZaSpelling(word: string, vocabulary: NonNullable<AnalysisContext['vocabulary']>): string | null {
  const swapped = word.includes('ظ')
    ? word.replaceAll('ظ', 'ض')
    : word.includes('ض')
      ? word.replaceAll('ض', 'ظ')
      : word;
  if (swapped === word) return null;
  return knownIn(vocabulary, swapped) || dialectMeanings(swapped).length > 0 || isColorWord(swapped)
    ? swapped
    : null;
}

/** Whether `base` is a feminine noun `word` holds with "my" written onto it (`كاويتي` → `كاويه`). */
const ownedFeminine = (word: string, base: string): boolean =>
  word.endsWith('تي') && base.endsWith(TA_MARBUTA) && word.length === base.length + 1;

/** The first base `bases` gives of `words` that the catalog or the lexicon knows. */
function knownNoun(
  words: readonly string[],
  bases: (word: string) => readonly string[],
  vocabulary: NonNullable<AnalysisContext['vocabulary']>,
): string | undefined {
  for (const w of words)
    for (const base of bases(w))
      if (vocabulary.documentFrequency(base) > 0 || dialectMeanings(base).length > 0) return base;
  return undefined;
}

/** Loanwords this long may be written with a long vowel for a short one (`تورنوفيس`). */
const MIN_LOANWORD_LENGTH = 5;

/**
 * A loanword spelled with a long vowel where the usual spelling has a short one, unwritten
 * (`تورنوفيس` for `تورنفيس`, tournevis): the word without each medial و or ي, then without all.
 */
function shortVowelBases(word: string): string[] {
  if (word.length < MIN_LOANWORD_LENGTH) return [];
  const out: string[] = [];
  for (let i = 1; i < word.length - 1; i++) {
    const c = word[i];
    if (c === 'و' || c === 'ي') out.push(word.slice(0, i) + word.slice(i + 1));
  }
  const all = word.replace(MEDIAL_LONG_VOWELS, '');
  if (out.length > 1 && all.length >= 3) out.push(all);
  return out;
}

/**
 * Letters a region says, and so writes, for the store's (normalized: أ is ا): Egypt and the
 * Levant say ق as a glottal stop (`اميص` قميص, `مالايه` مقلاية), the Gulf says ج as ي (`ثلايه`
 * ثلاجة, `دياي` دجاج), the Gulf and Iraq say ق as g and ك as ch, both written ج (`جرفه` قرفة,
 * `سجاجين` سكاكين), and Egypt and the Levant say ث as ت or س, ذ as د or ز and ظ as ض or ز
 * (`تعلب` ثعلب, `درة` ذرة, `نضاره` نظارة).
 */
const REGIONAL_SOUNDS: readonly (readonly [said: string, store: string])[] = [
  ['ا', 'ق'],
  ['ي', 'ج'],
  ['ج', 'ق'],
  ['ج', 'ك'],
  ['ت', 'ث'],
  ['س', 'ث'],
  ['د', 'ذ'],
  ['ز', 'ذ'],
  ['ض', 'ظ'],
  ['ز', 'ظ'],
];
/** A word this short is read with a region's letters only when it has no other reading. */
const MIN_SOUND_LENGTH = 3;

/**
 * A store word typed with the letters a region says for it (`REGIONAL_SOUNDS`): the word with
 * one letter's occurrences, some or all, written as the store writes them, fewest changes first;
 * and a word whose final glottal stop normalization dropped (`فستء` → `فست`) with its ق back.
 */
export function regionalSoundBases(word: string): string[] {
  if (word.length < MIN_SOUND_LENGTH) return [];
  const out: string[][] = [[], [], [], []];
  for (const [said, store] of REGIONAL_SOUNDS) {
    const at: number[] = [];
    for (let i = 0; i < word.length; i++) if (word[i] === said) at.push(i);
    if (at.length === 0 || at.length > 3) continue;
    for (let subset = 1; subset < 1 << at.length; subset++) {
      const letters = [...word];
      let changed = 0;
      at.forEach((i, bit) => {
        if (subset & (1 << bit)) {
          letters[i] = store;
          changed++;
        }
      });
      out[changed]?.push(letters.join(''));
    }
  }
  return [`${word}ق`, ...out.flat()];
}

/** The lexicon loanword a word spells with other medial long vowels (`شومبوان` → `شامبوان`). */
function loanwordSpellings(word: string): string[] {
  const found = loanwordSpelling(word);
  return found === undefined ? [] : [found];
}

/**
 * The loanword after an attached French article, keeping at least three letters; after `ليز`
 * also with the vowel it was said before written (`يكوتور` → `ايكوتور`), and a word ending in
 * a consonant also with the ة Darija gives it (`لاماشين` → `ماشينة`).
 */
function frenchArticleBases(word: string): string[] {
  const out: string[] = [];
  for (const article of FRENCH_ARTICLES) {
    if (!word.startsWith(article) || word.length - article.length < 3) continue;
    const rest = word.slice(article.length);
    out.push(rest);
    if (article === 'ليز') out.push(`ا${rest}`);
    if (!rest.endsWith('ه') && !rest.endsWith('ا')) out.push(`${rest}ه`);
  }
  return out;
}
