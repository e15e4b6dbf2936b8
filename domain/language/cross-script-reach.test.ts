import { describe, expect, it } from 'vitest';
import type { AnalysisContext } from '../search/analyzer.ts';
import { createAnalyzer } from './analyzer.ts';
import { arabiziVariants } from './arabizi.ts';
import { buildVocabulary } from './build-vocabulary.ts';
import { isCommonWord } from './common-words.ts';
import { crossScriptCandidates } from './cross-script.ts';
import { normalizeWord } from './normalize.ts';
import { isStopword } from './stopwords.ts';

const analyzer = createAnalyzer();
const n = normalizeWord;

/** Every term of each position of a query, over a catalog of `texts`. */
function queryTerms(q: string, texts: readonly string[], lang = 'ar'): string[][] {
  const context: AnalysisContext = { mode: 'query', lang, vocabulary: buildVocabulary(texts) };
  return analyzer.analyze(q, context).map((t) => t.terms.map((x) => x.term));
}

describe('cross-script reach', () => {
  it('finds an English-only name from its Arabic spelling, also when written as two words', () => {
    const catalog = ['Redragon K552 mechanical gaming keyboard', 'Logitech G102 gaming mouse'];
    const [name, kind] = queryTerms('ريد دراجون كيبورد', catalog);
    expect(name).toContain('redragon');
    expect(kind).toContain('keyboard');
    // One word of the name alone is not joined with a word the catalog knows.
    expect(queryTerms('ريد كيبورد', catalog)).toHaveLength(2);
    // Latin words split apart are joined too.
    expect(queryTerms('red dragon keyboard', catalog, 'en')[0]).toContain('redragon');
  });

  it('joins an Arabic part of two letters, short vowels unwritten (`ون بليد` is OneBlade), never a function word', () => {
    const catalog = ['Philips OneBlade face and body trimmer QP2824', 'LED tube T8 120cm'];
    const [name] = queryTerms('ون بليد فيليبس', catalog);
    expect(name).toContain('oneblade');
    expect(queryTerms('في بليد', catalog)).toHaveLength(2);
  });

  it('reads a lexicon word whose kind the catalog names in Arabic as no Latin word of another meaning', () => {
    // `اشوار` (the Gulf's hair dryer) sounds like `shower`; `اكران` (the Maghreb's sunscreen) like `crayon`.
    const catalog = ['مجفف شعر فيليبس', 'Dove shower gel', 'واقي شمس بيوديرما', 'Staedtler crayon 2B'];
    expect(queryTerms('اشوار', catalog)[0]).not.toContain('shower');
    expect(queryTerms('اكران', catalog)[0]).not.toContain('crayon');
    // Where the catalog does not name the kind, the other script's reading stays.
    expect(queryTerms('اكران', ['Staedtler crayon 2B'])[0]).toContain('crayon');
  });

  it('never reads what the shopper will make, or whom for, as a name in the other script', () => {
    const catalog = ['Essie nail polish red', 'طلاء أظافر إيسي أحمر', 'Lavazza coffee'];
    // `اسوي` (I make) sounds like Essie; `لابوي` (for my father) is no `لابو`.
    expect(queryTerms('ابي اسوي عصير', catalog)[1]).not.toContain('essie');
    expect(crossScriptCandidates(n('اسوي'), 'latin', buildVocabulary(catalog), 1)).toEqual([]);
    for (const word of ['اسوي', 'نسوي', 'اعمل', 'ندير', 'لابوي', 'لاخوي', 'لاختي', 'للوش'])
      expect(isCommonWord(n(word)), word).toBe(true);
  });

  it('never reads a number word as a name in the other script (`اربعة`, four, is not Rabea tea)', () => {
    const catalog = ['Rabea black tea 400g', 'Gas cooker with oven, 4 burners'];
    const [four] = queryTerms('اربعة', catalog);
    expect(four).not.toContain('rabea');
    // The brand typed in Arabic letters is still the brand.
    expect(queryTerms('ربيع', catalog)[0]).toContain('rabea');
  });

  it('reads a French or English word of the lexicon as its equivalents, not as a catalog word that sounds like it', () => {
    const catalog = ['Razer DeathAdder gaming mouse', 'جهاز اكس بوكس سيريس اس 512 جيجا'];
    const [souris] = queryTerms('souris gamer', catalog, 'fr');
    expect(souris).toContain('mouse');
    expect(souris).not.toContain(n('سيريس'));
  });

  it('reads a lexicon word under the Maghrebi article written as a bare ل with its equivalents', () => {
    const catalog = ['بطانية فليس مزدوجة كحلي', 'ليمون 1 كيلو'];
    expect(queryTerms('لكاشة', catalog)[0]).toContain(n('بطانية'));
    // A word the lexicon knows whole stays that word.
    expect(queryTerms('ليمون', catalog)[0]).not.toContain(n('يمون'));
  });

  it('reads an Arabizi 2 as the qaf said as a glottal stop when the catalog holds that word', () => {
    const catalog = [
      'قهوة عربية بالهيل 250 جم',
      'قميص رجالي أزرق',
      'Logitech G102 gaming mouse',
      'ماوس لاسلكي',
    ];
    expect(queryTerms('2ahwa', catalog, 'en')[0]).toContain(n('قهوة'));
    expect(queryTerms('2amees', catalog, 'en')[0]).toContain(n('قميص'));
    expect(queryTerms('2amees', catalog, 'en')[0]).not.toContain(n('ماوس'));
  });

  it('reads a 2 ending a longer word of letters as ق only when the catalog holds that word', () => {
    const catalog = ['فستق حلبي 500 جم', 'Samsung Galaxy A2 phone'];
    expect(queryTerms('fosto2', catalog, 'en')[0]).toContain(n('فستق'));
    // A model number is no such word.
    expect(queryTerms('a2', catalog, 'en')[0]).toEqual(['a2']);
  });

  it('reads a model code whose Latin letters are spelled out in Arabic as the code the catalog holds', () => {
    const catalog = [
      'TP-Link Archer C6 Wi-Fi router',
      'Samsung Galaxy S23 FE 256GB',
      'Canon PIXMA TS3440 printer',
      'Canon PG-445 black ink',
    ];
    expect(queryTerms('ارتشر سي 6', catalog)[1]?.[0]).toBe('c6');
    expect(queryTerms('جالكسي اس 23 اف اي', catalog).map((t) => t[0])).toEqual([n('جالكسي'), 's23', 'fe']);
    expect(queryTerms('تي اس 3440', catalog)[0]?.[0]).toBe('ts3440');
    // بي is P as well as B; a number the catalog writes apart stays apart.
    expect(queryTerms('بي جي 445', catalog).map((t) => t[0])).toEqual(['pg', '445']);
    // One letter alone is no code, nor a code the catalog does not hold.
    expect(queryTerms('في 6', catalog)[0]?.[0]).toBe(n('في'));
    expect(queryTerms('سي 7', catalog)[0]?.[0]).toBe(n('سي'));
  });

  it('keeps apart two words that each read as a catalog word of the other script', () => {
    const catalog = ['شاي ربيع 400 جم', 'أقلام تحديد شاربي أسود 4'];
    const [tea, brand] = queryTerms('shai rabi3', catalog, 'en');
    expect(tea).toContain(n('شاي'));
    expect(brand).toContain(n('ربيع'));
  });

  it('finds an Arabic-only product from a Latin brand or origin word', () => {
    const catalog = ['عود ماليزي طبيعي 25 جرام', 'عسل الريان السدر 500 جرام', 'Oudi bakhoor 100g'];
    const [origin, oud] = queryTerms('malaysian oud', catalog, 'en');
    expect(origin).toContain(n('ماليزي'));
    expect(oud).toContain(n('عود'));
    expect(queryTerms('alrayyan honey', catalog, 'en')[0]).toContain(n('الريان'));
  });

  it('finds an English-only product from an Arabic origin word', () => {
    expect(queryTerms('عود ماليزي', ['Malaysian oud chips 25g'])[1]).toContain('malaysian');
  });

  it('never reads an everyday word as a name in the other script', () => {
    const catalog = ['Zain 5G router', 'Kwees wireless earbuds', 'Bidi smart watch'];
    // The sound alone would match: `زين` shares `zain`'s skeleton.
    const vocabulary = buildVocabulary(catalog);
    expect(isCommonWord(n('زين'))).toBe(true);
    expect(crossScriptCandidates(n('زين'), 'latin', vocabulary)).toEqual([]);
    expect(crossScriptCandidates(n('زاين'), 'latin', vocabulary)).toEqual(['zain']);
    for (const q of ['راوتر زين', 'سماعة كويسة', 'بدي ساعة']) {
      const terms = queryTerms(q, catalog).flat();
      expect(terms, q).not.toContain('zain');
      expect(terms, q).not.toContain('kwees');
      expect(terms, q).not.toContain('bidi');
    }
    // The same name typed as a name still reaches it.
    expect(queryTerms('زاين', catalog)[0]).toContain('zain');
    // A size word: `طول` (length) is not the English towel of a towel set.
    expect(queryTerms('متر اقيس بيه طول الغرفة', ['Bath towel set of 4']).flat()).not.toContain('towel');
    // Nor a season word (`شتوية`, for winter) the English sheet.
    expect(queryTerms('بطانية شتوية', ['Double cotton bed sheet']).flat()).not.toContain('sheet');
    // Nor words whose sound is a catalog word's: the Eid is no LED, a bird no water, a kilo no colle.
    const catalog2 = ['LED tube T8', 'Berain water 330ml', 'Pritt colle 22 g', 'Garden hose'];
    for (const [q, latin] of [
      ['هدية العيد', 'led'],
      ['قفص طير', 'water'],
      ['رز كيلو', 'colle'],
      ['خرطوم جنينة', 'genuine'],
    ] as const)
      expect(queryTerms(q, catalog2).flat(), q).not.toContain(latin);
    // Nor `صوت` (sound) the English set.
    expect(queryTerms('سبيكر وصوته عالي', ['Bath towel set of 4']).flat()).not.toContain('set');
  });
});

