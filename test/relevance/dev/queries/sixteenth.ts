import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

/**
 * Sixteenth pass, written before its changes: whole sentences a shopper types, with a greeting,
 * a question, who it is for, what the thing must do and what it must not, in each region's words.
 */
export const DEV_QUERIES_SIXTEENTH_ASKING: readonly TaggedQuery[] = [
  gulf('long', 'عندكم شاحن سيارة يشحن جوالين مع بعض', ['charger-belkin-car-dual']),
  gulf(
    'long',
    'ابي شي احط فيه القهوة يحافظ على حرارتها',
    ['thermos-arabic-coffee-1l'],
    ['dallah-coffee-brass'],
  ),
  gulf(
    'long',
    'ابغى عطر رجالي ثابت ريحته عود',
    ['perfume-lattafa-oudmood-100'],
    ['perfume-rasasi-layuqawam-75', 'perfume-versace-eros-edt-100'],
  ),
  gulf('long', 'ودي بمكنسة بدون سلك للبيت خفيفة', ['vacuum-dyson-v8'], ['carvacuum-portable-12v']),
  gulf('long', 'ابي جهاز اقيس فيه الضغط لابوي', ['bpmonitor-wrist-omron']),
  gulf('long', 'عندكم حليب اطفال من ست شهور لين سنة', ['formula-aptamil-2-800g'], ['formula-nan-1-400g']),
  gulf('long', 'ابي كفر لجوال ايفون ١٤ يكون سيليكون اسود', ['case-iphone14-silicone-black']),
  gulf(
    'long',
    'ابغى سماعة بلوتوث للجيم ما تطيح من الاذن',
    ['earbuds-samsung-buds2pro', 'earbuds-apple-airpods4'],
    ['headphones-jbl-tune510bt'],
  ),
  gulf('long', 'وين القى تمر سكري القصيم الكرتون الكبير', ['dates-sukkari-qassim-3kg']),
  egypt('long', 'لو سمحت عايز حاجة تسخن المية بسرعة للشاي', ['kettle-tefal-1-7l']),
  egypt('long', 'محتاج بطارية للعربية ٨٠ امبير', ['battery-acdelco-80ah']),
  egypt('long', 'عايزة مكواة بخار قوية للهدوم', ['iron-philips-steam-2400w']),
  egypt('long', 'فيه عندكم رز مصري حبة قصيرة ٥ كيلو', ['rice-egyptian-shortgrain-5kg']),
  egypt(
    'long',
    'ابني عنده سخونية عايز خافض حرارة',
    ['fever-fevadol-500-20'],
    ['painkiller-panadol-night-20'],
  ),
  egypt('long', 'عايز لعبة للعيال تركيب مكعبات من سنتين', ['toy-blocks-50pcs']),
  egypt('long', 'محتاجة كريم للايد عشان الشتا بتنشف', ['handcream-neutrogena-50ml']),
  egypt('long', 'عايز طقم سكاكين للمطبخ مش غالي', ['knives-kitchen-set-5']),
  egypt('long', 'حد يعرف فين الاقي ملوخية مجمدة مفرومة', ['molokhia-frozen-400g']),
  egypt('long', 'عايز شنطة مدرسة لابني الولد عليها عربيات', ['schoolbag-boys-blue-cars']),
  levant('long', 'مرحبا بدي شي ينضف المكياج عن الوجه', ['micellar-garnier-400ml']),
  levant('long', 'عندكم زيت زيتون فلسطيني بكر ممتاز', ['oliveoil-zejd-1l']),
  levant('long', 'بدي مروحة عامود للصالون قياس ١٦', ['fan-stand-16in']),
  levant('long', 'شو عندكم شامبو للولاد ما بحرق العيون', ['shampoo-mustela-baby-200']),
  levant('long', 'بدي شي دفي فيه غرفة النوم بدون غاز', ['heater-oil-11fins']),
  levant('long', 'في عندكم سلم صغير تلات درجات للبيت', ['stepladder-3steps']),
  levant('long', 'بدي خلاط قوي للعصير والتلج', ['blender-ninja-bn750']),
  levant('long', 'ابني بدو بسكليت عمره ست سنين', ['bicycle-kids-16in'], ['tricycle-toddler-handle']),
  levant('long', 'بدي طنجرة ضغط ستانلس كبيرة', ['pressurecooker-inox-6l']),
  iraq('long', 'اريد جهاز يبرد الغرفة كلش زين ١٨ الف', ['ac-gree-split-18000']),
  iraq('long', 'شكد سعر الثلاجة ال ال جي ٤٠٠ لتر', ['fridge-lg-nofrost-400l']),
  iraq('long', 'اريد ماكنة حلاقة كهربائية للرجال براون', ['shaver-braun-series5']),
  iraq('long', 'عدكم شاي العروسة السايب', ['tea-elarosa-loose-250g']),
  iraq(
    'long',
    'اريد شي احمي بي شاشة الايفون من الكسر',
    ['screenprotector-iphone14-glass'],
    ['case-iphone14-silicone-black'],
  ),
  iraq('long', 'اريد غسالة تحميل امامي ٨ كيلو سامسونج', ['washer-samsung-frontload-8kg']),
  maghreb('long', 'السلام بغيت شي حاجة نسخن بيها الدار فالبرد', ['heater-oil-11fins']),
  maghreb('long', 'واش عندكم زيت الاركان ديال تيسليوين', ['arganoil-tissaliwine-100']),
  maghreb('long', 'بغيت طابلة ديال الماكلة لستة ديال الناس', ['table-dining-wood-6']),
  maghreb(
    'long',
    'عندكم شي تليفون رخيص ومزيان فيه 128',
    ['phone-realme-c55-128-black'],
    ['phone-apple-iphone14-128-blue', 'phone-infinix-note30-256-gold'],
  ),
  maghreb('long', 'بغيت خلطة ديال الحريرة واجدة', ['harira-mix-ayour-300g']),
  maghreb('long', 'شحال ثمن الكسكس رقيق ديال تريا', ['couscous-tria-fine-1kg']),
  maghreb('long', 'بغيت صابون بلدي بزيت الزيتون', ['soap-nabulsi-olive-6']),
];

