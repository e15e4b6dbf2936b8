import { beforeAll, describe, expect, it } from 'vitest';
import { type PipelineSearch, pipelineSearch, row } from '../../../../test/support/pipeline-search.ts';

const PHONES = ['Phones'];
const catalog = [
  row(
    'phone-samsung-a15',
    { ar: 'جوال سامسونج جالكسي A15 اسود', en: 'Samsung Galaxy A15 phone black' },
    {
      brand: 'Samsung',
      category: PHONES,
    },
  ),
  row(
    'phone-nokia-rugged',
    { ar: 'جوال نوكيا مقاوم للماء', en: 'Nokia rugged waterproof phone' },
    {
      brand: 'Nokia',
      category: PHONES,
    },
  ),
  row(
    'phone-xiaomi-note',
    { ar: 'جوال شاومي ريدمي نوت اسود', en: 'Xiaomi Redmi Note phone black' },
    {
      brand: 'Xiaomi',
      category: PHONES,
    },
  ),
  row(
    'phone-apple-iphone',
    { ar: 'جوال ايفون 15 اسود', en: 'Apple iPhone 15 black' },
    {
      brand: 'Apple',
      category: PHONES,
    },
  ),
  ...['قميص', 'بنطلون', 'حذاء', 'شنطة', 'ساعة', 'نظارة'].map((kind, i) =>
    row(`black-${i}`, { ar: `${kind} اسود` }, { category: ['Fashion'] }),
  ),
  row(
    'watch-waterproof',
    { ar: 'ساعة رياضية مقاومة للماء', en: 'Waterproof sports watch' },
    {
      category: ['Watches'],
    },
  ),
];

describe('relaxation: a query that finds nothing', () => {
  let search: PipelineSearch;
  beforeAll(async () => {
    search = await pipelineSearch(catalog);
  });

  it('lets the most common word go first and keeps the rare, discriminating one', async () => {
    // No black waterproof phone: `اسود` (in 9 products) goes, `مقاوم` (in 2) stays with the head `جوال`.
    const answer = await search.answer('جوال اسود مقاوم للماء');
    expect(answer.ids[0]).toBe('phone-nokia-rugged');
    expect(answer.zero_result_help).toMatchObject({ relaxed: true });
    expect(answer.zero_result_help?.relaxed_query).toContain('مقاوم');
    expect(answer.zero_result_help?.relaxed_query).not.toContain('اسود');
  });

  it('keeps the words it let go as optional: the products matching them still rank first', async () => {
    // `ذكي` is in no product, `احمر` in none either: the phones, the black ones first.
    const ids = await search.ids('جوال اسود مقاوم احمر');
    expect(ids.slice(0, 1)).toEqual(['phone-nokia-rugged']);
    expect(ids.slice(1, 4).sort()).toEqual(['phone-apple-iphone', 'phone-samsung-a15', 'phone-xiaomi-note']);
  });

  it('never keeps a word the catalog only reads in the other script as the head', async () => {
    const ids = await search.ids('اريد جوال مقاوم للماء ازرق');
    expect(ids[0]).toBe('phone-nokia-rugged');
  });
});

describe('an unknown word does not empty a query', () => {
  let search: PipelineSearch;
  beforeAll(async () => {
    search = await pipelineSearch(catalog);
  });

  it('searches the known words and says the query was relaxed', async () => {
    const answer = await search.answer('جوال زين ورخيص للوالدة');
    expect(answer.ids.sort()).toEqual([
      'phone-apple-iphone',
      'phone-nokia-rugged',
      'phone-samsung-a15',
      'phone-xiaomi-note',
    ]);
    expect(answer.zero_result_help).toMatchObject({ relaxed: true, relaxed_query: 'جوال' });
    expect(answer.debug?.candidates).toMatchObject({ optional: ['زين', 'ورخيص', 'للوالدة'] });
  });

  it('finds nothing when no word is known', async () => {
    const answer = await search.answer('زين ورخيص');
    expect(answer.total).toBe(0);
    expect(answer.zero_result_help).toMatchObject({ relaxed: false });
  });
});

