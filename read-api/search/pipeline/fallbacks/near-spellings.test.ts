import { beforeAll, describe, expect, it } from 'vitest';
import { type PipelineSearch, pipelineSearch, row } from '../../../../test/support/pipeline-search.ts';

const catalog = [
  row(
    'headphones',
    { ar: 'سماعة بلوتوث لاسلكية', en: 'Wireless Bluetooth headphones' },
    { category: ['Audio'] },
  ),
  row('hearing-amplifier', { ar: 'جهاز تقوية السمع', en: 'Hearing amplifier' }, { category: ['Health'] }),
  row('curtain', { ar: 'ستارة طول 250 سم', en: 'Curtain 250 cm long' }, { category: ['Home'] }),
];

describe('near spellings: a slip that shares a stem with another product', () => {
  let search: PipelineSearch;
  beforeAll(async () => {
    search = await pipelineSearch(catalog);
  });

  it('finds the product meant after those of the stem', async () => {
    // `سمعه` (a slip for سماعة, the alif dropped) reads as the stem سمع, "hearing": the hearing
    // amplifier, then the headphones.
    const answer = await search.answer('سمعه');
    expect(answer.ids).toEqual(['hearing-amplifier', 'headphones']);
    expect(answer.debug?.near_spellings).toMatchObject({
      corrections: [{ from: 'سمعه', to: 'سماعه' }],
      added: 1,
    });
    expect(answer.did_you_mean).toBeNull();
  });

  it('leaves a word held in its own form alone', async () => {
    const answer = await search.answer('سماعة');
    expect(answer.ids).toEqual(['headphones']);
    expect(answer.debug?.near_spellings).toBeUndefined();
  });

  it('does nothing when typo tolerance is off', async () => {
    const strict = await pipelineSearch(catalog, { settings: { typo_tolerance: false } });
    expect(await strict.ids('سمعه')).toEqual(['hearing-amplifier']);
  });
});

describe('a word the lexicon knows is no slip', () => {
  it('`شعرية`, the common spelling of vermicelli, finds it first, then pasta, and the hair shampoo by its stem last', async () => {
    const search = await pipelineSearch([
      row('shampoo', { ar: 'شامبو للشعر 400 مل', en: 'Hair shampoo 400 ml' }, { category: ['Care'] }),
      row('vermicelli', { ar: 'شعيرية 250 جرام', en: 'Vermicelli 250 g' }, { category: ['Food'] }),
      row('pasta', { ar: 'مكرونة اسباجتي 500 جرام', en: 'Spaghetti 500 g' }, { category: ['Food'] }),
    ]);
    for (const q of ['شعرية', 'شعريه']) {
      const answer = await search.answer(q);
      expect(answer.ids, q).toEqual(['vermicelli', 'pasta', 'shampoo']);
      expect(answer.debug?.near_spellings, q).toBeUndefined();
    }
  });
});
