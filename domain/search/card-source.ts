import type { ProductCard } from '../catalog/product-card.ts';

/** Port: the display cards of products, by id (in memory by default). */
export interface CardSource {
  cards(tenantId: string, ids: readonly string[]): Promise<Map<string, ProductCard>>;
}
