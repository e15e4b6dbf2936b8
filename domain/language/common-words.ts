import { normalizeWord } from './normalize.ts';
import { isPurposeVerb } from './purpose-verbs.ts';
import { isStopword } from './stopwords.ts';

/**
 * Everyday words of shopping queries that are not product names: adjectives (`زين` good, `كويس`,
 * `منيح`, `زوين`, `رخيص`), request verbs (`ابغى`, `بدي`, `نبي`), demonstratives and question
 * words across the dialects (`هاد`, `هيك`, `شلون`, `وين`, `فين`), quantity words (`وايد`, `بزاف`,
 * `برشا`), verbs of what the product is for (`احط`, `يشيل`, `يطلع`) and words about the shopper
 * (`لابني`, `عندي`). A word of this list is never read as the
 * transliteration of a name in the other script (`زين` "good" is not the brand Zain, `كويس` is
 * not `quiz`), and two such words are never joined into one name.
 */
// biome-ignore format: a word table reads best packed
const ARABIC = [
  // good, nice, new, cheap, big, small ... in MSA and the dialects
  'زين', 'زينه', 'زينة', 'حلو', 'حلوه', 'حلوين', 'كويس', 'كويسه', 'كويسين', 'منيح', 'منيحه', 'مليح', 'مليحه', 'باهي',
  'باهيه', 'زوين', 'زوينه', 'مزيان', 'مزيانه', 'جميل', 'جميله', 'جديد', 'جديده', 'جداد', 'رخيص', 'رخيصه', 'رخيصين',
  'غالي', 'غاليه', 'كبير', 'كبيره', 'كبار', 'صغير', 'صغيره', 'صغار', 'زغير', 'زغيره', 'طويل', 'طويله', 'قصير', 'قصيره',
  'خفيف', 'خفيفه', 'ثقيل', 'تقيل', 'قوي', 'قويه', 'سريع', 'سريعه', 'احسن', 'افضل', 'اجمل', 'ارخص', 'اغلى', 'اكبر',
  'اصغر', 'ممتاز', 'ممتازه', 'فخم', 'فخمه', 'نظيف', 'نضيف', 'عادي', 'عاديه', 'مناسب', 'مناسبه', 'حلوة', 'تمام',
  'مضبوط', 'قديم', 'قديمه', 'طيب', 'طيبه', 'شاطر', 'مرتب', 'ناعم', 'ناعمه', 'دافي', 'دافيه', 'خفيفين', 'كثير', 'كتير',
  'قليل', 'شوي', 'شويه', 'شويا', 'شوية', 'وايد', 'بزاف', 'برشا', 'هوايه', 'هواية', 'كلش', 'مره', 'جدا', 'بالزاف',
  // seats and places (Maghrebi `بلاصة`, from the French place: `كنبة 3 بلايص`, a three-seater), no pliers nor balais
  'بلاصه', 'بلاصة', 'بلايص', 'بلاصات', 'مقاعد', 'مقعد',
  // length, width, height: `طول` is not the English towel
  'طول', 'طوله', 'طولها', 'بطول', 'عرض', 'عرضه', 'بعرض', 'ارتفاع', 'ارتفاعه', 'حجم', 'حجمه', 'بحجم',
  // the seasons: `شتوية` (for winter) is not the English sheet
  'شتوي', 'شتويه', 'شتوية', 'شتا', 'شتاء', 'للشتا', 'للشتاء', 'بالشتا', 'صيفي', 'صيفيه', 'صيفية', 'صيف', 'للصيف', 'بالصيف',
  'ربيعي', 'ربيعيه', 'خريفي', 'خريفيه',
  // everyday words whose sound is that of a Latin catalog word: the Eid is no LED, a bird no
  // water, cold no bird, a year no sunny, a kilo no colle, a riyal no royal
  'العيد', 'عيد', 'للعيد', 'طير', 'طيور', 'بارد', 'بارده', 'سنه', 'سنة', 'سنين', 'كيلو', 'ريال', 'حالا', 'حالاً',
  'وانا', 'انا', 'بلا', 'حر', 'حره', 'للدار', 'الدار', 'دار', 'يحمي', 'تحمي', 'جنينه', 'جنينة', 'الواد', 'واد',
  'ودن', 'ودني', 'لثتي', 'لايدي', 'ايدي', 'ايد', 'سايق', 'سايقه', 'سعره', 'سعرها', 'حيت', 'حيوانيه', 'حيوانية',
  'تلات', 'تلاته', 'تلاتة', 'بيطلع', 'بتطلع',
  // a price said to be fair: `معقول` is not the Medjool date
  'معقول', 'معقوله', 'معقولة', 'بسعر', 'باسعار', 'مقبول', 'مقبوله',
  // the sound: `صوته` is not the English set
  'صوت', 'صوته', 'صوتها', 'وصوته',
  // occasions, materials and qualities that sound like a Latin catalog word: a gift is no hoodie, a
  // wedding no Eros, wool no sofa, a university no jam, the beach no sheet, wide no red, slow no BTU,
  // organic no Oudi
  'هديه', 'هدية', 'هدايا', 'عرس', 'اعراس', 'للعرس', 'صوف', 'جامعه', 'جامعة', 'للجامعه', 'للجامعة', 'شاطئ', 'شاطي',
  'للشاطئ', 'عريض', 'عريضه', 'عريضة', 'بطيء', 'بطيئه', 'عضوي', 'عضويه', 'عضوية',
  // places and doings a product is bought for: the hajj is no high, a club no Nido, hunting no seed,
  // reading no core, a nursery no red, work no amla, the Quran no crayon, a flat no Chicco, a hall no
  // sella, a villa no fille, a bus no boys, the market no sac, a mall no moulu, the desert no bar
  'حج', 'للحج', 'عمره', 'نادي', 'للنادي', 'صيد', 'للصيد', 'قراءه', 'قراءة', 'للقراءه', 'للقراءة', 'روضه', 'روضة',
  'للروضه', 'للروضة', 'عمل', 'للعمل', 'قران', 'قرآن', 'شقه', 'شقة', 'للشقه', 'للشقة', 'صاله', 'صالة', 'للصاله',
  'للصالة', 'فيلا', 'للفيلا', 'باص', 'سوق', 'للسوق', 'مول', 'بر', 'للبر',
  // what is said about a product: elegant is no Nike, made (in) no Sony, wholesale no Ajmal,
  // German no lemon, Japanese no penne, care no one, hard no USB, safe no women, the mouth no foam
  'انيق', 'انيقه', 'انيقة', 'مميز', 'مميزه', 'مميزة', 'عملي', 'عمليه', 'عملية', 'عروض', 'جمله', 'جملة', 'بالجمله',
  'بالجملة', 'نوع', 'نوعه', 'صناعه', 'صناعة', 'ياباني', 'يابانيه', 'يابانية', 'الماني', 'المانيه', 'المانية', 'يدوي',
  'يدويه', 'يدوية', 'صعب', 'امن', 'آمن', 'امنه', 'آمنة', 'عنايه', 'عناية', 'للعنايه', 'للعناية', 'فم', 'للفم',
  // the body and what a product does for it, and the names of shelves: pain is no age, an allergy no
  // housses, muscles no adult, fitness no look, stationery no Cortas, tools no dot, for the face no lash
  'وجع', 'للوجع', 'حساسيه', 'حساسية', 'للحساسيه', 'للحساسية', 'عضلات', 'للعضلات', 'لياقه', 'لياقة', 'قرطاسيه',
  'قرطاسية', 'ادوات', 'أدوات', 'للوش', 'لوشي',
  // people a product is for and what is said of its make: guests are no Dove, a student no tilapia, a
  // groom no roues, a driver no sac, quality no Goody, a copy no cap, first no yellow
  'ضيوف', 'للضيوف', 'طالب', 'طالبه', 'طالبة', 'للطالب', 'للطلاب', 'عريس', 'للعريس', 'جده', 'جدة', 'لجدتي', 'سواق',
  'عامله', 'عاملة', 'جوده', 'جودة', 'كوبي', 'اولى', 'أولى',
  // Darija for going to, mine, the woman, dad: no jade, d'huile, Almarai, baby
  'غادي', 'غاديه', 'ديالي', 'ديالك', 'ديالو', 'ديالها', 'المرا', 'مرا', 'للمرا', 'بابا', 'لبابا', 'ماما', 'لماما',
  // want, need, look for, give me, show me
  'اريد', 'اريده', 'اريدها', 'ابغى', 'ابغاه', 'ابغاها', 'ابا', 'ابى', 'نبي', 'نبغى', 'نبغي', 'نبا', 'بدي', 'بدنا',
  'بدك', 'بدو', 'بدها', 'عايز', 'عايزه', 'عايزين', 'عاوز', 'عاوزه', 'بغيت', 'بغينا', 'بغا', 'حاب', 'حابب', 'حابه', 'ودي', 'اشتي',
  'نحب', 'احب', 'اشتري', 'نشري', 'ابحث', 'ادور', 'دورلي', 'جيب', 'جيبلي', 'عطني', 'اعطني', 'هات', 'هاتلي', 'وريني',
  'فرجيني', 'ورجيني', 'شوفلي', 'لقيت', 'نحتاج', 'احتاج', 'محتاج', 'محتاجه', 'يشتغل', 'يصلح', 'ينفع', 'تنفع', 'يكون',
  'تكون', 'يناسب', 'تناسب', 'يجي', 'تجي', 'ابيه', 'ابيها',
  // what the product is for: put, carry or take away, come out, turn on, clean, measure, see, play,
  // last, sit, use (`احط` is not the brand Hayat, `يطلع` not the French taille)
  'احط', 'حط', 'نحط', 'يحط', 'تحط', 'احطه', 'احطها', 'اشيل', 'يشيل', 'تشيل', 'نشيل', 'يطلع', 'تطلع', 'اطلع', 'اشغل',
  'يشغل', 'تشغل', 'انضف', 'ينضف', 'تنضف', 'انظف', 'ينظف', 'تنظف', 'اقيس', 'يقيس', 'تقيس', 'اشوف', 'يشوف', 'تشوف',
  'العب', 'يلعب', 'تلعب', 'يقعد', 'تقعد', 'يدوم', 'تدوم', 'يريح', 'تريح', 'استعمل', 'يستعمل', 'استخدم', 'يستخدم',
  // this, that, like this, how, where, what, when, there is
  'هاد', 'هادا', 'هادي', 'هيدا', 'هيدي', 'هاي', 'هذي', 'هاذا', 'هاذي', 'هيك', 'هيج', 'كده', 'كدا', 'كذا', 'زي', 'مثل',
  'متل', 'شلون', 'وين', 'فين', 'منين', 'ليه', 'علاش', 'شنو', 'شنهو', 'واش', 'امتى', 'متى', 'الحين', 'هلا', 'هلق',
  'هسه', 'دلوقتي', 'توا', 'دابا', 'اكو', 'ماكو', 'كاين', 'كاينه', 'مافي', 'مفيش', 'مو', 'مب', 'ماشي', 'لسه', 'بس',
  'بعد', 'قبل', 'فقط', 'كمان', 'برضو', 'بردو', 'ايضا', 'يعني', 'اوكي', 'خلاص', 'لو', 'اذا', 'لما', 'لين', 'لحد',
  'لغايه', 'ايمتى', 'الله', 'نفس', 'شي', 'شيء', 'اشي', 'حاجه', 'حاجات', 'ديال', 'متاع', 'نتاع', 'تاع', 'بتاع', 'بتاعه', 'مال', 'حق',
  'حقي', 'حقت', 'تبع', 'تبعي',
  // the shopper (the people they buy for are `PEOPLE` below)
  'نسوان', 'انت', 'انتي', 'احنا', 'حنا', 'هم', 'لي', 'ليا', 'الي', 'لك', 'له', 'لها', 'عندي', 'عندك', 'عندنا',
  'بيتي', 'للبيت', 'عمره', 'عمرها', 'سنين', 'سنوات', 'شهور', 'اليوم', 'بكره', 'بكرة', 'مالتي', 'مالي', 'مالتنا',
  // what the shopper will make or do (`ابي اسوي عصير`, `بدي اعمل قهوة`, `بغيت ندير أتاي`): no Essie
  'اسوي', 'نسوي', 'تسوي', 'يسوي', 'بسوي', 'ابسوي', 'انسوي', 'اعمل', 'نعمل', 'تعمل', 'يعمل', 'بعمل', 'هعمل', 'نعمله',
  'ادير', 'ندير', 'نديرو', 'نوجد', 'انوجد', 'نحضر', 'احضر', 'بحضر', 'نطيب', 'اطيب',
  // what they like (`ابوي يحب العطور`, `الدراري كيبغيو الشكلاط`)
  'يحب', 'تحب', 'يحبون', 'يحبو', 'بيحب', 'بتحب', 'بيحبو', 'كيبغي', 'كتبغي', 'كيبغيو', 'يموت', 'تموت', 'يعشق', 'تعشق',
];

