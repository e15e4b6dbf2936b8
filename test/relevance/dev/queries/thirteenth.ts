import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

/**
 * Thirteenth pass, written before its changes: the Darija genitive written onto its noun
 * (`دالمش`, `دأتاي`: "of the cat", "of tea"), the Tunisian and Algerian `متاع` and `تاع`, and the
 * words of pets, bedding and incense of each region.
 */
export const DEV_QUERIES_THIRTEENTH: readonly TaggedQuery[] = [
  // Maghreb: `د` written onto the noun it governs.
  maghreb('dialect', 'ماكلة دالمش', ['catfood-whiskas-kitten-pouches-12']),
  maghreb('dialect', 'ماكلة دالكلاب الصغار', ['dogfood-royalcanin-mini-2kg']),
  maghreb('dialect', 'رملة دالمش', ['catlitter-silica-5l']),
  maghreb('dialect', 'لعيبات دالمش', ['cattoy-mouse-3']),
  maghreb('dialect', 'صباط دالجري كحل', ['shoes-puma-running-black']),
  maghreb('dialect', 'قفص دالطيور صغير', ['birdcage-small']),
  maghreb('dialect', 'حوض دالحوت', ['aquarium-30l-starter']),
  maghreb('dialect', 'زيت دالزيتون', ['oliveoil-zejd-1l']),
  maghreb('french', 'شارجور دسامسونج', ['charger-samsung-45w']),
  maghreb('dialect', 'حليب دالدراري الصغار', ['formula-nan-1-400g'], ['formula-aptamil-2-800g']),
  maghreb('dialect', 'فوطة دالحمام', ['towels-bath-set-4-white']),
  maghreb('dialect', 'زربية دالبيت', ['rug-bedroom-120x170-beige']),
  maghreb('dialect', 'مخدات دالنعاس', ['pillows-hotel-2']),
  maghreb('dialect', 'سجادة دالصلاة', ['prayermat-travel-foldable']),
  maghreb('dialect', 'كاسات دأتاي', ['teaglasses-gold-rim-6']),
  maghreb('dialect', 'براد دأتاي', ['teapot-inox-1l']),
  maghreb('dialect', 'ريحة دالرجال', ['perfume-versace-eros-edt-100', 'perfume-rasasi-layuqawam-75']),
  maghreb('dialect', 'مجمر دالبخور', ['burner-ceramic-small']),
  maghreb('dialect', 'دوا دالكحة', ['lozenges-vicks-menthol-20'], ['coughsyrup-*']),
  maghreb('dialect', 'معجون دالسنان', ['toothpaste-colgate-total-100']),
  maghreb('dialect', 'شيتة دالسنان', ['toothbrush-sensodyne-soft']),
  maghreb('long', 'بغيت شي ماكلة مزيانة دالمش الصغير', ['catfood-whiskas-kitten-pouches-12']),
  maghreb('long', 'عندكم الرملة دالقطط ديال خمسة لتر', ['catlitter-silica-5l']),
  maghreb('dialect', 'كاشة دالشتا', ['blanket-fleece-double-navy'], ['duvet-single-150x200']),
  maghreb('dialect', 'مانطة دالنعاس', ['blanket-fleece-double-navy']),
  maghreb('dialect', 'ليزار دالناموسية', ['sheet-double-cotton-white']),
  maghreb('french', 'ريدو دالصالون', ['curtains-linen-look-grey']),
  // Tunisia and Algeria: `متاع`, `تاع`.
  maghreb('dialect', 'ماكلة متاع القطاطس', ['catfood-whiskas-kitten-pouches-12']),
  maghreb('dialect', 'رمل متاع القطاطس', ['catlitter-silica-5l']),
  maghreb('dialect', 'ماكلة تاع القطط', ['catfood-whiskas-kitten-pouches-12']),
  // Pets, bedding and incense elsewhere.
  gulf('dialect', 'اكل بساس', ['catfood-whiskas-kitten-pouches-12']),
  gulf('dialect', 'رمل للبساس', ['catlitter-silica-5l']),
  levant('dialect', 'اكل بسينات', ['catfood-whiskas-kitten-pouches-12']),
  levant('dialect', 'رمل للبسينة', ['catlitter-silica-5l']),
  iraq('dialect', 'رمل بزونة', ['catlitter-silica-5l']),
  egypt('dialect', 'لعبة للقطة', ['cattoy-mouse-3']),
  egypt('dialect', 'بشكير كبير', ['towels-bath-set-4-white']),
  iraq('dialect', 'خاولي حمام', ['towels-bath-set-4-white']),
  iraq('dialect', 'جرجف دبل', ['sheet-double-cotton-white']),
  gulf('dialect', 'مدخن سيراميك', ['burner-ceramic-small']),
];

/**
 * Thirteenth pass, second batch, written before its changes: long queries of perfume, bedding,
 * pets, the car and the garden in each region, and the words of hoses, incense and perfume.
 */
