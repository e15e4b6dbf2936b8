import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

/**
 * Fifteenth pass, written before its changes: each region's words for what one wears on the
 * feet, sleeps under and dries with, the cat and the baby's things, with what shoppers put after
 * them (a color in the region's word, who it is for, a size, a count, the room in the region's
 * words).
 */
export const DEV_QUERIES_FIFTEENTH_WARDROBE: readonly TaggedQuery[] = [
  gulf('dialect', 'نعال رجالي جلد بني', ['sandals-men-leather-brown']),
  gulf('dialect', 'جوتي ركض بوما اسود', ['shoes-puma-running-black']),
  gulf('dialect', 'خاولي حمام ابيض طقم', ['towels-bath-set-4-white']),
  gulf('dialect', 'شرشف دبل قطن', ['sheet-double-cotton-white']),
  gulf('dialect', 'اكل بسة صغيرة', ['catfood-whiskas-kitten-pouches-12']),
  gulf('long', 'ابي مخدات فندقية ناعمة للنوم عدد ثنتين', ['pillows-hotel-2']),
  egypt('dialect', 'كوتشي نيو بالانس رمادي', ['shoes-newbalance-574-grey']),
  egypt('dialect', 'ملاية سرير قطن بيضا', ['sheet-double-cotton-white']),
  egypt('dialect', 'بشاكير حمام بيضا', ['towels-bath-set-4-white']),
  egypt('dialect', 'عربية اطفال خفيفة', ['stroller-joie-pact']),
  egypt('long', 'عايزة شبشب حريمي للبيت يكون مريح', ['slippers-women-house']),
  levant('dialect', 'صباط رياضي بوما', ['shoes-puma-running-black']),
  levant('dialect', 'شحاطة نسوانية للبيت', ['slippers-women-house']),
  levant('dialect', 'برادي كتان رمادي', ['curtains-linen-look-grey']),
  levant('dialect', 'منشفة حمام بيضا', ['towels-bath-set-4-white']),
  levant(
    'long',
    'بدي كندرة رجالي جلد بني للشتوية',
    ['boots-men-leather-brown'],
    ['sandals-men-leather-brown'],
  ),
  iraq('dialect', 'قندرة رجالية جلد بني', ['boots-men-leather-brown'], ['sandals-men-leather-brown']),
  iraq('dialect', 'حرام شتوي دبل', ['blanket-fleece-double-navy']),
  iraq('dialect', 'خاولي ابيض للحمام', ['towels-bath-set-4-white']),
  iraq('long', 'اريد جنطة ظهر للابتوب مال شغل', ['laptopbag-targus-15-6']),
  maghreb(
    'dialect',
    'صباط ديال الجلد للرجال قهوي',
    ['boots-men-leather-brown'],
    ['sandals-men-leather-brown'],
  ),
  maghreb('dialect', 'كوفرتة مزدوجة كحلة', ['blanket-fleece-double-navy']),
  maghreb('dialect', 'زربية بيج لبيت النعاس', ['rug-bedroom-120x170-beige']),
  maghreb('dialect', 'ليكوش ديال الدراري نمرة 3', ['diapers-pampers-s3-68']),
  maghreb('dialect', 'كروسة ديال الدراري خفيفة', ['stroller-joie-pact']),
  maghreb('long', 'بغيت شي مخدات ديال الاوطيل جوج', ['pillows-hotel-2']),
  maghreb('dialect', 'ماكلة ديال المش الصغير', ['catfood-whiskas-kitten-pouches-12']),
];

/**
 * Fifteenth pass, second batch, written before its changes: long queries that describe an
 * appliance, a piece of furniture or a kitchen thing by what it does or does not do, its size
 * and who it is for, in each region's words.
 */
