import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { DC } from './categories.ts';

/**
 * The garage, the pharmacy counter, the pet shelf, the pencil case, table and bath linen, and
 * groceries of the Levant, Egypt and the Maghreb, named as a store writes them, for the fourteenth
 * pass's queries in the words of each region.
 */
export const DEV_COUNTER_GARAGE: readonly ProductInput[] = [
  row('carjack-hydraulic-2t', null, '119.00', DC.carAcc, {
    en: 'Hydraulic car jack 2 ton',
    ar: 'رافعة سيارة هيدروليك 2 طن',
    fr: 'Cric hydraulique 2 tonnes',
  }),
  row('jumpcables-500a', null, '59.00', DC.carAcc, {
    en: 'Battery jumper cables 500A',
    ar: 'كيبل اشتراك بطارية 500 أمبير',
    fr: 'Câbles de démarrage 500 A',
  }),
  row('tyreinflator-12v', null, '99.00', DC.carAcc, {
    en: '12V electric tyre inflator',
    ar: 'منفاخ إطارات كهربائي 12 فولت',
    fr: 'Gonfleur de pneus électrique 12 V',
  }),
  row('seatcovers-leather-black', null, '249.00', DC.carAcc, {
    en: 'Leather car seat covers, black',
    ar: 'كسوة مقاعد سيارة جلد أسود',
    fr: 'Housses de sièges auto en cuir noir',
  }),
  row('coughsyrup-prospan-100ml', 'Prospan', '32.00', DC.medicine, {
    en: 'Prospan cough syrup 100ml',
    ar: 'شراب كحة بروسبان 100 مل',
    fr: 'Sirop contre la toux Prospan 100 ml',
  }),
  row('plasters-hansaplast-20', 'Hansaplast', '14.00', DC.medicine, {
    en: 'Hansaplast wound plasters, 20',
    ar: 'لصقات جروح هانزابلاست 20 قطعة',
    fr: 'Pansements Hansaplast, 20',
  }),
  row('eyedrops-refresh-10ml', 'Refresh', '38.00', DC.medicine, {
    en: 'Refresh lubricant eye drops 10ml',
    ar: 'قطرة عين مرطبة ريفريش 10 مل',
  }),
  row('vitaminc-effervescent-20', null, '24.00', DC.medicine, {
    en: 'Vitamin C 1000mg effervescent tablets, 20',
    ar: 'فيتامين سي فوار 1000 ملجم 20 قرص',
    fr: 'Vitamine C 1000 mg effervescente, 20 comprimés',
  }),
  row('dogleash-nylon-red', null, '29.00', DC.pets, {
    en: 'Nylon dog leash, red',
    ar: 'مقود كلب نايلون أحمر',
    fr: 'Laisse pour chien en nylon rouge',
  }),
  row('sharpener-maped-double', 'Maped', '6.00', DC.school, {
    en: 'Maped double pencil sharpener',
    ar: 'برّاية أقلام مزدوجة مابد',
    fr: 'Taille-crayon double Maped',
  }),
  row('scissors-school-kids', null, '9.00', DC.school, {
    en: 'Kids school scissors, round tip',
    ar: 'مقص مدرسي للأطفال برأس مدور',
    fr: 'Ciseaux scolaires enfant, bout rond',
  }),
  row('tablecloth-round-150', null, '45.00', DC.linen, {
    en: 'Round tablecloth 150cm',
    ar: 'مفرش طاولة دائري 150 سم',
    fr: 'Nappe ronde 150 cm',
  }),
  row('bathmat-cotton-grey', null, '35.00', DC.linen, {
    en: 'Cotton bath mat, grey',
    ar: 'دواسة حمام قطن رمادي',
    fr: 'Tapis de bain en coton gris',
  }),
  row('molokhia-frozen-400g', null, '8.00', DC.pantry, {
    en: 'Frozen minced molokhia 400g',
    ar: 'ملوخية مفرومة مجمدة 400 جم',
    fr: 'Corète potagère hachée surgelée 400 g',
  }),
  row('freekeh-green-1kg', null, '18.00', DC.pantry, {
    en: 'Green freekeh 1kg',
    ar: 'فريكة خضراء 1 كيلو',
  }),
  row('kishk-baladi-500g', null, '22.00', DC.pantry, {
    en: 'Levantine kishk 500g',
    ar: 'كشك بلدي 500 جم',
  }),
  row('extinguisher-car-1kg', null, '59.00', DC.carAcc, {
    en: 'Car fire extinguisher, dry powder 1kg',
    ar: 'مطفأة حريق للسيارة بودرة 1 كيلو',
    fr: 'Extincteur auto à poudre 1 kg',
  }),
  row('triangle-warning-reflective', null, '25.00', DC.carAcc, {
    en: 'Reflective warning triangle',
    ar: 'مثلث تحذير عاكس',
    fr: 'Triangle de signalisation réfléchissant',
  }),
  row('headunit-android-9in', null, '399.00', DC.carAcc, {
    en: 'Android car head unit 9 inch with CarPlay',
    ar: 'شاشة سيارة اندرويد 9 إنش مع كاربلاي',
    fr: 'Autoradio Android 9 pouces avec CarPlay',
  }),
  row('camera-reverse-car', null, '89.00', DC.carAcc, {
    en: 'Car reversing camera, night vision',
    ar: 'كاميرا رجوع للسيارة برؤية ليلية',
    fr: 'Caméra de recul voiture, vision de nuit',
  }),
  row('gearoil-atf-1l', null, '45.00', DC.carParts, {
    en: 'Automatic transmission fluid ATF 1L',
    ar: 'زيت ناقل حركة أوتوماتيك 1 لتر',
    fr: 'Huile de boîte automatique ATF 1 L',
  }),
  row('brakefluid-dot4-500ml', null, '29.00', DC.carParts, {
    en: 'Brake fluid DOT 4, 500ml',
    ar: 'سائل فرامل دوت 4 سعة 500 مل',
    fr: 'Liquide de frein DOT 4, 500 ml',
  }),
];