export const DEV_QUERIES_THIRTEENTH_LONG: readonly TaggedQuery[] = [
  gulf('long', 'ابي عطر رجالي ريحته تدوم طول اليوم', [
    'perfume-rasasi-layuqawam-75',
    'perfume-versace-eros-edt-100',
  ]),
  gulf('long', 'ابي بخور عود ريحته حلوة للمجلس', ['bakhoor-oudi-100g'], ['oudwood-malaysian-25g']),
  gulf('long', 'ابغى رمل للقطط ما يطلع ريحة', ['catlitter-silica-5l']),
  gulf('long', 'ودي اشتري زيت مكينة للسيارة', [
    'engineoil-mobil-super3000-5w40-4l',
    'engineoil-castrol-edge-0w20-4l',
  ]),
  gulf('long', 'ابي شي احط فيه جوالي بالسيارة', ['phoneholder-car-dashboard']),
  egypt('long', 'عايز برفان حريمي ريحته حلوة ومش غالي', ['perfume-ajmal-sacrifice-her-50']),
  egypt('long', 'عايزة ملاية سرير دبل قطن بيضا', ['sheet-double-cotton-white']),
  egypt('long', 'عايز طقم فوط للحمام لونه ابيض', ['towels-bath-set-4-white']),
  egypt('long', 'محتاج كشاف ليد طويل للمطبخ', ['ledtube-t8-120cm']),
  egypt('long', 'عايز اكل لكلبي الصغير', ['dogfood-royalcanin-mini-2kg']),
  levant('long', 'بدي حرام دافي للتخت المزدوج', ['blanket-fleece-double-navy']),
  levant('long', 'بدي مخدتين منيحين للنوم', ['pillows-hotel-2']),
  levant('long', 'بدي برادي للصالون لونها رمادي', ['curtains-linen-look-grey']),
  levant('long', 'بدي شي ريحتو طيبة للسيارة', ['carfreshener-gel-lemon']),
  levant('long', 'عندكن رمل للبسينات ريحتو منيحة', ['catlitter-silica-5l']),
  iraq('long', 'اريد عطر نسائي ريحته ناعمة', ['perfume-ajmal-sacrifice-her-50']),
  iraq('long', 'اريد زولية حلوة لغرفة النوم', ['rug-bedroom-120x170-beige']),
  iraq('long', 'اريد بطانية ثقيلة للشتا', ['blanket-fleece-double-navy'], ['duvet-single-150x200']),
  iraq('long', 'اريد شي اعلق بيه الموبايل بالسيارة', ['phoneholder-car-dashboard']),
  maghreb('long', 'بغيت ريحة ديال العيالات ماشي غالية', ['perfume-ajmal-sacrifice-her-50']),
  maghreb('long', 'بغيت زربية ديال بيت النعاس', ['rug-bedroom-120x170-beige']),
  maghreb('long', 'عندكم شي ريدو رمادي للصالون', ['curtains-linen-look-grey']),
  maghreb('long', 'بغيت شي حاجة نعلق بيها التليفون فالطوموبيل', ['phoneholder-car-dashboard']),
  maghreb('long', 'بغيت ليويل ديال الطوموبيل كاسترول', ['engineoil-castrol-edge-0w20-4l']),
  // Incense, perfume and the garden hose.
  egypt('dialect', 'كولونيا رجالي', ['perfume-versace-eros-edt-100', 'perfume-rasasi-layuqawam-75']),
  levant('dialect', 'ريحة نسائية', ['perfume-ajmal-sacrifice-her-50']),
  iraq('dialect', 'دهن مكينة', ['engineoil-mobil-super3000-5w40-4l', 'engineoil-castrol-edge-0w20-4l']),
  maghreb('dialect', 'مجمر ديال الفخار', ['burner-ceramic-small']),
  egypt('dialect', 'مبخرة فخار', ['burner-ceramic-small']),
  gulf('dialect', 'هوز ماي للحوش', ['hose-garden-20m']),
  levant('dialect', 'بربيش للجنينة', ['hose-garden-20m']),
  iraq('dialect', 'صوندة ماي للحديقة', ['hose-garden-20m']),
];

/**
 * Thirteenth pass, third batch, written before its changes: French loanwords of the Maghreb for
 * pets, bedding, the bathroom shelf, the pharmacy, school, the car and the workshop, in Arabic
 * letters and in French.
 */
