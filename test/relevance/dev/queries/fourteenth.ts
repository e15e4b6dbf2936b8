import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

const CASES = ['case-iphone14-silicone-black', 'case-samsung-s23fe-clear', 'case-oppo-reno11-leather'];

/**
 * Fourteenth pass, written before its changes: a product asked for by what it does to what
 * (heat the water, wash the hair, take off make-up, dry the hair, cool the room), where the verb
 * alone names several kinds and the word after it says which; and the same asked with a verbal
 * noun (`لتسخين الماء`, `لازالة المكياج`).
 */
export const DEV_QUERIES_FOURTEENTH_USES: readonly TaggedQuery[] = [
  gulf('long', 'ابي شي اسخن فيه الماي للشاي', ['kettle-tefal-1-7l']),
  gulf('long', 'ابي شي اغسل فيه شعري', ['shampoo-pantene-repair-400'], ['conditioner-pantene-360ml']),
  gulf('long', 'ابي شي ادهن فيه يديني لانها ناشفة', ['handcream-neutrogena-50ml']),
  gulf('long', 'ابغى شي اشيل فيه المكياج', ['micellar-garnier-400ml']),
  gulf('long', 'ابي شي انشف فيه شعري بسرعة', ['hairdryer-philips-2200w']),
  gulf('long', 'ابي شي احلق فيه دقني', ['shaver-braun-series5', 'trimmer-philips-oneblade']),
  gulf('long', 'ابي شي امسح فيه الارض', ['mop-spin-bucket'], ['broom-soft-floor']),
  egypt('long', 'عايز حاجة اغلي بيها المية', ['kettle-tefal-1-7l']),
  egypt('long', 'عايزة حاجة اغسل بيها وشي', ['micellar-garnier-400ml'], ['soap-dove-bar-4']),
  egypt('long', 'عايز حاجة انضف بيها العربية من جوه', ['carvacuum-portable-12v']),
  egypt('long', 'عايز حاجة اكوي بيها القميص', ['iron-philips-steam-2400w']),
  egypt('long', 'عايز حاجة اقطع بيها اللحمة', ['knives-kitchen-set-5']),
  levant('long', 'بدي شي سخن فيه المي', ['kettle-tefal-1-7l']),
  levant('long', 'بدي شي نضف فيه البلاط', ['mop-spin-bucket'], ['broom-soft-floor']),
  levant('long', 'بدي شي غسل فيه جسمي', ['showergel-dove-500ml'], ['soap-dove-bar-4']),
  levant('long', 'بدي شي برد فيه الغرفة بالصيف', ['ac-*', 'fan-stand-16in']),
  levant('long', 'بدي شي ريح فيه السيارة', ['carfreshener-gel-lemon']),
  levant('long', 'بدي شي اعمل فيه عصير', ['blender-ninja-bn750']),
  iraq('long', 'اريد شي احمي بيه الموبايل من الكسر', [...CASES, 'screenprotector-iphone14-glass']),
  iraq('long', 'اريد شي اطبخ بيه التمن', [
    'pot-tefal-inox-24cm',
    'pressurecooker-inox-6l',
    'pot-aluminium-30cm',
  ]),
  iraq('long', 'اريد شي اغسل بيه سناني', ['toothbrush-sensodyne-soft', 'toothpaste-colgate-total-100']),
  iraq('long', 'اريد شي ادفي بيه الغرفة', ['heater-oil-11fins'], ['blanket-fleece-double-navy']),
  iraq('long', 'اريد شي اشيل بيه اللابتوب', ['laptopbag-targus-15-6'], ['backpack-casual-grey']),
  maghreb('long', 'بغيت شي حاجة نسخن بيها الما', ['kettle-tefal-1-7l']),
  maghreb('long', 'بغيت شي حاجة نغسل بيها راسي', ['shampoo-pantene-repair-400']),
  maghreb('long', 'بغيت شي نحيد بيه الماكياج', ['micellar-garnier-400ml']),
  maghreb('long', 'بغيت شي نجفف بيه شعري', ['hairdryer-philips-2200w']),
  maghreb('long', 'بغيت شي نبرد بيه الدار فالصيف', ['ac-*', 'fan-stand-16in']),
  maghreb('long', 'بغيت شي نكنس بيه الطوموبيل', ['carvacuum-portable-12v']),
  maghreb('long', 'بغيت شي نمسح بيه يدين الدري', ['wipes-huggies-56']),
  gulf('long', 'ابي جهاز لتسخين الماء', ['kettle-tefal-1-7l']),
  egypt('long', 'عايزة منتج لازالة المكياج', ['micellar-garnier-400ml']),
  levant('long', 'بدي شي لتنظيف الارضيات', ['mop-spin-bucket'], ['broom-soft-floor']),
  iraq('long', 'اريد جهاز لتنشيف الشعر', ['hairdryer-philips-2200w']),
  maghreb('long', 'بغيت شي حاجة لتبريد البيت', ['ac-*', 'fan-stand-16in']),
];

