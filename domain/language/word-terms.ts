import type { AnalysisContext } from '../search/analyzer.ts';
import { lightStem, stripClitics, withoutPreposition } from './arabic-stem.ts';
import { arabiziToArabic, looksArabizi } from './arabizi.ts';
import { brandOfWord } from './brand-table.ts';
import { crossScriptCandidates } from './cross-script.ts';
import { dialectEquivalents, isAmbiguousWord, isGenericBrandName } from './dialect-lexicon.ts';
import { latinPluralStem } from './english-stem.ts';
import { formatNumber, parseNumber } from './parse-number.ts';
import { singularOf } from './plural-lexicon.ts';
import { TermList } from './term-list.ts';
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
  }
  if (context.mode === 'query' && brand === undefined) {
    addArabizi(list, token, context);
    if (options.globalSynonyms) addLatinEquivalents(list, context, options);
  }
  return list;
}

/** Whether the catalog holds `term` (every term counts as known without a vocabulary). */
const knownIn = (vocabulary: AnalysisContext['vocabulary'], term: string): boolean =>
  vocabulary === undefined || vocabulary.documentFrequency(term) > 0;

/**
 * Equivalents of a Latin word in query mode: its group's English and Arabic words
 * (`fridge` → `refrigerator`, `ثلاجة`), and the dialect equivalents of its Arabizi readings
 * (`shanta` → `شنطة` → `حقيبة`), those the catalog holds.
 */
function addLatinEquivalents(list: TermList, context: AnalysisContext, options: WordTermOptions): void {
  const { vocabulary } = context;
  const sources: string[] = [];
  for (const t of list.list()) {
    const typed = t.kind === 'surface' || t.kind === 'stem';
    if ((typed || t.kind === 'arabizi') && !sources.includes(t.term) && (typed || !isAmbiguousWord(t.term)))
      sources.push(t.term);
  }
  let added = 0;
  for (const source of sources) {
    for (const equivalent of dialectEquivalents(source)) {
      if (added >= options.maxDialectTerms) return;
      if (list.has(equivalent) || !knownIn(vocabulary, equivalent)) continue;
      list.add(equivalent, 'dialect');
      added++;
    }
  }
}

/**
 * Arabizi forms of a Latin word: catalog words with the same sound when a vocabulary is given
 * (for Arabizi-looking words, Arabic queries, and words the catalog does not hold), else a
 * best-guess spelling for words that are clearly Arabizi.
 */
function addArabizi(list: TermList, token: WordToken, context: AnalysisContext): void {
  const arabizi = looksArabizi(token.spelled);
  const { vocabulary } = context;
  if (vocabulary !== undefined) {
    if (arabizi || context.lang === 'ar' || vocabulary.documentFrequency(token.word) === 0) {
      for (const term of crossScriptCandidates(token.spelled, 'arabic', vocabulary))
        list.add(term, 'arabizi');
    }
    return;
  }
  if (arabizi || context.lang === 'ar') {
    const guess = arabiziToArabic(token.spelled);
    if (guess.length >= 2) list.add(guess, 'arabizi');
  }
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
  const singular = singularOf(word) ?? singularOf(bare);
  if (singular !== undefined) list.add(singular, 'plural');
  const stem = lightStem(word, options.isProtected);
  list.add(stem, 'stem');
  if (context.mode === 'query') addQueryForms(list, [word, bare, singular ?? word, stem], context, options);
  return list;
}

const FEMININE_PLURAL = 'ات';

/**
 * The forms to look up in the dialect lexicon: the word as typed and without clitics, then the
 * forms derived from it (its singular, a feminine plural's singular `شاشات` → `شاشه`, its stem).
 * A derived form that is ambiguous in the lexicon is not looked up: `ملابس` (clothes) has the
 * singular `ملبس`, which is also a sweet, and the shopper did not type it.
 */
function dialectSources(forms: readonly [string, string, string, string]): string[] {
  const [word, bare, singular, stem] = forms;
  const out = [word];
  const add = (form: string, typed: boolean): void => {
    if (!out.includes(form) && (typed || !isAmbiguousWord(form))) out.push(form);
  };
  add(bare, true);
  add(singular, false);
  if (bare.length > 4 && bare.endsWith(FEMININE_PLURAL))
    add(`${bare.slice(0, -FEMININE_PLURAL.length)}ه`, false);
  add(stem, false);
  return out;
}

/** Query-only forms; `forms` are the word, without clitics, its singular and its stem. */
function addQueryForms(
  list: TermList,
  forms: readonly [string, string, string, string],
  context: AnalysisContext,
  options: WordTermOptions,
): void {
  const [word, bare] = forms;
  const { vocabulary } = context;
  if (vocabulary !== undefined && !knownIn(vocabulary, word) && !knownIn(vocabulary, bare)) {
    // One-letter prepositions are too often part of a word to strip blindly; the catalog decides.
    const shorter = withoutPreposition(word);
    if (shorter !== null && knownIn(vocabulary, shorter)) list.add(shorter, 'clitic', 0.85);
    for (const term of crossScriptCandidates(word, 'latin', vocabulary, 1)) list.add(term, 'translit');
  }
  if (!options.globalSynonyms) return;
  let added = 0;
  for (const source of dialectSources(forms)) {
    for (const equivalent of dialectEquivalents(source)) {
      if (added >= options.maxDialectTerms) return;
      if (list.has(equivalent) || !knownIn(vocabulary, equivalent)) continue;
      list.add(equivalent, 'dialect');
      added++;
    }
  }
}