describe('relaxation: two rare words without the head', () => {
  const DAIRY = ['Dairy'];
  const dairy = [
    row(
      'feta-puck',
      { en: 'Puck feta cheese 500g', ar: 'جبنة فيتا بوك' },
      { brand: 'Puck', category: DAIRY },
    ),
    row('cheese-triangles', { en: 'Cheese triangles, 8', ar: 'جبنة مثلثات' }, { category: DAIRY }),
    row('cheese-cheddar', { en: 'Cheddar cheese slices', ar: 'جبنة شيدر شرائح' }, { category: DAIRY }),
    row(
      'halloumi-baladna',
      { en: 'Baladna halloumi 200g', ar: 'حلوم بلدنا' },
      { brand: 'Baladna', category: DAIRY },
    ),
    row('laban-baladna', { en: 'Baladna laban 1L', ar: 'لبن بلدنا' }, { brand: 'Baladna', category: DAIRY }),
    row('halloumi-akkawi', { en: 'Akkawi halloumi style 400g', ar: 'حلوم عكاوي' }, { category: DAIRY }),
  ];
  let search: PipelineSearch;
  beforeAll(async () => {
    search = await pipelineSearch(dairy);
  });

  it('are found together before the head alone (the brand and the kind the product is named by)', async () => {
    const answer = await search.answer('baladna halloumi cheese');
    expect(answer.ids[0]).toBe('halloumi-baladna');
    expect(answer.zero_result_help?.relaxed_query).toBe('baladna halloumi');
  });

  it('come after the subsets holding the head when one of those finds something', async () => {
    // No Baladna feta: `جبنة فيتا` keeps the head and finds the Puck feta before `فيتا بلدنا` is tried.
    const answer = await search.answer('جبنة فيتا بلدنا');
    expect(answer.ids[0]).toBe('feta-puck');
    expect(answer.zero_result_help?.relaxed_query).toBe('جبنة فيتا');
  });
});

describe('relaxation: a brand named in the other script with no kind', () => {
  const shop = [
    row(
      'keyboard-redragon',
      { en: 'Redragon K552 mechanical keyboard, Arabic/English' },
      { brand: 'Redragon', category: ['Computer Accessories'] },
    ),
    row(
      'mouse-redragon',
      { en: 'Redragon M711 gaming mouse' },
      { brand: 'Redragon', category: ['Computer Accessories'] },
    ),
    row('bread-arabic', { ar: 'خبز عربي' }, { category: ['Food'] }),
    ...['خبز توست', 'قهوة تركية', 'بهارات مشكلة'].map((name, i) =>
      row(`food-${i}`, { ar: name }, { category: ['Food'] }),
    ),
  ];
  let search: PipelineSearch;
  beforeAll(async () => {
    search = await pipelineSearch(shop);
  });

  it('keeps the brand before a rarer word', async () => {
    const answer = await search.answer('ريدراجون عربي');
    expect(answer.ids[0]).toMatch(/redragon/);
    expect(answer.zero_result_help?.relaxed_query).toBe('ريدراجون');
  });
});

