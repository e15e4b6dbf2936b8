import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisContext, Analyzer } from '../../../../domain/search/analyzer.ts';
import { pipelineSearch, row } from '../../../../test/support/pipeline-search.ts';
import {
  type PipelineFixture,
  pipelineFixture,
  shopProduct,
} from '../../../../test/support/search-pipeline.ts';
import { SHOP } from '../../../../test/support/shop-catalog.ts';
import { understand } from './understand.ts';

describe('understand: a query read once', () => {
  let shop: PipelineFixture;
  beforeAll(async () => {
    shop = await pipelineFixture(SHOP);
  });
  const understood = async (q: string, settings = {}) => (await shop.state({ q }, settings)).query;
  const surfaces = (words: { tokens: readonly { terms: readonly { term: string }[] }[] }) =>
    words.tokens.map((t) => t.terms[0]?.term);

  it('searches what the parser leaves: a price ceiling becomes a filter', async () => {
    const q = await understood('جوال سامسونج اقل من 1000 ريال');
    expect(q.lang).toBe('ar');
    expect(q.searched.text).toBe('جوال سامسونج');
    expect(surfaces(q.searched)).toEqual(['جوال', 'سامسونج']);
    expect(q.parserFilters).toEqual([{ kind: 'range', field: 'price', gte: null, lte: 1000 }]);
    expect(q.filters).toEqual(q.parserFilters);
    expect(surfaces(q.words)).toHaveLength(6);
    expect(q.searched.head).toBe(0);
  });

  it('reads a word whose other-script reading is a store brand as the brand, a word of its own', async () => {
    const q = await understood('حامل بيسوس');
    expect(q.searched.tokens[1]?.terms).toContainEqual(
      expect.objectContaining({ term: 'baseus', kind: 'synonym' }),
    );
  });

  it('a filter the request sets wins over the one read from the text', async () => {
    const state = await shop.state({ q: 'جوال سامسونج', filters: { brand: ['Apple'] } });
    expect(state.query.parserFilters).toEqual([]);
    expect(state.query.filters).toEqual([{ kind: 'terms', field: 'brand', values: ['Apple'] }]);
  });

  it('leaves function words out of the searched words unless nothing else remains', async () => {
    expect((await understood('kettle for tea')).searched.text).toBe('kettle tea');
    expect((await understood('for')).searched.text).toBe('for');
    expect((await understood('kettle for tea')).typed.text).toBe('kettle tea');
    // French typed in Latin letters: `de`, `pour` go; `sans` (without) says what is wanted.
    expect((await understood('bouilloire pour le cafe')).searched.text).toBe('bouilloire cafe');
    expect((await understood('friteuse sans huile')).searched.text).toBe('friteuse sans huile');
    // The Arabic article written apart in Latin letters, and Arabizi's request verbs.
    expect((await understood('shai el arosa')).searched.text).toBe('shai arosa');
    expect((await understood('bdi shai el arosa')).searched.text).toBe('shai arosa');
    // The word for size before the size itself.
    expect((await understood('طاسة مقاس كبير')).searched.text).toBe('طاسة كبير');
  });

  it('leaves out a word a negation says the shopper does not want', async () => {
    // A laptop for work, not for gaming: `للالعاب` is not searched (nor `مش`).
    expect((await understood('لابتوب للشغل مش للالعاب')).searched.text).toBe('لابتوب للشغل');
    expect((await understood('laptop not gaming')).searched.text).toBe('laptop');
    // `no` and `غير` start a product's own words (no frost, non-stick).
    expect((await understood('no frost fridge')).searched.text).toBe('no frost fridge');
    // The Gulf's `موب` (not) is also a mop.
    expect((await understood('ستيم موب بخار')).searched.text).toBe('ستيم موب بخار');
  });

  it('keeps the function words of a query that is lexicon phrases from end to end', async () => {
    // `واش` (is there) and `بي` are function words; in `فيس واش` (face wash) and `بي بي كريم` they are the phrase's.
    expect((await understood('فيس واش')).searched.text).toBe('فيس واش');
    expect((await understood('بي بي كريم')).searched.text).toBe('بي بي كريم');
    // In a longer query a word linking a phrase's words is a function word still; one of the
    // phrase's own stays (`ابي فيس واش`: I want a face wash).
    expect((await understood('بوبية ديال البنات')).searched.text).toBe('بوبية البنات');
    expect((await understood('ابي فيس واش')).searched.text).toBe('فيس واش');
    expect((await understood('عندكم بي بي كريم')).searched.text).toBe('بي بي كريم');
  });

  it('leaves out words of whom, when and where: not what is asked for', async () => {
    // The little brother is little, not the product; tonight and at home are no products either.
    expect((await understood('ابي شي لاخوي الصغير يلعب فيه')).searched.text).toBe('لاخوي يلعب');
    expect((await understood('ضيوف جايين الليلة ابي حلويات')).searched.text).toBe('ضيوف جايين حلويات');
    expect((await understood('عايزة اعمل كيكة في البيت محتاجة سكر')).searched.text).toBe('اعمل كيكة سكر');
    expect((await understood('بدي اطبخ رز بالبيت')).searched.text).toBe('اطبخ رز');
    // Now, in each region's words.
    expect((await understood('الحين ابي ثلاجة صغيرة')).searched.text).toBe('ثلاجة صغيرة');
    expect((await understood('دلوقتي عايز شاحن')).searched.text).toBe('شاحن');
    // A size said of the product stays, and so does the house a product is for.
    expect((await understood('طاولة الصغيرة')).searched.text).toBe('طاولة الصغيرة');
    expect((await understood('شبشب البيت')).searched.text).toBe('شبشب البيت');
  });

  it('offers one correction of a misspelled word, from the catalog', async () => {
    const q = await understood('ايفوم');
    expect(q.correction?.words.text).toBe('ايفون');
    expect(q.correction?.corrections).toEqual([expect.objectContaining({ from: 'ايفوم', to: 'ايفون' })]);
    expect((await understood('ايفون')).correction).toBeNull();
    expect((await understood('ايفوم', { typo_tolerance: false })).correction).toBeNull();
  });

  it('rule forms leave out the lexicons’ equivalents the searched words carry', async () => {
    const q = await understood('جوال');
    const kinds = q.words.tokens[0]?.terms.map((t) => t.kind) ?? [];
    expect(kinds).toContain('dialect');
    const dialect = q.words.tokens[0]?.terms.filter((t) => t.kind === 'dialect').map((t) => t.term) ?? [];
    for (const term of dialect) expect(q.ruleWords[0]?.has(term)).toBe(false);
    expect(q.ruleWords[0]?.has('جوال')).toBe(true);
  });

  it('analyzes the text once, with the store vocabulary and synonym settings', () => {
    const seen: { text: string; context: AnalysisContext }[] = [];
    const counting: Analyzer = {
      analyze: (text, context) => {
        seen.push({ text, context });
        return shop.deps.analyzer.analyze(text, context);
      },
    };
    const query = understand(
      {
        request: {
          q: 'جوال سامسونج رخيص',
          lang: 'auto',
          page: 1,
          per_page: 20,
          filters: {},
          sort: 'relevance',
          facets: [],
          device: 'unknown',
          debug: false,
          ai: 'auto',
        },
        store: shop.store,
        settings: { ...shop.store.search, global_synonyms: false },
        vocabulary: shop.deps.engine.vocabulary?.(shop.store.id),
        synonyms: undefined,
        facts: shop.deps.facts(shop.store.id),
      },
      counting,
    );
    expect(query.words.tokens).toHaveLength(3);
    expect(seen.map((s) => s.text)).toEqual(['جوال سامسونج رخيص']);
    expect(seen[0]?.context).toMatchObject({ mode: 'query', lang: 'ar', globalSynonyms: false });
    expect(seen[0]?.context.vocabulary).toBeDefined();
  });

  it('refuses a language the store does not have', async () => {
    await expect(shop.state({ q: 'x', lang: 'fr' })).rejects.toMatchObject({ code: 'unsupported_locale' });
  });
});

