import type { EvalSet } from '../eval-set.ts';
import { groupsByClass, groupsByRegion } from '../tagged-query.ts';
import { DEV_CATALOG } from './catalog/index.ts';
import { DEV_QUERIES } from './queries/index.ts';

export { DEV_CATALOG, DEV_QUERIES };

/** The dev set (README.md): anyone may tune on it; its misses are listed. */
export const DEV_SET: EvalSet = {
  id: 'dev',
  title: 'dev set (tune on this one)',
  catalog: DEV_CATALOG,
  store: { locales: ['ar', 'en', 'fr'], currency: 'SAR' },
  sections: [
    { id: 'regions', title: 'by region', groups: groupsByRegion(DEV_QUERIES) },
    { id: 'classes', title: 'by failure class', groups: groupsByClass(DEV_QUERIES) },
  ],
  listMisses: true,
};
