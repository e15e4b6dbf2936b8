import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { HC } from './categories.ts';

/** Groceries of the Levant: zaatar, labneh, cheeses, bulgur, molasses, pickles, coffee and sweets. */
export const GROCERY_LEVANT: readonly ProductInput[] = [
  row('zaatar-alwadi-green-400g', 'Al Wadi Al Akhdar', '19.00', HC.spices, {
    en: 'Al Wadi Al Akhdar green zaatar 400g',
    ar: 'زعتر أخضر الوادي الأخضر 400 غ',
  }),
  row('zaatar-baladi-sesame-500g', null, '25.00', HC.spices, {
    ar: 'زعتر بلدي أردني مع سمسم 500 غرام',
  }),
  row('sumac-200g', null, '12.00', HC.spices, {
    en: 'Ground sumac 200g',
    ar: 'سماق مطحون 200 غ',
  }),
  row('spices-sevenspices-200g', null, '14.00', HC.spices, {
    en: 'Seven spices blend 200g',
    ar: 'بهارات سبع بهارات 200 غ',
  }),
  row('labneh-balls-oliveoil-500g', null, '29.00', HC.dairy, {
    ar: 'لبنة مكعبات مدحبرة بزيت الزيتون 500 غ',
  }),
  row('cheese-halloumi-250g', null, '18.00', HC.dairy, {
    en: 'Halloumi cheese 250g',
    ar: 'جبنة حلوم 250 غ',
    fr: 'Fromage halloumi 250 g',
  }),
  row('cheese-akkawi-400g', null, '22.00', HC.dairy, {
    en: 'Akkawi white cheese 400g',
    ar: 'جبنة عكاوي بيضاء 400 غ',
  }),
  row('cheese-shanklish-zaatar', null, '15.00', HC.dairy, {
    ar: 'شنكليش بالزعتر حبتين',
  }),
  row('bulgur-fine-1kg', null, '9.00', HC.rice, {
    en: 'Fine bulgur 1kg',
    ar: 'برغل ناعم 1 كغ',
    fr: 'Boulgour fin 1 kg',
  }),
  row('freekeh-1kg', null, '19.00', HC.rice, {
    en: 'Freekeh (roasted green wheat) 1kg',
    ar: 'فريكة 1 كغ',
  }),
  row('molasses-pomegranate-500ml', 'Al Wadi Al Akhdar', '16.00', HC.spreads, {
    en: 'Al Wadi Al Akhdar pomegranate molasses 500ml',
    ar: 'دبس رمان الوادي الأخضر 500 مل',
  }),
  row('molasses-grape-900g', null, '18.00', HC.spreads, {
    en: 'Grape molasses 900g',
    ar: 'دبس عنب 900 غ',
  }),
  row('tahini-alwadi-454g', 'Al Wadi Al Akhdar', '17.00', HC.spreads, {
    en: 'Al Wadi Al Akhdar tahini 454g',
    ar: 'طحينة الوادي الأخضر 454 غ',
  }),
  row('jam-apricot-800g', 'Al Wadi Al Akhdar', '15.00', HC.spreads, {
    en: 'Apricot jam 800g',
    ar: 'مربى مشمش 800 غ',
    fr: "Confiture d'abricot 800 g",
  }),
  row('makdous-eggplant-1kg', null, '35.00', HC.pickles, {
    en: 'Makdous stuffed eggplant in olive oil 1kg',
    ar: 'مكدوس باذنجان بزيت الزيتون 1 كغ',
  }),
  row('pickles-mixed-1kg', null, '14.00', HC.pickles, {
    en: 'Mixed pickles 1kg',
    ar: 'مخلل مشكل 1 كغ',
    fr: 'Légumes au vinaigre 1 kg',
  }),
  row('vineleaves-brine-908g', null, '19.00', HC.canned, {
    en: 'Vine leaves in brine 908g',
    ar: 'ورق عنب محفوظ 908 غ',
    fr: 'Feuilles de vigne en saumure 908 g',
  }),
  row('hummus-tahini-ready-400g', 'Al Wadi Al Akhdar', '9.00', HC.canned, {
    en: 'Ready hummus with tahini 400g',
    ar: 'حمص بالطحينة جاهز 400 غ',
  }),
  row('falafel-mix-400g', null, '8.00', HC.canned, {
    en: 'Falafel mix 400g',
    ar: 'خلطة فلافل 400 غ',
  }),
  row('oliveoil-palestinian-evoo-1l', null, '59.00', HC.oils, {
    en: 'Palestinian extra virgin olive oil 1L',
    ar: 'زيت زيتون فلسطيني بكر ممتاز 1 لتر',
    fr: "Huile d'olive vierge extra palestinienne 1 L",
  }),
  row('olives-green-nabali-1kg', null, '25.00', HC.pickles, {
    en: 'Green Nabali olives 1kg',
    ar: 'زيتون أخضر نبالي 1 كغ',
  }),
  row('coffee-najjar-cardamom-450g', 'Najjar', '39.00', HC.hotDrinks, {
    en: 'Najjar Lebanese coffee with cardamom 450g',
    ar: 'قهوة نجار لبنانية مع هيل 450 غ',
  }),
  row('tea-alghazaleen-ceylon-500g', 'Al Ghazaleen', '29.00', HC.hotDrinks, {
    en: 'Al Ghazaleen Ceylon tea 500g',
    ar: 'شاي الغزالين سيلاني 500 غ',
  }),
  row('mamoul-dates-500g', null, '35.00', HC.sweets, {
    en: "Ma'amoul cookies with dates 500g",
    ar: 'معمول بالتمر 500 غ',
  }),
  row('kaak-sesame-rings-400g', null, '12.00', HC.bakery, {
    en: "Ka'ak sesame bread rings 400g",
    ar: 'كعك بالسمسم 400 غ',
  }),
  row('bread-lebanese-pita-6', null, '5.00', HC.bakery, {
    en: 'Lebanese pita bread, 6 loaves',
    ar: 'خبز عربي لبناني 6 أرغفة',
  }),
  row('molokhia-dried-leaves-200g', null, '14.00', HC.spices, {
    en: 'Dried molokhia leaves 200g',
    ar: 'ملوخية ناشفة ورق 200 غ',
  }),
  row('mortadella-siniora-chicken-500g', 'Siniora', '19.00', HC.meat, {
    en: 'Siniora chicken mortadella 500g',
    ar: 'مرتديلا دجاج سنيورة 500 غ',
  }),
  row('halawa-tahini-plain-500g', 'Al Wadi Al Akhdar', '18.00', HC.sweets, {
    en: 'Plain tahini halawa 500g',
    ar: 'حلاوة طحينية سادة 500 غ',
  }),
  row('hareeseh-semolina-cake-1kg', null, '45.00', HC.sweets, {
    en: 'Hareeseh semolina cake with coconut 1kg',
    ar: 'هريسة بالقشطة وجوز الهند 1 كغ',
  }),
];