export const DEV_QUERIES_FIFTEENTH_DESCRIBED: readonly TaggedQuery[] = [
  gulf('long', 'ابي ثلاجة كبيرة ما يصير فيها ثلج', ['fridge-lg-nofrost-400l']),
  gulf('long', 'ابي غسالة ملابس تفتح من قدام', ['washer-samsung-frontload-8kg']),
  gulf('long', 'ابي طباخ غاز اربع عيون مع فرن', ['cooker-gas-4burners-oven']),
  gulf('long', 'ابي كنبة ثلاث مقاعد لونها رمادي', ['sofa-3seat-fabric-grey']),
  egypt('long', 'عايز تلاجة كبيرة مبتعملش تلج', ['fridge-lg-nofrost-400l']),
  egypt('long', 'عايزة ترابيزة سفرة خشب لست افراد', ['table-dining-wood-6']),
  egypt('long', 'عايزة حلة استانلس مقاس اربعة وعشرين', ['pot-tefal-inox-24cm']),
  egypt('long', 'عايز طاسة مبتلزقش للقلي كبيرة', ['fryingpan-nonstick-28cm']),
  levant('long', 'بدي براد كبير ما بيعمل تلج', ['fridge-lg-nofrost-400l']),
  levant('long', 'بدي غسالة بتفتح من قدام ٨ كيلو', ['washer-samsung-frontload-8kg']),
  levant('long', 'بدي طنجرة ضغط ستانلس ستة ليتر', ['pressurecooker-inox-6l']),
  levant('long', 'بدي صوبة زيت للشتوية بتدفي منيح', ['heater-oil-11fins']),
  iraq('long', 'اريد ثلاجة ال جي كبيرة ما بيها ثلج', ['fridge-lg-nofrost-400l']),
  iraq('long', 'اريد قنفة ثلاث نفرات رصاصي', ['sofa-3seat-fabric-grey']),
  iraq('long', 'اريد جدر ضغط ستيل ست لترات', ['pressurecooker-inox-6l']),
  iraq('long', 'اريد طباخ غاز بيه فرن واربع عيون', ['cooker-gas-4burners-oven']),
  maghreb('long', 'بغيت فريجيدير كبير ما كيديرش الثلج', ['fridge-lg-nofrost-400l']),
  maghreb('long', 'بغيت ماكينة ديال الصابون كتحل من القدام', ['washer-samsung-frontload-8kg']),
  maghreb('long', 'بغيت طبلة ديال الماكلة ديال الخشب لستة', ['table-dining-wood-6']),
  maghreb('long', 'بغيت كوكوت ستانلس ديال ستة ليترو', ['pressurecooker-inox-6l']),
  maghreb('long', 'بغيت براد ديال الاتاي ستانلس لتر', ['teapot-inox-1l']),
];

/**
 * Fifteenth pass, third batch, written before its changes: a product described by what it has
 * or spares (no wire, no colic, does not sting the eyes, folds) and whom it is for, in each
 * region's words for children, socks, bicycles and wheels.
 */
export const DEV_QUERIES_FIFTEENTH_FEATURES: readonly TaggedQuery[] = [
  gulf('long', 'ابي سماعة راس بلوتوث بدون سلك', ['headphones-jbl-tune510bt']),
  gulf('long', 'ابي جوستيك اكس بوكس بدون سلك اسود', ['controller-microsoft-xbox-black']),
  gulf('dialect', 'شراريب قطن للعيال خمس', ['socks-kids-cotton-5pairs']),
  gulf('long', 'ابي هودي رمادي لولد عمره ست سنوات', ['hoodie-kids-grey-6y']),
  egypt('long', 'عايز ماوس للالعاب بنور لوجيتك', ['mouse-logitech-g102-gaming']),
  egypt('long', 'عايزة نقط مناخير للعيال الصغيرين', ['nasalspray-otrivin-kids']),
  egypt('long', 'عايزة كريم يحمي الوش من الشمس', ['sunscreen-bioderma-spf50-40ml']),
  egypt('dialect', 'شراب قطن للعيال', ['socks-kids-cotton-5pairs']),
  egypt('long', 'عايزة بنطلون جينز حريمي واسع فاتح', ['jeans-women-mom-blue']),
  levant('long', 'بدي قنينة رضاعة للبيبي ما بتعمل مغص', ['bottle-drbrowns-250ml']),
  levant('long', 'بدي بانيو للبيبي بينطوى', ['bathtub-baby-foldable']),
  levant('dialect', 'بسكليت للولاد قياس ١٦', ['bicycle-kids-16in']),
  levant('dialect', 'كلسات قطن للولاد', ['socks-kids-cotton-5pairs']),
  levant('long', 'بدي تريا كريستال للصالون تمان لمبات', ['chandelier-crystal-8']),
  iraq('dialect', 'بايسكل للجهال قياس 16', ['bicycle-kids-16in']),
  iraq('long', 'اريد سكوتر للجهال بيه ثلاث تايرات', ['scooter-kids-3wheels']),
  iraq('long', 'اريد شامبو للطفل ما يحرق العيون', ['shampoo-mustela-baby-200']),
  iraq('dialect', 'جواريب قطن للجهال', ['socks-kids-cotton-5pairs']),
  maghreb('dialect', 'بيسيكليت ديال الدراري 16', ['bicycle-kids-16in']),
  maghreb('long', 'بغيت تروتينيت للدراري بثلاث روايض', ['scooter-kids-3wheels']),
  maghreb('long', 'بغيت كريمة ديال الشمس للوجه', ['sunscreen-bioderma-spf50-40ml']),
  maghreb('dialect', 'تقاشر ديال القطن للدراري', ['socks-kids-cotton-5pairs']),
];

