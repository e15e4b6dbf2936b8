import type { SearchHitRef } from '../../domain/search/search-result.ts';
import type { RankingFacts } from '../../projections/search/search-projection.ts';

/** A product's ranking facts with only its names (every other fact empty), for the rank stages' tests. */
export const namedFacts = (name: Record<string, string>): RankingFacts => ({
  name,
  category: null,
  brand: null,
  categories: [],
  attributes: {},
  popularity: 0,
  createdAt: 0,
  rating: null,
  margin: null,
});

/** A hit of the engine with its id and score. */
export const hitRef = (id: string, score: number): SearchHitRef => ({ id, score }) as SearchHitRef;
