import { isStopword } from '../stopwords.ts';
import { brandMatcher, builtInBrandWords } from './brand-matcher.ts';
import { categoryMatcher, type StoreCategory } from './category-matcher.ts';
import { colorMatcher } from './color-matcher.ts';
import { findPrices } from './extract-price.ts';
import { longestMatch, type QueryWord, queryWords } from './query-words.ts';
import { type ParsedSort, SORT_PHRASES } from './sort-words.ts';

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

interface Span {
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

type Candidate = { from: number; to: number } & (
  | { kind: 'brand'; value: readonly string[] }
  | { kind: 'color'; value: string }
  | { kind: 'category'; value: string }
);

/** Scans unused words left to right with `match`, taking what it finds. */
function scan<T extends { from: number; to: number }>(
  words: readonly QueryWord[],
  used: ReadonlySet<number>,
  match: (words: readonly QueryWord[], i: number) => T | null,
): T[] {
  const found: T[] = [];
  for (let i = 0; i < words.length; i++) {
    if (used.has(i)) continue;
    const m = match(words, i);
    if (m === null) continue;
    let free = true;
    for (let k = m.from; k < m.to; k++) if (used.has(k)) free = false;
    if (!free) continue;
    found.push(m);
    i = m.to - 1;
  }
  return found;
}

const take = (used: Set<number>, m: { from: number; to: number }): void => {
  for (let k = m.from; k < m.to; k++) used.add(k);
};

/**
 * Reads structure out of a shopper's query: price bounds, sort words, and the store's brands,
 * colors and categories. What is extracted becomes filters and sort and leaves the rest of
 * the text behind. Brands, categories and colors are only extracted when some other word of
 * the query remains: "samsung" alone stays a text query, "جوال سامسونج" filters by brand and
 * searches "جوال", and in "samsung red" the color is extracted and "samsung" stays as text.
 */
export function parseQuery(text: string, options: ParseQueryOptions): ParsedQuery {
  const words = queryWords(text);
  const used = new Set<number>();
  const span = (m: { from: number; to: number }): Span => {
    const start = words[m.from]?.start ?? 0;
    const end = words[m.to - 1]?.end ?? start;
    return { text: text.slice(start, end), start, end };
  };
  const extracted: Extraction[] = [];

  const storeBrands = scan(words, used, brandMatcher(options.brands));
  const brandWords = new Set<number>(builtInBrandWords(words));
  for (const b of storeBrands) for (let k = b.from; k < b.to; k++) brandWords.add(k);

  const currency = options.currency.toUpperCase();
  for (const p of findPrices(words, options.lang, brandWords)) {
    take(used, p);
    const applied = p.currency === null || p.currency.includes(currency);
    extracted.push({ kind: 'price', ...span(p), gte: p.gte, lte: p.lte, currency: p.currency, applied });
  }
  const blocked = new Set([...used, ...brandWords]);
  for (const s of scan(words, blocked, (w, i) => {
    const m = longestMatch(w, i, SORT_PHRASES);
    return m === null ? null : { from: i, to: i + m.length, value: m.value };
  })) {
    take(used, s);
    extracted.push({ kind: 'sort', ...span(s), value: s.value });
  }

  const candidates: Candidate[] = storeBrands
    .filter((b) => [...Array(b.to - b.from).keys()].every((k) => !used.has(b.from + k)))
    .map((b) => ({ kind: 'brand', from: b.from, to: b.to, value: b.brands }));
  const attributeUsed = new Set([...used, ...brandWords]);
  for (const c of scan(words, attributeUsed, colorMatcher(options.colors))) {
    take(attributeUsed, c);
    candidates.push({ kind: 'color', from: c.from, to: c.to, value: c.color });
  }
  for (const c of scan(words, attributeUsed, categoryMatcher(options.categories))) {
    candidates.push({ kind: 'category', from: c.from, to: c.to, value: c.category });
  }

  for (const c of chooseExtracted(words, used, candidates)) {
    take(used, c);
    extracted.push({ ...c, ...span(c) });
  }
  extracted.sort((a, b) => a.start - b.start);
  return {
    rewritten: rewrite(text, extracted),
    filters: filtersOf(extracted),
    sort: sortOf(extracted),
    extracted,
  };
}

/** Keeps brands, categories and colors as text when extracting them would leave no word behind. */
function chooseExtracted(
  words: readonly QueryWord[],
  used: ReadonlySet<number>,
  candidates: readonly Candidate[],
): Candidate[] {
  const inCandidate = new Set<number>();
  for (const c of candidates) for (let k = c.from; k < c.to; k++) inCandidate.add(k);
  const free = words.some((w, i) => !used.has(i) && !inCandidate.has(i) && !w.symbol && !isStopword(w.word));
  if (free) return [...candidates];
  const textual = candidates.filter((c) => c.kind !== 'color');
  return textual.length > 0 ? candidates.filter((c) => c.kind === 'color') : [];
}

function filtersOf(extracted: readonly Extraction[]): QueryFilters {
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

const sortOf = (extracted: readonly Extraction[]): ParsedSort | null => {
  for (const e of extracted) if (e.kind === 'sort') return e.value;
  return null;
};

/** The query as typed minus the extracted words, spaces tidied; null when nothing was extracted. */
function rewrite(text: string, extracted: readonly Extraction[]): string | null {
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