/**
 * Fourteenth pass, second batch, written before its changes: each region's words for the home,
 * the kitchen, the nursery, school and play in the forms shoppers type them: plurals, a dialect
 * color or size after them, a preposition or the article on them, a count.
 */
export const DEV_QUERIES_FOURTEENTH_FORMS: readonly TaggedQuery[] = [
  levant('dialect', 'طنجرة ضغط ستة لتر', ['pressurecooker-inox-6l']),
  maghreb('dialect', 'كوكوط ديال الضغط', ['pressurecooker-inox-6l']),
  egypt('dialect', 'طاسات تيفال', ['fryingpan-nonstick-28cm'], ['pot-tefal-inox-24cm']),
  levant('dialect', 'مقالي ما بتلزق', ['fryingpan-nonstick-28cm']),
  egypt('dialect', 'بوتجاز اربع عيون بفرن', ['cooker-gas-4burners-oven']),
  maghreb('dialect', 'كوزينيير ديال الغاز بالفور', ['cooker-gas-4burners-oven']),
  levant('dialect', 'غاز اربع عيون مع فرن', ['cooker-gas-4burners-oven']),
  iraq('dialect', 'قنفة ثلاثية رصاصي', ['sofa-3seat-fabric-grey']),
  egypt('dialect', 'كنبة تلاتة رصاصي', ['sofa-3seat-fabric-grey']),
  maghreb('dialect', 'صالون رمادي ديال تلاتة', ['sofa-3seat-fabric-grey']),
  egypt('dialect', 'سفرة خشب ست كراسي', ['table-dining-wood-6']),
  maghreb('dialect', 'طبلة ديال الماكلة خشب', ['table-dining-wood-6']),
  egypt('dialect', 'نجفة كريستال تمن لمبات', ['chandelier-crystal-8']),
  levant('dialect', 'تريا كريستال', ['chandelier-crystal-8']),
  egypt('dialect', 'اباجورة مكتب ليد', ['lamp-desk-led']),
  iraq('dialect', 'دوشك طبي دبل', ['mattress-medical-160x200']),
  levant('dialect', 'فرشة طبية ميتين', ['mattress-medical-160x200']),
  gulf('dialect', 'منامة حريمي قطن', ['pajamas-women-cotton']),
  egypt('dialect', 'بالطو شتوي رجالي اسود', ['jacket-men-winter-black']),
  maghreb('dialect', 'كبوط ديال الشتا كحل', ['jacket-men-winter-black']),
  egypt('dialect', 'برنيطة سودا', ['cap-baseball-black']),
  levant('dialect', 'مايوه نسواني كحلي', ['swimsuit-women-onepiece-navy']),
  levant('dialect', 'محايات ستيدلر', ['eraser-staedtler-2']),
  maghreb('french', 'جومات ديال المدرسة', ['eraser-staedtler-2']),
  levant('dialect', 'كباسة ورق للمكتب', ['stapler-office-staples']),
  maghreb('french', 'اگرافوز ديال البيرو', ['stapler-office-staples']),
  iraq('dialect', 'صينية ذهبي للضيوف', ['tray-serving-gold-40cm']),
  maghreb('french', 'بلاطو دوري كبير', ['tray-serving-gold-40cm']),
  egypt('dialect', 'جردل بلاستيك كبير', ['bucket-plastic-15l']),
  levant('dialect', 'سطل بلاستيك ١٥ لتر', ['bucket-plastic-15l']),
  egypt('dialect', 'عجلة اطفال مقاس ١٦', ['bicycle-kids-16in']),
  gulf('dialect', 'سيكل للياهل', ['bicycle-kids-16in']),
  levant('dialect', 'طابة فوتبول نمرة خمسة', ['football-size5']),
  egypt('dialect', 'كورة قدم مقاس خمسة', ['football-size5']),
  levant('dialect', 'عرباية ولاد خفيفة', ['stroller-joie-pact']),
  iraq('dialect', 'عربانة جهال', ['stroller-joie-pact']),
  maghreb('french', 'پوسيت خفيفة', ['stroller-joie-pact']),
  gulf('dialect', 'خيمة كشتة اربع اشخاص', ['tent-coleman-sundome-4p']),
  egypt('dialect', 'صحون عشا بورسلين', ['plates-porcelain-dinner-6']),
  maghreb('dialect', 'طباسل ديال العشا', ['plates-porcelain-dinner-6']),
];

