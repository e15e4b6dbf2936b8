import { stacked } from '../fallbacks/tiers.ts';
import type { Stage } from '../search-state.ts';

/** The window: the tiers one after the other, each rescaled under the one before, at most the window's size (or the first tier). */
export const stackTiers: Stage = (state) => {
  const { tiers } = state;
  const hits =
    tiers.length > 1
      ? stacked(tiers).slice(0, Math.max(state.base.limit, tiers[0]?.length ?? 0))
      : (tiers[0] ?? []);
  return { ...state, hits };
};
