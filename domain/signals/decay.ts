/**
 * Time decay of shopper signals (migration 102): a signal at time t is stored as
 * weight × e^((t − EPOCH) / TAU), so the sum over a product's signals is order-free; its value
 * now is that sum × e^(−(now − EPOCH) / TAU). A signal's weight halves every 7 days.
 */
export const SIGNAL_EPOCH_MS = Date.UTC(2025, 0, 1);
export const SIGNAL_HALF_LIFE_DAYS = 7;
const TAU_MS = (SIGNAL_HALF_LIFE_DAYS * 86_400_000) / Math.LN2;

/** The factor that brings stored sums to their value at `nowMs`. */
export const decayFactor = (nowMs: number): number => Math.exp(-(nowMs - SIGNAL_EPOCH_MS) / TAU_MS);

/** Weights of the kinds of signal in a product's popularity. */
export const SIGNAL_WEIGHTS = { view: 1, click: 2, add_to_cart: 3, order: 5 } as const;

/**
 * Shopper popularity read as 0..1 from the decayed weighted count: 10 recent views ≈ 0.35,
 * 100 ≈ 0.67, 1,000 and more 1.
 */
export const shopperPopularity = (decayed: number): number =>
  Math.min(1, Math.log10(1 + Math.max(0, decayed)) / 3);

/** Catalog popularity (the product's own `popularity` field) read as 0..1. */
export const catalogPopularity = (popularity: number): number =>
  Math.min(1, Math.log10(1 + Math.max(0, popularity)) / 6);

/** Either popularity counts: 1 − (1 − a)(1 − b), so neither source is needed and both add up. */
export const combinedPopularity = (catalog: number, shopper: number): number =>
  1 - (1 - catalog) * (1 - shopper);

/**
 * Click-through rate of a product for a query: its clicks from that query's searches over the
 * query's searches, smoothed toward 0 by 5 unseen searches (two clicks in two searches is not 100%).
 */
export const smoothedRate = (events: number, searches: number): number =>
  Math.min(1, Math.max(0, events) / (Math.max(0, searches) + 5));
