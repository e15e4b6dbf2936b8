import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

const CAT_FOOD = ['catfood-*'];
const LITTER = ['catlitter-clumping-lavender-10l'];
const DRY_FOOD = [
  'catfood-whiskas-dry-*',
  'catfood-royalcanin-*',
  'catfood-meo-*',
  'dogfood-pedigree-*',
  'dogfood-royalcanin-*',
];

export const PETS_QUERIES: readonly TaggedQuery[] = [
  gulf('accessory', 'حوض سمك', ['aquarium-60l-led-filter']),
  iraq('accessory', 'فلتر حوض سمك', ['aquariumfilter-internal-600']),
  levant('accessory', 'قفص عصافير', ['birdcage-medium']),
  egypt('accessory', 'صندوق رمل قطط', ['catlitterbox-hooded']),
  iraq('accessory', 'رمل قطط', LITTER),

  gulf('cross-script', 'رويال كانين كيتن', ['catfood-royalcanin-kitten-2kg']),
  levant('cross-script', 'رويال كانين للكلاب', ['dogfood-royalcanin-maxi-adult-4kg']),

  iraq('long', 'اريد اكل قطط شيرازي جاف كيس كبير', ['catfood-meo-persian-1-1kg'], ['catfood-whiskas-dry-*']),
  gulf('long', 'ابي شي يخلي القطوة تترك الكنب', ['catscratcher-post-60cm']),
  levant('long', 'بدي اكل لقطة صغيرة عمرها شهرين', ['catfood-royalcanin-kitten-2kg']),
  egypt('long', 'عايز حاجة للبراغيت اللي في القطة', ['petshampoo-antiflea-250ml', 'fleacollar-cat']),
  iraq('long', 'علف لطيور الزينة نوع بادجي', ['birdseed-budgie-1kg']),
  iraq('long', 'اريد حبوب حمام زاجل للطيران', ['pigeonfeed-mix-2kg']),

  iraq('dialect', 'اكل بزازين', CAT_FOOD),
  iraq('dialect', 'رمل بزازين', LITTER),
  gulf('dialect', 'اكل قطاوة', CAT_FOOD),
  maghreb('dialect', 'ماكلة د المش', CAT_FOOD),
  maghreb('dialect', 'ماكلة ديال الكلاب', ['dogfood-*'], ['dogtreats-*']),
  levant('dialect', 'اكل بسينة', CAT_FOOD),
  egypt('dialect', 'علف فراخ', ['chickenfeed-layer-5kg']),
  levant('dialect', 'علف جاج', ['chickenfeed-layer-5kg']),
  gulf('dialect', 'حب عصافير', ['birdseed-*']),
  egypt('dialect', 'طوق قطة', ['fleacollar-cat']),
  gulf('dialect', 'رسن كلب', ['dogleash-nylon-red-120']),
  egypt('dialect', 'سلسلة كلب', ['dogleash-nylon-red-120'], ['dogcollar-leather-m']),

  maghreb('french', 'ماكلة البيروش', ['birdseed-budgie-1kg']),
  maghreb('french', 'litiere chat', LITTER),
  maghreb('french', 'croquettes chien', ['dogfood-*']),
  maghreb('french', 'croquettes chaton', ['catfood-royalcanin-kitten-2kg']),
  maghreb('french', 'cage oiseaux', ['birdcage-medium']),
  maghreb('french', 'shampooing antipuces', ['petshampoo-antiflea-250ml']),
  maghreb('french', 'ليتيير', LITTER),
  maghreb('french', 'كروكيت', DRY_FOOD),

  gulf('english', 'cat litter', LITTER),
  levant('english', 'dog food', ['dogfood-*'], ['dogtreats-*']),
  egypt('english', 'kitten food', ['catfood-royalcanin-kitten-2kg']),
  gulf('english', 'fish food', ['fishfood-tetramin-100ml']),
  iraq('english', 'cat scratcher', ['catscratcher-post-60cm']),
  gulf('english', 'pet carrier', ['petcarrier-plastic-small']),

  gulf('typos', 'ويسكاز', ['catfood-whiskas-*']),
  egypt('typos', 'بيدجري', ['dogfood-pedigree-*'], ['dogtreats-pedigree-*']),
  levant('typos', 'طعام قظط', CAT_FOOD),
  iraq('typos', 'رمل قطت', LITTER),

  gulf('numbers', 'رمل قطط عشرة لتر', LITTER),
  iraq('numbers', 'حوض سمك ٦٠ لتر', ['aquarium-60l-led-filter']),
  levant('numbers', 'اكل كلاب ٣ كيلو', ['dogfood-pedigree-adult-beef-3kg']),
  egypt('numbers', 'سخان حوض مية وات', ['aquariumheater-100w']),

  egypt('arabizi', 'akl 2otat', CAT_FOOD),
  levant('arabizi', 'raml 2otat', LITTER),
  iraq('arabizi', 'akil bazazeen', CAT_FOOD),
  gulf('arabizi', 'hawd samak', ['aquarium-60l-led-filter']),

  levant('parser', 'شامبو لقطتي', ['petshampoo-antiflea-250ml']),
  gulf('parser', 'سرير لكلبي', ['petbed-round-grey']),
  iraq('parser', 'لعبة للبزونة', ['cattoy-feather-wand']),
  egypt('parser', 'salmon cat food', ['catfood-felix-salmon-4x85']),
  gulf('parser', 'كيتي كات للقطط', ['catfood-kitekat-chicken-can-400g']),
  levant('parser', 'اكل قطط حتى عمر سنة', ['catfood-royalcanin-kitten-2kg']),
];
