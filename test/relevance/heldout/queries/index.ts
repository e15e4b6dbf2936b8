import type { TaggedQuery } from '../../tagged-query.ts';
import { AUTO_PARTS_QUERIES } from './auto-parts.ts';
import { BABY_QUERIES } from './baby.ts';
import { FASHION_QUERIES } from './fashion.ts';
import { GROCERY_QUERIES } from './grocery.ts';
import { HOME_TEXTILES_QUERIES } from './home-textiles.ts';
import { PERFUME_OUD_QUERIES } from './perfume-oud.ts';
import { PETS_QUERIES } from './pets.ts';
import { PHARMACY_QUERIES } from './pharmacy.ts';
import { PHONES_LAPTOPS_QUERIES } from './phones-laptops.ts';
import { STATIONERY_QUERIES } from './stationery.ts';
import { TOOLS_QUERIES } from './tools.ts';

/** Every held-out query, each tagged with its shopper's region and the failure class it exercises. */
export const HELDOUT_QUERIES: readonly TaggedQuery[] = [
  ...PHONES_LAPTOPS_QUERIES,
  ...FASHION_QUERIES,
  ...PERFUME_OUD_QUERIES,
  ...PHARMACY_QUERIES,
  ...AUTO_PARTS_QUERIES,
  ...TOOLS_QUERIES,
  ...STATIONERY_QUERIES,
  ...PETS_QUERIES,
  ...BABY_QUERIES,
  ...HOME_TEXTILES_QUERIES,
  ...GROCERY_QUERIES,
];
