import { describe, expect, it } from 'vitest';
import type { AnalysisContext, AnalyzedToken } from '../search/analyzer.ts';
import { createAnalyzer } from './analyzer.ts';
import { TERM_WEIGHTS } from './term-list.ts';

const analyzer = createAnalyzer();
const INDEX: AnalysisContext = { mode: 'index', lang: 'ar' };

const terms = (text: string, context: AnalysisContext = INDEX): string[][] =>
  analyzer.analyze(text, context).map((t) => t.terms.map((x) => x.term));
const allTerms = (text: string, context: AnalysisContext = INDEX): Set<string> =>
  new Set(terms(text, context).flat());
const termOf = (tokens: AnalyzedToken[], term: string) =>
  tokens.flatMap((t) => t.terms).find((x) => x.term === term);

describe('createAnalyzer: quantities', () => {
  it.each(['٢ لتر', '2L', '2 liters', '2000 مل', '2 ليتر', '٢لتر', '2 litre'])('%s is 2000ml', (text) => {
    const tokens = analyzer.analyze(text, INDEX);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.terms.map((t) => t.term)).toContain('2000ml');
  });

  it('reads a tyre rim (R15, ZR17) as its size in inches, which a shopper asks for as 15 or ١٥ انش', () => {
    expect(allTerms('إطار 195/65 R15')).toContain('15');
    expect(allTerms('Pneu 225/45 ZR17')).toContain('17');
    expect(allTerms('١٥ انش', { mode: 'query', lang: 'ar' })).toContain('15');
    // Not any letter before a number: a model name keeps its own word.
    expect(allTerms('Xiaomi Redmi A15')).not.toContain('15');
    expect(allTerms('R2D2')).not.toContain('2');
  });

  it('reads 1.5 لتر as 1500ml and 128 جيجا as 128GB', () => {
    expect(allTerms('1.5 لتر')).toContain('1500ml');
    expect(allTerms('١٫٥ لتر')).toContain('1500ml');
    expect(allTerms('1500ml')).toContain('1500ml');
    expect(allTerms('128 جيجا')).toContain('128gb');
    expect(allTerms('128GB')).toContain('128gb');
    expect(allTerms('5000 مللي أمبير')).toContain('5000mah');
    expect(allTerms('شاشة 55 بوصة')).toContain('55in');
    expect(allTerms('55"')).toContain('55in');
  });

  it('reads a count of pieces, packs or bottles as one quantity in both scripts', () => {
    for (const text of ['12 حبة', '١٢ حبه', '12 عبوة', '12 pcs', '12 pack', 'اتناشر حبة', '12 قطعة'])
      expect(allTerms(text), text).toContain('12pc');
    expect(allTerms('تونة 3 علب')).toContain('3pc');
    // The number stays searchable on its own; without a number, حبة is a word.
    expect(allTerms('12 عبوة')).toContain('12');
    expect(terms('رز حبة قصيرة')[1]).toContain('حبه');
  });

  it('reads an engine oil viscosity grade written apart as one word, not as watts', () => {
    expect(terms('زيت موبيل 5W-40 سعة 4 لتر')[2]).toEqual(['5w40']);
    expect(terms('0W-20')).toEqual([['0w20']]);
    expect(terms('5w40', { mode: 'query', lang: 'ar' })[0]).toContain('5w40');
    // A power and a count, or a size with its unit, stay apart.
    expect(allTerms('شاحن 5W 10 قطع')).toContain('10pc');
    expect(terms('شاحن 20w 30 سم')).toHaveLength(3);
  });

  it("reads an air conditioner's capacity in each market's unit as BTU (tons, horsepower, units)", () => {
    const query: AnalysisContext = { mode: 'query', lang: 'ar' };
    expect(allTerms('مكيف 18000 BTU')).toContain('18000btu');
    expect(allTerms('مكيف سبليت جري 18000 وحدة')).toContain('18000btu');
    // The Gulf's and Iraq's tons, with a fraction after the unit or before it; Egypt's horsepower.
    expect(allTerms('مكيف طن ونص', query)).toContain('18000btu');
    expect(allTerms('مكيف ١.٥ طن', query)).toContain('18000btu');
    expect(allTerms('تكييف اتنين وربع حصان', query)).toContain('18000btu');
    expect(allTerms('تكييف ٣ حصان', query)).toContain('24000btu');
    // A ton alone is one ton; a horse alone stays a word (`حصان هزاز`, a rocking horse).
    expect(allTerms('مكيف طن', query)).toContain('12000btu');
    expect(allTerms('حصان هزاز', query)).not.toContain('8000btu');
    // A small count of units is a count, not a capacity.
    expect(allTerms('20 وحدة')).not.toContain('20btu');
  });

  it('reads a number word with the article before its unit (ابو العشر كيلو, the ten-kilo one)', () => {
    const query: AnalysisContext = { mode: 'query', lang: 'ar' };
    expect(allTerms('تمن ابو العشر كيلو', query)).toContain('10000g');
    // Without a unit after it the word stays a word.
    expect(terms('العشر', query)[0]?.[0]).toBe('العشر');
  });

  it('reads one said after the unit (لتر واحد, كيلو واحد) as a quantity of one', () => {
    expect(allTerms('حليب لتر واحد')).toContain('1000ml');
    expect(allTerms('كيلو واحد')).toContain('1000g');
    expect(terms('لتر واحد')).toHaveLength(1);
    // A unit alone is still a word.
    expect(terms('لتر')[0]).toEqual(['لتر']);
  });

  it('reads a fraction word before a unit as a quantity', () => {
    expect(allTerms('حليب نص لتر')).toContain('500ml');
    expect(allTerms('نصف كيلو')).toContain('500g');
    expect(allTerms('ربع كيلو')).toContain('250g');
    expect(allTerms('half litre', { mode: 'query', lang: 'en' })).toContain('500ml');
    // Without a unit after it, نص is a word (text).
    expect(terms('نص قصير')[0]).toContain('نص');
  });

  it('reads numbers in words, duals and what follows a unit with و as quantities', () => {
    const quantity = (text: string) => {
      const tokens = analyzer.analyze(text, INDEX);
      expect(tokens).toHaveLength(1);
      return tokens[0]?.terms.find((t) => /^[\d.]+[a-z]+$/u.test(t.term))?.term;
    };
    expect(quantity('خمسة كيلو')).toBe('5000g');
    expect(quantity('عشرين الف مللي امبير')).toBe('20000mah');
    expect(quantity('لترين')).toBe('2000ml');
    expect(quantity('كيلو ونص')).toBe('1500g');
    expect(quantity('لتر و ربع')).toBe('1250ml');
    expect(quantity('2 كيلو ونص')).toBe('2500g');
    expect(quantity('كيلو وميتين')).toBe('1200g');
    expect(quantity('متر وعشرين')).toBe('1200mm');
    expect(quantity('تلت كيلو')).toBe('333.333g');
    expect(quantity('20 000 mAh')).toBe('20000mah');
    // A unit alone is not a quantity, nor a unit followed by an unrelated word.
    expect(terms('كيلو')).toEqual([['كيلو']]);
    expect(terms('كيلو وسط')).toHaveLength(2);
  });

  it('gives a lone number word its digits, a size its sides and 20k its thousands', () => {
    expect(allTerms('ميتين')).toContain('200');
    expect(allTerms('عشرين', { mode: 'query', lang: 'ar' })).toContain('20');
    expect([...allTerms('200x300cm')]).toEqual(expect.arrayContaining(['200', '300']));
    expect(allTerms('20k')).toContain('20000');
    // مية معدنية is mineral water.
    expect(allTerms('مية معدنية')).not.toContain('100');
  });

  it('reads an ordinal after a stage or a size as its number (مرحلة تانية: 2, المقاس التالت: 3)', () => {
    const query: AnalysisContext = { mode: 'query', lang: 'ar' };
    expect(terms('مرحلة تانية', query)[1]).toEqual(['2']);
    expect(terms('المقاس التالت', query)[1]).toEqual(['3']);
    expect(terms('نمرة اولى', query)[1]).toEqual(['1']);
    // Elsewhere an ordinal is a word: `اول مرة` (the first time), `درجة اولى` (first-rate).
    expect(allTerms('اول مرة', query)).not.toContain('1');
    expect(allTerms('درجة اولى', query)).not.toContain('1');
  });

  it('reads a number word that would not stand alone before a word of age or time (ست سنين: 6)', () => {
    const query: AnalysisContext = { mode: 'query', lang: 'ar' };
    expect(terms('ست سنين', query)).toEqual([['6'], ['سنين']]);
    expect(allTerms('تلت شهور', query)).toContain('3');
    // `ست` (a lady) and `تلت` (a third) alone stay words.
    expect(allTerms('ست الحبايب', query)).not.toContain('6');
    expect(allTerms('تلت', query)).not.toContain('3');
  });

  it('reads a number word before what a product is counted in (اربع عيون: 4, خمس ازواج: 5) or after عدد', () => {
    const query: AnalysisContext = { mode: 'query', lang: 'ar' };
    expect(terms('طباخ اربع عيون', query)[1]).toEqual(['4']);
    expect(terms('جوارب خمس ازواج', query)[1]).toEqual(['5']);
    expect(terms('كنبة تلات مقاعد', query)[1]).toEqual(['3']);
    expect(terms('طاولة ست اشخاص', query)[1]).toEqual(['6']);
    expect(terms('مخدات عدد اتنين', query)[2]).toEqual(['2']);
    expect(allTerms('خمس نجوم', query)).not.toContain('5');
    // After a brand or product line, its model number.
    expect(terms('بلايستيشن خمسة', query)[1]).toEqual(['5']);
    expect(terms('ايفون ست', query)[1]).toEqual(['6']);
  });

  it('reads a dual of age or time as 2 (سنتين, شهرين), in the index too, and not as one year', () => {
    const query: AnalysisContext = { mode: 'query', lang: 'ar' };
    expect(allTerms('هودي لعمر سنتين', query)).toContain('2');
    expect(allTerms('حليب من شهرين', query)).toContain('2');
    expect(allTerms('لعبة من عمر سنتين', INDEX)).toContain('2');
    expect(allTerms('لعبة من عمر سنتين', INDEX)).not.toContain('سنه');
  });

  it('reads two pieces or packs in the dual as 2pc, and two of a kind or of what it is counted in as 2', () => {
    const query: AnalysisContext = { mode: 'query', lang: 'ar' };
    expect(allTerms('قطعتين', query)).toContain('2pc');
    expect(allTerms('حبتين', query)).toContain('2pc');
    expect(allTerms('مخدتين فندقية', query)).toContain('2');
    expect(allTerms('ثلاجة بابين', query)).toContain('2');
    // Not two people: `تكفي شخصين` is a size, not a count a store writes in digits.
    expect(allTerms('بطانية تكفي شخصين', query)).not.toContain('2');
  });

  it('reads a number word after a word of size as its digits (مقاس تلاتة: 3), and not elsewhere', () => {
    const query: AnalysisContext = { mode: 'query', lang: 'ar' };
    expect(terms('مقاس تلاتة', query)).toEqual([['مقاس'], ['3']]);
    expect(allTerms('حفاضات حجم واحد', query)).toContain('1');
    expect(allTerms('نمرة اربعين', query)).toContain('40');
    // `واحد` alone is "one of them", not a size.
    expect(allTerms('ابي واحد جوال', query)).not.toContain('1');
  });

  it('reads an English ordinal written with digits as its number too (2nd generation: 2)', () => {
    expect(allTerms('AirPods Pro (2nd generation)', { mode: 'index', lang: 'en' })).toContain('2');
    expect(allTerms('iPad 10th Gen', { mode: 'index', lang: 'en' })).toContain('10');
    expect(allTerms('airpods 2nd gen', { mode: 'query', lang: 'en' })).toContain('2');
  });

  it('keeps the bare number as a light form', () => {
    const tokens = analyzer.analyze('128GB', INDEX);
    expect(termOf(tokens, '128')?.weight).toBe(TERM_WEIGHTS.number);
  });

  it('writes numbers of any digit system the same way', () => {
    expect(terms('١٥٠٠ ۱۵۰۰ 1,500')).toEqual([['1500'], ['1500'], ['1500']]);
  });

  it('does not read networks or "3 in 1" as quantities', () => {
    expect(allTerms('5G')).not.toContain('5000mg');
    expect(terms('3 in 1')).toEqual([['3'], ['in'], ['1']]);
  });
});

