import type { AnalyzedToken } from '../../../domain/search/analyzer.ts';
import type { SuggestQuery } from '../../../domain/search/search-query.ts';
import type { SuggestionRef } from '../../../domain/search/search-result.ts';
import { hasBit } from './bitset.ts';
import { languageOfScript } from './document-analysis.ts';
import { BRAND_FIELD } from './field-values.ts';
import { escapeHtml, highlightText } from './highlighter.ts';
import type { IntList } from './int-list.ts';
import type { SearchTools } from './searcher.ts';
import type { StoreIndex } from './store-index.ts';

const surfaceTerms = (tokens: readonly AnalyzedToken[]): string[] =>
  tokens.map((t) => t.terms[0]?.term ?? '');

function liveCount(index: StoreIndex, list: IntList): number {
  let n = 0;
  for (let i = 0; i < list.length; i++) if (hasBit(index.documents.live, list.at(i))) n++;
  return n;
}

/** Brands whose analyzed name starts with the analyzed text, the most stocked first. */
export function suggestBrands(
  index: StoreIndex,
  tokens: readonly AnalyzedToken[],
  query: SuggestQuery,
  tools: SearchTools,
): SuggestionRef[] {
  const { values } = index;
  const fieldId = values.fieldId(BRAND_FIELD);
  if (fieldId < 0) return [];
  const typed = surfaceTerms(tokens).join(' ');
  const typedText = query.text.trim();
  const found: { ref: SuggestionRef; count: number }[] = [];
  for (const valueId of values.valuesOf(fieldId)) {
    const brand = values.display(valueId);
    const lang = languageOfScript(brand, query.lang);
    const key = surfaceTerms(tools.analyzer.analyze(brand, { mode: 'index', lang })).join(' ');
    if (!key.startsWith(typed)) continue;
    const count = liveCount(index, values.documents(valueId));
    if (count === 0) continue;
    const head = brand.slice(0, typedText.length);
    const highlighted =
      head.toLowerCase() === typedText.toLowerCase()
        ? `<em>${escapeHtml(head)}</em>${escapeHtml(brand.slice(typedText.length))}`
        : null;
    found.push({ ref: { text: brand, highlighted, kind: 'brand', target: brand }, count });
  }
  return found.sort((a, b) => b.count - a.count || (a.ref.text < b.ref.text ? -1 : 1)).map((f) => f.ref);
}

/**
 * Categories whose name (in any language) holds every typed word, the last one as a prefix;
 * shown in the query language when the category has it. The most stocked first.
 */
export function suggestCategories(
  index: StoreIndex,
  previous: readonly AnalyzedToken[],
  last: AnalyzedToken,
  query: SuggestQuery,
  tools: Pick<SearchTools, 'analyzer'>,
): SuggestionRef[] {
  const { categories } = index;
  const wanted = surfaceTerms(previous);
  const partial = last.terms[0]?.term ?? '';
  const found: { ref: SuggestionRef; count: number }[] = [];
  for (let node = 0; node < categories.size; node++) {
    const label = categories.label(node);
    const matches = Object.entries(label).some(([lang, text]) => {
      const terms = surfaceTerms(tools.analyzer.analyze(text, { mode: 'index', lang }));
      return wanted.every((w) => terms.includes(w)) && terms.some((t) => t.startsWith(partial));
    });
    if (!matches) continue;
    const count = liveCount(index, categories.documents(node));
    if (count === 0) continue;
    const lang = label[query.lang] !== undefined ? query.lang : (Object.keys(label)[0] ?? query.lang);
    const text = label[lang] ?? '';
    const tokens = tools.analyzer.analyze(text, { mode: 'index', lang });
    const matched = new Set([...wanted, ...surfaceTerms(tokens).filter((t) => t.startsWith(partial))]);
    const highlighted = highlightText(text, tokens, matched);
    found.push({ ref: { text, highlighted, kind: 'category', target: categories.categoryId(node) }, count });
  }
  return found.sort((a, b) => b.count - a.count || (a.ref.text < b.ref.text ? -1 : 1)).map((f) => f.ref);
}
