import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { HC } from './categories.ts';

/** Groceries of Egypt: baladi bread, foul, cheeses, Juhayna milk, black honey, tea and sweets. */
export const GROCERY_EGYPT: readonly ProductInput[] = [
  row('bread-baladi-5', null, '3.00', HC.bakery, {
    en: 'Egyptian baladi bread, 5 loaves',
    ar: 'عيش بلدي 5 أرغفة',
  }),
  row('bread-fino-6', null, '4.00', HC.bakery, {
    en: 'Fino bread rolls, 6 pieces',
    ar: 'عيش فينو 6 حبات',
  }),
  row('rice-camolino-egyptian-1kg', 'Camolino', '9.00', HC.rice, {
    en: 'Camolino Egyptian rice 1kg',
    ar: 'أرز مصري كاملينو 1 كيلو',
  }),
  row('pasta-regina-penne-400g', 'Regina', '5.00', HC.pasta, {
    en: 'Regina penne pasta 400g',
    ar: 'مكرونة ريجينا قلم 400 جم',
  }),
  row('pasta-elmaleka-spaghetti-1kg', 'El Maleka', '9.00', HC.pasta, {
    en: 'El Maleka spaghetti 1kg',
    ar: 'مكرونة الملكة اسباجتي 1 كيلو',
  }),
  row('foul-americana-400g', 'Americana', '5.00', HC.canned, {
    en: 'Americana foul medames 400g',
    ar: 'فول مدمس أمريكانا 400 جم',
  }),
  row('halawa-elrashidi-plain-500g', 'الرشيدي الميزان', '19.00', HC.sweets, {
    ar: 'حلاوة طحينية الرشيدي الميزان سادة 500 جم',
  }),
  row('tahina-elrashidi-300g', 'الرشيدي الميزان', '15.00', HC.spreads, {
    ar: 'طحينة الرشيدي الميزان 300 جم',
  }),
  row('cheese-domty-feta-500g', 'Domty', '12.00', HC.dairy, {
    en: 'Domty white feta cheese 500g',
    ar: 'جبنة دومتي بيضاء فيتا 500 جم',
  }),
  row('cheese-roumy-aged-250g', null, '19.00', HC.dairy, {
    en: 'Aged Roumy cheese 250g',
    ar: 'جبنة رومي قديمة 250 جم',
  }),
  row('cheese-istanbouli-chili-500g', null, '13.00', HC.dairy, {
    ar: 'جبنة اسطنبولي بالشطة 500 جم',
  }),
  row('cheese-kiri-cream-12', 'Kiri', '16.00', HC.dairy, {
    en: 'Kiri cream cheese squares, 12 portions',
    ar: 'جبنة كيري كريمي مربعات 12 قطعة',
    fr: 'Kiri fromage à la crème, 12 portions',
  }),
  row('milk-juhayna-fullcream-1l', 'Juhayna', '6.00', HC.dairy, {
    en: 'Juhayna full cream milk 1L',
    ar: 'لبن جهينة كامل الدسم 1 لتر',
  }),
  row('yogurt-juhayna-4x105g', 'Juhayna', '6.00', HC.dairy, {
    en: 'Juhayna plain yogurt 4 x 105g',
    ar: 'زبادي جهينة سادة 4 علب',
  }),
  row('blackhoney-molasses-700g', null, '8.00', HC.spreads, {
    en: 'Sugarcane black honey (molasses) 700g',
    ar: 'عسل أسود 700 جم',
  }),
  row('dukkah-egyptian-200g', null, '9.00', HC.spices, {
    en: 'Egyptian dukkah spice mix 200g',
    ar: 'دقة مصرية 200 جم',
  }),
  row('molokhia-frozen-minced-400g', null, '7.00', HC.meat, {
    en: 'Frozen minced molokhia 400g',
    ar: 'ملوخية مفرومة مجمدة 400 جم',
  }),
  row('ghee-baladi-800g', null, '49.00', HC.oils, {
    en: 'Baladi ghee 800g',
    ar: 'سمنة بلدي 800 جم',
  }),
  row('tea-elarosa-250g', 'El Arosa', '9.00', HC.hotDrinks, {
    en: 'El Arosa black tea 250g',
    ar: 'شاي العروسة 250 جم',
  }),
  row('tea-lipton-yellowlabel-100', 'Lipton', '19.00', HC.hotDrinks, {
    en: 'Lipton Yellow Label tea, 100 tea bags',
    ar: 'شاي ليبتون العلامة الصفراء 100 كيس',
    fr: 'Thé Lipton Yellow Label, 100 sachets',
  }),
  row('coffee-abuauf-turkish-200g', 'Abu Auf', '25.00', HC.hotDrinks, {
    en: 'Abu Auf Turkish coffee with cardamom 200g',
    ar: 'بن أبو عوف تركي محوج 200 جم',
  }),
  row('chips-chipsy-saltvinegar-45g', 'Chipsy', '2.00', HC.sweets, {
    en: 'Chipsy salt and vinegar potato chips 45g',
    ar: 'شيبسي ملح وخل 45 جم',
  }),
  row('croissant-molto-chocolate', 'Molto', '2.00', HC.bakery, {
    en: 'Molto chocolate croissant',
    ar: 'مولتو كرواسون شوكولاتة',
  }),
  row('juice-beyti-mango-1l', 'Beyti', '6.00', HC.drinks, {
    en: 'Beyti mango juice 1L',
    ar: 'عصير بيتي مانجو 1 لتر',
  }),
  row('lentils-yellow-split-1kg', null, '8.00', HC.rice, {
    en: 'Split yellow lentils 1kg',
    ar: 'عدس أصفر مجروش 1 كيلو',
    fr: 'Lentilles corail 1 kg',
  }),
  row('kahk-eid-agameya-1kg', null, '59.00', HC.sweets, {
    en: 'Eid kahk cookies with agameya 1kg',
    ar: 'كحك العيد بالعجمية 1 كيلو',
  }),
  row('basbousa-nuts-500g', null, '25.00', HC.sweets, {
    en: 'Basbousa with nuts 500g',
    ar: 'بسبوسة بالمكسرات 500 جم',
  }),
  row('chicken-koki-frozen-1-2kg', 'Koki', '19.00', HC.meat, {
    en: 'Koki frozen whole chicken 1.2kg',
    ar: 'فرخة كوكي مجمدة 1.2 كيلو',
  }),
  row('sardines-oil-125g', 'Titus', '5.00', HC.canned, {
    ar: 'سردين بالزيت تيتوس 125 غ',
    fr: "Sardines à l'huile Titus 125 g",
  }),
  row('koshari-kit-1kg', null, '15.00', HC.pasta, {
    en: 'Koshari kit: rice, lentils, pasta and sauce 1kg',
    ar: 'علبة كشري جاهزة أرز وعدس ومكرونة وصلصة 1 كيلو',
  }),
];
