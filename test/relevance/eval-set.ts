import type { ProductInput } from '../../domain/catalog/product.ts';
import type { QueryGroup } from './queries/labelled-query.ts';
import type { StoreShape } from './search-service.ts';

/** Groups of one reading of a set's queries (the first catalog has one; held-out: by region, by class). */
export interface EvalSection {
  readonly id: string;
  readonly title: string;
  readonly groups: readonly QueryGroup[];
}

/** A catalog, the store it is loaded into, and its labelled queries. */
export interface EvalSet {
  readonly id: 'first' | 'heldout' | 'dev';
  readonly title: string;
  readonly catalog: readonly ProductInput[];
  readonly store: StoreShape;
  readonly sections: readonly EvalSection[];
  /** Whether the run lists this set's worst queries (never for the held-out set: nobody tunes on it). */
  readonly listMisses: boolean;
}
