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
  /** Per language, text → tokens (no key strings built per lookup). */
  private readonly entries = new Map<string, Map<string, AnalyzedToken[]>>();
  private size = 0;

  constructor(private readonly capacity = 20_000) {}

  analyze(analyzer: Analyzer, text: string, lang: string): AnalyzedToken[] {
    let byText = this.entries.get(lang);
    if (byText === undefined) {
      byText = new Map();
      this.entries.set(lang, byText);
    }
    let tokens = byText.get(text);
    if (tokens === undefined) {
      tokens = analyzer.analyze(text, { mode: 'index', lang });
      if (this.size >= this.capacity) {
        for (const map of this.entries.values()) map.clear();
        this.size = 0;
      }
      byText.set(text, tokens);
      this.size++;
    }
    return tokens;
  }
}

/**
 * Runs the analyzer over every searchable text of a document, each text with its own language,
 * and writes the field lengths (words per language, averaged over the languages present) used
 * for length normalization into `lengths` (FIELD_COUNT entries).
 *
 * Name positions continue across languages with a gap, so that a phrase never spans two
 * translations of the name.
 */
export function analyzeDocument(
  doc: ProductDocument,
  analyzer: Analyzer,
  cache: AnalysisCache,
  visit: TokenVisitor,
  lengths: number[],
): void {
  const run = new DocumentRun(analyzer, cache, visit);
  let fallbackLang = 'en';
  for (const lang in doc.name) {
    fallbackLang = lang;
    break;
  }

  let base = 0;
  for (const lang in doc.name) base = run.text(Field.name, doc.name[lang] ?? '', lang, base);
  if (doc.brand !== null) run.text(Field.brand, doc.brand, languageOfScript(doc.brand, fallbackLang), 0);

  // Several categories may share ancestors: their names count once.
  const categories = doc.categories;
  if (categories.length === 1) {
    for (const level of categories[0]?.path ?? []) {
      for (const lang in level) run.text(Field.category, level[lang] ?? '', lang, 0);
    }
  } else if (categories.length > 1) {
    const seen = new Set<string>();
    for (const category of categories) {
      for (const level of category.path) {
        for (const lang in level) {
          const text = level[lang] ?? '';
          const key = `${lang}\u0000${text}`;
          if (seen.has(key)) continue;
          seen.add(key);
          run.text(Field.category, text, lang, 0);
        }
      }
    }
  }
  for (const name in doc.attributes) {
    const value = doc.attributes[name] ?? '';
    run.text(Field.attribute, value, languageOfScript(value, fallbackLang), 0);
  }
  for (const lang in doc.description) run.text(Field.description, doc.description[lang] ?? '', lang, 0);
  run.lengths(lengths);
}

/** One document's analysis: visits tokens and counts words and texts per field. */
class DocumentRun {
  private readonly words = [0, 0, 0, 0, 0];
  private readonly texts = [0, 0, 0, 0, 0];

  constructor(
    private readonly analyzer: Analyzer,
    private readonly cache: AnalysisCache,
    private readonly visit: TokenVisitor,
  ) {}

  /** Analyzes one text of `field`; returns the next name position base. */
  text(field: FieldId, text: string, lang: string, positionBase: number): number {
    if (text === '') return positionBase;
    const repeated = field !== Field.name && field !== Field.description;
    const tokens = repeated
      ? this.cache.analyze(this.analyzer, text, lang)
      : this.analyzer.analyze(text, { mode: 'index', lang });
    const isName = field === Field.name;
    let last = positionBase;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i] as AnalyzedToken;
      const position = positionBase + token.position;
      this.visit(field, token, isName ? position : -1);
      if (position > last) last = position;
    }
    this.words[field] = (this.words[field] ?? 0) + tokens.length;
    this.texts[field] = (this.texts[field] ?? 0) + 1;
    return tokens.length === 0 ? positionBase : last + 2;
  }

  lengths(out: number[]): void {
    for (let field = 0; field < FIELD_COUNT; field++) {
      const n = this.texts[field] ?? 0;
      out[field] = n === 0 ? 0 : Math.min(255, Math.round((this.words[field] ?? 0) / n));
    }
  }
}