export const DEV_QUERIES_THIRTEENTH_FRENCH: readonly TaggedQuery[] = [
  maghreb('french', 'كروكيت ديال الكلاب', ['dogfood-royalcanin-mini-2kg']),
  maghreb('french', 'كروكيت للمش', ['catfood-whiskas-kitten-pouches-12']),
  maghreb('french', 'شوسيت ديال الدراري', ['socks-kids-cotton-5pairs']),
  maghreb('french', 'طريكو ديال الرجال', ['hoodie-men-black']),
  maghreb('french', 'كاسكيط ديال الشمس', ['cap-baseball-black']),
  maghreb('french', 'موشوار مبلولين ديال البيبي', ['wipes-huggies-56']),
  maghreb('french', 'دراب ديال الناموسية', ['sheet-double-cotton-white']),
  maghreb('french', 'كوفرتور كبيرة', ['blanket-fleece-double-navy']),
  maghreb('french', 'بلوندر نينجا', ['blender-ninja-bn750']),
  maghreb('french', 'سطيلو بلو', ['pens-pilot-v5-blue-3']),
  maghreb('french', 'غوم ستيدلر', ['eraser-staedtler-2']),
  maghreb('french', 'آلة ديال الطونسيو', ['bpmonitor-wrist-omron']),
  maghreb('french', 'دوليبران ديال السخانة', ['fever-fevadol-500-20'], ['painkiller-panadol-night-20']),
  maghreb('french', 'شومبوان ديال البيبي', ['shampoo-mustela-baby-200']),
  maghreb('french', 'جيل ديال الدوش', ['showergel-dove-500ml']),
  maghreb('french', 'ديودوران ديال العيالات', ['deodorant-nivea-women-roll-50']),
  maghreb('french', 'روج حمر مات', ['lipstick-maybelline-matte-red']),
  maghreb('french', 'litière pour chat', ['catlitter-silica-5l']),
  maghreb('french', 'tétine bébé', ['pacifier-avent-ultrasoft-2']),
  maghreb('french', 'cartable garçon', ['schoolbag-boys-blue-cars']),
  maghreb('french', 'فيلتر ديال الزيت نيسان', ['filter-oil-nissan-sunny']),
  maghreb('french', 'فيلتر ديال الهوا تويوطا', ['filter-air-toyota-yaris']),
  maghreb('french', 'باطري ديال الطوموبيل', ['battery-acdelco-80ah']),
  maghreb('french', 'بنوات 15', ['tyre-continental-195-65-r15']),
  maghreb('french', 'ايسوي كلاس', ['wipers-valeo-pair']),
  maghreb('french', 'بيرسوز بلاك اند ديكر', ['drill-blackdecker-cordless-12v']),
  maghreb('french', 'سي صوطوز بوش', ['jigsaw-bosch-pst650']),
  maghreb('french', 'ايشال ديال الدار', ['stepladder-3steps']),
  maghreb('french', 'كول قوية', ['superglue-3g']),
  maghreb('french', 'شينيول بالشارج', ['drill-blackdecker-cordless-12v']),
];

/**
 * Thirteenth pass, fourth batch, written with the spices it asks for and before its changes: each
 * region's names of ginger, paprika, black seed, anise, bay leaves, nutmeg, black pepper, turmeric,
 * cinnamon, cloves, cardamom and mastic.
 */
export const DEV_QUERIES_THIRTEENTH_SPICES: readonly TaggedQuery[] = [
  egypt('dialect', 'حبة البركة', ['nigella-seeds-200g']),
  levant('dialect', 'قزحة', ['nigella-seeds-200g']),
  gulf('dialect', 'حبة سودا', ['nigella-seeds-200g']),
  maghreb('dialect', 'السانوج', ['nigella-seeds-200g']),
  egypt('dialect', 'جنزبيل', ['ginger-ground-100g']),
  maghreb('dialect', 'سكينجبير', ['ginger-ground-100g']),
  levant('dialect', 'جنزبيل مطحون', ['ginger-ground-100g']),
  maghreb('dialect', 'التحميرة', ['paprika-sweet-100g']),
  maghreb('dialect', 'الفلفلة الحمرا الحلوة', ['paprika-sweet-100g']),
  egypt('dialect', 'ينسون', ['anise-seeds-200g']),
  maghreb('dialect', 'حبة حلاوة', ['anise-seeds-200g']),
  maghreb('dialect', 'ورق سيدنا موسى', ['bayleaves-20g']),
  levant('dialect', 'ورق لورا', ['bayleaves-20g']),
  egypt('dialect', 'ورق اللورا للطبيخ', ['bayleaves-20g']),
  maghreb('dialect', 'الكوزة', ['nutmeg-whole-50g']),
  maghreb('dialect', 'الابزار', ['blackpepper-ground-100g']),
  maghreb('dialect', 'لبزار مرحي', ['blackpepper-ground-100g']),
  maghreb('dialect', 'الخرقوم', ['turmeric-ground-200g']),
  gulf('dialect', 'هرد', ['turmeric-ground-200g']),
  maghreb('dialect', 'القرفة عواد', ['cinnamon-sticks-100g']),
  iraq('dialect', 'دارسين', ['cinnamon-sticks-100g']),
  maghreb('dialect', 'عود النوار', ['cloves-whole-50g']),
  gulf('dialect', 'مسمار للقهوة', ['cloves-whole-50g']),
  egypt('dialect', 'حبهان حب', ['cardamom-green-100g']),
  gulf('dialect', 'هيل للقهوة', ['cardamom-green-100g']),
  levant('dialect', 'مسكة', ['mastic-gum-10g']),
  gulf('dialect', 'علك مستكة', ['mastic-gum-10g']),
  egypt('long', 'عايز حبهان للقهوة التركي', ['cardamom-green-100g']),
  levant('long', 'بدي قرفة عيدان للمغلي', ['cinnamon-sticks-100g']),
  iraq('long', 'اريد دارسين اعواد للچاي', ['cinnamon-sticks-100g']),
  gulf('long', 'ابي زنجبيل مطحون للشاي', ['ginger-ground-100g']),
];

