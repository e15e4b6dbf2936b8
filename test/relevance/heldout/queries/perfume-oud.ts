import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

const OUD_PERFUMES = [
  'perfume-swissarabian-shaghafoud-75',
  'perfume-alharamain-amberoud-gold-60',
  'perfume-tomford-oudwood-edp-50',
];
const WOMEN_PERFUMES = [
  'perfume-chanel-*',
  'perfume-ysl-*',
  'perfume-carolinaherrera-*',
  'perfume-lattafa-yara-*',
  'perfume-arabianoud-madawi-*',
];
const MEN_PERFUMES = [
  'perfume-dior-sauvage-*',
  'perfume-armani-*',
  'perfume-montblanc-*',
  'perfume-lattafa-asad-*',
  'perfume-rasasi-hawas-*',
  'perfume-ajmal-evoke-*',
  'perfume-ardalzaafaran-dirham-*',
];
const UNISEX_PERFUMES = [
  'perfumeoil-*',
  'perfume-lattafa-khamrah-*',
  'perfume-tomford-*',
  'perfume-ajmal-amberwood-*',
  'perfume-swissarabian-*',
  'perfume-alharamain-*',
  'perfume-arabianoud-kalemat-*',
];

/** Oud oil, and the perfumes of the house Arabian Oud, are near matches for an oud perfume. */
const OUD_OK = ['oudoil-*', 'perfume-arabianoud-*'];
/** Unisex perfumes and body mists are near matches for a women's perfume. */
const WOMEN_OK = [...UNISEX_PERFUMES, 'bodymist-*'];

export const PERFUME_OUD_QUERIES: readonly TaggedQuery[] = [
  gulf('long', 'ابي عطر عود ريحته تثبت طول اليوم', OUD_PERFUMES, OUD_OK),
  levant('long', 'بدي عطر نسائي هدية لامي بعيد الام', WOMEN_PERFUMES, WOMEN_OK),
  iraq('long', 'اريد بخور عدني ريحته قوية للبيت', ['bakhoor-adeni-250g'], ['bakhoor-mamoul-*']),
  gulf('long', 'مبخرة كهربا تشتغل بالشحن للسيارة', ['burner-electric-usb-gold']),
  gulf('long', 'دهن عود كمبودي اصلي من عبدالصمد', ['oudoil-abdulsamad-cambodi-3ml']),

  gulf('english', 'dior sauvage', ['perfume-dior-sauvage-edt-100']),
  levant('english', 'oud perfume', OUD_PERFUMES, OUD_OK),
  egypt('english', 'women perfume', WOMEN_PERFUMES, WOMEN_OK),
  gulf('english', 'bakhoor burner', ['burner-*']),
  levant('english', 'rose water', ['rosewater-taifi-250']),
  iraq('english', 'tom ford oud wood', ['perfume-tomford-oudwood-edp-50']),

  gulf('typos', 'عطر سوفاح', ['perfume-dior-sauvage-edt-100']),
  egypt('typos', 'شانيل كوكو مدموزيل', ['perfume-chanel-cocomademoiselle-edp-100']),
  gulf('typos', 'لطافة خمرا', ['perfume-lattafa-khamrah-edp-100']),
  iraq('typos', 'مبخرة كهربايئة', ['burner-electric-usb-gold']),
  gulf('typos', 'بخوور عدني', ['bakhoor-adeni-250g']),
  levant('typos', 'ارماني اكوا دجيو', ['perfume-armani-acquadigio-edt-100']),
  gulf('typos', 'هوس الرصاصي', ['perfume-rasasi-hawas-edp-100']),

  egypt('dialect', 'برفان رجالي', MEN_PERFUMES, UNISEX_PERFUMES),
  gulf('dialect', 'دخون', ['bakhoor-*'], ['oudwood-*']),
  gulf('dialect', 'مدخن كهربائي', ['burner-electric-usb-gold']),
  egypt('dialect', 'ريحة شوكو مسك', ['perfumeoil-alrehab-chocomusk-6ml']),
  egypt('dialect', 'ازازة برفان ديور', ['perfume-dior-sauvage-edt-100']),
  gulf('dialect', 'معمول', ['bakhoor-mamoul-royal-100g'], ['mamoul-*']),
  maghreb('french', 'بارفان نسائي', WOMEN_PERFUMES, WOMEN_OK),
  maghreb('french', 'parfum homme', MEN_PERFUMES, UNISEX_PERFUMES),
  maghreb('french', 'huile parfumée musc', ['perfumeoil-alrehab-chocomusk-6ml']),

  gulf('cross-script', 'abdulsamad al qurashi oud', ['oudoil-abdulsamad-cambodi-3ml']),
  egypt('cross-script', 'musk tahara', ['musk-tahara-white-30g']),
  gulf('cross-script', 'توم فورد', ['perfume-tomford-oudwood-edp-50']),
  iraq('cross-script', 'indian oud', ['oudwood-indian-tola']),

  gulf('arabizi', 'mabkhara kahraba', ['burner-electric-usb-gold']),
  gulf('arabizi', 'dahn oud mo3attaq', ['oudoil-ajmal-dahnaloud-moattaq-3ml']),
  levant('arabizi', '3otor nesa2iye', WOMEN_PERFUMES, WOMEN_OK),

  gulf('parser', 'اجمل عطر نسائي', WOMEN_PERFUMES, WOMEN_OK),
  gulf('parser', 'عطر درهم', ['perfume-ardalzaafaran-dirham-100']),
  iraq('parser', 'عطر لزوجي', MEN_PERFUMES, UNISEX_PERFUMES),
  levant('parser', 'perfume for my wife', WOMEN_PERFUMES, WOMEN_OK),
  gulf('parser', 'vanilla body mist', ['bodymist-victoriassecret-barevanilla-250']),
  gulf(
    'parser',
    'عطر رجالي اقل من 300 ريال',
    [
      'perfume-lattafa-asad-*',
      'perfume-rasasi-hawas-*',
      'perfume-ajmal-evoke-*',
      'perfume-ardalzaafaran-dirham-*',
    ],
    ['perfume-lattafa-khamrah-*', 'perfume-ajmal-amberwood-*', 'perfume-swissarabian-*'],
  ),

  gulf('numbers', 'دهن عود ٣ مل', ['oudoil-*']),
  iraq('numbers', 'بخور ربع كيلو', ['bakhoor-adeni-250g']),
  egypt('numbers', 'ماية ورد ربع لتر', ['rosewater-taifi-250']),
  levant('numbers', 'عطر نسائي ٩٠ مل', ['perfume-ysl-libre-edp-90', 'perfume-arabianoud-madawi-90']),
];