describe('Arabizi on longer words', () => {
  const catalog = [
    'شنطة ظهر جلد',
    'ثلاجة سامسونج 18 قدم',
    'خبز عربي 6 حبات',
    'جلابة رجالي بيضاء',
    'موبايل سامسونج',
  ];

  it.each([
    ['lkhobz', 'خبز'],
    ['elthallaja', 'ثلاجة'],
    ['shantat', 'شنطة'],
    ['mobilat', 'موبايل'],
    ['djellaba', 'جلابة'],
  ])('%s reads as %s (the article, a plural ending, Maghrebi dj)', (word, arabic) => {
    expect(queryTerms(word, catalog, 'en')[0]).toContain(n(arabic));
  });

  it('leaves the ends of shorter words alone', () => {
    expect(arabiziVariants('lamb')).toEqual([]);
    expect(arabiziVariants('elshantat')).toEqual(['shantat', 'elshanta', 'shanta']);
  });
});

describe('cross-script readings of lexicon words', () => {
  it('never reads a word the lexicon gives a meaning as a Latin name it sounds like', () => {
    const catalog = ['Nissan genuine oil filter', 'Apple iPad Air M2', 'بنطلون نسائي', 'مياه بيرين 330 مل'];
    // `نسواني` (women) shares `nissan`'s skeleton and `ماي` (water) sounds like `m2`.
    expect(crossScriptCandidates(n('نسواني'), 'latin', buildVocabulary(catalog))).toEqual(['nissan']);
    const [women] = queryTerms('نسواني', catalog);
    expect(women).not.toContain('nissan');
    expect(women).toContain(n('نسائي'));
    const [water] = queryTerms('ماي', catalog);
    expect(water).not.toContain('m2');
    expect(water).toContain(n('مياه'));
    // A color word is not a transliteration: `حمرا` (red) is not `hammer`.
    const [red] = queryTerms('حمرا', ['Makita rotary hammer 780W']);
    expect(red).not.toContain('hammer');
    // A loanword the lexicon knows still reads as the word it comes from.
    expect(queryTerms('فيرميسيل', ['Vermicelli 250g', 'Barilla fusilli 500g'])[0]).toContain('vermicelli');
  });
});

