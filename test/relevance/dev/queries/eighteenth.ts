import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');

/**
 * Eighteenth pass, written before its changes: store words (not dialect words) typed with the
 * consonant a region says for them. Egypt and the Levant say ق as a glottal stop and write it
 * أ (`اميص` قميص, `أرفة` قرفة); the Gulf says ج as ي (`ثلايه` ثلاجة, `دياي` دجاج), ق as g and ك
 * as ch, both written ج (`جرفة` قرفة, `سجاجين` سكاكين); Egypt and the Levant say ث as ت and ذ as
 * د (`توب` ثوب, `دهبي` ذهبي).
 */
export const DEV_QUERIES_EIGHTEENTH_SOUNDS: readonly TaggedQuery[] = [
  levant('dialect', 'اميص', ['shirt-men-formal-white', 'shirt-men-oxford-blue']),
  levant('dialect', 'اميص رجالي ابيض', ['shirt-men-formal-white'], ['shirt-men-oxford-blue']),
  egypt('dialect', 'مأص', ['scissors-school-kids']),
  egypt('dialect', 'بيجامة أطن حريمي', ['pajamas-women-cotton']),
  levant('dialect', 'مألاية', ['fryingpan-nonstick-28cm']),
  levant('dialect', 'أرفة عيدان', ['cinnamon-sticks-100g']),
  egypt('dialect', 'أرنفل حب', ['cloves-whole-50g']),
  levant('dialect', 'معمول بالفستء', ['maamoul-pistachio-400g']),
  levant('dialect', 'أبعة سودا', ['cap-baseball-black']),
  levant('dialect', 'دراجة بمأبض للصغار', ['tricycle-toddler-handle'], ['bicycle-kids-16in']),
  egypt('dialect', 'ألم رصاص', ['pencils-staedtler-2b-12']),
  gulf('dialect', 'ثلايه', ['fridge-lg-nofrost-400l', 'fridge-mini-90l']),
  gulf('dialect', 'صدور دياي', ['chicken-breast-frozen-1kg']),
  gulf('dialect', 'درايه للياهل', ['bicycle-kids-16in'], ['tricycle-toddler-handle']),
  gulf('dialect', 'يبنة فيتا', ['feta-puck-500g']),
  gulf('dialect', 'زياية مويه رياضيه', ['waterbottle-sports-750ml']),
  gulf('dialect', 'جرفة عيدان', ['cinnamon-sticks-100g']),
  gulf('dialect', 'مجص', ['scissors-school-kids']),
  iraq('dialect', 'طقم سجاجين', ['knives-kitchen-set-5']),
  gulf('dialect', 'جميص رسمي', ['shirt-men-formal-white']),
  levant('dialect', 'توب ولادي ابيض', ['thobe-boys-white-10y']),
  egypt('dialect', 'صينية دهبي', ['tray-serving-gold-40cm']),
];

const maghreb = regionQueries('maghreb');

/**
 * Requests of four to eight words, as each region asks for a thing by its use, its owner or its
 * moment (`للجيم`, `للعزيمة`, `للترويقة`), written before the changes they measure.
 */
export const DEV_QUERIES_EIGHTEENTH_LONG: readonly TaggedQuery[] = [
  gulf('long', 'ابغى شي احط فيه مويه بارده للجيم', ['waterbottle-sports-750ml']),
  gulf(
    'long',
    'وش افضل زيت لسيارتي الكامري الجديده',
    ['engineoil-castrol-edge-0w20-4l'],
    ['engineoil-mobil-super3000-5w40-4l'],
  ),
  gulf(
    'long',
    'عندكم مكيف يبرد غرفه صغيره',
    ['ac-lg-split-12000'],
    ['ac-gree-split-18000', 'ac-samsung-split-24000'],
  ),
  gulf('long', 'ابي هديه لزوجتي عطر نسائي فخم', ['perfume-ajmal-sacrifice-her-50']),
  gulf('long', 'ودي بتمر سكري للضيوف كرتون كبير', ['dates-sukkari-qassim-3kg']),
  egypt('long', 'عايز حاجة اشيل فيها اللابتوب للشغل', ['laptopbag-targus-15-6'], ['backpack-casual-grey']),
  egypt('long', 'فين الاقي جبنة بيضا فيتا للفطار', ['feta-puck-500g']),
  egypt('long', 'محتاج شاحن سريع للسامسونج بتاعي', ['charger-samsung-45w']),
  egypt('long', 'عايزة حاجة تنضف المكياج من على وشي', ['micellar-garnier-400ml']),
  egypt('long', 'عاوز عدة اصلح بيها الحنفية في البيت', ['wrench-adjustable-250mm'], ['pliers-longnose-6in']),
  levant(
    'long',
    'بدي شي اطبخ فيه رز كتير للعزيمة',
    ['pot-aluminium-30cm'],
    ['pot-tefal-inox-24cm', 'pressurecooker-inox-6l'],
  ),
  levant('long', 'شو عندكم كريم بيحمي من الشمس للبحر', ['sunscreen-bioderma-spf50-40ml']),
  levant('long', 'بدي فرشاية سنان ناعمة للسنان الحساسة', ['toothbrush-sensodyne-soft']),
  levant('long', 'في عندكم لبنة طازة للترويقة', ['labneh-almarai-400g']),
  levant(
    'long',
    'بدي لعبة لبنتي عمرها ست سنين',
    ['doll-fashion-30cm', 'toy-dollhouse-wooden'],
    ['toy-puzzle-100pcs'],
  ),
  iraq('long', 'اريد شي ادفي بيه الغرفة بالشتا', ['heater-oil-11fins']),
  iraq('long', 'شكد سعر جهاز الضغط مال المعصم', ['bpmonitor-wrist-omron']),
  iraq('long', 'اريد طباخ بيه فرن اربع عيون', ['cooker-gas-4burners-oven']),
  iraq('long', 'اكو حليب لطفل عمره ثمن شهور', ['formula-aptamil-2-800g'], ['formula-nan-1-400g']),
  maghreb('long', 'بغيت شي حاجة نغسل بيها الحوايج', ['washer-samsung-frontload-8kg']),
  maghreb('long', 'عندكم شي زيت ديال الشعر طبيعي', ['arganoil-tissaliwine-100']),
  maghreb('long', 'بغيت نشري كاسكيطة كحلة للصيف', ['cap-baseball-black']),
  maghreb('long', 'شحال الثمن ديال الفرشة الطبية', ['mattress-medical-160x200']),
  maghreb('long', 'بغيت شي حاجة نسخن بيها الما للأتاي', ['kettle-tefal-1-7l'], ['teapot-inox-1l']),
];

