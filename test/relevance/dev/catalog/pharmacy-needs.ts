import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { DC } from './categories.ts';

/**
 * Medicines and household remedies a store names by brand and form, not by the complaint they
 * treat, for the twenty-second pass's queries that name the complaint (`دوا حموضة`, heartburn
 * medicine; `شي للصراصير`, something for cockroaches).
 */
export const DEV_PHARMACY_NEEDS: readonly ProductInput[] = [
  row('antacid-gaviscon-24', 'Gaviscon', '27.00', DC.medicine, {
    en: 'Gaviscon Double Action chewable tablets, mint, 24',
    ar: 'جافيسكون دبل أكشن أقراص مضغ بالنعناع 24 قرص',
    fr: 'Gaviscon Double Action comprimés à croquer menthe, 24',
  }),
  row('antidiarrheal-imodium-6', 'Imodium', '18.00', DC.medicine, {
    en: 'Imodium 2mg, 6 capsules',
    ar: 'إيموديوم 2 ملجم 6 كبسولات',
  }),
  row('laxative-dulcolax-30', 'Dulcolax', '21.00', DC.medicine, {
    en: 'Dulcolax 5mg, 30 tablets',
    ar: 'دولكولاكس 5 ملجم 30 قرص',
    fr: 'Dulcolax 5 mg, 30 comprimés',
  }),
  row('antihistamine-claritine-20', 'Claritine', '33.00', DC.medicine, {
    en: 'Claritine 10mg, 20 tablets',
    ar: 'كلاريتين 10 ملجم 20 قرص',
  }),
  row('colicdrops-infacol-50ml', 'Infacol', '29.00', DC.medicine, {
    en: 'Infacol colic relief drops for infants 50ml',
    ar: 'إنفاكول نقط للمغص للرضع 50 مل',
  }),
  row('ors-sachets-10', null, '12.00', DC.medicine, {
    en: 'Oral rehydration salts, 10 sachets',
    ar: 'محلول معالجة الجفاف 10 أكياس',
    fr: 'Sels de réhydratation orale, 10 sachets',
  }),
  row('insecticide-pifpaf-400ml', 'Pif Paf', '15.00', DC.kitchen, {
    en: 'Pif Paf aerosol for flying and crawling insects 400ml',
    ar: 'بف باف ايروسول للحشرات الطائرة والزاحفة 400 مل',
  }),
  row('shampoo-headshoulders-400', 'Head & Shoulders', '27.00', DC.care, {
    en: 'Head & Shoulders Classic Clean shampoo 400ml',
    ar: 'شامبو هيد اند شولدرز كلاسيك كلين 400 مل',
    fr: 'Shampooing Head & Shoulders Classic 400 ml',
  }),
  row('musclerub-deepheat-100g', 'Deep Heat', '22.00', DC.medicine, {
    en: 'Deep Heat heat rub cream 100g',
    ar: 'كريم ديب هيت الحراري 100 جم',
  }),
  row('melatonin-5mg-60', null, '45.00', DC.medicine, {
    en: 'Melatonin 5mg, 60 tablets',
    ar: 'ميلاتونين 5 ملجم 60 قرص',
  }),
];
