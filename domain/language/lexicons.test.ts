import { describe, expect, it } from 'vitest';
import { brandOfWord, brandPhrasesStartingWith, brandTable } from './brand-table.ts';
import { canonicalColor, colorNames } from './color-lexicon.ts';
import {
  dialectEquivalents,
  dialectMeanings,
  isPhraseWord,
  lexiconGroups,
  loanwordSpelling,
  nearLexiconWords,
  phraseAlternatives,
  synonymGroups,
} from './dialect-lexicon.ts';
import { normalizeWord } from './normalize.ts';
import { pluralLexiconSize, singularOf } from './plural-lexicon.ts';

const n = normalizeWord;

describe('broken plural lexicon', () => {
  it('holds at least 80 pairs', () => {
    expect(pluralLexiconSize()).toBeGreaterThanOrEqual(80);
  });

  it.each([
    ['هواتف', 'هاتف'],
    ['حقائب', 'حقيبة'],
    ['أجهزة', 'جهاز'],
    ['أحذية', 'حذاء'],
    ['شنط', 'شنطة'],
    ['عطور', 'عطر'],
    ['أقلام', 'قلم'],
    ['كتب', 'كتاب'],
    ['ألعاب', 'لعبة'],
    ['أدوات', 'أداة'],
    // Adjectives too: `الكلاب الصغار` is the small dogs' food (`للكلاب الصغيرة`).
    ['صغار', 'صغير'],
    ['كبار', 'كبير'],
    // Dialect words and clothing: the Maghreb's bottles and slippers, the djellaba, the bathrobe.
    ['قراعي', 'قرعة'],
    ['بلاغي', 'بلغة'],
    ['جلاليب', 'جلابية'],
    ['برانيص', 'برنص'],
    ['سطول', 'سطل'],
  ])('%s → %s', (plural, singular) => {
    expect(singularOf(n(plural))).toBe(n(singular));
  });
});

