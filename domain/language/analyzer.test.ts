import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnalysisContext, AnalyzedToken } from '../search/analyzer.ts';
import { createAnalyzer } from './analyzer.ts';
import { buildVocabulary } from './build-vocabulary.ts';
import { TERM_WEIGHTS } from './term-list.ts';

const analyzer = createAnalyzer();
const INDEX: AnalysisContext = { mode: 'index', lang: 'ar' };
const QUERY: AnalysisContext = { mode: 'query', lang: 'ar' };

const terms = (text: string, context: AnalysisContext = INDEX): string[][] =>
  analyzer.analyze(text, context).map((t) => t.terms.map((x) => x.term));
const allTerms = (text: string, context: AnalysisContext = INDEX): Set<string> =>
  new Set(terms(text, context).flat());
const termOf = (tokens: AnalyzedToken[], term: string) =>
  tokens.flatMap((t) => t.terms).find((x) => x.term === term);

describe('createAnalyzer: surface forms', () => {
  it('puts the normalized surface form first, with weight 1', () => {
    for (const token of analyzer.analyze('الهواتف الذكية من سامسونج', INDEX)) {
      expect(token.terms[0]?.kind).toBe('surface');
      expect(token.terms[0]?.weight).toBe(1);
    }
    expect(terms('أحذية رياضيّة')[0]?.[0]).toBe('احذيه');
  });

  it('reports offsets of the original characters', () => {
    const text = 'جوال  ٢ لتر، ال جي';
    const tokens = analyzer.analyze(text, INDEX);
    for (const t of tokens) expect(text.slice(t.start, t.end)).toBe(t.original);
    expect(tokens.map((t) => t.original)).toEqual(['جوال', '٢ لتر', 'ال جي']);
    expect(tokens.map((t) => t.position)).toEqual([0, 1, 2]);
  });

  it('weighs exact matches above stems and lexicon forms', () => {
    const tokens = analyzer.analyze('والهواتف', INDEX);
    expect(termOf(tokens, 'والهواتف')?.weight).toBe(1);
    expect(termOf(tokens, 'هواتف')?.weight).toBe(TERM_WEIGHTS.clitic);
    expect(termOf(tokens, 'هاتف')?.kind).toBe('plural');
    expect(TERM_WEIGHTS.stem).toBeLessThan(TERM_WEIGHTS.surface);
  });
});

describe('createAnalyzer: stems and plurals', () => {
  it('indexes both the surface and the stem', () => {
    expect(terms('السيارات')[0]).toEqual(['السيارات', 'سيارات', 'سيار']);
    expect(allTerms('سيارة')).toContain('سيار');
  });

  it('maps broken plurals to their singular', () => {
    expect(allTerms('هواتف')).toContain('هاتف');
    expect(allTerms('الحقائب')).toContain('حقيبه');
    expect(allTerms('أحذية')).toContain('حذا');
  });

  it('stems English plurals', () => {
    expect(allTerms('Phones')).toContain('phone');
  });

  it('leaves brand names and protected words unstemmed', () => {
    expect(terms('هواوي')[0]).toEqual(['هواوي', 'huawei']);
    expect(terms('adidas')[0]).toEqual(['adidas']);
    const custom = createAnalyzer({ protectedWords: ['وطنية'] });
    expect(custom.analyze('وطنية', INDEX)[0]?.terms.map((t) => t.term)).toEqual(['وطنيه']);
  });
});

