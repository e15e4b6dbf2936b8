import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

/**
 * Twelfth pass, written before its changes: the same products named the way each region's
 * shoppers name them in the house, the kitchen, the workshop, the car, the pharmacy, the school
 * and the nursery (French loanwords of the Maghreb in Arabic letters, Egyptian, Levantine, Iraqi
 * and Gulf words), in short queries and in long ones with a region's words of structure.
 */
export const DEV_QUERIES_TWELFTH: readonly TaggedQuery[] = [
  // Maghreb: the house and its machines, in French loanwords and Darija.
  maghreb('french', 'طابلة ديال الماكلة ديال 6', ['table-dining-wood-6']),
  maghreb('french', 'كنابي ديال 3 بلايص', ['sofa-3seat-fabric-grey']),
  maghreb('french', 'ماطلا طبية 160', ['mattress-medical-160x200']),
  maghreb('french', 'لوستر كريستال', ['chandelier-crystal-8']),
  maghreb('french', 'فريجيدير نو فروست', ['fridge-lg-nofrost-400l']),
  maghreb('french', 'كليماتيزور 18000', ['ac-gree-split-18000']),
  maghreb('french', 'شوفاج بالزيت', ['heater-oil-11fins']),
  maghreb('french', 'سيشوار فيليبس', ['hairdryer-philips-2200w']),
  maghreb('french', 'كوكوت مينوت 6 لتر', ['pressurecooker-inox-6l']),
  maghreb('dialect', 'طبسيل ديال العشا', ['plates-porcelain-dinner-6']),
  maghreb('dialect', 'مواس ديال الكوزينة', ['knives-kitchen-set-5']),
  // Maghreb: the wardrobe.
  maghreb('dialect', 'صباط ديال الجري', ['shoes-puma-running-black'], ['shoes-newbalance-574-grey']),
  maghreb('dialect', 'شلاكة ديال الدار للعيالات', ['slippers-women-house']),
  maghreb('french', 'كاسكيطة كحلة', ['cap-baseball-black']),
  maghreb('french', 'مايو ديال العوم للنسا', ['swimsuit-women-onepiece-navy']),
  maghreb('french', 'جاكيطة ديال البرد', ['jacket-men-winter-black']),
  maghreb('dialect', 'قميجة بيضا ديال الخدمة', ['shirt-men-formal-white'], ['shirt-men-oxford-blue']),
  // Maghreb: the workshop and the car.
  maghreb('french', 'طورنوفيس 32 قطعة', ['bits-screwdriver-set-32']),
  maghreb('french', 'ميطر 8 ميطرو', ['tapemeasure-8m']),
  maghreb('french', 'رالونج 5 ميطر', ['extensioncord-5m']),
  maghreb('french', 'بلاكيط ديال الفران هيونداي', ['brakepads-rear-hyundai-elantra']),
  maghreb('french', 'أنتيجيل للموتور', ['coolant-prestone-4l']),
  maghreb('french', 'كلي أنجليز', ['wrench-adjustable-250mm']),
  // Maghreb: the nursery and the school.
  maghreb('french', 'كوش بامبرز نمرة 3', ['diapers-pampers-s3-68']),
  maghreb('french', 'بيبرون ضد المغص', ['bottle-drbrowns-250ml']),
  maghreb('french', 'كاييه A5', ['notebook-a5-ruled-5']),
  maghreb('french', 'أجرافوز مع الأجراف', ['stapler-office-staples']),
  maghreb('french', 'بلانكو تيبكس', ['correctiontape-tippex']),
  // Egypt.
  egypt('dialect', 'اسكرينة ايفون 14', ['screenprotector-iphone14-glass']),
  egypt('dialect', 'حلة ضغط استانلس', ['pressurecooker-inox-6l']),
  egypt('dialect', 'طاسة تيفال 28', ['fryingpan-nonstick-28cm']),
  egypt('dialect', 'بوتاجاز بفرن 4 شعلة', ['cooker-gas-4burners-oven']),
  egypt('dialect', 'مازورة 8 متر', ['tapemeasure-8m']),
  egypt('dialect', 'بوجيهات دينسو', ['sparkplugs-denso-4']),
  egypt('dialect', 'أستيكة', ['eraser-staedtler-2']),
  egypt('long', 'عايز مشترك كهربا طويل فيه تلات فتحات', ['extensioncord-5m']),
  egypt('long', 'محتاجة حاجة اشيل بيها الميكب من على وشي', ['micellar-garnier-400ml']),
  // Levant.
  levant('dialect', 'براد ال جي 400 لتر', ['fridge-lg-nofrost-400l']),
  levant('dialect', 'نربيش مي للجنينة', ['hose-garden-20m']),
  levant('dialect', 'كماشة راس طويل', ['pliers-longnose-6in']),
  levant('dialect', 'ورق زجاج', ['sandpaper-assorted-10']),
  levant('dialect', 'شحاطة بيت نسواني', ['slippers-women-house']),
  levant('dialect', 'عربانة أطفال خفيفة', ['stroller-joie-pact']),
  levant('dialect', 'محاية', ['eraser-staedtler-2']),
  levant('dialect', 'صدر فروج مجمد', ['chicken-breast-frozen-1kg']),
  levant('long', 'بدي مقلاية ما بيلزق فيها الاكل قياس 28', ['fryingpan-nonstick-28cm']),
  levant('long', 'شو عندكن دواليب 15 انش للسيارة', ['tyre-continental-195-65-r15']),
  // Iraq.
  iraq('dialect', 'استكانات چاي', ['teaglasses-gold-rim-6']),
  iraq('dialect', 'سجاجين مطبخ', ['knives-kitchen-set-5']),
  iraq('dialect', 'صوندة 20 متر', ['hose-garden-20m']),
  iraq('dialect', 'لحم مثروم', ['mince-beef-500g']),
  iraq('dialect', 'محرار ديجيتال', ['thermometer-microlife-digital']),
  iraq('dialect', 'تراكسوت رجالي', ['tracksuit-men-black']),
  iraq('dialect', 'جنطة مدرسة ولادي', ['schoolbag-boys-blue-cars']),
  iraq('long', 'اريد دهن مكينة 5w40 اربع لترات', ['engineoil-mobil-super3000-5w40-4l']),
  iraq('long', 'شكد سعر البنكة الستاند', ['fan-stand-16in']),
  // Gulf.
  gulf('dialect', 'بلكات دينسو', ['sparkplugs-denso-4']),
  gulf('dialect', 'هوز ماي للحديقة', ['hose-garden-20m']),
  gulf('dialect', 'كلابة بوز طويل', ['pliers-longnose-6in']),
  gulf('dialect', 'كاوية بخار', ['iron-philips-steam-2400w']),
  gulf('dialect', 'بيالات شاي ذهبي', ['teaglasses-gold-rim-6']),
  gulf('long', 'ابي شراب للعيال قطن خمس حبات', ['socks-kids-cotton-5pairs']),
  gulf('long', 'وش عندكم جدر ضغط كبير ست لتر', ['pressurecooker-inox-6l']),
];

