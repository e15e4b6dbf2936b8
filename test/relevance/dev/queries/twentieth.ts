import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

/**
 * Twentieth pass, written before its changes: requests that tell the trouble rather than the
 * product (`راسي يعورني`, `جوالي يخلص شحنه`, `الغرفة حر`), what the shopper is about to do
 * (`ابي اصبغ غرفتي`, `نبي نكشت`), whom it is for and what it must not be; and a word whose
 * stem is another word (`سفرة`, a dining table, is no `سفر` journey; `زجاجة`, a bottle, no glass).
 */
export const DEV_QUERIES_TWENTIETH_TROUBLE: readonly TaggedQuery[] = [
  gulf(
    'long',
    'راسي يعورني من الصبح ابي شي يسكن الالم',
    ['painkiller-panadol-night-20', 'painkiller-cataflam-50-20'],
    ['fever-fevadol-500-20'],
  ),
  gulf(
    'long',
    'جوالي يخلص شحنه بسرعه وانا برا البيت',
    ['powerbank-anker-magnetic-10000'],
    ['charger-belkin-car-dual', 'charger-samsung-45w', 'charger-xiaomi-67w'],
  ),
  gulf(
    'long',
    'الغرفه حر وايد ابي شي يبردها',
    ['ac-gree-split-18000', 'ac-lg-split-12000', 'ac-samsung-split-24000'],
    ['fan-stand-16in'],
  ),
  gulf('long', 'ابي اصبغ غرفتي لون ابيض', ['paint-national-white-3-6l'], ['paintroller-18cm']),
  gulf(
    'long',
    'نبي نكشت البر الاسبوع الياي وش نحتاج',
    ['tent-coleman-sundome-4p'],
    ['thermos-arabic-coffee-1l', 'dallah-coffee-brass'],
  ),
  gulf(
    'long',
    'ابي قدر كبير يكفي عشره اشخاص',
    ['pot-aluminium-30cm'],
    ['pressurecooker-inox-6l', 'pot-tefal-inox-24cm'],
  ),
  gulf('long', 'ابي شي يحفظ القهوه حاره طول اليوم', ['thermos-arabic-coffee-1l'], ['dallah-coffee-brass']),
  gulf('dialect', 'سفره خشب لسته اشخاص', ['table-dining-wood-6']),
  gulf('dialect', 'زجاجه مويه للنادي', ['waterbottle-sports-750ml'], ['water-berain-330ml-12']),
  egypt(
    'long',
    'عندي كحة من امبارح ومش عارف انام',
    ['coughsyrup-prospan-100ml', 'lozenges-vicks-menthol-20'],
    ['painkiller-panadol-night-20'],
  ),
  egypt('long', 'هو انتو عندكم حاجة تنشف الشعر بسرعة', ['hairdryer-philips-2200w']),
  egypt(
    'long',
    'عايز لابتوب للالعاب بس مش غالي اوي',
    ['laptop-hp-victus-15-rtx3050'],
    ['laptop-lenovo-thinkpad-e14-i5', 'laptop-huawei-matebookd15-i5'],
  ),
  egypt('long', 'البيبي عنده مغص عايزة رضاعة كويسة', ['bottle-drbrowns-250ml']),
  egypt(
    'long',
    'عايز اطبع ورق المذاكرة في البيت',
    ['printer-canon-pixma-ts3440'],
    ['paper-a4-box-5', 'ink-canon-445-black'],
  ),
  egypt('dialect', 'زجاجة بيبي ضد المغص', ['bottle-drbrowns-250ml']),
  levant('long', 'بدي شي يدفي البيت بالشتوية', ['heater-oil-11fins'], ['blanket-fleece-double-navy']),
  levant('long', 'بدي كنباية للصالون لونها رمادي', ['sofa-3seat-fabric-grey']),
  levant(
    'long',
    'ابني عمره تلات سنين بدي جبلو لعبة',
    ['toy-blocks-50pcs', 'tricycle-toddler-handle'],
    [
      'toy-puzzle-100pcs',
      'scooter-kids-3wheels',
      'doll-fashion-30cm',
      'toy-dollhouse-wooden',
      'football-size5',
    ],
  ),
  levant(
    'long',
    'بدي احمي شاشة الايفون تبعي من الكسر',
    ['screenprotector-iphone14-glass'],
    ['case-iphone14-silicone-black'],
  ),
  iraq(
    'long',
    'اريد شي يبرد الغرفة بالصيف',
    ['ac-gree-split-18000', 'ac-lg-split-12000', 'ac-samsung-split-24000'],
    ['fan-stand-16in'],
  ),
  iraq('long', 'بطارية السيارة ماتشتغل الصبح شنو احتاج', ['battery-acdelco-80ah', 'jumpcables-500a']),
  iraq('long', 'عندي بزونة صغيرة شنو تاكل', ['catfood-whiskas-kitten-pouches-12']),
  maghreb('long', 'بغيت شي ماكينة نصبن بيها الحوايج', ['washer-samsung-frontload-8kg']),
  maghreb(
    'long',
    'عندي الضياف بغيت صينية باش نقدم الاتاي',
    ['tray-serving-gold-40cm'],
    ['teaglasses-gold-rim-6', 'teapot-inox-1l'],
  ),
  maghreb(
    'long',
    'الدراري ديالي كيبغيو الشكلاط',
    ['chocolate-galaxy-smooth-4'],
    ['biscuits-tiger-chocolate-12'],
  ),
];
