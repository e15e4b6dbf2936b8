import { describe, expect, it } from 'vitest';
import { analyze } from './analyzer.ts';
import { boundedEditDistance } from './edit-distance.ts';
import { englishMinimalStem } from './english-light.ts';
import { arabicNormalize, arabicStem } from './lucene-arabic.ts';

// Expected outputs are those of Lucene's own tests (TestArabicNormalizationFilter,
// TestArabicStemFilter, TestArabicAnalyzer, TestEnglishMinimalStemFilter).
describe('arabicNormalize (Lucene ArabicNormalizer)', () => {
  it.each([
    ['آجن', 'اجن'],
    ['أحمد', 'احمد'],
    ['إعاذ', 'اعاذ'],
    ['بنى', 'بني'],
    ['فاطمة', 'فاطمه'],
    ['روبرـــــت', 'روبرت'],
    ['مَبنا', 'مبنا'],
    ['علِي', 'علي'],
    ['بُوات', 'بوات'],
    ['ولداً', 'ولدا'],
    ['ولدٍ', 'ولد'],
    ['ولدٌ', 'ولد'],
    ['نلْسون', 'نلسون'],
    ['هتميّ', 'هتمي'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(arabicNormalize(input)).toBe(expected);
  });

  it('leaves hamza on waw and yeh and the superscript alef alone, as Lucene does', () => {
    expect(arabicNormalize('مؤسسة شيء')).toBe('مؤسسه شيء');
    expect(arabicNormalize('هٰذا')).toBe('هٰذا');
  });
});

describe('arabicStem (Lucene ArabicStemmer)', () => {
  it.each([
    ['الحسن', 'حسن'],
    ['والحسن', 'حسن'],
    ['بالحسن', 'حسن'],
    ['كالحسن', 'حسن'],
    ['فالحسن', 'حسن'],
    ['للاخر', 'اخر'],
    ['وحسن', 'حسن'],
    ['زوجها', 'زوج'],
    ['ساهدان', 'ساهد'],
    ['ساهدات', 'ساهد'],
    ['ساهدون', 'ساهد'],
    ['ساهدين', 'ساهد'],
    ['ساهديه', 'ساهد'],
    ['ساهدية', 'ساهد'],
    ['ساهده', 'ساهد'],
    ['ساهدة', 'ساهد'],
    ['ساهدي', 'ساهد'],
    ['وساهدون', 'ساهد'],
    ['ساهدهات', 'ساهد'],
    ['الو', 'الو'],
    ['English', 'English'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(arabicStem(input)).toBe(expected);
  });
});

describe('englishMinimalStem (Lucene EnglishMinimalStemmer)', () => {
  it.each([
    ['queries', 'query'],
    ['phrases', 'phrase'],
    ['corpus', 'corpus'],
    ['stress', 'stress'],
    ['kings', 'king'],
    ['panels', 'panel'],
    ['aerodynamics', 'aerodynamic'],
    ['congress', 'congress'],
    ['serious', 'serious'],
    ['shoes', 'shoes'],
  ])('%s → %s', (input, expected) => {
    expect(englishMinimalStem(input)).toBe(expected);
  });
});

describe('analyze (the arabic analyzer chain with light English)', () => {
  it('gives the outputs of Lucene’s ArabicAnalyzer tests', () => {
    expect(analyze('كبير')).toEqual(['كبير']);
    expect(analyze('كبيرة')).toEqual(['كبير']);
    expect(analyze('مشروبات')).toEqual(['مشروب']);
    expect(analyze('أمريكيين')).toEqual(['امريك']);
    expect(analyze('امريكي')).toEqual(['امريك']);
    expect(analyze('الكتاب')).toEqual(['كتاب']);
    expect(analyze('ما ملكت أيمانكم')).toEqual(['ملكت', 'ايمانكم']);
    expect(analyze('الذين ملكت أيمانكم')).toEqual(['ملكت', 'ايمانكم']);
    expect(analyze('English text.')).toEqual(['english', 'text']);
    expect(analyze('١٢٣٤')).toEqual(['1234']);
  });

  // The Arabic thousands separator is a MidNum character of UAX #29, which decimal_digit leaves alone.
  it('keeps numbers, models and units together as the standard tokenizer does', () => {
    expect(analyze('Galaxy S24 128GB 1.5 لتر ١٬٥٠٠')).toEqual([
      'galaxy',
      's24',
      '128gb',
      '1.5',
      'لتر',
      '1٬500',
    ]);
    expect(analyze("The men's shoes, for kids")).toEqual(['men', 'shoes', 'kid']);
    expect(analyze('٢لتر wi-fi')).toEqual(['2لتر', 'wi', 'fi']);
  });
});

describe('boundedEditDistance', () => {
  const d = (a: string, b: string, max = 2) => boundedEditDistance([...a], [...b], max);
  it('counts substitutions, insertions, deletions and adjacent transpositions', () => {
    expect(d('ثلاجه', 'ثلاجه')).toBe(0);
    expect(d('ثلاحه', 'ثلاجه')).toBe(1);
    expect(d('samsnug', 'samsung')).toBe(1);
    expect(d('iphon', 'iphone')).toBe(1);
    expect(d('abc', 'xyz')).toBe(3);
    expect(d('abcdef', 'a', 2)).toBe(3);
  });

  it('grows its reused rows for long words and keeps earlier answers', () => {
    const long = 'x'.repeat(40);
    expect(d(long, `${long}y`)).toBe(1);
    expect(d(`${long}ab`, `${long}ba`)).toBe(1);
    expect(d('ثلاحه', 'ثلاجه')).toBe(1);
  });
});
