import type { ProductCard } from '../../../../domain/catalog/product-card.ts';
import type { SearchDeps, SearchState } from '../search-state.ts';

export interface PageHit {
  readonly id: string;
  readonly score: number;
  readonly product: ProductCard;
  readonly highlights: Record<string, string>;
  readonly pinned: boolean;
}

/**
 * The page's products: their cards, read once, for the page only, and their highlights (the
 * engine computes a hit's highlights when they are read, so only the page's are). A product
 * gone since the engine answered is left out.
 */
export async function pageHits(state: SearchState, deps: Pick<SearchDeps, 'cards'>): Promise<PageHit[]> {
  const { page } = state;
  const cards = await deps.cards.cards(
    state.store.id,
    page.map((h) => h.id),
  );
  const onPage = new Set(page.map((h) => h.id));
  const highlights = new Map<string, Readonly<Record<string, string>>>();
  for (const hit of state.hits) if (onPage.has(hit.id)) highlights.set(hit.id, hit.highlights);
  return page.flatMap((h) => {
    const product = cards.get(h.id);
    if (!product) return [];
    return [
      {
        id: h.id,
        score: Math.round(h.score * 1000) / 1000,
        product,
        highlights: { ...highlights.get(h.id) },
        pinned: h.pinned,
      },
    ];
  });
}
