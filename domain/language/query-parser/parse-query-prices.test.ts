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

describe('parseQuery: prices', () => {
  it.each([
    ['under 200', { lte: 200 }],
    ['below 200', { lte: 200 }],
    ['less than 200', { lte: 200 }],
    ['< 200', { lte: 200 }],
    ['over 100', { gte: 100 }],
    ['100-300', { gte: 100, lte: 300 }],
    ['between 100 and 300', { gte: 100, lte: 300 }],
    ['أقل من ٢٠٠', { lte: 200 }],
    ['تحت 200 ريال', { lte: 200 }],
    ['ارخص من ١٠٠', { lte: 100 }],
    ['اكثر من 50', { gte: 50 }],
    ['من 100 الى 300', { gte: 100, lte: 300 }],
    ['بين 100 و 300', { gte: 100, lte: 300 }],
    ['بين ١٠٠ و٣٠٠ ريال', { gte: 100, lte: 300 }],
    ['under 1,500 sar', { lte: 1500 }],
    ['تحت ٢ ألف', { lte: 2000 }],
    ['اقل من الفين', { lte: 2000 }],
    ['اقل من الف وخمسمية', { lte: 1500 }],
    ['اقل من اربعتلاف', { lte: 4000 }],
    ['تحت خمستلاف وخمسمية', { lte: 5500 }],
    ['تحت خمسة وعشرين الف ريال', { lte: 25000 }],
    ['under 2k', { lte: 2000 }],
    ['200 ر.س وأقل', { lte: 200 }],
    ['100 and up', { gte: 100 }],
    ['from 100 sar', { gte: 100 }],
  ])('%s', (text, price) => {
    const parsed = parse(text);
    expect(parsed.filters.price).toEqual(price);
    expect(parsed.rewritten).toBe('');
  });

  it.each([
    ['ابي جوال بحدود ٨٠٠', 'ابي جوال', 800],
    ['عايز موبايل مش اكتر من ٨٠٠', 'عايز موبايل', 800],
    ['ابي قلايه ما تزيد عن ٤٠٠', 'ابي قلايه', 400],
    ['بدي تلفون سعره تحت ال ٥٠٠', 'بدي تلفون', 500],
    ['لابتوب ماشي كثر من 4000', 'لابتوب', 4000],
    ['لابتوب ميزانيتي ٣٠٠٠', 'لابتوب', 3000],
  ])('reads the dialect ceiling of %s', (text, rest, lte) => {
    const parsed = parse(text);
    expect(parsed.filters.price).toEqual({ lte });
    expect(parsed.rewritten).toBe(rest);
  });

  it('leaves the rest of the words as the text query', () => {
    const parsed = parse('جوال سامسونج بسعر أقل من ٢٠٠٠ ريال');
    expect(parsed.filters.price).toEqual({ lte: 2000 });
    expect(parsed.rewritten).toBe('جوال');
    expect(parsed.extracted.map((e) => e.kind)).toEqual(['brand', 'price']);
    expect(parsed.extracted[1]?.text).toBe('بسعر أقل من ٢٠٠٠ ريال');
  });

  it('reads currency words and symbols', () => {
    for (const text of ['under $200', 'under 200$', 'تحت 200 دولار', 'under 200 usd']) {
      expect(parse(text, { currency: 'USD' }).filters.price).toEqual({ lte: 200 });
    }
    for (const text of ['تحت 200 درهم', 'under 200 AED', 'اقل من 200 د.إ']) {
      expect(parse(text, { currency: 'AED' }).filters.price).toEqual({ lte: 200 });
    }
    expect(parse('اقل من 300 جنيه', { currency: 'EGP' }).filters.price).toEqual({ lte: 300 });
    expect(parse('تحت 5 دينار', { currency: 'KWD' }).filters.price).toEqual({ lte: 5 });
    expect(parse('تحت 100 ريال', { currency: 'QAR' }).filters.price).toEqual({ lte: 100 });
    expect(parse('عطر تحت 300 ريال سعودي')).toMatchObject({
      rewritten: 'عطر',
      filters: { price: { lte: 300 } },
    });
    expect(parse('عطر تحت 300 ريال قطري').extracted[0]).toMatchObject({ applied: false });
  });

  it('does not filter on a price in another currency, but reports it', () => {
    const parsed = parse('iphone under $500');
    expect(parsed.filters.price).toBeUndefined();
    expect(parsed.extracted[0]).toMatchObject({ kind: 'price', lte: 500, applied: false });
    expect(parsed.rewritten).toBe('iphone');
  });

  it('does not take quantities, model numbers or brand names for prices', () => {
    expect(parse('ماء اقل من 2 لتر').filters.price).toBeUndefined();
    expect(parse('iphone 15').rewritten).toBeNull();
    expect(parse('galaxy s23').rewritten).toBeNull();
    expect(parse('from 100').rewritten).toBeNull();
    expect(parse('under armour shoes').filters.price).toBeUndefined();
  });

  it('reads "up to" as a price only with a currency or a price word', () => {
    expect(parse('حفاضات لحد 14 كيلو').filters.price).toBeUndefined();
    expect(parse('laptop sleeve up to 14 inch').filters.price).toBeUndefined();
    expect(parse('نقط انف للاطفال حتى 11 سنة').filters.price).toBeUndefined();
    expect(parse('toys up to 3 years').filters.price).toBeUndefined();
    expect(parse('جوال حتى 1000').filters.price).toBeUndefined();
    expect(parse('جوال حتى 1000 ريال').filters.price).toEqual({ lte: 1000 });
    expect(parse('phone up to 500 sar').filters.price).toEqual({ lte: 500 });
    expect(parse('جوال بسعر لحد 1000').filters.price).toEqual({ lte: 1000 });
  });

  it('never reads an age, a size or a count as an amount', () => {
    expect(parse('العاب اقل من 3 سنوات').filters.price).toBeUndefined();
    expect(parse('shoes under size 42').filters.price).toBeUndefined();
    expect(parse('baby clothes under 12 months').filters.price).toBeUndefined();
    expect(parse('كنبة اكثر من 3 مقاعد').filters.price).toBeUndefined();
    expect(parse('جوال تحت 1000').filters.price).toEqual({ lte: 1000 });
  });

  it('reads a range whose "and" or "to" is written onto the second number in words', () => {
    expect(parse('جوال بين الف والفين').filters.price).toEqual({ gte: 1000, lte: 2000 });
    expect(parse('جوال من الف لالفين').filters.price).toEqual({ gte: 1000, lte: 2000 });
    // Only after بين or من: two numbers side by side are no range.
    expect(parse('الف والفين').filters.price).toBeUndefined();
    // Nor an age range.
    expect(parse('العاب من تلاتة لخمس سنين').filters.price).toBeUndefined();
  });

  it('combines a floor and a ceiling', () => {
    expect(parse('shoes over 100 under 300').filters.price).toEqual({ gte: 100, lte: 300 });
  });
});