describe('possessive nouns in query mode', () => {
  it('reads the noun under a possessive when the catalog holds it (لقطتي: for my cat)', () => {
    const catalog = ['ويسكاس طعام رطب للقطة الصغيرة', 'جوال سامسونج', 'قفص طيور صغير'];
    expect(queryTerms('لقطتي', catalog)[0]).toContain(n('قطة'));
    expect(queryTerms('جوالي', catalog)[0]).toContain('جوال');
    // An everyday word is not read for a noun it happens to hold (`لبنتي` for my daughter, not labneh).
    expect(queryTerms('لبنتي', ['لبنة المراعي 400 جم'])[0]).not.toContain(n('لبنة'));
    // A word the catalog holds as typed is left alone.
    expect(queryTerms('صغير', catalog)[0]).toEqual(['صغير']);
  });
});

describe('Arabizi words the catalog does not hold', () => {
  it('reach the catalog through the lexicon meaning of their spelled guess', () => {
    const catalog = ['حذاء جري بوما أسود', 'فستان ميدي نسائي كتان زيتي', 'مخدات فندقية عدد 2'];
    expect(queryTerms('jazma', catalog, 'en')[0]).toContain(n('حذاء'));
    // A short vowel written long in the guess (`fustan` → فوستان) is dropped to meet the lexicon.
    expect(queryTerms('fustan', catalog, 'en')[0]).toContain(n('فستان'));
    // A short English word gets no guessed spelling.
    expect(queryTerms('bat', catalog, 'en')[0]).toEqual(['bat']);
  });

  it('reach it through the lexicon word with the same consonants when the spelled guess misses it', () => {
    const catalog = ['مقلاة غير لاصقة 28 سم', 'قدر طبخ ستانلس ستيل تيفال 24 سم', 'دلو بلاستيك 15 لتر'];
    const terms = (q: string) =>
      analyzer.analyze(q, { mode: 'query', lang: 'en', vocabulary: buildVocabulary(catalog) });
    // `tawa` is spelled توه; the lexicon's طاوة (a frying pan in Egypt) has its consonants.
    const [tawa] = terms('tawa');
    expect(tawa?.terms.map((t) => t.term)).toContain(n('مقلاة'));
    // A reading by sound, as in the other script: the word is only weakly known (optional beside known words).
    expect(tawa?.terms.find((t) => t.term === n('مقلاة'))?.kind).toBe('arabizi');
    expect(terms('tanjara')[0]?.terms.map((t) => t.term)).toContain('قدر');
    // A consonant more or changed is another word (`white` is not حوت).
    expect(terms('white')[0]?.terms.map((t) => t.term)).toEqual(['white']);
  });

  it('in a query read as Arabizi, as the word itself; and before a catalog word heard less near', () => {
    const catalog = ['دفاية زيت 11 ريشة', 'صمغ بريت أصابع 22 جرام', 'زيت زيتون زيجد فلسطيني 1 لتر'];
    const vocabulary = buildVocabulary(catalog);
    const sobya = (lang: string) =>
      analyzer
        .analyze('sobya', { mode: 'query', lang, vocabulary })[0]
        ?.terms.filter((t) => t.kind !== 'surface');
    // `sobya` (صوبيا, a heater in the Levant and Iraq) sounds less like the catalog's أصابع.
    expect(sobya('ar')?.map((t) => t.term)).toContain(n('دفاية'));
    expect(sobya('ar')?.map((t) => t.term)).not.toContain(n('اصابع'));
    expect(sobya('ar')?.find((t) => t.term === n('دفاية'))?.kind).toBe('dialect');
    expect(sobya('en')?.find((t) => t.term === n('دفاية'))?.kind).toBe('arabizi');
  });
});

