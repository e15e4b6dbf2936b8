import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

/**
 * A second block of dev queries, written for issue 13's classes before the relevance work
 * they measure (relaxation, parser evidence, regional words, numbers in words, Arabizi).
 */
export const DEV_QUERIES_MORE: readonly TaggedQuery[] = [
  gulf('long', 'ابغى شاحن سريع لجوال سامسونج حقي', ['charger-samsung-45w']),
  egypt('long', 'عايز زيت عربية كويس للموتور', ['engineoil-*']),
  levant('long', 'بدي كريم لايدي لانها ناشفة كتير', ['handcream-neutrogena-50ml']),
  iraq(
    'long',
    'اريد حفاضات للطفل حديث الولادة',
    ['diapers-huggies-newborn-s1-64'],
    ['diapers-pampers-s3-68'],
  ),
  maghreb(
    'long',
    'بغيت شي دوا ديال الراس والسخانة',
    ['fever-fevadol-500-20', 'painkiller-panadol-night-20'],
    ['painkiller-cataflam-50-20'],
  ),
  gulf('long', 'ودي اشتري عباية لبنتي عمرها ثمان سنين', ['abaya-girls-black-8y']),
  levant('long', 'شو عندكن زيت زيتون فلسطيني منيح', ['oliveoil-zejd-1l']),
  iraq('long', 'اريد اقلام رصاص للمدرسة مال الاطفال', ['pencils-staedtler-2b-12']),
  gulf('long', 'ابي مخده للسياره تريح الظهر', ['seatcushion-car-memoryfoam']),
  egypt('long', 'عايزة فستان صيفي كتان لونه زيتي', ['dress-women-olive-linen']),
  levant('long', 'بدي جهاز قياس ضغط لجدي', ['bpmonitor-wrist-omron']),
  gulf('long', 'وش عندكم من تمر مجدول زين', ['dates-medjool-500g']),
  iraq('long', 'اريد تاير للسيارة قياس 15 كونتيننتال', ['tyre-continental-195-65-r15']),
  egypt('long', 'محتاج مكنسة صغيرة انضف بيها العربية', ['carvacuum-portable-12v']),
  maghreb(
    'long',
    'بغيت بيرسوز ديال الشحن للدار',
    ['drill-blackdecker-cordless-12v'],
    ['hammerdrill-makita-hr2470'],
  ),

  gulf('english', 'glue stick', ['gluestick-pritt-22g']),
  levant('english', 'step ladder', ['stepladder-3steps']),
  egypt('english', 'bird cage', ['birdcage-small']),
  iraq('english', 'cough drops', ['lozenges-vicks-menthol-20']),
  gulf('english', 'fish oil capsules', ['omega3-naturesbounty-1000-60']),
  levant('english', 'iridium spark plug set', ['sparkplugs-denso-4']),
  egypt('english', 'mom jeans', ['jeans-women-mom-blue']),
  gulf('english', 'tempered glass iphone', ['screenprotector-iphone14-glass']),
  iraq('english', 'dish of hummus chickpeas can', ['chickpeas-can-400g']),

  gulf('typos', 'بطانيه فلييس', ['blanket-fleece-double-navy']),
  egypt('typos', 'لابتوب لينفو', ['laptop-lenovo-thinkpad-e14-i5']),
  levant('typos', 'شمبو موستيلا', ['shampoo-mustela-baby-200']),
  iraq('typos', 'معجون كلجيت', ['toothpaste-colgate-total-100']),
  gulf('typos', 'ستاير رمادي', ['curtains-linen-look-grey']),
  egypt('typos', 'طابعه كانن', ['printer-canon-pixma-ts3440']),
  maghreb('typos', 'برغل خشين', ['bulgur-coarse-1kg']),

  gulf('dialect', 'كندورة عيالي', ['thobe-boys-white-10y']),
  iraq('dialect', 'دشداشة ولادي بيضة', ['thobe-boys-white-10y']),
  iraq('dialect', 'بطل ماي', ['water-berain-330ml-12'], ['waterbottle-sports-750ml']),
  levant('dialect', 'رب بندورة', ['tomatopaste-tin-400g']),
  egypt('dialect', 'ملاية سرير قطن', ['sheet-double-cotton-white']),
  egypt('dialect', 'بشكير حمام', ['towels-bath-set-4-white']),
  levant('dialect', 'شحاطة نسواني', ['sandals-women-flat-tan', 'slippers-women-house']),
  levant('dialect', 'كنزة رجالي سودا', ['hoodie-men-black']),
  maghreb('dialect', 'سبرديلة ديال الجري', ['shoes-puma-running-black'], ['shoes-newbalance-574-grey']),
  iraq('dialect', 'رقي', ['watermelon-whole']),
  egypt('dialect', 'كوتشي نيو بالانس', ['shoes-newbalance-574-grey']),
  egypt('dialect', 'كوفرتة سرير دبل', ['blanket-fleece-double-navy'], ['duvet-single-150x200']),
  levant('dialect', 'حرام مجوز', ['blanket-fleece-double-navy']),
  maghreb('dialect', 'مانطة كبيرة', ['blanket-fleece-double-navy']),
  gulf('dialect', 'زولية غرفة نوم', ['rug-bedroom-120x170-beige']),
  maghreb('dialect', 'عصير الليمون', ['juice-orange-almarai-1-4l'], ['lemons-1kg']),
  // Colour adjectives as shoppers say them, agreeing with their own noun, not the store's.
  egypt('dialect', 'طرحة سودا', ['hijab-jersey-black']),
  levant('dialect', 'ستارة رمادية', ['curtains-linen-look-grey']),
  gulf('dialect', 'عباية بناتي اسود', ['abaya-girls-black-8y']),
  iraq('dialect', 'موبايل اوبو خضرة', ['phone-oppo-reno11-256-green']),
  egypt('dialect', 'ملاية بيضا', ['sheet-double-cotton-white']),

  maghreb('french', 'شارجور ديال سامسونج سريع', ['charger-samsung-45w']),
  maghreb('french', 'ستيلو بلو', ['pens-pilot-v5-blue-3']),
  maghreb('french', 'كرايون ديال الرصاص', ['pencils-staedtler-2b-12']),
  maghreb('french', 'بوجيات دينسو', ['sparkplugs-denso-4']),
  maghreb('french', 'باطري طوموبيل', ['battery-acdelco-80ah']),
  maghreb('french', 'biberon anti colique', ['bottle-drbrowns-250ml']),
  maghreb('french', 'tetine avent', ['pacifier-avent-ultrasoft-2']),
  maghreb('french', 'brosse a dents souple', ['toothbrush-sensodyne-soft']),
  maghreb('french', 'creme mains', ['handcream-neutrogena-50ml']),
  maghreb('french', 'jus d orange', ['juice-orange-almarai-1-4l']),
  maghreb('french', 'miel naturel', ['honey-alshifa-500g']),

  maghreb('cross-script', 'jallaba blanche', ['jalabiya-men-moroccan-white']),
  iraq('cross-script', 'oud malaysi', ['oudwood-malaysian-25g']),
  gulf('cross-script', 'bakhour oudi', ['bakhoor-oudi-100g']),
  levant('cross-script', 'شاحن بلكن تايب سي', ['charger-belkin-car-dual']),
  gulf('cross-script', 'la yuqawam', ['perfume-rasasi-layuqawam-75']),
  egypt('cross-script', 'ريد دراغون', ['keyboard-redragon-mechanical']),
  iraq('cross-script', 'كينغستون 64', ['sdcard-kingston-canvas-64']),
  levant('cross-script', 'بيودرما', ['sunscreen-bioderma-spf50-40ml']),

  egypt('numbers', 'مياه اتناشر حبة', ['water-berain-330ml-12']),
  gulf('numbers', 'شاحن خمسة واربعين واط', ['charger-samsung-45w']),
  levant('numbers', 'ورق A4 خمس رزم', ['paper-a4-box-5']),
  egypt('numbers', 'بيض تلاتين', ['eggs-white-30']),
  iraq('numbers', 'حفاضات ٦٨ حبة', ['diapers-pampers-s3-68']),
  gulf('numbers', 'عيش خمسة كيلو', ['rice-sella-yellow-5kg', 'rice-egyptian-shortgrain-5kg']),
  levant('numbers', 'تمر نص كيلو', ['dates-medjool-500g']),
  egypt('numbers', 'لابتوب تحت الفين وخمسمية', ['laptop-huawei-matebookd15-i5']),
  maghreb('numbers', 'ايطار ١٩٥/٦٥', ['tyre-continental-195-65-r15']),

  levant('arabizi', 'ma3joun asnan', ['toothpaste-colgate-total-100']),
  gulf('arabizi', 'shay akhdar', ['tea-green-mint-25']),
  egypt('arabizi', 'zabadi almarai', ['yogurt-almarai-plain-1kg']),
  egypt('arabizi', 'samak bolti', ['fish-tilapia-1kg']),
  levant('arabizi', 'sodour djej', ['chicken-breast-frozen-1kg']),
  gulf('arabizi', 'sajjadat salah', ['prayermat-travel-foldable']),
  levant('arabizi', 'jazma riyadiyye', ['shoes-puma-running-black', 'shoes-newbalance-574-grey']),
  egypt('arabizi', 'fustan zaytooni', ['dress-women-olive-linen']),

  levant('parser', 'شنطة لابتوب لحد 15.6 انش', ['laptopbag-targus-15-6']),
  gulf('parser', 'لهاية لحد 6 شهور', ['pacifier-avent-ultrasoft-2']),
  egypt('parser', 'cream soap', ['soap-dove-bar-4']),
  gulf('parser', 'orange juice carton', ['juice-orange-almarai-1-4l']),
  iraq('parser', 'عسل من بلدنا طبيعي', ['honey-alshifa-500g']),
  egypt('parser', 'جراب لجوالي سامسونج', ['case-samsung-s23fe-clear']),
  levant('parser', 'need a charger for my galaxy', ['charger-samsung-45w']),
  gulf('parser', 'اكل لقطتي الصغيرة', ['catfood-whiskas-kitten-pouches-12']),
  iraq('parser', 'سلك شاحن للايفون', ['cable-lightning-1m']),
  levant('parser', 'عرباية اطفال', ['stroller-joie-pact']),

  gulf('accessory', 'ايباد اير', ['tablet-apple-ipadair-m2-128']),
  egypt('accessory', 'شاومي باد 6', ['tablet-xiaomi-pad6-128']),
  levant('accessory', 'قفص طير صغير', ['birdcage-small']),
  iraq('accessory', 'xbox series s', ['console-microsoft-xboxseriess']),
  maghreb('accessory', 'جالكسي بودز', ['earbuds-samsung-buds2pro']),

  // Second round: a dropped long vowel beside a reading in the other script, keyboard slips and
  // swapped letters; Arabizi whose written vowels are short vowels Arabic leaves unwritten.
  gulf(
    'typos',
    'ويسكس للقطط',
    ['catfood-whiskas-kitten-pouches-12'],
    ['cattoy-mouse-3', 'catlitter-silica-5l'],
  ),
  levant('typos', 'معجون اسنام كولجيت', ['toothpaste-colgate-total-100']),
  egypt('typos', 'مكعبات تكريب', ['toy-blocks-50pcs']),
  iraq('typos', 'زيت دوار الشمش', ['oil-sunflower-1-8l']),
  gulf('arabizi', 'ood tabi3i', ['oudwood-malaysian-25g'], ['bakhoor-oudi-100g']),
  egypt('arabizi', 'sukkar bonni', ['sugar-brown-1kg']),
  levant('arabizi', '3adas bonni', ['lentils-brown-1kg']),
  maghreb('arabizi', '3asal tabi3i', ['honey-alshifa-500g']),
  // Typos fuzziness AUTO forgives: a slip in a three-letter word, two edits in a word of six
  // letters; and two long vowels left out of a brand.
  egypt('typos', 'بيص ابيض', ['eggs-white-30']),
  iraq('typos', 'ملخ ناعم', ['salt-fine-1kg']),
  levant('typos', 'عطر فرزاشي', ['perfume-versace-eros-edt-100']),
  iraq('typos', 'شامبو بنتن', ['shampoo-pantene-repair-400'], ['shampoo-mustela-baby-200']),
  gulf('typos', 'كيبل لايتنغ', ['cable-lightning-1m']),
  // Thousands said as one word (خمستلاف, اربعتلاف, عشرتلاف), as prices and counts.
  levant('numbers', 'لابتوب اقل من اربعتلاف', [
    'laptop-hp-victus-15-rtx3050',
    'laptop-lenovo-thinkpad-e14-i5',
    'laptop-huawei-matebookd15-i5',
  ]),
  egypt('numbers', 'لابتوب تحت خمستلاف', [
    'laptop-hp-victus-15-rtx3050',
    'laptop-lenovo-thinkpad-e14-i5',
    'laptop-huawei-matebookd15-i5',
  ]),
  levant('numbers', 'باور بانك عشرتلاف', ['powerbank-anker-magnetic-10000']),
  // Long queries whose head word is not what the product is called (the rarest known words
  // find it), and dialect verbs that are no names in the other script.
  gulf('long', 'ابي شي يشيل ريحة السيارة بريحة الليمون', ['carfreshener-gel-lemon']),
  iraq('long', 'اريد شي احط بي السمك الزينة بالبيت', ['aquarium-30l-starter']),
  egypt('long', 'عايز حاجة اشوف بيها الضغط بتاع ابويا', ['bpmonitor-wrist-omron']),
  gulf('english', 'baladna halloumi cheese', ['halloumi-baladna-200g'], ['feta-puck-500g']),
  // Known misses of the third pass and their classes: French words the lexicon does not know
  // beside a unit glued to its number, French words that are also in perfume names, a Maghrebi
  // loanword behind dialect filler, a dot as thousands separator before a unit, and the Iraqi
  // بي ("with it") beside brand names that spell it.
  maghreb('french', 'rallonge electrique 5m', ['extensioncord-5m']),
  maghreb('french', 'rallonge 3 prises', ['extensioncord-5m']),
  maghreb('french', 'eau minerale', ['water-berain-330ml-12']),
  maghreb('french', 'bouteilles d eau 33cl', ['water-berain-330ml-12']),
  maghreb('long', 'واش كاين شي لاطاي ديال النعناع', ['tea-green-mint-25'], ['tea-rabea-400g']),
  maghreb('french', 'لاطاي الخضرا', ['tea-green-mint-25']),
  gulf('numbers', 'باور بانك 10.000 mAh', ['powerbank-anker-magnetic-10000']),
  levant('numbers', 'power bank 10.000mah', ['powerbank-anker-magnetic-10000']),
  iraq('long', 'اريد شي اشيل بي الغبار من السيارة', ['carvacuum-portable-12v']),
  iraq('long', 'اريد شي اكتب بي بالمدرسة ازرق', ['pens-pilot-v5-blue-3']),
  // A regional word for shoes beside a material the catalog's only leather shoes, boots, carry
  // (a shopper asking for shoes accepts boots; the leather belt is no shoe).
  maghreb('dialect', 'صباط جلد', ['boots-men-leather-brown'], ['shoes-*']),
  iraq('dialect', 'قندرة جلد', ['boots-men-leather-brown'], ['shoes-*']),
  levant('dialect', 'صرماية جلد', ['boots-men-leather-brown'], ['shoes-*']),
  // Two Arabizi words, each a catalog word on its own, whose letters run together sound like
  // another catalog word (shai + rabi3 is no sharpie).
  levant('arabizi', 'shai rabi3', ['tea-rabea-400g'], ['tea-green-mint-25']),
  gulf('arabizi', 'shay rabi3 400', ['tea-rabea-400g']),
  // Levantine and Egyptian Arabizi write the glottal stop they say for ق as 2 (2ahwa قهوة, a2lam
  // اقلام, 2amees قميص).
  levant('arabizi', '2ahwa 3arabiyye', ['coffee-alameed-arabic-250g']),
  levant('arabizi', 'a2lam rasas', ['pencils-staedtler-2b-12']),
  egypt('arabizi', '2amees rijali', ['shirt-men-oxford-blue', 'shirt-men-formal-white']),
  levant('arabizi', 'ma3moul fosto2', ['maamoul-pistachio-400g']),
  // Fifth pass, written before its changes: long queries that say what the product is for with
  // a dialect verb (wipe, paint, tighten, stick, cut, wash, clean), Egyptian, Iraqi, Levantine,
  // Gulf and Maghrebi words, Maghrebi French loanwords in Arabic letters with a long vowel
  // written for a short one (تورنوفيس) and French words in the singular, Arabic-only products
  // typed in Latin, and model codes whose Latin letters are spelled out in Arabic (سي 6 is C6).
  gulf('long', 'ابي شي يمسح زجاج السيارة من المطر', ['wipers-valeo-pair']),
  maghreb('long', 'بغيت شي حاجة باش نصبغ الحيط', ['paint-national-white-3-6l'], ['paintroller-18cm']),
  egypt(
    'long',
    'محتاج حاجة اشد بيها المسامير',
    ['bits-screwdriver-set-32'],
    ['drill-blackdecker-cordless-12v'],
  ),
  maghreb('long', 'بغيت شي لصاق قوي باش نلصق الطاسة', ['superglue-3g'], ['gluestick-pritt-22g']),
  gulf('long', 'ابي شي اقطع فيه الخشب', ['jigsaw-bosch-pst650']),
  egypt(
    'long',
    'عايزة حاجة اغسل بيها شعر البيبي',
    ['shampoo-mustela-baby-200'],
    ['shampoo-pantene-repair-400'],
  ),
  levant(
    'long',
    'بدي شي نظف فيه سناني ناعم',
    ['toothbrush-sensodyne-soft'],
    ['toothpaste-colgate-total-100'],
  ),
  egypt(
    'long',
    'عايز سماعات تدخل في الودن من غير سلك',
    ['earbuds-samsung-buds2pro', 'earbuds-apple-airpods4'],
    ['headphones-jbl-tune510bt'],
  ),
  iraq('long', 'اريد جوارب قطن للجهال الصغار', ['socks-kids-cotton-5pairs']),
  egypt('dialect', 'شنطة ضهر رمادي', ['backpack-casual-grey'], ['laptopbag-targus-15-6']),
  egypt('dialect', 'صدور فراخ مجمدة', ['chicken-breast-frozen-1kg']),
  egypt('dialect', 'شبشب ستاتي', ['sandals-women-flat-tan', 'slippers-women-house']),
  egypt('dialect', 'ازاز حماية ايفون 14', ['screenprotector-iphone14-glass']),
  maghreb('dialect', 'كاشة دوبل', ['blanket-fleece-double-navy'], ['duvet-single-150x200']),
  iraq('dialect', 'معجون طماطة', ['tomatopaste-tin-400g']),
  levant('dialect', 'قشاط جلد نسائي', ['belt-women-leather-tan']),
  gulf('dialect', 'جوتي رياضي', ['shoes-puma-running-black', 'shoes-newbalance-574-grey']),
  maghreb('dialect', 'الدلاح', ['watermelon-whole']),
  maghreb('french', 'تورنوفيس', ['bits-screwdriver-set-32']),
  maghreb(
    'french',
    'ecouteurs sans fil',
    ['earbuds-samsung-buds2pro', 'earbuds-apple-airpods4'],
    ['headphones-jbl-tune510bt'],
  ),
  maghreb('french', 'ecouteur samsung', ['earbuds-samsung-buds2pro']),
  maghreb('french', 'كريم سولير', ['sunscreen-bioderma-spf50-40ml']),
  maghreb('french', 'peinture murale mat', ['paint-national-white-3-6l']),
  maghreb('french', 'شوسيط ديال الدراري', ['socks-kids-cotton-5pairs']),
  maghreb('french', 'chargeur voiture', ['charger-belkin-car-dual']),
  levant('cross-script', 'halawet tahini', ['halawa-vanilla-450g']),
  egypt('cross-script', 'كيبورد ميكانيكال', ['keyboard-redragon-mechanical']),
  gulf('cross-script', 'سنتروم مين', ['vitamin-centrum-men-30']),
  maghreb('cross-script', 'harissa 7arra', ['harissa-tube-70g']),
  iraq('cross-script', 'بيلكن 40 واط', ['charger-belkin-car-dual']),
  gulf('cross-script', 'ارتشر سي 6', ['router-tplink-archer-c6']),
  egypt('cross-script', 'جالكسي اس 23 اف اي', ['phone-samsung-s23fe-256-mint']),
  iraq('cross-script', 'كانون تي اس 3440', ['printer-canon-pixma-ts3440']),
  egypt('cross-script', 'ثينك باد اي 14', ['laptop-lenovo-thinkpad-e14-i5']),
];
