import { beforeAll, describe, expect, it } from 'vitest';
import { type PipelineSearch, pipelineSearch, row } from '../../../../test/support/pipeline-search.ts';

const catalog = [
  row(
    'airfryer-philips',
    { ar: 'قلاية هوائية فيليبس XL 6 لتر', en: 'Philips Airfryer XL 6 L' },
    {
      category: ['Kitchen'],
    },
  ),
  row(
    'airfryer-tefal',
    { ar: 'مقلاة هوائية تيفال 4 لتر', en: 'Tefal air fryer 4 L' },
    { category: ['Kitchen'] },
  ),
  row(
    'fryer-deep',
    { ar: 'قلاية زيت كهربائية 3 لتر', en: 'Electric deep fryer 3 L' },
    { category: ['Kitchen'] },
  ),
  row('fan-air', { ar: 'مروحة هوائية عمودية', en: 'Tower air fan' }, { category: ['Cooling'] }),
  row(
    'dryer-clothes',
    { ar: 'نشافة ملابس 8 كيلو', en: 'Clothes dryer 8 kg' },
    {
      category: ['Laundry'],
      description: { ar: 'تجفيف سريع للملابس' },
    },
  ),
  row('trousers-kids', { ar: 'بنطلون جينز اطفال', en: 'Kids jeans' }, { category: ['Fashion', 'Kids'] }),
  row('dress-kids', { ar: 'فستان صيفي اطفال', en: 'Kids summer dress' }, { category: ['Fashion', 'Kids'] }),
];

describe('partial matches: a query that finds few', () => {
  let search: PipelineSearch;
  beforeAll(async () => {
    search = await pipelineSearch(catalog);
  });

  it('lists the products of the head noun, those matching more words first, then those of the other words', async () => {
    // The query's own result, the lexicon's phrase for it (مقلاة هوائية), then the partial
    // matches: the other fryer (the head noun), then the fan (the other words).
    const ids = await search.ids('قلاية هوائية كبيرة للعائلة');
    expect(ids).toEqual(['airfryer-philips', 'airfryer-tefal', 'fryer-deep', 'fan-air']);
  });

  it('ranks the results together when no product is of the kind the head names', async () => {
    // `ملابس` only in a dryer's name: no clothes are named so; the kids' clothes rank with it.
    const ids = await search.ids('ملابس اطفال صيفي');
    expect(ids[0]).toBe('dress-kids');
    expect(ids).toContain('trousers-kids');
  });
});