/**
 * Sixteenth pass, second batch, written before its changes: each region's own word for the
 * pantry's less asked-for things (tahini, chickpeas, beans, bread, milk, spice mixes, carob
 * molasses, nutmeg) and for a console and a laptop, with what shoppers add to them.
 */
export const DEV_QUERIES_SIXTEENTH_WORDS: readonly TaggedQuery[] = [
  gulf('dialect', 'طحينية للحمص', ['tahini-alkanater-400g']),
  gulf('dialect', 'بقلاوة مشكلة نص كيلو', ['baklava-assorted-500g']),
  gulf('dialect', 'حليب طازج ابو لتر كامل الدسم', ['milk-almarai-fullfat-1l']),
  gulf('dialect', 'بهارات كبسة', ['spices-mixed-arabic-200g']),
  gulf('dialect', 'اكسبوكس سيريس اس', ['console-microsoft-xboxseriess']),
  gulf('dialect', 'سيكل جبلي ٢٦', ['bicycle-mountain-26in']),
  gulf('dialect', 'فوار فيتامين سي', ['vitaminc-effervescent-20']),
  egypt('dialect', 'حمص شام معلب', ['chickpeas-can-400g']),
  egypt('dialect', 'جوز الطيب صحيح', ['nutmeg-whole-50g']),
  egypt('dialect', 'لبن كامل الدسم لتر', ['milk-almarai-fullfat-1l'], ['laban-nadec-1l']),
  egypt('dialect', 'عيش بلدي سن', ['bread-arabic-brown-6']),
  egypt('dialect', 'توابل مشكلة', ['spices-mixed-arabic-200g']),
  egypt('dialect', 'طحينة للسلطة', ['tahini-alkanater-400g']),
  egypt('dialect', 'عجلة جبلي ٢١ سرعة', ['bicycle-mountain-26in']),
  levant('dialect', 'سبع بهارات', ['spices-mixed-arabic-200g']),
  levant('dialect', 'دبس خرنوب', ['molasses-carob-450g']),
  levant('dialect', 'كشك بلدي للمونة', ['kishk-baladi-500g']),
  levant('dialect', 'فريكة خضرا مدخنة', ['freekeh-green-1kg']),
  levant('dialect', 'حمص حب مسلوق علبة', ['chickpeas-can-400g']),
  levant('dialect', 'طحينة للمتبل', ['tahini-alkanater-400g']),
  levant('dialect', 'غاز بفرن اربع عيون', ['cooker-gas-4burners-oven']),
  iraq('dialect', 'راشي', ['tahini-alkanater-400g']),
  iraq('dialect', 'لبلبي علبة', ['chickpeas-can-400g']),
  iraq('dialect', 'باقلاء مدمسة علبة', ['foul-californiagarden-450g']),
  iraq('dialect', 'بهارات مشكلة عراقية', ['spices-mixed-arabic-200g']),
  iraq('dialect', 'حليب سائل كامل الدسم', ['milk-almarai-fullfat-1l']),
  iraq('dialect', 'طباخ غاز اربع عيون', ['cooker-gas-4burners-oven']),
  iraq('dialect', 'قنفة رصاصي', ['sofa-3seat-fabric-grey']),
  maghreb('dialect', 'حمص فالحك', ['chickpeas-can-400g']),
  maghreb('dialect', 'الكمون البلدي حب', ['cumin-whole-200g']),
  maghreb('dialect', 'راس الحانوت', ['spices-mixed-arabic-200g']),
  maghreb('dialect', 'عواد القرفة', ['cinnamon-sticks-100g']),
  maghreb('dialect', 'الگوزة ديال الطيب', ['nutmeg-whole-50g']),
  maghreb('dialect', 'ماكبوك برو ديال ابل', ['laptop-apple-macbookpro-14-m3']),
  maghreb('dialect', 'الحليب كامل الدسم ديال المراعي', ['milk-almarai-fullfat-1l']),
  maghreb('french', 'كوكوت مينوت', ['pressurecooker-inox-6l']),
  maghreb('french', 'كوزينيير ربعة فوايي', ['cooker-gas-4burners-oven']),
  maghreb('dialect', 'مقلة ما كتشدش', ['fryingpan-nonstick-28cm']),
];