/**
 * Twelfth pass, second batch, written before its changes: long queries as shoppers of each
 * region write them (what the product is for, for whom, its size), and dialect words of the
 * pharmacy, the bathroom shelf, the grocery and electronics.
 */
export const DEV_QUERIES_TWELFTH_LONG: readonly TaggedQuery[] = [
  gulf(
    'long',
    'وش افضل سماعة تعزل الصوت للطيارة',
    ['earbuds-samsung-buds2pro', 'headphones-jbl-tune510bt'],
    ['earbuds-*'],
  ),
  gulf('long', 'ابي شي اشيل فيه اللابتوب للجامعة', ['laptopbag-targus-15-6'], ['backpack-casual-grey']),
  gulf('long', 'عطر عود ثابت يدوم طول اليوم', ['perfume-lattafa-oudmood-100'], ['perfume-*', 'oudwood-*']),
  gulf('long', 'حليب للبيبي من ست شهور لين سنة', ['formula-aptamil-2-800g']),
  gulf(
    'long',
    'ابي دهن للشعر المتقصف والتالف',
    ['shampoo-pantene-repair-400', 'conditioner-pantene-360ml'],
    ['arganoil-*'],
  ),
  egypt('long', 'عايز سماعة ودن بلوتوث للجري', ['earbuds-samsung-buds2pro', 'earbuds-apple-airpods4']),
  egypt('long', 'فين الاقي شنطة ضهر للابتوب 15 بوصة', ['laptopbag-targus-15-6']),
  egypt('long', 'عايزة كريم يحمي وشي من الشمس', ['sunscreen-bioderma-spf50-40ml']),
  egypt(
    'long',
    'حاجة تنضف الارض من غير ما اوطي',
    ['mop-spin-bucket'],
    ['broom-soft-floor', 'vacuum-dyson-v8'],
  ),
  egypt(
    'long',
    'محتاج زيت عربية تخليقي اربعة لتر',
    ['engineoil-castrol-edge-0w20-4l'],
    ['engineoil-mobil-*'],
  ),
  egypt('long', 'عايز ماكينة حلاقة كهربا للدقن', ['shaver-braun-series5', 'trimmer-philips-oneblade']),
  levant('long', 'بدي تابلت منيح للولاد يدرسو عليه', ['tablet-xiaomi-pad6-128'], ['tablet-*']),
  levant('long', 'في عندكن شي حرام شتوي للتخت المجوز', ['blanket-fleece-double-navy'], ['duvet-*']),
  levant('long', 'بدي كريم لليدين الناشفة كتير', ['handcream-neutrogena-50ml']),
  levant('long', 'شي دوا للسعلة والزلعوم للكبار', ['lozenges-vicks-menthol-20'], ['coughsyrup-*']),
  levant(
    'long',
    'بدي اشتري جبنة بيضا مالحة للفطور',
    ['feta-puck-500g'],
    ['akkawi-cheese-500g', 'halloumi-*'],
  ),
  levant('long', 'عندكن غسالة صحون ولا بس غسالة تياب', ['washer-samsung-frontload-8kg']),
  iraq('long', 'اريد ساعة ذكية تحسب الخطوات والنبض', [
    'smartband-xiaomi-band8',
    'smartwatch-apple-series9-45',
  ]),
  iraq('long', 'اريد مكينة تكسير للجدران قوية', ['hammerdrill-makita-hr2470']),
  iraq('long', 'عدكم حليب نيدو او حليب اطفال صغار', ['formula-nan-1-400g', 'formula-aptamil-2-800g']),
  iraq('long', 'اريد شامبو للطفل ما يحرك العين', ['shampoo-mustela-baby-200']),
  iraq(
    'long',
    'شنو عندكم ادوات مدرسة للابتدائي',
    ['notebook-a5-ruled-5', 'pencils-staedtler-2b-12', 'schoolbag-boys-blue-cars'],
    ['pens-*', 'eraser-*', 'gluestick-*', 'sharpener-*', 'scissors-school-*'],
  ),
  maghreb('long', 'بغيت شي حاجة نغسل بيها وجهي بلا صابون', ['micellar-garnier-400ml']),
  maghreb('long', 'واش عندكم شي مكينة ديال الحسانة', ['shaver-braun-series5', 'trimmer-philips-oneblade']),
  maghreb('long', 'بغيت صندالة ديال الراجل بالجلد', ['sandals-men-leather-brown']),
  maghreb('long', 'شحال الثمن ديال الطابعة كانون', ['printer-canon-pixma-ts3440']),
  maghreb('long', 'بغيت كريمة ديال الوجه ضد الشمس', ['sunscreen-bioderma-spf50-40ml']),
  // Dialect words of the pharmacy, the bathroom shelf, the grocery and electronics.
  egypt('dialect', 'مزيل عرق رول ستاتي', ['deodorant-nivea-women-roll-50']),
  egypt('dialect', 'جل شعر جاتسبي', ['hairgel-gatsby-150g']),
  egypt('dialect', 'جبنة بيضا فيتا', ['feta-puck-500g']),
  levant('dialect', 'مرطبان مربى فريز', ['jam-strawberry-450g']),
  levant('dialect', 'كنزة بقبعة رجالي', ['hoodie-men-black']),
  levant('dialect', 'بيجاما قطن نسواني', ['pajamas-women-cotton']),
  iraq('dialect', 'كاسة بلاستك كبيرة للغسيل', ['bucket-plastic-15l']),
  iraq('dialect', 'شامبو بانتين للشعر المتضرر', ['shampoo-pantene-repair-400']),
  iraq('dialect', 'معجون سنون كولگيت', ['toothpaste-colgate-total-100']),
  gulf('dialect', 'مزيل ريحة نيفيا', ['deodorant-nivea-women-roll-50']),
  gulf('dialect', 'كريم شمس بيوديرما', ['sunscreen-bioderma-spf50-40ml']),
  gulf('dialect', 'فرشة شعر', ['hairbrush-paddle']),
  maghreb('dialect', 'جال ديال الشعر', ['hairgel-gatsby-150g']),
  maghreb('french', 'ديودورون نيفيا', ['deodorant-nivea-women-roll-50']),
  maghreb('french', 'ڤيرني ديال الظفر حمر', ['nailpolish-essie-red']),
  maghreb('french', 'روج مات حمر', ['lipstick-maybelline-matte-red']),
];

