import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

/**
 * Nineteenth pass, written before its changes: requests that say what the shopper will make
 * (`ابي اسوي`, `بدي اعمل`, `بغيت نوجد`), who it is for (`لابوي`, `لاخوي الصغير`, `لامي`), when
 * (`الليلة`, `بكرة`, `الصبح`) and where (`بالبيت`, `للبيت`), around the thing asked for; and
 * what a child plays with (`يلعب فيه`).
 */
export const DEV_QUERIES_NINETEENTH_CONTEXT: readonly TaggedQuery[] = [
  gulf('long', 'ابي اسوي عصير برتقال بالبيت', ['juice-orange-almarai-1-4l'], ['blender-ninja-bn750']),
  gulf(
    'long',
    'ابي اسوي شاي للضيوف',
    ['tea-rabea-400g', 'tea-elarosa-loose-250g', 'teapot-inox-1l'],
    ['tea-green-mint-25', 'teaglasses-gold-rim-6', 'kettle-tefal-1-7l'],
  ),
  gulf('long', 'نبي نسوي عزيمه ونحتاج صحون', ['plates-porcelain-dinner-6']),
  gulf(
    'long',
    'ابي اسوي كبسه وش احتاج رز',
    ['rice-alosra-basmati-10kg', 'rice-sella-yellow-5kg'],
    ['rice-egyptian-shortgrain-5kg', 'spices-mixed-arabic-200g'],
  ),
  gulf(
    'long',
    'ابي هديه لابوي يحب العطور',
    [
      'perfume-versace-eros-edt-100',
      'perfume-rasasi-layuqawam-75',
      'perfume-abdulsamad-safari-100',
      'perfume-lattafa-oudmood-100',
    ],
    ['oudwood-malaysian-25g', 'bakhoor-oudi-100g'],
  ),
  gulf(
    'long',
    'ابي شي لاخوي الصغير يلعب فيه',
    ['toy-puzzle-100pcs', 'toy-blocks-50pcs', 'doll-fashion-30cm', 'toy-dollhouse-wooden', 'football-size5'],
    ['scooter-kids-3wheels', 'bicycle-kids-16in', 'tricycle-toddler-handle'],
  ),
  gulf(
    'long',
    'ضيوف جايين الليله ابي حلويات',
    ['baklava-assorted-500g', 'maamoul-pistachio-400g'],
    [
      'halawa-vanilla-450g',
      'kleicha-dates-box-450g',
      'chocolate-galaxy-smooth-4',
      'biscuits-tiger-chocolate-12',
    ],
  ),
  gulf(
    'long',
    'ابي اطبخ مندي بالبيت وش احتاج',
    ['rice-alosra-basmati-10kg', 'rice-sella-yellow-5kg'],
    ['spices-mixed-arabic-200g', 'pot-aluminium-30cm'],
  ),
  gulf(
    'long',
    'البيت برد بالشتا ابي شي يدفي',
    ['heater-oil-11fins'],
    ['blanket-fleece-double-navy', 'duvet-single-150x200'],
  ),
  egypt('long', 'هدية لامي في عيد الام عطر حريمي', ['perfume-ajmal-sacrifice-her-50']),
  egypt('long', 'عايز اعمل فول الصبح محتاج فول معلب', ['foul-californiagarden-450g']),
  egypt('long', 'بكرة عيد ميلاد بنتي عايز عروسة', ['doll-fashion-30cm'], ['toy-dollhouse-wooden']),
  egypt('long', 'عايزة اعمل كيكة في البيت محتاجة سكر', ['sugar-brown-1kg']),
  egypt('long', 'يا ريت تجيبولي حلة ضغط', ['pressurecooker-inox-6l']),
  levant(
    'long',
    'شو بعمل بالبرد بدي شي دافي للبيت',
    ['heater-oil-11fins'],
    ['blanket-fleece-double-navy', 'duvet-single-150x200'],
  ),
  levant(
    'long',
    'الصغير ما بينام بدو شي يلعب فيه',
    ['toy-puzzle-100pcs', 'toy-blocks-50pcs', 'doll-fashion-30cm', 'toy-dollhouse-wooden'],
    ['football-size5', 'scooter-kids-3wheels', 'tricycle-toddler-handle'],
  ),
  levant('long', 'بدي اعمل تبولة للعزيمة الليلة', ['bulgur-coarse-1kg'], ['lemons-1kg', 'cucumber-1kg']),
  levant('long', 'انا بحاجة لمقدح كهربائي للبيت', [
    'drill-blackdecker-cordless-12v',
    'hammerdrill-makita-hr2470',
  ]),
  levant('long', 'صار لازم غير فرشاة سناني', ['toothbrush-sensodyne-soft']),
  iraq('long', 'اريد اسوي شاي بالبيت اريد كتلي', ['kettle-tefal-1-7l'], ['teapot-inox-1l']),
  iraq(
    'long',
    'اريد هدية لاختي تحب المكياج',
    ['lipstick-maybelline-matte-red', 'mascara-maybelline-lash', 'foundation-loreal-infaillible-30ml'],
    ['nailpolish-essie-red'],
  ),
  iraq('long', 'القطة مالتي جوعانة اريد اكل لقطتي', ['catfood-whiskas-kitten-pouches-12']),
  maghreb('long', 'بغيت نوجد الحريرة لليوم', ['harira-mix-ayour-300g']),
  maghreb(
    'long',
    'بغيت ندير أتاي فالدار',
    ['tea-green-mint-25', 'teapot-inox-1l'],
    ['teaglasses-gold-rim-6', 'kettle-tefal-1-7l'],
  ),
];
