import { describe, expect, it } from 'vitest';
import { consonantSkeleton, createAnalyzer } from '../../../domain/language/index.ts';
import type { ProductDocument } from '../../../domain/search/product-document.ts';
import { ids, searchQuery, upserts } from '../../../test/search-engine-contract.ts';
import { CATEGORY, CONTRACT_CATALOG } from '../../../test/search-engine-contract-catalog.ts';
import { EmbeddedSearchEngine } from './embedded-search-engine.ts';

/** The engine with the Arabic-first analyzer of the language layer (several weighted forms per word). */
describe('embedded engine with the language analyzer', () => {
  const engine = new EmbeddedSearchEngine({ analyzer: createAnalyzer(), skeleton: consonantSkeleton });
  const ready = engine.apply('s', upserts(CONTRACT_CATALOG));

  it('finds, ranks and highlights through the analyzer forms', async () => {
    await ready;
    const headphones = await engine.search(searchQuery('s', 'سماعات', { lang: 'ar', highlight: true }));
    expect(ids(headphones)).toEqual(expect.arrayContaining(['p02', 'p04']));
    expect(headphones.hits.some((h) => (h.highlights.name ?? '').includes('<em>'))).toBe(true);
    const scores = headphones.hits.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(ids(await engine.search(searchQuery('s', 'samsng galaxy')))).toEqual(
      expect.arrayContaining(['p01', 'p02']),
    );
  });

  it('suggests and serves a vocabulary', async () => {
    await ready;
    const suggestions = await engine.suggest({
      tenantId: 's',
      text: 'sams',
      lang: 'en',
      limit: 8,
      products: 4,
      typo: { enabled: true, oneTypoMinLength: 4, twoTyposMinLength: 8 },
    });
    expect(suggestions.productIds.length).toBeGreaterThan(0);
    expect(engine.vocabulary('s').documentFrequency('samsung')).toBeGreaterThan(0);
  });
});

describe('embedded engine with the language analyzer: typos and brand names', () => {
  const engine = new EmbeddedSearchEngine({ analyzer: createAnalyzer(), skeleton: consonantSkeleton });
  const base = CONTRACT_CATALOG[0];
  const ready = engine.apply(
    't',
    upserts([
      {
        ...(base as NonNullable<typeof base>),
        id: 'shoe',
        name: { en: 'Under Armour Running Shoe', ar: 'حذاء جري أندر آرمر' },
        brand: 'Under Armour',
        categories: [CATEGORY.home],
      },
      {
        ...(base as NonNullable<typeof base>),
        id: 'mug',
        name: { en: 'Coffee Mug', ar: 'كوب قهوة' },
        brand: null,
        categories: [CATEGORY.coffee],
      },
    ]),
  );

  it('corrects a word typed with four letters whose hamza normalization drops', async () => {
    await ready;
    // حاذء reads as حاذ (three letters) but was typed with four: one edit is allowed (حذاء).
    expect(ids(await engine.search(searchQuery('t', 'حاذء جري', { lang: 'ar' })))).toEqual(['shoe']);
  });

  it('finds a brand of several words from one of its words, or from the name misspelled', async () => {
    await ready;
    expect(ids(await engine.search(searchQuery('t', 'armour')))).toEqual(['shoe']);
    expect(ids(await engine.search(searchQuery('t', 'undre armour shoe')))).toEqual(['shoe']);
    expect(ids(await engine.search(searchQuery('t', 'اندر', { lang: 'ar' })))).toEqual(['shoe']);
    expect(ids(await engine.search(searchQuery('t', 'under armour')))).toEqual(['shoe']);
  });
});