/**
 * Twelfth pass, third batch, written before its changes: the Maghreb's words for the house, the
 * kitchen and the market (Algerian and Tunisian beside Darija), and long queries whose last words
 * (a color, a size, a brand, who it is for) pick one of several products of the same kind.
 */
export const DEV_QUERIES_TWELFTH_MORE: readonly TaggedQuery[] = [
  maghreb('french', 'كوفرطة ديال الشتا', ['blanket-fleece-double-navy'], ['duvet-single-150x200']),
  maghreb('dialect', 'قدرة ستانلس 24', ['pot-tefal-inox-24cm']),
  maghreb('french', 'بوطاجي بالفرن 4 شعلات', ['cooker-gas-4burners-oven']),
  maghreb('french', 'إمبريمونط كانون', ['printer-canon-pixma-ts3440']),
  maghreb('french', 'بانطوفا ديال الدار', ['slippers-women-house']),
  maghreb('french', 'صاكادو رمادي', ['backpack-casual-grey']),
  maghreb('french', 'كونفيتير ديال الفريز', ['jam-strawberry-450g']),
  maghreb('dialect', 'عصير الليشين', ['juice-orange-almarai-1-4l']),
  maghreb('dialect', 'ماء معدني صغير', ['water-berain-330ml-12']),
  maghreb('dialect', 'البيض بالطبلة', ['eggs-white-30']),
  maghreb('french', 'ليزار ديال الدوش', ['towels-bath-set-4-white']),
  maghreb('french', 'طابي ديال البيت', ['rug-bedroom-120x170-beige']),
  levant('dialect', 'زنار جلد نسائي', ['belt-women-leather-tan']),
  gulf('dialect', 'فراش طبي 160', ['mattress-medical-160x200']),
  gulf('dialect', 'قوطي تونة بزيت زيتون', ['tuna-riomare-olive-3']),
  // Long queries whose last words pick one of several products of a kind.
  gulf('long', 'ابي جوال سامسونج لونه اخضر فاتح', ['phone-samsung-s23fe-256-mint']),
  gulf('long', 'ابغى كفر جلد ينقلب لجوال اوبو', ['case-oppo-reno11-leather']),
  gulf('long', 'عطر نسائي ناعم حجم صغير 50 مل', ['perfume-ajmal-sacrifice-her-50']),
  egypt('long', 'عايز زيت موتور ماركة موبيل 4 لتر', ['engineoil-mobil-super3000-5w40-4l']),
  egypt('long', 'عايزة فستان كتان طويل لونه زيتي', ['dress-women-olive-linen']),
  egypt('long', 'كوتشي جري اسود ماركة بوما مقاس 42', ['shoes-puma-running-black']),
  levant('long', 'بدي لابتوب للشغل خفيف رام 16', ['laptop-lenovo-thinkpad-e14-i5']),
  levant('long', 'بدي شنطة ظهر للابتوب مش للمدرسة', ['laptopbag-targus-15-6']),
  levant('long', 'بدي جبنة حلوم من بلدنا للشوي', ['halloumi-baladna-200g']),
  iraq('long', 'اريد قاط رياضي اسود للرجال', ['tracksuit-men-black']),
  iraq('long', 'اريد شاحنة سيارة بيها منفذين تايب سي', ['charger-belkin-car-dual']),
  maghreb('long', 'بغيت تيليفون شاومي فيه 512 ديال الميموار', ['phone-xiaomi-14-512-black']),
  maghreb('long', 'بغيت زيت الزيتون الفلسطيني لتر واحد', ['oliveoil-zejd-1l']),
  maghreb('long', 'عندكم شي سماعة كبيرة ديال الراس بلا خيط', ['headphones-jbl-tune510bt']),
];

