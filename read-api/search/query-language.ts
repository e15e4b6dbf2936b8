import type { ProductCard } from '../../domain/catalog/product-card.ts';
import { brandOfWord } from '../../domain/language/brand-table.ts';
import { canonicalColor } from '../../domain/language/color-lexicon.ts';
import { detectLanguage } from '../../domain/language/detect-language.ts';
import { phraseAlternatives } from '../../domain/language/dialect-lexicon.ts';
import { correctWord, type SpellingCorrection } from '../../domain/language/did-you-mean.ts';
import { createAnalyzer } from '../../domain/language/index.ts';
import { normalizeText, normalizeWord } from '../../domain/language/normalize.ts';
import { headWordIndex, nameHeadWords } from '../../domain/language/query-head.ts';
import { parseQuery } from '../../domain/language/query-parser/parse-query.ts';
import { type Extraction, rewrite } from '../../domain/language/query-parser/parsed-query.ts';
import { isStopword } from '../../domain/language/stopwords.ts';
import type { Vocabulary } from '../../domain/search/analyzer.ts';
import type { Filter, SortOrder } from '../../domain/search/search-query.ts';
import type { StoreFacts } from '../../projections/search/store-facts.ts';
import type { ProductHeads } from './kind-ranking.ts';

export type { StoreFacts } from '../../projections/search/store-facts.ts';

export interface ParsedForSearch {
  readonly rewritten: string | null;
  /** Engine filters for what the parser found. */
  readonly filters: Filter[];
  /** The same, in the answer's `query.filters` shape. */
  readonly filtersOut: Record<string, unknown>;
  readonly sort: SortOrder | null;
  readonly extracted: readonly unknown[];
}

export interface DetectedQueryLanguage {
  readonly lang: string;
  readonly arabizi: boolean;
  readonly reason: string;
}

/** The language layer as the search pipeline uses it. */
export interface QueryLanguage {
  detect(text: string, locales: readonly string[], defaultLocale: string): DetectedQueryLanguage;
  parse(text: string, context: { lang: string; currency: string; facts: StoreFacts }): ParsedForSearch;
  normalize(text: string): string;
  /** Each word of the text with every normalized form the analyzer gives it (for rule terms and query words). */
  wordForms(text: string, lang: string): ReadonlySet<string>[];
  /**
   * The text with each word the catalog holds in none of its own forms replaced by the closest
   * catalog word, or null when every word is known or none has a close correction.
   */
  correct?(text: string, lang: string, vocabulary: Vocabulary, globalSynonyms?: boolean): SpellingFix | null;
  /** Every form of the query's head word (the word naming the kind of product), with its synonyms. */
  headForms?(text: string, lang: string, context: HeadContext): ReadonlySet<string>;
  /** The forms of the head words of a product's name and category. */
  productHeads?(card: ProductCard): ProductHeads;
  /** The text without its function words (`for`, `في`), unless nothing else would remain. */
  withoutFunctionWords?(text: string, lang: string): string;
  /**
   * The text rewritten with lexicon phrases for its words (`باور بانك 20000` → `بطارية متنقلة
   * 20000`), those whose words the catalog holds; at most `limit`.
   */
  phraseRewrites?(text: string, lang: string, vocabulary: Vocabulary | undefined, limit: number): string[];
  /** The words of the text as the analyzer reads them (`55 بوصة` and `ال جي` are one word each), as typed. */
  words?(text: string, lang: string): string[];
}

export interface HeadContext {
  readonly vocabulary?: Vocabulary;
  readonly globalSynonyms?: boolean;
  readonly synonyms?: (form: string) => readonly string[];
}

export interface SpellingFix {
  readonly text: string;
  readonly corrections: readonly SpellingCorrection[];
}

/**
 * Forms that read the word itself or what the lexicons say it means: a word found through
 * one of them is known. A word found only through a reading in the other script (`ايفوم` as
 * "foam") may be a misspelling all the same.
 */
const OWN_FORMS = new Set(['surface', 'clitic', 'stem', 'plural', 'unit', 'number', 'dialect', 'synonym']);
const OTHER_SCRIPT_FORMS = new Set(['translit', 'arabizi']);
const HAS_DIGIT = /\p{N}/u;
/**
 * Largest correction cost by word length: a three-letter word may have one sound-alike letter
 * (ارذ → ارز, حدا → حذا), longer words follow the did-you-mean defaults.
 */
const correctionBudget = (length: number): number =>
  length < 3 ? 0 : length === 3 ? 0.35 : length < 6 ? 1 : length < 9 ? 1.5 : 2;
