import { describe, expect, it } from 'vitest';
import type { AnalysisContext } from '../search/analyzer.ts';
import { createAnalyzer } from './analyzer.ts';
import { buildVocabulary } from './build-vocabulary.ts';
import { isCommonWord } from './common-words.ts';
import { normalizeWord as n } from './normalize.ts';
import { isPurposeVerb, isUseVerb, purposeWords, useReadings } from './purpose-verbs.ts';
import { isStopword } from './stopwords.ts';

const analyzer = createAnalyzer();
const catalog = [
  'منشار أركت بوش PST 650',
  'أقلام بايلوت V5 أزرق',
  'مساحات فاليو زوج',
  'دهان ناشونال بينتس مطفي أبيض',
  'White wall paint 3.6L',
  'طقم رؤوس مفكات 32 قطعة',
  'Router TP-Link Archer C6',
];

function forms(q: string): { term: string; kind: string }[][] {
  const context: AnalysisContext = { mode: 'query', lang: 'ar', vocabulary: buildVocabulary(catalog) };
  return analyzer.analyze(q, context).map((t) => t.terms.map(({ term, kind }) => ({ term, kind })));
}

describe('verbs of what a product is for', () => {
  it('are read in every dialect person as the kinds made for that, those the catalog holds', () => {
    for (const verb of ['اقطع', 'نقطع', 'يقطع', 'تقطع', 'بيقطع'])
      expect(isPurposeVerb(n(verb)), verb).toBe(true);
    const vocabulary = buildVocabulary(catalog);
    expect(purposeWords(n('اقطع'), (w) => vocabulary.documentFrequency(w) > 0, 4)).toEqual([n('منشار')]);
    expect(purposeWords(n('اكتب'), (w) => vocabulary.documentFrequency(w) > 0, 4)).toContain(n('أقلام'));
  });

  it('read inflating (a tyre) as the air pump, in every person and with its object (انفخه)', () => {
    const vocabulary = buildVocabulary(['منفاخ إطارات كهربائي 12 فولت', 'كمبروسر هواء 50 لتر']);
    const known = (w: string) => vocabulary.documentFrequency(w) > 0;
    for (const verb of ['انفخ', 'انفخه', 'ننفخ', 'بينفخ']) expect(isPurposeVerb(n(verb)), verb).toBe(true);
    expect(purposeWords(n('انفخه'), known, 4)).toContain(n('كمبروسر'));
  });

  it('read blending, swimming, praying and burning incense as the products made for them', () => {
    const vocabulary = buildVocabulary(['خلاط كهربائي', 'مايوه سباحة', 'سجادة صلاة سفر', 'مبخرة سيراميك']);
    const known = (w: string) => vocabulary.documentFrequency(w) > 0;
    expect(purposeWords(n('اخلط'), known, 4)).toEqual([n('خلاط')]);
    expect(purposeWords(n('اسبح'), known, 4)).toEqual([n('مايوه')]);
    expect(purposeWords(n('اعوم'), known, 4)).toEqual([n('مايوه')]);
    expect(purposeWords(n('اصلي'), known, 4)).toContain(n('سجادة'));
    expect(purposeWords(n('ابخر'), known, 4)).toContain(n('مبخرة'));
  });

  it('read stapling papers as the stapler (sharpening, `ابري`, is no purpose verb: `ابريق` is a teapot)', () => {
    const vocabulary = buildVocabulary(['دباسة مكتب مع دبابيس', 'براية مزدوجة مابد']);
    const known = (w: string) => vocabulary.documentFrequency(w) > 0;
    expect(purposeWords(n('اكبس'), known, 4)).toEqual([n('دباسة')]);
    expect(purposeWords(n('ادبس'), known, 4)).toEqual([n('دباسة')]);
    expect(isPurposeVerb(n('ابري'))).toBe(false);
  });

  it('give near-match forms and are never read as a name in the other script', () => {
    const [cut] = forms('اقطع');
    expect(cut).toContainEqual({ term: n('منشار'), kind: 'purpose' });
    // `اقطع` shares its skeleton with the model code C6.
    expect(cut?.map((f) => f.term)).not.toContain('c6');
    expect(forms('يمسح')[0]).toContainEqual({ term: n('مساحات'), kind: 'purpose' });
    // `دهان` is also a painter: never expanded to.
    expect(forms('نصبغ')[0]).toContainEqual({ term: 'paint', kind: 'purpose' });
    expect(isCommonWord(n('نصبغ'))).toBe(true);
  });

  it('are read with an object pronoun too: warm me, carry it', () => {
    const known = new Set([n('بطانية'), n('شنطة ظهر'), n('شنطة')]);
    expect(purposeWords(n('يدفيني'), (w) => known.has(w), 3)).toContain(n('بطانية'));
    expect(purposeWords(n('اشيله'), (w) => known.has(w), 3)).toContain(n('شنطة'));
    expect(purposeWords(n('يدفي'), (w) => known.has(w), 3)).toContain(n('بطانية'));
    // Water with it (Maghrebi `نسقي بيها`): the garden hose.
    expect(purposeWords(n('نسقي'), (w) => w === n('خرطوم'), 3)).toEqual([n('خرطوم')]);
    // The pronoun alone on another word makes no verb of purpose.
    expect(isPurposeVerb(n('بيتني'))).toBe(false);
  });

  it('read drinking, feeding a baby and combing as the thermos, the bottle and the brush', () => {
    const known = new Set([n('كوب'), n('رضاعة'), n('فرشاة')]);
    expect(purposeWords(n('اشرب'), (w) => known.has(w), 3)).toContain(n('كوب'));
    expect(purposeWords(n('نرضع'), (w) => known.has(w), 3)).toContain(n('رضاعة'));
    expect(purposeWords(n('امشط'), (w) => known.has(w), 3)).toContain(n('فرشاة'));
    // Measuring reads a scale, not `balance` of New Balance's shoes.
    expect(purposeWords(n('نقيس'), () => true, 20)).not.toContain('balance');
    // `اشرب` (I drink) is no Sharpie marker read in the other script.
    const markers: AnalysisContext = {
      mode: 'query',
      lang: 'ar',
      vocabulary: buildVocabulary(['Sharpie permanent markers', 'Thermos flask 1L']),
    };
    const drink = analyzer.analyze('اشرب', markers)[0]?.terms.map((t) => t.term);
    expect(drink).not.toContain('sharpie');
  });

  it("reach a kind named only by phrases through the phrase's head, never a word of sets or devices", () => {
    const known = () => true;
    // A phone holder is only ever `حامل جوال`, `ستاند موبايل`...: its head names it.
    expect(purposeWords(n('تمسك'), known, 6)).toContain(n('حامل'));
    // `طقم سكاكين` is knives, but `طقم` alone is any set.
    expect(purposeWords(n('اقطع'), known, 12)).not.toContain(n('طقم'));
    // `شريط لاصق` is tape, but `شريط` alone is any strip (correction tape, a tape measure).
    expect(purposeWords(n('نلصق'), known, 12)).toContain(n('لاصق'));
    expect(purposeWords(n('نلصق'), known, 12)).not.toContain(n('شريط'));
  });

  it('read sleeping and sitting as what one sleeps or sits on, and take on it and from it as the tool pronoun', () => {
    const known = new Set([n('مرتبة'), n('مخدة'), n('كنبة'), n('كرسي')]);
    expect(purposeWords(n('انام'), (w) => known.has(w), 3)).toContain(n('مرتبة'));
    expect(purposeWords(n('ننعس'), (w) => known.has(w), 3)).toContain(n('مرتبة'));
    expect(purposeWords(n('اقعد'), (w) => known.has(w), 3)).toContain(n('كنبة'));
    for (const word of ['عليه', 'عليها', 'منه', 'منها']) expect(isStopword(n(word)), word).toBe(true);
  });

  it('read playing as the toys a child plays with', () => {
    // `العاب` (also games) and `مكعبات` (also cubes) are words of two meanings: never read to.
    const known = new Set([n('دمية'), n('العاب'), n('كرة'), n('مكعبات')]);
    for (const verb of ['يلعب', 'تلعب', 'العب', 'بيلعب'])
      expect(
        purposeWords(n(verb), (w) => known.has(w), 4),
        verb,
      ).toEqual([n('دمية'), n('كرة')]);
  });

  it('leave other words alone', () => {
    expect(isPurposeVerb(n('قطعة'))).toBe(false);
    expect(forms('قطعة')[0]?.some((f) => f.kind === 'purpose')).toBe(false);
  });
});

