import { describe, expect, it } from 'vitest';
import type { AnalysisContext } from '../search/analyzer.ts';
import { createAnalyzer } from './analyzer.ts';
import { buildVocabulary } from './build-vocabulary.ts';
import { dialectMeanings } from './dialect-lexicon.ts';
import { normalizeWord } from './normalize.ts';
import { storeRegion } from './store-region.ts';
import { TERM_WEIGHTS } from './term-list.ts';

const n = normalizeWord;
const analyzer = createAnalyzer();

/** The weight of each dialect form of a one-word query. */
function dialectWeights(word: string, context: Omit<AnalysisContext, 'mode' | 'lang'>): Map<string, number> {
  const [token] = analyzer.analyze(word, { mode: 'query', lang: 'ar', ...context });
  return new Map((token?.terms ?? []).filter((t) => t.kind === 'dialect').map((t) => [t.term, t.weight]));
}

describe('words that mean different things by region', () => {
  it('have one meaning per group, each with the regions where the word means it', () => {
    const meanings = dialectMeanings(n('عيش'));
    expect(meanings.map((m) => m.group).sort()).toEqual(['bread', 'rice']);
    expect(meanings.find((m) => m.group === 'rice')?.regions).toEqual(['gulf']);
    expect(meanings.find((m) => m.group === 'bread')?.regions).toEqual(['egypt']);
  });

  it('keep a spelling variant with the group of the word it spells', () => {
    // `شعرية` is the usual spelling of vermicelli (`شعيرية`), and counted as pasta too.
    expect(
      dialectMeanings(n('شعرية'))
        .map((m) => m.group)
        .sort(),
    ).toEqual(['noodles', 'pasta']);
    const vocabulary = buildVocabulary(['شعيرية 250 جرام', 'مكرونة اسباجتي']);
    const weights = dialectWeights('شعرية', { vocabulary });
    expect(weights.has(n('شعيرية'))).toBe(true);
    expect(weights.has(n('مكرونة'))).toBe(true);
  });

  it('expand to every meaning the catalog holds, the store region’s first', () => {
    const vocabulary = buildVocabulary(['أرز بسمتي 5 كيلو', 'رز مصري', 'خبز عربي', 'صمون حجري']);
    const gulf = dialectWeights('عيش', { vocabulary, region: 'gulf' });
    expect(gulf.get(n('ارز'))).toBe(TERM_WEIGHTS.dialect);
    expect(gulf.get(n('خبز'))).toBeLessThan(TERM_WEIGHTS.dialect);
    expect(gulf.get(n('صمون'))).toBeLessThan(TERM_WEIGHTS.dialect);
    const egypt = dialectWeights('عيش', { vocabulary, region: 'egypt' });
    expect(egypt.get(n('خبز'))).toBe(TERM_WEIGHTS.dialect);
    expect(egypt.get(n('ارز'))).toBeLessThan(TERM_WEIGHTS.dialect);
    // Without a region, no meaning is preferred: the catalog ranks them.
    const anywhere = dialectWeights('عيش', { vocabulary });
    expect(new Set(anywhere.values())).toEqual(new Set([TERM_WEIGHTS.dialect]));
    expect([...anywhere.keys()]).toEqual(expect.arrayContaining([n('ارز'), n('رز'), n('خبز'), n('صمون')]));
  });

  it('never expand to a word with another meaning', () => {
    const vocabulary = buildVocabulary(['عيش بلدي', 'أرز مصري']);
    expect(dialectWeights('رز', { vocabulary, region: 'gulf' }).has(n('عيش'))).toBe(false);
  });

  it('never expand to a brand shoppers use for the whole kind', () => {
    // `تيفال` is a pan in Gulf and Levantine speech, and also the brand of the store's kettle.
    const vocabulary = buildVocabulary(['مقلاة جرانيت 28 سم', 'غلاية تيفال 1.7 لتر', 'طاسة تيفلون']);
    const weights = dialectWeights('مقلاة', { vocabulary, region: 'gulf' });
    expect(weights.has(n('طاسة'))).toBe(true);
    expect(weights.has(n('تيفال'))).toBe(false);
    // Typed, the generic name still reads as its kind.
    expect(dialectWeights('تيفال', { vocabulary, region: 'gulf' }).has(n('مقلاة'))).toBe(true);
  });

  it('keep one weight for a word of a single meaning, whatever the region', () => {
    const weights = dialectWeights('موبايل', { region: 'maghreb' });
    expect(weights.size).toBeGreaterThan(0);
    expect(new Set(weights.values())).toEqual(new Set([TERM_WEIGHTS.dialect]));
  });
});

