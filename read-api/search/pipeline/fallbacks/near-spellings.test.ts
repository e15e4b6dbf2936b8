import { beforeAll, describe, expect, it } from 'vitest';
import { type PipelineSearch, pipelineSearch, row } from '../../../../test/support/pipeline-search.ts';

const catalog = [
  row('shampoo', { ar: 'شامبو للشعر 400 مل', en: 'Hair shampoo 400 ml' }, { category: ['Care'] }),
  row('vermicelli', { ar: 'شعيرية 250 جرام', en: 'Vermicelli 250 g' }, { category: ['Food'] }),
  row('pasta', { ar: 'مكرونة اسباجتي 500 جرام', en: 'Spaghetti 500 g' }, { category: ['Food'] }),
];

describe('near spellings: a slip that shares a stem with another product', () => {
  let search: PipelineSearch;
  beforeAll(async () => {
    search = await pipelineSearch(catalog);
  });

  it('finds the product meant after those of the stem', async () => {
    // `شعريه` (a slip for شعيرية) reads as the stem شعر, "hair": the shampoo, then the vermicelli.
    const answer = await search.answer('شعريه');
    expect(answer.ids).toEqual(['shampoo', 'vermicelli']);
    expect(answer.debug?.near_spellings).toMatchObject({ added: 1 });
    expect(answer.did_you_mean).toBeNull();
  });

  it('leaves a word held in its own form alone', async () => {
    const answer = await search.answer('شعيرية');
    expect(answer.ids).toEqual(['vermicelli']);
    expect(answer.debug?.near_spellings).toBeUndefined();
  });

  it('does nothing when typo tolerance is off', async () => {
    const strict = await pipelineSearch(catalog, { settings: { typo_tolerance: false } });
    expect(await strict.ids('شعريه')).toEqual(['shampoo']);
  });
});
