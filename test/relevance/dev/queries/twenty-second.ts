import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

/**
 * Twenty-second pass, written before its changes: dialect words in the forms shoppers type them,
 * not only as the lexicon lists them: plurals (`كاويات`, `دوشكات`, `قراعي`), the word owned
 * (`كاويتي`, `طنجرتي`), and both in a request (`حلتي اتحرقت عايزة حلة كبيرة`).
 */
export const DEV_QUERIES_TWENTY_SECOND_FORMS: readonly TaggedQuery[] = [
  gulf('dialect', 'كاويات ملابس بخار', ['iron-philips-steam-2400w']),
  gulf('dialect', 'طفايات حريق للسيارات', ['extinguisher-car-1kg']),
  gulf('dialect', 'حرامات شتوية دبل', ['blanket-fleece-double-navy'], ['duvet-single-150x200']),
  gulf('dialect', 'دلال نحاسية للقهوة', ['dallah-coffee-brass'], ['thermos-arabic-coffee-1l']),
  gulf('dialect', 'نعالات جلد بني للرجال', ['sandals-men-leather-brown'], ['slippers-women-house']),
  gulf('dialect', 'كنديشنات سبليت', ['ac-*'], ['fan-stand-16in']),
  egypt('dialect', 'طاسات تيفلون', ['fryingpan-nonstick-28cm']),
  egypt(
    'dialect',
    'حلل ألمونيوم كبيرة',
    ['pot-aluminium-30cm'],
    ['pot-tefal-inox-24cm', 'pressurecooker-inox-6l'],
  ),
  egypt('dialect', 'شباشب بيتي حريمي', ['slippers-women-house'], ['sandals-women-flat-tan']),
  egypt('dialect', 'بشاكير بيض طقم', ['towels-bath-set-4-white'], ['bathmat-cotton-grey']),
  egypt('dialect', 'ملايات سرير قطن', ['sheet-double-cotton-white'], ['duvet-single-150x200']),
  egypt('dialect', 'طرح جيرسيه سودا', ['hijab-jersey-black']),
  egypt('dialect', 'كوتشيات جري', ['shoes-puma-running-black'], ['shoes-newbalance-574-grey']),
  iraq('dialect', 'دوشكات طبية', ['mattress-medical-160x200']),
  iraq(
    'dialect',
    'قواطي تونة',
    ['tuna-riomare-olive-3'],
    ['chickpeas-can-400g', 'foul-californiagarden-450g'],
  ),
  iraq('dialect', 'بطانيات فليس', ['blanket-fleece-double-navy']),
  iraq('dialect', 'قنفات قماش رصاصي', ['sofa-3seat-fabric-grey']),
  iraq('dialect', 'جواريب رياضية للرجال', ['socks-men-sport-3pairs'], ['socks-kids-cotton-5pairs']),
  levant(
    'dialect',
    'طناجر ستانلس ستيل للطبخ',
    ['pot-tefal-inox-24cm', 'pressurecooker-inox-6l'],
    ['pot-aluminium-30cm'],
  ),
  levant('dialect', 'شحاطات بيت للستات', ['slippers-women-house'], ['sandals-women-flat-tan']),
  levant('dialect', 'برادات صغار', ['fridge-mini-90l'], ['fridge-lg-nofrost-400l']),
  levant('dialect', 'صوبات زيت', ['heater-oil-11fins']),
  levant('dialect', 'كنزات ولادي', ['hoodie-kids-grey-6y'], ['hoodie-men-black']),
  maghreb(
    'dialect',
    'زرابي ديال بيت النعاس',
    ['rug-bedroom-120x170-beige'],
    ['prayermat-travel-foldable', 'bathmat-cotton-grey'],
  ),
  maghreb('dialect', 'قراعي ديال الما', ['water-berain-330ml-12'], ['waterbottle-sports-750ml']),
  maghreb('dialect', 'سبرديلات ديال الجري', ['shoes-puma-running-black'], ['shoes-newbalance-574-grey']),
  maghreb('dialect', 'تقاشر ديال الدراري الصغار', ['socks-kids-cotton-5pairs'], ['socks-men-sport-3pairs']),
  maghreb('dialect', 'كيسان ديال أتاي بالذهبي', ['teaglasses-gold-rim-6']),
];

