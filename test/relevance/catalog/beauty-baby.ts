import type { ProductInput } from '../../../domain/catalog/product.ts';
import { CATEGORIES as C } from './categories.ts';
import { product as p } from './product-row.ts';

const scent = (gender: string) => ({ attributes: { Gender: gender } });

/** Fragrance, personal care, makeup, baby care and toys. */
export const BEAUTY_AND_BABY: readonly ProductInput[] = [
  p(
    'perfume-dior-sauvage-edp-100ml',
    'Dior',
    '599.00',
    C.fragrance,
    {
      en: 'Dior Sauvage Eau de Parfum 100ml',
      ar: 'عطر Dior Sauvage أو دو برفيوم 100 مل',
    },
    scent('Men'),
  ),
  p(
    'perfume-chanel-coco-edp-50ml',
    'Chanel',
    '549.00',
    C.fragrance,
    {
      en: 'Chanel Coco Mademoiselle Eau de Parfum 50ml',
      ar: 'عطر شانيل كوكو مدموازيل 50 مل',
    },
    scent('Women'),
  ),
  p(
    'perfume-rasasi-hawas-men-100ml',
    'Rasasi',
    '229.00',
    C.fragrance,
    {
      en: 'Rasasi Hawas for men 100ml',
      ar: 'عطر رصاصي هوس للرجال 100 مل',
    },
    scent('Men'),
  ),
  p(
    'perfume-lattafa-asad-100ml',
    'Lattafa',
    '89.00',
    C.fragrance,
    {
      en: 'Lattafa Asad Eau de Parfum 100ml',
      ar: 'عطر لطافة أسد 100 مل',
    },
    scent('Men'),
  ),
  p(
    'perfume-ajmal-amberwood-100ml',
    'Ajmal',
    '249.00',
    C.fragrance,
    {
      en: 'Ajmal Amber Wood Eau de Parfum 100ml',
      ar: 'عطر أجمل أمبر وود 100 مل',
    },
    scent('Unisex'),
  ),
  p(
    'perfume-arabianoud-kalemat-100ml',
    'Arabian Oud',
    '429.00',
    C.fragrance,
    {
      en: 'Arabian Oud Kalemat 100ml',
      ar: 'عطر العربية للعود كلمات 100 مل',
    },
    scent('Unisex'),
  ),
  p(
    'perfume-versace-eros-women-100ml',
    'Versace',
    '449.00',
    C.fragrance,
    {
      en: 'Versace Eros Pour Femme 100ml',
      ar: 'عطر فيرساتشي إيروس للنساء 100 مل',
    },
    scent('Women'),
  ),
  p('oudoil-abdulsamad-3ml', 'Abdul Samad Al Qurashi', '350.00', C.fragrance, {
    en: 'Abdul Samad Al Qurashi oud oil 3ml',
    ar: 'دهن عود عبدالصمد القرشي 3 مل',
  }),
  p('bakhoor-incense-50g', null, '45.00', C.fragrance, {
    en: 'Scented bakhoor incense 50g',
    ar: 'بخور معطر 50 جرام',
  }),
  p('airfreshener-glade-lavender', 'Glade', '12.00', C.storage, {
    en: 'Glade air freshener spray Lavender',
    ar: 'معطر جو جليد لافندر',
  }),
  p('deodorant-nivea-men-150ml', 'Nivea', '15.00', C.personalCare, {
    en: 'Nivea Men deodorant spray 150ml',
    ar: 'مزيل عرق نيفيا للرجال 150 مل',
  }),
  p('shampoo-pantene-400ml', 'Pantene', '19.00', C.personalCare, {
    en: 'Pantene Pro-V shampoo 400ml',
    ar: 'شامبو بانتين 400 مل',
  }),
  p('shampoo-headshoulders-600ml', 'Head & Shoulders', '27.00', C.personalCare, {
    en: 'Head & Shoulders anti-dandruff shampoo 600ml',
    ar: 'شامبو هيد اند شولدرز ضد القشرة 600 مل',
  }),
  p('cream-nivea-soft-200ml', 'Nivea', '22.00', C.personalCare, {
    en: 'Nivea Soft moisturizing cream 200ml',
    ar: 'كريم نيفيا سوفت مرطب 200 مل',
  }),
  p('sunscreen-larocheposay-spf50-50ml', 'La Roche-Posay', '89.00', C.personalCare, {
    en: 'La Roche-Posay Anthelios sunscreen SPF50 50ml',
    ar: 'واقي شمس لاروش بوزيه SPF50 سعة 50 مل',
  }),
  p(
    'lipstick-mac-matte-rubywoo',
    'MAC',
    '95.00',
    C.makeup,
    {
      en: 'MAC matte lipstick Ruby Woo',
      ar: 'أحمر شفاه ماك مطفي روبي وو',
    },
    { attributes: { Color: 'Red' } },
  ),

  p('diapers-pampers-babydry-size4-58', 'Pampers', '69.00', C.babyCare, {
    en: 'Pampers Baby-Dry diapers size 4, 58 pieces',
    ar: 'حفاضات بامبرز بيبي دراي مقاس 4 عدد 58',
  }),
  p('diapers-huggies-extracare-size3-60', 'Huggies', '65.00', C.babyCare, {
    en: 'Huggies Extra Care diapers size 3, 60 pieces',
    ar: 'حفاضات هجيز اكسترا كير مقاس 3 عدد 60',
  }),
  p('wipes-pampers-64', 'Pampers', '12.00', C.babyCare, {
    en: 'Pampers baby wipes 64 pieces',
    ar: 'مناديل مبللة للأطفال بامبرز 64 منديل',
  }),
  p('babybottle-philips-avent-260ml', 'Philips', '45.00', C.babyCare, {
    en: 'Philips Avent baby bottle 260ml',
    ar: 'رضاعة فيليبس أفنت 260 مل',
  }),
  p('stroller-chicco-lightweight', 'Chicco', '899.00', C.babyGear, {
    en: 'Chicco lightweight stroller',
    ar: 'عربة أطفال شيكو خفيفة',
  }),
  p('carseat-baby-0-4y', null, '499.00', C.babyGear, {
    en: 'Baby car seat, 0 to 4 years',
    ar: 'كرسي سيارة للأطفال من 0 إلى 4 سنوات',
  }),
  p('toy-lego-classic-484', 'LEGO', '199.00', C.toys, {
    en: 'LEGO Classic creative bricks 484 pieces',
    ar: 'ليغو كلاسيك مكعبات 484 قطعة',
  }),
  p('toy-barbie-fashion-doll', 'Barbie', '79.00', C.toys, {
    en: 'Barbie fashion doll',
    ar: 'دمية باربي',
  }),
  p('toy-rc-car', null, '129.00', C.toys, {
    en: 'Remote control car',
    ar: 'سيارة تحكم عن بعد',
  }),
  p('bike-kids-16in', null, '349.00', C.toys, {
    en: 'Kids bicycle 16 inch',
    ar: 'دراجة أطفال 16 بوصة',
  }),
];
