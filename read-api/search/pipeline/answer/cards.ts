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
 * The highlights of the page's hits, read: the engine computes a hit's highlights when they
 * are read, so only the page's are made (this is the engine's work for the page).
 */
export function pageHighlights(state: SearchState): Map<string, Record<string, string>> {
  const onPage = new Set(state.page.map((h) => h.id));
  const highlights = new Map<string, Record<string, string>>();
  for (const hit of state.hits) if (onPage.has(hit.id)) highlights.set(hit.id, { ...hit.highlights });
  return highlights;
}

/**
 * The page's products: their cards, read once, for the page only, with their highlights. A
 * product gone since the engine answered is left out.
 */
export async function pageHits(
  state: SearchState,
  deps: Pick<SearchDeps, 'cards'>,
  highlights: ReadonlyMap<string, Record<string, string>> = pageHighlights(state),
): Promise<PageHit[]> {
  const { page } = state;
  const cards = await deps.cards.cards(
    state.store.id,
    page.map((h) => h.id),
  );
  return page.flatMap((h) => {
    const product = cards.get(h.id);
    if (!product) return [];
    return [
      {
        id: h.id,
        score: Math.round(h.score * 1000) / 1000,
        product,
        highlights: highlights.get(h.id) ?? {},
        pinned: h.pinned,
      },
    ];
  });
}
