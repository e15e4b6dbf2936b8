import { describe, expect, it } from 'vitest';
import { QUERY_GROUPS } from '../queries/index.ts';
import { checkTaggedSet } from '../tagged-set-checks.ts';
import { DEV_CATALOG, DEV_QUERIES } from './index.ts';

describe('the dev catalog and labels', () => {
  checkTaggedSet(DEV_CATALOG, DEV_QUERIES, { products: 190, queries: 140, perRegion: 20, perClass: 8 });

  it('shares no query with the first catalog', () => {
    const texts = new Set(DEV_QUERIES.map((query) => query.q.trim().toLowerCase()));
    const first = QUERY_GROUPS.flatMap((g) => g.queries).map((query) => query.q.trim().toLowerCase());
    expect(first.filter((t) => texts.has(t))).toEqual([]);
  });
});
