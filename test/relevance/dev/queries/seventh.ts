import { regionQueries, type TaggedQuery } from '../../tagged-query.ts';

const gulf = regionQueries('gulf');
const egypt = regionQueries('egypt');
const levant = regionQueries('levant');
const iraq = regionQueries('iraq');
const maghreb = regionQueries('maghreb');

const CHEAP_PHONES = ['phone-realme-c55-128-black', 'phone-infinix-note30-256-gold'];
const KIDS_CLOTHES = [
  'hoodie-kids-grey-6y',
  'socks-kids-cotton-5pairs',
  'thobe-boys-white-10y',
  'abaya-girls-black-8y',
];

/**
 * Seventh pass, written before its changes: products and brands named in Arabic only typed in
 * Latin, and brands named in English only typed in Arabic, with and without a kind word (both
 * where another product shares the kind or the brand); long queries that stack a dialect word
 * for the kind, a brand in the other script, a purpose, a recipient, a size or a price; a few
 * regional words.
 */
export const DEV_QUERIES_SEVENTH: readonly TaggedQuery[] = [
  egypt('cross-script', 'shai el arosa', ['tea-elarosa-loose-250g'], ['tea-rabea-400g']),
  levant('cross-script', 'arousa tea', ['tea-elarosa-loose-250g'], ['tea-rabea-400g']),
  egypt('cross-script', 'makarona el malika', ['pasta-elmalika-penne-400g'], ['pasta-barilla-fusilli-500g']),
  levant('cross-script', 'makdous', ['makdous-walnut-1kg']),
  levant('cross-script', 'makdoos betenjan', ['makdous-walnut-1kg']),
  iraq('cross-script', 'kleicha tamur', ['kleicha-dates-box-450g'], ['dates-*']),
  maghreb('cross-script', 'amlou', ['amlou-almond-250g']),
  maghreb('cross-script', 'amlou bel louz', ['amlou-almond-250g']),
  gulf('cross-script', 'khaltat lgeimat', ['luqaimat-mix-box-400g']),
  maghreb('cross-script', 'couscous rqiq', ['couscous-tria-fine-1kg']),
  egypt('cross-script', 'ماوس ريزر', ['mouse-razer-deathadder'], ['mouse-logitech-g102-gaming']),
  gulf('cross-script', 'ريزر ديث ادر', ['mouse-razer-deathadder']),
  egypt('cross-script', 'كاتشب هاينز', ['ketchup-heinz-570g']),
  maghreb('cross-script', 'كيتشوب هاينز', ['ketchup-heinz-570g']),
  gulf('cross-script', 'مكنسة دايسون', ['vacuum-dyson-v8']),
  iraq('cross-script', 'دايسون في 8', ['vacuum-dyson-v8']),
  gulf('cross-script', 'كورن فليكس كيلوقز', ['cornflakes-kelloggs-500g']),
  levant('cross-script', 'سبيكر جي بي ال فليب', ['speaker-jbl-flip6']),
  iraq('cross-script', 'جي بي ال فليب ٦', ['speaker-jbl-flip6']),
  levant('cross-script', 'جونسون بيبي اويل', ['babyoil-johnsons-300ml']),
  iraq('cross-script', 'زيت جونسون للاطفال', ['babyoil-johnsons-300ml']),
  egypt('cross-script', 'بريستون مية رادياتير', ['coolant-prestone-4l']),
  // Written while reading the first misses: a brand's model typed in Arabic beside a kind word
  // another product of the brand is named by.
  levant('cross-script', 'سماعة جي بي ال فليب', ['speaker-jbl-flip6'], ['headphones-jbl-tune510bt']),
  gulf('cross-script', 'ماوس ريزر ديث ادر', ['mouse-razer-deathadder'], ['mouse-logitech-g102-gaming']),
  // A store brand named in English only, typed in Arabic beside an Arabic adjective.
  egypt('cross-script', 'ريدراجون عربي', ['keyboard-redragon-mechanical']),
  // A model named in English only, typed in Arabic with its colour in Arabic.
  levant('cross-script', 'فليب ازرق', ['speaker-jbl-flip6']),
  // An English brand's plural s written ز, as it is said.
  gulf('cross-script', 'كيلوجز ٥٠٠ جرام', ['cornflakes-kelloggs-500g']),

  gulf('long', 'ابي سبيكر جي بي ال صغير اخذه البر', ['speaker-jbl-flip6']),
  egypt('long', 'عايزة مكنسة دايسون لاسلكي للشقة', ['vacuum-dyson-v8']),
  iraq('long', 'اريد دهن جونسون للجاهل بعد الحمام', ['babyoil-johnsons-300ml']),
  maghreb('long', 'بغيت صباط ديال الجري لولدي', ['shoes-puma-running-black'], ['shoes-newbalance-574-grey']),
  gulf('long', 'ابغى عطر نسائي لزوجتي ما يزيد عن ٣٠٠', ['perfume-ajmal-sacrifice-her-50']),
  levant('long', 'بدي كفر لموبايلي الايفون ١٤ لونه اسود', ['case-iphone14-silicone-black']),
  iraq('long', 'اريد شاحن سيارة تايب سي اربعين واط', ['charger-belkin-car-dual']),
  maghreb('long', 'بغيت شي بورطابل رخيص فيه بطارية مزيانة', CHEAP_PHONES, ['phone-*']),
  egypt('long', 'عايز كيس رز مصري خمسة كيلو للبيت', ['rice-egyptian-shortgrain-5kg']),
  gulf(
    'long',
    'ابي زيت للسياره مكينتها جديده فل سنثتك',
    ['engineoil-castrol-edge-0w20-4l'],
    ['engineoil-mobil-*'],
  ),
  levant('long', 'بدي ماوس لابني بيلعب عليه العاب', ['mouse-logitech-g102-gaming', 'mouse-razer-deathadder']),
  iraq('long', 'اريد قاط رياضة رجالي اسود حجم لارج', ['tracksuit-men-black']),
  egypt('long', 'عايز حاجة اسخن بيها المية للشاي بسرعة', ['kettle-tefal-1-7l']),
  levant('long', 'بدي كورن فليكس للولاد عالترويقة', ['cornflakes-kelloggs-500g']),
  maghreb('long', 'بغيت املو ديال اللوز باش نفطر', ['amlou-almond-250g']),

  // A second batch of long queries, written after the first changes and before those that follow.
  gulf('long', 'ابي عطر عود رجالي ثابت تحت ٢٠٠', ['perfume-lattafa-oudmood-100']),
  egypt('long', 'عايز جزمة جلد رجالي بني للشتا', ['boots-men-leather-brown']),
  levant('long', 'بدي طقم مناشف ابيض للحمام ٤ قطع', ['towels-bath-set-4-white']),
  iraq('long', 'اريد شرشف قطن ابيض لجرباية نفرين', ['sheet-double-cotton-white']),
  maghreb('long', 'بغيت زيت الزيتون ديال فلسطين لتر', ['oliveoil-zejd-1l']),
  egypt('long', 'عايزة بامبرز مقاس ٣ لابني عنده ٨ شهور', ['diapers-pampers-s3-68']),
  gulf('long', 'ابي كفر شفاف لجوالي جالكسي اس ٢٣', ['case-samsung-s23fe-clear']),
  levant('long', 'بدي فرشاية سنان ناعمة لان لثتي بتوجعني', ['toothbrush-sensodyne-soft']),
  iraq('long', 'اريد دفاتر مسطرة للمدرسة مال بنتي', ['notebook-a5-ruled-5']),
  maghreb('long', 'بغيت شي كريمة ديال اليدين حيت ناشفين', ['handcream-neutrogena-50ml']),
  gulf('long', 'ابغى بخور عودي ريحته حلوة للمجلس', ['bakhoor-oudi-100g'], ['burner-ceramic-small']),
  egypt('long', 'محتاج سلم حديد صغير تلات درجات للمطبخ', ['stepladder-3steps']),
  maghreb('long', 'بغيت شي ماشينة ديال الضغط لمي', ['bpmonitor-wrist-omron']),
  iraq('long', 'اريد نعال نسائي عسلي للصيف', ['sandals-women-flat-tan']),
  levant('cross-script', 'mayet ward', ['rosewater-cortas-300ml']),
  levant('dialect', 'مية ورد', ['rosewater-cortas-300ml']),

  // Maghrebi French loanwords and Gulf and Iraqi words, written before the lexicon entries below.
  maghreb('french', 'سوسيت ديال البيبي', ['pacifier-avent-ultrasoft-2']),
  maghreb('french', 'طرموميتر ديجيتال', ['thermometer-microlife-digital']),
  maghreb('french', 'مونطرة ديال ابل', ['smartwatch-apple-series9-45']),
  maghreb('french', 'طابليت شاومي', ['tablet-xiaomi-pad6-128']),
  maghreb('french', 'لورديناتور ديال القراية', ['laptop-*']),
  maghreb('french', 'بومادة ديال اليدين', ['handcream-neutrogena-50ml']),
  maghreb(
    'french',
    'كاشي ديال الراس',
    ['fever-fevadol-500-20', 'painkiller-panadol-night-20'],
    ['painkiller-cataflam-50-20'],
  ),
  maghreb('french', 'كارني ديال المدرسة', ['notebook-a5-ruled-5']),
  gulf('dialect', 'قوطي تونة', ['tuna-riomare-olive-3']),
  iraq('dialect', 'قوطية معجون طماطة', ['tomatopaste-tin-400g']),

  // Regional words for everyday products, written before the lexicon entries that follow them.
  levant('dialect', 'ابريق كهربا', ['kettle-tefal-1-7l']),
  iraq('dialect', 'تراكسوت رجالي اسود', ['tracksuit-men-black']),
  maghreb('dialect', 'خامية رمادية', ['curtains-linen-look-grey']),
  maghreb('dialect', 'ايزار ديال الناموسية', ['sheet-double-cotton-white']),
  egypt('dialect', 'علبة صلصة', ['tomatopaste-tin-400g']),
  gulf('dialect', 'كفرات ١٥ انش', ['tyre-continental-195-65-r15']),
  maghreb('dialect', 'الكفتة ديال البقري', ['mince-beef-500g']),
  iraq('dialect', 'كيلو شكر بني', ['sugar-brown-1kg']),
  gulf('dialect', 'روب المراعي', ['yogurt-almarai-plain-1kg']),
  maghreb('dialect', 'الرايب', ['yogurt-almarai-plain-1kg'], ['laban-nadec-1l']),
  egypt('dialect', 'كاوتش عربية مقاس 17', ['tyre-yokohama-225-45-r17']),

  maghreb('dialect', 'بغيت حوايج ديال الدراري', KIDS_CLOTHES),
  egypt('dialect', 'هدوم ولاد', KIDS_CLOTHES),

  // A department named as shoppers name it: أدوات (tools, supplies) is not أدوية (medicines).
  iraq(
    'parser',
    'ادوات مدرسية',
    [
      'notebook-a5-ruled-5',
      'pens-pilot-v5-blue-3',
      'pencils-staedtler-2b-12',
      'markers-sharpie-black-4',
      'gluestick-pritt-22g',
      'schoolbag-boys-blue-cars',
      'eraser-staedtler-2',
      'correctiontape-tippex',
      'sharpener-maped-double',
      'scissors-school-kids',
    ],
    ['paper-a4-box-5', 'stapler-office-staples'],
  ),

  maghreb('dialect', 'الحامض', ['lemons-1kg']),
  iraq('dialect', 'چاي ربيع', ['tea-rabea-400g']),
  levant('dialect', 'جرابات ولادي قطن', ['socks-kids-cotton-5pairs']),
  egypt('dialect', 'بنطلون جينز حريمي', ['jeans-women-mom-blue']),
  iraq('dialect', 'بنطرون جينز نسائي', ['jeans-women-mom-blue']),
  maghreb('french', 'كريون ديال المدرسة', ['pencils-staedtler-2b-12']),
];
