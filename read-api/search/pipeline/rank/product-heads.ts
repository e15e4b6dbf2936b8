import type { Analyzer } from '../../../../domain/search/analyzer.ts';
import type { RankingFacts } from '../../../../projections/search/search-projection.ts';
import type { ProductHeads } from './kind-ranking.ts';
import { headWordForms } from './kind-words.ts';

/** Heads of each product version (facts are made anew for each revision), read once. */
const cache = new WeakMap<RankingFacts, ProductHeads>();

/**
 * The kind a product names: the index forms of its name's head word (Arabic names put the kind
 * first, the most reliable head; other languages stand in without one) and of its category's
 * head words.
 */
export function productHeads(facts: RankingFacts, analyzer: Analyzer): ProductHeads {
  let heads = cache.get(facts);
  if (heads !== undefined) return heads;
  const name = new Set<string>();
  const nameLang = facts.name.ar !== undefined ? 'ar' : Object.keys(facts.name)[0];
  if (nameLang !== undefined) headWordForms(analyzer, facts.name[nameLang] ?? '', nameLang, false, name);
  const category = new Set<string>();
  const labels = facts.category ?? {};
  for (const [lang, text] of Object.entries(labels)) headWordForms(analyzer, text, lang, true, category);
  heads = { name, category, categoryKey: labels.en ?? Object.values(labels)[0] ?? '' };
  cache.set(facts, heads);
  return heads;
}