/**
 * Thirteenth pass, fifth batch, written before its changes: the rooms of the house as each region
 * names them (the kitchen, the bathroom, the living room and the bedroom), as what a product is
 * for, and French loanwords of the kitchen and the bathroom.
 */
export const DEV_QUERIES_THIRTEENTH_ROOMS: readonly TaggedQuery[] = [
  maghreb(
    'french',
    'ماميت كبيرة ديال الطياب',
    ['pot-tefal-inox-24cm', 'pot-aluminium-30cm'],
    ['pressurecooker-inox-6l'],
  ),
  maghreb('french', 'باينوار ديال البيبي', ['bathtub-baby-foldable']),
  maghreb('french', 'شوميز بيضا ديال الرجال', ['shirt-men-formal-white'], ['shirt-men-oxford-blue']),
  maghreb('dialect', 'زربية ديال الشومبرة', ['rug-bedroom-120x170-beige']),
  egypt('dialect', 'سجادة للاوضة', ['rug-bedroom-120x170-beige'], ['prayermat-travel-foldable']),
  levant('dialect', 'سجادة لاوضة النوم', ['rug-bedroom-120x170-beige']),
  maghreb('dialect', 'جنوية ديال الكوزينة', ['knives-kitchen-set-5']),
  maghreb('dialect', 'فوطة ديال بيت الما', ['towels-bath-set-4-white']),
  gulf('dialect', 'ستارة للمجلس', ['curtains-linen-look-grey']),
  iraq('dialect', 'پردة للهول', ['curtains-linen-look-grey']),
  egypt('dialect', 'نجفة للصالة', ['chandelier-crystal-8']),
  maghreb('dialect', 'لوستر ديال الصالون', ['chandelier-crystal-8']),
  maghreb('dialect', 'طابلة ديال الكوزينة', ['table-dining-wood-6']),
  gulf('long', 'ابي سجادة حلوة لغرفة النوم', ['rug-bedroom-120x170-beige']),
  egypt('long', 'عايز ستارة للاوضة لونها رمادي', ['curtains-linen-look-grey']),
  maghreb('long', 'بغيت ريدو ديال الشومبرة رمادي', ['curtains-linen-look-grey']),
  levant('long', 'بدي ضو لمكتب الدراسة بالاوضة', ['lamp-desk-led']),
  maghreb('long', 'بغيت لامبة ديال البيرو باش نقرا', ['lamp-desk-led']),
  iraq('long', 'اريد مروحة للغرفة ابو ستاند', ['fan-stand-16in']),
  gulf('long', 'ابي مكيف للمجلس اسبلت', ['ac-*']),
];

/**
 * Thirteenth pass, sixth batch, written before its changes: long queries that say who the product
 * is for, what it should not be, its size and its price in each region's words.
 */
