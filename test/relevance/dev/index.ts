import type { ProductInput } from '../../../domain/catalog/product.ts';
import type { EvalSet } from '../eval-set.ts';
import type { TaggedQuery } from '../tagged-query.ts';

export const DEV_CATALOG: readonly ProductInput[] = [];
export const DEV_QUERIES: readonly TaggedQuery[] = [];

export const DEV_SET: EvalSet = {
  id: 'dev',
  title: 'dev set (tune on this one)',
  catalog: DEV_CATALOG,
  store: { locales: ['ar', 'en', 'fr'], currency: 'SAR' },
  sections: [],
  listMisses: true,
};