/**
 * Fourteenth pass, third batch, written before its changes (with twenty products of its own): the
 * garage, the pharmacy counter, the pet shelf, the pencil case, table and bath linen and
 * regional groceries, in each region's words.
 */
export const DEV_QUERIES_FOURTEENTH_COUNTER: readonly TaggedQuery[] = [
  gulf('dialect', 'جك سيارة', ['carjack-hydraulic-2t']),
  egypt('dialect', 'كوريك عربية', ['carjack-hydraulic-2t']),
  maghreb('french', 'كريك ديال الطوموبيل', ['carjack-hydraulic-2t']),
  levant('dialect', 'كريك هيدروليك', ['carjack-hydraulic-2t']),
  gulf('dialect', 'وايرات اشتراك بطارية', ['jumpcables-500a']),
  egypt('dialect', 'كابلات شحن بطارية العربية', ['jumpcables-500a']),
  maghreb('french', 'كابلات ديال الباطري', ['jumpcables-500a']),
  iraq('dialect', 'منفاخ تايرات', ['tyreinflator-12v']),
  egypt('dialect', 'منفاخ كاوتش كهربا', ['tyreinflator-12v']),
  maghreb('french', 'پومپ ديال الروايض', ['tyreinflator-12v']),
  gulf('dialect', 'تلبيسة مراتب سيارة جلد', ['seatcovers-leather-black']),
  egypt('dialect', 'كسوة كراسي عربية جلد', ['seatcovers-leather-black']),
  levant('dialect', 'لبيسة كراسي سيارة', ['seatcovers-leather-black']),
  egypt('dialect', 'دوا كحة بروسبان', ['coughsyrup-prospan-100ml']),
  maghreb('french', 'سيرو ديال الكحة', ['coughsyrup-prospan-100ml']),
  iraq('dialect', 'شربت كحة', ['coughsyrup-prospan-100ml']),
  levant('dialect', 'لزقات جروح', ['plasters-hansaplast-20']),
  egypt('dialect', 'بلاستر للجروح', ['plasters-hansaplast-20']),
  maghreb('french', 'بانسمان ديال الجرح', ['plasters-hansaplast-20']),
  maghreb('dialect', 'قطرة ديال العينين', ['eyedrops-refresh-10ml']),
  gulf('dialect', 'قطرة عيون للجفاف', ['eyedrops-refresh-10ml']),
  iraq('dialect', 'فيتامين سي فوار', ['vitaminc-effervescent-20']),
  levant('dialect', 'رسن للكلب', ['dogleash-nylon-red']),
  maghreb('french', 'لاص ديال الكلب', ['dogleash-nylon-red']),
  gulf('dialect', 'حبل كلب احمر', ['dogleash-nylon-red']),
  egypt('dialect', 'براية بفتحتين', ['sharpener-maped-double']),
  maghreb('french', 'طاي كرايون', ['sharpener-maped-double']),
  iraq('dialect', 'مبراة اقلام', ['sharpener-maped-double']),
  egypt('dialect', 'مقص مدرسة للعيال', ['scissors-school-kids']),
  maghreb('french', 'سيزو ديال الدراري', ['scissors-school-kids']),
  levant('dialect', 'شرشف طاولة مدور', ['tablecloth-round-150']),
  egypt('dialect', 'مفرش سفرة مدور', ['tablecloth-round-150']),
  maghreb('french', 'ناپ ديال الطبلة', ['tablecloth-round-150']),
  egypt('dialect', 'دواسة حمام رصاصي', ['bathmat-cotton-grey']),
  maghreb('french', 'تابي ديال الحمام', ['bathmat-cotton-grey']),
  gulf('dialect', 'زولية حمام', ['bathmat-cotton-grey']),
  egypt('dialect', 'ملوخية متلجة', ['molokhia-frozen-400g']),
  levant('dialect', 'ملوخية مفرومة مجلدة', ['molokhia-frozen-400g']),
  levant('dialect', 'فريكة خضرا', ['freekeh-green-1kg']),
  levant('dialect', 'كشك بلدي ضيعة', ['kishk-baladi-500g']),
];

