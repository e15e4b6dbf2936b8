import { describe, expect, it } from 'vitest';
import { parseQuery } from './parse-query.ts';
import type { ParseQueryOptions } from './parsed-query.ts';

const STORE: ParseQueryOptions = {
  lang: 'ar',
  brands: ['Samsung', 'Apple', 'Nike', 'أديداس', 'Jarir'],
  categories: [
    { id: 'phones', names: ['هواتف', 'Phones'] },
    { id: 'bags', names: ['حقائب', 'Bags'] },
    { id: 'smart-watches', names: ['ساعات ذكية', 'Smart watches'] },
  ],
  currency: 'SAR',
};
const parse = (text: string, options: Partial<ParseQueryOptions> = {}) =>
  parseQuery(text, { ...STORE, ...options });

describe('parseQuery: sort words', () => {
  it.each([
    ['cheapest phone', 'price_asc', 'phone'],
    ['الأرخص', 'price_asc', ''],
    ['ارخص جوال', 'price_asc', 'جوال'],
    ['most expensive watch', 'price_desc', 'watch'],
    ['الأغلى', 'price_desc', ''],
    ['newest shoes', 'newest', 'shoes'],
    ['latest', 'newest', ''],
    ['أحدث جوالات', 'newest', 'جوالات'],
    ['جوال جديد', 'newest', 'جوال'],
    ['best selling perfume', 'popular', 'perfume'],
    ['العطور الأكثر مبيعا', 'popular', 'العطور'],
    ['الاكثر مبيعاً', 'popular', ''],
  ])('%s → %s', (text, sort, rewritten) => {
    const parsed = parse(text);
    expect(parsed.sort).toBe(sort);
    expect(parsed.rewritten).toBe(rewritten);
  });

  it('reads no sort word inside a lexicon phrase: مولود جديد is a newborn, not the newest', () => {
    expect(parse('حفاضات مولود جديد').sort).toBeNull();
    expect(parse('بدي حفاضات للمولود الجديد').sort).toBeNull();
    expect(parse('جوال جديد').sort).toBe('newest');
  });

  it('reads a plain adjective after what the product is for as describing that, not as a sort', () => {
    // Oil for my new car, a cover for my new phone: no order.
    expect(parse('زيت لسيارتي الكامري الجديدة').sort).toBeNull();
    expect(parse('كفر لجوالي الجديد').sort).toBeNull();
    expect(parse('شاحن حق الايفون الجديد').sort).toBeNull();
    // Its engine is new, my car is new: said of the owned thing, no order.
    expect(parse('ابي زيت للسياره مكينتها جديده').sort).toBeNull();
    expect(parse('زيت سيارتي جديدة').sort).toBeNull();
    // A superlative still asks for an order; a product's own adjective with ل and ي is no owner.
    expect(parse('شاحن لجوالي الارخص').sort).toBe('price_asc');
    expect(parse('سماعة لاسلكي جديدة').sort).toBe('newest');
    expect(parse('جوال جديد لبنتي').sort).toBe('newest');
  });

  it('reads "ارخص من" as a price, not a sort', () => {
    const parsed = parse('ارخص من 100');
    expect(parsed.sort).toBeNull();
    expect(parsed.filters.price).toEqual({ lte: 100 });
  });

  it.each([
    ['سماعة مش غالية', 'price_asc', 'سماعة'],
    ['جوال مو غالي', 'price_asc', 'جوال'],
    ['headphones not expensive', 'price_asc', 'headphones'],
  ])('reads a negated "expensive" as the cheap end: %s', (text, sort, rewritten) => {
    const parsed = parse(text);
    expect(parsed.sort).toBe(sort);
    expect(parsed.rewritten).toBe(rewritten);
  });

  it.each(['جوال مش جديد', 'ساعة مو رخيصة', 'shoes not cheap'])(
    'orders nothing by a negated sort word: %s',
    (text) => {
      expect(parse(text).sort).toBeNull();
    },
  );

  it('keeps words of brand names such as New Balance', () => {
    expect(parse('new balance shoes').sort).toBeNull();
  });
});