/** A word the catalog holds in another script is corrected only for one slip (a near key, a sound-alike letter). */
const OTHER_SCRIPT_BUDGET = 0.6;

const analyzer = createAnalyzer({ globalSynonyms: false });
/** For spelling and head words: a word the dialect lexicon knows is not a misspelling, and names the same kind. */
const withSynonyms = createAnalyzer();
/** Forms that do not name a kind of product. */
const NOT_KIND_FORMS = new Set(['number', 'unit']);
/** Readings of a word alone, which a phrase around it replaces. */
const PHRASE_OVERRIDDEN = new Set(['dialect', 'translit', 'arabizi']);
const ARABIC_LETTER = /[\u0600-\u06ff]/u;
const productHeadsCache = new WeakMap<ProductCard, ProductHeads>();

/** The index forms of the head words of a name. */
function headWordForms(text: string, lang: string, coordinated: boolean, into: Set<string>): void {
  for (const word of nameHeadWords(text, lang, coordinated)) {
    const [token] = analyzer.analyze(word, { mode: 'index', lang });
    for (const t of token?.terms ?? []) if (!NOT_KIND_FORMS.has(t.kind)) into.add(t.term);
  }
}

/**
 * The text to search when the parser read a category from the query's head noun (`حذاء` in
 * `حذاء رياضي`, `shoes` in `running shoes`): the filter stays, and so does the head in the text,
 * so that it ranks the products named like it and partial matches keep it when the other
 * words find little. Null when no category was read from the head.
 */
function keepHeadCategory(text: string, lang: string, extracted: readonly Extraction[]): string | null {
  const categories = extracted.filter((e) => e.kind === 'category');
  if (categories.length === 0) return null;
  const others = extracted.filter((e) => e.kind !== 'category');
  const words: { text: string; start: number }[] = [];
  for (const m of text.matchAll(/\S+/gu)) {
    const start = m.index ?? 0;
    if (!others.some((e) => start >= e.start && start < e.end)) words.push({ text: m[0], start });
  }
  const head =
    words[
      headWordIndex(
        words.map((w) => w.text),
        lang,
      )
    ];
  if (head === undefined) return null;
  const headCategory = categories.find((e) => head.start >= e.start && head.start < e.end);
  if (headCategory === undefined) return null;
  return (
    rewrite(
      text,
      extracted.filter((e) => e !== headCategory),
    ) ?? text
  );
}

function productHeads(card: ProductCard): ProductHeads {
  let heads = productHeadsCache.get(card);
  if (heads !== undefined) return heads;
  const name = new Set<string>();
  // Arabic names put the kind first, the most reliable head; other languages stand in without one.
  const nameLang = card.name.ar !== undefined ? 'ar' : Object.keys(card.name)[0];
  if (nameLang !== undefined) headWordForms(card.name[nameLang] ?? '', nameLang, false, name);
  const category = new Set<string>();
  for (const [lang, text] of Object.entries(card.category ?? {})) headWordForms(text, lang, true, category);
  const labels = card.category ?? {};
  heads = { name, category, categoryKey: labels.en ?? Object.values(labels)[0] ?? '' };
  productHeadsCache.set(card, heads);
  return heads;
}

