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

/**
 * The Gulf's words for things the dev catalog sells that no dev query had used, each with what a
 * shopper says beside it (a brand, a size, a colour, whom it is for): the lexicon's words met in
 * a query rather than alone.
 */
export const DEV_QUERIES_TWENTIETH_GULF_WORDS: readonly TaggedQuery[] = [
  gulf('dialect', 'سمارت ووتش ابل', ['smartwatch-apple-series9-45'], ['smartband-xiaomi-band8']),
  gulf(
    'dialect',
    'كنديشن سبلت ١٨ الف',
    ['ac-gree-split-18000'],
    ['ac-lg-split-12000', 'ac-samsung-split-24000'],
  ),
  gulf('dialect', 'طباخة غاز ٤ عيون', ['cooker-gas-4burners-oven']),
  gulf('dialect', 'كاتل تيفال', ['kettle-tefal-1-7l']),
  gulf('dialect', 'فاكيوم لاسلكي', ['vacuum-dyson-v8'], ['carvacuum-portable-12v']),
  gulf('dialect', 'هيترات للشتا', ['heater-oil-11fins']),
  gulf('dialect', 'قلاية بلا زيت فيليبس', ['airfryer-philips-hd9200']),
  gulf('dialect', 'بطارية موتر ٨٠ امبير', ['battery-acdelco-80ah']),
  gulf('dialect', 'كيابل اشتراك للموتر', ['jumpcables-500a']),
  gulf('dialect', 'ماي رديتر بريستون', ['coolant-prestone-4l']),
  gulf('dialect', 'معطر موتر ليمون', ['carfreshener-gel-lemon']),
  gulf('dialect', 'زيت جير اوتوماتيك', ['gearoil-atf-1l']),
  gulf('dialect', 'تلبيسة كراسي جلد', ['seatcovers-leather-black']),
  gulf('dialect', 'حفايظ مقاس ٣', ['diapers-pampers-s3-68'], ['diapers-huggies-newborn-s1-64']),
  gulf('dialect', 'مرضعة ضد المغص', ['bottle-drbrowns-250ml']),
  gulf('dialect', 'جناط ظهر', ['backpack-casual-grey', 'laptopbag-targus-15-6', 'schoolbag-boys-blue-cars']),
  gulf('dialect', 'اشوار فيليبس', ['hairdryer-philips-2200w']),
  gulf('dialect', 'قلوس احمر', ['lipstick-maybelline-matte-red']),
  gulf('dialect', 'مسكرة ميبلين', ['mascara-maybelline-lash']),
  gulf('dialect', 'صنبلوك للوجه', ['sunscreen-bioderma-spf50-40ml']),
  gulf('dialect', 'دخون عودي', ['bakhoor-oudi-100g'], ['oudwood-malaysian-25g', 'burner-ceramic-small']),
  gulf('dialect', 'مجمرة صغيرة', ['burner-ceramic-small']),
  gulf('dialect', 'بجامة قطن نسائية', ['pajamas-women-cotton']),
  gulf('dialect', 'دشاديش اولاد', ['thobe-boys-white-10y']),
  gulf('dialect', 'شيلات سود', ['hijab-jersey-black']),
  gulf('dialect', 'كمر جلد نسائي', ['belt-women-leather-tan']),
  gulf('dialect', 'بدلة سباحة نسائية', ['swimsuit-women-onepiece-navy']),
  gulf('dialect', 'ترينق رجالي اسود', ['tracksuit-men-black'], ['hoodie-men-black', 'shorts-men-sport-navy']),
  gulf('dialect', 'هافات رياضية', ['shorts-men-sport-navy']),
  gulf('dialect', 'دراعة مطرزة', ['kaftan-women-beige-embroidered']),
  gulf('dialect', 'لابتوب قيمنق', ['laptop-hp-victus-15-rtx3050']),
  gulf('dialect', 'راس شاحن سامسونج', ['charger-samsung-45w']),
  gulf('dialect', 'هاندزفري سوني', ['earphones-sony-wired']),
  gulf('dialect', 'تاب شاومي', ['tablet-xiaomi-pad6-128']),
  gulf('dialect', 'شاحن متنقل انكر', ['powerbank-anker-magnetic-10000']),
  gulf('dialect', 'سماعة خارجية بلوتوث', ['speaker-jbl-flip6']),
  gulf('dialect', 'برنتر كانون', ['printer-canon-pixma-ts3440'], ['ink-canon-445-black']),
  gulf('dialect', 'مودم تي بي لينك', ['router-tplink-archer-c6']),
  gulf('dialect', 'فلاش ميموري ١٢٨', ['usb-sandisk-ultra-128']),
  gulf('dialect', 'كرت ذاكرة ٦٤', ['sdcard-kingston-canvas-64']),
  gulf('dialect', 'ذراع تحكم اكس بوكس', ['controller-microsoft-xbox-black'], ['gamepad-8bitdo-ultimate']),
  gulf('dialect', 'وصلة كهرباء ٥ متر', ['extensioncord-5m']),
];

