import { describe, expect, it } from 'vitest';
import { categoryId, splitCategories } from './category-path.ts';
import { parseAvailability, parseStock } from './parse-stock.ts';

describe('category paths', () => {
  it('splits levels on > and its variants, and categories on | ;', () => {
    expect(splitCategories('Phones > Android')).toEqual([['Phones', 'Android']]);
    expect(splitCategories('هواتف › أندرويد | إكسسوارات')).toEqual([['هواتف', 'أندرويد'], ['إكسسوارات']]);
    expect(splitCategories('Home » Kitchen → Pans')).toEqual([['Home', 'Kitchen', 'Pans']]);
    expect(splitCategories('Phones/Android; Tablets')).toEqual([['Phones', 'Android'], ['Tablets']]);
    expect(splitCategories('Electronics > TV/Audio')).toEqual([['Electronics', 'TV/Audio']]);
    expect(splitCategories('  ')).toEqual([]);
  });
  it('makes stable ids', () => {
    expect(categoryId(['Phones', 'Android Phones'])).toBe('phones>android-phones');
    expect(categoryId(['هواتف'])).toBe('هواتف');
  });
});

describe('stock and availability', () => {
  it('reads quantities in any digits and availability words in both languages', () => {
    expect(parseStock('١٢')).toEqual({ ok: true, inStock: true });
    expect(parseStock('0')).toEqual({ ok: true, inStock: false });
    expect(parseStock('متوفر')).toEqual({ ok: true, inStock: true });
    expect(parseStock('غير متوفر')).toEqual({ ok: true, inStock: false });
    expect(parseAvailability('out of stock')).toEqual({ ok: true, inStock: false });
    expect(parseAvailability('In Stock')).toEqual({ ok: true, inStock: true });
    expect(parseAvailability('maybe').ok).toBe(false);
  });
});
