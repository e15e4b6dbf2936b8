import { canonicalColor } from '../../domain/language/color-lexicon.ts';
import { detectLanguage } from '../../domain/language/detect-language.ts';
import { createAnalyzer } from '../../domain/language/index.ts';
import { normalizeText } from '../../domain/language/normalize.ts';
import { parseQuery } from '../../domain/language/query-parser/parse-query.ts';
import type { Filter, SortOrder } from '../../domain/search/search-query.ts';
import type { StoreFacts } from '../../projections/search/store-facts.ts';

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
}

const analyzer = createAnalyzer({ globalSynonyms: false });

export const arabicFirstLanguage: QueryLanguage = {
  wordForms: (text, lang) =>
    analyzer.analyze(text, { mode: 'query', lang }).map((t) => new Set(t.terms.map((x) => x.term))),
  detect: (text, locales, defaultLocale) => detectLanguage(text, locales, defaultLocale),
  normalize: normalizeText,
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
      rewritten: parsed.rewritten,
      filters,
      filtersOut: out,
      sort: parsed.sort,
      extracted: parsed.extracted,
    };
  },
};
