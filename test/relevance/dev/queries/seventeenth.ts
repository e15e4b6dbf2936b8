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
  gulf('arabizi', 'mkayef split', ['ac-*']),
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

/**
 * Whole requests typed in Latin letters: a request verb, the thing, and who it is for or what it
 * must be. Written after the pass's first change (Latin function words, words heard by sound).
 */
export const DEV_QUERIES_SEVENTEENTH_LATIN_SENTENCES: readonly TaggedQuery[] = [
  gulf('arabizi', 'abgha 3otor rijali oud', ['perfume-lattafa-oudmood-100'], ['perfume-rasasi-layuqawam-75']),
  gulf('arabizi', 'abi shahin sayyara', ['charger-belkin-car-dual']),
  gulf('arabizi', 'ab8a bakhoor 3odi', ['bakhoor-oudi-100g'], ['oudwood-malaysian-25g']),
  gulf('arabizi', 'wain alga tamr sukkari', ['dates-sukkari-qassim-3kg']),
  gulf('arabizi', 'abi mkeef split 18000', ['ac-gree-split-18000']),
  egypt('arabizi', '3ayez shanta madrasa lel wlad', ['schoolbag-boys-blue-cars']),
  egypt('arabizi', '3ayza makwa bokhar', ['iron-philips-steam-2400w']),
  egypt('arabizi', 'me7tag battaria 3arabeya 80 amper', ['battery-acdelco-80ah']),
  egypt('arabizi', '3ayez roz masry 5 kilo', ['rice-egyptian-shortgrain-5kg']),
  egypt('arabizi', 'fi 3andoko molokheya', ['molokhia-frozen-400g']),
  levant('arabizi', 'bdi tanjara kbira', ['pot-aluminium-30cm'], ['pot-tefal-inox-24cm']),
  levant('arabizi', 'baddi zeit zeitoun falastini', ['oliveoil-zejd-1l']),
  levant('arabizi', 'bade mrwa7a 3amod', ['fan-stand-16in']),
  levant('arabizi', 'shu 3andkon shampoo lal wlad', ['shampoo-mustela-baby-200']),
  iraq('arabizi', 'aku 3indkum timman basmati', ['rice-alosra-basmati-10kg'], ['rice-sella-yellow-5kg']),
  iraq('arabizi', 'areed sobya zeit', ['heater-oil-11fins']),
  iraq('arabizi', 'areed panka stand', ['fan-stand-16in']),
  maghreb('arabizi', 'bghit chofaj dyal zit', ['heater-oil-11fins']),
  maghreb('arabizi', 'bghit atay dyal l3arosa', ['tea-elarosa-loose-250g']),
  maghreb('arabizi', 'wach kayn couscous rqiq', ['couscous-tria-fine-1kg']),
  maghreb('arabizi', 'bghit zit argan tabi3i', ['arganoil-tissaliwine-100']),
];

/**
 * Each region's words spelled as they are said: one emphatic letter for its plain one (ت for ط,
 * س for ص), ث and ذ as ت, س, د or ز, ق as ك or ء, a long vowel written or left out. Written
 * before the changes it measures.
 */