describe('createAnalyzer: brands across scripts', () => {
  it.each([
    ['ايفون', 'iphone'],
    ['آيفون', 'iphone'],
    ['الايفون', 'iphone'],
    ['سامسونغ', 'samsung'],
    ['نايكي', 'nike'],
    ['ال جي', 'lg'],
    ['لويس فيتون', 'louisvuitton'],
    ['Louis Vuitton', 'louisvuitton'],
    // Brands of the car, the pharmacy, the nursery, pets, electronics, tools and school.
    ['كاسترول', 'castrol'],
    ['دنسو', 'denso'],
    ['بنادول', 'panadol'],
    ['سينسوداين', 'sensodyne'],
    ['ابتاميل', 'aptamil'],
    ['ويسكاس', 'whiskas'],
    ['رويال كانين', 'royalcanin'],
    ['سانديسك', 'sandisk'],
    ['ماكيتا', 'makita'],
    ['بايلوت', 'pilot'],
  ])('%s carries %s', (text, id) => {
    expect(allTerms(text)).toContain(id);
  });
});

describe('createAnalyzer: brand names of several words', () => {
  it('indexes the words of the name too, so one of them or a misspelling still finds it', () => {
    const [token] = analyzer.analyze('Under Armour', { mode: 'index', lang: 'en' });
    expect(token?.terms.map((t) => t.term)).toEqual(['underarmour', 'under', 'armour']);
    expect(termOf([token as AnalyzedToken], 'armour')?.weight).toBe(TERM_WEIGHTS.part);
    expect(allTerms('أندر آرمر')).toContain('ارمر');
  });

  it('leaves out words of one or two letters, and the words in query mode', () => {
    expect(allTerms('ال جي')).not.toContain('ال');
    const [query] = analyzer.analyze('under armour', { mode: 'query', lang: 'en' });
    expect(query?.terms.map((t) => t.term)).toEqual(['underarmour']);
  });
});