/**
 * Twelfth pass, fourth batch, written before its changes: French loanwords of the Maghreb for the
 * phone, the house, the car, the pharmacy, the market, the school and the toy shop, in Arabic
 * letters and in French.
 */
export const DEV_QUERIES_TWELFTH_FRENCH: readonly TaggedQuery[] = [
  maghreb('french', 'لافيتر ديال ايفون 14', ['screenprotector-iphone14-glass']),
  maghreb('french', 'ريشو ديال الغاز بالفور', ['cooker-gas-4burners-oven']),
  maghreb('french', 'بالي ديال الأرض', ['broom-soft-floor']),
  maghreb('french', 'دراب ديال الفراش أبيض', ['sheet-double-cotton-white']),
  maghreb('french', 'بونطالون دجين للمرا', ['jeans-women-mom-blue']),
  maghreb('french', 'شوميز بيضا', ['shirt-men-formal-white'], ['shirt-men-oxford-blue']),
  maghreb('french', 'فيدونج 5w40', ['engineoil-mobil-super3000-5w40-4l']),
  maghreb('french', 'بونو 195 65 15', ['tyre-continental-195-65-r15']),
  maghreb('french', 'باستي ديال الكحة', ['lozenges-vicks-menthol-20']),
  maghreb('french', 'كومبريمي ديال الراس', [
    'painkiller-panadol-night-20',
    'fever-fevadol-500-20',
    'painkiller-cataflam-50-20',
  ]),
  maghreb('french', 'طونسيومتر أومرون', ['bpmonitor-wrist-omron']),
  maghreb('french', 'جال دوش دوف', ['showergel-dove-500ml']),
  maghreb('french', 'باط باريلا', ['pasta-barilla-fusilli-500g']),
  maghreb('french', 'ريز بسمتي 10 كيلو', ['rice-alosra-basmati-10kg']),
  maghreb('french', 'لونتي', ['lentils-brown-1kg']),
  maghreb('french', 'سيترون بالكيلو', ['lemons-1kg']),
  maghreb('french', 'كونكومبر', ['cucumber-1kg']),
  maghreb('french', 'بيفرون خضر', ['peppers-green-500g']),
  maghreb('french', 'باستيك', ['watermelon-whole']),
  maghreb('french', 'كول بريت', ['gluestick-pritt-22g']),
  maghreb('french', 'بيسيكليت ديال الدراري', ['bicycle-kids-16in']),
  maghreb('french', 'طروطينات للصغار', ['scooter-kids-3wheels']),
  maghreb('french', 'كاسرول ستانلس', ['pot-tefal-inox-24cm'], ['pressurecooker-inox-6l']),
  maghreb('french', 'أسييت ديال البورسلين', ['plates-porcelain-dinner-6']),
  maghreb('french', 'كوطو ديال الكوزينة', ['knives-kitchen-set-5']),
  maghreb('french', 'تيير ستانلس', ['teapot-inox-1l']),
  maghreb('french', 'تيرموس ديال القهوة', ['thermos-arabic-coffee-1l']),
  maghreb('french', 'سو ديال البلاستيك', ['bucket-plastic-15l']),
  maghreb('french', 'ليتيير ديال المش', ['catlitter-silica-5l']),
  maghreb('french', 'croquettes chien petite race', ['dogfood-royalcanin-mini-2kg']),
  maghreb('french', 'litière chat', ['catlitter-silica-5l']),
  maghreb('french', 'tensiomètre poignet', ['bpmonitor-wrist-omron']),
  maghreb('french', 'pastilles pour la toux', ['lozenges-vicks-menthol-20']),
  maghreb('french', 'vélo enfant 16 pouces', ['bicycle-kids-16in']),
  maghreb('french', 'poupée mannequin', ['doll-fashion-30cm']),
  maghreb('french', 'casserole inox', ['pot-tefal-inox-24cm'], ['pressurecooker-inox-6l']),
  maghreb('french', 'théière inox', ['teapot-inox-1l']),
  maghreb('french', 'seau plastique', ['bucket-plastic-15l']),
];