describe('Arabic function words in Latin letters', () => {
  it('are function words: `bdi`, `dyal` and `3ayez` ask, they name no product', () => {
    const catalog = [
      'قدر طبخ ستانلس ستيل تيفال 24 سم',
      'دلو بلاستيك 15 لتر',
      'بيض أبيض 30 بيضة',
      'دلة قهوة عربية نحاسية',
    ];
    for (const word of ['bdi', 'dyal', '3ayez', 'abgha', 'bghit']) expect(isStopword(word)).toBe(true);
    // Words that are also English words or brands are searched (Dial soap, Bel cheese, a wash bag).
    for (const word of ['dial', 'bel', 'bach', 'wash', 'mesh', 'men']) expect(isStopword(word)).toBe(false);
    // Not read in the other script as a product either (`dyal` is not دلو, `bdi` not بيض).
    expect(crossScriptCandidates('dyal', 'arabic', buildVocabulary(catalog))).toEqual([]);
    expect(crossScriptCandidates('bdi', 'arabic', buildVocabulary(catalog))).toEqual([]);
  });
});

describe('lexicon words read into the catalog', () => {
  it('are not also read as a Latin name they sound like', () => {
    // `عرباية` (a stroller) shares its skeleton with the tea brand Rabea.
    const catalog = ['Rabea black tea 400g', 'Joie Pact lightweight stroller'];
    const [terms] = queryTerms('عرباية', catalog);
    expect(terms).toContain('stroller');
    expect(terms).not.toContain('rabea');
  });

  it('are found after a French article written onto them (Maghrebi ليبوجي: les bougies)', () => {
    expect(queryTerms('ليبوجي', ['بواجي دينسو ايريديوم 4 حبات'])[0]).toContain(n('بواجي'));
  });

  it('are found under the Darija genitive written onto them (دالمش: of the cat; دالجري: of running)', () => {
    // A lexicon word under it reads with its equivalents; a catalog word is found as typed alone.
    expect(queryTerms('دالمش', ['ويسكاس طعام رطب للقطط الصغيرة'])[0]).toContain(n('قطط'));
    expect(queryTerms('دالجري', ['حذاء جري بوما أسود'])[0]).toContain(n('جري'));
    // A word the catalog holds whole is that word.
    expect(queryTerms('دراجة', ['دراجة هوائية للأطفال'])[0]).not.toContain(n('راجه'));
  });

  it('are found under `على` said as `ع` onto their article (عالنوم: for sleep; عالرف: on the shelf)', () => {
    expect(queryTerms('حبوب عالنوم', ['مخدة نوم فندقية'])[1]).toContain(n('نوم'));
    expect(queryTerms('عالرف', ['رف خشب للحائط'])[0]).toContain(n('رف'));
    // `عالمية` (worldwide) is no `ع` + `المية` (the water).
    expect(queryTerms('عالمية', ['مية معدنية 330 مل'])[0]).not.toContain(n('مية'));
  });

  it('are found from their feminine dual (مخدتين: two pillows; شنطتين: two bags)', () => {
    expect(queryTerms('مخدتين', ['مخدة فندقية'])[0]).toContain(n('مخدة'));
    expect(queryTerms('شنطتين', ['شنطة ظهر'])[0]).toContain(n('شنطة'));
    // A count is no pair of things (`قطعتين` two pieces, `ساعتين` two hours), and a word that
    // only ends like a dual stays as typed.
    expect(queryTerms('قطعتين', ['طقم 32 قطعة'])[0]).not.toContain(n('قطعة'));
    expect(queryTerms('ساعتين', ['ساعة ذكية'])[0]).not.toContain(n('ساعة'));
    expect(queryTerms('بروتين', ['بروتين واي'])[0]).not.toContain(n('بروه'));
  });

  it('are found from a spelling as said, one letter from the lexicon (كلاسات: socks; شحطة: slippers)', () => {
    expect(queryTerms('كلاسات', ['جوارب أطفال قطن'])[0]).toContain(n('جوارب'));
    expect(queryTerms('شحطة', ['شبشب منزلي نسائي'])[0]).toContain(n('شبشب'));
    // A word the catalog holds within the letter is left to the catalog's typo tolerance.
    expect(queryTerms('غسلة', ['غسالة ملابس سامسونج'])[0]).not.toContain(n('غسالة'));
    // A word of a lexicon phrase is that phrase's (`زيت الطياب`, cooking oil), not `تياب` (clothes).
    expect(queryTerms('الطياب', ['ملابس رجالية'])[0]).not.toContain(n('ملابس'));
  });

  it('are found from a spelling as said before a catalog word of the other script that sounds a consonant apart', () => {
    const catalog = ['مقلاة غير لاصقة 28 سم', 'Wooden toy train', 'Sac cartable garçon'];
    // `تاوة` is `طاوة` (a pan in Egypt), not the catalog's `toy`.
    const [tawa] = queryTerms('تاوة', catalog);
    expect(tawa).toContain(n('مقلاة'));
    expect(tawa).not.toContain('toy');
    // A catalog word a vowel apart is the reading still (`كارطبل` is the catalog's cartable).
    expect(queryTerms('كارطبل', catalog)[0]).toContain('cartable');
    // Seats (`3 بلايص`, a three-seater) are an everyday word, not a look-alike.
    expect(queryTerms('بلايص', ['بنسة بوز طويل 6 إنش'])[0]).toEqual([n('بلايص')]);
  });

  it('are found under a French article written on: `ليز` before a vowel, `ل` with its vowel elided', () => {
    expect(queryTerms('ليزيكوتور', ['سماعات سامسونج جالكسي بودز'])[0]).toContain(n('سماعات'));
    expect(queryTerms('لوريي', ['مخدات فندقية عدد 2'])[0]).toContain(n('مخدات'));
  });

  it('are found when a loanword is written with a long vowel for a short one (تورنوفيس: tournevis)', () => {
    expect(queryTerms('تورنوفيس', ['طقم رؤوس مفكات 32 قطعة'])[0]).toContain(n('مفكات'));
  });

  it('are found when a loanword is written with other long vowels than the lexicon (شومبوان, ديودوران)', () => {
    expect(queryTerms('شومبوان', ['شامبو موستيلا للأطفال'])[0]).toContain(n('شامبو'));
    expect(queryTerms('ديودوران', ['Nivea deodorant'])[0]).toContain('deodorant');
  });

  it('are never a Latin word heard past an opening ي and consonant (يبرد, it cools, is not bird)', () => {
    const catalog = ['Small bird cage', 'Yamaha keyboard PSR-E373'];
    expect(queryTerms('يبرد', catalog)[0]).not.toContain('bird');
    expect(queryTerms('ياماها', catalog)[0]).toContain('yamaha');
    expect(queryTerms('يماها', catalog)[0]).toContain('yamaha');
  });

  it('read `ماء` typed with its hamza as water, not as the function word `ما` it normalizes to', () => {
    const catalog = ['مياه بيرين 330 مل 12 عبوة', 'ماء ورد 300 مل'];
    const [water] = queryTerms('ماء معدني', catalog);
    expect(water).toEqual(expect.arrayContaining([n('مياه'), n('ما')]));
    expect(water?.[0]).toBe(n('مياه'));
    // Typed without the hamza it is the function word, read as it is.
    expect(queryTerms('ما', catalog)[0]).toEqual([n('ما')]);
  });

  it('are found when a store word is typed with the letters a region says for it', () => {
    const catalog = ['قميص رجالي رسمي أبيض', 'ثلاجة صغيرة 90 لتر', 'صدور دجاج مجمدة', 'قرفة أعواد 100 جم'];
    // Egypt and the Levant: ق said as a glottal stop, written أ, or dropped with a final ء.
    expect(queryTerms('أميص', catalog)[0]).toContain(n('قميص'));
    expect(queryTerms('أرفة', catalog)[0]).toContain(n('قرفة'));
    expect(queryTerms('معمول بالفستء', ['معمول بالفستق 400 جم'])[1]).toContain(n('فستق'));
    // The Gulf: ج said as ي (both of دجاج's), ق as g written ج, ك as ch written ج.
    expect(queryTerms('ثلايه', catalog)[0]).toContain(n('ثلاجة'));
    expect(queryTerms('دياي', catalog)[0]).toContain(n('دجاج'));
    expect(queryTerms('جرفة', catalog)[0]).toContain(n('قرفة'));
    expect(queryTerms('سجاجين', ['طقم سكاكين مطبخ 5 قطع'])[0]).toContain(n('سكاكين'));
    // ث said as ت, ذ as د.
    expect(queryTerms('تعلب', ['لعبة ثعلب محشوة'])[0]).toContain(n('ثعلب'));
    expect(queryTerms('درة', ['ذرة صفراء مجمدة 400 جم'])[0]).toContain(n('ذرة'));
    // A word the catalog holds as typed is that word.
    expect(queryTerms('توت', ['توت أزرق 125 جم', 'ثوب أولاد أبيض'])[0]).not.toContain(n('ثوت'));
  });

  it('are found when a French word is typed in the singular the lexicon lists in the plural', () => {
    expect(queryTerms('ecouteur', ['سماعات سامسونج جالكسي بودز'], 'fr')[0]).toContain(n('سماعات'));
  });
});

