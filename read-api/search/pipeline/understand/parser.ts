import { canonicalColor } from '../../../../domain/language/color-lexicon.ts';
import { headWordIndex } from '../../../../domain/language/query-head.ts';
import { parseQuery } from '../../../../domain/language/query-parser/parse-query.ts';
import { type Extraction, rewrite } from '../../../../domain/language/query-parser/parsed-query.ts';
import type { Filter, SortOrder } from '../../../../domain/search/search-query.ts';
import type { StoreFacts } from '../../../../projections/search/store-facts.ts';

/** What the parser read from a query, as the search uses it. */
export interface ParsedForSearch {
  /** The text without the words read as filters or sort; null when nothing was read. */
  readonly rewritten: string | null;
  /** Spans of the text (character offsets) no longer searched as words. */
  readonly removed: readonly { readonly start: number; readonly end: number }[];
  /** Engine filters for what the parser found. */
  readonly filters: readonly Filter[];
  /** The same, in the answer's `query.filters` shape. */
  readonly filtersOut: Readonly<Record<string, unknown>>;
  readonly sort: SortOrder | null;
  readonly extracted: readonly Extraction[];
}

/**
 * Reads price bounds, sort words and the store's brands, categories and colors out of the
 * text (`domain/language/query-parser`). A category read from the query's head noun (`حذاء` in
 * `حذاء رياضي`, `shoes` in `running shoes`) keeps its filter and stays in the searched text, so
 * it still ranks the products named like it and partial matches keep it.
 */
export function parseForSearch(
  text: string,
  context: { readonly lang: string; readonly currency: string; readonly facts: StoreFacts },
): ParsedForSearch {
  const { lang, facts } = context;
  const parsed = parseQuery(text, {
    lang,
    currency: context.currency,
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
  const headCategory = categoryOfHead(text, lang, parsed.extracted);
  const removed = parsed.extracted.filter((e) => e !== headCategory);
  return {
    rewritten: headCategory === null ? parsed.rewritten : (rewrite(text, removed) ?? text),
    removed: removed.map((e) => ({ start: e.start, end: e.end })),
    filters,
    filtersOut: out,
    sort: parsed.sort,
    extracted: parsed.extracted,
  };
}

/** The category extraction covering the query's head noun, or null when no category was read from the head. */
function categoryOfHead(text: string, lang: string, extracted: readonly Extraction[]): Extraction | null {
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
  return categories.find((e) => head.start >= e.start && head.start < e.end) ?? null;
}
