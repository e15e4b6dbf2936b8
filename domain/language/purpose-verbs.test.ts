import { describe, expect, it } from 'vitest';
import type { AnalysisContext } from '../search/analyzer.ts';
import { createAnalyzer } from './analyzer.ts';
import { buildVocabulary } from './build-vocabulary.ts';
import { isCommonWord } from './common-words.ts';
import { normalizeWord as n } from './normalize.ts';
import { isPurposeVerb, purposeWords } from './purpose-verbs.ts';
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

  it('leave other words alone', () => {
    expect(isPurposeVerb(n('قطعة'))).toBe(false);
    expect(forms('قطعة')[0]?.some((f) => f.kind === 'purpose')).toBe(false);
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