/**
 * Fourteenth pass, fourth batch, written before its changes: long queries that name a product and
 * then another it is for or goes with (`هيل للقهوة`, cardamom for coffee; a case for a phone; oil
 * for an engine), in each region's words.
 */
export const DEV_QUERIES_FOURTEENTH_FOR: readonly TaggedQuery[] = [
  gulf('long', 'ابي زيت لمكينة السيارة نوعه كاسترول', ['engineoil-castrol-edge-0w20-4l']),
  egypt('long', 'عايز فلتر زيت لعربية نيسان صني', ['filter-oil-nissan-sunny']),
  levant('long', 'بدي فلتر هوا لسيارة تويوتا يارس', ['filter-air-toyota-yaris']),
  iraq('long', 'اريد جراب لموبايل سامسونج اس ٢٣', ['case-samsung-s23fe-clear']),
  maghreb('long', 'بغيت كوك ديال تيليفون اوبو رينو', ['case-oppo-reno11-leather']),
  gulf('long', 'ابي شاحن سريع لجوال سامسونج', ['charger-samsung-45w']),
  egypt('long', 'عايزة حبر للطابعة بتاعت كانون', ['ink-canon-445-black']),
  levant('long', 'بدي رضاعة للبيبي ضد المغص', ['bottle-drbrowns-250ml']),
  iraq('long', 'اريد اكل للبزونة الصغيرة', ['catfood-whiskas-kitten-pouches-12']),
  maghreb('long', 'بغيت رملة للقطط ديال خمسة لتر', ['catlitter-silica-5l']),
  gulf('long', 'ابي مبخرة صغيرة للبخور والعود', ['burner-ceramic-small']),
  egypt('long', 'عايز بلسم للشعر التالف من بانتين', ['conditioner-pantene-360ml']),
  levant('long', 'بدي كريم للايدين الناشفة', ['handcream-neutrogena-50ml']),
  iraq('long', 'اريد شامبو للاطفال ما يحرق العيون', ['shampoo-mustela-baby-200']),
  maghreb('long', 'بغيت فرشة ديال السنان ناعمة', ['toothbrush-sensodyne-soft']),
  gulf('long', 'ابي مخدة لكرسي السيارة مريحة', ['seatcushion-car-memoryfoam']),
  egypt('long', 'عايز حامل للموبايل في العربية', ['phoneholder-car-dashboard']),
  levant('long', 'بدي رولة للدهان عرض ١٨', ['paintroller-18cm']),
  iraq('long', 'اريد رؤوس للدريل والمفكات', ['bits-screwdriver-set-32']),
  maghreb('long', 'بغيت كاسات ديال أتاي بالذهبي', ['teaglasses-gold-rim-6']),
  gulf('long', 'ابي ترمس للقهوة العربية لتر', ['thermos-arabic-coffee-1l']),
  iraq('long', 'اريد زيت زيتون للسلطة فلسطيني', ['oliveoil-zejd-1l']),
  maghreb('long', 'بغيت الحرور ديال الهريسة فالتيب', ['harissa-tube-70g']),
  gulf('long', 'ابي حليب للرضيع من الولادة', ['formula-nan-1-400g']),
  egypt('long', 'عايزة لهاية للبيبي الصغير', ['pacifier-avent-ultrasoft-2']),
  levant('long', 'بدي قلم للكتابة ع اللوح ابيض', ['markers-sharpie-black-4'], ['pens-pilot-v5-blue-3']),
  iraq('long', 'اريد ورق للطابعة حجم A4', ['paper-a4-box-5']),
  maghreb('long', 'بغيت الكارطوش ديال الطابعة كانون', ['ink-canon-445-black']),
];

/**
 * Fourteenth pass, fifth batch, written before its changes: long queries as shoppers ask a
 * salesperson: a question (`هل يوجد`, `في عندكم`, `فين القى`), what the product must not be or
 * have (`بدون`, `مش`, `بلا`), an age, a size or a price in words, a comparison (`احسن`, `اقوى`).
 */