describe('dialect lexicon', () => {
  const groups = synonymGroups();

  it('holds several hundred words in groups with regions and sources', () => {
    expect(groups.reduce((sum, g) => sum + g.words.length, 0)).toBeGreaterThan(300);
    for (const g of groups) {
      expect(g.words.length).toBeGreaterThanOrEqual(2);
      expect(g.regions.length).toBeGreaterThan(0);
      expect(g.source).not.toBe('');
      for (const e of g.entries) expect(e.source).not.toBe('');
    }
    const all = lexiconGroups();
    expect(new Set(all.map((g) => g.id)).size).toBe(all.length);
  });

  it('covers every region with its own words, in every commerce area', () => {
    const arabic = lexiconGroups().flatMap((g) => g.entries.filter((e) => e.lang === 'ar'));
    expect(arabic.length).toBeGreaterThan(4000);
    const only = (region: string) =>
      arabic.filter((e) => e.regions.length < 6 && e.regions.includes(region as never));
    for (const region of ['gulf', 'egypt', 'levant', 'maghreb'])
      expect(only(region).length, region).toBeGreaterThan(600);
    expect(only('iraq').length).toBeGreaterThan(200);
    const areas = new Set(lexiconGroups().map((g) => g.domain));
    for (const area of [
      'grocery',
      'home',
      'kitchen',
      'clothing',
      'shoes',
      'pharmacy',
      'pets',
      'perfume',
      'textiles',
    ])
      expect(areas, area).toContain(area);
  });

  it('names the source of every group, and lists no word twice in a group', () => {
    for (const g of lexiconGroups()) {
      expect(g.source).toMatch(/^written by the project|license/u);
      const words = g.entries.map((e) => `${e.lang}:${n(e.word)}`);
      expect(new Set(words).size, g.id).toBe(words.length);
    }
  });

  it('covers every commerce area', () => {
    const domains = new Set(groups.map((g) => g.domain));
    for (const d of [
      'electronics',
      'appliances',
      'clothing',
      'shoes',
      'bags',
      'beauty',
      'grocery',
      'furniture',
      'baby',
      'sports',
      'auto',
    ]) {
      expect(domains).toContain(d);
    }
  });

  it.each([
    ['جوال', ['موبايل', 'هاتف', 'تلفون']],
    ['محمول', ['جوال', 'هاتف']],
    ['ثلاجة', ['تلاجة']],
    ['كنبة', ['أريكة', 'كنب']],
    ['شنطة', ['حقيبة', 'جنطة']],
    ['جزمة', ['كندرة', 'صباط', 'حذاء']],
    ['بنطلون', ['سروال', 'بنطال']],
    ['نظارة', ['نضارة']],
    ['تلفزيون', ['تلفاز', 'شاشة']],
    ['مكيف', ['تكييف']],
  ])('maps %s to its equivalents', (word, expected) => {
    const found = dialectEquivalents(n(word));
    for (const e of expected) expect(found).toContain(n(e));
  });

  it('links English words to their group, both ways', () => {
    expect(dialectEquivalents('fridge')).toEqual(expect.arrayContaining([n('ثلاجة'), 'refrigerator']));
    expect(dialectEquivalents(n('ثلاجة'))).toContain('fridge');
    expect(dialectEquivalents('crisps')).toContain('chips');
    expect(dialectEquivalents('cancelling')).toContain('cancellation');
    // `case` is also a suitcase: expanded from, never to.
    expect(dialectEquivalents(n('جراب'))).not.toContain('case');
  });

  it("reads words another hand wrote for the dev catalog: Iraq's wire, flower oil and brush, the Levant's heater, Tunisia's vermicelli", () => {
    expect(dialectEquivalents(n('واير'))).toContain(n('كيبل'));
    expect(dialectEquivalents(n('فرچة'))).toContain(n('فرشاة'));
    expect(dialectEquivalents(n('صوبا'))).toContain(n('دفاية'));
    expect(dialectEquivalents(n('فداوش'))).toContain(n('شعيرية'));
    // Iraq's g written گ in a loanword: gaming.
    expect(dialectEquivalents(n('گيمنگ'))).toContain(n('جيمنج'));
    const words = (text: string) => text.split(' ').map(n);
    expect(phraseAlternatives(words('دهن زهرة'))[0]?.replacements).toContain('sunflower oil');
    // The second batch's shelves: the Gulf's pain (`عوار`) and blot-out pen (`طمس`), LEGO as each
    // region writes its g, newborns, notebooks in the plural; `jigsaw` is a puzzle only as a phrase
    // (a jigsaw is also a saw).
    expect(dialectEquivalents(n('عوار'))).toContain(n('مسكن'));
    expect(dialectEquivalents(n('طمس'))).toContain(n('مصحح'));
    expect(dialectEquivalents(n('ليقو'))).toContain('blocks');
    expect(dialectEquivalents(n('ليگو'))).toContain('blocks');
    expect(dialectEquivalents(n('مواليد'))).toContain('newborn');
    expect(phraseAlternatives(words('عاد تزاد'))[0]?.replacements).toContain('newborn');
    expect(dialectEquivalents(n('كشاكيل'))).toContain(n('دفتر'));
    expect(dialectEquivalents(n('كنانش'))).toContain(n('دفتر'));
    expect(dialectEquivalents('lego')).not.toContain('jigsaw');
    expect(phraseAlternatives(words('مكينة تحديد'))[0]?.replacements).toContain('trimmer');
    // Darija's genitive `د` written apart stands between a phrase's words as `ديال` does.
    expect(phraseAlternatives(words('ماشينة د الصابون'))[0]).toMatchObject({ start: 0, end: 3 });
  });

  it("reads Darija's kitchen words: the knife (جنوي, جناوي) and the stove (بوطاغاز)", () => {
    expect(dialectEquivalents(n('جنوي'))).toEqual(expect.arrayContaining([n('سكين'), 'knife']));
    expect(dialectEquivalents(n('جناوي'))).toContain(n('سكين'));
    expect(dialectEquivalents(n('بوطاغاز'))).toEqual(expect.arrayContaining(['stove', n('بوتاجاز')]));
  });

  it('knows the words of each region added in the twenty-third pass', () => {
    // The Maghreb's pills, doll, cooker, bottle, soup vermicelli, cockroach, allergy and kitten.
    expect(dialectEquivalents(n('حرابش'))).toContain(n('اقراص'));
    expect(dialectEquivalents(n('مونيكة'))).toContain(n('دمية'));
    expect(dialectEquivalents(n('كوجينة'))).toContain(n('بوتاجاز'));
    expect(dialectEquivalents(n('دبوزة'))).toContain(n('قنينة'));
    expect(dialectEquivalents(n('دويدة'))).toContain(n('شعيرية'));
    expect(dialectEquivalents(n('الالرجي'))).toContain('antihistamine');
    expect(dialectEquivalents(n('مشيش'))).toContain(n('قطط'));
    // Egypt's pill and puzzle, the Levant's turmeric, Iraq's and the Gulf's aniseed and men.
    expect(dialectEquivalents(n('حباية'))).toContain(n('اقراص'));
    expect(dialectEquivalents(n('بزل'))).toContain(n('بازل'));
    expect(dialectEquivalents(n('رياييل'))).toContain(n('رجالي'));
    expect(phraseAlternatives(['عقده', 'صفرا'])[0]?.replacements).toContain(n('كركم'));
    expect(phraseAlternatives(['حبه', 'حلوه'])[0]?.replacements).toContain(n('يانسون'));
    // Iraq's quilt, tent, allergy and heartburn (`گ` for ق); the Gulf's halva and cups; the Levant's tyre.
    expect(dialectEquivalents(n('يورغان'))).toContain(n('لحاف'));
    expect(dialectEquivalents(n('چادر'))).toContain(n('خيمة'));
    expect(dialectEquivalents(n('تحسس'))).toContain('antihistamine');
    expect(dialectEquivalents(n('حرگة'))).toContain('antacid');
    expect(dialectEquivalents(n('رهش'))).toContain('halva');
    expect(dialectEquivalents(n('كوبيات'))).toContain(n('كاسات'));
    expect(dialectEquivalents(n('كوشوك'))).toContain(n('اطارات'));
    // The Gulf's things for kabsa and coffee (spices) and its mattress.
    expect(phraseAlternatives(['حوايج', 'كبسه'])[0]?.replacements).toContain(n('بهارات'));
    expect(dialectEquivalents(n('فراش'))).toContain(n('مرتبة'));
    // Kinds of the new dev shelves: a ring light and a webcam as loanwords, fish and bird food, a
    // steering cover (`سكان`, the Gulf's wheel), a fitted sheet and place mats.
    expect(phraseAlternatives(['رنق', 'لايت'])[0]?.replacements).toContain('ring light');
    expect(dialectEquivalents(n('ويبكام'))).toContain('webcam');
    expect(phraseAlternatives(['اكل', 'سمك', 'زينه'])[0]).toMatchObject({ start: 0, end: 3 });
    expect(phraseAlternatives(['اكل', 'سمك', 'زينه'])[0]?.replacements).toContain('fish food');
    expect(phraseAlternatives(['اكل', 'عصافير'])[0]?.replacements).toContain('bird food');
    expect(phraseAlternatives(['تلبيسه', 'سكان'])[0]?.replacements).toContain('steering wheel cover');
    expect(phraseAlternatives(['شرشف', 'لاستيك'])[0]?.replacements).toContain('fitted sheet');
    expect(dialectEquivalents(n('سكراتشر'))).toContain(n('خربوش'));
    // Round as said (`مدور`) is the store's `دائري`.
    expect(dialectEquivalents(n('مدور'))).toEqual(expect.arrayContaining([n('دائري'), 'round']));
    // The Gulf's tray of eggs, `دحي` its eggs.
    expect(phraseAlternatives(['طبق', 'دحي'])[0]?.replacements).toContain(n('طبق بيض'));
    // Egypt's phone-shop `جلاس` is the screen's glass.
    expect(dialectEquivalents(n('جلاس'))).toContain(n('سكرينة'));
    // Tunisia's `معجون` is jam, still toothpaste or a paste elsewhere.
    expect(dialectMeanings(n('معجون')).map((m) => m.group)).toContain('jam');
  });

  it('reads a complaint as what treats it (heartburn, diarrhoea, constipation, allergy, colic, pests, sleeplessness, sore muscles)', () => {
    expect(dialectEquivalents(n('حموضة'))).toEqual(expect.arrayContaining(['antacid', n('جافيسكون')]));
    expect(dialectEquivalents(n('اسهال'))).toContain(n('ايموديوم'));
    expect(dialectEquivalents(n('امساك'))).toEqual(expect.arrayContaining([n('ملين'), 'laxative']));
    expect(dialectEquivalents('allergy')).toEqual(expect.arrayContaining(['antihistamine', n('كلاريتين')]));
    expect(dialectEquivalents(n('مغص'))).toContain('colic');
    // The pests name their insecticide; a sleepless night its pill; sore muscles their rub.
    expect(dialectEquivalents(n('صراصير'))).toEqual(expect.arrayContaining([n('حشرات'), 'insecticide']));
    expect(dialectEquivalents(n('ارق'))).toEqual(expect.arrayContaining([n('ميلاتونين'), 'melatonin']));
    expect(dialectEquivalents(n('عضلات'))).toEqual(expect.arrayContaining([n('فولتارين'), n('موف')]));
    // `حساسية` is also sensitive skin or teeth: expanded from, never to.
    expect(dialectEquivalents(n('كلاريتين'))).not.toContain(n('حساسية'));
  });

  it('offers phrases for a typed phrase, and for a word whose group has phrases', () => {
    const words = (text: string) => text.split(' ').map(n);
    const [power] = phraseAlternatives(words('باور بانك 20000'));
    expect(power).toMatchObject({ start: 0, end: 2 });
    expect(power?.replacements).toEqual(
      expect.arrayContaining([n('بطارية متنقلة'), n('باوربانك'), 'power bank']),
    );
    const [dining] = phraseAlternatives(words('سفرة خشب'));
    expect(dining).toMatchObject({ start: 0, end: 1 });
    expect(dining?.replacements).toContain(n('طاولة طعام'));
    // A word for a word is the analyzer's work, not a rewrite.
    expect(dining?.replacements).not.toContain('dining');
    expect(phraseAlternatives(words('ps5'))[0]?.replacements).toEqual(
      expect.arrayContaining(['playstation 5']),
    );
    // Sports shoes in the Gulf's, the Levant's and Iraq's words are sneakers.
    for (const typed of ['جوتي رياضي', 'كندرة رياضية', 'قندرة رياضية', 'صباط رياضي'])
      expect(phraseAlternatives(words(typed))[0]?.replacements, typed).toContain('sneakers');
  });

  it('reads a phrase typed with another spelling of its first word that the lexicon holds', () => {
    const words = (text: string) => text.split(' ').map(n);
    // `ماكنة` (Levant, Iraq) is the lexicon's `ماكينة`, one letter apart: `ماكنة حلاقة` is a shaver.
    expect(phraseAlternatives(words('ماكنة حلاقة كهربائية'))[0]).toMatchObject({
      start: 0,
      end: 3,
      replacements: expect.arrayContaining(['shaver']),
    });
    // A correction is checked against the phrase as written (`asWritten`).
    expect(phraseAlternatives(words('ماكنة حلاقة'), { asWritten: true })).toEqual([]);
  });

  it('reads a phrase with "without" in any region\'s words (من غير, من دون, بلا for بدون)', () => {
    const words = (text: string) => text.split(' ').map(n);
    // `غير` alone too: the words searched hold `من غير` without its function word `من`.
    for (const typed of ['مكنسة من غير سلك', 'مكنسة من دون سلك', 'مكنسة دون سلك', 'مكنسة غير سلك'])
      expect(phraseAlternatives(words(typed))[0], typed).toMatchObject({
        start: 0,
        end: typed.split(' ').length,
        replacements: expect.arrayContaining(['vacuum']),
      });
    // The lexicon's `مقلاة بدون زيت`, an air fryer, typed with the Maghreb's `بلا`.
    expect(phraseAlternatives(words('مقلاة بلا زيت'))[0]).toMatchObject({ start: 0, end: 3 });
    // `من` alone is no "without": `مكنسة من سلك` is no cordless vacuum.
    expect(phraseAlternatives(words('مكنسة من سلك')).some((p) => p.start === 0 && p.end === 3)).toBe(false);
  });

  it('reads a phrase whose first word has a preposition written onto it', () => {
    const words = (text: string) => text.split(' ').map(n);
    // `ودي بمكنسة بدون سلك` (I'd like a cordless vacuum): `ب` on `مكنسة بدون سلك`.
    expect(phraseAlternatives(words('ودي بمكنسة بدون سلك'))[0]).toMatchObject({
      start: 1,
      end: 4,
      replacements: expect.arrayContaining(['vacuum']),
    });
    // Only a phrase: `بمكنسة` alone is left to the analyzer.
    expect(phraseAlternatives(words('بمكنسة'))).toEqual([]);
  });

  it('reads a phrase whose first word has a French article written onto it (`لاماشين`, la machine)', () => {
    const words = (text: string) => text.split(' ').map(n);
    // `لاماشين ديال الصابون`: `ماشينة صابون`, a washing machine, its ة as Darija says the loanword.
    expect(phraseAlternatives(words('لاماشين ديال الصابون'))[0]).toMatchObject({
      start: 0,
      end: 3,
      replacements: expect.arrayContaining([n('غسالة')]),
    });
  });

  it('reads a phrase typed with the article on its words', () => {
    const words = (text: string) => text.split(' ').map(n);
    // `سمك زينة` (ornamental fish) is an aquarium's, whichever of its words has the article.
    for (const typed of ['السمك الزينة', 'سمك الزينة', 'السمك زينة'])
      expect(phraseAlternatives(words(typed))[0], typed).toMatchObject({
        start: 0,
        end: 2,
        replacements: expect.arrayContaining([n('حوض سمك')]),
      });
    // A genitive particle may stand between a phrase's words (`كريم ديال الشمس` is `كريم شمس`).
    expect(phraseAlternatives(words('كريم ديال الشمس'))[0]).toMatchObject({
      start: 0,
      end: 3,
      replacements: expect.arrayContaining(['sunscreen']),
    });
    expect(phraseAlternatives(words('كريم ديال'))[0]?.end ?? 1).toBe(1);
    // The article alone is no word to strip.
    expect(phraseAlternatives(words('لل زينة'))).toEqual([]);
  });

  it('reads a phrase whose first word carries the Maghrebi article written as a bare ل (`لزيت البلدية`)', () => {
    const words = (text: string) => text.split(' ').map(n);
    expect(phraseAlternatives(words('لزيت البلدية'))[0]).toMatchObject({
      start: 0,
      end: 2,
      replacements: expect.arrayContaining(['olive oil']),
    });
  });

  it('reads a phrase opening with any equivalent of a first word of one meaning (`اقراص النوم` is `حبوب النوم`)', () => {
    const words = (text: string) => text.split(' ').map(n);
    for (const said of ['اقراص النوم', 'حرابش النوم']) {
      expect(phraseAlternatives(words(said))[0]).toMatchObject({
        start: 0,
        end: 2,
        replacements: expect.arrayContaining(['melatonin']),
      });
    }
    // `صاك ظهر` (Maghreb) is `شنطة ظهر`, a backpack; a first word of two meanings opens only the
    // phrases its own spellings open (`محفظة`, a wallet or Tunisia's school bag: no `جزدان نسائي`).
    expect(phraseAlternatives(words('صاك ظهر'))[0]).toMatchObject({ start: 0, end: 2 });
    expect(phraseAlternatives(words('محفظة نسائي')).filter((a) => a.end - a.start > 1)).toEqual([]);
  });

  it('reads a phrase whose later word carries the Darija genitive written onto it (`ماكلة دالمش`)', () => {
    const words = (text: string) => text.split(' ').map(n);
    expect(phraseAlternatives(words('ماكلة دالمش'))[0]).toMatchObject({
      start: 0,
      end: 2,
      replacements: expect.arrayContaining(['cat food']),
    });
    // A phrase known only as a phrase: `سنان` is no lexicon word of its own.
    expect(phraseAlternatives(words('شيتة دالسنان'))[0]).toMatchObject({
      start: 0,
      end: 2,
      replacements: expect.arrayContaining(['toothbrush']),
    });
    // A plural the lexicon knows, with its article, inside a phrase (`ماكلة القطاطس`, Tunisian cats).
    expect(phraseAlternatives(words('ماكلة القطاطس'))[0]).toMatchObject({
      start: 0,
      end: 2,
      replacements: expect.arrayContaining(['cat food']),
    });
  });

  it('reads a phrase whose function words the searched words left out (`sac a dos` searched as `sac dos`)', () => {
    expect(phraseAlternatives(['sac', 'dos', 'ordinateur'])[0]).toMatchObject({
      start: 0,
      end: 2,
      replacements: expect.arrayContaining(['backpack']),
    });
    expect(phraseAlternatives(['tapis', 'priere'])[0]).toMatchObject({
      start: 0,
      end: 2,
      replacements: expect.arrayContaining(['prayer mat']),
    });
    // Only a word inside the phrase may be missing: `sac` alone reads no phrase.
    expect(phraseAlternatives(['sac'])[0]?.end ?? 1).toBe(1);
  });

  it('reads a phrase whose later words are typed as their equivalents or with other long vowels', () => {
    const words = (text: string) => text.split(' ').map(n);
    // `بزونة` is an Iraqi cat: `اكل بزونة` is the phrase `اكل قطط`, cat food.
    expect(phraseAlternatives(words('اكل بزونة'))[0]?.replacements).toContain('cat food');
    // `رداتير` is `رادياتير` written with other long vowels: coolant.
    expect(phraseAlternatives(words('مية رداتير'))[0]?.replacements).toContain('coolant');
    // A word alone is not a phrase's word by its equivalents.
    expect(phraseAlternatives(words('بزونة'))).toEqual([]);
  });

  it('reads a loanword written with other medial long vowels as the lexicon spells it', () => {
    expect(loanwordSpelling(n('شومبوان'))).toBe(n('شامبوان'));
    // Two spellings of one group share their consonants: either is the word.
    expect([n('فانتيلاتور'), n('فونتيلاتور')]).toContain(loanwordSpelling(n('فنتيلاتور')));
    expect(loanwordSpelling(n('شامبوان'))).toBeUndefined();
    expect(loanwordSpelling(n('جوال'))).toBeUndefined();
  });

  it('expands from an ambiguous word but never to it', () => {
    expect(dialectEquivalents(n('براد'))).toContain(n('ثلاجة'));
    expect(dialectEquivalents(n('ثلاجة'))).not.toContain(n('براد'));
    expect(dialectEquivalents(n('سيارة'))).not.toContain(n('عربية'));
    // محمول is a phone in Egypt, but "portable" on any product (حاسوب محمول is a laptop).
    expect(dialectEquivalents(n('جوال'))).not.toContain(n('محمول'));
  });

  it('expands to a brand of one kind (a medicine) but never to a brand of several', () => {
    // Every Panadol is a painkiller: مسكن finds the products named by the brand alone.
    expect(dialectEquivalents(n('مسكن'))).toEqual(expect.arrayContaining([n('بنادول'), n('كتافلام')]));
    expect(dialectEquivalents(n('بنادول'))).toContain(n('مسكن'));
    // Tefal also makes kettles and irons: a pan is never expanded to the brand.
    expect(dialectEquivalents(n('تيفال')).length).toBeGreaterThan(0);
    for (const word of dialectEquivalents(n('تيفال')))
      expect(dialectEquivalents(word)).not.toContain(n('تيفال'));
  });
});

