import type { SearchHitRef } from '../../../../domain/search/search-result.ts';

/** Rescaled scores of appended results stay under this share of the last score before them. */
const TAIL_SHARE = 0.7;

/**
 * `tail`, in its order, with scores rescaled under the lowest score of `head`, so that a later
 * re-rank by score (business signals) keeps every result of `head` first.
 */
export function below(head: readonly SearchHitRef[], tail: readonly SearchHitRef[]): SearchHitRef[] {
  if (head.length === 0) return [...tail];
  let floor = Number.POSITIVE_INFINITY;
  for (const h of head) if (h.score < floor) floor = h.score;
  let top = Number.MIN_VALUE;
  for (const h of tail) if (h.score > top) top = h.score;
  let previous = floor * TAIL_SHARE;
  return tail.map((h) => {
    previous = Math.min(previous, (floor * TAIL_SHARE * Math.max(0, h.score)) / top);
    return { ...h, score: previous };
  });
}

/** Tiers of results one after the other, each rescaled under the one before (see `below`). */
export function stacked(tiers: readonly (readonly SearchHitRef[])[]): SearchHitRef[] {
  const out: SearchHitRef[] = [];
  for (const tier of tiers) {
    if (tier.length === 0) continue;
    out.push(...below(out, tier));
  }
  return out;
}

/** The hits of `found` not already among `seen`, the best score kept for an id found twice. */
export function newHits(
  seen: ReadonlySet<string>,
  found: readonly SearchHitRef[],
  into: Map<string, SearchHitRef> = new Map(),
): Map<string, SearchHitRef> {
  for (const hit of found) {
    if (seen.has(hit.id)) continue;
    const held = into.get(hit.id);
    if (held === undefined || hit.score > held.score) into.set(hit.id, hit);
  }
  return into;
}
