import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { HC } from './categories.ts';

/** Groceries of the Gulf: basmati rice, dates, Arabic coffee, spices, laban, seafood and Ramadan staples. */
export const GROCERY_GULF: readonly ProductInput[] = [
  row('rice-daawat-basmati-5kg', 'Daawat', '59.00', HC.rice, {
    en: 'Daawat basmati rice 5kg',
    ar: 'أرز داوات بسمتي 5 كيلو',
  }),
  row('rice-indiagate-basmati-5kg', 'India Gate', '65.00', HC.rice, {
    en: 'India Gate classic basmati rice 5kg',
    ar: 'أرز انديا جيت بسمتي 5 كيلو',
  }),
  row('dates-sukkari-1kg', null, '39.00', HC.sweets, {
    en: 'Sukkari dates 1kg',
    ar: 'تمر سكري 1 كيلو',
  }),
  row('dates-ajwa-madinah-500g', null, '49.00', HC.sweets, {
    en: 'Ajwa Al Madinah dates 500g',
    ar: 'تمر عجوة المدينة 500 جم',
  }),
  row('coffee-arabic-saffron-250g', null, '35.00', HC.hotDrinks, {
    en: 'Saudi Arabic coffee with cardamom and saffron 250g',
    ar: 'قهوة عربية سعودية بالهيل والزعفران 250 جم',
  }),
  row('saffron-spanish-4g', null, '39.00', HC.spices, {
    en: 'Spanish saffron 4g',
    ar: 'زعفران إسباني 4 جرام',
  }),
  row('spices-kabsa-200g', null, '9.00', HC.spices, {
    en: 'Kabsa spices 200g',
    ar: 'بهارات كبسة 200 جم',
  }),
  row('laban-almarai-fresh-1l', 'Almarai', '5.00', HC.dairy, {
    en: 'Almarai fresh laban 1L',
    ar: 'لبن المراعي طازج 1 لتر',
  }),
  row('labneh-alsafi-400g', 'Al Safi', '11.00', HC.dairy, {
    en: 'Al Safi labneh 400g',
    ar: 'لبنة الصافي 400 جم',
  }),
  row('milk-nadec-fullfat-2l', 'Nadec', '11.00', HC.dairy, {
    en: 'Nadec full fat fresh milk 2L',
    ar: 'حليب نادك طازج كامل الدسم 2 لتر',
  }),
  row('cheese-puck-creamspread-500g', 'Puck', '19.00', HC.dairy, {
    en: 'Puck cream cheese spread 500g',
    ar: 'جبنة بوك كريمي قابلة للدهن 500 جم',
  }),
  row('cream-nestle-cooking-170g', 'Nestlé', '4.00', HC.dairy, {
    en: 'Nestlé cooking cream 170g',
    ar: 'قشطة نستله 170 جم',
  }),
  row('ghee-cow-800g', null, '45.00', HC.oils, {
    en: 'Pure cow ghee 800g',
    ar: 'سمن بقري أصلي 800 جم',
  }),
  row('oil-noor-corn-1-5l', 'Noor', '21.00', HC.oils, {
    en: 'Noor corn oil 1.5L',
    ar: 'زيت ذرة نور 1.5 لتر',
  }),
  row('water-nova-330ml-40', 'Nova', '19.00', HC.drinks, {
    en: 'Nova drinking water 330ml x 40',
    ar: 'مياه نوفا 330 مل 40 عبوة',
  }),
  row('water-alain-1-5l-6', 'Al Ain', '9.00', HC.drinks, {
    en: 'Al Ain water 1.5L x 6',
    ar: 'مياه العين 1.5 لتر 6 عبوات',
  }),
  row('vimto-cordial-710ml', 'Vimto', '12.00', HC.drinks, {
    en: 'Vimto fruit cordial 710ml',
    ar: 'شراب فيمتو 710 مل',
  }),
  row('tang-orange-2kg', 'Tang', '35.00', HC.drinks, {
    en: 'Tang orange drink powder 2kg',
    ar: 'تانج برتقال بودرة 2 كيلو',
  }),
  row('luqaimat-mix-500g', null, '9.00', HC.bakery, {
    en: 'Luqaimat mix 500g',
    ar: 'خلطة لقيمات 500 جم',
  }),
  row('harees-wheat-1kg', null, '12.00', HC.rice, {
    en: 'Harees wheat 1kg',
    ar: 'هريس 1 كيلو',
  }),
  row('jareesh-1kg', null, '11.00', HC.rice, {
    en: 'Jareesh cracked wheat 1kg',
    ar: 'جريش 1 كيلو',
  }),
  row('shrimp-frozen-1kg', null, '59.00', HC.meat, {
    en: 'Frozen peeled shrimp 1kg',
    ar: 'روبيان مقشر مجمد 1 كيلو',
    fr: 'Crevettes décortiquées surgelées 1 kg',
  }),
  row('fish-hamour-fillet-1kg', null, '69.00', HC.meat, {
    en: 'Frozen hamour fish fillet 1kg',
    ar: 'فيليه سمك هامور مجمد 1 كيلو',
  }),
  row('salmon-norwegian-fillet-500g', null, '55.00', HC.meat, {
    en: 'Norwegian salmon fillet, frozen, 500g',
    ar: 'فيليه سلمون نرويجي مجمد 500 جم',
    fr: 'Filet de saumon norvégien surgelé 500 g',
  }),
  row('chicken-alwatania-fresh-1kg', 'Al Watania', '17.00', HC.meat, {
    en: 'Al Watania fresh whole chicken 1kg',
    ar: 'دجاج الوطنية طازج 1 كيلو',
  }),
  row('tuna-goody-light-3x185', 'Goody', '19.00', HC.canned, {
    en: 'Goody light meat tuna in oil, 3 x 185g',
    ar: 'تونة قودي لحم خفيف بالزيت 3 × 185 جم',
  }),
  row('samosa-sheets-500g', null, '9.00', HC.bakery, {
    en: 'Samosa pastry sheets 500g',
    ar: 'رقائق سمبوسة 500 جم',
  }),
  row('bread-tamees-4', null, '4.00', HC.bakery, {
    en: 'Tamees bread, 4 pieces',
    ar: 'خبز تميس 4 حبات',
  }),
  row('kitkat-4finger-12', 'Nestlé', '25.00', HC.sweets, {
    en: 'Nestlé KitKat 4 finger chocolate, 12 pack',
    ar: 'كيت كات شوكولاتة 4 أصابع 12 حبة',
  }),
  row('oliveoil-spanish-light-750ml', 'Al Jazira', '35.00', HC.oils, {
    en: 'Al Jazira Spanish olive oil 750ml',
    ar: 'زيت زيتون إسباني الجزيرة 750 مل',
  }),
];