describe('parseQuery: brands', () => {
  it('extracts a store brand in either script when other words remain', () => {
    expect(parse('جوال سامسونج').filters.brand).toEqual(['Samsung']);
    expect(parse('سامسونغ galaxy').filters.brand).toEqual(['Samsung']);
    expect(parse('adidas shoes').filters.brand).toEqual(['أديداس']);
    expect(parse('حذاء نايكي').filters.brand).toEqual(['Nike']);
    expect(parse('حذاء نايكي').rewritten).toBe('حذاء');
  });

  it('reads a brand only by its own name or a spelling the table knows, never by its sound', () => {
    expect(parse('مكتبة جرير').filters.brand).toBeUndefined();
    expect(parse('مكتبة Jarir').filters.brand).toEqual(['Jarir']);
    // `زين` is "good", not the brand Zain; `نور` is "light", not Noor.
    const store = { brands: ['Zain', 'Noor', 'Samsung'] };
    expect(parse('جوال زين ورخيص', store)).toMatchObject({ filters: {}, rewritten: null });
    expect(parse('نور سيارة ليد', store).filters.brand).toBeUndefined();
    expect(parse('جوال سامسونج زين', store).filters.brand).toEqual(['Samsung']);
  });

  it('keeps a brand that is the whole query as a text query', () => {
    const parsed = parse('samsung');
    expect(parsed.filters.brand).toBeUndefined();
    expect(parsed.rewritten).toBeNull();
    expect(parse('سامسونج الأرخص')).toMatchObject({ sort: 'price_asc', rewritten: 'سامسونج' });
  });

  it('does not take a product line for its parent brand', () => {
    expect(parse('ايفون 15 برو').filters.brand).toBeUndefined();
  });

  it('does not extract brands the store does not sell', () => {
    expect(parse('جوال هواوي').filters.brand).toBeUndefined();
  });
});

describe('parseQuery: colors', () => {
  it.each([
    ['فستان أحمر', 'red', 'فستان'],
    ['شنطة حمراء', 'red', 'شنطة'],
    ['أحذية سوداء', 'black', 'أحذية'],
    ['تيشيرت أبيض', 'white', 'تيشيرت'],
    ['عباية بيضاء', 'white', 'عباية'],
    ['قميص أزرق فاتح', 'blue', 'قميص'],
    ['فستان زرقاء', 'blue', 'فستان'],
    ['كنبة خضراء', 'green', 'كنبة'],
    ['شنطة صفراء', 'yellow', 'شنطة'],
    ['red dress', 'red', 'dress'],
    ['shoes in black', 'black', 'shoes'],
    ['جوال باللون الأسود', 'black', 'جوال'],
    ['navy blue shirt', 'navy', 'shirt'],
  ])('%s → %s', (text, color, rewritten) => {
    const parsed = parse(text);
    expect(parsed.filters.color).toEqual([color]);
    expect(parsed.rewritten).toBe(rewritten);
  });

  it('reads plural colors', () => {
    expect(parse('جزم سود').filters.color).toEqual(['black']);
  });

  it('takes a food or product word for a color only with a color word or a shade, even when the store has the color', () => {
    const store = { colors: ['Orange', 'Olive', 'Cream', 'Red'] };
    expect(parse('orange juice').filters.color).toBeUndefined();
    expect(parse('orange shirt', store)).toMatchObject({ filters: {}, rewritten: null });
    expect(parse('olive oil 1 litre', store).filters.color).toBeUndefined();
    expect(parse('cream cheese', store).filters.color).toBeUndefined();
    expect(parse('shirt color orange', store).filters.color).toEqual(['orange']);
    expect(parse('dark olive jacket', store)).toMatchObject({
      filters: { color: ['olive'] },
      rewritten: 'jacket',
    });
    expect(parse('red dress', store).filters.color).toEqual(['red']);
  });

  it('only extracts the store colors when the store lists them', () => {
    expect(parse('فستان أحمر', { colors: ['Black'] }).filters.color).toBeUndefined();
    expect(parse('فستان أحمر', { colors: ['أحمر'] }).filters.color).toEqual(['red']);
  });

  it('keeps a color that is the whole query as text, and extracts it beside a kept brand', () => {
    expect(parse('أحمر').rewritten).toBeNull();
    expect(parse('samsung red')).toMatchObject({ rewritten: 'samsung', filters: { color: ['red'] } });
  });
});