describe('createAnalyzer: query mode', () => {
  it('adds dialect and MSA equivalents', () => {
    const found = allTerms('موبايل', QUERY);
    for (const w of ['جوال', 'هاتف']) expect(found).toContain(w);
    expect(allTerms('جزمة', QUERY)).toContain('حذا');
    expect(allTerms('الجوالات', QUERY)).toContain('موبايل');
    expect(allTerms('موبايل', INDEX)).not.toContain('جوال');
  });

  it('reads a color word that is also a product word as the color too, after another word only', () => {
    const vocabulary = buildVocabulary([
      'ثوب ولادي أبيض',
      'Boys thobe, white',
      'بيض أبيض 30 حبة',
      'جزمة جلد بني',
    ]);
    const context = { ...QUERY, vocabulary };
    const [, white] = analyzer.analyze('دشداشة بيضة', context);
    expect(white?.terms.map((t) => t.term)).toEqual(expect.arrayContaining(['ابيض', 'white']));
    // Alone, `بيض` is eggs: no color forms.
    expect(analyzer.analyze('بيض', context)[0]?.terms.map((t) => t.term)).not.toContain('white');
    // Not after a function word (`في بيض`).
    expect(analyzer.analyze('في بيض', context)[1]?.terms.map((t) => t.term)).not.toContain('white');
  });

  it("reads the Maghreb's كحل as black after a noun, and as kohl alone", () => {
    const vocabulary = buildVocabulary([
      'حذاء جري بوما أسود',
      'Puma running shoes, black',
      'كحل عربي للعيون',
    ]);
    const context = { ...QUERY, vocabulary };
    const [, black] = analyzer.analyze('صباط كحل', context);
    expect(black?.terms.map((t) => t.term)).toEqual(expect.arrayContaining(['اسود', 'black', 'كحل']));
    expect(analyzer.analyze('كحل', context)[0]?.terms.map((t) => t.term)).not.toContain('black');
  });

  it("reads a French word after an elided article or preposition as that word (l'huile, d'olive)", () => {
    const [, , oil, olive] = analyzer.analyze("savon a l'huile d'olive", { mode: 'index', lang: 'fr' });
    expect(oil?.terms.map((t) => t.term)).toContain('huile');
    expect(olive?.terms.map((t) => t.term)).toContain('olive');
    // In a query, the word's lexicon equivalents come with it.
    const vocabulary = buildVocabulary(['Nablus olive oil soap', 'صابون نابلسي بزيت الزيتون']);
    const [query] = analyzer.analyze("l'huile", { mode: 'query', lang: 'fr', vocabulary });
    expect(query?.terms.map((t) => t.term)).toContain('oil');
    // A brand written so keeps its own word.
    expect(analyzer.analyze("L'Oréal", { mode: 'index', lang: 'fr' })[0]?.terms.map((t) => t.term)).toEqual([
      'loreal',
    ]);
  });

  it('reads a word the catalog holds with another ending as that word, not a Latin name it sounds like', () => {
    const vocabulary = buildVocabulary(['بدلة رياضية رجالي', "Men's tracksuit, black", 'Red dog leash']);
    const [sport] = analyzer.analyze('رياضة', { ...QUERY, vocabulary });
    expect(sport?.terms.map((t) => t.term)).not.toContain('red');
    // An everyday word is no Latin name either (`هدية`, a gift, is not a hoodie; `عرس` not Eros).
    const names = buildVocabulary(["Men's pullover hoodie", 'Versace Eros 100ml']);
    expect(
      analyzer.analyze('هدية', { ...QUERY, vocabulary: names })[0]?.terms.map((t) => t.term),
    ).not.toContain('hoodie');
    expect(
      analyzer.analyze('عرس', { ...QUERY, vocabulary: names })[0]?.terms.map((t) => t.term),
    ).not.toContain('eros');
    expect(analyzer.analyze('ايروس', { ...QUERY, vocabulary: names })[0]?.terms.map((t) => t.term)).toContain(
      'eros',
    );
    const nido = buildVocabulary(['Nido milk powder 900g']);
    const read = (word: string) =>
      analyzer.analyze(word, { ...QUERY, vocabulary: nido })[0]?.terms.map((t) => t.term) ?? [];
    expect(read('نادي')).not.toContain('nido');
    expect(read('نيدو')).toContain('nido');
    const brands = buildVocabulary(['Nike Air Max 90', 'Sony WH-1000XM5']);
    const brandOf = (word: string) =>
      analyzer.analyze(word, { ...QUERY, vocabulary: brands })[0]?.terms.map((t) => t.term) ?? [];
    expect(brandOf('انيق')).not.toContain('nike');
    expect(brandOf('صناعة')).not.toContain('sony');
    expect(brandOf('نايك')).toContain('nike');
    // Without the word in its own script, the Latin name is still read (`ريد` is red).
    const latin = buildVocabulary(['Red dog leash']);
    expect(analyzer.analyze('ريد', { ...QUERY, vocabulary: latin })[0]?.terms.map((t) => t.term)).toContain(
      'red',
    );
  });

  it('can be told not to use the built-in synonyms', () => {
    const plain = createAnalyzer({ globalSynonyms: false });
    expect(plain.analyze('موبايل', QUERY)[0]?.terms.map((t) => t.term)).toEqual(['موبايل']);
  });

  it('reads Arabizi without a vocabulary', () => {
    expect(allTerms('7elw', QUERY)).toContain('حلو');
    expect(allTerms('7elw', INDEX)).not.toContain('حلو');
  });

  const vocabulary = buildVocabulary([
    'شنطة جلد',
    'شاحن سريع',
    'جوال سامسونج',
    'حقيبة ظهر',
    'كاميرا Canon',
    'iPhone 15',
  ]);

  it('chooses Arabizi readings and dialect words that the catalog holds', () => {
    const context: AnalysisContext = { ...QUERY, vocabulary };
    expect(allTerms('shanta', context)).toContain('شنطه');
    const mobile = allTerms('موبايل', context);
    expect(mobile).toContain('جوال');
    expect(mobile).not.toContain('تلفون');
  });

  it('strips a preposition only when the catalog knows the shorter word', () => {
    const context: AnalysisContext = { ...QUERY, vocabulary };
    expect(allTerms('بجوال', context)).toContain('جوال');
    expect(allTerms('بجوال', QUERY)).not.toContain('جوال');
  });

  it('never reads a word the lexicon knows as a preposition and a shorter word', () => {
    // `كابل` is a cable: not `ك` + `ابل`, Apple, which this catalog holds.
    const context: AnalysisContext = { ...QUERY, vocabulary: buildVocabulary(['ابل ايفون 15', 'كيبل شحن']) };
    const cable = allTerms('كابل', context);
    expect(cable).toContain('كيبل');
    expect(cable).not.toContain('ابل');
  });

  it('finds catalog names written in the other script', () => {
    const context: AnalysisContext = { ...QUERY, vocabulary };
    expect(allTerms('كانون', context)).toContain('canon');
  });
});

