import { normalizeWord } from './normalize.ts';

/**
 * Function words that carry no product meaning. They are never expansion targets, they do not
 * count as free words left in a parsed query, and they give language detection its cues.
 */
// biome-ignore format: a word table reads best packed
const ARABIC = [
  'في', 'من', 'على', 'الى', 'إلى', 'عن', 'مع', 'ما', 'لا', 'هذا', 'هذه', 'ذلك', 'تلك', 'و', 'او', 'أو', 'ثم', 'التي',
  'الذي', 'كل', 'بعض', 'غير', 'بين', 'حتى', 'قد', 'لم', 'لن', 'ان', 'أن', 'إن', 'كان', 'هو', 'هي', 'انا', 'أنا', 'نحن',
  'مي', 'بن', 'يا', 'اللي', 'الي', 'عند', 'عشان', 'علشان', 'مش', 'فيه', 'فى', 'ل', 'ب', 'ك', 'ف', 'اي', 'أي', 'شو',
  'ايش', 'وش', 'ابي', 'ابغى', 'ابغي', 'بدي', 'عايز', 'عاوز', 'بغيت', 'كيف', 'ليش', 'بكم', 'كم', 'سعر', 'بسعر',
  // Asking for something: "I want", "I need", "do you have", "looking for", "something".
  'اريد', 'أريد', 'نريد', 'نبي', 'نبغى', 'بدنا', 'عايزة', 'عاوزة', 'بغينا', 'حابب', 'حابة', 'محتاج', 'محتاجة', 'احتاج',
  'أحتاج', 'عندكم', 'عندك', 'عندكو', 'عندكوا', 'ممكن', 'ابحث', 'أبحث', 'ادور', 'دور', 'دورلي', 'شي', 'شيء', 'هل', 'يوجد', 'فيه',
  // Dialect filler: "of" (ديال, تاع, بتاع, مال), "is there" (واش, كاين), "with it, in it" (بي, بيه, بيها; a
  // brand spelled with بي, اتش بي or تي بي لينك, is read as a whole before function words leave the text).
  'ديال', 'تاع', 'بتاع', 'بتاعة', 'واش', 'كاين', 'كاينة', 'كاينين', 'بي', 'بيه', 'بيها',
  // "On it, from it" (عليه, عليها, منه, منها; the Levant's منو), said after what one does on or with a product.
  'عليه', 'عليها', 'عليو', 'منه', 'منها', 'منو',
  // "A thing" asked for as شي is (Egyptian and Maghrebi حاجة), and "so that, for" (Maghrebi باش, Levantine مشان).
  'حاجة', 'باش', 'مشان',
  // The Maghrebi indefinite article, "one" before a noun with the article (`بغيت واحد الشارجور`, a charger).
  'واحد',
  // Size said before the size itself (`مقاس كبير`, `سايز 42`): the size is what is asked for.
  'مقاس', 'المقاس', 'بمقاس', 'سايز', 'مقاسه',
  // Iraqi "there is", "there is not", "you have", "what" (`اكو عندكم`, `شنو عدكم`), and the Gulf's and
  // Iraq's "the one with" (`ابو العشر كيلو`, the ten-kilo one), not the phone brand Oppo.
  'اكو', 'ماكو', 'عدكم', 'عدك', 'شنو', 'ابو',
  // The Levant's "bring him, her, me" (`بدي جبلو لعبة`): no JBL, no mountain (`جبل`).
  'جبلو', 'جبله', 'جبلها', 'جيبلو', 'جيبله', 'جيبلها', 'جيبلي', 'اجبلو', 'اجيبلو', 'جبتلو', 'جبتله',
  // Greetings and politeness a query may open or close with: please, peace be upon you, hello,
  // thanks, may God keep you (`لو سمحت عطر رجالي`: the perfume is what is asked for; `لو`, if, is no product).
  'لو', 'سمحت', 'لوسمحت', 'فضلك', 'عافاك', 'بليز', 'السلام', 'عليكم', 'مرحبا', 'اهلا', 'اهلين', 'يعطيك', 'العافيه',
  'يخليك', 'يسلمو', 'شكرا', 'ياريت', 'ابغا', 'ريت',
  // When and where the shopper will use it: tonight, this morning, for today, tomorrow; at home,
  // for the house (`ابي اطبخ مندي بالبيت`: no doll's house; `ضيوف جايين الليلة`: no night tablet;
  // `بكرة عيد ميلاد بنتي`: no ball).
  'الليلة', 'الصبح', 'عالصبح', 'لليوم', 'بكرة', 'بكرا', 'بالبيت', 'للبيت', 'فالبيت', 'بالدار', 'فالدار', 'للدار', 'بالمنزل',
  'للمنزل', 'ببيتي', 'لبيتي',
  // Now, in each region's words (`الحين ابي ثلاجة`, `دلوقتي عايز`, `هلق بدي`, `هسه اريد`, `دابا بغيت`).
  'الحين', 'الحينه', 'دحين', 'دلوقتي', 'دلوقت', 'هلق', 'هلا', 'هسه', 'هسا', 'دابا', 'توا', 'حاليا', 'الان',
];
// biome-ignore format: a word table reads best packed
const ENGLISH = [
  'the', 'a', 'an', 'and', 'or', 'for', 'with', 'of', 'in', 'on', 'to', 'from', 'by', 'at', 'is', 'it', 'this', 'that',
  'my', 'me', 'i', 'want', 'need', 'buy', 'price', 'priced', 'prices', 'some', 'any', 'looking', 'something',
  'up', 'until', 'till', 'do', 'you', 'have', 'please', 'get', 'show', 'hello', 'hi', 'thanks',
];

