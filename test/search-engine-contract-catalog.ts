import type { CategoryRef, ProductDocument } from '../domain/search/product-document.ts';

/** A small bilingual (English and Arabic) catalog the SearchEngine contract runs against. */

const ELECTRONICS = { en: 'Electronics', ar: 'إلكترونيات' };
const PHONES = { en: 'Phones', ar: 'هواتف' };
const SMARTPHONES = { en: 'Smartphones', ar: 'هواتف ذكية' };
const AUDIO = { en: 'Audio', ar: 'صوتيات' };
const HEADPHONES = { en: 'Headphones', ar: 'سماعات' };
const HOME = { en: 'Home', ar: 'المنزل' };
const KITCHEN = { en: 'Kitchen', ar: 'المطبخ' };
const COFFEE = { en: 'Coffee Tools', ar: 'أدوات القهوة' };

export const CATEGORY = {
  electronics: { id: 'electronics', path: [ELECTRONICS], ancestorIds: ['electronics'] },
  phones: { id: 'phones', path: [ELECTRONICS, PHONES], ancestorIds: ['electronics', 'phones'] },
  smartphones: {
    id: 'smartphones',
    path: [ELECTRONICS, PHONES, SMARTPHONES],
    ancestorIds: ['electronics', 'phones', 'smartphones'],
  },
  headphones: {
    id: 'headphones',
    path: [ELECTRONICS, AUDIO, HEADPHONES],
    ancestorIds: ['electronics', 'audio', 'headphones'],
  },
  home: { id: 'home', path: [HOME], ancestorIds: ['home'] },
  coffee: { id: 'coffee', path: [HOME, KITCHEN, COFFEE], ancestorIds: ['home', 'kitchen', 'coffee'] },
} satisfies Record<string, CategoryRef>;

const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);

const product = (
  fields: Pick<ProductDocument, 'id' | 'name' | 'brand' | 'price' | 'categories'> & Partial<ProductDocument>,
): ProductDocument => ({
  description: {},
  salePrice: null,
  currency: 'SAR',
  inStock: true,
  attributes: {},
  createdAt: day('2024-01-01'),
  popularity: 0,
  revision: 1,
  ...fields,
});

