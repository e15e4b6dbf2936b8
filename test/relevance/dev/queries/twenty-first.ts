import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

/**
 * Twenty-first pass, written before its changes: long requests as shoppers type them, each
 * naming the product with what it is for, whom it is for, a size or a colour, in the words of
 * each region (`ابي قدر كبير اطبخ فيه رز للعزايم`, `عايز مكنسة للعربية بتشتغل على الولاعة`).
 */
export const DEV_QUERIES_TWENTY_FIRST_LONG: readonly TaggedQuery[] = [
  gulf(
    'long',
    'ابي سماعة بلوتوث رخيصة للجوال اسمع فيها اغاني',
    ['headphones-jbl-tune510bt', 'earbuds-samsung-buds2pro', 'earbuds-apple-airpods4'],
    ['speaker-jbl-flip6', 'earphones-sony-wired'],
  ),
  gulf('long', 'وش افضل زيت لسيارتي الكامري موديل ٢٠٢٠', [
    'engineoil-castrol-edge-0w20-4l',
    'engineoil-mobil-super3000-5w40-4l',
  ]),
  gulf('long', 'ابغى شنطة للابتوب حقي مقاس ١٥ انش', ['laptopbag-targus-15-6'], ['backpack-casual-grey']),
  gulf(
    'long',
    'ودي اشتري هدية لزوجتي عطر ريحته حلوة',
    ['perfume-ajmal-sacrifice-her-50'],
    ['perfume-lattafa-oudmood-100', 'perfume-abdulsamad-safari-100'],
  ),
  gulf('long', 'عطوني حليب للبيبي عمره ثلاث شهور', ['formula-nan-1-400g'], ['formula-aptamil-2-800g']),
  gulf(
    'long',
    'ابي كفر لجوالي الايفون ١٤ يكون لونه اسود',
    ['case-iphone14-silicone-black'],
    ['screenprotector-iphone14-glass'],
  ),
  gulf('long', 'الحين ابي ثلاجة صغيرة لغرفة النوم', ['fridge-mini-90l'], ['fridge-lg-nofrost-400l']),
  gulf('long', 'عندي حفلة بالبيت ابي صينية حق التقديم', ['tray-serving-gold-40cm']),
  gulf(
    'long',
    'ابي قدر كبير اطبخ فيه رز للعزايم',
    ['pot-aluminium-30cm'],
    ['pot-tefal-inox-24cm', 'pressurecooker-inox-6l'],
  ),
  gulf(
    'long',
    'ابي دريل شحن خفيف اركب فيه رفوف',
    ['drill-blackdecker-cordless-12v'],
    ['hammerdrill-makita-hr2470', 'bits-screwdriver-set-32'],
  ),
  gulf('long', 'ابي مسجل للسيارة شاشة فيها كاربلاي', ['headunit-android-9in']),
  gulf('long', 'ابي شي اشغل فيه السيارة اذا البطارية خلصت', ['jumpcables-500a'], ['battery-acdelco-80ah']),
  gulf('long', 'ابي بخور عودي ريحته ثابتة للمجلس', ['bakhoor-oudi-100g'], ['oudwood-malaysian-25g']),
  gulf('long', 'ابي جهاز اقيس فيه الضغط للوالد', ['bpmonitor-wrist-omron']),
  egypt('long', 'عايز شاحن سريع لموبايل سامسونج بتاعي', ['charger-samsung-45w'], ['charger-xiaomi-67w']),
  egypt('long', 'محتاج مكواة بخار كويسة للهدوم', ['iron-philips-steam-2400w']),
  egypt('long', 'عايزة كريم للايد عشان ايدي ناشفة', ['handcream-neutrogena-50ml']),
  egypt(
    'long',
    'فين الرز المصري اللي حبته قصيرة',
    ['rice-egyptian-shortgrain-5kg'],
    ['rice-alosra-basmati-10kg', 'rice-sella-yellow-5kg'],
  ),
  egypt(
    'long',
    'عاوز جزمة رياضة للجري لونها اسود',
    ['shoes-puma-running-black'],
    ['shoes-newbalance-574-grey'],
  ),
  egypt('long', 'ابني عنده برد ومناخيره مسدودة عايزة نقط', ['nasalspray-otrivin-kids']),
  egypt('long', 'عايز مكنسة للعربية بتشتغل على الولاعة', ['carvacuum-portable-12v']),
  levant('long', 'بدي غسالة اوتوماتيك تحميل من قدام ٨ كيلو', ['washer-samsung-frontload-8kg']),
  levant('long', 'بدي طقم كاسات شاي حلوين للضيوف', ['teaglasses-gold-rim-6'], ['teapot-inox-1l']),
  levant('long', 'شو في عندكن زيت زيتون بلدي فلسطيني', ['oliveoil-zejd-1l']),
  levant(
    'long',
    'بدي معجون سنان منيح للثة اللي عم تنزف',
    ['toothpaste-colgate-total-100'],
    ['toothbrush-sensodyne-soft'],
  ),
  levant(
    'long',
    'ابني بدو بسكليت صغير عمره ست سنين',
    ['bicycle-kids-16in'],
    ['tricycle-toddler-handle', 'scooter-kids-3wheels'],
  ),
  iraq('long', 'اريد صوبة زيت للشتاء لغرفة الاطفال', ['heater-oil-11fins']),
  iraq('long', 'شكد سعر تاير يوكوهاما ١٧ انج', ['tyre-yokohama-225-45-r17'], ['tyre-continental-195-65-r15']),
  iraq('long', 'اريد جاكيت شتوي اسود للرجال قياس كبير', ['jacket-men-winter-black']),
  maghreb(
    'long',
    'بغيت نشري لحاف فردي للبيت ديال الضياف',
    ['duvet-single-150x200'],
    ['blanket-fleece-double-navy'],
  ),
  maghreb(
    'long',
    'عندكم شي ماكينة ديال الحلاقة كهربائية',
    ['shaver-braun-series5'],
    ['trimmer-philips-oneblade'],
  ),
  maghreb('long', 'بغيت سكوتر كهربائي نمشي بيه للخدمة', ['scooter-electric-350w']),
];