/**
 * Twelfth pass, fifth batch, written before its changes: Darija, Algerian and Tunisian words and
 * words of structure (`فما`, `متاع`, `قداش`, `نحب`, `كاش`, `عافاك`, `برشا`) around the market, the
 * wardrobe and the house.
 */
export const DEV_QUERIES_TWELFTH_DARIJA: readonly TaggedQuery[] = [
  maghreb('long', 'فما شي شارجور سريع متاع سامسونج', ['charger-samsung-45w']),
  maghreb('long', 'قداش الحليب متاع الصغار نان', ['formula-nan-1-400g']),
  maghreb('dialect', 'عافاك فرشة ديال السنان رطبة', ['toothbrush-sensodyne-soft']),
  maghreb('long', 'حاب نشري كاش تابلت للقراية', ['tablet-xiaomi-pad6-128', 'tablet-apple-ipadair-m2-128']),
  maghreb('dialect', 'نحب صابون تاع الزيتون', ['soap-nabulsi-olive-6']),
  maghreb('dialect', 'نحب عصير تاع البرتقال', ['juice-orange-almarai-1-4l']),
  maghreb('dialect', 'فما دبس خروب', ['molasses-carob-450g']),
  maghreb('dialect', 'الزيت ديال الطياب', ['oil-sunflower-1-8l']),
  maghreb('dialect', 'السكر السمر', ['sugar-brown-1kg']),
  maghreb('dialect', 'الملحة ديال الماكلة', ['salt-fine-1kg']),
  maghreb('dialect', 'مطيشة مصبرة', ['tomatopaste-tin-400g']),
  maghreb('dialect', 'اللبن ديال البقر', ['laban-nadec-1l'], ['milk-almarai-fullfat-1l']),
  maghreb('dialect', 'الدجاج بلا عظم مجمد', ['chicken-breast-frozen-1kg']),
  maghreb('dialect', 'البصلة بالكيلو', ['onions-2kg']),
  maghreb('dialect', 'الفلفلة الخضرا', ['peppers-green-500g']),
  maghreb('dialect', 'التومة', ['garlic-250g']),
  maghreb('dialect', 'سروال قصير ديال السبور', ['shorts-men-sport-navy']),
  maghreb('dialect', 'كبوط ديال الشتا للرجال', ['jacket-men-winter-black']),
  maghreb('dialect', 'قفطان مطرز', ['kaftan-women-beige-embroidered']),
  maghreb('dialect', 'عباية كحلة للبنات', ['abaya-girls-black-8y']),
  maghreb('dialect', 'صمطة ديال الجلد للمرا', ['belt-women-leather-tan']),
  maghreb('dialect', 'المضربة ديال واحد', ['duvet-single-150x200']),
  maghreb('dialect', 'زربية ديال البيت بيج', ['rug-bedroom-120x170-beige']),
  maghreb('dialect', 'سجادة ديال الصلاة ديال السفر', ['prayermat-travel-foldable']),
  maghreb('dialect', 'الستارة رمادية', ['curtains-linen-look-grey']),
  maghreb('long', 'بغيت حاجة باش نسخن الدار فالشتا', ['heater-oil-11fins']),
  maghreb('long', 'كاين شي مروحة كبيرة ديال الصيف', ['fan-stand-16in']),
  maghreb(
    'long',
    'بغيت كاشي ولا شي دوا ديال السخانة',
    ['fever-fevadol-500-20', 'painkiller-panadol-night-20'],
    ['painkiller-cataflam-50-20'],
  ),
  maghreb('long', 'عطيني شي حاجة نمسح بيها الزاج ديال الطوموبيل', ['wipers-valeo-pair']),
  maghreb('long', 'نحب حذاء تاع الجري لونو كحل', ['shoes-puma-running-black']),
];