/**
 * Sixteenth pass, third batch, written before the changes it measures: whole sentences with a
 * gift, an occasion, a place of use, a price said in words, a brand asked for by a question, or
 * what the shopper does not want.
 */
export const DEV_QUERIES_SIXTEENTH_OCCASIONS: readonly TaggedQuery[] = [
  gulf('long', 'ابي هدية لزوجتي عطر نسائي فخم', ['perfume-ajmal-sacrifice-her-50']),
  gulf('long', 'ابغى دلة للقهوة حق المجلس', ['dallah-coffee-brass'], ['thermos-arabic-coffee-1l']),
  gulf(
    'long',
    'وش عندكم بخور عود للعيد',
    ['bakhoor-oudi-100g'],
    ['oudwood-malaysian-25g', 'burner-ceramic-small'],
  ),
  gulf('long', 'ابي خيمة للبر تكفي اربعة اشخاص', ['tent-coleman-sundome-4p']),
  gulf('long', 'ابغى مبخرة صغيرة للسيارة او المكتب', ['burner-ceramic-small']),
  gulf('long', 'عندكم تمر خلاص للضيوف كيلو', ['dates-khalas-1kg']),
  gulf('long', 'ابي لبس رياضي رجالي اسود كامل', ['tracksuit-men-black']),
  gulf('long', 'ابغى سجادة صلاة للسفر تنطوي', ['prayermat-travel-foldable']),
  egypt(
    'long',
    'عايز هدية لمراتي في عيد الجواز',
    ['perfume-ajmal-sacrifice-her-50'],
    ['dress-women-olive-linen'],
  ),
  egypt('long', 'محتاج شنطة لابتوب للشغل ١٥ بوصة', ['laptopbag-targus-15-6']),
  egypt('long', 'هل عندكم زيت عربية كاسترول اصلي', ['engineoil-castrol-edge-0w20-4l']),
  egypt('long', 'عايز جاكت شتوي رجالي مش تقيل', ['jacket-men-winter-black']),
  egypt('long', 'محتاجة فستان سواريه لبنتي الصغيرة', ['dress-girls-party-pink']),
  egypt('long', 'عايز طفاية حريق صغيرة للعربية', ['extinguisher-car-1kg']),
  egypt('long', 'فين الاقي كحك العيد', ['maamoul-pistachio-400g']),
  levant('long', 'بدي هدية لابني عمره سنتين', ['toy-blocks-50pcs'], ['tricycle-toddler-handle']),
  levant(
    'long',
    'شو في عندكم حلويات لرمضان',
    ['baklava-assorted-500g', 'maamoul-pistachio-400g'],
    ['halawa-vanilla-450g'],
  ),
  levant('long', 'بدي شنطة ظهر للسفر مش كتير غالية', ['backpack-casual-grey'], ['laptopbag-targus-15-6']),
  levant('long', 'في عندكم ماوس للالعاب رخيص', ['mouse-logitech-g102-gaming'], ['mouse-razer-deathadder']),
  levant('long', 'بدي كنزة بكبوس رمادي للولد', ['hoodie-kids-grey-6y']),
  levant('long', 'عندكم معمول بالفستق للعيد', ['maamoul-pistachio-400g']),
  iraq(
    'long',
    'اريد هدية لامي شي عطر حلو',
    ['perfume-ajmal-sacrifice-her-50'],
    ['perfume-lattafa-oudmood-100'],
  ),
  iraq('long', 'اريد لعبة للجهال يركبون بيها', [
    'scooter-kids-3wheels',
    'bicycle-kids-16in',
    'tricycle-toddler-handle',
  ]),
  iraq('long', 'عدكم دشداشة بيضة للولد عمره عشر سنين', ['thobe-boys-white-10y']),
  iraq('long', 'اريد قميص رسمي ابيض للدوام', ['shirt-men-formal-white']),
  maghreb('long', 'بغيت كادو لمراتي شي ريحة زوينة', ['perfume-ajmal-sacrifice-her-50']),
  maghreb('long', 'بغيت قفطان ديال العرس بيج', ['kaftan-women-beige-embroidered']),
  maghreb('long', 'بغيت جلابة بيضا ديال الصيف للرجال', ['jalabiya-men-moroccan-white']),
  maghreb('long', 'بغيت شي كيتشوب ديال هاينز كبير', ['ketchup-heinz-570g']),
  maghreb('long', 'عندكم الطاي الاخضر بالنعناع فالقراطس', ['tea-green-mint-25']),
];