/**
 * Twenty-first pass, a second batch written before any change it may measure: questions and asks
 * as shoppers type them, with a price said in words, a best, a how much or a where
 * (`كم سعر غسالة سامسونج ٨ كيلو`, `وين القى حليب نان رقم ١`, `احسن سماعة بحدود ٣٠٠ ريال`).
 */
export const DEV_QUERIES_TWENTY_FIRST_QUESTIONS: readonly TaggedQuery[] = [
  gulf('long', 'كم سعر غسالة سامسونج ٨ كيلو', ['washer-samsung-frontload-8kg']),
  gulf('long', 'وين القى حليب نان رقم ١ للرضع', ['formula-nan-1-400g'], ['formula-aptamil-2-800g']),
  gulf(
    'long',
    'احسن سماعة بحدود ٣٠٠ ريال',
    ['headphones-jbl-tune510bt', 'earbuds-samsung-buds2pro'],
    ['earphones-sony-wired', 'earbuds-apple-airpods4'],
  ),
  gulf(
    'long',
    'عندكم تمر سكري قصيمي فاخر',
    ['dates-sukkari-qassim-3kg'],
    ['dates-khalas-1kg', 'dates-medjool-500g'],
  ),
  gulf('long', 'فيه عندكم دلة نحاس للقهوة العربية', ['dallah-coffee-brass'], ['thermos-arabic-coffee-1l']),
  gulf('long', 'ابي كرتون ماي صغار للرحلة', ['water-berain-330ml-12'], ['waterbottle-sports-750ml']),
  gulf(
    'long',
    'وش عندكم من دهن العود والبخور',
    ['bakhoor-oudi-100g', 'oudwood-malaysian-25g', 'oudoil-mukhallat-12ml'],
    ['burner-ceramic-small'],
  ),
  gulf(
    'long',
    'كم سعر مكيف سبليت ١٨ الف وحدة',
    ['ac-gree-split-18000'],
    ['ac-lg-split-12000', 'ac-samsung-split-24000'],
  ),
  egypt('long', 'بكام الخلاط النينجا اللي عندكم', ['blender-ninja-bn750']),
  egypt('long', 'فين الاقي جبنة فيتا بوك', ['feta-puck-500g'], ['cheese-triangles-lavachequirit-8']),
  egypt('long', 'ايه احسن شامبو للشعر المقصف', ['shampoo-pantene-repair-400'], ['conditioner-pantene-360ml']),
  egypt('long', 'عندكو مكرونة قلم الملكة', ['pasta-elmalika-penne-400g'], ['pasta-barilla-fusilli-500g']),
  egypt('long', 'في عندكم شاي العروسة الناعم', ['tea-elarosa-loose-250g'], ['tea-rabea-400g']),
  egypt(
    'long',
    'محتاج طابعة رخيصة للبيت تطبع الوان',
    ['printer-canon-pixma-ts3440'],
    ['ink-canon-445-black'],
  ),
  levant(
    'long',
    'قديش حق الطنجرة الضغط',
    ['pressurecooker-inox-6l'],
    ['pot-tefal-inox-24cm', 'pot-aluminium-30cm'],
  ),
  levant('long', 'وين بلاقي مكدوس بالجوز', ['makdous-walnut-1kg']),
  levant('long', 'شو أحسن زيت زيتون عندكن', ['oliveoil-zejd-1l'], ['oil-sunflower-1-8l']),
  levant('long', 'في عندكن كشك بلدي منيح', ['kishk-baladi-500g']),
  levant('long', 'بدي مكنسة دايسون لاسلكية قديش سعرها', ['vacuum-dyson-v8'], ['carvacuum-portable-12v']),
  iraq('long', 'بيش التلفون الشاومي ١٤', ['phone-xiaomi-14-512-black']),
  iraq('long', 'شكد سعر الفلتر مال الهوا لليارس', ['filter-air-toyota-yaris'], ['filter-oil-nissan-sunny']),
  iraq('long', 'اكو عدكم كليجة بالتمر', ['kleicha-dates-box-450g'], ['maamoul-pistachio-400g']),
  iraq('long', 'اريد ابريق شاي ستيل شكد سعره', ['teapot-inox-1l'], ['kettle-tefal-1-7l']),
  maghreb('long', 'بشحال الكسكس الرقيق ديالكم', ['couscous-tria-fine-1kg'], ['semolina-coarse-1kg']),
  maghreb('long', 'واش كاين أملو باللوز والعسل', ['amlou-almond-250g']),
  maghreb('long', 'فين نلقى زيت أركان طبيعي', ['arganoil-tissaliwine-100']),
  maghreb('long', 'شحال ثمن الحريرة ديال أيور', ['harira-mix-ayour-300g']),
  maghreb(
    'long',
    'واش عندكم طنجرة ديال الضغط كبيرة',
    ['pressurecooker-inox-6l'],
    ['pot-aluminium-30cm', 'pot-tefal-inox-24cm'],
  ),
];