/**
 * Twelfth pass, sixth batch, written before its changes: a product word with the everyday words
 * shoppers add to it in each region (good, nice, strong, comfortable, genuine, wide, soft, light),
 * which name no product and must not be read as one.
 */
export const DEV_QUERIES_TWELFTH_EVERYDAY: readonly TaggedQuery[] = [
  maghreb('dialect', 'جوال باهي', ['phone-*']),
  maghreb('dialect', 'تيليفون مليح', ['phone-*']),
  levant('dialect', 'كرسي سيارة مريح', ['seatcushion-car-memoryfoam']),
  gulf('dialect', 'شاحن اصلي سامسونج', ['charger-samsung-45w']),
  gulf(
    'dialect',
    'عطر ثابت رجالي',
    ['perfume-versace-eros-edt-100', 'perfume-rasasi-layuqawam-75', 'perfume-abdulsamad-safari-100'],
    ['perfume-*'],
  ),
  egypt('dialect', 'لابتوب جامد للالعاب', ['laptop-hp-victus-15-rtx3050']),
  egypt('dialect', 'جزمة جلد طبيعي بني', ['boots-men-leather-brown']),
  egypt('dialect', 'بنطلون جينز واسع حريمي', ['jeans-women-mom-blue']),
  levant('dialect', 'شحاطة طرية للبيت', ['slippers-women-house']),
  iraq('dialect', 'قنفة قماش رصاصي', ['sofa-3seat-fabric-grey']),
  iraq('dialect', 'ثلاجة ال جي حلوة', ['fridge-lg-nofrost-400l']),
  gulf('dialect', 'ثوب ولادي ابيض مرتب', ['thobe-boys-white-10y']),
  maghreb('dialect', 'سماعة زوينة بلوتوث', [
    'headphones-jbl-tune510bt',
    'earbuds-samsung-buds2pro',
    'earbuds-apple-airpods4',
    'speaker-jbl-flip6',
  ]),
  maghreb('dialect', 'كاسك مزيان', ['headphones-jbl-tune510bt']),
  egypt('dialect', 'مكنسة كهربا جامدة', ['vacuum-dyson-v8'], ['carvacuum-portable-12v']),
  levant('dialect', 'طنجرة ضغط منيحة', ['pressurecooker-inox-6l']),
  gulf('dialect', 'مخدات فندقية ناعمة', ['pillows-hotel-2']),
  egypt('dialect', 'مرتبة طبي مريحة', ['mattress-medical-160x200']),
  maghreb('dialect', 'سبرديلة خفيفة ديال الجري', ['shoes-puma-running-black'], ['shoes-newbalance-574-grey']),
  levant('dialect', 'تابلت رخيص منيح للولاد', ['tablet-xiaomi-pad6-128'], ['tablet-*']),
  gulf('dialect', 'دلة قهوة نحاس فخمة', ['dallah-coffee-brass']),
  iraq('dialect', 'جدر ستيل قوي', ['pot-tefal-inox-24cm'], ['pressurecooker-inox-6l']),
  egypt('dialect', 'ساعة ذكية رخيصة', ['smartband-xiaomi-band8'], ['smartwatch-apple-series9-45']),
  maghreb('dialect', 'بطانية سخونة', ['blanket-fleece-double-navy']),
];

