import { beforeAll, describe, expect, it } from 'vitest';
import { type PipelineSearch, pipelineSearch, row } from '../../../../test/support/pipeline-search.ts';
import { accessoriesAfter } from './accessories.ts';

const catalog = [
  // Listed first and cheaper, so that nothing but the rule puts the phone first.
  row(
    'case-s23fe',
    { en: 'Clear case for Galaxy S23 FE', ar: 'جراب شفاف جالكسي S23 FE' },
    { category: ['Mobile accessories'], price: 29 },
  ),
  row(
    'protector-s23fe',
    { en: 'Screen protector for Samsung Galaxy S23 FE', ar: 'لاصقة حماية شاشة لجالكسي S23 FE' },
    { category: ['Mobile accessories'], price: 19 },
  ),
  // Says nothing of what it is for, but is filed under accessories.
  row(
    'cover-s23fe',
    { en: 'Galaxy S23 FE silicone cover', ar: 'غطاء سيليكون جالكسي S23 FE' },
    { category: ['Mobile accessories'], price: 39 },
  ),
  row(
    'phone-s23fe',
    { en: 'Samsung Galaxy S23 FE 256GB Mint', ar: 'سامسونج جالكسي S23 FE سعة 256 جيجا' },
    { brand: 'Samsung', category: ['Phones'], price: 1999 },
  ),
];

describe('a query naming a model: the device before what is made for it', () => {
  let search: PipelineSearch;
  beforeAll(async () => {
    search = await pipelineSearch(catalog);
  });

  it('ranks the phone before the case, the cover and the screen protector made for it', async () => {
    const answer = await search.answer('galaxy s23 fe');
    expect(answer.ids[0]).toBe('phone-s23fe');
    expect(answer.ids.slice(1).sort()).toEqual(['case-s23fe', 'cover-s23fe', 'protector-s23fe']);
    expect(answer.debug?.accessories_after).toBe(3);
  });

  it('keeps the accessory the query names first', async () => {
    expect((await search.ids('case galaxy s23 fe'))[0]).toBe('case-s23fe');
    expect((await search.ids('جراب جالكسي S23 FE'))[0]).toBe('case-s23fe');
  });

  it('still puts the device first when the query names an activity it is for, not a device', async () => {
    // `للتصوير`, for taking pictures: a use of the phone, not a thing the case is made for.
    const answer = await search.answer('جالكسي S23 FE للتصوير');
    expect(answer.ids[0]).toBe('phone-s23fe');
    expect(answer.debug?.accessories_after).toBe(3);
  });

  it('leaves the order alone when the query says what the product is for', async () => {
    const answer = await search.answer('protector for galaxy s23 fe');
    expect(answer.ids[0]).toBe('protector-s23fe');
    expect(answer.debug?.accessories_after).toBeUndefined();
  });
});

describe('accessoriesAfter, tier by tier', () => {
  const hit = (id: string, score: number) => ({ id, score, highlights: {} });
  const none = new Set<string>();
  const product = (id: string) => ({
    use: { fits: id.startsWith('case') ? new Set(['galaxy']) : none, accessory: false },
    head: none,
    category: none,
  });
  const query = new Set(['galaxy']);

  it('moves the accessories of a later tier under its devices and leaves the tiers before as they were', () => {
    const tiers = [
      [hit('phone-a', 9), hit('phone-b', 8)],
      [hit('case-c', 5), hit('phone-d', 4)],
      [hit('phone-e', 2)],
    ];
    const moved = accessoriesAfter(tiers, query, product);
    expect(moved?.moved).toBe(1);
    expect(moved?.tiers.map((t) => t.map((h) => h.id))).toEqual([
      ['phone-a', 'phone-b'],
      ['phone-d', 'case-c'],
      ['phone-e'],
    ]);
    // Scores of the moved ones fall under the devices' (business signals keep the order).
    expect(moved?.tiers[1]?.[1]?.score).toBeLessThan(4);
    expect(moved?.tiers[0]).not.toBe(tiers[0]);
  });

  it('is null when no tier has both devices and accessories', () => {
    expect(accessoriesAfter([[hit('phone-a', 9)], [hit('case-b', 3)]], query, product)).toBeNull();
  });
});