export const DEV_QUERIES_THIRTEENTH_SAYING: readonly TaggedQuery[] = [
  gulf('long', 'ابي شنطة ظهر للابتوب مقاس خمسطعش', ['laptopbag-targus-15-6']),
  gulf('long', 'ابغى حذاء رياضي اسود للركض مو غالي', ['shoes-puma-running-black']),
  gulf('long', 'ودي بطانية كبيرة تكفي شخصين', ['blanket-fleece-double-navy']),
  gulf('long', 'ابي ساعة ذكية من ابل مقاس كبير', ['smartwatch-apple-series9-45']),
  gulf('long', 'ابي كفر سيليكون اسود لايفون اربعطعش', ['case-iphone14-silicone-black']),
  egypt('long', 'عايز جزمة جلد بني للشتا رجالي', ['boots-men-leather-brown']),
  egypt('long', 'عايزة فستان للبنت الصغيرة للفرح لونه بمبي', ['dress-girls-party-pink']),
  egypt('long', 'عايز سماعة بلوتوث صغيرة صوتها عالي', ['speaker-jbl-flip6']),
  egypt('long', 'فين الحفاضات المقاس التالت بتاعة بامبرز', ['diapers-pampers-s3-68']),
  levant('long', 'بدي كنزة بقبعة للولد عمره ست سنين', ['hoodie-kids-grey-6y']),
  levant('long', 'بدي طنجرة ضغط ستانلس مش كتير كبيرة', ['pressurecooker-inox-6l']),
  levant(
    'long',
    'بدي شامبو للشعر المتقصف من بانتين',
    ['shampoo-pantene-repair-400'],
    ['conditioner-pantene-360ml'],
  ),
  levant('long', 'بدي كرسي للسيارة بيريح الضهر', ['seatcushion-car-memoryfoam']),
  levant('long', 'في عندكن شاحن سريع لجوال سامسونج', ['charger-samsung-45w']),
  iraq('long', 'اريد تراكسوت رجالي اسود للرياضة', ['tracksuit-men-black']),
  iraq('long', 'اريد جهاز ضغط للايد مال اومرون', ['bpmonitor-wrist-omron']),
  iraq('long', 'اريد قاط نوم نسائي قطن', ['pajamas-women-cotton']),
  iraq('long', 'اريد جوال شاومي ذاكرة كبيرة اسود', ['phone-xiaomi-14-512-black']),
  iraq('long', 'اريد مكينة حلاقة للوجه فيلبس', ['trimmer-philips-oneblade']),
  maghreb(
    'long',
    'بغيت صباط ديال الجلد قهوي للرجال',
    ['boots-men-leather-brown'],
    ['sandals-men-leather-brown'],
  ),
  maghreb('long', 'بغيت شي حاجة نشرب فيها أتاي سخون فالخدمة', ['thermos-arabic-coffee-1l']),
  maghreb('long', 'عندكم التليفون ديال سامسونج لي فيه 256', ['phone-samsung-s23fe-256-mint']),
  maghreb('long', 'بغيت كاسك ديال البلوتوث لي كيغطي الودنين', ['headphones-jbl-tune510bt']),
  maghreb('long', 'بغيت حليب ديال البيبي لي عندو ستة شهور', ['formula-aptamil-2-800g']),
];

/**
 * Thirteenth pass, seventh batch, written before its changes: a product asked for by what it is
 * for, with verbs of drinking, feeding a baby and combing.
 */
export const DEV_QUERIES_THIRTEENTH_PURPOSE: readonly TaggedQuery[] = [
  egypt('long', 'عايز حاجة اشرب فيها الشاي وهو سخن', ['thermos-arabic-coffee-1l'], ['teaglasses-gold-rim-6']),
  gulf('long', 'ابي شي اشرب فيه القهوة بالدوام', ['thermos-arabic-coffee-1l']),
  levant('long', 'بدي شي ارضع فيه البيبي الحليب', ['bottle-drbrowns-250ml']),
  maghreb('long', 'بغيت شي حاجة نرضع بيها الدري الصغير', ['bottle-drbrowns-250ml']),
  iraq('long', 'اريد شي امشط بيه شعري', ['hairbrush-paddle']),
  egypt('long', 'عايزة حاجة اسرح بيها شعر بنتي', ['hairbrush-paddle']),
];

/**
 * Thirteenth pass, eighth batch, written before its changes: each region's words for shoes,
 * towels, rugs, pillows and blankets in their plurals, broken or sound, with the article or a
 * preposition on them.
 */
export const DEV_QUERIES_THIRTEENTH_PLURALS: readonly TaggedQuery[] = [
  levant('dialect', 'شحاطات بيت نسائية', ['slippers-women-house']),
  egypt('dialect', 'شباشب حريمي للبيت', ['slippers-women-house']),
  iraq('dialect', 'جواريب للجهال', ['socks-kids-cotton-5pairs']),
  egypt('dialect', 'جزم رجالي جلد', ['boots-men-leather-brown']),
  egypt('dialect', 'البطاطين الكبيرة', ['blanket-fleece-double-navy']),
  maghreb('dialect', 'الزرابي ديال البيت', ['rug-bedroom-120x170-beige']),
  iraq('dialect', 'زوالي غرف نوم', ['rug-bedroom-120x170-beige']),
  gulf('dialect', 'مخاد فندقية', ['pillows-hotel-2']),
  egypt('dialect', 'فوط حمام كبيرة', ['towels-bath-set-4-white']),
  maghreb('dialect', 'الفوطات ديال الدوش', ['towels-bath-set-4-white']),
  iraq('dialect', 'خاوليات', ['towels-bath-set-4-white']),
  gulf('dialect', 'جوتيات رياضة', ['shoes-puma-running-black'], ['shoes-newbalance-574-grey']),
  maghreb('dialect', 'صبابط ديال الرياضة', ['shoes-puma-running-black'], ['shoes-newbalance-574-grey']),
  egypt('dialect', 'كوتشيات', ['shoes-puma-running-black', 'shoes-newbalance-574-grey']),
  levant('dialect', 'كنادر جلد', ['boots-men-leather-brown']),
  iraq(
    'dialect',
    'قنادر رجالي',
    ['boots-men-leather-brown'],
    ['shoes-puma-running-black', 'shoes-newbalance-574-grey'],
  ),
];

