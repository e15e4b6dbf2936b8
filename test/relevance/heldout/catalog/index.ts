import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { AUTO_PARTS } from './auto-parts.ts';
import { BABY } from './baby.ts';
import { FASHION } from './fashion.ts';
import { GROCERY_EGYPT } from './grocery-egypt.ts';
import { GROCERY_GULF } from './grocery-gulf.ts';
import { GROCERY_IRAQ } from './grocery-iraq.ts';
import { GROCERY_LEVANT } from './grocery-levant.ts';
import { GROCERY_MAGHREB } from './grocery-maghreb.ts';
import { GROCERY_PRODUCE } from './grocery-produce.ts';
import { HOME_TEXTILES } from './home-textiles.ts';
import { PERFUME_OUD } from './perfume-oud.ts';
import { PETS } from './pets.ts';
import { PHARMACY } from './pharmacy.ts';
import { PHONES_LAPTOPS } from './phones-laptops.ts';
import { STATIONERY } from './stationery.ts';
import { TOOLS } from './tools.ts';

/**
 * The held-out catalog: products of every region, named the way the region's stores name
 * them. Ids start with the product's kind (`phone-`, `case-`, `rice-`), which labels select by pattern.
 */
export const HELDOUT_CATALOG: readonly ProductInput[] = [
  ...PHONES_LAPTOPS,
  ...FASHION,
  ...PERFUME_OUD,
  ...PHARMACY,
  ...AUTO_PARTS,
  ...TOOLS,
  ...STATIONERY,
  ...PETS,
  ...BABY,
  ...HOME_TEXTILES,
  ...GROCERY_LEVANT,
  ...GROCERY_EGYPT,
  ...GROCERY_IRAQ,
  ...GROCERY_GULF,
  ...GROCERY_MAGHREB,
  ...GROCERY_PRODUCE,
];