export const DEV_QUERIES_SEVENTEENTH_SAID: readonly TaggedQuery[] = [
  levant(
    'dialect',
    'تنجرة ستانلس',
    ['pot-tefal-inox-24cm'],
    ['pressurecooker-inox-6l', 'pot-aluminium-30cm'],
  ),
  iraq('dialect', 'سوبيا زيت', ['heater-oil-11fins']),
  egypt('dialect', 'تاوة تيفال', ['fryingpan-nonstick-28cm']),
  levant('dialect', 'شيشوار فيليبس', ['hairdryer-philips-2200w']),
  iraq('dialect', 'كنفة قماش رمادي', ['sofa-3seat-fabric-grey']),
  levant('dialect', 'شرشوف تخت قطن', ['sheet-double-cotton-white']),
  maghreb('dialect', 'زرابية بيج', ['rug-bedroom-120x170-beige']),
  egypt('dialect', 'سلاجة نو فروست', ['fridge-lg-nofrost-400l']),
  egypt('dialect', 'مكوه بخار', ['iron-philips-steam-2400w']),
  levant('dialect', 'ابريء شاي', ['teapot-inox-1l']),
  egypt('dialect', 'بتانية فليس', ['blanket-fleece-double-navy']),
  gulf('dialect', 'مطارة مويه رياضيه', ['waterbottle-sports-750ml']),
  iraq('dialect', 'صوندة حديقة', ['hose-garden-20m']),
  levant('dialect', 'نبريش مي للجنينة', ['hose-garden-20m']),
  egypt('dialect', 'كوتشي جري بوما', ['shoes-puma-running-black']),
  levant('dialect', 'كندرة نيو بالانس', ['shoes-newbalance-574-grey']),
  gulf('dialect', 'جوتي رياضي رجالي', ['shoes-puma-running-black'], ['shoes-newbalance-574-grey']),
  iraq('dialect', 'قبوط شتوي اسود', ['jacket-men-winter-black']),
  levant('dialect', 'جاكيتة شتوية رجالي', ['jacket-men-winter-black']),
  gulf('dialect', 'شنطة ضهر لابتوب', ['laptopbag-targus-15-6'], ['backpack-casual-grey']),
  egypt('dialect', 'شنطه ضهر كاجوال', ['backpack-casual-grey']),
];

/**
 * The Maghreb's French words in Arabic letters, with the French article written on (`لي`, `لا`,
 * `ليز`) or Darija's `ديال`, for the house, the kitchen and the baby. Written before its changes.
 */
export const DEV_QUERIES_SEVENTEENTH_DARIJA: readonly TaggedQuery[] = [
  maghreb('french', 'طابلة ديال الماكلة خشب', ['table-dining-wood-6']),
  maghreb('french', 'كوزينيير بالفور ربعة ديال العيون', ['cooker-gas-4burners-oven']),
  maghreb('french', 'فريجيدار كبير نو فروست', ['fridge-lg-nofrost-400l'], ['fridge-mini-90l']),
  maghreb('french', 'فير اريباصي بالبخار', ['iron-philips-steam-2400w']),
  maghreb('french', 'ليزيكوتور بلوتوث ديال سامسونج', ['earbuds-samsung-buds2pro']),
  maghreb('french', 'ليزاسييت ديال البورسلين', ['plates-porcelain-dinner-6']),
  maghreb('french', 'كوكوت مينوت ستة ديال اللتر', ['pressurecooker-inox-6l']),
  maghreb('french', 'رالونج ديال خمسة متر', ['extensioncord-5m']),
  maghreb('french', 'ليكوش ديال البيبي نمرة 3', ['diapers-pampers-s3-68']),
  maghreb('french', 'ستيلو زرق بايلوت', ['pens-pilot-v5-blue-3']),
  maghreb('french', 'سيرفيطة ديال الحمام بيضا', ['towels-bath-set-4-white']),
  maghreb('french', 'ريدو رمادي للصالون', ['curtains-linen-look-grey']),
  maghreb('french', 'لوريي ديال الأوطيل', ['pillows-hotel-2']),
  maghreb('french', 'مانطة ديال الصوف كحلة', ['blanket-fleece-double-navy']),
  maghreb('french', 'لاماشين ديال الصابون سامسونج', ['washer-samsung-frontload-8kg']),
];

