import type { ProductCard } from '../../domain/catalog/product-card.ts';
import type { RecommendQuery, RecommendSource } from '../../domain/recommend/contract.ts';
import type { Scores } from '../../projections/analytics/recommend-queries.ts';
import type { RankingFacts } from '../../projections/search/search-projection.ts';

export interface HeldProduct {
  readonly id: string;
  readonly card: ProductCard;
  readonly facts: RankingFacts;
}

/** What recommendations read: the store's products in memory and the shopper signals in SQL. */
export interface RecommendSources {
  readonly products: (tenantId: string) => Iterable<HeldProduct>;
  readonly coViews: (tenantId: string, productId: string) => Promise<Scores>;
  readonly trending: (tenantId: string) => Promise<Scores>;
  readonly bestSellers: (tenantId: string) => Promise<Scores>;
  readonly sessionViews: (tenantId: string, session: string) => Promise<Scores>;
}

export interface Recommendation {
  readonly ids: readonly string[];
  readonly source: RecommendSource;
}

const words = (name: Readonly<Record<string, string>>): Set<string> =>
  new Set(
    Object.values(name)
      .join(' ')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 1),
  );

/** Likeness of two products by category, brand, attributes and name words (0 when nothing is shared). */
export function likeness(a: RankingFacts, b: RankingFacts, aWords: ReadonlySet<string>): number {
  let score = 0;
  const leafA = a.categories.at(-1);
  if (leafA !== undefined && b.categories.includes(leafA)) score += 3;
  for (const c of a.categories) if (b.categories.includes(c)) score += 1;
  if (a.brand !== null && a.brand === b.brand) score += 2;
  for (const [name, value] of Object.entries(a.attributes)) if (b.attributes[name] === value) score += 0.5;
  const bWords = words(b.name);
  let shared = 0;
  for (const w of aWords) if (bWords.has(w)) shared++;
  const union = aWords.size + bWords.size - shared;
  if (union > 0) score += (2 * shared) / union;
  return score;
}

/**
 * Answers one recommendation: the signal the type asks for, then, when it gives fewer than
 * `limit`, time-decayed popularity (in the category when one is known), the category's best
 * sellers, and the catalog's own popularity and newness: never nothing while the store has
 * products. An asked `category_id` keeps the answer in that category unless it has nothing. `source` names the signal of the first product shown. In-stock products come first.
 */
export async function recommend(
  sources: RecommendSources,
  tenantId: string,
  q: RecommendQuery,
): Promise<Recommendation> {
  const byId = new Map<string, HeldProduct>();
  for (const p of sources.products(tenantId)) byId.set(p.id, p);
  const target = q.product_id ? byId.get(q.product_id) : undefined;
  const category = q.category_id ?? target?.facts.categories.at(-1) ?? null;
  const exclude = new Set(q.product_id ? [q.product_id] : []);
  const inCategory = (id: string) =>
    category === null || (byId.get(id)?.facts.categories.includes(category) ?? false);

  const picked: string[] = [];
  let source: RecommendSource | null = null;
  const take = (
    ids: Iterable<string>,
    from: RecommendSource,
    filter: (id: string) => boolean = () => true,
  ) => {
    const fresh: string[] = [];
    for (const id of ids) {
      if (picked.length + fresh.length >= q.limit) break;
      if (exclude.has(id) || !byId.has(id) || !filter(id)) continue;
      exclude.add(id);
      fresh.push(id);
    }
    if (fresh.length === 0) return;
    // In stock first within what this signal gave.
    fresh.sort((a, b) => Number(byId.get(b)?.card.in_stock) - Number(byId.get(a)?.card.in_stock));
    picked.push(...fresh);
    source ??= from;
  };
  const ids = (scores: Scores) => scores.map((s) => s.id);
  // Outside the category only when none was asked for, or it gave nothing at all.
  const stray = () => !q.category_id || picked.length === 0;

  switch (q.type) {
    case 'similar': {
      if (target) {
        const aWords = words(target.facts.name);
        const scored: { id: string; score: number }[] = [];
        for (const p of byId.values()) {
          if (p.id === target.id) continue;
          const score = likeness(target.facts, p.facts, aWords);
          if (score > 0) scored.push({ id: p.id, score });
        }
        scored.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
        take(ids(scored), 'attributes');
      }
      break;
    }
    case 'also_viewed':
      if (q.product_id) take(ids(await sources.coViews(tenantId, q.product_id)), 'co_views');
      break;
    case 'recently_viewed':
      if (q.session) take(ids(await sources.sessionViews(tenantId, q.session)), 'session');
      break;
    case 'trending':
      break;
  }
  if (picked.length < q.limit) {
    const trending = ids(await sources.trending(tenantId));
    take(trending, 'popularity', inCategory);
    if (picked.length < q.limit && category !== null)
      take(ids(await sources.bestSellers(tenantId)), 'popularity', inCategory);
    if (picked.length < q.limit && stray()) take(trending, 'popularity');
  }
  if (picked.length < q.limit) {
    const catalog = [...byId.values()].sort(
      (a, b) =>
        Number(b.card.in_stock) - Number(a.card.in_stock) ||
        b.facts.popularity - a.facts.popularity ||
        b.facts.createdAt - a.facts.createdAt ||
        (a.id < b.id ? -1 : 1),
    );
    take(
      catalog.map((p) => p.id),
      'popularity',
      inCategory,
    );
    if (stray())
      take(
        catalog.map((p) => p.id),
        'popularity',
      );
  }
  return { ids: picked, source: source ?? 'popularity' };
}
