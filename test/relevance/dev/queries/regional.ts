import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

const SNEAKERS = ['shoes-puma-running-black', 'shoes-newbalance-574-grey'];

/**
 * Sixth pass, written before its changes: the words each region's shoppers use for household,
 * food, clothing, baby, car and tool products (Egyptian تيل, زرادية, شنيور, ترنج; Levantine نبريش,
 * فليفلة, بسينة; Iraqi صوندة, سبانة, اوتي, بزونة, رقي, جرجف; Gulf كاوية, توصيلة, قطو, كندورة;
 * Maghrebi المش, جفاف, سبرديلة, المجهول), Maghrebi French loanwords in Arabic letters and in French
 * (سورفيتمون, كلي مولات, ليكوش, بيبرون, طونسيومتر), long queries that mix a dialect verb, a kind, a
 * brand and a size or price, English-only products typed in Arabic, Arabic-only ones typed in
 * Latin, and Arabizi.
 */
export const DEV_QUERIES_REGIONAL: readonly TaggedQuery[] = [
  gulf('long', 'ابي قلايه هوائيه فيليبس ما تزيد عن ٤٠٠', ['airfryer-philips-hd9200']),
  egypt('long', 'عايز ترنج رجالي اسود مقاس لارج', ['tracksuit-men-black']),
  levant('long', 'بدي نبريش مي للجنينة طوله عشرين متر', ['hose-garden-20m']),
  iraq('long', 'اريد صوندة ماي للحديقة ٢٠ متر', ['hose-garden-20m']),
  maghreb('long', 'بغيت سورفيتمون ديال الرجال كحل', ['tracksuit-men-black']),
  egypt('long', 'عايزة مكوة بخار فيليبس للهدوم', ['iron-philips-steam-2400w']),
  iraq('long', 'اريد اوتي بخار زين للملابس', ['iron-philips-steam-2400w']),
  maghreb('long', 'بغيت ماكلة ديال المش الصغير', ['catfood-whiskas-kitten-pouches-12']),
  levant('long', 'بدي غلاية مي كهربا ماركة تيفال', ['kettle-tefal-1-7l']),
  gulf('long', 'ابي ترمس للقهوه يشيل لتر', ['thermos-arabic-coffee-1l']),
  egypt('long', 'محتاج مفتاح فرنساوي مقاس ١٠ بوصة', ['wrench-adjustable-250mm']),
  maghreb(
    'long',
    'بغيت ليكوش ديال البيبي مقاس 3',
    ['diapers-pampers-s3-68'],
    ['diapers-huggies-newborn-s1-64'],
  ),
  levant('long', 'بدي رمل للبسينة ما بيطلع ريحة', ['catlitter-silica-5l']),

  egypt('dialect', 'تيل فرامل النترا', ['brakepads-rear-hyundai-elantra']),
  iraq('dialect', 'سبانة', ['wrench-adjustable-250mm']),
  levant('dialect', 'نبريش مي', ['hose-garden-20m']),
  egypt('dialect', 'خرطوم جنينة', ['hose-garden-20m']),
  egypt('dialect', 'ترنج رجالي', ['tracksuit-men-black']),
  gulf('dialect', 'فنيلة داخلية بيضا', ['undershirt-men-white-3']),
  egypt('dialect', 'فانلة قطن رجالي', ['undershirt-men-white-3']),
  gulf('dialect', 'كاوية ملابس', ['iron-philips-steam-2400w']),
  levant('dialect', 'مكوى بخار', ['iron-philips-steam-2400w']),
  egypt('dialect', 'ماورد', ['rosewater-cortas-300ml']),
  levant('dialect', 'مي ورد', ['rosewater-cortas-300ml']),
  egypt('dialect', 'مساحة بجردل', ['mop-spin-bucket']),
  maghreb('dialect', 'جفاف ديال الزليج', ['mop-spin-bucket']),
  egypt('dialect', 'لمون', ['lemons-1kg']),
  maghreb('dialect', 'تمر مجهول', ['dates-medjool-500g'], ['dates-khalas-1kg']),
  maghreb('dialect', 'دانون', ['yogurt-almarai-plain-1kg'], ['laban-nadec-1l']),
  iraq('dialect', 'اكل بزونة', ['catfood-whiskas-kitten-pouches-12']),
  gulf('dialect', 'اكل قطاوه', ['catfood-whiskas-kitten-pouches-12']),
  levant('dialect', 'صدر جاج مجمد', ['chicken-breast-frozen-1kg']),
  egypt('dialect', 'بزازة ضد المغص', ['bottle-drbrowns-250ml']),
  gulf('dialect', 'توصيلة كهربا ٥ متر', ['extensioncord-5m']),
  egypt('dialect', 'لمبة نيون', ['ledtube-t8-120cm']),
  levant('dialect', 'كماشة بوز طويل', ['pliers-longnose-6in']),
  iraq('dialect', 'جرجف سرير', ['sheet-double-cotton-white']),
  levant('dialect', 'شرشف تخت مجوز', ['sheet-double-cotton-white']),
  egypt('dialect', 'كوتشي رياضي', SNEAKERS),
  maghreb('dialect', 'سبرديلة', SNEAKERS),
  gulf('dialect', 'كندورة اولادي', ['thobe-boys-white-10y']),
  iraq('dialect', 'دشداشة ولادي بيضا', ['thobe-boys-white-10y']),
  egypt('dialect', 'سويت شيرت بكابيشون', ['hoodie-men-black', 'hoodie-kids-grey-6y']),
  egypt('dialect', 'مية رداتير', ['coolant-prestone-4l']),
  maghreb('dialect', 'حلوة شامية', ['halawa-vanilla-450g']),

  maghreb('french', 'سورفيتمون', ['tracksuit-men-black']),
  maghreb('french', 'survetement homme', ['tracksuit-men-black']),
  maghreb('french', 'بوالوار', ['kettle-tefal-1-7l']),
  maghreb('french', 'fer a repasser', ['iron-philips-steam-2400w']),
  maghreb('french', 'كلي مولات', ['wrench-adjustable-250mm']),
  maghreb('french', 'cle a molette 10', ['wrench-adjustable-250mm']),
  maghreb('french', 'تيو ديال الجردة', ['hose-garden-20m']),
  maghreb('french', 'tuyau arrosage', ['hose-garden-20m']),
  maghreb('french', 'مارسيل ابيض', ['undershirt-men-white-3']),
  maghreb('french', 'ايسوي كلاص', ['wipers-valeo-pair']),
  maghreb('french', 'بلاكيت ديال الفران', ['brakepads-rear-hyundai-elantra']),
  maghreb('french', 'بيرسوز', ['drill-blackdecker-cordless-12v'], ['hammerdrill-makita-hr2470']),
  maghreb('french', 'تيرمومتر', ['thermometer-microlife-digital']),
  maghreb('french', 'طونسيومتر', ['bpmonitor-wrist-omron']),
  maghreb('french', 'شومبوان ديال الدراري', ['shampoo-mustela-baby-200'], ['shampoo-pantene-repair-400']),
  maghreb('french', 'ديودوران ديال النسا', ['deodorant-nivea-women-roll-50']),
  maghreb('french', 'بوماضة ديال اليدين', ['handcream-neutrogena-50ml']),
  maghreb('french', 'سيربيتة ديال الدوش', ['towels-bath-set-4-white']),
  maghreb('french', 'kaftan brode', ['kaftan-women-beige-embroidered']),

  levant('cross-script', 'jibne akkawi', ['akkawi-cheese-500g']),
  gulf('cross-script', 'ايرفراير فيليبس', ['airfryer-philips-hd9200']),
  egypt('cross-script', 'اير فراير', ['airfryer-philips-hd9200']),
  gulf('cross-script', 'بريستون', ['coolant-prestone-4l']),
  levant('cross-script', 'كورتاس', ['rosewater-cortas-300ml']),
  egypt('cross-script', 'سامسونج بادز برو', ['earbuds-samsung-buds2pro']),
  gulf('cross-script', 'ابل واتش ٩', ['smartwatch-apple-series9-45']),
  egypt('cross-script', 'انفينكس نوت ٣٠', ['phone-infinix-note30-256-gold']),
  levant('cross-script', 'نيو بالانس ٥٧٤', ['shoes-newbalance-574-grey']),
  gulf('cross-script', 'لورباك', ['butter-lurpak-200g']),
  maghreb('cross-script', 'ريو ماري تونة', ['tuna-riomare-olive-3']),
  iraq('cross-script', 'هواوي ميت بوك', ['laptop-huawei-matebookd15-i5']),
  egypt('cross-script', 'بلاك اند ديكر دريل', ['drill-blackdecker-cordless-12v']),
  gulf('cross-script', 'دبل ايه ورق', ['paper-a4-box-5']),

  levant('arabizi', 'zaatar akhdar', ['zaatar-baladi-250g']),
  levant('arabizi', 'ghallaye kahraba', ['kettle-tefal-1-7l']),
  egypt('arabizi', 'makwa bokhar', ['iron-philips-steam-2400w']),
  egypt('arabizi', 'khartoom geneina', ['hose-garden-20m']),
  gulf('arabizi', 'bedla riyadiya', ['tracksuit-men-black']),
  levant('arabizi', 'jibne 3akkawi', ['akkawi-cheese-500g']),
  egypt('arabizi', 'fanela beda', ['undershirt-men-white-3']),
];