/**
 * Sixteenth pass, fourth batch, written before the changes it measures: regional words in their
 * plurals, with a possessive or a preposition on them, and in the spellings of each region's
 * sounds (گ and چ for ق and ك, ت for ث, د for ذ).
 */
export const DEV_QUERIES_SIXTEENTH_FORMS: readonly TaggedQuery[] = [
  gulf('dialect', 'نعالات رجالية جلد', ['sandals-men-leather-brown']),
  gulf('dialect', 'جواتي رياضية سودا', ['shoes-puma-running-black']),
  gulf('dialect', 'بيالات شاي بحافة ذهب', ['teaglasses-gold-rim-6']),
  gulf('dialect', 'خواشيق وصحون', ['plates-porcelain-dinner-6'], ['knives-kitchen-set-5']),
  gulf('dialect', 'دلال قهوة نحاس', ['dallah-coffee-brass']),
  gulf('dialect', 'زوالي غرفة نوم بيج', ['rug-bedroom-120x170-beige']),
  egypt('dialect', 'كوتشيات رياضي رمادي', ['shoes-newbalance-574-grey']),
  egypt('dialect', 'حلل ستانلس', ['pot-tefal-inox-24cm'], ['pressurecooker-inox-6l', 'pot-aluminium-30cm']),
  egypt('dialect', 'كوبايات شاي دهبي', ['teaglasses-gold-rim-6']),
  egypt('dialect', 'مخدات فندقي اتنين', ['pillows-hotel-2']),
  egypt('dialect', 'شرابات رياضة رجالي', ['socks-men-sport-3pairs']),
  egypt('dialect', 'فوط حمام بيضا', ['towels-bath-set-4-white']),
  levant('dialect', 'صبابيط رياضة سود', ['shoes-puma-running-black']),
  levant('dialect', 'طناجر ستانلس', ['pot-tefal-inox-24cm'], ['pressurecooker-inox-6l']),
  levant('dialect', 'كاسات شاي بخط دهبي', ['teaglasses-gold-rim-6']),
  levant('dialect', 'كلسات رياضة رجالي', ['socks-men-sport-3pairs']),
  levant('dialect', 'برادي للصالون رمادي', ['curtains-linen-look-grey']),
  levant('dialect', 'مناشف حمام بيض', ['towels-bath-set-4-white']),
  iraq('dialect', 'كنادر جلد رجالي', ['boots-men-leather-brown'], ['sandals-men-leather-brown']),
  iraq('dialect', 'استكانات چاي ابو الذهب', ['teaglasses-gold-rim-6']),
  iraq('dialect', 'جواريب رياضة رجالي', ['socks-men-sport-3pairs']),
  iraq('dialect', 'گلاصات ماي', ['teaglasses-gold-rim-6'], ['waterbottle-sports-750ml']),
  iraq('dialect', 'سچاچين مطبخ', ['knives-kitchen-set-5']),
  iraq('dialect', 'چفچير ستيل', ['pot-tefal-inox-24cm'], ['knives-kitchen-set-5']),
  maghreb('dialect', 'صبابط ديال الرياضة كحلين', ['shoes-puma-running-black']),
  maghreb('dialect', 'تقاشر ديال السبور رجالية', ['socks-men-sport-3pairs']),
  maghreb('dialect', 'كيسان ديال أتاي مدهبين', ['teaglasses-gold-rim-6']),
  maghreb('dialect', 'طباسل ديال البورسلين', ['plates-porcelain-dinner-6']),
  maghreb('dialect', 'فوطات ديال الحمام بيضين', ['towels-bath-set-4-white']),
  maghreb('dialect', 'مخدات ديال الاوطيل', ['pillows-hotel-2']),
];