// French of shoppers in the Maghreb typing in Latin letters ("sans" stays: `sans fil`, `sans sucre`).
// biome-ignore format: a word table reads best packed
const FRENCH = [
  'de', 'du', 'des', 'la', 'le', 'les', 'un', 'une', 'pour', 'avec', 'et', 'ou', 'au', 'aux', 'en', 'sur', 'je',
  'veux', 'cherche', 'mon', 'ma', 'mes', 'svp', 'prix',
];

// Arabic function words in Latin letters (Arabizi): the article written apart (`abdul samad al
// qurashi`, `shai el arosa`), "for the" (`lel`), "I want" and "I need" in each region
// (`3ayez`, `abgha`, `bghit`, `bdi`), "do you have" and "is there" (`3andkom`, `kayn`, `wach`),
// "of" (`dyal`, `bta3`), "a thing", "so that", please and greetings. Words that are also English
// or French words are left out (`wash`, `mesh`, `men`, `mal`, `fi` of wi-fi, `dial`), and so are
// brands' names (`bel`, Bel cheese; `bach`, Bach remedies).
// biome-ignore format: a word table reads best packed
const ARABIZI = [
  'al', 'el', 'lel', 'lil', 'bil',
  '3ayez', '3ayz', '3ayza', '3awez', '3awz', '3awza', 'ayez', 'ayza', 'abgha', 'abga', 'ab8a', 'abgi', 'abghi', 'abi',
  'nabi', 'nbi', 'bghit', 'bgheet', 'bghina', 'bdi', 'baddi', 'biddi', 'bade', 'badde', 'bidi', 'me7tag', 'm7tag',
  'mehtag', 'mi7taj', 'mehtaj', 'ne7taj', 'a7taj', 'ahtaj', 'areed', 'ariid', 'ureed', 'oreed', '7abeb', '7abba',
  '3ndk', '3andak', '3ndkm', '3andkom', '3andkum', '3endkom', '3ndkom', 'andkom', 'kayn', 'kayen', 'kayna', 'kaynin',
  'wach', 'wesh', 'chno', 'shno', 'shu', 'eish', 'esh', 'aysh', 'shlon', 'shloon', 'ezay', 'izzay', 'bikam', 'bkam',
  '3andoko', '3andko', '3andkon', '3indkum', 'aku',
  'b2eh', 'chhal', 'ch7al', 'shgad', 'shkad', 'dyal', 'diyal', 'ta3', 'bta3', 'beta3', 'btaa3', 'ma3',
  'shi', 'haja', '7aga', '7aja', 'mshan', 'mishan', '3ashan', '3shan', 'ashan', 'ya3ni', 'wa7ed', 'wahed',
  'samaht', 'sama7t', 'sm7t', '3afak', 'afak', 'marhaba', 'ahlan', 'salam', 'shukran', 'shokran', 'yalla',
];

export const ARABIC_STOPWORDS: ReadonlySet<string> = new Set(ARABIC.map(normalizeWord));
export const ENGLISH_STOPWORDS: ReadonlySet<string> = new Set(ENGLISH);
export const FRENCH_STOPWORDS: ReadonlySet<string> = new Set(FRENCH);
export const ARABIZI_STOPWORDS: ReadonlySet<string> = new Set(ARABIZI);

/** Whether a normalized word is a function word in Arabic (in either script), English or French. */
export const isStopword = (word: string): boolean =>
  ARABIC_STOPWORDS.has(word) ||
  ENGLISH_STOPWORDS.has(word) ||
  FRENCH_STOPWORDS.has(word) ||
  ARABIZI_STOPWORDS.has(word);

/**
 * Words that say the next word is what the shopper does not want (`لابتوب مش للالعاب`, a laptop
 * not for gaming; `ماشي غالي`): normalized. Not `غير` nor `no`, which start a product's own
 * words (`غير لاصقة` non-stick, `no frost`), nor the Gulf's `موب`, also a mop.
 */
// biome-ignore format: a word table reads best packed
const NEGATING = ['مش', 'مو', 'مب', 'مهو', 'ماهو', 'مهوش', 'ماشي', 'ليس', 'not', 'pas'];
const NEGATING_WORDS: ReadonlySet<string> = new Set(NEGATING.map(normalizeWord));

/** Whether a normalized word negates the word after it. */
export const isNegating = (word: string): boolean => NEGATING_WORDS.has(word);
