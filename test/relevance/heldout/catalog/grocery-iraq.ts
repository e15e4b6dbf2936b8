import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { HC } from './categories.ts';

/** Groceries of Iraq: amber rice (timman), samoon, geymar, date syrup, noomi Basra, kleicha. */
export const GROCERY_IRAQ: readonly ProductInput[] = [
  row('rice-amber-iraqi-5kg', null, '65.00', HC.rice, {
    en: 'Iraqi Amber rice 5kg',
    ar: 'تمن عنبر عراقي 5 كيلو',
  }),
  row('rice-mahmood-basmati-4-5kg', 'Mahmood', '55.00', HC.rice, {
    en: 'Mahmood basmati rice 4.5kg',
    ar: 'رز محمود بسمتي 4.5 كيلو',
  }),
  row('bread-samoon-iraqi-10', null, '6.00', HC.bakery, {
    en: 'Iraqi samoon bread, 10 pieces',
    ar: 'صمون عراقي 10 قطع',
  }),
  row('geymar-iraqi-200g', null, '12.00', HC.dairy, {
    en: 'Iraqi geymar clotted cream 200g',
    ar: 'قيمر عراقي 200 غرام',
  }),
  row('cheese-jibn-arab-500g', null, '14.00', HC.dairy, {
    ar: 'جبن عرب أبيض 500 غرام',
  }),
  row('yogurt-roba-1kg', null, '7.00', HC.dairy, {
    ar: 'لبن روبة 1 كيلو',
  }),
  row('laban-shenina-1l', null, '4.00', HC.dairy, {
    ar: 'لبن شنينة 1 لتر',
  }),
  row('dibis-dates-1kg', null, '15.00', HC.spreads, {
    en: 'Date syrup (dibis) 1kg',
    ar: 'دبس تمر 1 كيلو',
  }),
  row('noomi-basra-dried-lime-250g', null, '12.00', HC.spices, {
    en: 'Dried black lime (noomi Basra) 250g',
    ar: 'نومي بصرة 250 غرام',
  }),
  row('spices-biryani-iraqi-200g', null, '10.00', HC.spices, {
    en: 'Iraqi biryani spices 200g',
    ar: 'بهارات برياني عراقية 200 غرام',
  }),
  row('kleicha-dates-500g', null, '25.00', HC.sweets, {
    en: 'Kleicha date cookies 500g',
    ar: 'كليجة بالتمر 500 غرام',
  }),
  row('mannalsama-nougat-500g', null, '35.00', HC.sweets, {
    en: 'Mann al-Sama Iraqi nougat 500g',
    ar: 'من السما 500 غرام',
  }),
  row('halqoum-turkishdelight-500g', null, '19.00', HC.sweets, {
    en: 'Turkish delight 500g',
    ar: 'حلقوم 500 غرام',
  }),
  row('dates-zahdi-1kg', null, '12.00', HC.sweets, {
    en: 'Zahdi dates 1kg',
    ar: 'تمر زهدي 1 كيلو',
  }),
  row('amba-mango-pickle-1kg', null, '15.00', HC.pickles, {
    en: 'Amba mango pickle 1kg',
    ar: 'عمبة 1 كيلو',
  }),
  row('torshi-iraqi-mixed-1kg', null, '12.00', HC.pickles, {
    en: 'Iraqi mixed torshi 1kg',
    ar: 'طرشي عراقي مشكل 1 كيلو',
  }),
  row('tea-ahmad-ceylon-500g', 'Ahmad Tea', '29.00', HC.hotDrinks, {
    en: 'Ahmad Tea Ceylon 500g',
    ar: 'شاي احمد سيلاني 500 غرام',
  }),
  row('chicken-sadia-frozen-1kg', 'Sadia', '15.00', HC.meat, {
    en: 'Sadia frozen whole chicken 1kg',
    ar: 'دجاج ساديا مجمد 1 كيلو',
  }),
  row('kubba-halab-frozen-10', null, '25.00', HC.meat, {
    en: 'Frozen kubba Halab, 10 pieces',
    ar: 'كبة حلب مجمدة 10 قطع',
  }),
  row('baqilla-dried-1kg', null, '9.00', HC.rice, {
    en: 'Dried broad beans (baqilla) 1kg',
    ar: 'باقلاء يابسة 1 كيلو',
  }),
  row('chickpeas-dried-1kg', null, '9.00', HC.rice, {
    en: 'Dried chickpeas 1kg',
    ar: 'حمص حب 1 كيلو',
    fr: 'Pois chiches secs 1 kg',
  }),
  row('ghee-dihin-hur-1kg', null, '79.00', HC.oils, {
    ar: 'دهن حر عراقي 1 كيلو',
  }),
  row('tomatopaste-1kg', null, '8.00', HC.canned, {
    en: 'Tomato paste 1kg',
    ar: 'معجون طماطم 1 كيلو',
    fr: 'Concentré de tomate 1 kg',
  }),
  row('cardamom-green-250g', null, '45.00', HC.spices, {
    en: 'Green cardamom 250g',
    ar: 'هيل أخضر 250 جم',
  }),
  row('dibisrashi-set-iraqi', null, '25.00', HC.spreads, {
    ar: 'طقم دبس وراشي عراقي',
  }),
];