describe('brand table', () => {
  it('holds at least 60 brands', () => {
    expect(brandTable().length).toBeGreaterThanOrEqual(60);
  });

  it.each([
    ['iphone', 'iphone'],
    ['ايفون', 'iphone'],
    ['آيفون', 'iphone'],
    ['سامسونج', 'samsung'],
    ['سامسونغ', 'samsung'],
    ['نايك', 'nike'],
    ['نايكي', 'nike'],
    ['اديداس', 'adidas'],
    ['ابل', 'apple'],
    ['هواوي', 'huawei'],
    ['شاومي', 'xiaomi'],
  ])('%s is %s', (word, id) => {
    expect(brandOfWord(n(word))?.id).toBe(id);
  });

  it('knows names of several words', () => {
    expect(brandPhrasesStartingWith('ال').map((p) => p.brand.id)).toContain('lg');
    expect(brandPhrasesStartingWith('louis')[0]?.words).toEqual(['louis', 'vuitton']);
  });
});

describe('color lexicon', () => {
  it.each([
    ['أحمر', 'red'],
    ['حمراء', 'red'],
    ['حمر', 'red'],
    ['سوداء', 'black'],
    ['بيضاء', 'white'],
    ['زرقاء', 'blue'],
    ['خضراء', 'green'],
    ['صفراء', 'yellow'],
    ['وردية', 'pink'],
    ['Red', 'red'],
    ['Gray', 'grey'],
  ])('%s is %s', (value, id) => {
    expect(canonicalColor(value)).toBe(id);
  });

  it('marks colors that are also products', () => {
    expect(colorNames().find((c) => c.words.join(' ') === 'orange')?.ambiguous).toBe(true);
    expect(colorNames().find((c) => c.words.join(' ') === 'red')?.ambiguous).toBe(false);
  });
});

