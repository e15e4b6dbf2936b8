import { canonicalColor } from '../../../../domain/language/color-lexicon.ts';
import { headWordIndex, isDepartmentWord } from '../../../../domain/language/query-head.ts';
import { parseQuery } from '../../../../domain/language/query-parser/parse-query.ts';
import {
  type Extraction,
  filtersOf,
  rewrite,
} from '../../../../domain/language/query-parser/parsed-query.ts';
import type { Filter, SortOrder } from '../../../../domain/search/search-query.ts';
import type { StoreFacts } from '../../../../projections/search/store-facts.ts';

/** What the parser read from a query, as the search uses it. */
export interface ParsedForSearch {
  /** The text read. */
  readonly text: string;
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
  /**
   * Kinds of filters read from the text and given back to it because they emptied or nearly
   * emptied the results (`withoutTextFilters`).
   */
  readonly dropped: readonly string[];
}

/**
 * Reads price bounds, sort words and the store's brands, categories and colors out of the
 * text (`domain/language/query-parser`). A category read from the query's head noun (`حذاء` in
 * `حذاء رياضي`, `shoes` in `running shoes`) keeps its filter and stays in the searched text, so
 * it still ranks the products named like it and partial matches keep it. A category that
 * qualifies another noun and empties the results (`كفر جوال`: cases are not phones) goes back
 * to the text (`fallbacks/text-filters.ts`).
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
  const head = categoryOfHead(text, lang, parsed.extracted);
  // A category read from a modifier (`عرباية اطفال`: a stroller for children, `laptop bag`) is
  // what the product is for, not what it is: its words stay text, unless the head names a
  // department rather than a kind (`ملابس للأطفال`: clothes, of the kids' kind).
  const modifier = typeof head === 'string' && !isDepartmentWord(head);
  return reading(
    text,
    modifier ? parsed.extracted.filter((e) => e.kind !== 'category') : parsed.extracted,
    typeof head === 'string' ? null : head,
    parsed.sort,
    facts,
    [],
  );
}

/** Filters read from the words of the text (not prices or sort words): what `withoutTextFilters` gives back. */
const TEXT_FILTERS = new Set<Extraction['kind']>(['brand', 'category', 'color']);

/**
 * The same reading with its brand, category and color filters given back to the text: their
 * words are searched again; sort words stay, and prices too unless `prices` (a price let go
 * filters nothing, and its words are not searched). `dropped` names what was given back.
 */
export function withoutTextFilters(
  parsed: ParsedForSearch,
  facts: StoreFacts,
  prices = false,
): ParsedForSearch {
  const gone = (e: Extraction) => TEXT_FILTERS.has(e.kind) || (prices && e.kind === 'price');
  const dropped = [...new Set([...parsed.dropped, ...parsed.extracted.filter(gone).map((e) => e.kind)])];
  const outOfText = parsed.extracted.filter((e) => !TEXT_FILTERS.has(e.kind));
  return reading(parsed.text, outOfText, null, parsed.sort, facts, dropped, (e) => !gone(e));
}

function reading(
  text: string,
  read: readonly Extraction[],
  headCategory: Extraction | null,
  sort: ParsedForSearch['sort'],
  facts: StoreFacts,
  dropped: readonly string[],
  filtering: (e: Extraction) => boolean = () => true,
): ParsedForSearch {
  // A color the store's products do not carry filters nothing: its word stays in the text.
  const colors = storeColors(facts);
  const extracted = read.filter((e) => e.kind !== 'color' || colors.has(e.value));
  const filters: Filter[] = [];
  const out: Record<string, unknown> = {};
  const f = filtersOf(extracted.filter(filtering));
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
  const removed = extracted.filter((e) => e !== headCategory);
  return {
    text,
    rewritten: extracted.length === 0 && dropped.length === 0 ? null : (rewrite(text, removed) ?? text),
    removed: removed.map((e) => ({ start: e.start, end: e.end })),
    filters,
    filtersOut: out,
    sort,
    extracted,
    dropped,
  };
}

/** The canonical colors of the store's color values (none without a color attribute). */
function storeColors(facts: StoreFacts): ReadonlySet<string> {
  const held = STORE_COLORS.get(facts);
  if (held !== undefined) return held;
  const colors = new Set<string>();
  if (facts.colorAttribute)
    for (const v of facts.colorValues) {
      const c = canonicalColor(v);
      if (c !== undefined) colors.add(c);
    }
  STORE_COLORS.set(facts, colors);
  return colors;
}
const STORE_COLORS = new WeakMap<StoreFacts, ReadonlySet<string>>();

/**
 * The category extraction covering the query's head noun; the head word itself when categories
 * were read from other words only; null when no category was read or no word is a head.
 */
function categoryOfHead(
  text: string,
  lang: string,
  extracted: readonly Extraction[],
): Extraction | string | null {
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
  return categories.find((e) => head.start >= e.start && head.start < e.end) ?? head.text;
}