/**
 * Thirteenth pass, ninth batch, written before its changes: long queries of the grocery, the
 * bathroom shelf and the pharmacy whose words of use or taste also name other products (olive oil
 * in soap and tuna, mint in tea, salt in crisps).
 */
export const DEV_QUERIES_THIRTEENTH_SHELVES: readonly TaggedQuery[] = [
  gulf('long', 'ابي زيت زيتون بكر ممتاز للسلطة', ['oliveoil-zejd-1l']),
  egypt('long', 'عايز صابون بزيت الزيتون للوش', ['soap-nabulsi-olive-6']),
  iraq('long', 'اريد شاي اخضر بالنعناع اكياس', ['tea-green-mint-25']),
  maghreb('long', 'بغيت القهوة ديال العميد بالهيل', ['coffee-alameed-arabic-250g']),
  gulf('long', 'ابغى تمر سكري فاخر للضيوف', ['dates-sukkari-qassim-3kg']),
  egypt('long', 'عايز رز مصري حبته قصيرة للمحشي', ['rice-egyptian-shortgrain-5kg']),
  levant('long', 'بدي برغل خشن للكبة', ['bulgur-coarse-1kg']),
  iraq('long', 'اريد عدس حب بني للشوربة', ['lentils-brown-1kg']),
  maghreb('long', 'بغيت السميدة الخشنة ديال الحرشة', ['semolina-coarse-1kg']),
  gulf('long', 'ابي حليب كامل الدسم طازج', ['milk-almarai-fullfat-1l']),
  egypt('long', 'عايزة زبادي سادة كبير للعيلة', ['yogurt-almarai-plain-1kg']),
  levant('long', 'بدي لبنة للسندويشات الصبح', ['labneh-almarai-400g']),
  maghreb('long', 'بغيت شوربة الحريرة واجدة مغربية', ['harira-mix-ayour-300g']),
  gulf('long', 'ابي معجون اسنان للتسوس كولجيت', ['toothpaste-colgate-total-100']),
  egypt('long', 'عايز فرشة سنان ناعمة للثة الحساسة', ['toothbrush-sensodyne-soft']),
  levant('long', 'بدي واقي شمس للوجه حماية عالية', ['sunscreen-bioderma-spf50-40ml']),
  iraq('long', 'اريد كريم لليدين الناشفة بالشتا', ['handcream-neutrogena-50ml']),
  maghreb('long', 'بغيت مزيل العرق ديال العيالات رول', ['deodorant-nivea-women-roll-50']),
  gulf(
    'long',
    'ابي شامبو للشعر المتقصف التالف',
    ['shampoo-pantene-repair-400'],
    ['conditioner-pantene-360ml'],
  ),
  egypt('long', 'عايز دوا للكحة والزور للكبار', ['lozenges-vicks-menthol-20'], ['coughsyrup-*']),
  levant('long', 'بدي حبوب زنك للمناعة', ['zinc-50mg-100']),
  iraq('long', 'اريد فيتامينات للرجال متعددة', ['vitamin-centrum-men-30']),
  maghreb('long', 'بغيت الكبسولات ديال زيت الحوت', ['omega3-naturesbounty-1000-60']),
  gulf('long', 'ابي ميزان حرارة ديجتل للاطفال', ['thermometer-microlife-digital']),
  egypt('long', 'عايز مسكن للصداع قوي بالليل', ['painkiller-panadol-night-20']),
  levant('long', 'بدي بخاخ للانف للاطفال الصغار', ['nasalspray-otrivin-kids']),
  iraq('long', 'اريد جهاز قياس ضغط الدم للمعصم', ['bpmonitor-wrist-omron']),
];

/**
 * Thirteenth pass, tenth batch, written before its changes: long queries of phone accessories and
 * car parts that name the model they fit, a size or a power.
 */
