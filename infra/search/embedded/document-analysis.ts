import type { AnalyzedToken, Analyzer } from '../../../domain/search/analyzer.ts';
import type { ProductDocument } from '../../../domain/search/product-document.ts';
import { FIELD_COUNT, Field, type FieldId } from './fields.ts';

/** Receives every analyzed word of a document, field by field. */
export type TokenVisitor = (field: FieldId, token: AnalyzedToken, namePosition: number) => void;

const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;

/** Language for a text without one of its own (brand, attribute values): Arabic script or the fallback. */
export const languageOfScript = (text: string, fallback: string): string =>
  ARABIC_SCRIPT.test(text) ? 'ar' : fallback;

/** Analyses of short texts that repeat across documents (brands, category names, attribute values). */
export class AnalysisCache {
  private readonly entries = new Map<string, AnalyzedToken[]>();

  constructor(private readonly capacity = 20_000) {}

  analyze(analyzer: Analyzer, text: string, lang: string): AnalyzedToken[] {
    const key = `${lang}\u0000${text}`;
    let tokens = this.entries.get(key);
    if (tokens === undefined) {
      tokens = analyzer.analyze(text, { mode: 'index', lang });
      if (this.entries.size >= this.capacity) this.entries.clear();
      this.entries.set(key, tokens);
    }
    return tokens;
  }
}

/**
 * Runs the analyzer over every searchable text of a document, each text with its own language,
 * and returns the field lengths (words per language, averaged over the languages present) used
 * for length normalization.
 *
 * Name positions continue across languages with a gap, so that a phrase never spans two
 * translations of the name.
 */
export function analyzeDocument(
  doc: ProductDocument,
  analyzer: Analyzer,
  cache: AnalysisCache,
  visit: TokenVisitor,
): number[] {
  const words = new Array<number>(FIELD_COUNT).fill(0);
  const texts = new Array<number>(FIELD_COUNT).fill(0);
  let fallbackLang = 'en';
  for (const lang in doc.name) {
    fallbackLang = lang;
    break;
  }

  const run = (field: FieldId, text: string, lang: string, positionBase: number): number => {
    if (text === '') return positionBase;
    const repeated = field !== Field.name && field !== Field.description;
    const tokens = repeated
      ? cache.analyze(analyzer, text, lang)
      : analyzer.analyze(text, { mode: 'index', lang });
    let last = positionBase;
    for (const token of tokens) {
      const position = positionBase + token.position;
      visit(field, token, field === Field.name ? position : -1);
      if (position > last) last = position;
    }
    words[field] = (words[field] ?? 0) + tokens.length;
    texts[field] = (texts[field] ?? 0) + 1;
    return tokens.length === 0 ? positionBase : last + 2;
  };

  let base = 0;
  for (const lang in doc.name) base = run(Field.name, doc.name[lang] ?? '', lang, base);
  if (doc.brand !== null) run(Field.brand, doc.brand, languageOfScript(doc.brand, fallbackLang), 0);

  // Several categories may share ancestors: their names count once.
  const seenCategoryTexts = doc.categories.length > 1 ? new Set<string>() : null;
  for (const category of doc.categories) {
    for (const level of category.path) {
      for (const lang in level) {
        const text = level[lang] ?? '';
        if (seenCategoryTexts !== null) {
          const key = `${lang}\u0000${text}`;
          if (seenCategoryTexts.has(key)) continue;
          seenCategoryTexts.add(key);
        }
        run(Field.category, text, lang, 0);
      }
    }
  }
  for (const name in doc.attributes) {
    const value = doc.attributes[name] ?? '';
    run(Field.attribute, value, languageOfScript(value, fallbackLang), 0);
  }
  for (const lang in doc.description) run(Field.description, doc.description[lang] ?? '', lang, 0);

  return words.map((count, field) => {
    const n = texts[field] ?? 0;
    return n === 0 ? 0 : Math.min(255, Math.round(count / n));
  });
}