describe('parseQuery: categories', () => {
  it('extracts a store category by its singular stem, in either language', () => {
    expect(parse('هاتف سامسونج أسود 128 جيجا')).toMatchObject({
      rewritten: '128 جيجا',
      filters: { brand: ['Samsung'], color: ['black'], category: ['phones'] },
    });
    // With nothing else left, the brand and the category stay as text and the color is extracted.
    expect(parse('هاتف سامسونج أسود')).toMatchObject({
      rewritten: 'هاتف سامسونج',
      filters: { color: ['black'] },
    });
    expect(parse('حقائب جلد').filters.category).toEqual(['bags']);
    expect(parse('الحقائب الجلد').filters.category).toEqual(['bags']);
    expect(parse('leather bags').filters.category).toEqual(['bags']);
    expect(parse('ساعة ذكية للرياضة').filters.category).toEqual(['smart-watches']);
  });

  it('keeps a category that is the whole query as text', () => {
    expect(parse('هواتف').rewritten).toBeNull();
    expect(parse('هواتف تحت 1000')).toMatchObject({ rewritten: 'هواتف', filters: { price: { lte: 1000 } } });
  });
});

describe('parseQuery: brands', () => {
  it('leaves to the text a brand used for the whole kind, and a product word that sounds like a brand', () => {
    const store = { brands: ['Pampers', 'Chipsy', 'Fresh', 'Samsung'] };
    expect(parse('بامبرز مقاس 3', store).filters.brand).toBeUndefined();
    expect(parse('شيبس بالجبنة', store).filters.brand).toBeUndefined();
    expect(parse('فرشة سرير', store).filters.brand).toBeUndefined();
    expect(parse('شيبسي طماطم', store).filters.brand).toBeUndefined();
    expect(parse('جوال سامسونج', store).filters.brand).toEqual(['Samsung']);
  });
});

describe('parseQuery: what a product is for is not a filter', () => {
  const store = {
    brands: ['Apple', 'Samsung', 'Spigen'],
    categories: [
      { id: 'phones', names: ['هواتف', 'Phones'] },
      { id: 'cats', names: ['قطط', 'Cats'] },
      { id: 'kids', names: ['أطفال', 'Kids'] },
    ],
  };
  it.each([
    ['need a case for my iphone 15'],
    ['charger for samsung'],
    ['شاحن عشان سامسونج'],
    ['كفر حق ايفون'],
    ['شاحن للايفون'],
    ['toys for kids'],
  ])('%s', (text) => {
    const parsed = parse(text, store);
    expect(parsed.filters.brand).toBeUndefined();
    expect(parsed.filters.category).toBeUndefined();
  });

  it('reads a category written with "for the" (whom the product is for)', () => {
    expect(parse('ملابس للأطفال', store).filters.category).toEqual(['kids']);
  });

  it('still reads the brand a product is of', () => {
    expect(parse('spigen case for iphone', store).filters.brand).toEqual(['Spigen']);
    expect(parse('جوال سامسونج', store).filters.brand).toEqual(['Samsung']);
  });
});

describe('parseQuery: a category word several categories share', () => {
  it('reads no category from it, and reads the full name', () => {
    const store = {
      categories: [
        { id: 'gaming', names: ['ألعاب', 'Gaming'] },
        { id: 'toys', names: ['ألعاب أطفال', 'Toys'] },
      ],
    };
    expect(parse('العاب تركيب', store).filters.category).toBeUndefined();
    expect(parse('العاب اطفال خشب', store).filters.category).toEqual(['toys']);
  });
});

describe('parseQuery: nothing to extract', () => {
  it('answers rewritten null and empty filters', () => {
    expect(parse('شاحن سريع')).toEqual({ rewritten: null, filters: {}, sort: null, extracted: [] });
  });
});