const TEXT_ALPHABET = [
  ...'ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأإؤئىة',
  ...'کیگپچ٠١٢٣٤٥٦٧٨٩٫٬،؟\u064e\u0651\u0670\u0640ﻻﻷﺟﻮﺍﻝﷲ①㎏½',
  ...'abcglmsxéÉß0123456789 -.,\'"&\u0301',
];
const text = fc.string({ unit: fc.constantFrom(...TEXT_ALPHABET), maxLength: 40 });

/** Characters that NFKC rewrites (`⒋` is `4.`, `㋀` is `1月`, `ǆ` is `dž`), beside plain ones. */
const REWRITTEN: string[] = [];
for (let c = 0x80; c < 0x10000; c++) {
  if (c >= 0xd800 && c <= 0xdfff) continue;
  const ch = String.fromCharCode(c);
  if (ch.normalize('NFKC') !== ch) REWRITTEN.push(ch);
}
REWRITTEN.push('𝐆', '🄗', '𝟓');
const compatText = fc.string({
  unit: fc.oneof(fc.constantFrom(...REWRITTEN), fc.constantFrom(...'abjsxy0123579 -.,\'"&ابتلويه١٢')),
  maxLength: 12,
});
const surfaces = (text: string, context: AnalysisContext) =>
  analyzer.analyze(text, context).map((t) => t.terms[0]?.term);

describe('createAnalyzer: characters that NFKC rewrites', () => {
  it.each([
    ['⒋', ['4']],
    ['㈮', ['金']],
    ['㍭ꯑ', ['21', '点ꯑ']],
    ['㈹9s', ['代', '9s']],
    ['⼥ͺ2y', ['女', '2y']],
    ['ⁱŉ', ['in']],
    ['bc﹠ᶰ', ['bc&ɴ']],
    ['zᴭ&ｊ7', ['zae&j7']],
    ['𝐆&cⅩ🄗', ['g&cx', 'h']],
    ["₅'3", ['53']],
    ['٢µ5⒏,5ⅉ', ['2', 'μ58', '5j']],
    ['ﺟﻮﺍﻝ سامسونج', ['جوال', 'سامسونج']],
  ])('reads %s as its NFKC form, in index and query mode', (text, words) => {
    expect(surfaces(text, INDEX)).toEqual(words);
    expect(surfaces(text, QUERY)).toEqual(words);
    expect(terms(text, INDEX)).toEqual(terms(text.normalize('NFKC'), INDEX));
  });

  it('analyzes a text and its NFKC form alike, and index and query read the same words', () => {
    fc.assert(
      fc.property(compatText, (s) => {
        expect(terms(s, INDEX)).toEqual(terms(s.normalize('NFKC'), INDEX));
        expect(surfaces(s, INDEX)).toEqual(surfaces(s, QUERY));
      }),
      { numRuns: 500 },
    );
  });

  it('does so on any Unicode text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 16 }), (s) => {
        expect(terms(s, INDEX)).toEqual(terms(s.normalize('NFKC'), INDEX));
        expect(surfaces(s, INDEX)).toEqual(surfaces(s, QUERY));
      }),
      { numRuns: 200 },
    );
  });
});