describe('understand: a category read from a modifier', () => {
  const kids = { categories: [{ id: 'kids', path: [{ en: 'Kids', ar: 'أطفال' }] }] };
  const baby = { categories: [{ id: 'baby', path: [{ en: 'Baby Gear', ar: 'مستلزمات الرضع' }] }] };
  let shop: PipelineFixture;
  beforeAll(async () => {
    shop = await pipelineFixture([
      shopProduct('stroller', { ar: 'عربة أطفال خفيفة', en: 'Lightweight stroller' }, baby),
      shopProduct('hoodie', { ar: 'هودي أطفال رمادي', en: 'Kids hoodie grey' }, kids),
    ]);
  });
  const filters = async (q: string) => (await shop.state({ q })).query.parserFilters;

  it('filters nothing: the head noun names what the product is (a stroller for children)', async () => {
    expect(await filters('عرباية اطفال')).toEqual([]);
  });

  it('still filters when the head names a department, not a kind (clothes, of the kids kind)', async () => {
    expect(await filters('ملابس اطفال')).toEqual([{ kind: 'terms', field: 'category', values: ['kids'] }]);
    expect(await filters('ملابس للأطفال')).toEqual([{ kind: 'terms', field: 'category', values: ['kids'] }]);
  });
});

describe('understand: the shopper’s dialect', () => {
  let shop: PipelineFixture;
  beforeAll(async () => {
    // A Gulf store (SAR): عيش is rice there, bread in Egypt.
    shop = await pipelineFixture([
      shopProduct('rice', { ar: 'أرز بسمتي 5 كيلو', en: 'Basmati rice 5kg' }),
      shopProduct('bread', { ar: 'خبز بلدي 5 أرغفة', en: 'Baladi bread, 5' }),
    ]);
  });
  const weights = async (q: string) => {
    const words = (await shop.state({ q })).query.words.tokens;
    const eish = words.find((t) => t.original === 'عيش');
    const weight = (term: string) => eish?.terms.find((t) => t.term === term)?.weight ?? 0;
    return { rice: Math.max(weight('ارز'), weight('رز')), bread: weight('خبز') };
  };

  it('puts the meaning of a regional word of the shopper’s region first, before the store’s', async () => {
    const gulf = await weights('عيش');
    expect(gulf.rice).toBeGreaterThan(gulf.bread);
    const egypt = await weights('عايز عيش');
    expect(egypt.bread).toBeGreaterThan(egypt.rice);
  });
});

