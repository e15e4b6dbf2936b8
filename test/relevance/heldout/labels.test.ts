import { describe, expect, it } from 'vitest';
import { DEV_CATALOG, DEV_QUERIES } from '../dev/index.ts';
import { QUERY_GROUPS } from '../queries/index.ts';
import { checkTaggedSet } from '../tagged-set-checks.ts';
import { HELDOUT_CATALOG } from './catalog/index.ts';
import { HELDOUT_QUERIES } from './queries/index.ts';

describe('the held-out catalog and labels', () => {
  checkTaggedSet(HELDOUT_CATALOG, HELDOUT_QUERIES, {
    products: 600,
    queries: 500,
    perRegion: 60,
    perClass: 25,
  });

  it('shares no query with the first catalog or the dev set, and no product with the dev set', () => {
    const texts = new Set(HELDOUT_QUERIES.map((query) => query.q.trim().toLowerCase()));
    const others = [...QUERY_GROUPS.flatMap((g) => g.queries), ...DEV_QUERIES].map((query) =>
      query.q.trim().toLowerCase(),
    );
    expect(others.filter((t) => texts.has(t))).toEqual([]);
    const ids = new Set(HELDOUT_CATALOG.map((p) => p.id));
    expect(DEV_CATALOG.filter((p) => ids.has(p.id)).map((p) => p.id)).toEqual([]);
  });
});
