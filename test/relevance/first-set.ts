import { CATALOG } from './catalog/index.ts';
import type { EvalSet } from './eval-set.ts';
import { QUERY_GROUPS } from './queries/index.ts';

/** The first catalog (308 Gulf and Egyptian products, 528 queries), the one the language layer was built on. */
export const FIRST_SET: EvalSet = {
  id: 'first',
  title: 'first catalog',
  catalog: CATALOG,
  store: { locales: ['ar', 'en'], currency: 'SAR' },
  sections: [{ id: 'groups', title: 'groups', groups: QUERY_GROUPS }],
  listMisses: true,
};
