import { catalogPopularity, combinedPopularity } from '../../../../domain/signals/decay.ts';
import type { RankingFacts } from '../../../../projections/search/search-projection.ts';
import { NO_SIGNALS } from '../../shopper-signals.ts';
import type { Stage } from '../search-state.ts';

export interface Scored {
  readonly id: string;
  readonly score: number;
}

/** What shoppers did with a product, each read as 0..1 (read-api/search/shopper-signals.ts). */
export interface ShopperFacts {
  readonly popularity: number;
  readonly ctr: number;
  readonly conversion: number;
}

const NO_SHOPPER: ShopperFacts = { popularity: 0, ctr: 0, conversion: 0 };
const DAY = 86_400_000;

/** Each signal read as 0..1 (more is better). */
const SIGNALS: Readonly<Record<string, (f: RankingFacts, now: number, s: ShopperFacts) => number>> = {
  /** The catalog's popularity and the shoppers' time-decayed views, clicks, add-to-carts and orders. */
  popularity: (f, _now, s) => combinedPopularity(catalogPopularity(f.popularity), s.popularity),
  newness: (f, now) => (f.createdAt > 0 ? Math.exp(-Math.max(0, now - f.createdAt) / (90 * DAY)) : 0),
  rating: (f) => (f.rating === null ? 0 : f.rating / 5),
  margin: (f) => (f.margin === null ? 0 : Math.max(0, Math.min(1, f.margin))),
  /** Clicks on the product from this normalized query's searches, over its searches. */
  ctr: (_f, _now, s) => s.ctr,
  /** Orders of the product from this normalized query's searches, over its searches. */
  conversion: (_f, _now, s) => s.conversion,
};

export const KNOWN_SIGNALS = Object.keys(SIGNALS);
const SHOPPER_SIGNALS = new Set(['popularity', 'ctr', 'conversion']);
const PER_QUERY_SIGNALS = new Set(['ctr', 'conversion']);

/** Whether the weights read shoppers' clicks and orders per normalized query (`ctr`, `conversion`). */
export const readsPerQuerySignals = (weights: Readonly<Record<string, number>>): boolean =>
  Object.entries(weights).some(([name, w]) => w > 0 && PER_QUERY_SIGNALS.has(name));

/**
 * Re-ranks the first `topN` candidates by relevance times (1 + Σ weight × signal): a cheap
 * step over a short list that lets business signals break near-ties without overriding
 * relevance. An empty weight map changes nothing.
 *
 * With `reach` (only the first `reach` results will be read), a candidate whose score, boosted
 * as much as the weights allow, stays below the `reach`-th best score cannot move into those
 * results: its signals are not read and it keeps its place behind them, with its own score.
 */
export function rerankBySignals(
  candidates: readonly Scored[],
  weights: Readonly<Record<string, number>>,
  topN: number,
  facts: (id: string) => RankingFacts | undefined,
  now: number,
  reach = Number.POSITIVE_INFINITY,
  shopper: (id: string) => ShopperFacts = () => NO_SHOPPER,
): Scored[] {
  const active = Object.entries(weights).filter(([name, w]) => w > 0 && SIGNALS[name] !== undefined);
  if (active.length === 0) return [...candidates];
  const window = candidates.slice(0, topN);
  let floor = Number.NEGATIVE_INFINITY;
  if (reach < window.length) {
    let maxBoost = 1;
    for (const [, w] of active) maxBoost += w;
    const scores = window.map((c) => c.score).sort((a, b) => b - a);
    floor = (scores[Math.max(0, reach - 1)] ?? 0) / maxBoost;
  }
  const head: { id: string; score: number; i: number }[] = [];
  const behind: Scored[] = [];
  window.forEach((c, i) => {
    if (c.score < floor) {
      behind.push(c);
      return;
    }
    const f = facts(c.id);
    let boost = 1;
    if (f) {
      const s = shopper(c.id);
      for (const [name, w] of active) boost += w * (SIGNALS[name]?.(f, now, s) ?? 0);
    }
    head.push({ id: c.id, score: c.score * boost, i });
  });
  head.sort((a, b) => b.score - a.score || a.i - b.i);
  return [...head.map(({ id, score }) => ({ id, score })), ...behind, ...candidates.slice(topN)];
}

/**
 * On a relevance sort, the window's first `cheap_rerank_top_n` results re-ranked by business
 * signals (`rerankBySignals`), the shoppers' read only when a weight asks for them (CTR and
 * conversions per normalized query only for `ctr` and `conversion`). Without rules only the
 * results that can reach the page read their signals. Deeper pages and explicit sorts keep the
 * engine's order (`popular` is put in order by `popularSort`).
 */
export const businessSignals: Stage = async (state, deps) => {
  const { window, settings } = state;
  if (!window.windowed || state.effective.sort !== 'relevance')
    return { ...state, ranked: state.hits.map((h) => ({ id: h.id, score: h.score })) };
  const weights = Object.entries(settings.business_signals).filter(([, w]) => w > 0);
  const perQuery = readsPerQuerySignals(settings.business_signals);
  const signals =
    deps.signals && weights.some(([name]) => SHOPPER_SIGNALS.has(name))
      ? await deps.signals(state.store.id, state.query.normalized, state.now.getTime(), perQuery)
      : NO_SIGNALS;
  const ranked = rerankBySignals(
    state.hits,
    settings.business_signals,
    settings.cheap_rerank_top_n,
    state.facts,
    state.now.getTime(),
    state.rules.length === 0 ? window.offset + window.perPage : Number.POSITIVE_INFINITY,
    (id) => ({
      popularity: signals.popularity(id),
      ctr: signals.ctr(id),
      conversion: signals.conversion(id),
    }),
  );
  return { ...state, ranked };
};