describe('relaxation: packing words and nearby kinds', () => {
  const shop = [
    row(
      'water-12',
      { ar: 'مياه بيرين 330 مل 12 عبوة', en: 'Berain water 330ml x 12' },
      { category: ['Drinks'] },
    ),
    row(
      'paper-box',
      { ar: 'كرتون ورق A4 دبل ايه 5 رزم', en: 'Double A A4 paper, box of 5' },
      { category: ['Office'] },
    ),
    row('toy-box', { ar: 'كرتون ألعاب للصغار', en: 'Toy storage box for kids' }, { category: ['Kids'] }),
    row(
      'sandals-flat',
      { ar: 'صندل نسائي مسطح عسلي', en: 'Women flat sandals, tan' },
      { category: ['Shoes'] },
    ),
    row(
      'djellaba-summer',
      { ar: 'جلابة رجالية مغربية صيفية', en: 'Moroccan summer djellaba' },
      { category: ['Men'] },
    ),
    row('summer-hat', { ar: 'قبعة صيف', en: 'Summer hat' }, { category: ['Men'] }),
  ];
  let search: PipelineSearch;
  beforeAll(async () => {
    search = await pipelineSearch(shop);
  });

  it('keeps the head before other words when the words without it hold a packing word', async () => {
    // `كرتون صغار` (a carton, small ones) finds a toy box; the head `ماي` (water) is what is asked for.
    const answer = await search.answer('كرتون ماي صغار');
    expect(answer.ids[0]).toBe('water-12');
    expect(answer.zero_result_help?.relaxed_query).not.toBe('كرتون صغار');
  });

  it('keeps a head that names a nearby kind of the catalog before a rarer word', async () => {
    // `شحاطة` is slippers, related to the store's sandals; `للصيف` alone finds summer clothes.
    const answer = await search.answer('شحاطة مريحة للصيف');
    expect(answer.ids[0]).toBe('sandals-flat');
    expect(answer.zero_result_help?.relaxed_query).toBe('شحاطة');
  });

  it('keeps the head before a number and another word found together without it', async () => {
    // `عمرها 8` (her age, 8) finds the abaya for 8-year-olds; the dress is what is asked for.
    const kids = await pipelineSearch([
      row(
        'dress-party',
        { ar: 'فستان بناتي للحفلات وردي', en: 'Girls party dress, pink' },
        { category: ['Kids'] },
      ),
      row(
        'abaya-8',
        { ar: 'عباية بناتي سوداء عمر 8 سنوات', en: 'Girls abaya, black, age 8' },
        { category: ['Kids'] },
      ),
      row(
        'thobe-10',
        { ar: 'ثوب ولادي أبيض عمر 10 سنوات', en: 'Boys thobe, white, age 10' },
        { category: ['Kids'] },
      ),
    ]);
    const answer = await kids.answer('فستان سهرة لبنتي عمرها 8');
    expect(answer.ids[0]).toBe('dress-party');
    expect(answer.zero_result_help?.relaxed_query).not.toBe('عمرها 8');
  });
});

describe('relaxation: a device named without its kind', () => {
  let search: PipelineSearch;
  beforeAll(async () => {
    search = await pipelineSearch([
      row('sewing-machine', { ar: 'مكينة خياطة سنجر', en: 'Singer sewing machine' }, { category: ['Home'] }),
      row(
        'coffee-machine',
        { ar: 'مكينة قهوة ديلونجي', en: "De'Longhi coffee machine" },
        { category: ['Home'] },
      ),
      row('shaver', { en: 'Braun electric shaver' }, { category: ['Personal care'] }),
      row('trimmer', { en: 'Philips beard trimmer' }, { category: ['Personal care'] }),
    ]);
  });

  it('keeps the word after the device word: what the device is for names the product', async () => {
    // `جهاز` (a device) names no kind; `الحسانة` (shaving) is what it is for. (`مكينة ديال الحسانة`
    // is the lexicon's phrase `ماكينة الحسانة` and needs no relaxation; so is `آلة ديال الحسانة`,
    // `آلة` being an equivalent of `ماكينة` of one meaning.)
    const answer = await search.answer('جهاز ديال الحسانة');
    expect(['shaver', 'trimmer']).toContain(answer.ids[0]);
    expect(answer.zero_result_help?.relaxed_query).toBe('الحسانة');
  });

  it('reads tools of a kind (`ادوات مكياج`) as that kind: make-up, not tools', async () => {
    const shop = await pipelineSearch([
      row(
        'screwdrivers',
        { ar: 'طقم ادوات مفكات 32 قطعة', en: 'Screwdriver bits, 32' },
        { category: ['Tools'] },
      ),
      row('mascara', { ar: 'ماسكارا ميبلين', en: 'Maybelline mascara' }, { category: ['Beauty'] }),
      row('lipstick', { ar: 'روج ميبلين أحمر', en: 'Maybelline lipstick red' }, { category: ['Beauty'] }),
    ]);
    // No product says `مكياج`: the lexicon's make-up reaches its kinds, mascara and lipstick.
    const answer = await shop.answer('ادوات مكياج');
    expect(['mascara', 'lipstick']).toContain(answer.ids[0]);
    expect(['mascara', 'lipstick']).toContain(answer.ids[1]);
  });
});