/**
 * Iraq's words for things the dev catalog sells that no dev query had used, each with what a
 * shopper says beside it.
 */
export const DEV_QUERIES_TWENTIETH_IRAQ_WORDS: readonly TaggedQuery[] = [
  iraq(
    'dialect',
    'مبردة للغرفة',
    ['ac-gree-split-18000', 'ac-lg-split-12000', 'ac-samsung-split-24000'],
    ['fan-stand-16in'],
  ),
  iraq('dialect', 'سوبا زيت للشتا', ['heater-oil-11fins']),
  iraq('dialect', 'جلد فرامل هيونداي', ['brakepads-rear-hyundai-elantra']),
  iraq('dialect', 'كاوبوي نسائي', ['jeans-women-mom-blue']),
  iraq('dialect', 'عبي بناتية سودة', ['abaya-girls-black-8y']),
  iraq('dialect', 'شفقة سودة', ['cap-baseball-black']),
  iraq('dialect', 'ملابس زعاطيط', ['hoodie-kids-grey-6y', 'socks-kids-cotton-5pairs']),
  iraq('dialect', 'كبل ايفون متر', ['cable-lightning-1m']),
  iraq('dialect', 'قنفات رصاصي', ['sofa-3seat-fabric-grey']),
  iraq('dialect', 'بيتنجان مكدوس', ['makdous-walnut-1kg']),
  iraq('dialect', 'مربى شليك', ['jam-strawberry-450g']),
  iraq('dialect', 'صمون عربي', ['bread-arabic-brown-6'], ['bread-toast-white']),
  iraq('dialect', 'ماست المراعي', ['yogurt-almarai-plain-1kg']),
  iraq('dialect', 'جاكليت بالحليب', ['chocolate-galaxy-smooth-4']),
  iraq('dialect', 'شنينة نادك', ['laban-nadec-1l']),
  iraq('dialect', 'نخي معلب', ['chickpeas-can-400g']),
  iraq('dialect', 'باجلا معلبة', ['foul-californiagarden-450g']),
  iraq('dialect', 'نومي حامض كيلو', ['lemons-1kg']),
  iraq('dialect', 'دوشق طبي', ['mattress-medical-160x200']),
  iraq('dialect', 'جراجف قطن', ['sheet-double-cotton-white']),
  iraq('dialect', 'كوري شاي ستيل', ['teapot-inox-1l']),
  iraq('dialect', 'قزان ضغط', ['pressurecooker-inox-6l'], ['pot-tefal-inox-24cm', 'pot-aluminium-30cm']),
  iraq('dialect', 'سيني ذهبي', ['tray-serving-gold-40cm']),
  iraq('dialect', 'استكانات شاي', ['teaglasses-gold-rim-6']),
  iraq('dialect', 'سجاجين مطبخ طقم', ['knives-kitchen-set-5']),
  iraq('dialect', 'اكل بزازين صغيرين', ['catfood-whiskas-kitten-pouches-12']),
  iraq('dialect', 'حبوب كحة منثول', ['lozenges-vicks-menthol-20']),
  iraq('dialect', 'نعال زنوبة نسائي', ['slippers-women-house'], ['sandals-women-flat-tan']),
  iraq('dialect', 'صوندة حديقة ٢٠ متر', ['hose-garden-20m']),
  iraq('dialect', 'صبغ جدران ابيض ناشونال', ['paint-national-white-3-6l'], ['paintroller-18cm']),
];