export const DEV_QUERIES_FOURTEENTH_ASKING: readonly TaggedQuery[] = [
  gulf('long', 'هل يوجد عندكم زيت زيتون فلسطيني اصلي', ['oliveoil-zejd-1l']),
  egypt('long', 'فين القى شامبو للشعر التالف كويس', ['shampoo-pantene-repair-400']),
  levant('long', 'في عندكن حفاضات لطفل عمره سنة', ['diapers-pampers-s3-68']),
  iraq('long', 'شنو احسن شاحن سريع عندكم للموبايل', ['charger-samsung-45w', 'charger-xiaomi-67w']),
  maghreb('long', 'واش كاين شي صباط ديال الجري كحل', ['shoes-puma-running-black']),
  gulf('long', 'ابي لابتوب للجيمنج مو غالي واجد', ['laptop-hp-victus-15-rtx3050']),
  egypt(
    'long',
    'عايز سماعة ودن لاسلكي بتعزل الصوت',
    ['earbuds-samsung-buds2pro'],
    ['earbuds-apple-airpods4'],
  ),
  levant('long', 'بدي صابون طبيعي بدون مواد كيماوية', ['soap-nabulsi-olive-6']),
  iraq('long', 'اريد معجون اسنان للثة الحساسة', ['toothpaste-colgate-total-100']),
  maghreb('long', 'بغيت شي تابليت رخيصة للدراري يقراو فيها', ['tablet-xiaomi-pad6-128']),
  gulf('long', 'وش افضل عطر رجالي ثابت للمناسبات', [
    'perfume-rasasi-layuqawam-75',
    'perfume-versace-eros-edt-100',
  ]),
  levant('long', 'بدي مروحة ع الارض للصالون بالصيف', ['fan-stand-16in']),
  iraq('long', 'اريد مكيف سبلت يبرد زين للغرفة', ['ac-*']),
  maghreb('long', 'بغيت فران بالغاز فيه اربعة ديال العافيات', ['cooker-gas-4burners-oven']),
  gulf('long', 'ابي ثلاجة كبيرة نوفروست للبيت', ['fridge-lg-nofrost-400l']),
  egypt('long', 'عايزة غسالة فول اوتوماتيك تمانية كيلو', ['washer-samsung-frontload-8kg']),
  levant('long', 'بدي كنباية تلات مقاعد لون رمادي', ['sofa-3seat-fabric-grey']),
  iraq('long', 'اريد فرشة طبية للظهر حجم كبير', ['mattress-medical-160x200']),
  maghreb('long', 'بغيت ليزار ديال القطن بيض للناموسية', ['sheet-double-cotton-white']),
  gulf('long', 'ابي بطانية شتوية دبل لونها كحلي', ['blanket-fleece-double-navy']),
  egypt('long', 'عايز شنطة ضهر للابتوب خمستاشر بوصة', ['laptopbag-targus-15-6']),
  levant('long', 'بدي ساعة ذكية من ابل مقاس كبير', ['smartwatch-apple-series9-45']),
  iraq('long', 'اريد سوار رياضي يحسب الخطوات رخيص', ['smartband-xiaomi-band8']),
  maghreb('long', 'بغيت دراجة ديال الدراري عندو ست سنين', ['bicycle-kids-16in']),
  gulf('long', 'ابي لعبة تركيب للاطفال فوق خمس سنوات', ['toy-puzzle-100pcs'], ['toy-blocks-50pcs']),
  egypt('long', 'عايز كورة قدم مقاس خمسة جلد', ['football-size5']),
  levant('long', 'بدي خيمة تساع اربع اشخاص للتخييم', ['tent-coleman-sundome-4p']),
];

/**
 * Fourteenth pass, sixth batch, written before its changes: car parts and car care in each
 * region's words, plurals and French loanwords of the Maghreb (`بوجيات`, `بلاكيت`, `اسوي جلاس`).
 */
