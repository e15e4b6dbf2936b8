import { describe, expect, it } from 'vitest';
import { ProductIn } from '../../domain/catalog/product.ts';
import { lexiconGroups } from '../../domain/language/dialect-lexicon.ts';
import { DEV_SET } from './dev/index.ts';
import { syntheticProducts } from './synthetic-catalog.ts';

describe('the synthetic catalog of the lexicon sweep', () => {
  const products = syntheticProducts();

  it('holds one valid product per group with a plain Arabic word, none sharing an id with the dev set', () => {
    const plain = lexiconGroups().filter((g) =>
      g.entries.some(
        (e) => e.lang === 'ar' && e.ambiguous === undefined && e.generic !== true && !e.word.includes(' '),
      ),
    );
    expect(products.map((p) => p.id).sort()).toEqual(plain.map((g) => `lex-${g.id}`).sort());
    const dev = new Set(DEV_SET.catalog.map((p) => p.id));
    for (const p of products) {
      expect(dev.has(p.id), p.id).toBe(false);
      expect(ProductIn.safeParse(p).success, p.id).toBe(true);
    }
  });

  it("names each product by its group's Modern Standard Arabic word where it has one", () => {
    for (const group of lexiconGroups()) {
      const product = products.find((p) => p.id === `lex-${group.id}`);
      if (product === undefined) continue;
      const entry = group.entries.find((e) => e.lang === 'ar' && e.word === product.name.ar);
      expect(entry, group.id).toBeDefined();
      const msa = group.entries.some(
        (e) =>
          e.lang === 'ar' &&
          e.regions.includes('msa') &&
          e.ambiguous === undefined &&
          e.generic !== true &&
          !e.word.includes(' '),
      );
      if (msa) expect(entry?.regions, group.id).toContain('msa');
    }
  });
});