/**
 * Sixteenth pass, fifth batch, written before the changes it measures: sentences that switch to
 * English or French for the product's name in the middle (`ابي cover للايفون`), as shoppers type.
 */
export const DEV_QUERIES_SIXTEENTH_SWITCHING: readonly TaggedQuery[] = [
  gulf('long', 'ابي cover سيليكون للايفون 14', ['case-iphone14-silicone-black']),
  gulf('long', 'عندكم power bank مغناطيسي للايفون', ['powerbank-anker-magnetic-10000']),
  gulf('long', 'ابغى headphones بلوتوث على الاذن', ['headphones-jbl-tune510bt']),
  gulf('long', 'ابي charger سريع سامسونج ٤٥ واط', ['charger-samsung-45w']),
  gulf('long', 'ودي ب air fryer فيليبس حجم وسط', ['airfryer-philips-hd9200']),
  egypt('long', 'عايز screen protector لايفون ١٤', ['screenprotector-iphone14-glass']),
  egypt('long', 'محتاج mouse gaming رخيص لوجيتك', ['mouse-logitech-g102-gaming']),
  egypt('long', 'عايز flash ميموري ١٢٨ جيجا سانديسك', ['usb-sandisk-ultra-128']),
  egypt('long', 'فين الاقي router واي فاي تي بي لينك', ['router-tplink-archer-c6']),
  egypt('long', 'عايز keyboard ميكانيكال عربي انجليزي', ['keyboard-redragon-mechanical']),
  levant('long', 'بدي charger للسيارة فيه منفذين', ['charger-belkin-car-dual']),
  levant('long', 'في عندكم smart watch من ابل', ['smartwatch-apple-series9-45']),
  levant('long', 'بدي speaker بلوتوث صغير ازرق', ['speaker-jbl-flip6']),
  levant('long', 'بدي sunscreen للوجه حماية عالية', ['sunscreen-bioderma-spf50-40ml']),
  iraq('long', 'اريد laptop العاب بكرت شاشة', ['laptop-hp-victus-15-rtx3050']),
  iraq('long', 'اريد controller اكس بوكس اسود', ['controller-microsoft-xbox-black']),
  iraq('long', 'عدكم memory card ٦٤ كينجستون', ['sdcard-kingston-canvas-64']),
  maghreb('long', 'بغيت chargeur rapide ديال سامسونج', ['charger-samsung-45w']),
  maghreb('long', 'عندكم coque ديال ايفون 14 كحلة', ['case-iphone14-silicone-black']),
  maghreb('long', 'بغيت casque sans fil ديال JBL', ['headphones-jbl-tune510bt']),
  maghreb('long', 'شحال الثمن ديال aspirateur دايسون', ['vacuum-dyson-v8']),
  maghreb('long', 'بغيت fer à repasser ديال فيليبس', ['iron-philips-steam-2400w']),
];

