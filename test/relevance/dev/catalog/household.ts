import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { DC } from './categories.ts';

/**
 * Cookware, tableware, large appliances, furniture, lighting and everyday clothes, named as a
 * store writes them (Modern Standard Arabic, English, French), for the eleventh pass's queries in
 * the words of each region.
 */
export const DEV_HOUSEHOLD: readonly ProductInput[] = [
  row('pot-tefal-inox-24cm', 'Tefal', '149.00', DC.kitchen, {
    en: 'Tefal stainless steel cooking pot 24cm',
    ar: 'قدر طبخ ستانلس ستيل تيفال 24 سم',
    fr: 'Marmite inox Tefal 24 cm',
  }),
  row('fryingpan-nonstick-28cm', null, '69.00', DC.kitchen, {
    en: 'Non-stick frying pan 28cm',
    ar: 'مقلاة غير لاصقة 28 سم',
    fr: 'Poêle antiadhésive 28 cm',
  }),
  row('pressurecooker-inox-6l', null, '189.00', DC.kitchen, {
    en: 'Stainless steel pressure cooker 6L',
    ar: 'قدر ضغط ستانلس 6 لتر',
    fr: 'Autocuiseur inox 6 L',
  }),
  row('plates-porcelain-dinner-6', null, '89.00', DC.kitchen, {
    en: 'Porcelain dinner plates, set of 6',
    ar: 'طقم صحون عشاء بورسلين 6 قطع',
    fr: 'Assiettes plates en porcelaine, lot de 6',
  }),
  row('teaglasses-gold-rim-6', null, '39.00', DC.kitchen, {
    en: 'Tea glasses with gold rim, set of 6',
    ar: 'طقم كاسات شاي بحافة ذهبية 6 قطع',
    fr: 'Verres à thé bord doré, lot de 6',
  }),
  row('teapot-inox-1l', null, '59.00', DC.kitchen, {
    en: 'Stainless steel teapot 1L',
    ar: 'إبريق شاي ستانلس 1 لتر',
    fr: 'Théière en inox 1 L',
  }),
  row('knives-kitchen-set-5', null, '79.00', DC.kitchen, {
    en: 'Kitchen knife set, 5 pieces',
    ar: 'طقم سكاكين مطبخ 5 قطع',
    fr: 'Set de couteaux de cuisine 5 pièces',
  }),
  row('tray-serving-gold-40cm', null, '49.00', DC.kitchen, {
    en: 'Gold serving tray 40cm',
    ar: 'صينية تقديم ذهبية 40 سم',
  }),
  row('dallah-coffee-brass', null, '119.00', DC.kitchen, {
    en: 'Brass Arabic coffee dallah',
    ar: 'دلة قهوة عربية نحاسية',
  }),
  row('bucket-plastic-15l', null, '15.00', DC.kitchen, {
    en: 'Plastic bucket 15L',
    ar: 'دلو بلاستيك 15 لتر',
  }),
  row('broom-soft-floor', null, '19.00', DC.kitchen, { en: 'Soft floor broom', ar: 'مكنسة أرضية ناعمة' }),
  row('fridge-lg-nofrost-400l', 'LG', '2799.00', DC.appliances, {
    en: 'LG No Frost refrigerator 400L',
    ar: 'ثلاجة إل جي نو فروست 400 لتر',
    fr: 'Réfrigérateur LG No Frost 400 L',
  }),
  row('washer-samsung-frontload-8kg', 'Samsung', '1999.00', DC.appliances, {
    en: 'Samsung front load washing machine 8kg',
    ar: 'غسالة ملابس سامسونج تحميل أمامي 8 كيلو',
    fr: 'Lave-linge hublot Samsung 8 kg',
  }),
  row('ac-gree-split-18000', 'Gree', '2499.00', DC.appliances, {
    en: 'Gree split air conditioner 18000 BTU',
    ar: 'مكيف سبليت جري 18000 وحدة',
    fr: 'Climatiseur split Gree 18000 BTU',
  }),
  row('fan-stand-16in', null, '129.00', DC.appliances, {
    en: 'Stand fan 16 inch',
    ar: 'مروحة ستاند 16 بوصة',
    fr: 'Ventilateur sur pied 16 pouces',
  }),
  row('heater-oil-11fins', null, '239.00', DC.appliances, {
    en: 'Oil-filled radiator heater, 11 fins',
    ar: 'دفاية زيت 11 ريشة',
    fr: "Radiateur bain d'huile 11 éléments",
  }),
  row('cooker-gas-4burners-oven', null, '1299.00', DC.appliances, {
    en: 'Gas cooker with oven, 4 burners',
    ar: 'طباخ غاز مع فرن 4 عيون',
    fr: 'Cuisinière à gaz avec four, 4 feux',
  }),
  row('hairdryer-philips-2200w', 'Philips', '159.00', DC.care, {
    en: 'Philips hair dryer 2200W',
    ar: 'مجفف شعر فيليبس 2200 واط',
    fr: 'Sèche-cheveux Philips 2200 W',
  }),
  row('sofa-3seat-fabric-grey', null, '1899.00', DC.furniture, {
    en: '3-seater fabric sofa, grey',
    ar: 'كنبة 3 مقاعد قماش رمادي',
    fr: 'Canapé 3 places en tissu gris',
  }),
  row('table-dining-wood-6', null, '1499.00', DC.furniture, {
    en: 'Wooden dining table for 6',
    ar: 'طاولة طعام خشب 6 أشخاص',
    fr: 'Table à manger en bois 6 personnes',
  }),
  row('lamp-desk-led', null, '89.00', DC.furniture, {
    en: 'LED desk lamp',
    ar: 'مصباح مكتب ليد',
    fr: 'Lampe de bureau LED',
  }),
  row('chandelier-crystal-8', null, '899.00', DC.furniture, {
    en: 'Crystal chandelier, 8 lights',
    ar: 'ثريا كريستال 8 لمبات',
    fr: 'Lustre en cristal 8 lampes',
  }),
  row('mattress-medical-160x200', null, '999.00', DC.furniture, {
    en: 'Medical mattress 160x200',
    ar: 'مرتبة طبية 160×200',
    fr: 'Matelas orthopédique 160x200',
  }),
  row('pajamas-women-cotton', null, '99.00', DC.women, {
    en: "Women's cotton pajama set",
    ar: 'طقم بيجامة نسائية قطن',
    fr: 'Pyjama femme en coton',
  }),
  row('shirt-men-formal-white', null, '119.00', DC.men, {
    en: "Men's formal shirt, white",
    ar: 'قميص رجالي رسمي أبيض',
    fr: 'Chemise homme habillée blanche',
  }),
  row('sandals-men-leather-brown', null, '149.00', DC.footwear, {
    en: "Men's leather sandals, brown",
    ar: 'صندل رجالي جلد بني',
    fr: 'Sandales homme en cuir marron',
  }),
  row('slippers-women-house', null, '35.00', DC.footwear, {
    en: "Women's house slippers",
    ar: 'شبشب منزلي نسائي',
    fr: "Chaussons d'intérieur femme",
  }),
  row('jacket-men-winter-black', null, '299.00', DC.men, {
    en: "Men's winter jacket, black",
    ar: 'جاكيت شتوي رجالي أسود',
    fr: "Blouson d'hiver homme noir",
  }),
  row('dress-girls-party-pink', null, '129.00', DC.kidsWear, {
    en: 'Girls party dress, pink',
    ar: 'فستان بناتي للحفلات وردي',
    fr: 'Robe de fête fille rose',
  }),
];
