import { describe, expect, it } from 'vitest';
import { headWordIndex, isDepartmentWord, nameHeadWords, relaxationOrder } from './query-head.ts';

const words = (text: string) => text.split(' ');

describe('head word of a query', () => {
  it.each([
    ['حذاء رياضي', 'ar', 0],
    ['شنطة ظهر سوداء', 'ar', 0],
    ['٥ كيلو ارز', 'ar', 2],
    ['shanta safar', 'ar', 0],
    ['running shoes', 'en', 1],
    ['perfume for men', 'en', 0],
    ['iphone 15 case', 'en', 2],
    ['samsung 55', 'en', 0],
    ['7aleeb almarai', 'ar', 0],
    ['ps5 slim', 'en', 1],
    // A packing word is not the head when it packs another word.
    ['iridium spark plug set', 'en', 2],
    ['set of kitchen knives', 'en', 3],
    ['towel set of 4', 'en', 0],
    ['set', 'en', 0],
    ['بطل ماي', 'ar', 1],
    ['علبة تونة', 'ar', 1],
    ['طقم مفكات', 'ar', 1],
    ['شريط بنادول', 'ar', 1],
    ['كرتونة مياه ١٢ حبة', 'ar', 1],
    ['طقم', 'ar', 0],
    ['رام ديال البابيي', 'ar', 2],
    ['رام 16', 'ar', 0],
    // A bound on a price, size or age qualifies the head.
    ['shoes under 200', 'en', 0],
    ['phone less than 1000 riyal', 'en', 0],
    ['over ear headphones', 'en', 2],
    // The people bought for are no head when a thing follows; alone, they are.
    ['عيالي شوكولاتة', 'ar', 1],
    ['لبنتي فستان سهرة', 'ar', 1],
    ['الدراري الشكلاط', 'ar', 1],
    ['بنتي', 'ar', 0],
    // A thing said right after "I want" is the thing wanted, before one said with what is done.
    ['اريد اسوي شاي بالبيت اريد كتلي', 'ar', 5],
    ['ضيوف جايين الليله ابي حلويات', 'ar', 4],
  ])('%s (%s) → word %i', (text, lang, head) => {
    expect(headWordIndex(words(text), lang)).toBe(head);
  });

  it('is -1 without a content word', () => {
    expect(headWordIndex(['55', 'في'], 'ar')).toBe(-1);
  });
});

describe('relaxation order', () => {
  it('lets the words farthest from the head go first, the head last', () => {
    expect(relaxationOrder(words('حذاء رياضي اسود'), 'ar')).toEqual([2, 1, 0]);
    expect(relaxationOrder(words('black running shoes'), 'en')).toEqual([0, 1, 2]);
    expect(relaxationOrder(words('smart watch'), 'en')).toEqual([0, 1]);
  });

  it('without a head, the last typed first', () => {
    expect(relaxationOrder(['10', '20'], 'en')).toEqual([1, 0]);
  });
});

describe('head words of a product name', () => {
  it.each([
    ['حامل جوال مغناطيسي للسيارة', 'ar', ['حامل']],
    ['Magnetic car phone holder', 'en', ['holder']],
    ['Apple iPhone 15 128GB Black', 'en', ['iPhone']],
    ['Apple iPhone 15 Silicone Case with MagSafe Black', 'en', ['Case']],
    ['Fridge organizer storage boxes, set of 6', 'en', ['boxes']],
    ['HP Victus 15 gaming laptop RTX 4050', 'en', ['laptop']],
    ['Bath towel set of 4, white', 'en', ['towel']],
    ['Screwdriver bit set, 32 pieces', 'en', ['bit']],
    ['Denso iridium spark plugs, 4', 'en', ['plugs']],
    ['طقم رؤوس مفكات 32 قطعة', 'ar', ['رؤوس']],
    ['كرتون ورق A4 دبل ايه 5 رزم', 'ar', ['ورق']],
  ])('%s → %j', (name, lang, heads) => {
    expect(nameHeadWords(name, lang)).toEqual(heads);
  });

  it('gives the head of each coordinated part of a category name', () => {
    expect(nameHeadWords('ثلاجات وفريزرات', 'ar', true)).toEqual(['ثلاجات', 'وفريزرات']);
    expect(nameHeadWords('Refrigerators & Freezers', 'en', true)).toEqual(['Refrigerators', 'Freezers']);
    expect(nameHeadWords('Small Kitchen Appliances', 'en', true)).toEqual(['Appliances']);
  });
});

describe('department words', () => {
  it('name a department whose kind the modifier gives, not a kind of product', () => {
    for (const w of ['ملابس', 'الملابس', 'مستلزمات', 'accessories', 'clothes'])
      expect(isDepartmentWord(w), w).toBe(true);
    for (const w of ['عرباية', 'حليب', 'bag', 'شنطة']) expect(isDepartmentWord(w), w).toBe(false);
  });
});
