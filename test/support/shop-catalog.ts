import { shopProduct } from './search-pipeline.ts';

const phones = { categories: [{ id: 'phones', path: [{ en: 'Mobile Phones', ar: 'جوالات' }] }] };
const accessories = {
  categories: [{ id: 'accessories', path: [{ en: 'Phone Accessories', ar: 'اكسسوارات' }] }],
};
const kitchen = { categories: [{ id: 'kitchen', path: [{ en: 'Kitchen', ar: 'مطبخ' }] }] };

/** A small two-language shop for the search pipeline's unit tests. */
export const SHOP = [
  shopProduct(
    'galaxy',
    { ar: 'جوال سامسونج جالكسي اس 24', en: 'Samsung Galaxy S24 phone' },
    {
      brand: 'Samsung',
      price: '3200.00',
      popularity: 10,
      ...phones,
    },
  ),
  shopProduct(
    'galaxy-a15',
    { ar: 'جوال سامسونج جالكسي اي 15', en: 'Samsung Galaxy A15 phone' },
    {
      brand: 'Samsung',
      price: '650.00',
      popularity: 5000,
      ...phones,
    },
  ),
  shopProduct(
    'iphone',
    { ar: 'جوال ايفون 15 برو', en: 'Apple iPhone 15 Pro' },
    {
      brand: 'Apple',
      price: '4500.00',
      popularity: 100,
      ...phones,
    },
  ),
  shopProduct(
    'holder',
    { ar: 'حامل جوال', en: 'Phone holder' },
    {
      brand: 'Baseus',
      price: '60.00',
      popularity: 100000,
      ...accessories,
    },
  ),
  shopProduct(
    'powerbank',
    { ar: 'بطارية متنقلة 20000 مللي امبير', en: 'Portable battery 20000mAh' },
    {
      brand: 'Anker',
      price: '150.00',
      ...accessories,
    },
  ),
  shopProduct(
    'airfryer',
    { ar: 'قلاية هوائية فيليبس', en: 'Philips air fryer' },
    {
      brand: 'Philips',
      price: '450.00',
      ...kitchen,
    },
  ),
  shopProduct(
    'fryer-pan',
    { ar: 'مقلاة هوائية صغيرة', en: 'Small air fry pan' },
    {
      brand: 'Tefal',
      price: '300.00',
      ...kitchen,
    },
  ),
  shopProduct(
    'steel-kettle',
    { en: 'Steel kettle for Samsung fridges' },
    { brand: 'Russell', price: '90.00', ...kitchen },
  ),
  shopProduct(
    'kettle',
    { ar: 'غلاية كهربائية', en: 'Electric kettle' },
    {
      brand: 'Philips',
      price: '120.00',
      ...kitchen,
    },
  ),
];