/** The same words owned, in the requests shoppers write when something broke or wore out. */
export const DEV_QUERIES_TWENTY_SECOND_OWNED: readonly TaggedQuery[] = [
  gulf('long', 'كاويتي خربت ابي وحدة بخار', ['iron-philips-steam-2400w']),
  gulf('long', 'نعالي انقطع ابي نعال جلد رجالي', ['sandals-men-leather-brown'], ['slippers-women-house']),
  gulf('long', 'دلتي قديمة ابي دلة نحاس جديدة', ['dallah-coffee-brass'], ['thermos-arabic-coffee-1l']),
  egypt(
    'long',
    'حلتي اتحرقت عايزة حلة كبيرة',
    ['pot-aluminium-30cm'],
    ['pot-tefal-inox-24cm', 'pressurecooker-inox-6l'],
  ),
  egypt(
    'long',
    'شنطتي باظت عايز شنطة ضهر',
    ['backpack-casual-grey'],
    ['laptopbag-targus-15-6', 'schoolbag-boys-blue-cars'],
  ),
  egypt('long', 'طاستي باظت عايزة طاسة تيفال', ['fryingpan-nonstick-28cm']),
  levant(
    'long',
    'طنجرتي انحرقت بدي وحدة ستانلس',
    ['pot-tefal-inox-24cm', 'pressurecooker-inox-6l'],
    ['pot-aluminium-30cm'],
  ),
  levant('long', 'كنزتي صارت صغيرة بدي كنزة رجالي سودا', ['hoodie-men-black'], ['jacket-men-winter-black']),
  levant('long', 'صوبتي ما عم تدفي بدي صوبة زيت', ['heater-oil-11fins']),
  iraq('long', 'قنفتي انكسرت اريد قنفة ثلاث مقاعد', ['sofa-3seat-fabric-grey']),
  iraq('long', 'دوشكي صار قديم اريد دوشك طبي', ['mattress-medical-160x200']),
  iraq('long', 'خاوليتي عتيكة اريد خاوليات بيض', ['towels-bath-set-4-white']),
  maghreb(
    'long',
    'زربيتي تقطعات بغيت وحدة لبيت النعاس',
    ['rug-bedroom-120x170-beige'],
    ['prayermat-travel-foldable'],
  ),
  maghreb('long', 'طنجرتي تحرقات بغيت وحدة ديال الضغط', ['pressurecooker-inox-6l'], ['pot-tefal-inox-24cm']),
  maghreb(
    'long',
    'سبرديلتي تقطعات بغيت وحدة ديال الجري',
    ['shoes-puma-running-black'],
    ['shoes-newbalance-574-grey'],
  ),
];

/**
 * "Without" as each region says it (`من غير`, `من دون`, `بلا`), in the phrases that name a product
 * by what it does without (a vacuum without a wire, a fryer without oil).
 */
export const DEV_QUERIES_TWENTY_SECOND_WITHOUT: readonly TaggedQuery[] = [
  egypt('dialect', 'قلاية من غير زيت', ['airfryer-philips-hd9200'], ['fryingpan-nonstick-28cm']),
  egypt('long', 'عايزة قلاية من غير زيت للبطاطس', ['airfryer-philips-hd9200'], ['fryingpan-nonstick-28cm']),
  egypt('dialect', 'مكنسة من غير سلك', ['vacuum-dyson-v8'], ['carvacuum-portable-12v', 'broom-soft-floor']),
  levant(
    'long',
    'بدي مكنسة من دون سلك للبيت',
    ['vacuum-dyson-v8'],
    ['carvacuum-portable-12v', 'broom-soft-floor'],
  ),
  levant('dialect', 'قلاية من دون زيت', ['airfryer-philips-hd9200'], ['fryingpan-nonstick-28cm']),
  maghreb('dialect', 'مقلاة بلا زيت', ['airfryer-philips-hd9200'], ['fryingpan-nonstick-28cm']),
  iraq('dialect', 'مكنسة بلا واير', ['vacuum-dyson-v8'], ['carvacuum-portable-12v', 'broom-soft-floor']),
];