/** The Gulf's own words for clothes, the house, the car and the kitchen. Written before its changes. */
export const DEV_QUERIES_SEVENTEENTH_GULF: readonly TaggedQuery[] = [
  gulf('dialect', 'هاف رياضي رجالي كحلي', ['shorts-men-sport-navy']),
  gulf('dialect', 'ترنق رجالي اسود', ['tracksuit-men-black']),
  gulf('dialect', 'فلاس قهوة لتر', ['thermos-arabic-coffee-1l']),
  gulf('dialect', 'هوفر لاسلكي', ['vacuum-dyson-v8'], ['carvacuum-portable-12v']),
  gulf('dialect', 'خاوليه حمام بيض', ['towels-bath-set-4-white']),
  gulf('dialect', 'تلبيسات كراسي سيارة جلد', ['seatcovers-leather-black']),
  gulf('dialect', 'كاميرا ريوس للسيارة', ['camera-reverse-car']),
  gulf('dialect', 'معجون طماط', ['tomatopaste-tin-400g']),
  gulf('dialect', 'دلاغات رجالي رياضة', ['socks-men-sport-3pairs']),
  gulf('dialect', 'فانيلات قطن بيض', ['undershirt-men-white-3']),
  gulf('dialect', 'دحي ابيض ٣٠ حبة', ['eggs-white-30']),
  gulf('dialect', 'بزار مشكل', ['spices-mixed-arabic-200g']),
  gulf('dialect', 'كاوية بخار فيلبس', ['iron-philips-steam-2400w']),
  gulf('dialect', 'بانكة ستاند', ['fan-stand-16in']),
  gulf('dialect', 'جح حبة', ['watermelon-whole']),
  gulf('dialect', 'حبحب كامل', ['watermelon-whole']),
  gulf('dialect', 'مسجل سيارة اندرويد', ['headunit-android-9in']),
  gulf('dialect', 'فواحة سيارة ليمون', ['carfreshener-gel-lemon']),
  gulf('dialect', 'غرشة ماي رياضية', ['waterbottle-sports-750ml']),
  gulf('dialect', 'جنطة ظهر رمادي', ['backpack-casual-grey']),
  gulf('dialect', 'قلاصات شاي', ['teaglasses-gold-rim-6']),
  gulf('dialect', 'ماعون عشا بورسلان', ['plates-porcelain-dinner-6']),
];

/**
 * Long requests shaped otherwise: the thing named last, a price or a size said in words, what it
 * must not be, a greeting at both ends, a misspelling inside. Written before its changes.
 */