export const DEV_QUERIES_FOURTEENTH_GARAGE: readonly TaggedQuery[] = [
  maghreb('french', 'البوجيات ديال الطوموبيل', ['sparkplugs-denso-4']),
  egypt('dialect', 'كاوتشات مقاس 15', ['tyre-continental-195-65-r15']),
  gulf('dialect', 'تواير 17 انش', ['tyre-yokohama-225-45-r17']),
  maghreb('french', 'ليكيد ديال الرادياتور', ['coolant-prestone-4l']),
  egypt('dialect', 'تيل فرامل خلفي هيونداي', ['brakepads-rear-hyundai-elantra']),
  maghreb('french', 'بلاكيت ديال الفران اللور', ['brakepads-rear-hyundai-elantra']),
  gulf('dialect', 'فحمات خلفية النترا', ['brakepads-rear-hyundai-elantra']),
  iraq('dialect', 'بطارية سيارة ٨٠ امبير', ['battery-acdelco-80ah']),
  levant('dialect', 'مساحات قزاز فاليو', ['wipers-valeo-pair']),
  maghreb('french', 'اسوي جلاس فاليو', ['wipers-valeo-pair']),
  egypt('dialect', 'فلتر هوا تويوتا', ['filter-air-toyota-yaris']),
  maghreb('french', 'فيلتر ديال الهوا ياريس', ['filter-air-toyota-yaris']),
  gulf('dialect', 'فلتر زيت صني', ['filter-oil-nissan-sunny']),
  iraq('dialect', 'دهن مكينة 5w40', ['engineoil-mobil-super3000-5w40-4l']),
  maghreb('french', 'ليويل 5w40 موبيل', ['engineoil-mobil-super3000-5w40-4l']),
  egypt('dialect', 'زيت عربية تخليقي 0w20', ['engineoil-castrol-edge-0w20-4l']),
  levant('dialect', 'ماي رادياتير بريستون', ['coolant-prestone-4l']),
  gulf('dialect', 'معطر سيارة ريحة ليمون', ['carfreshener-gel-lemon']),
  egypt('dialect', 'مكنسة عربية صغيرة 12 فولت', ['carvacuum-portable-12v']),
  levant('dialect', 'شمعات سيارة دينسو', ['sparkplugs-denso-4']),
];

/**
 * Fourteenth pass, seventh batch, written before its changes: the workshop, the nursery and the
 * pharmacy in spellings and loanwords of each region (`درل`, `بيرفوراتور`, `سكالة`, `نيون`, `كوشات`,
 * `تيرمومتر`, `صن بلوك`, `زينك`).
 */
export const DEV_QUERIES_FOURTEENTH_SPELLINGS: readonly TaggedQuery[] = [
  levant('dialect', 'درل شحن بلاك اند ديكر', ['drill-blackdecker-cordless-12v']),
  maghreb('french', 'بيرفوراتور ماكيتا', ['hammerdrill-makita-hr2470']),
  maghreb('french', 'سكالة ديال تلاتة الدروج', ['stepladder-3steps']),
  levant('dialect', 'نيون ليد طويل', ['ledtube-t8-120cm']),
  egypt('dialect', 'لمبة فلورسنت ليد 120', ['ledtube-t8-120cm']),
  maghreb('french', 'الكوشات ديال البيبي مقاس 3', ['diapers-pampers-s3-68']),
  egypt('dialect', 'بامبرس مقاس تلاتة', ['diapers-pampers-s3-68']),
  levant('dialect', 'تيرمومتر ديجيتال', ['thermometer-microlife-digital']),
  maghreb('dialect', 'اوميغا 3 كبسولات', ['omega3-naturesbounty-1000-60']),
  iraq('dialect', 'زينك 50', ['zinc-50mg-100']),
  gulf('dialect', 'صن بلوك بيوديرما', ['sunscreen-bioderma-spf50-40ml']),
  gulf('dialect', 'مكملات فيتامين للرجال', ['vitamin-centrum-men-30']),
  levant('dialect', 'مزيل رائحة نسائي رول', ['deodorant-nivea-women-roll-50']),
];

/**
 * Fourteenth pass, eighth batch, written before its changes: phone and network accessories as
 * each region writes them (`بطارية احتياطي`, `سمارت واتش`, `وايفاي`).
 */
export const DEV_QUERIES_FOURTEENTH_GADGETS: readonly TaggedQuery[] = [
  egypt('dialect', 'بطارية احتياطي انكر', ['powerbank-anker-magnetic-10000']),
  gulf('dialect', 'ساعة ذكية ابل 45', ['smartwatch-apple-series9-45']),
  levant('cross-script', 'سمارت واتش ابل', ['smartwatch-apple-series9-45']),
  maghreb('dialect', 'الراوتر ديال الوايفاي', ['router-tplink-archer-c6']),
  iraq('dialect', 'جهاز وايفاي تي بي لينك', ['router-tplink-archer-c6']),
  egypt('dialect', 'سوار رياضي شاومي', ['smartband-xiaomi-band8']),
];

