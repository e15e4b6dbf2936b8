import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildVocabulary } from './build-vocabulary.ts';
import { didYouMean } from './did-you-mean.ts';
import { areKeyboardNeighbours } from './keyboard-layouts.ts';
import { normalizeWord } from './normalize.ts';
import { SPELLING_COSTS, weightedDistance } from './weighted-distance.ts';

const code = (c: string) => c.codePointAt(0) ?? 0;

describe('keyboard neighbours', () => {
  it('knows QWERTY and Arabic neighbours', () => {
    expect(areKeyboardNeighbours(code('o'), code('p'))).toBe(true);
    expect(areKeyboardNeighbours(code('a'), code('z'))).toBe(true);
    expect(areKeyboardNeighbours(code('a'), code('p'))).toBe(false);
    expect(areKeyboardNeighbours(code('ن'), code('م'))).toBe(true);
    expect(areKeyboardNeighbours(code('ش'), code('س'))).toBe(true);
    expect(areKeyboardNeighbours(code('ض'), code('ش'))).toBe(true);
    expect(areKeyboardNeighbours(code('ض'), code('د'))).toBe(false);
  });
});

describe('weightedDistance', () => {
  it('charges sound-alike letters less than keyboard slips, and those less than other edits', () => {
    expect(weightedDistance('نظاره', 'نضاره')).toBe(SPELLING_COSTS.confusion);
    expect(weightedDistance('شاحن', 'شاحم')).toBe(SPELLING_COSTS.neighbour);
    expect(weightedDistance('شاحن', 'شاحل')).toBe(1);
    expect(weightedDistance('iphone', 'ipohne')).toBe(SPELLING_COSTS.transposition);
    expect(weightedDistance('موبايل', 'موبيل')).toBe(SPELLING_COSTS.vowel);
    expect(weightedDistance('mobbile', 'mobile')).toBe(SPELLING_COSTS.repeat);
  });

  it('is zero only for equal words and symmetric', () => {
    const word = fc.string({ unit: fc.constantFrom(...'ابتجحسشصضظطكقنمaeiopq'), maxLength: 7 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        const d = weightedDistance(a, b);
        expect(d === 0).toBe(a === b);
        expect(weightedDistance(b, a)).toBeCloseTo(d, 9);
      }),
    );
  });
});

describe('didYouMean', () => {
  const vocabulary = buildVocabulary([
    'جوال سامسونج جالكسي',
    'سامسونج شاحن سريع',
    'نظارة شمسية',
    'iPhone 15 Pro',
    'حقيبة ظهر',
    'ساعة ذكية',
    'adidas shoes',
  ]);

  it.each([
    ['سامسونق', 'سامسونج'],
    ['نضارة', 'نظاره'],
    ['شاحم', 'شاحن'],
    ['iphpne', 'iphone'],
    ['addidas', 'adidas'],
    ['حقيبه', null],
  ])('%s → %s', (query, expected) => {
    expect(didYouMean([query], vocabulary)?.text ?? null).toBe(
      expected === null ? null : normalizeWord(expected),
    );
  });

  it('corrects only the words the catalog does not hold', () => {
    const result = didYouMean(['ساعه', 'ذكيه', 'سامسونق'], vocabulary);
    expect(result?.text).toBe('ساعه ذكيه سامسونج');
    expect(result?.corrections).toEqual([{ from: 'سامسونق', to: 'سامسونج', cost: 0.35 }]);
  });

  it('leaves numbers, short words and words far from any catalog word alone', () => {
    expect(didYouMean(['128', 'من', 'قهوة'], vocabulary)).toBeNull();
  });
});