describe('embedded engine with the language analyzer: names written with the article', () => {
  const engine = new EmbeddedSearchEngine({ analyzer: createAnalyzer(), skeleton: consonantSkeleton });
  const base = CONTRACT_CATALOG[0];
  const ready = engine.apply(
    'a',
    upserts([
      {
        ...(base as NonNullable<typeof base>),
        id: 'tea',
        name: { ar: 'شاي العروسة ناعم 250 جم', en: 'El Arosa tea with pistachio flavour' },
        description: { ar: 'بالفستق' },
        brand: null,
        categories: [CATEGORY.coffee],
      },
    ]),
  );

  it('answers a name written with the article by its sound without it too', async () => {
    await ready;
    const vocabulary = engine.vocabulary('a');
    expect(vocabulary.termsBySkeleton(consonantSkeleton('العروسه'))).toContain('العروسه');
    expect(vocabulary.termsBySkeleton(consonantSkeleton('arousa'))).toContain('عروسه');
    expect(vocabulary.termsBySkeleton(consonantSkeleton('فستق'))).toContain('فستق');
  });
});

describe('embedded engine with the language analyzer: corrections for words the catalog does not hold', () => {
  const doc = (id: string, ar: string, en: string): ProductDocument => ({
    ...(CONTRACT_CATALOG[0] as ProductDocument),
    id,
    name: { ar, en },
    description: {},
    brand: null,
    attributes: {},
  });
  const engine = new EmbeddedSearchEngine({ analyzer: createAnalyzer(), skeleton: consonantSkeleton });
  const ready = engine.apply(
    'c',
    upserts([
      doc('cable', 'كيبل لايتنينج 1 متر', 'Lightning cable 1m'),
      doc('iphone', 'آيفون 14 ابل 128 جيجا', 'Apple iPhone 14 128GB'),
    ]),
  );
  const found = async (text: string) => ids(await engine.search(searchQuery('c', text, { lang: 'ar' })));

  it('corrects no word the lexicon reads into the catalog, even when the words together find nothing', async () => {
    await ready;
    // `كابل` is a cable (`كيبل` in the catalog): never `ابل` (Apple) one letter away.
    expect(await found('كابل ايفون')).toEqual([]);
    expect(await found('كابل')).toEqual(['cable']);
    // A word the catalog does not hold is still corrected (`ايفوم` → `ايفون`).
    expect(await found('ايفوم')).toEqual(['iphone']);
  });

  /** A search over a store of its own holding `docs`. */
  const storeOf = async (tenant: string, docs: readonly ProductDocument[]) => {
    const shop = new EmbeddedSearchEngine({ analyzer: createAnalyzer(), skeleton: consonantSkeleton });
    await shop.apply(tenant, upserts(docs));
    return async (text: string) => ids(await shop.search(searchQuery(tenant, text, { lang: 'ar' })));
  };

  it('corrects no word that many products hold as typed', async () => {
    const typed = await storeOf('t', [
      ...['سوداء', 'بنية', 'جلد', 'شتوية', 'رياضية'].map((kind, i) =>
        doc(`boots-${i}`, `جزمة ${kind}`, `Item ${i}`),
      ),
      doc('bundle', 'حزمة اوراق ملونة', 'Paper bundle'),
    ]);
    // `جزمة` (boots, in five products) is spelled right: not `حزمة` (a bundle) one letter away.
    expect(await typed('جزمة اوراق')).toEqual([]);
    expect(await typed('حزمة اوراق')).toEqual(['bundle']);
  });

  it('corrects no word of one meaning in the lexicon whose kind the catalog names otherwise', async () => {
    const typed = await storeOf('h', [
      doc('band', 'سوار شاومي سمارت باند 8', 'Xiaomi Smart Band 8'),
      doc('dryer', 'مجفف شعر فيليبس', 'Philips hair dryer'),
      doc('pen', 'قلم حبر', 'Pen'),
    ]);
    // `سشوار` is a hair dryer (`مجفف شعر` here, which the phrase fallback finds), not `سوار` (a
    // bracelet) one letter away; `قلم` misspelled is still corrected.
    expect(await typed('سشوار')).toEqual([]);
    expect(await typed('قلمم')).toEqual(['pen']);
  });
});