/**
 * Fourteenth pass, ninth batch, written before its changes: a product asked for by what one does
 * on it or from it (`انام عليها`, sleep on it; `اقعد عليه`, sit on it; `اشرب منه`, drink from it).
 */
export const DEV_QUERIES_FOURTEENTH_ON_IT: readonly TaggedQuery[] = [
  gulf('long', 'ابي شي اشرب منه القهوة بالسيارة', ['thermos-arabic-coffee-1l']),
  egypt('long', 'عايز حاجة انام عليها مريحة للضهر', ['mattress-medical-160x200'], ['pillows-hotel-2']),
  levant('long', 'بدي شي اقعد عليه بالصالون', ['sofa-3seat-fabric-grey']),
  iraq('long', 'اريد شي انام عليه يريح الظهر', ['mattress-medical-160x200']),
  maghreb('long', 'بغيت شي نگلس عليه فالصالون', ['sofa-3seat-fabric-grey']),
  maghreb('long', 'بغيت شي ننعس عليه مريح', ['mattress-medical-160x200'], ['pillows-hotel-2']),
];

/**
 * Fourteenth pass, tenth batch, written before its changes: toys and school in words of the
 * Levant, Egypt and the Maghreb (`قلم ناشف`, `قلم خشب`, `بيت عرايس`, `تروتينات`, `تريسيكل`).
 */
export const DEV_QUERIES_FOURTEENTH_PLAYROOM: readonly TaggedQuery[] = [
  levant('dialect', 'قلم ناشف ازرق', ['pens-pilot-v5-blue-3']),
  egypt('dialect', 'قلم خشب 2B', ['pencils-staedtler-2b-12']),
  egypt('dialect', 'بيت عرايس خشب', ['toy-dollhouse-wooden']),
  maghreb('french', 'تروتينات ديال الدراري', ['scooter-kids-3wheels']),
  maghreb('french', 'تريسيكل للبيبي', ['tricycle-toddler-handle']),
  levant('dialect', 'بسكليت تلات عجلات للصغار', ['tricycle-toddler-handle']),
];

/**
 * Fourteenth pass, eleventh batch, written before its changes (with six products of its own):
 * what a car carries and fluids of the car, in each region's words.
 */
export const DEV_QUERIES_FOURTEENTH_CAR_KIT: readonly TaggedQuery[] = [
  gulf('dialect', 'طفاية حريق للسيارة', ['extinguisher-car-1kg']),
  egypt('dialect', 'طفاية عربية صغيرة', ['extinguisher-car-1kg']),
  maghreb('french', 'انطانكتور ديال الطوموبيل', ['extinguisher-car-1kg']),
  levant('dialect', 'مثلث عاكس للسيارة', ['triangle-warning-reflective']),
  maghreb('french', 'طريونكل ديال الطوموبيل', ['triangle-warning-reflective']),
  gulf('dialect', 'شاشة سيارة اندرويد كاربلي', ['headunit-android-9in']),
  egypt('dialect', 'كاسيت عربية شاشة', ['headunit-android-9in']),
  iraq('dialect', 'مسجل سيارة بشاشة', ['headunit-android-9in']),
  maghreb('french', 'اوطوراديو اندرويد', ['headunit-android-9in']),
  gulf('dialect', 'كاميرا خلفية للسيارة', ['camera-reverse-car']),
  levant('dialect', 'كاميرا ريفرس سيارة', ['camera-reverse-car']),
  gulf('dialect', 'زيت قير اوتوماتيك', ['gearoil-atf-1l']),
  egypt('dialect', 'زيت فتيس اوتوماتيك', ['gearoil-atf-1l']),
  maghreb('french', 'ليويل ديال البواط اوطوماتيك', ['gearoil-atf-1l']),
  gulf('dialect', 'زيت فرامل دوت فور', ['brakefluid-dot4-500ml']),
  levant('dialect', 'زيت بريك للسيارة', ['brakefluid-dot4-500ml']),
  maghreb('french', 'ليكيد ديال الفران', ['brakefluid-dot4-500ml']),
];