export const DEV_QUERIES_THIRTEENTH_FITS: readonly TaggedQuery[] = [
  gulf('long', 'ابي كفر لجوال ايفون 14 لونه اسود سيليكون', ['case-iphone14-silicone-black']),
  egypt('long', 'عايز جراب شفاف لسامسونج اس 23 اف اي', ['case-samsung-s23fe-clear']),
  levant('long', 'بدي كفر جلد بيتسكر لاوبو رينو 11', ['case-oppo-reno11-leather']),
  iraq('long', 'اريد لزقة شاشة زجاج لايفون اربعطعش', ['screenprotector-iphone14-glass']),
  maghreb('long', 'بغيت لافيتر ديال الايفون 14 باش ما يتهرسش', ['screenprotector-iphone14-glass']),
  gulf('long', 'ابي شاحن سريع 45 واط تايب سي سامسونج', ['charger-samsung-45w']),
  egypt('long', 'عايز شاحن شاومي 67 وات بالكابل بتاعه', ['charger-xiaomi-67w']),
  levant('long', 'بدي شريط شحن لايفون طوله متر', ['cable-lightning-1m']),
  iraq('long', 'اريد باور بانك مغناطيسي يلزق بالايفون', ['powerbank-anker-magnetic-10000']),
  maghreb('long', 'بغيت فيلتر ديال الزيت ديال نيسان صني الأصلي', ['filter-oil-nissan-sunny']),
  gulf('long', 'ابي فلتر هوا لسيارتي يارس', ['filter-air-toyota-yaris']),
  egypt('long', 'عايز تيل فرامل ورا للالنترا', ['brakepads-rear-hyundai-elantra']),
  levant('long', 'بدي دولاب 15 انش للسيارة الصغيرة', ['tyre-continental-195-65-r15']),
  iraq('long', 'اريد تاير سبعطعش للسيارة', ['tyre-yokohama-225-45-r17']),
  maghreb('long', 'بغيت باطري ديال الطوموبيل 80 امبير', ['battery-acdelco-80ah']),
  gulf('long', 'ابي مساحات قزاز للسيارة زوج', ['wipers-valeo-pair']),
  egypt('long', 'عايز بوجيهات ايريديوم للعربية', ['sparkplugs-denso-4']),
  levant('long', 'بدي زيت محرك 5w40 اربع ليتر', ['engineoil-mobil-super3000-5w40-4l']),
  iraq('long', 'اريد دهن مكينة كاسترول تخليقي', ['engineoil-castrol-edge-0w20-4l']),
  maghreb('long', 'بغيت ليويل ديال الموطور 0w20 ديال كاسترول', ['engineoil-castrol-edge-0w20-4l']),
];

/**
 * Thirteenth pass, eleventh batch, written before its changes: a kind with a brand of the car,
 * the pharmacy, perfume, the nursery, pets, electronics, tools and school, the brand in Arabic
 * letters, as typed or as said.
 */
export const DEV_QUERIES_THIRTEENTH_BRANDS: readonly TaggedQuery[] = [
  gulf('long', 'ابي زيت موبيل للسيارة 4 لتر', ['engineoil-mobil-super3000-5w40-4l']),
  iraq('parser', 'دهن مكينة كاسترول', ['engineoil-castrol-edge-0w20-4l']),
  egypt('parser', 'بوجيهات دنسو', ['sparkplugs-denso-4']),
  levant('parser', 'بطارية اي سي ديلكو', ['battery-acdelco-80ah']),
  egypt('parser', 'كاوتش يوكوهاما 17', ['tyre-yokohama-225-45-r17']),
  maghreb('parser', 'بنو كونتيننتال', ['tyre-continental-195-65-r15']),
  levant('parser', 'سنتروم رجال', ['vitamin-centrum-men-30']),
  egypt('parser', 'سينسوداين فرشة', ['toothbrush-sensodyne-soft']),
  gulf('parser', 'بيوديرما واقي', ['sunscreen-bioderma-spf50-40ml']),
  iraq('parser', 'اومرون جهاز ضغط', ['bpmonitor-wrist-omron']),
  maghreb('parser', 'لطافة عود مود', ['perfume-lattafa-oudmood-100']),
  gulf('parser', 'رصاصي لا يقاوم', ['perfume-rasasi-layuqawam-75']),
  egypt('parser', 'ابتاميل 2', ['formula-aptamil-2-800g']),
  levant('parser', 'افينت لهاية', ['pacifier-avent-ultrasoft-2']),
  iraq('parser', 'ويسكاس للقطط', ['catfood-whiskas-kitten-pouches-12']),
  gulf('parser', 'رويال كانين كلاب', ['dogfood-royalcanin-mini-2kg']),
  egypt('parser', 'فلاشة سانديسك 128', ['usb-sandisk-ultra-128']),
  maghreb('parser', 'ماوس لوجيتيك', ['mouse-logitech-g102-gaming']),
  levant('parser', 'راوتر تي بي لينك', ['router-tplink-archer-c6']),
  gulf('parser', 'ماكيتا تكسير', ['hammerdrill-makita-hr2470']),
  egypt('parser', 'اقلام بايلوت ازرق', ['pens-pilot-v5-blue-3']),
];

/**
 * Thirteenth pass, twelfth batch, written before its changes: more French loanwords of the Maghreb
 * for the printer and the computer.
 */
export const DEV_QUERIES_THIRTEENTH_OFFICE: readonly TaggedQuery[] = [
  maghreb('french', 'كارطوش ديال الطابعة كانون', ['ink-canon-445-black']),
  maghreb('french', 'كارطوش كحل 445', ['ink-canon-445-black']),
  maghreb('french', 'اورديناطور بورطابل اتش بي', ['laptop-hp-victus-15-rtx3050']),
  maghreb('french', 'اورديناطور ديال الخدمة لينوفو', ['laptop-lenovo-thinkpad-e14-i5']),
];

/**
 * Thirteenth pass, thirteenth batch, written before its changes: each region's words spelled one
 * letter away from the lexicon's spelling of them (a long vowel written or left out, a letter
 * said alike, two letters swapped).
 */