/**
 * Egypt's words for things the dev catalog sells that no dev query had used, each with what a
 * shopper says beside it.
 */
export const DEV_QUERIES_TWENTIETH_EGYPT_WORDS: readonly TaggedQuery[] = [
  egypt('dialect', 'تلاجات نو فروست', ['fridge-lg-nofrost-400l'], ['fridge-mini-90l']),
  egypt('dialect', 'ماكينة غسيل سامسونج ٨ كيلو', ['washer-samsung-frontload-8kg']),
  egypt('dialect', 'كاتل كهربا تيفال', ['kettle-tefal-1-7l']),
  egypt('dialect', 'دفاية زيت ١١ ريشة', ['heater-oil-11fins']),
  egypt('dialect', 'ماكينة شعر فيليبس', ['trimmer-philips-oneblade'], ['shaver-braun-series5']),
  egypt('dialect', 'فرش سيارة جلد', ['seatcovers-leather-black']),
  egypt('dialect', 'بوجيه دينسو', ['sparkplugs-denso-4']),
  egypt('dialect', 'فيلتر زيت صني', ['filter-oil-nissan-sunny']),
  egypt('dialect', 'عفريتة ٢ طن', ['carjack-hydraulic-2t']),
  egypt('dialect', 'شاحن ولاعة بلكين', ['charger-belkin-car-dual']),
  egypt('dialect', 'كابلات اشتراك عربية', ['jumpcables-500a']),
  egypt('dialect', 'مية رديتر بريستون', ['coolant-prestone-4l']),
  egypt('dialect', 'زيت فرام دوت ٤', ['brakefluid-dot4-500ml']),
  egypt('dialect', 'عربية بيبي خفيفة', ['stroller-joie-pact']),
  egypt('dialect', 'استشوار فيليبس', ['hairdryer-philips-2200w']),
  egypt(
    'dialect',
    'برفانات رجالي',
    ['perfume-versace-eros-edt-100', 'perfume-rasasi-layuqawam-75'],
    ['perfume-lattafa-oudmood-100', 'perfume-abdulsamad-safari-100'],
  ),
  egypt('dialect', 'ديو نيفيا حريمي', ['deodorant-nivea-women-roll-50']),
  egypt('dialect', 'مانيكير احمر', ['nailpolish-essie-red']),
  egypt('dialect', 'كريم ضد الشمس بيوديرما', ['sunscreen-bioderma-spf50-40ml']),
  egypt('dialect', 'بلوزة بكابيشون رجالي', ['hoodie-men-black'], ['hoodie-kids-grey-6y']),
  egypt('dialect', 'فسطان سواريه بناتي', ['dress-girls-party-pink'], ['dress-women-olive-linen']),
  egypt('dialect', 'كاسكيت اسود', ['cap-baseball-black']),
  egypt('dialect', 'مايوه حريمي قطعة واحدة', ['swimsuit-women-onepiece-navy']),
  egypt('dialect', 'برمودا رياضي', ['shorts-men-sport-navy']),
  egypt('dialect', 'فانلة داخلية قطن', ['undershirt-men-white-3']),
  egypt('dialect', 'شارجر شاومي', ['charger-xiaomi-67w']),
  egypt('dialect', 'هيدفون لاسلكي', ['headphones-jbl-tune510bt']),
  egypt('dialect', 'سماعات ودن ابل', ['earbuds-apple-airpods4']),
  egypt('dialect', 'نوت بوك لينوفو', ['laptop-lenovo-thinkpad-e14-i5']),
  egypt('dialect', 'سكرينة ايفون ١٤', ['screenprotector-iphone14-glass']),
  egypt('dialect', 'دراع اكس بوكس', ['controller-microsoft-xbox-black']),
  egypt('dialect', 'جراب لابتوب تارجس', ['laptopbag-targus-15-6']),
  egypt('dialect', 'اسورة ذكية شاومي', ['smartband-xiaomi-band8']),
];
