import type { StoreCategory } from './category-matcher.ts';
import type { ParsedSort } from './sort-words.ts';

export interface ParseQueryOptions {
  /** Language of the query (enables price words of French, Spanish, German, Turkish). */
  readonly lang: string;
  /** The store's brand names, as its products carry them. */
  readonly brands: readonly string[];
  /** The store's color values; when given, only these colors are extracted. */
  readonly colors?: readonly string[];
  readonly categories: readonly StoreCategory[];
  /** The store's currency (ISO 4217). A price stated in another currency is not turned into a filter. */
  readonly currency: string;
}

export interface QueryFilters {
  price?: { gte?: number; lte?: number };
  brand?: string[];
  color?: string[];
  category?: string[];
}

export interface Span {
  /** The words as typed. */
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

export type Extraction =
  | (Span & {
      readonly kind: 'price';
      readonly gte: number | null;
      readonly lte: number | null;
      readonly currency: readonly string[] | null;
      readonly applied: boolean;
    })
  | (Span & { readonly kind: 'sort'; readonly value: ParsedSort })
  | (Span & { readonly kind: 'brand'; readonly value: readonly string[] })
  | (Span & { readonly kind: 'color'; readonly value: string })
  | (Span & { readonly kind: 'category'; readonly value: string });

export interface ParsedQuery {
  /** The text left once extracted words are removed; null when nothing was extracted. */
  readonly rewritten: string | null;
  readonly filters: QueryFilters;
  readonly sort: ParsedSort | null;
  readonly extracted: readonly Extraction[];
}

export function filtersOf(extracted: readonly Extraction[]): QueryFilters {
  const filters: QueryFilters = {};
  for (const e of extracted) {
    if (e.kind === 'price' && e.applied) {
      const price = { ...filters.price };
      if (e.gte !== null) price.gte = Math.max(price.gte ?? e.gte, e.gte);
      if (e.lte !== null) price.lte = Math.min(price.lte ?? e.lte, e.lte);
      filters.price = price;
    } else if (e.kind === 'brand') filters.brand = [...new Set([...(filters.brand ?? []), ...e.value])];
    else if (e.kind === 'color') filters.color = [...new Set([...(filters.color ?? []), e.value])];
    else if (e.kind === 'category') filters.category = [...new Set([...(filters.category ?? []), e.value])];
  }
  return filters;
}

export const sortOf = (extracted: readonly Extraction[]): ParsedSort | null => {
  for (const e of extracted) if (e.kind === 'sort') return e.value;
  return null;
};

/** The query as typed minus the extracted words, spaces tidied; null when nothing was extracted. */
export function rewrite(text: string, extracted: readonly Extraction[]): string | null {
  if (extracted.length === 0) return null;
  let out = '';
  let at = 0;
  for (const e of extracted) {
    out += `${text.slice(at, e.start)} `;
    at = e.end;
  }
  out += text.slice(at);
  return out
    .replace(/\s+/gu, ' ')
    .replace(/^[\s,،;؛.\-–:]+|[\s,،;؛.\-–:]+$/gu, '')
    .trim();
}
