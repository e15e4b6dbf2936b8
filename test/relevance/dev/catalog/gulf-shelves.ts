import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { DC } from './categories.ts';

/**
 * Kinds the dev set lacked on the shelves of a Gulf store, for the twenty-third pass: the men's
 * headdress, cloak and trousers, musk and blended oud, a car seat and a carrier for the baby,
 * bird and fish food, crayons, the carpenter's hammer and level, a radiator and shock absorbers,
 * car mats and a steering cover, a laptop stand, a webcam and a ring light, fitted sheets and
 * table mats, Ajwa dates, saffron and Saudi coffee. Each named as a store names it, not with the
 * words shoppers say.
 */
export const DEV_GULF_SHELVES: readonly ProductInput[] = [
  row('shemagh-red-classic', 'Al Mutlaq', '119.00', DC.men, {
    en: 'Classic red and white shemagh, cotton',
    ar: 'شماغ أحمر كلاسيكي قطن',
  }),
  row('bisht-men-black-embroidered', null, '650.00', DC.men, {
    en: "Men's black bisht with gold embroidery",
    ar: 'بشت رجالي أسود مطرز بالذهبي',
  }),
  row('sirwal-white-cotton-men', null, '45.00', DC.men, {
    en: "Men's white cotton sirwal trousers",
    ar: 'سروال قطني رجالي أبيض',
  }),
  row('sunglasses-rayban-aviator', 'Ray-Ban', '590.00', DC.men, {
    en: 'Ray-Ban Aviator sunglasses, gold frame',
    ar: 'نظارة شمسية راي بان أفياتور إطار ذهبي',
  }),
  row('wallet-leather-black-men', null, '89.00', DC.footwear, {
    en: "Men's black leather wallet",
    ar: 'محفظة رجالية جلد طبيعي أسود',
  }),
  row('musk-tahara-30ml', 'Abdul Samad Al Qurashi', '35.00', DC.fragrance, {
    en: 'White musk (musk al tahara) 30ml',
    ar: 'مسك الطهارة الأبيض 30 مل',
  }),
  row('oudoil-mukhallat-12ml', 'Ajmal', '240.00', DC.fragrance, {
    en: 'Ajmal Mukhallat oud oil 12ml',
    ar: 'أجمل دهن عود مخلط 12 مل',
  }),
  row('carseat-baby-9-18kg', 'Joie', '699.00', DC.baby, {
    en: 'Joie child car seat, 9 to 18 kg',
    ar: 'كرسي سيارة للأطفال جوي من 9 إلى 18 كجم',
  }),
  row('babycarrier-ergonomic', null, '189.00', DC.baby, {
    en: 'Ergonomic baby carrier',
    ar: 'حمالة أطفال مريحة للظهر',
  }),
  row('teether-silicone', null, '19.00', DC.baby, {
    en: 'Silicone teether for babies',
    ar: 'عضاضة تسنين سيليكون للرضع',
  }),
  row('birdfood-seeds-1kg', null, '22.00', DC.pets, {
    en: 'Seed mix for birds 1kg',
    ar: 'خلطة بذور طعام طيور 1 كجم',
  }),
  row('fishfood-flakes-100g', 'Tetra', '18.00', DC.pets, {
    en: 'Tetra fish food flakes 100g',
    ar: 'تترا طعام أسماك رقائق 100 جم',
  }),
  row('catscratcher-post', null, '65.00', DC.pets, {
    en: 'Cat scratching post with sisal rope',
    ar: 'عمود خدش للقطط بحبل سيزال',
  }),
  row('crayons-crayola-24', 'Crayola', '16.00', DC.school, {
    en: 'Crayola wax crayons, 24 colours',
    ar: 'ألوان شمع كرايولا 24 لون',
  }),
  row('hammer-claw-16oz', 'Stanley', '39.00', DC.tools, {
    en: 'Stanley claw hammer 16oz',
    ar: 'مطرقة نجار ستانلي 16 أونصة',
  }),
  row('spiritlevel-60cm', null, '29.00', DC.tools, {
    en: 'Aluminium spirit level 60cm',
    ar: 'ميزان ماء ألمنيوم 60 سم',
  }),
  row('toolbox-19in-plastic', null, '55.00', DC.tools, {
    en: 'Plastic toolbox 19 inch',
    ar: 'صندوق عدة بلاستيك 19 بوصة',
  }),
  row('multimeter-digital-auto-range', null, '69.00', DC.tools, {
    en: 'Digital multimeter',
    ar: 'جهاز قياس كهرباء رقمي ملتيميتر',
  }),
  row('radiator-toyota-camry', 'Denso', '420.00', DC.carParts, {
    en: 'Denso radiator for Toyota Camry',
    ar: 'رديتر دينسو لتويوتا كامري',
  }),
  row('shocks-front-hyundai-accent', 'KYB', '310.00', DC.carParts, {
    en: 'KYB front shock absorbers for Hyundai Accent, pair',
    ar: 'مساعدات أمامية كي واي بي لهيونداي أكسنت زوج',
  }),
  row('carmats-rubber-4', null, '75.00', DC.carAcc, {
    en: 'Rubber car floor mats, set of 4',
    ar: 'دواسات أرضية مطاط للسيارة 4 قطع',
  }),
  row('steeringcover-black-leather', null, '35.00', DC.carAcc, {
    en: 'Black leather steering wheel cover',
    ar: 'غطاء مقود جلد أسود',
  }),
  row('headlightbulb-h4-led', 'Philips', '149.00', DC.carAcc, {
    en: 'Philips H4 LED headlight bulbs, pair',
    ar: 'لمبات كشاف أمامي فيليبس H4 ليد زوج',
  }),
  row('carcover-waterproof', null, '120.00', DC.carAcc, {
    en: 'Waterproof car cover',
    ar: 'غطاء سيارة مقاوم للماء',
  }),
  row('laptopstand-aluminium', null, '85.00', DC.pcAcc, {
    en: 'Adjustable aluminium laptop stand',
    ar: 'حامل لابتوب ألمنيوم قابل للتعديل',
  }),
  row('webcam-c270-logitech', 'Logitech', '129.00', DC.pcAcc, {
    en: 'Logitech C270 HD webcam',
    ar: 'كاميرا ويب لوجيتك C270 بدقة HD',
  }),
  row('ringlight-10in-tripod', null, '79.00', DC.mobileAcc, {
    en: '10 inch ring light with tripod and phone holder',
    ar: 'إضاءة حلقية 10 بوصة مع حامل ثلاثي وماسك جوال',
  }),
  row('fittedsheet-single-white', null, '59.00', DC.linen, {
    en: 'Fitted sheet, single, white cotton',
    ar: 'شرشف مطاطي سرير مفرد قطن أبيض',
  }),
  row('tablemats-set-6', null, '49.00', DC.linen, {
    en: 'Table mats, set of 6',
    ar: 'مفارش سفرة طقم 6 قطع',
  }),
  row('dates-ajwa-1kg', null, '95.00', DC.pantry, {
    en: 'Madinah Ajwa dates 1kg',
    ar: 'تمر عجوة المدينة 1 كجم',
  }),
  row('saffron-super-negin-1g', null, '32.00', DC.pantry, {
    en: 'Super negin saffron 1g',
    ar: 'زعفران سوبر نقين 1 جرام',
  }),
  row('coffee-saudi-blonde-500g', null, '45.00', DC.drinks, {
    en: 'Saudi blonde coffee with cardamom 500g',
    ar: 'قهوة سعودية شقراء بالهيل 500 جم',
  }),
];