/**
 * Iraq and the Gulf written as said: `گ` for the `ق` said as g (`گلم`, a pen; `گطن`, cotton) and
 * `چ` for the `ك` said as ch (`سمچ`, fish; `چلاب`, dogs), in the shoppers' own letters.
 */
export const DEV_QUERIES_TWENTY_SECOND_LETTERS: readonly TaggedQuery[] = [
  iraq('dialect', 'سمچ بلطي مجمد', ['fish-tilapia-1kg']),
  iraq('dialect', 'اكل چلاب صغار', ['dogfood-royalcanin-mini-2kg'], ['dogleash-nylon-red']),
  iraq('dialect', 'شرشف گطن ابيض', ['sheet-double-cotton-white'], ['duvet-single-150x200']),
  iraq('dialect', 'گلم رصاص', ['pencils-staedtler-2b-12'], ['pens-pilot-v5-blue-3']),
  iraq('dialect', 'ورگ A4', ['paper-a4-box-5']),
  iraq('dialect', 'مگص مدرسي', ['scissors-school-kids']),
  gulf('dialect', 'ترمس گهوة', ['thermos-arabic-coffee-1l'], ['dallah-coffee-brass']),
  gulf('dialect', 'دلة گهوة صفر', ['dallah-coffee-brass'], ['thermos-arabic-coffee-1l']),
  iraq('dialect', 'گدر ضغط', ['pressurecooker-inox-6l'], ['pot-tefal-inox-24cm', 'pot-aluminium-30cm']),
  gulf('dialect', 'چيس شيبس ملح', ['chips-lays-salt-5']),
];

/**
 * The pharmacy by complaint: heartburn, diarrhoea, constipation, allergy, a baby's colic and
 * dehydration in each region's words, for medicines the store names by brand (`pharmacy-needs.ts`).
 */
export const DEV_QUERIES_TWENTY_SECOND_COMPLAINTS: readonly TaggedQuery[] = [
  gulf('dialect', 'دوا حموضة', ['antacid-gaviscon-24']),
  egypt('long', 'عايز حاجة للحموضة والحرقان', ['antacid-gaviscon-24']),
  levant('long', 'بدي شي للحرقة بالمعدة', ['antacid-gaviscon-24']),
  maghreb('dialect', 'دوا ديال الحموضة', ['antacid-gaviscon-24']),
  egypt('dialect', 'دوا اسهال', ['antidiarrheal-imodium-6'], ['ors-sachets-10']),
  gulf('long', 'ابي شي يوقف الاسهال', ['antidiarrheal-imodium-6'], ['ors-sachets-10']),
  iraq('dialect', 'علاج اسهال', ['antidiarrheal-imodium-6'], ['ors-sachets-10']),
  gulf('dialect', 'ملين للامساك', ['laxative-dulcolax-30']),
  egypt('dialect', 'دوا امساك', ['laxative-dulcolax-30']),
  levant('long', 'بدي شي منيح للامساك', ['laxative-dulcolax-30']),
  gulf('dialect', 'حبوب حساسية', ['antihistamine-claritine-20']),
  egypt('dialect', 'برشام حساسية', ['antihistamine-claritine-20']),
  levant('long', 'بدي دوا للحساسية والعطس', ['antihistamine-claritine-20']),
  maghreb('dialect', 'دوا ديال الحساسية', ['antihistamine-claritine-20']),
  gulf('dialect', 'قطرة مغص للبيبي', ['colicdrops-infacol-50ml']),
  egypt('dialect', 'نقط مغص للرضيع', ['colicdrops-infacol-50ml']),
  iraq('long', 'اريد دوا مغص للطفل', ['colicdrops-infacol-50ml']),
  egypt('dialect', 'محلول جفاف', ['ors-sachets-10']),
  gulf('dialect', 'املاح للجفاف', ['ors-sachets-10']),
  gulf('english', 'antacid tablets', ['antacid-gaviscon-24']),
  gulf('english', 'allergy tablets', ['antihistamine-claritine-20']),
  gulf('english', 'laxative', ['laxative-dulcolax-30']),
  maghreb('french', 'comprimés contre les allergies', ['antihistamine-claritine-20']),
  maghreb('french', 'laxatif', ['laxative-dulcolax-30']),
];

