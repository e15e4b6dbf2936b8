import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

/**
 * Seventeenth pass, written before its changes: each region's words in the forms a shopper
 * types them in, plurals, an article or a preposition fused on, the Persian letters of Gulf and
 * Iraqi writing (چ گ پ ڤ), and the same words typed in Latin letters.
 */
export const DEV_QUERIES_SEVENTEENTH_FORMS: readonly TaggedQuery[] = [
  egypt('dialect', 'حلل ضغط', ['pressurecooker-inox-6l']),
  gulf(
    'dialect',
    'جدور طبخ كبيرة',
    ['pot-aluminium-30cm', 'pot-tefal-inox-24cm'],
    ['pressurecooker-inox-6l'],
  ),
  iraq('dialect', 'زوالي غرفة نوم', ['rug-bedroom-120x170-beige']),
  maghreb('dialect', 'زرابي ديال البيت', ['rug-bedroom-120x170-beige']),
  egypt('dialect', 'كشاكيل مسطرة', ['notebook-a5-ruled-5']),
  maghreb('dialect', 'الكراريس ديال المدرسة', ['notebook-a5-ruled-5']),
  levant('dialect', 'محايات', ['eraser-staedtler-2']),
  gulf('dialect', 'نعالات بيت حريمي', ['slippers-women-house']),
  levant('dialect', 'شحاطات نسواني للبيت', ['slippers-women-house']),
  maghreb('dialect', 'البوط ديال الرجال جلد', ['boots-men-leather-brown']),
  egypt('dialect', 'كاوتشات ١٥', ['tyre-continental-195-65-r15']),
  levant('dialect', 'دواليب ١٧ انش', ['tyre-yokohama-225-45-r17']),
  gulf('dialect', 'كفرات يوكوهاما', ['tyre-yokohama-225-45-r17']),
  egypt('dialect', 'تيل فرامل النترا ورا', ['brakepads-rear-hyundai-elantra']),
  levant('dialect', 'قماشات بريك النترا', ['brakepads-rear-hyundai-elantra']),
  levant('dialect', 'غرا فوري', ['superglue-3g']),
  maghreb('dialect', 'بوسيط خفيفة', ['stroller-joie-pact']),
  maghreb('dialect', 'بشكليط للدراري', ['bicycle-kids-16in']),
  egypt('dialect', 'لزقة جروح', ['plasters-hansaplast-20']),
];

/** The Persian letters of Gulf and Iraqi writing, and Maghrebi French words with ڤ. */
export const DEV_QUERIES_SEVENTEENTH_LETTERS: readonly TaggedQuery[] = [
  iraq('dialect', 'پنكة ستاند', ['fan-stand-16in']),
  iraq('dialect', 'گاز ابو اربع عيون', ['cooker-gas-4burners-oven']),
  iraq('dialect', 'چاي العروسة', ['tea-elarosa-loose-250g']),
  maghreb('french', 'ڤيلو للصغار', ['bicycle-kids-16in'], ['tricycle-toddler-handle']),
  gulf('dialect', 'چفير سيارة جلد', ['seatcovers-leather-black']),
  iraq('dialect', 'گلاص ماي رياضي', ['waterbottle-sports-750ml']),
  gulf('dialect', 'ڤيكس للكحة', ['lozenges-vicks-menthol-20']),
];

/** Dialect words typed in Latin letters. */
export const DEV_QUERIES_SEVENTEENTH_LATIN: readonly TaggedQuery[] = [
  gulf('arabizi', 'mkayef split', ['ac-gree-split-18000']),
  gulf('arabizi', '7afayed bampers', ['diapers-pampers-s3-68'], ['diapers-huggies-newborn-s1-64']),
  egypt('arabizi', 'tawa teflon', ['fryingpan-nonstick-28cm']),
  egypt('arabizi', 'botagaz 4 3oyon', ['cooker-gas-4burners-oven']),
  egypt('arabizi', 'sakkata bebe', ['pacifier-avent-ultrasoft-2']),
  levant('arabizi', 'tanjara tefal', ['pot-tefal-inox-24cm']),
  levant('arabizi', 'sheshwar philips', ['hairdryer-philips-2200w']),
  iraq('arabizi', 'sobya zeit', ['heater-oil-11fins']),
  maghreb('arabizi', 'chofaj dyal zit', ['heater-oil-11fins']),
  maghreb('arabizi', 'bechklit dyal drari', ['bicycle-kids-16in']),
  gulf('arabizi', 'dallah nhas', ['dallah-coffee-brass']),
  gulf('arabizi', 'mrtaba tibbiya', ['mattress-medical-160x200']),
  gulf('arabizi', 'na3al bait', ['slippers-women-house']),
  gulf('arabizi', 'kafarat yokohama', ['tyre-yokohama-225-45-r17']),
  egypt('arabizi', 'galabeya maghrebi', ['jalabiya-men-moroccan-white']),
  egypt('arabizi', 'shanta madrasa', ['schoolbag-boys-blue-cars']),
  egypt('arabizi', 'mkwa bokhar', ['iron-philips-steam-2400w']),
  egypt('arabizi', 'ebri2 shay', ['teapot-inox-1l']),
  levant('arabizi', 'ghassale samsung', ['washer-samsung-frontload-8kg']),
  levant('arabizi', 'mkanse shahen', ['vacuum-dyson-v8'], ['carvacuum-portable-12v']),
  levant('arabizi', '7ram fleece', ['blanket-fleece-double-navy']),
  iraq('arabizi', 'timman basmati', ['rice-alosra-basmati-10kg'], ['rice-sella-yellow-5kg']),
  iraq('arabizi', 'samoon', ['bread-arabic-brown-6'], ['bread-toast-white']),
  maghreb('arabizi', 'zerbiya', ['rug-bedroom-120x170-beige'], ['prayermat-travel-foldable']),
  maghreb('arabizi', 'atay elarosa', ['tea-elarosa-loose-250g']),
];
