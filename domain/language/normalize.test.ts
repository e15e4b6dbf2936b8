import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeText, normalizeWord } from './normalize.ts';

describe('normalizeWord', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['إسلام', 'اسلام'],
    ['آيفون', 'ايفون'],
    ['ٱلكتاب', 'الكتاب'],
    ['مستشفى', 'مستشفي'],
    ['شنطة', 'شنطه'],
    ['مؤسسة', 'موسسه'],
    ['مائدة', 'مايده'],
    ['حذاء', 'حذا'],
    ['شيء', 'شي'],
    ['سؤال', 'سوال'],
  ])('unifies letter forms: %s → %s', (input, expected) => {
    expect(normalizeWord(input)).toBe(expected);
  });

  it('removes harakat, shadda, superscript alef and tatweel', () => {
    expect(normalizeWord('مُحَمَّد')).toBe('محمد');
    expect(normalizeWord('هٰذا')).toBe('هذا');
    expect(normalizeWord('جـــوال')).toBe('جوال');
    expect(normalizeWord('عطرٌ')).toBe('عطر');
  });

  it('reads presentation forms and the lam-alef ligature through NFKC', () => {
    expect(normalizeWord('ﻻ')).toBe('لا');
    expect(normalizeWord('ﻷ')).toBe('لا');
    expect(normalizeWord('ﺟﻮﺍﻝ')).toBe('جوال');
    expect(normalizeWord('ﺳﻼﻡ')).toBe('سلام');
  });

  it('maps Persian and Urdu letters to Arabic ones', () => {
    expect(normalizeWord('کتاب')).toBe('كتاب');
    expect(normalizeWord('کیف')).toBe('كيف');
    expect(normalizeWord('ھاتف')).toBe('هاتف');
    expect(normalizeWord('ه\u200dاتف')).toBe('هاتف');
    expect(normalizeWord('پیتزا')).toBe('بيتزا');
    expect(normalizeWord('چای')).toBe('جاي');
    expect(normalizeWord('گلاکسی')).toBe('كلاكسي');
    expect(normalizeWord('ڤيتامين')).toBe('فيتامين');
  });

  it('maps the Maghrebi letters for G, V, F and Q to Arabic ones', () => {
    expect(normalizeWord('ݣالاكسي')).toBe('كالاكسي');
    expect(normalizeWord('ڥيرميسيل')).toBe('فيرميسيل');
    expect(normalizeWord('ڢرماج')).toBe('فرماج');
    expect(normalizeWord('ڧهوة')).toBe('قهوه');
    expect(normalizeWord('ٯهوة')).toBe('قهوه');
  });

  it('turns Arabic-Indic and Persian digits into ASCII', () => {
    expect(normalizeWord('١٢٣')).toBe('123');
    expect(normalizeWord('۴۵۶')).toBe('456');
    expect(normalizeWord('١٫٥')).toBe('1.5');
    expect(normalizeWord('١٬٥٠٠')).toBe('1,500');
  });

  it('lower-cases Latin and folds diacritics', () => {
    expect(normalizeWord('Café')).toBe('cafe');
    expect(normalizeWord('NIKE')).toBe('nike');
    expect(normalizeWord('Straße')).toBe('strasse');
    expect(normalizeWord('Ｓａｍｓｕｎｇ')).toBe('samsung');
    expect(normalizeWord("Men's")).toBe('mens');
    expect(normalizeWord('İstanbul')).toBe('istanbul');
  });

  it('writes a letter stretched three times or more once', () => {
    expect(normalizeWord('جمييييل')).toBe('جميل');
    expect(normalizeWord('طاووس')).toBe('طاووس');
  });
});

describe('normalizeText', () => {
  it('keeps word boundaries and turns Arabic punctuation into ASCII', () => {
    expect(normalizeText('  جوال ،  سامسونج؟ ')).toBe('جوال , سامسونج?');
    expect(normalizeText('أحمر؛ أسود')).toBe('احمر; اسود');
  });
});

const ARABIC_ALPHABET = [
  ...'ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأإؤئىةٱکیگپچژڤھۀ',
  ...'٠١٢٣٤٥٦٧٨٩۰۱۲۳٫٬،؛؟',
  ...'\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652\u0670\u0640\u0653\u0654\u0655',
  ...'ﻻﻷﺟﻮﺍﻝﷲ',
  ...'aAéÉçßøİ0123456789 -.,\'"&\u0301\u0308\u200c\u200d',
];
const mixedText = fc.string({ unit: fc.constantFrom(...ARABIC_ALPHABET), maxLength: 30 });

describe('normalization properties', () => {
  it('is idempotent on Arabic, Persian and Latin text', () => {
    fc.assert(
      fc.property(mixedText, (s) => {
        const once = normalizeText(s);
        expect(normalizeText(once)).toBe(once);
        const word = normalizeWord(s);
        expect(normalizeWord(word)).toBe(word);
      }),
    );
  });

  it('is idempotent on any Unicode text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (s) => {
        const once = normalizeWord(s);
        expect(normalizeWord(once)).toBe(once);
      }),
    );
  });

  it.each([
    // Found by the property above (seed 285182456, path "71"): Ǣ folded to æ, and æ to ae.
    ['Ǣ', 'ae'],
    ['ǽ', 'ae'],
    ['Ǿ', 'o'],
    ['ǿ', 'o'],
    ['ẞ', 'ss'],
  ])('reaches its fixed point in one call: %s → %s', (input, expected) => {
    expect(normalizeWord(input)).toBe(expected);
    expect(normalizeWord(expected)).toBe(expected);
    expect(normalizeText(input)).toBe(expected);
  });

  it('reaches its fixed point in one call for every character of the Basic Multilingual Plane', () => {
    const unsettled: string[] = [];
    for (let c = 0; c < 0x10000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const once = normalizeWord(String.fromCharCode(c));
      if (normalizeWord(once) !== once) unsettled.push(`U+${c.toString(16)}`);
    }
    expect(unsettled).toEqual([]);
  });

  it('gives any Unicode text and its NFKC form the same result', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 16 }), (s) => {
        expect(normalizeText(s.normalize('NFKC'))).toBe(normalizeText(s));
        expect(normalizeWord(normalizeWord(s))).toBe(normalizeWord(s));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives a text and its NFKC form the same result', () => {
    fc.assert(
      fc.property(mixedText, (s) => {
        expect(normalizeText(s.normalize('NFKC'))).toBe(normalizeText(s));
        expect(normalizeText(s.normalize('NFD'))).toBe(normalizeText(s));
      }),
    );
  });
});
