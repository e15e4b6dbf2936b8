import { describe, expect, it } from 'vitest';
import type { ProductInput } from '../../../domain/catalog/product.ts';
import { esArabicBaseline } from './es-arabic-baseline.ts';

const product = (id: string, ar: string, en: string, brand: string | null = null): ProductInput => ({
  id,
  name: { ar, en },
  brand,
  price: '10.00',
  currency: 'SAR',
});

const catalog: ProductInput[] = [
  product('fridge-lg', 'ثلاجة إل جي 400 لتر', 'LG refrigerator 400 L', 'LG'),
  product('fridge-organizer', 'منظم ثلاجة بلاستيك', 'Fridge organizer'),
  product('phone-samsung', 'جوال سامسونج جالكسي', 'Samsung Galaxy phone', 'Samsung'),
  product('milk-almarai', 'حليب المراعي 2 لتر', 'Almarai milk 2 L', 'Almarai'),
  product('milk-powder', 'حليب بودرة نيدو', 'Nido milk powder', 'Nido'),
  product('charger-anker', 'شاحن انكر سريع', 'Anker fast charger', 'Anker'),
];
const search = esArabicBaseline(catalog);

describe('the Elasticsearch-arabic-like baseline', () => {
  it('matches normalized and stemmed forms: ة/ه, hamza, article and plural suffixes', () => {
    expect(search('الثلاجه')).toContain('fridge-lg');
    expect(search('ثلاجات')).toContain('fridge-lg');
    expect(search('الحليب')).toEqual(expect.arrayContaining(['milk-almarai', 'milk-powder']));
  });

  it('ranks by BM25 with the name boosted over other fields, OR of the words', () => {
    // Both words match the fridge, one matches the organizer.
    expect(search('ثلاجة ال جي')[0]).toBe('fridge-lg');
    expect(search('nido milk')[0]).toBe('milk-powder');
    expect(search('refrigerators')).toEqual(['fridge-lg']);
  });

  it('forgives typos by fuzziness AUTO: one edit from 3 letters, two from 6, none below 3', () => {
    expect(search('ثلاحة')).toContain('fridge-lg');
    expect(search('samsnug')).toEqual(['phone-samsung']);
    expect(search('refrigeratr')).toEqual(['fridge-lg']);
    expect(search('lq')).toEqual([]);
  });

  it('reads the last word as a prefix, and only the last', () => {
    expect(search('char')).toEqual(['charger-anker']);
    expect(search('char anker')).toEqual(['charger-anker']);
    expect(search('sams')).toEqual(['phone-samsung']);
    expect(search('sams galaxy')).toEqual(['phone-samsung']);
    expect(search('galaxy sams')[0]).toBe('phone-samsung');
    expect(search('xyzzy')).toEqual([]);
  });

  it('drops stop words and answers nothing for a query of stop words only', () => {
    expect(search('the')).toEqual([]);
    expect(search('شاحن من انكر')).toEqual(['charger-anker']);
  });

  it('caps the list at the limit and keeps catalog order on ties', () => {
    expect(search('milk', 1)).toHaveLength(1);
    expect(search('منظم')).toEqual(['fridge-organizer']);
  });
});