describe('storeRegion', () => {
  it.each([
    [{ locales: ['ar', 'en'], currency: 'SAR' }, 'gulf'],
    [{ locales: ['ar'], currency: 'egp' }, 'egypt'],
    [{ locales: ['ar-MA', 'fr'], currency: 'EUR' }, 'maghreb'],
    [{ locales: ['ar_IQ'], currency: 'USD' }, 'iraq'],
    [{ locales: ['ar-JO'], currency: 'SAR' }, 'levant'],
    [{ locales: ['en'], currency: 'USD' }, undefined],
  ])('%j is %s', (store, region) => {
    expect(storeRegion(store)).toBe(region);
  });
});

describe('nearby kinds', () => {
  const forms = (q: string, catalog: readonly string[], lang = 'ar') => {
    const [token] = analyzer.analyze(q, { mode: 'query', lang, vocabulary: buildVocabulary(catalog) });
    return token?.terms ?? [];
  };

  it('expand a word to the kind its shoppers also accept, below the word and its equivalents', () => {
    expect(dialectMeanings(n('شبشب'))[0]?.related).toContain(n('صندل'));
    const terms = forms('شحاطة', ['صندل نسائي مسطح', 'شبشب رجالي']);
    const sandal = terms.find((t) => t.term === n('صندل'));
    expect(sandal?.kind).toBe('related');
    expect(sandal?.weight).toBeLessThan(TERM_WEIGHTS.dialect);
    expect(terms.find((t) => t.term === n('شبشب'))?.kind).toBe('dialect');
  });

  it('go one way only: a bag may be a backpack, a backpack is not any bag', () => {
    const catalog = ['Casual backpack grey', 'Leather handbag', 'Duffel bag'];
    expect(forms('bag', catalog, 'en').map((t) => t.term)).toContain('backpack');
    expect(forms('backpack', catalog, 'en').map((t) => t.term)).not.toContain('bag');
  });
});

describe('regional words added for issue 13', () => {
  it('read the Maghrebi loanword for vermicelli as noodles first, pasta too', () => {
    const groups = dialectMeanings(n('فيرميسيل')).map((m) => m.group);
    expect(groups).toContain('noodles');
    expect(groups).toContain('pasta');
  });

  it('read a loanword plural in ات through its singular (بوجيهات spark plugs), and the Levantine دواليب as tyres too', () => {
    const forms = (q: string, catalog: readonly string[]) =>
      (
        analyzer.analyze(q, { mode: 'query', lang: 'ar', vocabulary: buildVocabulary(catalog) })[0]?.terms ??
        []
      ).map((t) => t.term);
    expect(forms('بوجيهات', ['بواجي دينسو ايريديوم'])).toContain(n('بواجي'));
    expect(dialectMeanings(n('دواليب')).map((m) => m.group)).toEqual(
      expect.arrayContaining(['tyre', 'wardrobe']),
    );
  });

  it('read a plural the lexicon does not list as its singular, in every meaning (كاويات irons, برادات fridges or teapots, قراعي bottles)', () => {
    const forms = (q: string, catalog: readonly string[]) =>
      (
        analyzer.analyze(q, { mode: 'query', lang: 'ar', vocabulary: buildVocabulary(catalog) })[0]?.terms ??
        []
      ).map((t) => t.term);
    // Both words have several meanings: a form guessed from a word (its stem) gives none of those.
    expect(dialectMeanings(n('كاوية')).some((m) => m.ambiguous)).toBe(true);
    expect(forms('كاويات', ['مكواة بخار فيليبس'])).toContain(n('مكواة'));
    const fridges = forms('برادات', ['ثلاجة صغيرة 90 لتر', 'ابريق شاي ستانلس']);
    expect(fridges).toContain(n('ثلاجة'));
    expect(fridges).toContain(n('ابريق'));
    // A broken plural the lexicon does not list reads through its singular the same way: `قراعي`,
    // bottles in the Maghreb, is `قرعة`, which is also a courgette.
    expect(dialectMeanings(n('قرعة')).some((m) => m.ambiguous)).toBe(true);
    expect(forms('قراعي', ['زجاجة ماء رياضية 750 مل'])).toContain(n('زجاجة'));
  });

  it('read ظ written for ض, as the Gulf and Iraq say it (بيظ eggs, حامظ lemons), as the word itself', () => {
    const forms = (q: string, catalog: readonly string[]) =>
      (
        analyzer.analyze(q, { mode: 'query', lang: 'ar', vocabulary: buildVocabulary(catalog) })[0]?.terms ??
        []
      ).map((t) => t.term);
    expect(forms('بيظ', ['بيض أبيض 30 بيضة', 'Queen bed frame'])).toContain(n('بيض'));
    expect(forms('حامظ', ['ليمون 1 كيلو', 'Lemons 1kg'])).toContain('lemons');
    // A word the catalog holds as typed is that word.
    expect(forms('حافظة', ['حافظة طعام', 'حافضة'])).not.toContain(n('حافضة'));
  });

  it('read a feminine noun owned (كاويتي, my iron) as the noun, in every meaning', () => {
    const forms = (q: string, catalog: readonly string[]) =>
      (
        analyzer.analyze(q, { mode: 'query', lang: 'ar', vocabulary: buildVocabulary(catalog) })[0]?.terms ??
        []
      ).map((t) => t.term);
    expect(forms('كاويتي', ['مكواة بخار فيليبس'])).toContain(n('مكواة'));
    expect(forms('طفايتي', ['مطفأة حريق للسيارة', 'fire extinguisher'])).toContain('extinguisher');
  });

  it('read a word the lexicon knows as typed in its own meaning, not in its stem’s (حريرة the soup, not silk)', () => {
    const catalog = ['خليط الحريرة', 'ستارة كتان رمادي', 'linen curtain'];
    const forms = (q: string) =>
      (
        analyzer.analyze(q, { mode: 'query', lang: 'ar', vocabulary: buildVocabulary(catalog) })[0]?.terms ??
        []
      ).map((t) => t.term);
    expect(forms('حريرة')).toContain(n('حريرة'));
    expect(forms('حريرة')).not.toContain(n('كتان'));
    expect(forms('حريرة')).not.toContain('linen');
    // A word the lexicon does not know as typed still reads through its stem.
    expect(forms('حرير')).toContain(n('كتان'));
  });

  it('read the feminine of an adjective in ي as the lexicon’s word (لاسلكية → wireless, cordless)', () => {
    const terms = (
      analyzer.analyze('لاسلكية', {
        mode: 'query',
        lang: 'ar',
        vocabulary: buildVocabulary(['Dyson V8 cordless stick vacuum']),
      })[0]?.terms ?? []
    ).map((t) => t.term);
    expect(terms).toContain('cordless');
  });

  it('read a word under the Maghrebi bare ل article in every meaning, as typed without it (لكاسك: a casque)', () => {
    const terms = (
      analyzer.analyze('لكاسك', {
        mode: 'query',
        lang: 'ar',
        vocabulary: buildVocabulary(['JBL Tune 510BT wireless headphones', 'كاس زجاج للماء', 'glass cup']),
      })[0]?.terms ?? []
    ).map((t) => t.term);
    expect(terms).toContain('headphones');
  });

  it('read a lexicon word under a one-letter preposition with its equivalents the catalog holds (بجردل: with a bucket, دلو)', () => {
    const terms = (
      analyzer.analyze('بجردل', {
        mode: 'query',
        lang: 'ar',
        vocabulary: buildVocabulary(['ممسحة دوارة مع دلو', 'Spin mop with bucket']),
      })[0]?.terms ?? []
    ).map((t) => t.term);
    expect(terms).toContain(n('دلو'));
  });

  it('read the Gulf عيالي as kids and دياي as chicken', () => {
    expect(dialectMeanings(n('عيالي')).map((m) => m.group)).toContain('kids');
    expect(dialectMeanings(n('دياي')).map((m) => m.group)).toContain('chicken');
  });
});

