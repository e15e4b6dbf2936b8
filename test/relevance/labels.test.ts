import { describe, expect, it } from 'vitest';
import { ProductIn } from '../../domain/catalog/product.ts';
import { CATALOG } from './catalog/index.ts';
import { judge } from './judgements.ts';
import { QUERY_GROUPS } from './queries/index.ts';
import { q } from './queries/labelled-query.ts';

const ids = CATALOG.map((p) => p.id);
const queries = QUERY_GROUPS.flatMap((g) => g.queries);

describe('the relevance catalog and labels', () => {
  it('holds 300 to 600 valid products with unique ids', () => {
    expect(CATALOG.length).toBeGreaterThanOrEqual(300);
    expect(CATALOG.length).toBeLessThanOrEqual(600);
    expect(new Set(ids).size).toBe(ids.length);
    for (const product of CATALOG) expect(ProductIn.safeParse(product).success, product.id).toBe(true);
  });

  it('has at least 400 distinct queries, at least half of them in Arabic script', () => {
    expect(queries.length).toBeGreaterThanOrEqual(400);
    expect(new Set(queries.map((query) => query.q)).size).toBe(queries.length);
    const arabic = queries.filter((query) => /[\u0600-\u06FF]/.test(query.q)).length;
    expect(arabic * 2).toBeGreaterThanOrEqual(queries.length);
  });

  it('gives every query at least one product asked for, every pattern matching something', () => {
    for (const query of queries) {
      const grades = judge(query, ids);
      expect([...grades.values()].includes(2), query.q).toBe(true);
    }
  });

  it('keeps grade 2 when a product is both asked for and acceptable, and refuses empty patterns', () => {
    const grades = judge(q('x', ['rice-tilda-*'], ['rice-*']), ids);
    expect(grades.get('rice-tilda-basmati-2kg')).toBe(2);
    expect(grades.get('rice-aldoha-egyptian-1kg')).toBe(1);
    expect(grades.has('oil-borges-olive-1l')).toBe(false);
    expect(() => judge(q('x', ['no-such-*']), ids)).toThrow(/matches no product/);
  });
});
