import type { AnalyzedToken, Analyzer } from '../../../domain/search/analyzer.ts';
import type { SuggestQuery } from '../../../domain/search/search-query.ts';
import type { SuggestionRef } from '../../../domain/search/search-result.ts';
import { hasBit } from './bitset.ts';
import { languageOfScript } from './document-analysis.ts';
import { BRAND_FIELD } from './field-values.ts';
import { escapeHtml, highlightText } from './highlighter.ts';
import type { IntList } from './int-list.ts';
import type { StoreIndex } from './store-index.ts';

const surfaceTerms = (tokens: readonly AnalyzedToken[]): string[] =>
  tokens.map((t) => t.terms[0]?.term ?? '');

/** Every form of every word: a typed word may stand for any of them. */
const allTerms = (tokens: readonly AnalyzedToken[]): string[] =>
  tokens.flatMap((t) => t.terms.map((x) => x.term));

interface BrandEntry {
  readonly valueId: number;
  /** Surface forms joined, and (for one-word brands) each alternative form. */
  readonly keys: readonly string[];
}

interface CategoryEntry {
  readonly node: number;
  readonly labels: readonly {
    readonly lang: string;
    readonly text: string;
    readonly terms: readonly string[];
  }[];
}

/** Analyses of brand names and category labels, kept until the index changes. */
class EntityNames {
  generation = -1;
  brands: BrandEntry[] = [];
  categories: CategoryEntry[] = [];

  refresh(index: StoreIndex, analyzer: Analyzer, fallbackLang: string): void {
    if (this.generation === index.generation) return;
    this.generation = index.generation;
    const fieldId = index.values.fieldId(BRAND_FIELD);
    this.brands = (fieldId < 0 ? [] : index.values.valuesOf(fieldId)).map((valueId) => {
      const brand = index.values.display(valueId);
      const tokens = analyzer.analyze(brand, { mode: 'index', lang: languageOfScript(brand, fallbackLang) });
      const keys = [surfaceTerms(tokens).join(' '), ...(tokens.length === 1 ? allTerms(tokens) : [])];
      return { valueId, keys };
    });
    this.categories = [];
    for (let node = 0; node < index.categories.size; node++) {
      const labels = Object.entries(index.categories.label(node)).map(([lang, text]) => ({
        lang,
        text,
        terms: allTerms(analyzer.analyze(text, { mode: 'index', lang })),
      }));
      this.categories.push({ node, labels });
    }
  }
}

const names = new WeakMap<StoreIndex, EntityNames>();

function entityNames(index: StoreIndex, analyzer: Analyzer, lang: string): EntityNames {
  let held = names.get(index);
  if (held === undefined) {
    held = new EntityNames();
    names.set(index, held);
  }
  held.refresh(index, analyzer, lang);
  return held;
}

function liveCount(index: StoreIndex, list: IntList): number {
  let n = 0;
  for (let i = 0; i < list.length; i++) if (hasBit(index.documents.live, list.at(i))) n++;
  return n;
}

const byCount = (a: { ref: SuggestionRef; count: number }, b: { ref: SuggestionRef; count: number }) =>
  b.count - a.count || (a.ref.text < b.ref.text ? -1 : 1);

/** Brands whose analyzed name starts with the analyzed text, the most stocked first. */
export function suggestBrands(
  index: StoreIndex,
  tokens: readonly AnalyzedToken[],
  query: SuggestQuery,
  analyzer: Analyzer,
): SuggestionRef[] {
  const typed = surfaceTerms(tokens).join(' ');
  const typedText = query.text.trim();
  const found: { ref: SuggestionRef; count: number }[] = [];
  for (const { valueId, keys } of entityNames(index, analyzer, query.lang).brands) {
    if (!keys.some((key) => key.startsWith(typed))) continue;
    const count = liveCount(index, index.values.documents(valueId));
    if (count === 0) continue;
    const brand = index.values.display(valueId);
    const head = brand.slice(0, typedText.length);
    const highlighted =
      head.toLowerCase() === typedText.toLowerCase()
        ? `<em>${escapeHtml(head)}</em>${escapeHtml(brand.slice(typedText.length))}`
        : null;
    found.push({ ref: { text: brand, highlighted, kind: 'brand', target: brand }, count });
  }
  return found.sort(byCount).map((f) => f.ref);
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
  analyzer: Analyzer,
): SuggestionRef[] {
  const wanted = surfaceTerms(previous);
  const partial = last.terms[0]?.term ?? '';
  const found: { ref: SuggestionRef; count: number }[] = [];
  for (const { node, labels } of entityNames(index, analyzer, query.lang).categories) {
    const matches = labels.some(
      ({ terms }) => wanted.every((w) => terms.includes(w)) && terms.some((t) => t.startsWith(partial)),
    );
    if (!matches) continue;
    const count = liveCount(index, index.categories.documents(node));
    if (count === 0) continue;
    const shown = labels.find((l) => l.lang === query.lang) ?? labels[0];
    if (shown === undefined) continue;
    const tokens = analyzer.analyze(shown.text, { mode: 'index', lang: shown.lang });
    const matched = new Set([...wanted, ...allTerms(tokens).filter((t) => t.startsWith(partial))]);
    const highlighted = highlightText(shown.text, tokens, matched);
    found.push({
      ref: { text: shown.text, highlighted, kind: 'category', target: index.categories.categoryId(node) },
      count,
    });
  }
  return found.sort(byCount).map((f) => f.ref);
}