export const DEV_QUERIES_THIRTEENTH_SPELLINGS: readonly TaggedQuery[] = [
  levant('dialect', 'كلاسات ولادي', ['socks-kids-cotton-5pairs']),
  maghreb('dialect', 'سبردينة ديال الرياضة', ['shoes-puma-running-black'], ['shoes-newbalance-574-grey']),
  maghreb('dialect', 'صبات جلد قهوي', ['boots-men-leather-brown'], ['sandals-men-leather-brown']),
  egypt('dialect', 'شبشيب حريمي', ['slippers-women-house']),
  levant('dialect', 'شحطة بيت', ['slippers-women-house']),
  maghreb('dialect', 'زرابية ديال الصالون', ['rug-bedroom-120x170-beige']),
  iraq('dialect', 'جرجيف دبل', ['sheet-double-cotton-white']),
  maghreb('french', 'شارجير سامسونج', ['charger-samsung-45w']),
  maghreb('french', 'كاسكيطا كحلة', ['cap-baseball-black']),
  maghreb('french', 'فريجيدار ال جي', ['fridge-lg-nofrost-400l']),
  maghreb('french', 'كليماتيسور 18000', ['ac-gree-split-18000']),
  maghreb('french', 'طابلا ديال الماكلة', ['table-dining-wood-6']),
  egypt('dialect', 'بوتجاز 4 شعلة', ['cooker-gas-4burners-oven']),
  gulf('dialect', 'مكيف اسبليت', ['ac-*']),
  maghreb('french', 'كوزينيار بالفور', ['cooker-gas-4burners-oven']),
];

/**
 * Thirteenth pass, fourteenth batch, written before its changes: more of each region's words for
 * socks, slippers, tracksuits, bags, jackets, dresses, hats and scarves.
 */
export const DEV_QUERIES_THIRTEENTH_WARDROBE: readonly TaggedQuery[] = [
  maghreb('dialect', 'كلاسط ديال الدراري', ['socks-kids-cotton-5pairs']),
  levant('dialect', 'قبقاب للبيت نسائي', ['slippers-women-house']),
  levant('dialect', 'شنتاية ظهر رمادي', ['backpack-casual-grey']),
  maghreb('french', 'فيستا ديال الشتا للرجال', ['jacket-men-winter-black']),
  gulf('dialect', 'نفنوف بناتي وردي', ['dress-girls-party-pink']),
  levant('dialect', 'بابوج نسواني للبيت', ['slippers-women-house']),
  gulf('dialect', 'سليبر حريمي', ['slippers-women-house']),
  maghreb('french', 'شابو كحل', ['cap-baseball-black']),
  egypt('dialect', 'سكارف اسود', ['hijab-jersey-black']),
];

/**
 * Thirteenth pass, fifteenth batch, written before its changes: queries that open or close with a
 * greeting or a please.
 */
export const DEV_QUERIES_THIRTEENTH_POLITE: readonly TaggedQuery[] = [
  gulf('long', 'لو سمحت ابي عطر رجالي ثابت', ['perfume-rasasi-layuqawam-75', 'perfume-versace-eros-edt-100']),
  egypt('long', 'السلام عليكم عايز شاحن سامسونج سريع', ['charger-samsung-45w']),
  levant(
    'long',
    'مرحبا بدي شامبو للشعر التالف',
    ['shampoo-pantene-repair-400'],
    ['conditioner-pantene-360ml'],
  ),
  maghreb('long', 'عافاك بغيت صباط ديال الجري كحل', ['shoes-puma-running-black']),
  iraq('long', 'يعطيك العافية اريد بطانية شتوية دبل', ['blanket-fleece-double-navy']),
  gulf('long', 'من فضلك ابغى حليب اطفال مرحلة ثانية', ['formula-aptamil-2-800g']),
  maghreb('english', 'hello i need a laptop bag 15.6', ['laptopbag-targus-15-6']),
];

/**
 * Thirteenth pass, sixteenth batch, written before its changes: a stage or a size said as an
 * ordinal (`مرحلة ثانية`, `المقاس التالت`).
 */
export const DEV_QUERIES_THIRTEENTH_ORDINALS: readonly TaggedQuery[] = [
  egypt('numbers', 'حفاضات بامبرز المقاس التالت', ['diapers-pampers-s3-68']),
  levant('numbers', 'حليب نان المرحلة الاولى', ['formula-nan-1-400g']),
  iraq('numbers', 'حليب ابتاميل مرحلة ثانية', ['formula-aptamil-2-800g']),
  maghreb('numbers', 'كوش نمرة تالتة', ['diapers-pampers-s3-68']),
  gulf('numbers', 'حفاظات مقاس اول للمواليد', ['diapers-huggies-newborn-s1-64']),
  egypt('numbers', 'لبن اطفال مرحلة تانية', ['formula-aptamil-2-800g']),
];
