import type { ProductInput } from '../../../domain/catalog/product.ts';
import { APPLIANCES } from './appliances.ts';
import { BEAUTY_AND_BABY } from './beauty-baby.ts';
import { ELECTRONICS } from './electronics.ts';
import { FASHION } from './fashion.ts';
import { GROCERY } from './grocery.ts';
import { HOME } from './home.ts';

/**
 * The fixed bilingual catalog of the relevance harness. Ids start with the product kind
 * (`milk-`, `phone-`, `shoes-`), which the labels select by pattern.
 */
export const CATALOG: readonly ProductInput[] = [
  ...ELECTRONICS,
  ...APPLIANCES,
  ...GROCERY,
  ...FASHION,
  ...HOME,
  ...BEAUTY_AND_BABY,
];
