import type { SearchHitRef } from '../../../../domain/search/search-result.ts';
import { below } from '../fallbacks/tiers.ts';

/** The kind a product names: the forms of its name's head word and of its category's head words. */
export interface ProductHeads {
  readonly name: ReadonlySet<string>;
  readonly category: ReadonlySet<string>;
  /** The product's (first) category, to count where the query's kind lives. */
  readonly categoryKey: string;
}

export interface KindRanking {
  /** The same tiers of results, each re-ranked. */
  readonly tiers: SearchHitRef[][];
  /** Categories holding the products whose name names the query's kind, with their share. */
  readonly categories: Readonly<Record<string, number>>;
  /** How many results name the query's kind in their name. */
  readonly named: number;
}

/** A result whose name's head is the query's head word weighs this much more. */
export const NAMED_KIND_BONUS = 1;
/** A result in the category holding all the products named like the query weighs this much more. */
export const KIND_CATEGORY_BONUS = 1;
/** On an explicit sort, results in a category holding at least this share of them come first. */
const MAIN_CATEGORY_SHARE = 0.5;

/** Whether two sets of forms share one. */
export const meets = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean => {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const x of small) if (large.has(x)) return true;
  return false;
};

/**
 * Ranks the products of the kind the query names above the others that merely mention it: the
 * phones above the phone holder for `جوال`, the fridges above the fridge organizer for `ثلاجة`,
 * fresh milk above rice pudding for `حليب`. A product is of the query's kind when the head word
 * of its name (the first word of an Arabic name) has a form of the query's head word; the
 * categories holding those products say where the kind lives, and every product of such a
 * category gains with the category's share (the iPhones, named `آيفون`, are in the category of
 * the phones named `جوال`). When no name names the kind, the categories' own head words decide
 * (the phones of `جوالات وتابلت`, named by brand and model, before the `حامل جوال`).
 *
 * Each tier of results (the query's own, then partial matches) is re-ranked on its own: the kind
 * never lifts a partial match above a full one. On a relevance sort the scores are multiplied; on
 * an explicit sort (price, newest) the results of the kind come first, each part keeping its
 * order. Null when nothing names the kind.
 */
export function rankByKind(
  tiers: readonly (readonly SearchHitRef[])[],
  query: ReadonlySet<string>,
  heads: (id: string) => ProductHeads | undefined,
  relevance: boolean,
): KindRanking | null {
  let count = 0;
  for (const t of tiers) count += t.length;
  if (query.size === 0 || count < 2) return null;
  // One record per result, tier after tier: its heads are read once.
  const seen: Seen[] = new Array(count);
  let named = 0;
  let at = 0;
  for (const t of tiers)
    for (const hit of t) {
      const h = heads(hit.id);
      const isNamed = h !== undefined && meets(h.name, query);
      if (isNamed) named++;
      seen[at++] = {
        hit,
        key: h?.categoryKey ?? '',
        named: isNamed,
        filed: h !== undefined && meets(h.category, query),
        share: 0,
      };
    }
  const counts = new Map<string, number>();
  let total = 0;
  for (const s of seen) {
    if (!(named > 0 ? s.named : s.filed)) continue;
    counts.set(s.key, (counts.get(s.key) ?? 0) + 1);
    total++;
  }
  if (total === 0) return null;
  for (const s of seen) s.share = (counts.get(s.key) ?? 0) / total;
  const categories = Object.fromEntries(
    [...counts].map(([k, n]) => [k, Math.round((n / total) * 1000) / 1000]),
  );

  const tier = (s: Seen): number => (s.share >= MAIN_CATEGORY_SHARE ? (s.named || named === 0 ? 0 : 1) : 2);
  const rank = (from: number, to: number): SearchHitRef[] => {
    if (relevance) {
      const scored: Scored[] = [];
      for (let i = from; i < to; i++) {
        const s = seen[i] as Seen;
        scored.push({
          hit: {
            ...s.hit,
            score: s.hit.score * (1 + KIND_CATEGORY_BONUS * s.share) * (s.named ? 1 + NAMED_KIND_BONUS : 1),
          },
          i: i - from,
          // Names put the kind first; when no name names it (phones named by brand and model only),
          // the category whose own name names it and that holds most of its products does.
          kind:
            named > 0 ? s.named || s.share >= MAIN_CATEGORY_SHARE : s.filed && s.share >= MAIN_CATEGORY_SHARE,
        });
      }
      scored.sort((a, b) => b.hit.score - a.hit.score || a.i - b.i);
      // The products of the kind before those that only mention it, scores kept in that order.
      const of: SearchHitRef[] = [];
      const others: SearchHitRef[] = [];
      for (const r of scored) (r.kind ? of : others).push(r.hit);
      if (of.length === 0) return others;
      if (others.length === 0) return of;
      for (const h of below(of, others)) of.push(h);
      return of;
    }
    const order: { s: Seen; i: number; t: number }[] = [];
    for (let i = from; i < to; i++) {
      const s = seen[i] as Seen;
      order.push({ s, i: i - from, t: tier(s) });
    }
    return order.sort((a, b) => a.t - b.t || a.i - b.i).map((r) => r.s.hit);
  };
  const out: SearchHitRef[][] = [];
  at = 0;
  for (const t of tiers) {
    out.push(rank(at, at + t.length));
    at += t.length;
  }
  return { tiers: out, categories, named };
}

/** A result as kind ranking reads it. */
interface Seen {
  readonly hit: SearchHitRef;
  readonly key: string;
  readonly named: boolean;
  readonly filed: boolean;
  /** Its category's share of the results naming the kind (or filed under it). */
  share: number;
}

interface Scored {
  readonly hit: SearchHitRef;
  readonly i: number;
  readonly kind: boolean;
}