/**
 * Fifteenth pass, fourth batch, written before its changes with eight products of its own
 * (test/relevance/dev/catalog/neighbors.ts), each a near neighbour of one the set held: the
 * grown-up's or the other kind, asked for in each region's words.
 */
export const DEV_QUERIES_FIFTEENTH_NEIGHBORS: readonly TaggedQuery[] = [
  gulf('dialect', 'شراريب رياضة رجالي', ['socks-men-sport-3pairs']),
  egypt('dialect', 'شراب رياضي رجالي تلاتة', ['socks-men-sport-3pairs']),
  maghreb('dialect', 'تقاشر ديال السبور للرجال', ['socks-men-sport-3pairs']),
  levant('dialect', 'بسكليت جبلي ٢٦', ['bicycle-mountain-26in']),
  iraq('dialect', 'بايسكل جبلي للكبار', ['bicycle-mountain-26in']),
  maghreb('dialect', 'بيسيكليت ديال الجبل 26', ['bicycle-mountain-26in']),
  iraq('long', 'اريد سكوتر كهربائي للكبار اروح بيه الدوام', ['scooter-electric-350w']),
  maghreb('dialect', 'تروتينيت كهربائية', ['scooter-electric-350w']),
  gulf('dialect', 'سماعة اذن بسلك سوني', ['earphones-sony-wired']),
  egypt('dialect', 'سماعة ودن سلك', ['earphones-sony-wired']),
  levant('dialect', 'قنينة مي للرياضة', ['waterbottle-sports-750ml']),
  gulf('dialect', 'مطارة ماي رياضية', ['waterbottle-sports-750ml']),
  maghreb('dialect', 'قرعة ديال الما للسبور', ['waterbottle-sports-750ml']),
  gulf('dialect', 'ثلاجة صغيرة للغرفة', ['fridge-mini-90l']),
  egypt('dialect', 'تلاجة صغيرة للمكتب', ['fridge-mini-90l']),
  maghreb('dialect', 'فريجيدير صغير لبيت النعاس', ['fridge-mini-90l']),
  iraq('dialect', 'جدر المنيوم كبير 30', ['pot-aluminium-30cm']),
  egypt('dialect', 'حلة المونيا كبيرة', ['pot-aluminium-30cm']),
  levant('dialect', 'طنجرة المنيوم ٣٠', ['pot-aluminium-30cm']),
];

/**
 * Fifteenth pass, fifth batch, written before its changes: long queries whose modifiers choose
 * between products of one kind (a car charger or a wall one, the school bag or the laptop bag,
 * a man's perfume or a woman's, a newborn's diapers or a toddler's).
 */