describe('createAnalyzer: properties', () => {
  it('analyzes a text and its NFKC form alike', () => {
    fc.assert(
      fc.property(text, fc.constantFrom(INDEX, QUERY), (s, context) => {
        expect(terms(s.normalize('NFKC'), context)).toEqual(terms(s, context));
      }),
    );
  });

  it('analyzes a text alike however often its words were seen before (forms are remembered per word)', () => {
    const warm = createAnalyzer();
    fc.assert(
      fc.property(text, fc.constantFrom(INDEX, QUERY), (s, context) => {
        const cold = createAnalyzer();
        expect(warm.analyze(s, context)).toEqual(cold.analyze(s, context));
        expect(warm.analyze(s, context)).toEqual(cold.analyze(s, context));
      }),
    );
  });

  it('reads a query alike with its words’ forms remembered or not, whatever the store’s vocabulary, region and synonyms', () => {
    const vocabulary = buildVocabulary([
      'جوال سامسونج جالكسي',
      'شنطة ظهر نايك',
      'عيش بسمتي 5 كيلو',
      'خبز عربي',
    ]);
    const synonyms = (form: string): readonly string[] => (form === 'جوال' ? ['هاتف'] : []);
    const contexts: AnalysisContext[] = [
      QUERY,
      { ...QUERY, vocabulary },
      { ...QUERY, vocabulary, region: 'egypt', synonyms },
      { mode: 'query', lang: 'en', vocabulary, globalSynonyms: false },
    ];
    const remembering = createAnalyzer();
    const words = fc.constantFrom('jawal', 'shanta', 'عيش', 'جوال', 'سامسونج', 'galaxy', 'موبايل', '2 لتر');
    fc.assert(
      fc.property(
        fc.array(fc.oneof(words, text), { maxLength: 4 }),
        fc.constantFrom(...contexts),
        (parts, context) => {
          const s = parts.join(' ');
          const fresh = createAnalyzer({ queryMemoWords: 0 });
          expect(remembering.analyze(s, context)).toEqual(fresh.analyze(s, context));
          expect(remembering.analyze(s, context)).toEqual(fresh.analyze(s, context));
        },
      ),
    );
  });

  it('reads a word anew once the store’s vocabulary has changed', () => {
    const remembering = createAnalyzer();
    const vocabulary = buildVocabulary(['شنطة ظهر نايك']);
    const context: AnalysisContext = { ...QUERY, vocabulary };
    const read = () =>
      new Set(remembering.analyze('jawal', context).flatMap((t) => t.terms.map((x) => x.term)));
    expect(read().has('جوال')).toBe(false);
    vocabulary.addDocument(remembering.analyze('جوال سامسونج', INDEX));
    expect(read().has('جوال')).toBe(true);
    // A vocabulary that cannot tell whether it changed is read every time.
    const inner = buildVocabulary(['شنطة ظهر نايك']);
    const plain = {
      documentFrequency: (term: string) => inner.documentFrequency(term),
      termsBySkeleton: (skeleton: string) => inner.termsBySkeleton(skeleton),
    };
    const plainRead = () =>
      new Set(
        remembering
          .analyze('jawal', { ...QUERY, vocabulary: plain })
          .flatMap((t) => t.terms.map((x) => x.term)),
      );
    expect(plainRead().has('جوال')).toBe(false);
    inner.addDocument(remembering.analyze('جوال سامسونج', INDEX));
    expect(plainRead().has('جوال')).toBe(true);
  });

  it('always leads with the surface form and never emits an empty term', () => {
    fc.assert(
      fc.property(text, fc.constantFrom(INDEX, QUERY), (s, context) => {
        for (const token of analyzer.analyze(s, context)) {
          expect(token.terms[0]?.kind).toBe('surface');
          for (const t of token.terms) {
            expect(t.term).not.toBe('');
            expect(t.weight).toBeGreaterThan(0);
            expect(t.weight).toBeLessThanOrEqual(1);
          }
        }
      }),
    );
  });
});
