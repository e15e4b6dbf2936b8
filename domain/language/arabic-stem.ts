import { isProtectedWord } from './protected-words.ts';

/**
 * Light stemming of normalized Arabic words, after the Light10 stemmer: strip the article
 * with an attached preposition or conjunction, or a lone conjunction, then common suffixes.
 * Stems keep at least two letters after the article and three after a conjunction or a
 * suffix, so short words are never destroyed; protected words are left whole.
 */

const ARTICLES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
const SUFFIXES = ['ها', 'ان', 'ات', 'ون', 'ين', 'يه', 'ه', 'ي'];
const MIN_AFTER_ARTICLE = 2;
const MIN_AFTER_AFFIX = 3;

/** `word` without its article or conjunction (`والهاتف` → `هاتف`, `وجوال` → `جوال`). */
export function stripClitics(word: string, isProtected: (w: string) => boolean = isProtectedWord): string {
  if (isProtected(word)) return word;
  for (const article of ARTICLES) {
    if (word.startsWith(article) && word.length - article.length >= MIN_AFTER_ARTICLE) {
      return word.slice(article.length);
    }
  }
  if (word.startsWith('و') && word.length - 1 >= MIN_AFTER_AFFIX) return word.slice(1);
  return word;
}

/** The light stem: clitics, then each suffix at most once, in order (`سياراتها` → `سيار`). */
export function lightStem(word: string, isProtected: (w: string) => boolean = isProtectedWord): string {
  let stem = stripClitics(word, isProtected);
  if (isProtected(stem)) return stem;
  for (const suffix of SUFFIXES) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= MIN_AFTER_AFFIX) {
      stem = stem.slice(0, -suffix.length);
      if (isProtected(stem)) return stem;
    }
  }
  return stem;
}

const PREPOSITIONS = ['ب', 'ل', 'ك', 'ف'];

/**
 * A one-letter preposition or conjunction that the index-time rules leave alone because it is
 * too often part of the word (بلاك, فستان): `بسعر` → `سعر`. Only used when the catalog
 * vocabulary confirms the shorter word.
 */
export function withoutPreposition(word: string): string | null {
  if (word.length - 1 < MIN_AFTER_AFFIX || isProtectedWord(word)) return null;
  return PREPOSITIONS.some((p) => word.startsWith(p)) ? word.slice(1) : null;
}

/** The Darija genitive `د` (of), written onto the word it governs. */
const DARIJA_GENITIVE = 'د';
/** A bare word under the genitive keeps this many letters (`دأتاي` → `اتاي`; not `دمية` → `مية`). */
const MIN_UNDER_GENITIVE = 4;

/**
 * The word under the Darija genitive written onto it (`دالمش` of the cat → `المش`, `دأتاي` of
 * tea → `اتاي`, `دسامسونج` → `سامسونج`), for the catalog or the lexicon to confirm; null when the
 * word cannot be one (what follows is shorter than a word with its article, or four letters).
 */
export function darijaGenitiveBase(word: string): string | null {
  if (!word.startsWith(DARIJA_GENITIVE) || isProtectedWord(word)) return null;
  const under = word.slice(DARIJA_GENITIVE.length);
  const withArticle = under.startsWith('ال') && under.length - 2 >= MIN_AFTER_ARTICLE;
  return withArticle || under.length >= MIN_UNDER_GENITIVE ? under : null;
}

/** `على` (on, for) said as `ع` and written onto its noun's article, in the Levant, the Gulf and Iraq. */
const ON_ARTICLE = 'عال';
/** Words that open with those letters and are no `ع` + article (world, worldwide, high). */
const NOT_ON_ARTICLE: ReadonlySet<string> = new Set(['عالم', 'عالمي', 'عالميه', 'عالي', 'عاليه', 'عالمين']);

/**
 * The noun under `على` said as `ع` onto its article (`عالنوم` for sleep → `النوم`, `عالبيت` →
 * `البيت`), for the catalog or the lexicon to confirm; null when the word cannot be one (the noun
 * after the article is shorter than two letters, or the word is `عالم`, `عالي` and their kin).
 */
export function onArticleBase(word: string): string | null {
  if (!word.startsWith(ON_ARTICLE) || NOT_ON_ARTICLE.has(word) || isProtectedWord(word)) return null;
  const under = word.slice(1);
  return under.length - 2 >= MIN_AFTER_ARTICLE ? under : null;
}

/**
 * Possessive endings: my, your, her, our, your (plural), their. `ه` (his) is left out: it is also
 * ة; the dialects' `و` (his) is read after a feminine noun only.
 */
const POSSESSIVES = ['ي', 'ك', 'ها', 'نا', 'كم', 'هم'];

/**
 * The noun under a possessive ending, for the catalog to confirm (`جوالي` → `جوال`, `قطتي` →
 * `قطه`: a feminine noun's ة is written ت before the ending). Longest ending first; the noun keeps
 * at least three letters (two and its ة).
 */
export function possessiveBases(word: string): string[] {
  const bases: string[] = [];
  if (isProtectedWord(word)) return bases;
  for (const ending of POSSESSIVES) {
    if (!word.endsWith(ending)) continue;
    const base = word.slice(0, -ending.length);
    if (base.endsWith('ت') && base.length >= 3) bases.push(`${base.slice(0, -1)}ه`);
    if (base.length >= MIN_AFTER_AFFIX) bases.push(base);
  }
  // The Levantine and Egyptian `و` (his) after a feminine noun (`ريحتو` its smell → `ريحه`); after
  // any other word it is too often the word's own last letter (`راديو`, `بالطو`).
  if (word.endsWith('تو') && word.length >= 5) bases.push(`${word.slice(0, -2)}ه`);
  return bases;
}
