import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../../domain/language/index.ts';
import type { ProductDocument } from '../../../domain/search/product-document.ts';
import { SimpleAnalyzer } from '../embedded/simple-analyzer.ts';
import { buildProductSource, removalMarker } from './document-builder.ts';

const PHONES = { en: 'Phones', ar: 'هواتف' };
const headphones: ProductDocument = {
  id: 'p1',
  name: { en: 'Samsung Wireless Headphones', ar: 'سماعات سامسونج اللاسلكية' },
  description: { en: 'Noise cancelling.', ar: 'عزل الضوضاء.' },
  brand: 'Samsung',
  price: 500,
  salePrice: 450,
  currency: 'SAR',
  inStock: true,
  categories: [
    {
      id: 'headphones',
      path: [{ en: 'Electronics', ar: 'إلكترونيات' }, PHONES, { en: 'Headphones', ar: 'سماعات' }],
      ancestorIds: ['electronics', 'phones', 'headphones'],
    },
  ],
  attributes: { Color: 'Black', 'Size.cm': '18.5 cm' },
  createdAt: 1_700_000_000_000,
  popularity: 42,
  revision: 7,
};

describe('buildProductSource', () => {
  const source = buildProductSource(headphones, createAnalyzer(), 't1');

  it('indexes each language of the name in its own fields: surface forms and other forms', () => {
    expect(source.name_exact_en).toEqual(['samsung wireless headphones']);
    expect(source.name_forms_en).toEqual(['headphone']);
    expect(source.name_exact_ar).toEqual(['سماعات سامسونج اللاسلكيه']);
    // stems, clitic-free forms and the transliterated brand, each word's forms once
    expect(source.name_forms_ar).toEqual(['سماع samsung لاسلكيه لاسلك']);
  });

  it('indexes description and category names per language, brand and attribute values once', () => {
    expect(source.description_exact_en).toEqual(['noise cancelling']);
    // the analyzer's normal form (final hamza dropped), as the embedded engine indexes it
    expect(source.description_exact_ar).toEqual(['عزل الضوضا']);
    expect(source.category_exact_en).toEqual(['electronics', 'phones', 'headphones']);
    expect(source.category_exact_ar).toEqual(['الكترونيات', 'هواتف', 'سماعات']);
    expect(source.brand_exact).toEqual(['samsung']);
    // a quantity is one word to the analyzer
    expect(source.attribute_exact).toEqual(['black', '18.5cm']);
  });

  it('keeps filter and sort values: effective price, ancestors, normalized attributes', () => {
    expect(source).toMatchObject({
      id: 'p1',
      tenant_id: 't1',
      live: true,
      in_stock: true,
      price: 450,
      created_at: 1_700_000_000_000,
      popularity: 42,
      category_ids: ['electronics', 'phones', 'headphones'],
      category_nodes: ['000\u001felectronics', '001\u001fphones', '002\u001fheadphones'],
      attrs: { brand: ['samsung'], color: ['black'], 'size%2Ecm': ['18.5 cm'] },
      attrs_display: { brand: ['Samsung'], color: ['Black'], 'size%2Ecm': ['18.5 cm'] },
      attr_num: { 'size%2Ecm': [18.5] },
    });
  });

  it('keeps the texts and category labels for highlights and facets, outside the index', () => {
    expect(source.display).toEqual({
      texts: { name: headphones.name, description: headphones.description, brand: 'Samsung' },
      categories: {
        electronics: { en: 'Electronics', ar: 'إلكترونيات' },
        phones: PHONES,
        headphones: { en: 'Headphones', ar: 'سماعات' },
      },
    });
  });

  it('records the vocabulary and the keys that suggestions look through', () => {
    const vocab = source.vocab as string[];
    expect(vocab).toContain('samsung\u001fsamsung');
    expect(vocab).toContain('اللاسلكيه\u001fاللاسلكية');
    expect(source.vocab_text).toContain('headphones');
    expect(source.brand_key).toEqual(['samsung\u001fSamsung']);
    // every form of the label's words: a typed word may stand for any of them
    expect(source.category_keys).toContain(
      `headphones headphone\u001fheadphones\u001f${JSON.stringify({ en: 'Headphones', ar: 'سماعات' })}`,
    );
    expect(source.category_keys).toContain(`هواتف هاتف\u001fphones\u001f${JSON.stringify(PHONES)}`);
  });

  it('leaves out empty texts and takes a category without ancestors as its own root', () => {
    const bare = buildProductSource(
      {
        ...headphones,
        description: {},
        brand: null,
        salePrice: null,
        attributes: { Empty: '  ' },
        categories: [{ id: 'misc', path: [{ en: 'Misc' }], ancestorIds: [] }],
      },
      new SimpleAnalyzer(),
      't1',
    );
    expect(bare.description_exact_en).toBeUndefined();
    expect(bare.brand_exact).toBeUndefined();
    expect(bare.price).toBe(500);
    expect(bare.attrs).toEqual({});
    expect(bare.category_ids).toEqual(['misc']);
    expect(bare.category_nodes).toEqual(['000\u001fmisc']);
  });
});

describe('removalMarker', () => {
  it('is a non-live document carrying only the ids', () => {
    expect(removalMarker('p9', 't1')).toEqual({ id: 'p9', tenant_id: 't1', live: false });
  });
});
