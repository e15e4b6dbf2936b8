import type { EvalSet } from '../eval-set.ts';
import { classByRegion, groupsByClass, groupsByRegion } from '../tagged-query.ts';
import { HELDOUT_CATALOG } from './catalog/index.ts';
import { HELDOUT_QUERIES } from './queries/index.ts';

/** The held-out set (README.md): nobody tunes the language layer or the pipeline on it. */
export const HELDOUT_SET: EvalSet = {
  id: 'heldout',
  title: 'held-out catalog (held out: measured, never tuned on)',
  catalog: HELDOUT_CATALOG,
  store: { locales: ['ar', 'en', 'fr'], currency: 'SAR' },
  sections: [
    { id: 'regions', title: 'by region', groups: groupsByRegion(HELDOUT_QUERIES) },
    { id: 'classes', title: 'by failure class', groups: groupsByClass(HELDOUT_QUERIES) },
    {
      id: 'dialect-regions',
      title: 'dialect words by region',
      groups: classByRegion(HELDOUT_QUERIES, 'dialect'),
    },
  ],
  listMisses: false,
};
