import { beforeAll, describe, expect, it } from 'vitest';
import { type PipelineSearch, pipelineSearch, row } from '../../../../test/support/pipeline-search.ts';

const BAGS = ['Bags'];
const catalog = [
  row('backpack-nike', { en: 'Nike Brasilia backpack black' }, { category: BAGS }),
  row('backpack-samsonite', { en: 'Samsonite laptop backpack' }, { category: BAGS }),
  row('schoolbag-kids', { en: 'Kids school bag with wheels' }, { category: BAGS }),
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
    expect(plain.ids.slice(2).sort()).toEqual(['handbag-leather', 'schoolbag-kids']);
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

  it('does not browse a category the request already filters on', async () => {
    const answer = await search.answer('backpack', { filters: { category: ['bags'] } });
    expect(answer.debug?.same_category).toBeUndefined();
  });
});
