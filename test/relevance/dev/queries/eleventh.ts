import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

/**
 * Eleventh pass, written before its changes: the words of the kitchen, the market, the wardrobe,
 * the house and the workshop as each region says them (Darija and the Algerian and Tunisian
 * words, French loanwords of the Maghreb in Arabic letters, Egyptian, Levantine, Iraqi and Gulf
 * words), and long queries around them.
 */
export const DEV_QUERIES_ELEVENTH: readonly TaggedQuery[] = [
  // Maghreb: the market and the kitchen.
  maghreb('dialect', 'حريرة واجدة', ['harira-mix-ayour-300g']),
  maghreb('dialect', 'سميد غليظ', ['semolina-coarse-1kg']),
  maghreb('dialect', 'كفتة ديال العجل', ['mince-beef-500g']),
  maghreb('dialect', 'دلاح', ['watermelon-whole']),
  maghreb('dialect', 'الحامض بالكيلو', ['lemons-1kg']),
  maghreb('dialect', 'الرايب الطبيعي', ['yogurt-almarai-plain-1kg']),
  maghreb('dialect', 'أتاي منعنع', ['tea-green-mint-25']),
  maghreb('dialect', 'الملحة الرقيقة', ['salt-fine-1kg']),
  maghreb('dialect', 'العسل الحر', ['honey-alshifa-500g']),
  maghreb('dialect', 'حلوة الترك', ['halawa-vanilla-450g']),
  maghreb('dialect', 'شيبس بالملحة', ['chips-lays-salt-5']),
  maghreb('french', 'شكلاط جالاكسي', ['chocolate-galaxy-smooth-4']),
  maghreb('french', 'بيسكوي بالشكلاط', ['biscuits-tiger-chocolate-12']),
  maghreb('french', 'blanc de poulet congelé', ['chicken-breast-frozen-1kg']),
  // Maghreb: the wardrobe and the house.
  maghreb('dialect', 'جلابة رجالي بيضا', ['jalabiya-men-moroccan-white']),
  maghreb('dialect', 'سمطة ديال الجلد للعيالات', ['belt-women-leather-tan']),
  maghreb('dialect', 'سروال دجين للنسا', ['jeans-women-mom-blue']),
  maghreb('french', 'مارسال أبيض رجالي', ['undershirt-men-white-3']),
  maghreb('french', 'شورط ديال الرياضة', ['shorts-men-sport-navy']),
  maghreb('dialect', 'الإزار ديال الفراش', ['sheet-double-cotton-white']),
  maghreb('dialect', 'فوطة ديال الحمام', ['towels-bath-set-4-white']),
  maghreb('dialect', 'جفاف مع السطل', ['mop-spin-bucket']),
  maghreb('french', 'الفير ديال الحوايج', ['iron-philips-steam-2400w']),
  maghreb('dialect', 'كروسة ديال الدراري الصغار', ['stroller-joie-pact']),
  maghreb('french', 'بوسيت جوي', ['stroller-joie-pact']),
  // Maghreb: electronics, the workshop and the car in French loanwords.
  maghreb('french', 'لاكلي يو اس بي 128', ['usb-sandisk-ultra-128']),
  maghreb('french', 'سوري ديال الجيمينغ', ['mouse-logitech-g102-gaming', 'mouse-razer-deathadder']),
  maghreb('french', 'بافل بلوتوث', ['speaker-jbl-flip6']),
  maghreb('french', 'بانس ديال الكهرباء', ['pliers-longnose-6in']),
  maghreb('dialect', 'سلوم ديال 3 درجات', ['stepladder-3steps']),
  maghreb('french', 'رولو ديال الصباغة', ['paintroller-18cm']),
  maghreb(
    'french',
    'ليويل ديال الموتور 5w40',
    ['engineoil-mobil-super3000-5w40-4l'],
    ['engineoil-castrol-edge-0w20-4l'],
  ),
  maghreb('french', 'كاوتشو 225 45 17', ['tyre-yokohama-225-45-r17']),
  maghreb('dialect', 'ريحة ديال الطوموبيل', ['carfreshener-gel-lemon']),
  maghreb('dialect', 'فرشة ديال السنان', ['toothbrush-sensodyne-soft']),
  maghreb('french', 'آلة ديال الطونسيون', ['bpmonitor-wrist-omron']),
  // Egypt.
  egypt('dialect', 'جبنة بيضا', ['feta-puck-500g']),
  egypt('dialect', 'صلصة طماطم', ['tomatopaste-tin-400g']),
  egypt('dialect', 'بلح سكري', ['dates-sukkari-qassim-3kg'], ['dates-khalas-1kg', 'dates-medjool-500g']),
  egypt('dialect', 'جزمة جلد رجالي', ['boots-men-leather-brown']),
  egypt('dialect', 'شنطة ضهر', ['backpack-casual-grey']),
  egypt('dialect', 'غلاية مية', ['kettle-tefal-1-7l']),
  // Levant.
  levant('dialect', 'برداية رمادي', ['curtains-linen-look-grey']),
  levant('dialect', 'كنزة بكابيشون سودا', ['hoodie-men-black']),
  levant('dialect', 'بوط جلد', ['boots-men-leather-brown']),
  levant('dialect', 'شرشف دبل', ['sheet-double-cotton-white']),
  // Iraq.
  iraq('dialect', 'ركي', ['watermelon-whole']),
  iraq('dialect', 'جواريب اطفال', ['socks-kids-cotton-5pairs']),
  // Gulf.
  gulf('dialect', 'جوتي جلد', ['boots-men-leather-brown']),
  gulf('dialect', 'حرام دبل', ['blanket-fleece-double-navy']),
  gulf('dialect', 'كندورة بيضا', ['jalabiya-men-moroccan-white']),
  // Others of each region, in place of those the earlier passes had already asked.
  maghreb('dialect', 'مجمر ديال البخور', ['burner-ceramic-small']),
  maghreb('french', 'سبرديلة بوما', ['shoes-puma-running-black']),
  maghreb('dialect', 'ماكينة ديال الحسانة', ['shaver-braun-series5'], ['trimmer-philips-oneblade']),
  maghreb('dialect', 'زيت المايدة', ['oil-sunflower-1-8l']),
  maghreb('dialect', 'شكارة ديال السميد', ['semolina-coarse-1kg']),
  maghreb('dialect', 'خيار مرقد', ['pickles-cucumber-jar']),
  egypt('dialect', 'بسكوت بالشيكولاتة', ['biscuits-tiger-chocolate-12']),
  egypt('dialect', 'شاحن عربية', ['charger-belkin-car-dual']),
  levant('dialect', 'نبريش مي 20 متر', ['hose-garden-20m']),
  levant('dialect', 'بنسة بوز طويل', ['pliers-longnose-6in']),
  levant('dialect', 'دهان ابيض للحيطان', ['paint-national-white-3-6l']),
  iraq('dialect', 'چاي اخضر بالنعناع', ['tea-green-mint-25']),
  iraq('dialect', 'جكليت كلاكسي', ['chocolate-galaxy-smooth-4']),
  iraq('dialect', 'جبس ليز ملح', ['chips-lays-salt-5']),
  gulf('dialect', 'تواير يوكوهاما 17', ['tyre-yokohama-225-45-r17']),
  gulf('dialect', 'مساحات سيارة', ['wipers-valeo-pair']),
  gulf('dialect', 'مبخرة صغيرة سيراميك', ['burner-ceramic-small']),
  // Long queries around them.
  maghreb('long', 'عندكم شي كاسك بلوتوث مزيان ماشي غالي', ['headphones-jbl-tune510bt']),
  maghreb('long', 'واش كاينة شي صباغة بيضا ديال الحيوط', ['paint-national-white-3-6l']),
  maghreb('long', 'بغيت نشري دلاح كبير', ['watermelon-whole']),
  gulf('long', 'ابغى جوتي جلد بني للرجال مقاس 43', ['boots-men-leather-brown']),
  egypt('long', 'عايزة طرحة سودا للبنات', ['hijab-jersey-black']),
  egypt('long', 'عاوز خلاط قوي للعصاير', ['blender-ninja-bn750']),
  levant('long', 'بدي حرام دبل كحلي للشتوية', ['blanket-fleece-double-navy']),
  levant('long', 'شو في عندكم مكنسة كهربا لاسلكية', ['vacuum-dyson-v8']),
  iraq('long', 'اريد جواريب قطن للجهال', ['socks-kids-cotton-5pairs']),
  iraq('long', 'اريد تمن بسمتي كيس عشرة كيلو', ['rice-alosra-basmati-10kg']),
];
