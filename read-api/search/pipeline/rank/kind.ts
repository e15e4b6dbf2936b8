import { type Stage, traced } from '../search-state.ts';
import { rankByKind } from './kind-ranking.ts';
import { kindForms } from './kind-words.ts';
import { productHeads } from './product-heads.ts';

/**
 * The products of the kind the query names before those that merely mention it (phones before
 * the phone holder for `جوال`), each tier on its own (`rankByKind`).
 */
export const kindRanking: Stage = (state, deps) => {
  const { window, effective, effectiveWords } = state;
  let count = 0;
  for (const tier of state.tiers) count += tier.length;
  if (!window.windowed || effectiveWords.tokens.length === 0 || count <= 1) return state;
  const named = kindForms(effectiveWords, deps.analyzer);
  if (named.size === 0) return state;
  const kind = rankByKind(
    state.tiers,
    named,
    (id) => {
      const facts = state.facts(id);
      return facts === undefined ? undefined : productHeads(facts, deps.analyzer);
    },
    effective.sort === 'relevance',
  );
  if (kind === null) return state;
  return traced({ ...state, tiers: kind.tiers }, () => ({
    kind: { categories: kind.categories, named: kind.named },
  }));
};
