import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

const WHITE_PAINT = ['paint-jotun-fenomastic-white-4l', 'paint-sipes-plastic-white-9l'];
const PLIERS = ['pliers-combination-8in'];
const SCREWDRIVERS = ['screwdrivers-stanley-set-6'];

export const TOOLS_QUERIES: readonly TaggedQuery[] = [
  gulf('accessory', 'دريل بوش', ['drill-bosch-gsb13re-600w']),
  egypt('accessory', 'شنيور', ['drill-*']),
  egypt('accessory', 'بنط شنيور', ['drillbits-bosch-set-15']),
  levant('accessory', 'ريش للباطون', ['drillbits-bosch-set-15']),
  gulf('accessory', 'صاروخ ماكيتا', ['grinder-makita-ga4530-115mm']),
  egypt('accessory', 'اقراص قص للصاروخ', ['cuttingdiscs-metal-115-10']),
  levant('accessory', 'مسدس سيليكون', ['silicone-caulkinggun']),

  gulf('dialect', 'درنفيس', SCREWDRIVERS),
  iraq('dialect', 'درنفيسات', SCREWDRIVERS),
  egypt('dialect', 'مفتاح فرنساوي', ['wrench-adjustable-10in']),
  egypt('dialect', 'زرادية', PLIERS),
  levant('dialect', 'بنسة', PLIERS),
  egypt('dialect', 'ميزان مية', ['level-spirit-60cm']),
  gulf('dialect', 'صبغ ابيض', WHITE_PAINT),
  iraq('dialect', 'صبغ جدران ابيض', WHITE_PAINT),
  gulf('dialect', 'بوية جوتن', ['paint-jotun-*']),
  maghreb('dialect', 'صباغة بيضاء', WHITE_PAINT),
  levant('dialect', 'بويا بخاخ اسود', ['paint-spray-black-gloss-400ml']),
  egypt('dialect', 'اسبراي اسود', ['paint-spray-black-gloss-400ml']),
  egypt('dialect', 'جوانتي شغل', ['workgloves-leather']),
  gulf('dialect', 'كفوف عمل', ['workgloves-leather']),
  gulf('dialect', 'طبلة نحاس', ['padlock-brass-50mm']),
  levant('dialect', 'بسامير', ['nails-steel-assorted-1kg']),
  levant('dialect', 'براغي للحيط', ['screws-wallplugs-kit-200']),
  egypt('dialect', 'حجارة بطارية قلم', ['batteries-duracell-aa-8']),
  levant('dialect', 'بيل ضو', ['flashlight-led-rechargeable']),
  gulf('dialect', 'تورش', ['flashlight-led-rechargeable']),
  egypt('dialect', 'مشترك كهربا', ['extension-socket-4way-3m']),
  gulf('dialect', 'توصيلة كهرباء', ['extension-socket-4way-3m']),
  gulf('dialect', 'جلاخة', ['grinder-makita-ga4530-115mm']),
  gulf('dialect', 'مسدس غرا', ['gluegun-hotmelt-40w']),
  egypt('dialect', 'شنطة عدة', ['toolbox-plastic-19in', 'toolset-household-108']),

  maghreb('french', 'تورنفيس', SCREWDRIVERS),
  maghreb('french', 'بانس', PLIERS),
  maghreb('french', 'مرطو', ['hammer-stanley-claw-450g']),
  maghreb('french', 'نيفو', ['level-spirit-60cm']),
  maghreb('french', 'رولو صباغة', ['paintroller-23cm-tray']),
  maghreb('french', 'كادنة', ['padlock-brass-50mm']),
  maghreb('french', 'بيلات', ['batteries-duracell-aa-8']),
  maghreb('french', 'مولتيبريز', ['extension-socket-4way-3m']),
  maghreb('french', 'سودور', ['weldingmachine-inverter-200a']),
  maghreb('french', 'مولوز', ['grinder-makita-ga4530-115mm']),
  maghreb('french', 'بولة ليد', ['bulbs-philips-led-12w-e27-4']),
  maghreb('french', 'perceuse sans fil', ['drill-dewalt-cordless-18v']),
  maghreb('french', 'meuleuse 115', ['grinder-makita-ga4530-115mm']),
  maghreb('french', 'poste a souder', ['weldingmachine-inverter-200a']),
  maghreb('french', 'cle a molette', ['wrench-adjustable-10in']),
  maghreb('french', 'boite a outils', ['toolbox-plastic-19in'], ['toolset-household-108']),
  maghreb('french', 'escabeau', ['ladder-aluminium-5steps']),
  maghreb('french', 'peinture blanche', WHITE_PAINT),

  gulf('english', 'cordless drill', ['drill-dewalt-cordless-18v']),
  levant('english', 'angle grinder', ['grinder-makita-ga4530-115mm']),
  gulf('english', 'tape measure', ['tapemeasure-stanley-5m']),
  egypt('english', 'claw hammer', ['hammer-stanley-claw-450g']),
  gulf('english', 'screwdriver set', SCREWDRIVERS),
  levant('english', 'extension cord', ['extension-socket-4way-3m']),
  gulf('english', 'led bulb e27', ['bulbs-philips-led-12w-e27-4']),
  iraq('english', 'aa batteries', ['batteries-duracell-aa-8']),
  gulf('english', 'welding machine', ['weldingmachine-inverter-200a']),

  egypt('numbers', 'متر قياس ٥ م', ['tapemeasure-stanley-5m']),
  gulf('numbers', 'دهان ابيض اربعة لتر', ['paint-jotun-fenomastic-white-4l']),
  levant('numbers', 'سلم خمس درجات', ['ladder-aluminium-5steps']),
  egypt('numbers', 'ماكينة لحام ٢٠٠ امبير', ['weldingmachine-inverter-200a']),
  iraq('numbers', 'طقم عدة ١٠٨ قطعة', ['toolset-household-108']),

  gulf('typos', 'دربل بوش', ['drill-bosch-gsb13re-600w']),
  egypt('typos', 'شاكوس', ['hammer-stanley-claw-450g']),
  levant('typos', 'منشار خسب', ['saw-hand-wood-500mm']),
  gulf('typos', 'سيلكون ابيض', ['silicone-sealant-white-280ml']),
  iraq('typos', 'صاروخ مكيتا', ['grinder-makita-ga4530-115mm']),
  gulf('typos', 'سلم الومنيوم', ['ladder-aluminium-5steps']),

  gulf('long', 'ابي دريل شحن قوي مع بطاريتين', ['drill-dewalt-cordless-18v']),
  egypt('long', 'عايز شنيور يخرم في الحيطة الخرسانة', ['drill-bosch-gsb13re-600w'], ['drill-dewalt-*']),
  levant('long', 'بدي طقم عدة كامل للبيت بشنطة', ['toolset-household-108'], ['toolbox-plastic-19in']),
  iraq('long', 'اريد صبغ ابيض للغرف من الداخل', WHITE_PAINT),
  maghreb('long', 'بغيت صباغة بيضاء ديال الحيوط', WHITE_PAINT),
  gulf('long', 'وش احسن قفل للمخزن', ['padlock-brass-50mm']),

  levant(
    'parser',
    'عدة نجار',
    ['saw-hand-wood-500mm', 'hammer-stanley-claw-450g'],
    ['toolset-household-108', 'toolbox-plastic-19in', 'tapemeasure-stanley-5m', 'nails-steel-assorted-1kg'],
  ),
  egypt('parser', 'مفتاح 10 انش', ['wrench-adjustable-10in']),
  gulf('parser', 'سلم للمطبخ', ['ladder-aluminium-5steps']),
  levant('parser', 'مسامير للخشب', ['nails-steel-assorted-1kg']),

  egypt('arabizi', 'mefta7 engleezi', ['wrench-adjustable-10in']),
  levant('arabizi', 'shakoosh', ['hammer-stanley-claw-450g']),
  gulf('arabizi', 'masameer', ['nails-steel-assorted-1kg']),
];