/**
 * Twelfth pass, seventh batch, written before its changes: more French loanwords of the Maghreb
 * in Arabic letters (electronics, the workshop, the car, the house, the kitchen, beauty, the
 * nursery, the school, the market) and in French.
 */
export const DEV_QUERIES_TWELFTH_LOANWORDS: readonly TaggedQuery[] = [
  maghreb('french', 'روتور تيبي لينك', ['router-tplink-archer-c6']),
  maghreb('french', 'كلافيي جيمينغ', ['keyboard-redragon-mechanical']),
  maghreb('french', 'مانيط ديال اكس بوكس', ['controller-microsoft-xbox-black']),
  maghreb('french', 'مونطر ابل', ['smartwatch-apple-series9-45']),
  maghreb('french', 'براسلي شاومي', ['smartband-xiaomi-band8']),
  maghreb('french', 'مولتيبريز 3 بلايص', ['extensioncord-5m']),
  maghreb('french', 'بيرفوراتور ماكيطا', ['hammerdrill-makita-hr2470']),
  maghreb('french', 'سي سوتوز بوش', ['jigsaw-bosch-pst650']),
  maghreb('french', 'بانتير بيضا', ['paint-national-white-3-6l']),
  maghreb('french', 'روليو ديال الصباغة', ['paintroller-18cm']),
  maghreb('french', 'باطري ديال الطوموبيل 80', ['battery-acdelco-80ah']),
  maghreb('french', 'فيلتر دويل نيسان', ['filter-oil-nissan-sunny']),
  maghreb('french', 'سوبور ديال التيليفون للطوموبيل', ['phoneholder-car-dashboard']),
  maghreb('french', 'أسبيراتور ديال الطوموبيل', ['carvacuum-portable-12v']),
  maghreb('french', 'فريتوز بلا زيت فيليبس', ['airfryer-philips-hd9200']),
  maghreb('french', 'طوندوز فيليبس', ['trimmer-philips-oneblade']),
  maghreb('french', 'راديتور بالزيت', ['heater-oil-11fins']),
  maghreb('french', 'لامب ديال البورو', ['lamp-desk-led']),
  maghreb('french', 'أورييي ديال الأوطيل', ['pillows-hotel-2']),
  maghreb('french', 'مارميت ستانلس', ['pot-tefal-inox-24cm'], ['pressurecooker-inox-6l']),
  maghreb('french', 'فيرات ديال أتاي', ['teaglasses-gold-rim-6']),
  maghreb(
    'french',
    'برفان ديال الرجال',
    ['perfume-versace-eros-edt-100', 'perfume-rasasi-layuqawam-75'],
    ['perfume-*'],
  ),
  maghreb('french', 'ويل ديال البيبي', ['babyoil-johnsons-300ml']),
  maghreb('french', 'رام ديال البابيي', ['paper-a4-box-5']),
  maghreb('french', 'ميال طبيعي', ['honey-alshifa-500g']),
  maghreb('french', 'سوكر سمر', ['sugar-brown-1kg']),
  maghreb('french', 'طون بزيت الزيتون', ['tuna-riomare-olive-3']),
  maghreb('french', 'بواسون مجمد', ['fish-tilapia-1kg']),
  maghreb('french', 'كيتشاب هاينز', ['ketchup-heinz-570g']),
  maghreb('french', 'manette xbox sans fil', ['controller-microsoft-xbox-black']),
  maghreb('french', 'perforateur makita', ['hammerdrill-makita-hr2470']),
  maghreb('french', 'scie sauteuse bosch', ['jigsaw-bosch-pst650']),
  maghreb('french', 'oreillers hotel', ['pillows-hotel-2']),
  maghreb('french', 'thon a l huile d olive', ['tuna-riomare-olive-3']),
];