export const arabicFirstLanguage: QueryLanguage = {
  wordForms: (text, lang) =>
    analyzer.analyze(text, { mode: 'query', lang }).map((t) => new Set(t.terms.map((x) => x.term))),
  detect: (text, locales, defaultLocale) => detectLanguage(text, locales, defaultLocale),
  normalize: normalizeText,
  productHeads,
  headForms(text, lang, context) {
    const tokens = withSynonyms.analyze(text, {
      mode: 'query',
      lang,
      ...(context.vocabulary ? { vocabulary: context.vocabulary } : {}),
      ...(context.globalSynonyms !== undefined ? { globalSynonyms: context.globalSynonyms } : {}),
      ...(context.synonyms ? { synonyms: context.synonyms } : {}),
    });
    const at = headWordIndex(
      tokens.map((t) => t.original),
      lang,
    );
    const head = tokens[at];
    if (head === undefined) return new Set();
    // A phrase of the lexicon covering the head names the kind better than the word alone
    // (`عربية أطفال` is a stroller, not a car): its group's heads stand in for the word's synonyms.
    const phrase = phraseAlternatives(tokens.map((t) => t.terms[0]?.term ?? '')).find(
      (a) => a.end - a.start > 1 && a.start <= at && at < a.end,
    );
    const forms = new Set<string>();
    for (const t of head.terms)
      if (!NOT_KIND_FORMS.has(t.kind) && (phrase === undefined || !PHRASE_OVERRIDDEN.has(t.kind)))
        forms.add(t.term);
    for (const replacement of phrase?.replacements ?? [])
      headWordForms(replacement, ARABIC_LETTER.test(replacement) ? 'ar' : 'en', false, forms);
    return forms;
  },
  withoutFunctionWords(text, lang) {
    const tokens = analyzer.analyze(text, { mode: 'query', lang });
    const content = tokens.filter((t) => !isStopword(t.terms[0]?.term ?? ''));
    if (content.length === tokens.length || content.length === 0) return text;
    return content.map((t) => t.original).join(' ');
  },
  phraseRewrites(text, lang, vocabulary, limit) {
    const words = analyzer.analyze(text, { mode: 'query', lang }).map((t) => t.original);
    const normalized = words.map(normalizeWord);
    const held = (phrase: string): boolean =>
      vocabulary === undefined || phrase.split(' ').every((w) => vocabulary.documentFrequency(w) > 0);
    const out: string[] = [];
    for (const alternative of phraseAlternatives(normalized)) {
      for (const replacement of alternative.replacements) {
        if (out.length >= limit) return out;
        if (!held(replacement)) continue;
        out.push(
          [...words.slice(0, alternative.start), replacement, ...words.slice(alternative.end)].join(' '),
        );
      }
    }
    return out;
  },
  words: (text, lang) => analyzer.analyze(text, { mode: 'query', lang }).map((t) => t.original),
  correct(text, lang, vocabulary, globalSynonyms = true) {
    const corrections: SpellingCorrection[] = [];
    let out = '';
    let at = 0;
    for (const token of withSynonyms.analyze(text, { mode: 'query', lang, vocabulary, globalSynonyms })) {
      const word = token.terms[0]?.term ?? '';
      if (word === '' || HAS_DIGIT.test(word) || isStopword(word)) continue;
      const held = (t: { term: string }): boolean => vocabulary.documentFrequency(t.term) > 0;
      const known = token.terms.some(
        (t) => (OWN_FORMS.has(t.kind) || brandOfWord(t.term) !== undefined) && held(t),
      );
      if (known) continue;
      // A reading in the other script gives way only to a one-slip correction that is a more
      // common catalog word (ايفوم: ايفون over "foam"; sukkar stays سكر rather than "sukkari").
      let otherScript = -1;
      for (const t of token.terms)
        if (OTHER_SCRIPT_FORMS.has(t.kind))
          otherScript = Math.max(otherScript, vocabulary.documentFrequency(t.term));
      const budget =
        otherScript > 0
          ? (length: number) => Math.min(OTHER_SCRIPT_BUDGET, correctionBudget(length))
          : correctionBudget;
      const correction = correctWord(word, vocabulary, { maxCost: budget });
      if (correction === null || vocabulary.documentFrequency(correction.to) <= otherScript) continue;
      corrections.push(correction);
      out += text.slice(at, token.start) + correction.to;
      at = token.end;
    }
    return corrections.length === 0 ? null : { text: out + text.slice(at), corrections };
  },
  parse(text, { lang, currency, facts }) {
    const parsed = parseQuery(text, {
      lang,
      currency,
      brands: facts.brands,
      categories: facts.categories,
      ...(facts.colorAttribute ? { colors: facts.colorValues } : {}),
    });
    const filters: Filter[] = [];
    const out: Record<string, unknown> = {};
    const f = parsed.filters;
    if (f.price) {
      filters.push({ kind: 'range', field: 'price', gte: f.price.gte ?? null, lte: f.price.lte ?? null });
      out.price = { gte: f.price.gte ?? null, lte: f.price.lte ?? null };
    }
    if (f.brand?.length) {
      filters.push({ kind: 'terms', field: 'brand', values: f.brand });
      out.brand = f.brand;
    }
    if (f.category?.length) {
      filters.push({ kind: 'terms', field: 'category', values: f.category });
      out.category = f.category;
    }
    if (f.color?.length && facts.colorAttribute) {
      const wanted = new Set(f.color);
      const values = facts.colorValues.filter((v) => {
        const c = canonicalColor(v);
        return c !== undefined && wanted.has(c);
      });
      if (values.length > 0) {
        filters.push({ kind: 'terms', field: facts.colorAttribute.toLowerCase(), values });
        out.color = f.color;
      }
    }
    return {
      rewritten: keepHeadCategory(text, lang, parsed.extracted) ?? parsed.rewritten,
      filters,
      filtersOut: out,
      sort: parsed.sort,
      extracted: parsed.extracted,
    };
  },
};
