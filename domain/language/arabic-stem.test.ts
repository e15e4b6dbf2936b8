import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  darijaGenitiveBase,
  lightStem,
  onArticleBase,
  possessiveBases,
  stripClitics,
  withoutPreposition,
} from './arabic-stem.ts';
import { latinPluralStem } from './english-stem.ts';
import { normalizeWord } from './normalize.ts';

const stem = (w: string) => lightStem(normalizeWord(w));
const clitic = (w: string) => stripClitics(normalizeWord(w));

describe('stripClitics', () => {
  it.each([
    ['الهاتف', 'هاتف'],
    ['والجوال', 'جوال'],
    ['بالأحمر', 'احمر'],
    ['كالجديد', 'جديد'],
    ['فالسعر', 'سعر'],
    ['للرجال', 'رجال'],
    ['وشنطة', 'شنطه'],
  ])('%s → %s', (word, expected) => {
    expect(clitic(word)).toBe(expected);
  });

  it('keeps words whose first letters only look like clitics', () => {
    expect(clitic('ألوان')).toBe('الوان');
    expect(clitic('الماس')).toBe('الماس');
    expect(clitic('وشاح')).toBe('وشاح');
    expect(clitic('وسادة')).toBe('وساده');
    expect(clitic('ورد')).toBe('ورد');
    expect(clitic('الة')).toBe('اله');
  });
});

describe('lightStem', () => {
  it.each([
    ['سياراتها', 'سيار'],
    ['السيارة', 'سيار'],
    ['جوالات', 'جوال'],
    ['الموبايلات', 'موبايل'],
    ['ساعات', 'ساع'],
    ['ساعة', 'ساع'],
    ['نظارات', 'نظار'],
    ['عطورات', 'عطور'],
    ['رجالي', 'رجال'],
    ['هاتفه', 'هاتف'],
    ['المصممون', 'مصمم'],
    ['الرياضيين', 'رياضي'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('never cuts short words', () => {
    expect(stem('شاي')).toBe('شاي');
    expect(stem('بيت')).toBe('بيت');
    expect(stem('لون')).toBe('لون');
    expect(stem('ال')).toBe('ال');
  });

  it('leaves protected loanwords and brand-like words whole', () => {
    expect(stem('تلفزيون')).toBe('تلفزيون');
    expect(stem('فستان')).toBe('فستان');
    expect(stem('بنطلونات')).toBe('بنطلون');
    expect(stem('الايفون')).toBe('ايفون');
  });

  it('never yields an empty or one-letter stem', () => {
    const letters = [...'ابتثجحخدذرزسشصضطظعغفقكلمنهويةىأإآؤئء'];
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...letters), minLength: 2, maxLength: 9 }), (raw) => {
        const word = normalizeWord(raw);
        fc.pre(word.length >= 2);
        expect(lightStem(word).length).toBeGreaterThanOrEqual(2);
        expect(stripClitics(word).length).toBeGreaterThanOrEqual(2);
      }),
    );
  });
});

describe('withoutPreposition', () => {
  it('proposes the word without a leading preposition', () => {
    expect(withoutPreposition('بسعر')).toBe('سعر');
    expect(withoutPreposition('لجوال')).toBe('جوال');
    expect(withoutPreposition('بنت')).toBeNull();
    expect(withoutPreposition(normalizeWord('بلاك'))).toBeNull();
  });
});

describe('darijaGenitiveBase', () => {
  it('proposes the word under the Darija genitive written onto it', () => {
    expect(darijaGenitiveBase(normalizeWord('دالمش'))).toBe('المش');
    expect(darijaGenitiveBase(normalizeWord('دأتاي'))).toBe('اتاي');
    expect(darijaGenitiveBase(normalizeWord('دسامسونج'))).toBe('سامسونج');
  });

  it('leaves a word whose rest is too short to be a word', () => {
    // `دمية` (a doll) is no `د` + `مية` (water), `داله` no `د` + an article alone.
    expect(darijaGenitiveBase(normalizeWord('دمية'))).toBeNull();
    expect(darijaGenitiveBase(normalizeWord('دالة'))).toBeNull();
    expect(darijaGenitiveBase(normalizeWord('سامسونج'))).toBeNull();
  });
});

describe('onArticleBase', () => {
  it('proposes the noun under `على` said as `ع` onto its article', () => {
    expect(onArticleBase(normalizeWord('عالنوم'))).toBe('النوم');
    expect(onArticleBase(normalizeWord('عالبيت'))).toBe('البيت');
    expect(onArticleBase(normalizeWord('عالرف'))).toBe('الرف');
  });

  it('leaves the words that only open so (world, worldwide, high) and a noun too short', () => {
    for (const w of ['عالم', 'عالمي', 'عالمية', 'عالي', 'عالية', 'عالج']) {
      expect(onArticleBase(normalizeWord(w))).toBeNull();
    }
  });
});

describe('latinPluralStem', () => {
  it.each([
    ['phones', 'phone'],
    ['bags', 'bag'],
    ['watches', 'watch'],
    ['boxes', 'box'],
    ['batteries', 'battery'],
    ['dresses', 'dress'],
    ['glass', 'glass'],
    ['status', 'status'],
    ['bus', 'bus'],
    ['gas', 'gas'],
    ['s23s', 's23s'],
  ])('%s → %s', (word, expected) => {
    expect(latinPluralStem(word)).toBe(expected);
  });
});

describe('possessiveBases', () => {
  it('gives the noun under a possessive ending, a feminine noun with its ة back', () => {
    expect(possessiveBases(normalizeWord('قطتي'))).toContain(normalizeWord('قطة'));
    expect(possessiveBases(normalizeWord('جوالي'))).toContain('جوال');
    expect(possessiveBases(normalizeWord('سيارتنا'))).toContain(normalizeWord('سيارة'));
    expect(possessiveBases(normalizeWord('بشرتها'))).toContain(normalizeWord('بشرة'));
    // Too short to hold a noun and an ending.
    expect(possessiveBases('اي')).toEqual([]);
    expect(possessiveBases(normalizeWord('كتاب'))).toEqual([]);
  });

  it("reads the dialects' و (his) after a feminine noun only", () => {
    expect(possessiveBases(normalizeWord('ريحتو'))).toContain(normalizeWord('ريحة'));
    expect(possessiveBases(normalizeWord('راديو'))).toEqual([]);
    expect(possessiveBases(normalizeWord('بالطو'))).toEqual([]);
  });
});
