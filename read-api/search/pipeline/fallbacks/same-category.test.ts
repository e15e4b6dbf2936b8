import { beforeAll, describe, expect, it } from 'vitest';
import { type PipelineSearch, pipelineSearch, row } from '../../../../test/support/pipeline-search.ts';

const BAGS = ['Bags'];
const catalog = [
  row('backpack-nike', { en: 'Nike Brasilia backpack black' }, { category: BAGS }),
  row('backpack-samsonite', { en: 'Samsonite laptop backpack' }, { category: BAGS }),
  // Not a "school bag": the lexicon reads that as a backpack, which the query finds itself.
  row('duffel-sports', { en: 'Sports duffel with shoe pocket' }, { category: BAGS }),
  row('handbag-leather', { en: 'Leather handbag beige' }, { category: BAGS }),
  row('wallet-leather', { en: 'Leather wallet brown' }, { category: ['Wallets'] }),
  row('sofa', { en: 'Three seater sofa' }, { category: ['Furniture'] }),
  ...['Dining table', 'Office chair', 'Bed frame'].map((name, i) =>
    row(`furniture-${i}`, { en: name }, { category: ['Furniture'] }),
  ),
];

describe('same category: a short page goes on with the kind’s neighbours', () => {
  let search: PipelineSearch;
  beforeAll(async () => {
    search = await pipelineSearch(catalog, { locales: ['en', 'ar'] });
  });

  it('lists the other bags after the backpacks, and nothing of other categories', async () => {
    const plain = await search.answer('backpack');
    expect(plain.ids.slice(0, 2).sort()).toEqual(['backpack-nike', 'backpack-samsonite']);
    expect(plain.ids.slice(2).sort()).toEqual(['duffel-sports', 'handbag-leather']);
    expect(plain.debug?.same_category).toMatchObject({ added: 2 });
    expect(plain.ids).not.toContain('sofa');
  });

  it('does not browse a category holding most of the catalog', async () => {
    const furniture = await pipelineSearch(
      ['Sofa', 'Dining table', 'Office chair'].map((name, i) =>
        row(`f-${i}`, { en: name }, { category: ['Furniture'] }),
      ),
    );
    expect(await furniture.ids('sofa')).toEqual(['f-0']);
  });

  it('judges the share of the catalog by the category alone, not under the shopper’s filters', async () => {
    // Bags are 4 of 6 products; in stock, 2 of them would look like a small category.
    const stock = (id: string, name: string, inStock: boolean) => ({
      ...row(id, { en: name }, { category: BAGS }),
      in_stock: inStock,
    });
    const mostlyBags = await pipelineSearch([
      stock('backpack-a', 'Hiking backpack 30 l', true),
      stock('backpack-b', 'Laptop backpack', false),
      stock('handbag-c', 'Leather handbag', true),
      stock('tote-d', 'Beach bag striped', false),
      row('sofa', { en: 'Three seater sofa' }, { category: ['Furniture'] }),
      row('table', { en: 'Dining table' }, { category: ['Furniture'] }),
    ]);
    const answer = await mostlyBags.answer('backpack', { filters: { in_stock: true } });
    expect(answer.ids).toEqual(['backpack-a']);
    expect(answer.debug?.same_category).toBeUndefined();
  });

  it('keeps a brand the query names: more of that brand in the category, never another brand', async () => {
    const phones = [
      row(
        'galaxy-s24',
        { en: 'Samsung Galaxy S24', ar: 'سامسونج جالكسي اس 24' },
        { brand: 'Samsung', category: ['Phones'] },
      ),
      row('z-flip', { en: 'Z Flip6 foldable 256GB' }, { brand: 'Samsung', category: ['Phones'] }),
      row('iphone-15', { en: 'Apple iPhone 15', ar: 'ايفون 15' }, { brand: 'Apple', category: ['Phones'] }),
      ...['Basmati rice 2kg', 'Olive oil 1 l', 'Green tea', 'Dates 1 kg'].map((name, i) =>
        row(`grocery-${i}`, { en: name }, { category: ['Grocery'] }),
      ),
    ];
    const store = await pipelineSearch(phones);
    for (const q of ['samsung', 'سامسونج']) {
      const answer = await store.answer(q);
      // The Z Flip's name does not say Samsung: its brand does, so the query finds it itself.
      expect(answer.ids, q).toEqual(expect.arrayContaining(['galaxy-s24', 'z-flip']));
      expect(answer.ids, q).not.toContain('iphone-15');
    }
    // The product line names the brand too: more Samsung phones, not the iPhone.
    const line = await store.answer('galaxy');
    expect(line.ids).toEqual(['galaxy-s24', 'z-flip']);
    expect(line.debug?.same_category).toMatchObject({ brands: ['Samsung'], added: 1 });
    // A brand of the table none of the results carries browses nothing.
    const unbranded = await pipelineSearch(phones.map((p) => ({ ...p, brand: null })));
    expect(await unbranded.ids('galaxy')).toEqual(['galaxy-s24']);
  });

  it('does not browse a category the request already filters on', async () => {
    const answer = await search.answer('backpack', { filters: { category: ['bags'] } });
    expect(answer.debug?.same_category).toBeUndefined();
  });
});