describe('understand: the little one who does not sleep', () => {
  it('reads the child and the use asked for, not a size nor the verb said not to happen', async () => {
    const shop = await pipelineSearch([
      row('mattress', { ar: 'مرتبة طبية 160×200', en: 'Medical mattress' }, { category: ['Home'] }),
      row('cage', { ar: 'قفص طيور صغير', en: 'Small bird cage' }, { category: ['Pets'] }),
      row('doll', { ar: 'دمية عروسة أزياء', en: 'Fashion doll' }, { category: ['Toys'] }),
    ]);
    // `الصغير` opening the sentence is the child (no small cage); `ما بينام`, does not sleep (no mattress).
    const { ids } = await shop.answer('الصغير ما بينام بدو شي يلعب فيه');
    expect(ids[0]).toBe('doll');
    expect(ids).not.toContain('cage');
    expect(ids).not.toContain('mattress');
  });
});

describe('understand: the newborn', () => {
  it('reads the newborn, however said, as the newborn and not any baby', async () => {
    const shop = await pipelineSearch([
      row('size3', { ar: 'حفاضات بامبرز مقاس 3', en: 'Pampers Baby-Dry size 3' }, { category: ['Baby'] }),
      row(
        'newborn',
        { ar: 'حفاضات هجيز لحديثي الولادة مقاس 1', en: 'Huggies Newborn size 1' },
        { category: ['Baby'] },
      ),
    ]);
    for (const q of ['حفاضات للمولود', 'حفاضات للطفل الجديد', 'حفاضات بيبي جديد'])
      expect((await shop.answer(q)).ids[0], q).toBe('newborn');
  });
});
