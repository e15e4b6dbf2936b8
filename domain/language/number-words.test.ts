import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnalysisContext } from '../search/analyzer.ts';
import { createAnalyzer } from './analyzer.ts';
import { normalizeWord } from './normalize.ts';
import { numberFromWords, readNumberWords } from './number-words.ts';
import { parseNumber } from './parse-number.ts';

const words = (text: string): string[] => text.split(/\s+/u).map(normalizeWord);
const read = (text: string) => readNumberWords(words(text), 0);

/** How a number is written: Standard Arabic, or as Egyptian and Levantine shoppers type it. */
type Style = 'msa' | 'dialect';

// biome-ignore format: tables read best packed
const UNITS: Record<Style, readonly string[]> = {
  msa: ['صفر', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة', 'عشرة'],
  dialect: ['صفر', 'واحد', 'اتنين', 'تلاتة', 'اربعة', 'خمسة', 'ستة', 'سبعة', 'تمنية', 'تسعة', 'عشرة'],
};
// biome-ignore format: tables read best packed
const TEENS: Record<Style, readonly string[]> = {
  msa: ['أحد عشر', 'اثنا عشر', 'ثلاثة عشر', 'أربعة عشر', 'خمسة عشر', 'ستة عشر', 'سبعة عشر', 'ثمانية عشر', 'تسعة عشر'],
  dialect: ['حداشر', 'اتناشر', 'تلتاشر', 'اربعتاشر', 'خمستاشر', 'ستاشر', 'سبعتاشر', 'تمنتاشر', 'تسعتاشر'],
};
// biome-ignore format: tables read best packed
const TENS: Record<Style, readonly string[]> = {
  msa: ['', '', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون', 'ستون', 'سبعون', 'ثمانون', 'تسعون'],
  dialect: ['', '', 'عشرين', 'تلاتين', 'اربعين', 'خمسين', 'ستين', 'سبعين', 'تمانين', 'تسعين'],
};
// biome-ignore format: tables read best packed
const HUNDREDS: Record<Style, readonly string[]> = {
  msa: ['', 'مائة', 'مائتان', 'ثلاثمائة', 'أربعمائة', 'خمسمائة', 'ستمائة', 'سبعمائة', 'ثمانمائة', 'تسعمائة'],
  dialect: ['', 'مية', 'ميتين', 'تلتمية', 'ربعمية', 'خمسمية', 'ستمية', 'سبعمية', 'تمنمية', 'تسعمية'],
};
const PLURAL_THOUSANDS: Record<Style, string> = { msa: 'آلاف', dialect: 'تلاف' };

/** `n` (1..99) in words; the parts joined with `و`, written apart or attached (`وخمسين`). */
function below100(n: number, style: Style, and: (w: string) => string): string {
  if (n <= 10) return UNITS[style][n] ?? '';
  if (n < 20) return TEENS[style][n - 11] ?? '';
  const unit = n % 10;
  const ten = TENS[style][Math.floor(n / 10)] ?? '';
  return unit === 0 ? ten : `${UNITS[style][unit]} ${and(ten)}`;
}

function below1000(n: number, style: Style, and: (w: string) => string): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return below100(rest, style, and);
  const h = HUNDREDS[style][hundreds] ?? '';
  return rest === 0 ? h : `${h} ${and(below100(rest, style, and))}`;
}

/** Any integer 0..999,999 in Arabic words. */
function inWords(n: number, style: Style, attached: boolean): string {
  const and = (w: string): string => (attached ? `و${w}` : `و ${w}`);
  if (n === 0) return UNITS[style][0] ?? '';
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  let head = '';
  if (thousands === 1) head = 'ألف';
  else if (thousands === 2) head = style === 'msa' ? 'ألفان' : 'ألفين';
  else if (thousands >= 3 && thousands <= 10)
    head = `${below100(thousands, style, and)} ${PLURAL_THOUSANDS[style]}`;
  else if (thousands > 10) head = `${below1000(thousands, style, and)} ألف`;
  if (head === '') return below1000(rest, style, and);
  return rest === 0 ? head : `${head} ${and(below1000(rest, style, and))}`;
}

const INDEX: AnalysisContext = { mode: 'index', lang: 'ar' };
const QUERY: AnalysisContext = { mode: 'query', lang: 'ar' };
const analyzer = createAnalyzer();

describe('numbers in words', () => {
  it.each([
    ['ألف وخمسمية', 1500],
    ['الف و خمسمية', 1500],
    ['ألفين', 2000],
    ['ميتين', 200],
    ['تلتمية', 300],
    ['تلت مية', 300],
    ['تلت تلاف', 3000],
    ['خمس تلاف', 5000],
    ['عشرين الف', 20000],
    ['خمسة وعشرين ألف وخمسمية', 25500],
    ['ثلاثة آلاف وخمسمائة وخمسة وعشرون', 3525],
    ['ميت ألف', 100000],
    ['مية وخمسين ألف', 150000],
    ['الف ونص', 1500],
    ['مليون ونص', 1500000],
    ['أحد عشر ألفاً', 11000],
    ['اطناش', 12],
    ['اربعطعش', 14],
    ['٢٠ ألف', 20000],
    ['1.5 مليون', 1500000],
    ['twenty five', 25],
    ['one thousand two hundred and fifty', 1250],
  ])('%s is %d', (text, value) => {
    expect(read(text)).toEqual({ value, length: words(text).length });
  });

  it('reads thousands said as one word, alone and with what follows', () => {
    expect(read('خمستلاف')).toEqual({ value: 5000, length: 1 });
    expect(read('اربعتلاف')).toEqual({ value: 4000, length: 1 });
    expect(read('عشرتلاف')).toEqual({ value: 10000, length: 1 });
    expect(read('تلتلاف وخمسمية')).toEqual({ value: 3500, length: 2 });
    expect(read('ستلاف ونص')).toEqual({ value: 6500, length: 2 });
    expect(read('تمنتلاف مللي')).toEqual({ value: 8000, length: 1 });
  });

  it('reads the longest number and stops at the first other word', () => {
    expect(read('الف وخمسمية جنيه')).toEqual({ value: 1500, length: 2 });
    expect(read('عشرين الف مللي')).toEqual({ value: 20000, length: 2 });
  });

  it('does not read a lone word that also means something else', () => {
    // مية is also water (مية معدنية), نص a text, تمن rice in Iraq, ست a lady.
    for (const word of ['مية', 'ميه', 'نص', 'ربع', 'تلت', 'ست', 'خمسة', 'واحد', 'one', 'ten', 'تمن', 'عشر'])
      expect(read(word)).toBeNull();
    expect(read('٢٠٠')).toBeNull();
    expect(read('وخمسين')).toBeNull();
  });

  it('does not join words that do not make a number', () => {
    expect(read('خمسة ستة')).toEqual(null);
    expect(read('عشرين وخمسة')).toEqual({ value: 20, length: 1 });
    expect(read('ألفين تلاف')).toEqual({ value: 2000, length: 1 });
  });

  it('reads any integer 0..999,999 written in words back to itself', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999 }),
        fc.constantFrom<Style>('msa', 'dialect'),
        fc.boolean(),
        (n, style, attached) => {
          expect(numberFromWords(words(inWords(n, style, attached)))).toBe(n);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('analyzes a number of several words as its digits, in index and query mode', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 11, max: 999_999 }),
        fc.constantFrom<Style>('msa', 'dialect'),
        fc.constantFrom(INDEX, QUERY),
        (n, style, context) => {
          const text = inWords(n, style, true);
          const tokens = analyzer.analyze(text, context);
          if (words(text).length === 1) expect(tokens[0]?.terms.map((t) => t.term)).toContain(String(n));
          else {
            expect(tokens).toHaveLength(1);
            expect(tokens[0]?.terms[0]?.term).toBe(String(n));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

/** `n` with a thousands separator every three digits, in a digit system starting at `zero`. */
function withSeparators(n: number, separator: string, zero: number): string {
  const grouped = String(n).replace(/\B(?=(\d{3})+(?!\d))/gu, separator);
  return [...grouped].map((c) => (/\d/u.test(c) ? String.fromCodePoint(zero + Number(c)) : c)).join('');
}

describe('numbers with thousands separators', () => {
  it('reads any integer 0..999,999 with , or ٬ in Latin or Arabic-Indic digits back to itself', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999 }),
        fc.constantFrom(',', '٬'),
        fc.constantFrom(0x30, 0x0660, 0x06f0),
        fc.constantFrom(INDEX, QUERY),
        (n, separator, zero, context) => {
          const text = withSeparators(n, separator, zero);
          expect(parseNumber(text)).toBe(n);
          const tokens = analyzer.analyze(text, context);
          expect(tokens.map((t) => t.terms[0]?.term)).toEqual([String(n)]);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('reads decimals with ٫ and groups of zeros written apart', () => {
    expect(analyzer.analyze('١٫٥', QUERY)[0]?.terms[0]?.term).toBe('1.5');
    expect(analyzer.analyze('20 000', INDEX).map((t) => t.terms[0]?.term)).toEqual(['20000']);
    expect(analyzer.analyze('1 000 000', QUERY).map((t) => t.terms[0]?.term)).toEqual(['1000000']);
    // Other groups of three are not joined: `6 500` may be six packs of 500.
    expect(analyzer.analyze('6 500', QUERY).map((t) => t.terms[0]?.term)).toEqual(['6', '500']);
  });
});