/**
 * More complaints, at home and at the pharmacy: insects, dandruff, sore muscles, sleeplessness,
 * for products named by brand (`pharmacy-needs.ts`).
 */
export const DEV_QUERIES_TWENTY_SECOND_NEEDS: readonly TaggedQuery[] = [
  gulf('long', 'ابي شي يقتل الصراصير بالمطبخ', ['insecticide-pifpaf-400ml']),
  egypt('dialect', 'بخاخ ناموس', ['insecticide-pifpaf-400ml']),
  levant('dialect', 'رش للبرغش', ['insecticide-pifpaf-400ml']),
  iraq('dialect', 'دوا حشرات', ['insecticide-pifpaf-400ml']),
  maghreb('dialect', 'دوا ديال الناموس', ['insecticide-pifpaf-400ml']),
  egypt('long', 'عايز حاجة للنمل في المطبخ', ['insecticide-pifpaf-400ml']),
  gulf('dialect', 'شامبو قشرة', ['shampoo-headshoulders-400'], ['shampoo-pantene-repair-400']),
  levant('long', 'بدي شامبو ضد القشرة للرجال', ['shampoo-headshoulders-400'], ['shampoo-pantene-repair-400']),
  maghreb(
    'french',
    'shampooing antipelliculaire',
    ['shampoo-headshoulders-400'],
    ['shampoo-pantene-repair-400'],
  ),
  gulf('english', 'dandruff shampoo for men', ['shampoo-headshoulders-400'], ['shampoo-pantene-repair-400']),
  gulf('long', 'ابي كريم لالم العضلات بعد الرياضة', ['musclerub-deepheat-100g']),
  egypt('dialect', 'كريم شد عضلي', ['musclerub-deepheat-100g']),
  iraq('dialect', 'دهن للمفاصل والعضلات', ['musclerub-deepheat-100g']),
  gulf('english', 'muscle pain cream', ['musclerub-deepheat-100g']),
  gulf('dialect', 'حبوب نوم', ['melatonin-5mg-60'], ['painkiller-panadol-night-20']),
  egypt('long', 'عندي ارق ومش عارف انام', ['melatonin-5mg-60'], ['painkiller-panadol-night-20']),
  levant('long', 'بدي شي يساعدني عالنوم', ['melatonin-5mg-60'], ['painkiller-panadol-night-20']),
  gulf('english', 'sleep aid', ['melatonin-5mg-60'], ['painkiller-panadol-night-20']),
];

/**
 * The car's trouble said as shoppers say it, for the part or tool that fixes it: a flat battery,
 * a tyre low on air, squealing brakes, wipers that streak.
 */
