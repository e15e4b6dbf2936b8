import { normalizeWord } from '../../../../domain/language/normalize.ts';
import type { Analyzer } from '../../../../domain/search/analyzer.ts';
import type { RankingFacts } from '../../../../projections/search/search-projection.ts';
import { type ProductUse, productUse } from './accessories.ts';
import type { ProductHeads } from './kind-ranking.ts';
import { headWordForms } from './kind-words.ts';

/** What kind ranking reads of a product: its heads, what it is for, its brand's normalized form. */
export interface ProductKind extends ProductHeads {
  /** What its names say it is for, and whether it is filed under accessories (read when first asked). */
  use(analyzer: Analyzer): ProductUse;
  /** Its brand's normalized form, or null. */
  readonly brand: string | null;
}

/**
 * Each product's kind, read once per version of its texts: kept under its name record, which a
 * new price or stock leaves the same (`RankingFacts.name`).
 */
const cache = new WeakMap<object, ProductKind>();

/**
 * The kind a product names: the index forms of its name's head word (Arabic names put the kind
 * first, the most reliable head; other languages stand in without one) and of its category's
 * head words.
 */
export function productHeads(facts: RankingFacts, analyzer: Analyzer): ProductHeads {
  return productKind(facts, analyzer);
}

/** `productHeads`, with what the product is for (`productUse`) and its brand, in one record per product version. */
export function productKind(facts: RankingFacts, analyzer: Analyzer): ProductKind {
  let kind = cache.get(facts.name);
  if (kind !== undefined) return kind;
  const name = new Set<string>();
  const nameLang = facts.name.ar !== undefined ? 'ar' : Object.keys(facts.name)[0];
  if (nameLang !== undefined) headWordForms(analyzer, facts.name[nameLang] ?? '', nameLang, false, name);
  const category = new Set<string>();
  const labels = facts.category ?? {};
  for (const [lang, text] of Object.entries(labels)) headWordForms(analyzer, text, lang, true, category);
  let use: ProductUse | undefined;
  kind = {
    name,
    category,
    categoryKey: labels.en ?? Object.values(labels)[0] ?? '',
    brand: facts.brand === null ? null : normalizeWord(facts.brand),
    use: (reader) => {
      use ??= productUse(facts, reader);
      return use;
    },
  };
  cache.set(facts.name, kind);
  return kind;
}

/** Each product's heads with those of its names in every language, read once per version of its texts. */
const everyNameCache = new WeakMap<object, ProductHeads>();

/**
 * `productHeads` with the head words of the product's names in its other languages as well
 * (`New Balance 574 sneakers` beside `حذاء نيو بالانس 574`): evidence that some product is of
 * the kind a word names, not the kind ranking's reading of a product (which trusts the Arabic
 * name's head).
 */
export function productHeadsInEveryName(facts: RankingFacts, analyzer: Analyzer): ProductHeads {
  let heads = everyNameCache.get(facts.name);
  if (heads !== undefined) return heads;
  const own = productKind(facts, analyzer);
  const name = new Set(own.name);
  const first = facts.name.ar !== undefined ? 'ar' : Object.keys(facts.name)[0];
  for (const [lang, text] of Object.entries(facts.name))
    if (lang !== first && text !== undefined) headWordForms(analyzer, text, lang, false, name);
  heads = { name, category: own.category, categoryKey: own.categoryKey };
  everyNameCache.set(facts.name, heads);
  return heads;
}