/**
 * The people a shopper buys for, as they say "my son", "for my father" (`لابوي` is no paint's
 * `لابو`, `لاختي` no sister word the catalog holds). Written by the project.
 */
// biome-ignore format: a word table reads best packed
const PEOPLE = [
  'ابني', 'لابني', 'بنتي', 'لبنتي', 'ولدي', 'لولدي', 'لولادي', 'ولادي', 'مرتي', 'لمرتي', 'زوجتي', 'لزوجتي', 'جوزي',
  'لجوزي', 'زوجي', 'لزوجي', 'امي', 'لامي', 'ابوي', 'لابوي', 'ابويا', 'لابويا', 'اخوي', 'لاخوي', 'اخويا', 'لاخويا', 'اخي',
  'لاخي', 'اختي', 'لاختي', 'بنوتي', 'لبنوتي', 'لعيالي', 'خطيبتي', 'لخطيبتي', 'صاحبي', 'لصاحبي', 'صاحبتي', 'لصاحبتي',
  'صديقي', 'لصديقي', 'صديقتي', 'لصديقتي', 'خالتي', 'لخالتي', 'عمتي', 'لعمتي', 'ستي', 'لستي', 'تيتا', 'لتيتا', 'جدتي',
  // my children, as the dialects say it (`عيالي`, `دراريي`, `وليداتي`, `اطفالي`)
  'عيالي', 'عيالنا', 'الدراري', 'دراريي', 'وليداتي', 'اطفالي', 'لاطفالي', 'ولادنا', 'بزاريني', 'يهالي',
];

