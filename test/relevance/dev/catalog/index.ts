import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { DEV_BEAUTY_PLAY_SCHOOL } from './beauty-play-school.ts';
import { DEV_COUNTER_GARAGE } from './counter-garage.ts';
import { DEV_FAMILY_HOME } from './family-home.ts';
import { DEV_FASHION_HEALTH } from './fashion-health.ts';
import { DEV_FOOD } from './food.ts';
import { DEV_GULF_SHELVES } from './gulf-shelves.ts';
import { DEV_HOUSEHOLD } from './household.ts';
import { DEV_NEIGHBORS } from './neighbors.ts';
import { DEV_ONE_SCRIPT } from './one-script.ts';
import { DEV_PHARMACY_NEEDS } from './pharmacy-needs.ts';
import { DEV_TECH_AUTO_TOOLS } from './tech-auto-tools.ts';

/** The dev catalog: products of its own, shaped like the held-out catalog's. */
export const DEV_CATALOG: readonly ProductInput[] = [
  ...DEV_TECH_AUTO_TOOLS,
  ...DEV_FASHION_HEALTH,
  ...DEV_FAMILY_HOME,
  ...DEV_FOOD,
  ...DEV_ONE_SCRIPT,
  ...DEV_HOUSEHOLD,
  ...DEV_BEAUTY_PLAY_SCHOOL,
  ...DEV_COUNTER_GARAGE,
  ...DEV_NEIGHBORS,
  ...DEV_PHARMACY_NEEDS,
  ...DEV_GULF_SHELVES,
];
