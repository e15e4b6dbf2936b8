import type { ProductInput } from '../../../../domain/catalog/product.ts';
import { row } from '../../catalog-row.ts';
import { DC } from './categories.ts';

/**
 * Near neighbours of products the dev set already holds, for the fifteenth pass: the grown-up's
 * socks, bicycle and scooter beside the child's, wired
 * earphones beside wireless ones, a sports bottle beside a feeding bottle, a small fridge beside
 * a large one and a large aluminium pot beside a steel one; and, for the seventeenth pass, air
 * conditioners of a smaller and a larger capacity beside the 18,000 BTU one.
 */
export const DEV_NEIGHBORS: readonly ProductInput[] = [
  row('ac-lg-split-12000', 'LG', '1799.00', DC.appliances, {
    en: 'LG split air conditioner 12000 BTU',
    ar: 'مكيف سبليت إل جي 12000 وحدة',
    fr: 'Climatiseur split LG 12000 BTU',
  }),
  row('ac-samsung-split-24000', 'Samsung', '3299.00', DC.appliances, {
    en: 'Samsung split air conditioner 24000 BTU',
    ar: 'مكيف سبليت سامسونج 24000 وحدة',
    fr: 'Climatiseur split Samsung 24000 BTU',
  }),
  row('socks-men-sport-3pairs', null, '29.00', DC.men, {
    en: "Men's sports socks, 3 pairs",
    ar: 'جوارب رياضية رجالي 3 أزواج',
    fr: 'Chaussettes de sport homme, lot de 3',
  }),
  row('bicycle-mountain-26in', null, '899.00', DC.toys, {
    en: 'Mountain bike 26 inch, 21 speeds',
    ar: 'دراجة جبلية 26 بوصة 21 سرعة',
    fr: 'VTT 26 pouces 21 vitesses',
  }),
  row('scooter-electric-350w', null, '1299.00', DC.toys, {
    en: 'Electric scooter 350W, foldable',
    ar: 'سكوتر كهربائي 350 واط قابل للطي',
    fr: 'Trottinette électrique 350 W pliable',
  }),
  row('earphones-sony-wired', 'Sony', '59.00', DC.audio, {
    en: 'Sony wired in-ear earphones with mic',
    ar: 'سماعة أذن سلكية سوني مع مايك',
  }),
  row('waterbottle-sports-750ml', null, '35.00', DC.kitchen, {
    en: 'Sports water bottle 750ml',
    ar: 'زجاجة ماء رياضية 750 مل',
    fr: 'Gourde de sport 750 ml',
  }),
  row('fridge-mini-90l', null, '649.00', DC.appliances, {
    en: 'Mini fridge 90L',
    ar: 'ثلاجة صغيرة 90 لتر',
    fr: 'Mini réfrigérateur 90 L',
  }),
  row('pot-aluminium-30cm', null, '69.00', DC.kitchen, {
    en: 'Aluminium cooking pot 30cm',
    ar: 'قدر طبخ ألمنيوم 30 سم',
    fr: 'Faitout en aluminium 30 cm',
  }),
];
