import type { SearchHitRef } from '../../../../domain/search/search-result.ts';
import { catalogPopularity, combinedPopularity } from '../../../../domain/signals/decay.ts';
import type { RankingFacts } from '../../../../projections/search/search-projection.ts';
import { type Stage, traced } from '../search-state.ts';

/**
 * One tier in `popular` order: in-stock first when the store says so, then the catalog's
 * popularity and the shoppers' (time-decayed views, clicks, add-to-carts and orders) together,
 * then the engine's order.
 */
export function byPopularity(
  tier: readonly SearchHitRef[],
  facts: (id: string) => RankingFacts | undefined,
  shopper: (id: string) => number,
  inStockFirst: boolean,
): SearchHitRef[] {
  const keyed = tier.map((hit, i) => {
    const f = facts(hit.id);
    return {
      hit,
      i,
      stock: inStockFirst && f?.inStock === false ? 0 : 1,
      popularity: combinedPopularity(catalogPopularity(f?.popularity ?? 0), shopper(hit.id)),
    };
  });
  keyed.sort((a, b) => b.stock - a.stock || b.popularity - a.popularity || a.i - b.i);
  return keyed.map((k) => k.hit);
}

/**
 * The `popular` sort over the window: the engine sorts by the catalog's popularity only; each
 * tier (the query's own results, then the fallbacks', the products of the named kind first) is
 * put in the order of both popularities. Deeper pages keep the engine's order.
 */
export const popularSort: Stage = async (state, deps) => {
  if (!state.window.windowed || state.effective.sort !== 'popular' || !deps.signals) return state;
  const signals = await deps.signals(state.store.id, state.query.normalized, state.now.getTime(), false);
  const tiers = state.tiers.map((tier) =>
    byPopularity(tier, state.facts, signals.popularity, state.settings.in_stock_first),
  );
  return traced({ ...state, tiers }, () => ({ popular_sort: { shopper_signals: true } }));
};
