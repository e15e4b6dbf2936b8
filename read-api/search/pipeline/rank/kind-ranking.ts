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

const meets = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean => {
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
  const hits = tiers.flat();
  if (query.size === 0 || hits.length < 2) return null;
  const seen = hits.map((hit) => {
    const h = heads(hit.id);
    return {
      hit,
      key: h?.categoryKey ?? '',
      named: h !== undefined && meets(h.name, query),
      filed: h !== undefined && meets(h.category, query),
    };
  });
  let named = 0;
  for (const s of seen) if (s.named) named++;
  const counts = new Map<string, number>();
  let total = 0;
  for (const s of seen) {
    if (!(named > 0 ? s.named : s.filed)) continue;
    counts.set(s.key, (counts.get(s.key) ?? 0) + 1);
    total++;
  }
  if (total === 0) return null;
  const share = (key: string): number => (counts.get(key) ?? 0) / total;
  const categories = Object.fromEntries(
    [...counts].map(([k, n]) => [k, Math.round((n / total) * 1000) / 1000]),
  );

  type Seen = (typeof seen)[number];
  const tier = (s: Seen): number =>
    share(s.key) >= MAIN_CATEGORY_SHARE ? (s.named || named === 0 ? 0 : 1) : 2;
  const rank = (part: readonly Seen[]): SearchHitRef[] => {
    if (relevance) {
      const scored = part.map((s, i) => ({
        hit: {
          ...s.hit,
          score:
            s.hit.score * (1 + KIND_CATEGORY_BONUS * share(s.key)) * (s.named ? 1 + NAMED_KIND_BONUS : 1),
        },
        i,
        // Names put the kind first; when no name names it (phones named by brand and model only),
        // the category whose own name names it and that holds most of its products does.
        kind:
          named > 0
            ? s.named || share(s.key) >= MAIN_CATEGORY_SHARE
            : s.filed && share(s.key) >= MAIN_CATEGORY_SHARE,
      }));
      scored.sort((a, b) => b.hit.score - a.hit.score || a.i - b.i);
      // The products of the kind before those that only mention it, scores kept in that order.
      const of = scored.filter((r) => r.kind).map((r) => r.hit);
      const others = scored.filter((r) => !r.kind).map((r) => r.hit);
      return of.length === 0 || others.length === 0 ? [...of, ...others] : [...of, ...below(of, others)];
    }
    return part
      .map((s, i) => ({ s, i, t: tier(s) }))
      .sort((a, b) => a.t - b.t || a.i - b.i)
      .map((r) => r.s.hit);
  };
  const out: SearchHitRef[][] = [];
  let at = 0;
  for (const t of tiers) {
    out.push(rank(seen.slice(at, at + t.length)));
    at += t.length;
  }
  return { tiers: out, categories, named };
}