describe('cross-script ties', () => {
  it('go to the word ending in the same sound (بيودرما is bioderma, not bedroom)', () => {
    const vocabulary = buildVocabulary([
      'Bedroom rug beige',
      'Bedroom curtains',
      'Bioderma Photoderm SPF50+',
    ]);
    expect(crossScriptCandidates(n('بيودرما'), 'latin', vocabulary, 1)).toEqual(['bioderma']);
  });
});

describe('Arabizi vowels', () => {
  it('may be short vowels Arabic leaves unwritten: the reading with the vowels heard wins', () => {
    const vocabulary = buildVocabulary([
      'بانيو أطفال قابل للطي',
      'سكر بني 1 كيلو',
      'سجادة صلاة سفر',
      'أرز سيلا ذهبي',
      'طابعة كانون',
      'عسل طبيعي',
    ]);
    expect(crossScriptCandidates('bonni', 'arabic', vocabulary)).toEqual([n('بني')]);
    expect(crossScriptCandidates('salah', 'arabic', vocabulary)).toEqual([n('صلاة')]);
    expect(crossScriptCandidates('tabi3i', 'arabic', vocabulary)).toEqual([n('طبيعي')]);
    // A long vowel written on both sides still reads as before.
    expect(crossScriptCandidates('banyo', 'arabic', vocabulary)).toEqual([n('بانيو')]);
    expect(crossScriptCandidates('sella', 'arabic', vocabulary)).toEqual([n('سيلا')]);
  });
});