export const DEV_QUERIES_TWENTY_SECOND_CAR_TROUBLE: readonly TaggedQuery[] = [
  gulf('long', 'البطارية نايمة والسيارة ما تشتغل', ['jumpcables-500a', 'battery-acdelco-80ah']),
  egypt('long', 'العربية مش بتدور البطارية فاضية', ['jumpcables-500a', 'battery-acdelco-80ah']),
  levant('long', 'السيارة ما عم تقلع البطارية خالصة', ['jumpcables-500a', 'battery-acdelco-80ah']),
  gulf('long', 'الكفر ناقص هوا ابي شي انفخه', ['tyreinflator-12v'], ['carjack-hydraulic-2t']),
  egypt('long', 'الكاوتش نايم عايز حاجة انفخه بيها', ['tyreinflator-12v'], ['carjack-hydraulic-2t']),
  levant('long', 'الدولاب نازل هوا بدي نفاخ', ['tyreinflator-12v'], ['carjack-hydraulic-2t']),
  gulf('long', 'الفرامل تصفر ابي فحمات خلفية للنترا', ['brakepads-rear-hyundai-elantra']),
  egypt('long', 'الفرامل بتزيق عايز تيل فرامل', ['brakepads-rear-hyundai-elantra']),
  iraq('long', 'الماسحات تخطط الجامة اريد جديدات', ['wipers-valeo-pair']),
  maghreb('long', 'الايسوار كيخليو الخطوط فالجاجة', ['wipers-valeo-pair']),
];

/**
 * More verbs of what a product is for: blend (`اخلط`), swim (`اسبح`, Egypt's `اعوم`), pray on
 * (`اصلي عليه`), perfume the house with incense (`ابخر`).
 */
export const DEV_QUERIES_TWENTY_SECOND_VERBS: readonly TaggedQuery[] = [
  egypt('long', 'عايزة حاجة اخلط بيها العصير', ['blender-ninja-bn750']),
  gulf('long', 'ابي شي اخلط فيه الحليب والفواكه', ['blender-ninja-bn750']),
  maghreb('long', 'بغيت شي حاجة نخلط بيها الخضرة', ['blender-ninja-bn750']),
  gulf('long', 'ابي شي البسه وانا اسبح', ['swimsuit-women-onepiece-navy']),
  egypt('long', 'عايزة حاجة البسها وانا بعوم', ['swimsuit-women-onepiece-navy']),
  levant('long', 'بدي شي اصلي عليه بالسفر', ['prayermat-travel-foldable'], ['rug-bedroom-120x170-beige']),
  iraq('long', 'اريد شي اصلي عليه بالشغل', ['prayermat-travel-foldable'], ['rug-bedroom-120x170-beige']),
  gulf(
    'long',
    'ابي شي ابخر فيه البيت',
    ['burner-ceramic-small'],
    ['bakhoor-oudi-100g', 'oudwood-malaysian-25g'],
  ),
  maghreb(
    'long',
    'بغيت شي حاجة نبخر بيها الدار',
    ['burner-ceramic-small'],
    ['bakhoor-oudi-100g', 'oudwood-malaysian-25g'],
  ),
];

/** Cool (a room, the house): the air conditioner, the fan near it. */
export const DEV_QUERIES_TWENTY_SECOND_COOL: readonly TaggedQuery[] = [
  gulf('long', 'ابي شي يبرد الغرفة بالصيف', ['ac-*'], ['fan-stand-16in']),
  egypt('long', 'عايز حاجة تبرد الاوضة', ['ac-*'], ['fan-stand-16in']),
  levant('long', 'بدي شي يبرد البيت بالصيف', ['ac-*'], ['fan-stand-16in']),
  iraq('long', 'اريد شي يبرد الغرفة', ['ac-*'], ['fan-stand-16in']),
  maghreb('long', 'بغيت شي حاجة تبرد البيت', ['ac-*'], ['fan-stand-16in']),
];

/** Darija's kitchen: the knife (`جنوي`, `جناوي`) and the stove (`بوطاغاز`, from the gas it burns). */
export const DEV_QUERIES_TWENTY_SECOND_DARIJA_KITCHEN: readonly TaggedQuery[] = [
  maghreb('dialect', 'جنوي كبير للحم', ['knives-kitchen-set-5']),
  maghreb('dialect', 'جناوي ديال الماكلة', ['knives-kitchen-set-5']),
  maghreb('dialect', 'بوطاغاز بالفران', ['cooker-gas-4burners-oven']),
  maghreb('dialect', 'بوطاغاز ربعة العيون', ['cooker-gas-4burners-oven']),
];