export const DEV_QUERIES_FIFTEENTH_CHOOSING: readonly TaggedQuery[] = [
  gulf('long', 'ابي شاحن للسيارة يشحن جوالين مع بعض', ['charger-belkin-car-dual']),
  egypt('long', 'عايز شاحن سريع للسامسونج 45 وات', ['charger-samsung-45w']),
  levant('long', 'بدي شنطة ظهر للمدرسة لابني رسمة سيارات', ['schoolbag-boys-blue-cars']),
  iraq('long', 'اريد جنطة للابتوب مال 15 انج', ['laptopbag-targus-15-6']),
  maghreb('long', 'بغيت صاك ديال الضهر للمدرسة للولد', ['schoolbag-boys-blue-cars']),
  gulf('long', 'ابي عطر نسائي ريحته ناعمة من اجمل', ['perfume-ajmal-sacrifice-her-50']),
  egypt('long', 'عايز برفان رجالي ريحته تقيلة فيرساتشي', ['perfume-versace-eros-edt-100']),
  levant('long', 'بدي ريحة عود للرجال من لطافة', ['perfume-lattafa-oudmood-100']),
  iraq('long', 'اريد بخور عودي ريحته حلوة للبيت', ['bakhoor-oudi-100g']),
  maghreb('long', 'بغيت شي عطر ديال الرجال ديال الرصاصي', ['perfume-rasasi-layuqawam-75']),
  gulf('long', 'ابي رضاعة للمولود ما تسبب غازات', ['bottle-drbrowns-250ml']),
  egypt('long', 'عايزة حفاضات مقاس تلاتة للبيبي من 6 كيلو', ['diapers-pampers-s3-68']),
  levant('long', 'بدي حفاضات للمولود الجديد حجم واحد', ['diapers-huggies-newborn-s1-64']),
  iraq('long', 'اريد مناديل مبللة للطفل من هجيز', ['wipes-huggies-56']),
  maghreb('long', 'بغيت زيت ديال البيبي ديال جونسون', ['babyoil-johnsons-300ml']),
  gulf('long', 'ابي دواء للحرارة فيفادول 500 حبوب', ['fever-fevadol-500-20']),
  egypt('long', 'عايز مسكن قوي لوجع الضهر كتافلام', ['painkiller-cataflam-50-20']),
  levant('long', 'بدي فيتامينات للرجال حبة كل يوم', ['vitamin-centrum-men-30']),
  maghreb('long', 'بغيت شي حبوب ديال الزنك 50', ['zinc-50mg-100']),
];

/**
 * Fifteenth pass, sixth batch, written before its changes: long queries that say what the
 * product should be like with the verbs and pronouns of speech (`يكون`, `تكون`, `سعره`,
 * `كاميرته`, `بتنفع`), the way shoppers type a request rather than a name.
 */
export const DEV_QUERIES_FIFTEENTH_SPEECH: readonly TaggedQuery[] = [
  gulf(
    'long',
    'ابغى جوال يكون سعره معقول وذاكرته كبيرة',
    ['phone-infinix-note30-256-gold', 'phone-realme-c55-128-black'],
    ['phone-*'],
  ),
  gulf('long', 'ابي لابتوب يكون خفيف للدوام وشاشته 14', [
    'laptop-lenovo-thinkpad-e14-i5',
    'laptop-apple-macbookpro-14-m3',
  ]),
  gulf('long', 'ابي ساعة ذكية تكون من ابل مقاسها 45', ['smartwatch-apple-series9-45']),
  egypt('long', 'عايز موبايل كاميرته حلوة ولونه اخضر', ['phone-oppo-reno11-256-green']),
  egypt('long', 'عايزة مكوة بخار تكون قوية فيليبس', ['iron-philips-steam-2400w']),
  egypt('long', 'عايز مكنسة من غير سلك تكون خفيفة', ['vacuum-dyson-v8']),
  levant('long', 'بدي غلاية بتغلي بسرعة سعتها ليتر ونص', ['kettle-tefal-1-7l']),
  levant('long', 'بدي خلاط قوي بيطحن التلج', ['blender-ninja-bn750']),
  levant('long', 'بدي لابتوب للالعاب كرت الشاشة تبعو منيح', ['laptop-hp-victus-15-rtx3050']),
  iraq('long', 'اريد موبايل شاومي ذاكرته 512 لونه اسود', ['phone-xiaomi-14-512-black']),
  iraq('long', 'اريد حامل موبايل للسيارة يركب على الطبلون', ['phoneholder-car-dashboard']),
  iraq('long', 'اريد قهوة عربية بيها هيل من العميد', ['coffee-alameed-arabic-250g']),
  maghreb(
    'long',
    'بغيت بورطابل تكون الكاميرا ديالو زوينة',
    ['phone-oppo-reno11-256-green', 'phone-xiaomi-14-512-black'],
    ['phone-*'],
  ),
  maghreb('long', 'بغيت فير اروباسي ديال البخار يكون قوي', ['iron-philips-steam-2400w']),
  maghreb('long', 'بغيت لابتوب خفيف للخدمة فيه سطاش جيگا', ['laptop-lenovo-thinkpad-e14-i5']),
];
