import { describe, expect, it } from 'vitest';
import { normalizeWord } from './normalize.ts';
import { attachedQuantity, canonicalQuantity, quantityNumber, unitAt } from './units.ts';

const words = (s: string) => s.split(' ').map(normalizeWord);

describe('canonicalQuantity', () => {
  it.each([
    [2, 'لتر', '2000ml'],
    [2, 'ليتر', '2000ml'],
    [2, 'l', '2000ml'],
    [2, 'liters', '2000ml'],
    [2000, 'مل', '2000ml'],
    [1.5, 'لتر', '1500ml'],
    [330, 'ml', '330ml'],
    [1, 'كيلو', '1000g'],
    [1, 'كجم', '1000g'],
    [500, 'غرام', '500g'],
    [500, 'جرام', '500g'],
    [128, 'جيجا', '128gb'],
    [128, 'غيغا', '128gb'],
    [1, 'تيرا', '1000gb'],
    [1, 'tb', '1000gb'],
    [55, 'انش', '55in'],
    [55, 'بوصة', '55in'],
    [5000, 'mah', '5000mah'],
    [65, 'واط', '65w'],
    [2, 'متر', '2000mm'],
    [8, 'ميطرو', '8000mm'],
    [5, 'ميتر', '5000mm'],
    [15, 'سم', '150mm'],
  ])('%d %s → %s', (value, unit, expected) => {
    expect(canonicalQuantity(value, normalizeWord(unit))).toBe(expected);
  });

  it('answers null for words that are not units', () => {
    expect(canonicalQuantity(2, 'جوال')).toBeNull();
  });
});

describe('attachedQuantity', () => {
  it.each([
    ['128gb', '128gb'],
    ['2l', '2000ml'],
    ['1.5l', '1500ml'],
    ['500ml', '500ml'],
    ['55"', '55in'],
    ['5000mah', '5000mah'],
    ['1tb', '1000gb'],
  ])('%s → %s', (word, term) => {
    expect(attachedQuantity(word)?.term).toBe(term);
  });

  it.each(['5g', '4g', 's23', 'iphone15', 'ps5'])('%s is not a quantity', (word) => {
    expect(attachedQuantity(word)).toBeNull();
  });
});

describe('unitAt', () => {
  it('reads two-word units before one-word ones', () => {
    expect(unitAt(words('5000 مللي أمبير'), 1)).toEqual({ unit: 'مللي امبير', length: 2 });
    expect(unitAt(words('2 كيلو جرام'), 1)?.length).toBe(2);
    expect(unitAt(words('48 ميجا بكسل'), 1)?.unit).toBe('ميجا بكسل');
    expect(unitAt(words('64 ميجا'), 1)?.unit).toBe('ميجا');
  });

  it('does not read "in" as inches in "3 in 1"', () => {
    expect(unitAt(words('3 in 1'), 1)).toBeNull();
    expect(unitAt(words('55 in tv'), 1)?.unit).toBe('in');
  });
});

describe('quantityNumber', () => {
  it.each([
    ['10.000', 'mah', 10000],
    ['1.200', 'w', 1200],
    ['1.500', 'ml', 1500],
    ['1.500', 'kg', 1.5],
    ['1.250', 'l', 1.25],
    ['1.5', 'mah', 1.5],
    ['10.00', 'mah', 10],
    ['1234.000', 'mah', 1234],
  ])('%s %s → %d', (written, unit, expected) => {
    expect(quantityNumber(written, unit)).toBe(expected);
  });

  it('reads a dot before three digits as thousands in a word and before a unit word', () => {
    expect(attachedQuantity('10.000mah')?.term).toBe('10000mah');
    expect(attachedQuantity('1.500kg')?.term).toBe('1500g');
  });
});