// biome-ignore format: a word table reads best packed
const ENGLISH = [
  'good', 'best', 'better', 'new', 'cheap', 'cheapest', 'nice', 'great', 'big', 'bigger', 'small', 'smaller', 'large',
  'long', 'short', 'light', 'heavy', 'strong', 'fast', 'top', 'real', 'original', 'quality', 'high', 'low', 'old',
  'please', 'show', 'find', 'looking', 'get', 'give', 'like', 'love', 'very', 'much', 'more', 'most', 'less', 'only',
  'just', 'also', 'too', 'what', 'which', 'where', 'when', 'how', 'who', 'why', 'there', 'here', 'have', 'has', 'our',
  'your', 'his', 'her', 'their', 'son', 'daughter', 'wife', 'husband', 'mom', 'dad', 'home', 'gift', 'years', 'year',
  'old', 'day', 'today', 'tomorrow',
];

const COMMON: ReadonlySet<string> = new Set([...ARABIC, ...PEOPLE, ...ENGLISH].map(normalizeWord));
const PEOPLE_WORDS: ReadonlySet<string> = new Set(PEOPLE.map(normalizeWord));

/** Whether a normalized word names a person the shopper buys for (`لاخوي`, `بنتي`). */
export const isPersonWord = (word: string): boolean => PEOPLE_WORDS.has(word);

/**
 * Whether a normalized word is a function word or an everyday non-product word of shopping queries
 * (the verbs of `purpose-verbs.ts` included).
 */
export const isCommonWord = (word: string): boolean =>
  isStopword(word) || COMMON.has(word) || isPurposeVerb(word);
