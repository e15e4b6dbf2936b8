import { expect, it } from 'vitest';
import { ProductIn, type ProductInput } from '../../domain/catalog/product.ts';
import { judge } from './judgements.ts';
import { QUERY_CLASSES, REGIONS, type TaggedQuery } from './tagged-query.ts';

export interface SetMinimums {
  readonly products: number;
  readonly queries: number;
  readonly perRegion: number;
  readonly perClass: number;
}

const words = (q: string): string[] => q.split(/\s+/).filter((w) => w !== '');

/**
 * The checks every tagged set (held-out, dev) passes: valid products with unique ids, enough
 * queries in every region and class, no duplicate query, every pattern selecting products and
 * every query asking for at least one, and queries of each class shaped as the class says.
 */
export function checkTaggedSet(
  catalog: readonly ProductInput[],
  queries: readonly TaggedQuery[],
  min: SetMinimums,
): void {
  const ids = catalog.map((p) => p.id);

  it(`holds at least ${min.products} valid products with unique ids`, () => {
    expect(catalog.length).toBeGreaterThanOrEqual(min.products);
    expect(new Set(ids).size).toBe(ids.length);
    for (const product of catalog) expect(ProductIn.safeParse(product).success, product.id).toBe(true);
  });

  it(`has at least ${min.queries} queries, none of them twice`, () => {
    expect(queries.length).toBeGreaterThanOrEqual(min.queries);
    const texts = queries.map((query) => query.q.trim().toLowerCase());
    const repeated = texts.filter((t, i) => texts.indexOf(t) !== i);
    expect(repeated).toEqual([]);
  });

  it(`has at least ${min.perRegion} queries in every region and ${min.perClass} in every class`, () => {
    for (const region of Object.keys(REGIONS))
      expect(queries.filter((query) => query.region === region).length, region).toBeGreaterThanOrEqual(
        min.perRegion,
      );
    for (const kind of Object.keys(QUERY_CLASSES))
      expect(queries.filter((query) => query.kind === kind).length, kind).toBeGreaterThanOrEqual(
        min.perClass,
      );
  });

  it('gives every query at least one product asked for, every pattern matching a product, grades 1 or 2', () => {
    for (const query of queries) {
      const grades = judge(query, ids);
      const values = [...grades.values()];
      expect(values.includes(2), query.q).toBe(true);
      expect(
        values.every((g) => g === 1 || g === 2),
        query.q,
      ).toBe(true);
      expect(
        query.want.filter((p) => query.ok.includes(p)),
        query.q,
      ).toEqual([]);
    }
  });

  it('writes long queries with 4 to 8 words and Arabizi queries with a Latin word of 5+ letters', () => {
    for (const query of queries.filter((x) => x.kind === 'long')) {
      expect(words(query.q).length, query.q).toBeGreaterThanOrEqual(4);
      expect(words(query.q).length, query.q).toBeLessThanOrEqual(8);
    }
    for (const query of queries.filter((x) => x.kind === 'arabizi'))
      expect(
        words(query.q).some((w) => /^[a-z0-9']{5,}$/i.test(w) && /[a-z]/i.test(w)),
        query.q,
      ).toBe(true);
  });

  it('writes queries the way shoppers type them: no harakat', () => {
    const harakat = queries.filter((query) => /[\u064B-\u0652]/.test(query.q)).map((query) => query.q);
    expect(harakat).toEqual([]);
  });
}
