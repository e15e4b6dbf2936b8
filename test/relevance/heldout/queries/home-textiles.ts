import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

const SHEETS = ['sheets-cotton-king-white', 'sheet-fitted-single-blue'];
const PILLOWCASES = ['pillowcases-cotton-2-grey'];
const BATH_TOWELS = ['towel-bath-cotton-70x140-white', 'towels-set-6pcs-grey'];
const RUGS = ['rug-*', 'kilim-*'];
const FLOOR_MATTRESS = ['floormattress-foldable-90x190'];

export const HOME_TEXTILES_QUERIES: readonly TaggedQuery[] = [
  levant('dialect', 'حرام شتوي', ['blanket-mink-winter-double-burgundy'], ['blanket-fleece-single-grey']),
  levant('dialect', 'حرام مفرد', ['blanket-fleece-single-grey']),
  maghreb('dialect', 'مانطة', ['blanket-*']),
  egypt('dialect', 'ملاية سرير', SHEETS),
  egypt('dialect', 'ملاية استك', ['sheet-fitted-single-blue']),
  iraq('dialect', 'شرشف سرير', SHEETS),
  levant('dialect', 'بيت مخدة', PILLOWCASES),
  egypt('dialect', 'وش مخدة', PILLOWCASES),
  gulf('dialect', 'خاولي', ['towel-*', 'towels-*']),
  egypt('dialect', 'فوطة حمام', BATH_TOWELS),
  maghreb('dialect', 'فوطة د البحر', ['towel-beach-striped-90x180']),
  levant('dialect', 'بشكير', BATH_TOWELS),
  levant('dialect', 'برنس حمام', ['bathrobe-cotton-l-white']),
  maghreb('dialect', 'برنس', ['burnous-men-wool-white'], ['bathrobe-cotton-l-white']),
  levant('dialect', 'برادي', ['curtains-*', 'curtain-*']),
  levant('dialect', 'سكة برادي', ['curtainrod-extendable-160-300']),
  gulf('dialect', 'زوالي', ['rug-living-*', 'rug-shaggy-*', 'rug-berber-*', 'kilim-*'], ['runner-*']),
  iraq('dialect', 'زولية صالة', ['rug-living-160x230-grey'], RUGS),
  maghreb('dialect', 'زربية للصالون', ['rug-living-160x230-grey'], ['rug-berber-*', 'rug-shaggy-*']),
  gulf('dialect', 'مصلاية', ['prayerrug-velvet-green']),
  egypt('dialect', 'شلتة', FLOOR_MATTRESS, ['floorseating-majlis-8pcs']),
  iraq('dialect', 'دوشك', FLOOR_MATTRESS, ['floorseating-majlis-8pcs']),
  levant('dialect', 'طراحة ارضية', FLOOR_MATTRESS, ['floorseating-majlis-8pcs']),
  iraq('dialect', 'يورغان', ['quilt-cotton-filled-200x220', 'duvet-microfiber-king-white']),
  gulf('dialect', 'سفرة اكل ارضية', ['sufra-plastic-floor-roll'], ['tablecloth-*']),
  levant('dialect', 'شرشف طاولة', ['tablecloth-rectangle-150x220-white']),
  gulf('dialect', 'دعاسة حمام', ['bathmat-antislip-50x80']),
  egypt('dialect', 'خدادية', ['cushions-filled-45-2-mustard']),
  gulf('dialect', 'كوشن كنب', ['cushions-filled-45-2-mustard']),

  maghreb('french', 'كوفيرطة', ['blanket-*']),
  maghreb('french', 'ريدو', ['curtains-*', 'curtain-*']),
  maghreb('french', 'couette 240x260', ['duvet-microfiber-king-white']),
  maghreb('french', 'drap housse', ['sheet-fitted-single-blue']),
  maghreb('french', 'serviette de bain', ['towel-bath-cotton-70x140-white'], ['towels-set-6pcs-grey']),
  maghreb('french', 'rideaux occultants', ['curtains-blackout-140x240-beige']),
  maghreb('french', 'tapis berbere', ['rug-berber-wool-200x300']),
  maghreb('french', 'nappe', ['tablecloth-rectangle-150x220-white']),
  maghreb('french', 'peignoir', ['bathrobe-cotton-l-white']),
  maghreb('french', 'oreiller', ['pillow-*']),

  gulf('english', 'blackout curtains', ['curtains-blackout-140x240-beige']),
  levant('english', 'king size sheets', ['sheets-cotton-king-white']),
  gulf('english', 'memory foam pillow', ['pillow-memoryfoam-medical']),
  egypt('english', 'prayer mat', ['prayerrug-velvet-green']),
  iraq('english', 'waterproof mattress protector', ['mattressprotector-waterproof-160x200']),
  levant('english', 'beach towel', ['towel-beach-striped-90x180']),

  gulf('long', 'ابي بطانية ثقيلة للشتا لسرير نفرين', ['blanket-mink-winter-double-burgundy']),
  egypt('long', 'عايزة طقم ملايات قطن لسرير كبير', ['sheets-cotton-king-white']),
  levant('long', 'بدي برادي بتعتم الغرفة للنوم', ['curtains-blackout-140x240-beige']),
  iraq('long', 'اريد زولية كبيرة للهول لون رصاصي', ['rug-living-160x230-grey']),
  iraq('long', 'اريد خاولي حمام كبير قطن', ['towel-bath-cotton-70x140-white'], ['towels-set-6pcs-grey']),
  maghreb('long', 'بغيت زربية ديال الصوف كبيرة', ['rug-berber-wool-200x300']),
  gulf('long', 'مخدة طبية للرقبة والم الظهر', ['pillow-memoryfoam-medical']),

  gulf('numbers', 'بطانية ٢٢٠×٢٤٠', ['blanket-mink-winter-double-burgundy']),
  egypt('numbers', 'سجادة ميتين في تلتمية', ['rug-berber-wool-200x300']),
  levant('numbers', 'مخدة خمسين بسبعين', ['pillow-fiber-50x70-2']),
  iraq('numbers', 'طقم خاولي ٦ قطع', ['towels-set-6pcs-grey']),
  egypt('numbers', 'ستارة ١٤٠ في ٢٦٠', ['curtain-sheer-voile-white']),

  iraq('parser', 'بطانية للجهال', ['blanket-kids-cartoon-110x140']),
  gulf('parser', 'cream rug', ['rug-shaggy-120x170-cream']),
  egypt('parser', 'سجادة كريمي', ['rug-shaggy-120x170-cream']),
  levant('parser', 'عمود ستارة لحد 3 متر', ['curtainrod-extendable-160-300']),
  gulf('parser', 'mustard cushions', ['cushions-filled-45-2-mustard']),
  levant('parser', 'شرشف لسرير ابني المفرد', ['sheet-fitted-single-blue']),

  gulf('typos', 'بطانيه فرو منك', ['blanket-mink-winter-double-burgundy']),
  iraq('typos', 'ستاير بلاك اوت', ['curtains-blackout-140x240-beige']),
  egypt('typos', 'منشفه حمام قطم', ['towel-bath-cotton-70x140-white']),
  levant('typos', 'مخده فيبر', ['pillow-fiber-50x70-2']),

  levant('arabizi', 'bat6aneyye', ['blanket-*']),
  gulf('arabizi', 'mo5adda tebbiya', ['pillow-memoryfoam-medical']),
  egypt('arabizi', 'sagadet salah', ['prayerrug-velvet-green']),
  iraq('arabizi', 'manashif', ['towel-*', 'towels-*']),
];