export const CONTRACT_CATALOG: readonly ProductDocument[] = [
  product({
    id: 'p01',
    name: { en: 'Samsung Galaxy S23 Smartphone', ar: 'سامسونج جالكسي S23 هاتف ذكي' },
    description: {
      en: 'Flagship phone with a bright screen and a long lasting battery.',
      ar: 'هاتف رائد بشاشة ساطعة وبطارية تدوم طويلا.',
    },
    brand: 'Samsung',
    price: 3000,
    salePrice: 2700,
    categories: [CATEGORY.smartphones],
    attributes: { Color: 'Black', Storage: '256GB' },
    createdAt: day('2024-03-01'),
    popularity: 90,
  }),
  product({
    id: 'p02',
    name: { en: 'Samsung Galaxy Buds Wireless Earbuds', ar: 'سماعات سامسونج جالكسي بودز لاسلكية' },
    description: {
      en: 'Small earbuds with active noise cancelling.',
      ar: 'سماعات صغيرة بخاصية عزل الضوضاء.',
    },
    brand: 'Samsung',
    price: 500,
    categories: [CATEGORY.headphones],
    attributes: { Color: 'White' },
    createdAt: day('2023-06-01'),
    popularity: 70,
  }),
  product({
    id: 'p03',
    name: { en: 'Apple iPhone 15 Smartphone', ar: 'ايفون 15 من ابل هاتف ذكي' },
    description: { en: 'A fast phone with a great camera.', ar: 'هاتف سريع بكاميرا رائعة.' },
    brand: 'Apple',
    price: 4000,
    inStock: false,
    categories: [CATEGORY.smartphones],
    attributes: { Color: 'Blue', Storage: '128GB' },
    createdAt: day('2023-09-01'),
    popularity: 95,
  }),
  product({
    id: 'p04',
    name: { en: 'Sony Wireless Headphones WH1000', ar: 'سماعات سوني لاسلكية WH1000' },
    description: {
      en: 'Over ear headphones with thirty hours of battery and a carrying case.',
      ar: 'سماعات رأس ببطارية تدوم ثلاثين ساعة مع حقيبة.',
    },
    brand: 'Sony',
    price: 1200,
    salePrice: 999,
    categories: [CATEGORY.headphones],
    attributes: { Color: 'Black' },
    createdAt: day('2022-05-01'),
    popularity: 60,
  }),
  product({
    id: 'p05',
    name: { en: 'Nespresso Coffee Machine', ar: 'آلة قهوة نسبريسو' },
    description: { en: 'Espresso machine for capsules.', ar: 'آلة إسبريسو للكبسولات.' },
    brand: 'Nespresso',
    price: 800,
    categories: [CATEGORY.coffee],
    attributes: { Color: 'Red' },
    createdAt: day('2024-01-15'),
    popularity: 40,
  }),
  product({
    id: 'p06',
    name: { en: 'Arabic Coffee Dallah', ar: 'دلة قهوة عربية' },
    description: { en: 'A brass pot for serving Arabic coffee.', ar: 'دلة نحاسية لتقديم القهوة العربية.' },
    brand: 'الريان',
    price: 150,
    categories: [CATEGORY.coffee],
    attributes: { Color: 'Gold' },
    createdAt: day('2021-11-01'),
    popularity: 20,
  }),
  product({
    id: 'p07',
    name: { en: 'Galaxy Phone Case for Samsung', ar: 'جراب هاتف جالكسي' },
    description: { en: 'A slim protective case.', ar: 'جراب رفيع للحماية.' },
    brand: 'Spigen',
    price: 80,
    categories: [CATEGORY.phones],
    attributes: { Color: 'Black' },
    createdAt: day('2024-02-01'),
    popularity: 30,
  }),
  product({
    id: 'p08',
    name: { en: 'Samsung Smart Television 55', ar: 'تلفزيون سامسونج ذكي 55' },
    description: { en: 'Large screen for the living room.', ar: 'شاشة كبيرة لغرفة المعيشة.' },
    brand: 'Samsung',
    price: 2500,
    inStock: false,
    categories: [CATEGORY.electronics],
    attributes: { Color: 'Black' },
    createdAt: day('2023-01-01'),
    popularity: 50,
  }),
  product({
    id: 'p09',
    name: { en: 'Oak & Walnut Desk Stand <b>', ar: 'حامل مكتب خشبي' },
    description: { en: 'A wooden stand that holds your headphones.', ar: 'حامل خشبي يحمل السماعات.' },
    brand: 'Woody',
    price: 120,
    categories: [CATEGORY.home],
    attributes: { Color: 'Brown' },
    createdAt: day('2022-01-01'),
    popularity: 10,
  }),
  product({
    id: 'p10',
    name: { en: 'Phone Holder Galaxy Edition', ar: 'حامل هاتف إصدار جالكسي' },
    description: { en: 'Keeps a phone upright on the desk.', ar: 'يثبت الهاتف على المكتب.' },
    brand: 'Ugreen',
    price: 70,
    categories: [CATEGORY.phones],
    attributes: { Color: 'Gray' },
    createdAt: day('2023-03-01'),
    popularity: 15,
  }),
  product({
    id: 'p11',
    name: { en: 'Chargers Bundle', ar: 'مجموعة شواحن' },
    brand: 'Anker',
    price: 60,
    categories: [CATEGORY.phones],
    attributes: { Color: 'White' },
    createdAt: day('2023-05-01'),
    popularity: 25,
  }),
  product({
    id: 'p12',
    name: { en: 'Fast Charger', ar: 'شاحن سريع' },
    brand: 'Anker',
    price: 60,
    categories: [CATEGORY.phones],
    attributes: { Color: 'White' },
    createdAt: day('2023-05-02'),
    popularity: 25,
  }),
  product({
    id: 'p13',
    name: { en: 'Dalla Serving Tray', ar: 'صينية تقديم' },
    brand: 'الريان',
    price: 45,
    categories: [CATEGORY.coffee],
    attributes: { Color: 'Silver' },
    createdAt: day('2020-01-01'),
    popularity: 5,
  }),
];