/**
 * Sixteenth pass, sixth batch, written before the changes it measures: sentences asking for the
 * best or the cheapest of a kind for a use, two things at once, an original, with a slip of the
 * keyboard in one word.
 */
export const DEV_QUERIES_SIXTEENTH_CHOICE: readonly TaggedQuery[] = [
  gulf(
    'long',
    'وش افضل جوال للتصوير بسعر معقول',
    ['phone-oppo-reno11-256-green', 'phone-xiaomi-14-512-black'],
    ['phone-samsung-s23fe-256-mint', 'phone-apple-iphone14-128-blue'],
  ),
  gulf('long', 'ابي شامبو وبلسم بانتين للشعر التالف', [
    'shampoo-pantene-repair-400',
    'conditioner-pantene-360ml',
  ]),
  gulf('long', 'ابغى ارخص كفر لجوال اوبو رينو', ['case-oppo-reno11-leather']),
  gulf('long', 'هل عندكم ساعة ابل اصلية ٤٥ ملم', ['smartwatch-apple-series9-45']),
  gulf('long', 'ابي زيت مكينة موبيل ٥w40 اربع لتر', ['engineoil-mobil-super3000-5w40-4l']),
  egypt('long', 'ايه احسن مكواة بخار للهدوم التقيلة', ['iron-philips-steam-2400w']),
  egypt('long', 'عايز معجون سنان وفرشة للاسنان الحساسة', [
    'toothpaste-colgate-total-100',
    'toothbrush-sensodyne-soft',
  ]),
  egypt('long', 'محتاج كابل ايفون اصلي متر', ['cable-lightning-1m']),
  egypt('long', 'عايز لاب توب للجيمز بكارت شاشة', ['laptop-hp-victus-15-rtx3050']),
  egypt('long', 'عايز كريم اساس لوريال يثبت طول اليوم', ['foundation-loreal-infaillible-30ml']),
  levant('long', 'شو احسن ماوس للالعاب عندكم', ['mouse-logitech-g102-gaming', 'mouse-razer-deathadder']),
  levant('long', 'بدي قلم حبر ازرق وقلم رصاص للمدرسة', ['pens-pilot-v5-blue-3', 'pencils-staedtler-2b-12']),
  levant('long', 'بدي شاحن شاومي سريع مع الكبل', ['charger-xiaomi-67w']),
  levant('long', 'في عندكم فرامل خلفية لهيونداي النترا', ['brakepads-rear-hyundai-elantra']),
  levant('long', 'بدي طابعة كانون مع حبر اسود', ['printer-canon-pixma-ts3440', 'ink-canon-445-black']),
  iraq('long', 'اريد احسن مكنسة شحن دايسون', ['vacuum-dyson-v8']),
  iraq('long', 'اريد فيتامينات للرجال سنترم', ['vitamin-centrum-men-30']),
  iraq('long', 'اريد فلتر دهن نيسان صني اصلي', ['filter-oil-nissan-sunny']),
  iraq('long', 'اريد تاير ١٩٥ ٦٥ ١٥ كونتيننتال', ['tyre-continental-195-65-r15']),
  maghreb(
    'long',
    'شنو احسن تليفون ديال التصاور',
    ['phone-oppo-reno11-256-green', 'phone-xiaomi-14-512-black'],
    ['phone-samsung-s23fe-256-mint', 'phone-apple-iphone14-128-blue'],
  ),
  maghreb('long', 'بغيت شامبوان وبلسم ديال بانتين', [
    'shampoo-pantene-repair-400',
    'conditioner-pantene-360ml',
  ]),
  maghreb('long', 'بغيت فيلتر ديال الهوا ديال ياريس', ['filter-air-toyota-yaris']),
  maghreb('long', 'عندكم ماسكارا ديال مايبلين كحلة', ['mascara-maybelline-lash']),
];