describe('dialect verbs of what a product is for', () => {
  it('are no names in the other script (احط is not Hayat, يطلع not taille)', () => {
    const vocabulary = buildVocabulary(['Hayat sunflower oil 1.8L', 'Pampers taille 3', 'Tilapia fish']);
    expect(crossScriptCandidates(n('احط'), 'latin', vocabulary)).toEqual([]);
    expect(crossScriptCandidates(n('يطلع'), 'latin', vocabulary)).toEqual([]);
  });
});

describe('color agreement', () => {
  it('reads an Arabic color in the other forms of its color the catalog holds, and its English name', () => {
    const catalog = ['هودي رجالي أسود', 'Black hoodie', 'ثوب أولاد أبيض', 'بيض أبيض 30 بيضة'];
    const [terms] = queryTerms('سودا', catalog);
    expect(terms).toContain(n('أسود'));
    // A product named in English only (`JBL Flip 6 ..., blue`) is found by its color in Arabic.
    expect(terms).toContain('black');
    expect(queryTerms('سودا', ['هودي رجالي أسود'])[0]).not.toContain('black');
    // `بيض` (eggs) is no form of white to read a color as.
    expect(queryTerms('بيضا', catalog)[0]).toContain(n('أبيض'));
    expect(queryTerms('بيضا', catalog)[0]).not.toContain(n('بيض'));
  });
});