/**
 * Twelfth pass, eighth batch, written before its changes: pets, the nursery, perfume and the
 * pharmacy in the words of the Gulf, Egypt, the Levant and Iraq.
 */
export const DEV_QUERIES_TWELFTH_NURSERY: readonly TaggedQuery[] = [
  gulf('dialect', 'اكل بسس صغار', ['catfood-whiskas-kitten-pouches-12']),
  iraq('dialect', 'اكل بزازين صغار', ['catfood-whiskas-kitten-pouches-12']),
  levant('dialect', 'رمل للهرة', ['catlitter-silica-5l']),
  egypt('dialect', 'لعبة للقطط فيران', ['cattoy-mouse-3']),
  gulf('dialect', 'قفص عصافير صغير', ['birdcage-small']),
  iraq('dialect', 'حوض سمچ 30 لتر', ['aquarium-30l-starter']),
  gulf('dialect', 'مصاصة افنت', ['pacifier-avent-ultrasoft-2']),
  levant('dialect', 'فوط اطفال نمرة 3 بامبرز', ['diapers-pampers-s3-68']),
  iraq('dialect', 'حفاظات للطفل الجديد', ['diapers-huggies-newborn-s1-64']),
  egypt('dialect', 'مناديل مبلولة للبيبي', ['wipes-huggies-56']),
  gulf('dialect', 'حليب رضع من الولادة', ['formula-nan-1-400g']),
  levant('dialect', 'بانيو للبيبي بينطوى', ['bathtub-baby-foldable']),
  iraq('dialect', 'عربانة بيبي خفيفة', ['stroller-joie-pact']),
  gulf('dialect', 'دهن عود لطافة', ['perfume-lattafa-oudmood-100'], ['oudwood-malaysian-25g']),
  gulf('dialect', 'مبخر صغير', ['burner-ceramic-small']),
  iraq('dialect', 'بخور عود', ['bakhoor-oudi-100g'], ['oudwood-malaysian-25g']),
  egypt('dialect', 'برفيوم رجالي فرزاتشي', ['perfume-versace-eros-edt-100']),
  levant('dialect', 'ريحة نسائية اجمل', ['perfume-ajmal-sacrifice-her-50']),
  levant('dialect', 'حبوب للحرارة فيفادول', ['fever-fevadol-500-20']),
  iraq('dialect', 'نقط خشم للاطفال', ['nasalspray-otrivin-kids']),
  gulf('dialect', 'حبوب مص للكحة', ['lozenges-vicks-menthol-20']),
  egypt('dialect', 'جهاز ضغط ايد', ['bpmonitor-wrist-omron']),
  levant('dialect', 'كريم شمسية للوج', ['sunscreen-bioderma-spf50-40ml']),
];