describe('a use: a verb read with what it works on', () => {
  const words = (q: string) => q.split(' ').map(n);
  const kinds = (q: string) => useReadings(words(q)).map((r) => ({ at: r.at, first: r.words[0] }));

  it("takes the object after the tool pronoun to choose among the verb's kinds", () => {
    // Heat the water: the kettle; heat the house: the heater.
    expect(kinds('ابي شي اسخن فيه الماي')).toEqual([{ at: 2, first: n('غلاية') }]);
    expect(kinds('اريد شي اسخن بيه الغرفة')[0]?.first).toBe(n('دفاية'));
    // Wash the hair, the teeth, the face: shampoo, a toothbrush, a face wash.
    expect(kinds('بغيت شي نغسل بيه راسي')[0]?.first).toBe(n('شامبو'));
    expect(useReadings(words('اريد شي اغسل بيه سناني'))[0]?.words).toContain(n('مسواك'));
    expect(useReadings(words('عايزة حاجة اغسل بيها وشي'))[0]?.words).toContain(n('ميسيلار'));
  });

  it('reads the verb after a word of purpose, and a verbal noun after ل', () => {
    expect(kinds('بغيت حاجة باش نسخن الدار')).toEqual([{ at: 3, first: n('دفاية') }]);
    expect(kinds('جهاز لتسخين الماء')).toEqual([{ at: 1, first: n('غلاية') }]);
    expect(useReadings(words('منتج لازالة المكياج'))[0]?.words).toContain(n('مزيل'));
  });

  it('reads what a thing does after a word for the thing, when a use is named', () => {
    // A thing that heats the water: the kettle; a device that cools the room: an air conditioner.
    expect(kinds('عايز حاجة تسخن المية')).toEqual([{ at: 2, first: n('غلاية') }]);
    expect(kinds('اريد جهاز يبرد الغرفة')[0]?.first).toBe(n('مكيف'));
    expect(useReadings(words('بدي شي ينضف المكياج'))[0]?.words).toContain(n('ميسيلار'));
    // Measure the pressure: the blood pressure monitor; protect the screen: a screen protector.
    expect(useReadings(words('ابي جهاز اقيس فيه الضغط'))[0]?.words).toContain(n('طونسيوميتر'));
    expect(useReadings(words('بدي شي يحمي شاشة الايفون'))[0]?.words).not.toContain(n('جراب'));
    // In the first person it is no thing's doing; with no use named it is read as nothing.
    expect(useReadings(words('حاجة اسخن المية'))).toEqual([]);
    expect(useReadings(words('ابي شي يشيل ريحة السيارة'))).toEqual([]);
  });

  it('reads keeping a drink hot or cold as the thermos', () => {
    expect(kinds('ابي شي يحفظ القهوه حاره')[0]?.first).toBe(n('ترمس'));
    expect(kinds('اريد شي اخلي بيه الماي بارد')[0]?.first).toBe(n('ترمس'));
  });

  it('reads the object named before a verb whose pronoun stands for it', () => {
    // The room is hot, I want a thing to cool it: an air conditioner; the object is the room.
    const [reading] = useReadings(words('الغرفة حر وايد ابي شي يبردها'));
    expect(reading?.words[0]).toBe(n('مكيف'));
    expect(reading?.objectBefore).toBe(0);
    // A verb that ends the query reads what was named before it too; one followed by other words
    // without the pronoun does not.
    expect(kinds('البيت برد بالشتا ابي شي يدفي')[0]?.first).toBe(n('دفاية'));
    expect(useReadings(words('الغرفة حر ابي شي يبرد لحالي'))).toEqual([]);
  });

  it("reads the Maghreb's صبن as washing and camping as the tent", () => {
    expect(kinds('بغيت شي ماكينة نصبن بيها الحوايج')[0]?.first).toBe(n('غسالة'));
    expect(isPurposeVerb(n('نكشت'))).toBe(true);
    // The tent's Gulf phrase `بيت شعر` lends it no `بيت`: a house heads the doll's house and the glasses case too.
    expect(purposeWords(n('نكشت'), () => true, 10)).toContain(n('خيمة'));
    expect(purposeWords(n('نكشت'), () => true, 10)).not.toContain(n('بيت'));
    // The Levant's "bring him" is no word of the product (`بدي جبلو لعبة`).
    expect(isStopword(n('جبلو'))).toBe(true);
  });

  it("reads a bare stem before the pronoun as the verb's own kinds when no use is named", () => {
    expect(useReadings(words('بدي شي دفي فيه الولاد'))[0]?.words).toContain(n('بطانية'));
  });

  it('reads nothing where no verb of purpose stands in such a place', () => {
    // `غسيل` after a noun, with no `ل`, is the laundry; a verb with no pronoun nor `باش` is left alone.
    expect(useReadings(words('مسحوق غسيل الملابس'))).toEqual([]);
    expect(useReadings(words('اسخن الماء'))).toEqual([]);
    expect(useReadings(words('تلفون فيه بطارية'))).toEqual([]);
  });

  it("are the query's kinds in the analyzer, without the reading in the other script", () => {
    const shop = buildVocabulary(['غلاية كهربائية تيفال', 'دفاية زيت', 'صابون دوف', 'Dove soap', 'بطانية']);
    const context: AnalysisContext = { mode: 'query', lang: 'ar', vocabulary: shop };
    const heat = analyzer.analyze('ابي شي اسخن فيه الماي', context)[2]?.terms;
    expect(heat?.filter((t) => t.kind === 'purpose').map((t) => t.term)).toEqual([n('غلاية')]);
    const warm = analyzer.analyze('بدي شي دفي فيه الولاد', context)[2]?.terms.map((t) => t.term);
    expect(warm).toContain(n('بطانية'));
    expect(warm).not.toContain('dove');
  });

  it('a verb of a use is no sort word before the pronoun (`اغلي بيها`, boil with it)', () => {
    expect(isUseVerb(n('اغلي'))).toBe(true);
  });
});

describe('asking filler', () => {
  it('"a thing" and "so that" are function words (حاجة is no misspelt حارة)', () => {
    for (const word of ['حاجة', 'حاجه', 'باش', 'مشان']) expect(isStopword(n(word)), word).toBe(true);
  });

  it('the Maghrebi indefinite واحد is a function word; its feminine (قطعة واحدة, one piece) is not', () => {
    expect(isStopword(n('واحد'))).toBe(true);
    expect(isStopword(n('واحدة'))).toBe(false);
  });

  it('the Egyptian عندكو (you have) is a function word, as عندكم is', () => {
    for (const word of ['عندكو', 'عندكوا', 'عندكم']) expect(isStopword(n(word)), word).toBe(true);
  });
});