describe('a word the lexicon knows, read without a stem of another meaning', () => {
  const terms = (word: string, texts: readonly string[]) =>
    analyzer
      .analyze(word, { mode: 'query', lang: 'ar', vocabulary: buildVocabulary(texts) })[0]
      ?.terms.map((t) => t.term) ?? [];

  it('does not read a workout as dates, nor a screen protector as sugar', () => {
    const catalog = ['تمر خلاص 1 كيلو', 'سكر بني 1 كيلو', 'شورت رياضي', 'حماية شاشة زجاج'];
    expect(terms('تمرين', catalog)).not.toContain(n('تمر'));
    expect(terms('تمرين', catalog)).toContain(n('رياضي'));
    expect(terms('سكرين', catalog)).not.toContain(n('سكر'));
  });

  it('keeps a form the lexicon gives the same meaning', () => {
    expect(terms('كراسي', ['كرسي مكتب'])).toContain(n('كرسي'));
  });

  it('reads a word in ة without its stem when the lexicon gives it one kind the catalog names', () => {
    // `سفرة` is a dining table, not `سفر` a journey; `زجاجة` a bottle, not glass.
    const catalog = ['سجادة صلاة سفر', 'طاولة طعام خشب', 'زجاج حماية شاشة', 'زجاجة ماء رياضية'];
    expect(terms('سفرة', catalog)).not.toContain(n('سفر'));
    expect(terms('زجاجة', catalog)).not.toContain(n('زجاج'));
    // Where the catalog does not name the kind, the stem is what may find it.
    expect(terms('سفرة', ['سجادة صلاة سفر'])).toContain(n('سفر'));
  });
});

describe('a newborn', () => {
  it('is its own kind: a newborn reads newborn, a baby reads baby', () => {
    // `حفاضات للمولود`: the newborn's size, not any baby's (the two had been one group).
    expect(dialectMeanings(n('مولود')).map((m) => m.group)).toEqual(['newborn']);
    expect(dialectMeanings(n('بيبي')).map((m) => m.group)).toEqual(['baby']);
  });
});