/** English words of the house and the dressing table as the Gulf and the Levant say them, written before the changes. */
export const DEV_QUERIES_EIGHTEENTH_LOANWORDS: readonly TaggedQuery[] = [
  gulf('dialect', 'كتل كهربائي', ['kettle-tefal-1-7l']),
  gulf('dialect', 'كتل تيفال', ['kettle-tefal-1-7l']),
  gulf('dialect', 'ايرون بخار', ['iron-philips-steam-2400w']),
  levant('dialect', 'درايير شعر', ['hairdryer-philips-2200w']),
  gulf('dialect', 'سن بلوك للوجه', ['sunscreen-bioderma-spf50-40ml']),
  gulf('dialect', 'سنبلوك ٥٠', ['sunscreen-bioderma-spf50-40ml']),
  egypt('dialect', 'هيتر زيت', ['heater-oil-11fins']),
  gulf('dialect', 'هيتر للغرفه', ['heater-oil-11fins']),
  levant('dialect', 'سبيكر بلوتوث', ['speaker-jbl-flip6']),
  gulf('dialect', 'هيدسيت لاسلكي', ['headphones-jbl-tune510bt'], ['earbuds-*']),
];

/** The Gulf's everyday requests for the majlis, the car and the kitchen, written before the changes. */
export const DEV_QUERIES_EIGHTEENTH_GULF: readonly TaggedQuery[] = [
  gulf('dialect', 'بخور عودي ريحته تجنن', ['bakhoor-oudi-100g']),
  gulf('dialect', 'مبخره صغيرونه', ['burner-ceramic-small']),
  gulf('dialect', 'دله نحاس للقهوه العربيه', ['dallah-coffee-brass']),
  gulf('dialect', 'ترمس للقهوه لتر', ['thermos-arabic-coffee-1l']),
  gulf('dialect', 'قهوه شقرا بن الشيوخ', ['coffee-alshuyukh-blonde-500g']),
  gulf('dialect', 'هيل حب للقهوه', ['cardamom-green-100g']),
  gulf('dialect', 'خلطه لقيمات جاهزه', ['luqaimat-mix-box-400g']),
  gulf('dialect', 'عيش سيلا خمسه كيلو', ['rice-sella-yellow-5kg']),
  gulf('dialect', 'ثوب لولدي عمره عشر سنين', ['thobe-boys-white-10y']),
  gulf('dialect', 'عبايه لبنتي ثمان سنين', ['abaya-girls-black-8y']),
  gulf('dialect', 'مروحه واقفه', ['fan-stand-16in']),
  gulf('dialect', 'معطر سياره ريحة ليمون', ['carfreshener-gel-lemon']),
  gulf('dialect', 'كفر يوكوهاما ١٧', ['tyre-yokohama-225-45-r17']),
  gulf('dialect', 'دهن مكينه كاسترول', ['engineoil-castrol-edge-0w20-4l']),
  gulf('dialect', 'ستاند جوال للسياره', ['phoneholder-car-dashboard']),
  gulf('dialect', 'طبق بيض ٣٠ حبه', ['eggs-white-30']),
  gulf('dialect', 'صدر دياي مثلج', ['chicken-breast-frozen-1kg']),
  gulf('dialect', 'سمك بلطي مثلج', ['fish-tilapia-1kg']),
  gulf('dialect', 'شنطة لابتوب ظهر', ['laptopbag-targus-15-6'], ['backpack-casual-grey']),
  gulf('dialect', 'نعال جلد للرجال', ['sandals-men-leather-brown']),
  gulf('dialect', 'غطا جوال ايفون ١٤', ['case-iphone14-silicone-black']),
  gulf('dialect', 'سماعه بلوتوث تغطي الاذن', ['headphones-jbl-tune510bt']),
];

