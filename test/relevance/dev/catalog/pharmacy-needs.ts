import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { DC } from './categories.ts';

/**
 * Medicines a pharmacy names by brand and form, not by the complaint they treat, for the
 * twenty-second pass's queries that name the complaint (`دوا حموضة`, heartburn medicine).
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
];
