import { beforeAll, describe, expect, it } from 'vitest';
import { type PipelineSearch, pipelineSearch, row } from '../../../../test/support/pipeline-search.ts';

const catalog = [
  row(
    'oil-noor-sunflower',
    { ar: 'زيت دوار الشمس نور 1.5 لتر', en: 'Noor sunflower oil 1.5 L' },
    {
      brand: 'نور',
      category: ['Food', 'Oil'],
    },
  ),
  row(
    'oil-noor-corn',
    { ar: 'زيت ذرة نور 1.8 لتر', en: 'Noor corn oil 1.8 L' },
    { brand: 'نور', category: ['Food', 'Oil'] },
  ),
  row(
    'oil-borges-olive',
    { ar: 'زيت زيتون بورجيس 1 لتر', en: 'Borges olive oil 1 litre' },
    {
      brand: 'Borges',
      category: ['Food', 'Oil'],
    },
  ),
  row(
    'car-led-h4',
    { ar: 'لمبة ليد سيارة H4 اضاءة بيضاء', en: 'Car LED headlight bulb H4' },
    {
      brand: 'Philips',
      category: ['Car', 'Lights'],
    },
  ),
  row(
    'car-led-h7',
    { ar: 'لمبة ليد سيارة H7', en: 'Car LED bulb H7' },
    { brand: 'Osram', category: ['Car', 'Lights'] },
  ),
  row(
    'car-led-interior',
    { ar: 'اضاءة ليد داخلية للسيارة', en: 'Car interior LED lights' },
    {
      brand: 'Osram',
      category: ['Car', 'Lights'],
    },
  ),
  ...['برتقال', 'تفاح', 'مانجو'].map((fruit, i) =>
    row(
      `juice-${['orange', 'apple', 'mango'][i]}`,
      { ar: `عصير ${fruit} فريش 1 لتر` },
      {
        brand: 'Juhayna',
        category: ['Food', 'Juice'],
      },
    ),
  ),
  row(
    'blender-fresh',
    { ar: 'خلاط فريش للعصير 1.5 لتر', en: 'Fresh blender 1.5 L' },
    {
      brand: 'فريش',
      category: ['Appliances'],
    },
  ),
  row(
    'jacket-olive',
    { ar: 'جاكيت رجالي زيتي', en: "Men's jacket olive" },
    {
      category: ['Fashion'],
      attributes: { Color: 'Olive' },
    },
  ),
  row(
    'jacket-black',
    { ar: 'جاكيت رجالي اسود', en: "Men's jacket black" },
    {
      category: ['Fashion'],
      attributes: { Color: 'Black' },
    },
  ),
];

describe('filters read from the text that empty the results go back to the text', () => {
  let search: PipelineSearch;
  beforeAll(async () => {
    search = await pipelineSearch(catalog);
  });

  it('searches a brand name that is an ordinary word (`نور`, light) as a word when the brand empties the results', async () => {
    const answer = await search.answer('نور ليد سيارة');
    expect(answer.ids.slice(0, 3).sort()).toEqual(['car-led-h4', 'car-led-h7', 'car-led-interior']);
    expect(answer.query.filters).toEqual({});
    expect(answer.query.rewritten).toBe('نور ليد سيارة');
    expect(answer.debug?.text_filters).toMatchObject({ filtered_total: 0 });
  });

  it('gives a brand back to the text when it nearly empties the results', async () => {
    // `فريش` is fresh juice to the shopper and an appliance brand to the store: the brand finds
    // one blender, the words find the juices too.
    const answer = await search.answer('عصير فريش');
    expect(answer.query.filters).toEqual({});
    expect(answer.debug?.text_filters).toMatchObject({
      filtered_total: 1,
      as_text_total: 4,
      dropped: ['brand'],
    });
    expect(answer.ids.slice(0, 3).sort()).toEqual(['juice-apple', 'juice-mango', 'juice-orange']);
  });

  it('keeps a brand whose products the words find alike', async () => {
    const answer = await search.answer('ليد سيارة فيليبس');
    expect(answer.query.filters).toEqual({ brand: ['Philips'] });
    expect(answer.ids).toEqual(['car-led-h4']);
  });

  it('lets a price go with nothing under it, and says so', async () => {
    const answer = await search.answer('زيت نور تحت 5 ريال');
    expect(answer.ids.slice(0, 2).sort()).toEqual(['oil-noor-corn', 'oil-noor-sunflower']);
    expect(answer.query.filters).toEqual({});
    expect(answer.query.rewritten).toBe('زيت نور');
  });

  it('keeps a brand that finds what the words find', async () => {
    const answer = await search.answer('زيت نور');
    expect(answer.query.filters).toEqual({ brand: ['نور'] });
    expect(answer.ids.sort()).toEqual(['oil-noor-corn', 'oil-noor-sunflower']);
  });

  it('does not read a food word as a color, even in a store selling that color', async () => {
    const answer = await search.answer('olive oil 1 litre');
    expect(answer.query.filters).not.toHaveProperty('color');
    expect(answer.ids[0]).toBe('oil-borges-olive');
  });

  it('reads the color with a color word', async () => {
    const answer = await search.answer('jacket color olive');
    expect(answer.query.filters).toEqual({ color: ['olive'] });
    expect(answer.ids).toEqual(['jacket-olive']);
  });
});