/**
 * Sixteenth pass, seventh batch, written after its changes (1.000 on all three measures when
 * written): a baby's stage and age in words (formula by months, diapers by size or weight), a car
 * part named by the car it fits, and an oil by its grade as mechanics write it.
 */
export const DEV_QUERIES_SIXTEENTH_STAGES: readonly TaggedQuery[] = [
  gulf('long', 'ابي حليب مرحلة ثانية لولدي عمره سبع شهور', ['formula-aptamil-2-800g']),
  gulf('long', 'حفايض مقاس ثلاثة لبيبي وزنه ثمان كيلو', ['diapers-pampers-s3-68']),
  gulf('long', 'ابي فحمات خلفية للنترا هيونداي', ['brakepads-rear-hyundai-elantra']),
  gulf('long', 'زيت كاسترول صفر عشرين اربع لتر', ['engineoil-castrol-edge-0w20-4l']),
  gulf('long', 'ابي كفرات مقاس ١٥ للسيارة الصغيرة', ['tyre-continental-195-65-r15']),
  egypt('long', 'لبن اطفال من الولادة لست شهور', ['formula-nan-1-400g']),
  egypt('long', 'عايز بامبرز للمولود لحد ٥ كيلو', ['diapers-huggies-newborn-s1-64']),
  egypt('long', 'تيل فرامل ورا لعربية النترا', ['brakepads-rear-hyundai-elantra']),
  egypt('long', 'فلتر هوا لعربية ياريس تويوتا', ['filter-air-toyota-yaris']),
  egypt('long', 'زيت موبيل ٥w40 للعربية اربعة لتر', ['engineoil-mobil-super3000-5w40-4l']),
  levant('long', 'بدي حليب للرضيع من عمر يوم لست شهور', ['formula-nan-1-400g']),
  levant('long', 'بدي حفاضات نمرة واحد للمولود الجديد', ['diapers-huggies-newborn-s1-64']),
  levant('long', 'بدي فلتر زيت اصلي لنيسان صني', ['filter-oil-nissan-sunny']),
  levant('long', 'بدي بطارية سيارة ٨٠ امبير قوية', ['battery-acdelco-80ah']),
  iraq('long', 'اريد حليب مرحلة ٢ للطفل من ٦ اشهر', ['formula-aptamil-2-800g']),
  iraq('long', 'اريد تايرات ٢٢٥ ٤٥ ١٧ يوكوهاما', ['tyre-yokohama-225-45-r17']),
  iraq('long', 'اريد بواجي دينسو للسيارة اربعة', ['sparkplugs-denso-4']),
  iraq('long', 'اريد مساحات زجاج فاليو زوج', ['wipers-valeo-pair']),
  maghreb('long', 'بغيت حليب ديال الدراري مرحلة 2 ابطاميل', ['formula-aptamil-2-800g']),
  maghreb('long', 'بغيت ليكوش نمرة 3 ديال بامبرز', ['diapers-pampers-s3-68']),
  maghreb('long', 'بغيت البلاكيت ديال اللور ديال النترا', ['brakepads-rear-hyundai-elantra']),
  maghreb('long', 'بغيت البوجيات ديال دينسو ربعة', ['sparkplugs-denso-4']),
];