export const DEV_QUERIES_SEVENTEENTH_LONG: readonly TaggedQuery[] = [
  gulf('long', 'السلام عليكم ابي سماعات بلوتوث من سامسونج', ['earbuds-samsung-buds2pro']),
  gulf('long', 'للمطبخ ابي شي اقطع فيه الخضار طقم كامل', ['knives-kitchen-set-5']),
  gulf('long', 'ابي مكيف سبليت يبرد زين للمجلس ١٨ الف', ['ac-gree-split-18000']),
  gulf('long', 'عطر نسائي حلو مو غالي حق هدية', ['perfume-ajmal-sacrifice-her-50']),
  gulf('long', 'وش عندكم من زيوت المكينة ٥ دبليو ٤٠', ['engineoil-mobil-super3000-5w40-4l']),
  egypt('long', 'محتاج مكنة حلاقة للدقن بتاعتي تكون شحن', [
    'trimmer-philips-oneblade',
    'shaver-braun-series5',
  ]),
  egypt('long', 'عايزة حاجة للشعر المنكوش بعد الاستحمام بلسم يعني', ['conditioner-pantene-360ml']),
  egypt('long', 'ممكن تليفون سامسونج في حدود عشرين الف', ['phone-samsung-s23fe-256-mint']),
  egypt('long', 'عايز طاسة مش بتلزق مقاس كبير', ['fryingpan-nonstick-28cm']),
  egypt('long', 'الولد عنده برد ومناخيره مسدودة عايز نقط', ['nasalspray-otrivin-kids']),
  levant(
    'long',
    'بدي هدية لبنتي عمرها سبع سنين بتحبها البنات',
    ['doll-fashion-30cm'],
    ['toy-dollhouse-wooden'],
  ),
  levant(
    'long',
    'عندكم لابتوب للشغل والدراسة مش للالعاب',
    ['laptop-lenovo-thinkpad-e14-i5'],
    ['laptop-huawei-matebookd15-i5'],
  ),
  levant('long', 'شو احسن شي للقطط الزغار اكل رطب', ['catfood-whiskas-kitten-pouches-12']),
  levant('long', 'بدي كنباية للصالون تلات قعدات لونها رمادي', ['sofa-3seat-fabric-grey']),
  levant('long', 'في عندكم غطا للمخدة ولا بس مخدات فندق', ['pillows-hotel-2']),
  iraq(
    'long',
    'اريد ماطور يثقب الحايط كونكريت',
    ['hammerdrill-makita-hr2470'],
    ['drill-blackdecker-cordless-12v'],
  ),
  iraq('long', 'اكو عندكم تمن بسمتي ابو العشر كيلو', ['rice-alosra-basmati-10kg']),
  iraq(
    'long',
    'اريد شي للجهال يركبونه بالحديقة بايسكل صغير',
    ['bicycle-kids-16in'],
    ['tricycle-toddler-handle'],
  ),
  iraq('long', 'شنو عدكم من الشاي الاسود الزين', ['tea-rabea-400g'], ['tea-elarosa-loose-250g']),
  maghreb('long', 'بغيت شي حاجة نغسل بيها الكاشير ديال الدار', ['mop-spin-bucket']),
  maghreb('long', 'واش عندكم كاسك ديال البلوتوث مزيان ماشي غالي', ['headphones-jbl-tune510bt']),
  maghreb(
    'long',
    'بغيت زيت العود ولا شي عطر ديال الرجال',
    ['perfume-lattafa-oudmood-100'],
    ['perfume-rasasi-layuqawam-75'],
  ),
  maghreb('long', 'عافاك بغيت طاولة كبيرة ديال الماكلة لستة ناس', ['table-dining-wood-6']),
  maghreb('long', 'كنقلب على حاجة نسخن بيها الما ديال الاتاي', ['kettle-tefal-1-7l']),
];

/**
 * An air conditioner asked for by its capacity as each market says it: tons in the Gulf and Iraq
 * (a ton is 12,000 BTU), horsepower in Egypt (1.5 is 12,000 BTU, 2.25 is 18,000), thousands of
 * units or BTU elsewhere. Written before its change.
 */
export const DEV_QUERIES_SEVENTEENTH_CAPACITY: readonly TaggedQuery[] = [
  gulf('numbers', 'مكيف سبليت طن ونص', ['ac-gree-split-18000']),
  gulf('numbers', 'مكيف ١.٥ طن', ['ac-gree-split-18000']),
  iraq('numbers', 'سبلت طن ونص', ['ac-gree-split-18000']),
  egypt('numbers', 'تكييف ٢.٢٥ حصان', ['ac-gree-split-18000']),
  egypt('numbers', 'تكييف اتنين وربع حصان', ['ac-gree-split-18000']),
  gulf('numbers', 'مكيف 18000 btu', ['ac-gree-split-18000']),
  levant('numbers', 'مكيف ١٨ الف وحدة', ['ac-gree-split-18000']),
  gulf('numbers', 'رافعة سيارة ٢ طن', ['carjack-hydraulic-2t']),
  gulf('numbers', 'مكيف طن', ['ac-lg-split-12000']),
  gulf('numbers', 'مكيف ٢ طن سبليت', ['ac-samsung-split-24000']),
  egypt('numbers', 'تكييف ١.٥ حصان', ['ac-lg-split-12000']),
  egypt('numbers', 'تكييف ٣ حصان', ['ac-samsung-split-24000']),
  iraq('numbers', 'سبلت ٢ طن', ['ac-samsung-split-24000']),
  levant('numbers', 'مكيف ١٢ الف وحدة', ['ac-lg-split-12000']),
  maghreb('numbers', 'كليماتيزور 24000 btu', ['ac-samsung-split-24000']),
];