describe('lexicon words a shopper spells as said', () => {
  it('are met through a letter said alike, a long vowel written or left out, a final ا for ة', () => {
    expect(nearLexiconWords(n('كلاسات'))).toEqual([n('كلسات')]);
    expect(nearLexiconWords(n('شحطة'))).toEqual([n('شحاطة')]);
    expect(nearLexiconWords(n('صبات'))).toContain(n('صباط'));
    expect(nearLexiconWords(n('طابلا'))).toEqual([n('طابلة')]);
  });

  it('are met one edit of any letter away only from a long word, and never from a lexicon word', () => {
    expect(nearLexiconWords(n('كليماتيسور'))).toEqual([n('كليماتيزور')]);
    // Six letters: a changed consonant would meet other words (`مازورة`, a tape measure, is no `ماسورة`).
    expect(nearLexiconWords(n('مازورة'))).toEqual([]);
    expect(nearLexiconWords(n('شبشب'))).toEqual([]);
    expect(nearLexiconWords(n('قط'))).toEqual([]);
  });

  it('know the words of their phrases', () => {
    expect(isPhraseWord(n('طياب'))).toBe(true);
    expect(isPhraseWord(n('كلسات'))).toBe(false);
  });
});

describe('words that are also a brand', () => {
  it('are never expanded to: apples are no Apple, a scale (balance) no New Balance', () => {
    expect(dialectEquivalents(n('تفاح'))).not.toContain('apple');
    expect(dialectEquivalents(n('ميزان'))).not.toContain('balance');
  });
});

describe('compounds of French and English', () => {
  it('read with the hyphen or without it, as the phrase their words make', () => {
    for (const words of [
      ['haut', 'parleur'],
      ['seche', 'cheveux'],
      ['lave', 'linge'],
    ]) {
      const whole = phraseAlternatives(words).find((a) => a.start === 0 && a.end === 2);
      expect(whole?.replacements.length ?? 0, words.join('-')).toBeGreaterThan(0);
    }
  });
});