/** French and English as shoppers type them: no accents, lower case, the words a label leaves out. Written before the changes. */
export const DEV_QUERIES_EIGHTEENTH_LATIN: readonly TaggedQuery[] = [
  maghreb('french', 'coque pour galaxy s23 fe', ['case-samsung-s23fe-clear']),
  maghreb('french', 'cle usb 128go', ['usb-sandisk-ultra-128']),
  maghreb('french', 'plaquette frein elantra', ['brakepads-rear-hyundai-elantra']),
  maghreb('french', 'essuie glace valeo', ['wipers-valeo-pair']),
  maghreb('french', 'pince bec long', ['pliers-longnose-6in']),
  maghreb('french', 'tuyau arrosage 20m', ['hose-garden-20m']),
  maghreb('french', 'liquide refroidissement', ['coolant-prestone-4l']),
  maghreb('french', 'chemise homme bleu', ['shirt-men-oxford-blue'], ['shirt-men-formal-white']),
  maghreb('french', 'baskets grises homme', ['shoes-newbalance-574-grey']),
  maghreb('french', 'creme solaire visage spf 50', ['sunscreen-bioderma-spf50-40ml']),
  maghreb('french', 'couches taille 3', ['diapers-pampers-s3-68']),
  maghreb('french', 'tetine bebe', ['pacifier-avent-ultrasoft-2']),
  maghreb('french', 'cartouche encre canon noir', ['ink-canon-445-black']),
  maghreb('french', 'fer a repasser vapeur', ['iron-philips-steam-2400w']),
  maghreb('french', 'serpilliere avec seau', ['mop-spin-bucket']),
  gulf('english', 'usb flash drive 128', ['usb-sandisk-ultra-128']),
  gulf('english', 'antifreeze coolant', ['coolant-prestone-4l']),
  gulf('english', 'kids school bag', ['schoolbag-boys-blue-cars']),
  iraq('english', 'hotel pillows', ['pillows-hotel-2']),
];

/** Longer requests again: a question, a budget, a brand and an audience in one, a thing not wanted. Written before the changes. */
export const DEV_QUERIES_EIGHTEENTH_REQUESTS: readonly TaggedQuery[] = [
  gulf('long', 'ابي شاحن للسيارة فيه منفذين للجوالات', ['charger-belkin-car-dual']),
  gulf('long', 'ابي سماعات ابل الجديده اللي بدون سلك', ['earbuds-apple-airpods4']),
  gulf(
    'long',
    'ابغى ساعة ذكية تحسب الخطوات ورخيصة',
    ['smartband-xiaomi-band8'],
    ['smartwatch-apple-series9-45'],
  ),
  gulf('long', 'وش عندكم بطاريات للسيارة تتحمل الحر', ['battery-acdelco-80ah']),
  egypt('long', 'عايز مكنة حلاقة براون مش فيليبس', ['shaver-braun-series5']),
  egypt('long', 'فيه جبنة بالبقرة الضاحكة للعيال في المدرسة', ['cheese-triangles-lavachequirit-8']),
  egypt('long', 'عاوز زيت زيتون فلسطيني اصلي لتر', ['oliveoil-zejd-1l']),
  egypt('long', 'محتاجة شامبو للاطفال ما يحرقش العين', ['shampoo-mustela-baby-200']),
  levant('long', 'بدي مكواية بخار قوية للتياب', ['iron-philips-steam-2400w']),
  levant('long', 'عندكن فرشاية شعر مسطحة للشعر الطويل', ['hairbrush-paddle']),
  levant('long', 'بدي شي منظف للوش بيشيل المكياج', ['micellar-garnier-400ml']),
  levant('long', 'بدي كنباية تلات مقاعد لونها رمادي', ['sofa-3seat-fabric-grey']),
  iraq('long', 'اريد جوال سامسونج مو غالي كلش', ['phone-samsung-s23fe-256-mint']),
  iraq('long', 'عدكم دواء للصخونة للكبار', ['fever-fevadol-500-20'], ['painkiller-*']),
  iraq('long', 'اريد قاط رياضة لون اسود رجالي', ['tracksuit-men-black']),
  iraq('long', 'اريد غسالة تحميل امامي ثمن كيلو', ['washer-samsung-frontload-8kg']),
  maghreb('long', 'بغيت تلفون شاومي فيه ذاكرة كبيرة', ['phone-xiaomi-14-512-black']),
  maghreb(
    'long',
    'عندكم شي حاجة ديال الكحة للدراري',
    ['coughsyrup-prospan-100ml'],
    ['lozenges-vicks-menthol-20'],
  ),
  maghreb('long', 'بغيت زربية ديال البيت ديال النعاس', ['rug-bedroom-120x170-beige']),
  maghreb('long', 'بغيت صباط ديال الجري كحل', ['shoes-puma-running-black']),
];
