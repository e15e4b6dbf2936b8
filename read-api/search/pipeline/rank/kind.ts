import { normalizeWord } from '../../../../domain/language/normalize.ts';
import { type Stage, traced } from '../search-state.ts';
import { accessoriesAfter, productUse, queryNamesUse } from './accessories.ts';
import { rankByKind } from './kind-ranking.ts';
import { kindForms } from './kind-words.ts';
import { productHeads } from './product-heads.ts';

/**
 * The products of the kind the query names before those that merely mention it (phones before
 * the phone holder for `جوال`), each tier on its own (`rankByKind`); then, on a relevance sort,
 * the products whose names say they are for what the query names after the others
 * (`accessoriesAfter`: the Galaxy S23 FE before its case for `galaxy s23 fe`).
 */
export const kindRanking: Stage = (state, deps) => {
  const { window, effective, effectiveWords } = state;
  let count = 0;
  for (const tier of state.tiers) count += tier.length;
  if (!window.windowed || effectiveWords.tokens.length === 0 || count <= 1) return state;
  const heads = (id: string) => {
    const facts = state.facts(id);
    return facts === undefined ? undefined : productHeads(facts, deps.analyzer);
  };
  const named = kindForms(effectiveWords, deps.analyzer);
  const kind =
    named.size === 0 ? null : rankByKind(state.tiers, named, heads, effective.sort === 'relevance');
  const ranked =
    kind === null
      ? state
      : traced({ ...state, tiers: kind.tiers }, () => ({
          kind: { categories: kind.categories, named: kind.named },
        }));
  if (effective.sort !== 'relevance' || queryNamesUse(state.query.words.tokens)) return ranked;
  const query = new Set<string>();
  for (const token of effectiveWords.tokens) for (const t of token.terms) query.add(t.term);
  const kindNamed = kind !== null && kind.named > 0;
  const accessories = accessoriesAfter(ranked.tiers, query, (id) => {
    const facts = state.facts(id);
    if (facts === undefined) return undefined;
    const h = productHeads(facts, deps.analyzer);
    const use = productUse(facts, deps.analyzer);
    // Filed under accessories counts only when no product is named by the query's kind (a model
    // query), nor when the query's head word is the product's own brand (`كينغستون 64`: a Kingston card).
    const brandNamed = facts.brand !== null && named.has(normalizeWord(facts.brand));
    return {
      use: kindNamed || brandNamed ? { ...use, accessory: false } : use,
      head: h.name,
      category: h.category,
    };
  });
  if (accessories === null) return ranked;
  return traced({ ...ranked, tiers: accessories.tiers }, () => ({ accessories_after: accessories.moved }));
};
