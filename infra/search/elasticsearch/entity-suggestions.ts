import type { Analyzer } from '../../../domain/search/analyzer.ts';
import type { SuggestQuery } from '../../../domain/search/search-query.ts';
import type { SuggestionRef } from '../../../domain/search/search-result.ts';
import { normalizeValue } from '../embedded/field-values.ts';
import { escapeHtml, highlightText } from '../embedded/highlighter.ts';
import { asObject, bucketsOf } from './aggregate-reader.ts';
import type { QueryWord } from './query-words.ts';
import { type Aggregations, catalog, splitKey } from './suggest-response.ts';
import { allTerms } from './text-fields.ts';

const MAX_BRANDS = 2;
const MAX_CATEGORIES = 3;

const byCountThenText = (
  a: { ref: SuggestionRef; count: number },
  b: { ref: SuggestionRef; count: number },
): number => b.count - a.count || (a.ref.text < b.ref.text ? -1 : 1);

/**
 * Brands whose analyzed name (or, for a one-word brand, any form of it) starts with the typed
 * words, one per normalized name, the most stocked first. A product counts once per spelling
 * (several of its keys may match), spellings of one brand add up.
 */
export function brandSuggestions(aggregations: Aggregations, query: SuggestQuery): SuggestionRef[] {
  const typedText = query.text.trim();
  const bySpelling = new Map<string, number>();
  for (const { key, count } of bucketsOf(catalog(aggregations), 'brands')) {
    const brand = splitKey(key)[1] ?? '';
    bySpelling.set(brand, Math.max(count, bySpelling.get(brand) ?? 0));
  }
  const byBrand = new Map<string, { brand: string; best: number; count: number }>();
  for (const [brand, count] of bySpelling) {
    const id = normalizeValue(brand);
    const held = byBrand.get(id);
    if (held === undefined) byBrand.set(id, { brand, best: count, count });
    else {
      held.count += count;
      if (count > held.best) Object.assign(held, { brand, best: count });
    }
  }
  return [...byBrand.values()]
    .map(({ brand, count }) => {
      const head = brand.slice(0, typedText.length);
      const highlighted =
        head.toLowerCase() === typedText.toLowerCase()
          ? `<em>${escapeHtml(head)}</em>${escapeHtml(brand.slice(typedText.length))}`
          : null;
      return { ref: { text: brand, highlighted, kind: 'brand' as const, target: brand }, count };
    })
    .sort(byCountThenText)
    .map((f) => f.ref)
    .slice(0, MAX_BRANDS);
}

function parseLabel(json: string): Readonly<Record<string, string>> | undefined {
  try {
    const label = asObject(JSON.parse(json));
    return label && Object.values(label).every((v) => typeof v === 'string')
      ? (label as Readonly<Record<string, string>>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Categories whose name (in any language, any form of its words) holds every word typed before
 * the last and a word starting with the last; shown in the query language when the category has it, the most
 * stocked first. Elasticsearch narrows the candidates; the rule itself runs here, with the
 * analyzer, as in the embedded engine.
 */
export function categorySuggestions(
  aggregations: Aggregations,
  words: readonly QueryWord[],
  query: SuggestQuery,
  analyzer: Analyzer,
): SuggestionRef[] {
  const wanted = words.slice(0, -1).map((w) => w.surface);
  const partial = words[words.length - 1]?.surface ?? '';
  const byId = new Map<string, { label: Readonly<Record<string, string>>; count: number }>();
  for (const { key, count } of bucketsOf(catalog(aggregations), 'categories')) {
    const [, id = '', json = ''] = splitKey(key);
    const label = parseLabel(json);
    if (label === undefined || (byId.get(id)?.count ?? -1) >= count) continue;
    byId.set(id, { label, count });
  }
  const found: { ref: SuggestionRef; count: number }[] = [];
  for (const [id, { label, count }] of byId) {
    const matches = Object.entries(label).some(([lang, text]) => {
      const terms = allTerms(analyzer.analyze(text, { mode: 'index', lang }));
      return wanted.every((w) => terms.includes(w)) && terms.some((t) => t.startsWith(partial));
    });
    if (!matches || count === 0) continue;
    const lang = label[query.lang] !== undefined ? query.lang : (Object.keys(label)[0] ?? query.lang);
    const text = label[lang] ?? '';
    const tokens = analyzer.analyze(text, { mode: 'index', lang });
    const matched = new Set([...wanted, ...allTerms(tokens).filter((t) => t.startsWith(partial))]);
    found.push({
      ref: { text, highlighted: highlightText(text, tokens, matched), kind: 'category', target: id },
      count,
    });
  }
  return found
    .sort(byCountThenText)
    .map((f) => f.ref)
    .slice(0, MAX_CATEGORIES);
}
