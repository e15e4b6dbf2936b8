import { beforeAll, describe, expect, it } from 'vitest';
import type { Rule } from '../../../../domain/merchandising/rule.ts';
import { pipelineSearch, row } from '../../../../test/support/pipeline-search.ts';
import {
  type PipelineFixture,
  pipelineFixture,
  shopProduct,
} from '../../../../test/support/search-pipeline.ts';
import { SHOP } from '../../../../test/support/shop-catalog.ts';
import { candidates } from '../candidates.ts';
import { businessSignals } from './business-signals.ts';
import { kindRanking } from './kind.ts';
import { merchandising } from './merchandising.ts';
import { stackTiers } from './window.ts';

const rule = (id: string, type: Rule['type'], term: string, actions: Partial<Rule['actions']>): Rule => ({
  id,
  name: id,
  type,
  conditions: { match: 'contains', terms: [term], locales: [], categories: [] },
  actions: {
    product_ids: [],
    positions: [],
    filter: null,
    factor: null,
    url: null,
    banner: null,
    ...actions,
  },
  priority: 0,
  enabled: true,
  starts_at: null,
  ends_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('rank: kind, business signals, merchandising', () => {
  let shop: PipelineFixture;
  beforeAll(async () => {
    shop = await pipelineFixture(SHOP, {
      rules: [
        rule('pin-holder', 'pin', 'جوال', { product_ids: ['holder'], positions: [1] }),
        rule('hide-a15', 'hide', 'سامسونج', { product_ids: ['galaxy-a15'] }),
      ],
    });
  });
  const ids = (list: readonly { id: string }[]) => list.map((h) => h.id);

  it('kind: the phones come before the phone holder that merely mentions them', async () => {
    const phones = { categories: [{ id: 'phones', path: [{ en: 'Mobile Phones', ar: 'جوالات' }] }] };
    const long = await pipelineFixture([
      shopProduct('holder', { ar: 'حامل جوال' }),
      shopProduct('galaxy', { ar: 'جوال سامسونج جالكسي اس 24 الترا بذاكرة كبيرة' }, phones),
      shopProduct('galaxy-a15', { ar: 'جوال سامسونج جالكسي اي 15 بشاشة كبيرة وكاميرا' }, phones),
      shopProduct('iphone', { ar: 'جوال ايفون 15 برو بذاكرة كبيرة جدا' }, phones),
    ]);
    const found = await long.after([candidates], { q: 'جوال' }, { merch_rules: false, business_signals: {} });
    expect(ids(found.tiers.flat())).toContain('holder');
    const ranked = await kindRanking(found, long.deps);
    const order = ids(ranked.tiers.flat());
    for (const phone of ['galaxy', 'galaxy-a15', 'iphone'])
      expect(order.indexOf(phone)).toBeLessThan(order.indexOf('holder'));
    expect(ids(found.tiers.flat())[0]).toBe('holder');
    expect(ranked.trace?.kind).toMatchObject({ named: 3, categories: { 'Mobile Phones': 1 } });
  });

  it('kind: a head typed in English or French meets the heads of the names in Latin letters', async () => {
    const shop = await pipelineFixture([
      shopProduct('sharpener', { ar: 'برّاية أقلام مزدوجة', en: 'Double pencil sharpener' }),
      shopProduct('pencils', { ar: 'أقلام رصاص 2B عدد 12', en: 'Graphite 2B pencils, 12' }),
    ]);
    const found = await shop.after(
      [candidates],
      { q: 'pencil' },
      { merch_rules: false, business_signals: {} },
    );
    // The sharpener's name says `pencil` as typed; the pencils' Arabic head is a word of another script.
    expect(ids(found.tiers.flat())[0]).toBe('sharpener');
    const ranked = await kindRanking(found, shop.deps);
    expect(ids(ranked.tiers.flat())).toEqual(['pencils', 'sharpener']);
    expect(ranked.trace?.kind).toMatchObject({ named: 1 });
  });

  it('accessories: a product of the brand the query names is not moved after the others', async () => {
    const accessories = {
      categories: [{ id: 'acc', path: [{ en: 'Computer Accessories', ar: 'اكسسوارات كمبيوتر' }] }],
    };
    const baby = { categories: [{ id: 'baby', path: [{ en: 'Baby', ar: 'رضع' }] }] };
    const store = await pipelineFixture([
      shopProduct('diapers', { ar: 'حفاضات مقاس 1 عدد 64', en: 'Baby diapers size 1, 64' }, baby),
      shopProduct(
        'card',
        { ar: 'كرت ميموري كينجستون 64 جيجا', en: 'Kingston Canvas microSD 64GB' },
        { brand: 'Kingston', ...accessories },
      ),
    ]);
    // Spelled with غ, the brand is found through its Latin name, and both products hold the number.
    const answer = await store.search({ q: 'كينغستون 64' }, { merch_rules: false, business_signals: {} });
    expect(answer.response.ids).toEqual(['card', 'diapers']);
  });

  it("audience: the kids' hoodie comes before the men's for a hoodie for a boy", async () => {
    const store = await pipelineFixture([
      // The store's French name too: `sweat`, like `pullover`, is a sweater word.
      shopProduct(
        'men',
        { ar: 'هودي رجالي أسود', en: "Men's pullover hoodie, black" },
        {
          name: {
            ar: 'هودي رجالي أسود',
            en: "Men's pullover hoodie, black",
            fr: 'Sweat à capuche homme noir',
          },
        },
      ),
      shopProduct('kids', { ar: 'هودي أطفال رمادي 6 سنوات', en: 'Kids hoodie grey, 6 years' }),
      shopProduct('sofa', { ar: 'كنبة 3 مقاعد قماش رمادي' }),
    ]);
    const settings = { merch_rules: false, business_signals: {} };
    // `كنزة` (a sweater) reads the men's pullover hoodie best; `للولد` says for whom.
    const answer = await store.search({ q: 'بدي كنزة بقبعة للولد عمره ست سنين' }, settings);
    expect(answer.response.ids.slice(0, 2)).toEqual(['kids', 'men']);
    const plain = await store.search({ q: 'بدي كنزة بقبعة' }, settings);
    expect(plain.response.ids[0]).toBe('men');
  });

  it('opposites: the large fridge before the mini one for a big fridge', async () => {
    const store = await pipelineFixture([
      shopProduct('mini', { ar: 'ثلاجة صغيرة 90 لتر', en: 'Mini fridge 90L' }),
      shopProduct('large', { ar: 'ثلاجة إل جي نو فروست 400 لتر', en: 'LG No Frost refrigerator 400L' }),
      shopProduct('wired', {
        ar: 'سماعة أذن سلكية سوني مع مايك',
        en: 'Sony wired in-ear earphones with mic',
      }),
      shopProduct('buds', {
        ar: 'سماعات سامسونج جالكسي بودز 2 برو',
        en: 'Samsung Galaxy Buds2 Pro earphones',
      }),
    ]);
    const settings = { merch_rules: false, business_signals: {} };
    // The shorter name reads best for the fridge alone; `كبيرة` says which.
    expect((await store.search({ q: 'ثلاجة' }, settings)).response.ids[0]).toBe('mini');
    const big = await store.search({ q: 'ابي ثلاجة كبيرة' }, settings);
    expect(big.response.ids.slice(0, 2)).toEqual(['large', 'mini']);
  });

  it('opposites on an explicit sort: the cheapest wireless earphones before cheaper wired ones', async () => {
    const store = await pipelineFixture([
      shopProduct(
        'wired',
        { ar: 'سماعة أذن سلكية سوني مع مايك', en: 'Sony wired in-ear earphones with mic' },
        { price: '59.00' },
      ),
      shopProduct(
        'buds',
        { ar: 'سماعات سامسونج جالكسي بودز 2 برو', en: 'Samsung Galaxy Buds2 Pro' },
        { price: '399.00' },
      ),
      shopProduct(
        'jbl',
        { ar: 'سماعة رأس جي بي ال تيون 510BT لاسلكية', en: 'JBL Tune 510BT wireless on-ear headphones' },
        { price: '199.00' },
      ),
    ]);
    const settings = { merch_rules: false, business_signals: {} };
    // No name holds `بلوتوث`: every earphone is found, the wired one is the other side.
    const cheap = await store.search({ q: 'هاند فري بلوتوث', sort: 'price_asc' }, settings);
    expect(cheap.response.ids).toHaveLength(3);
    expect(cheap.response.ids.at(-1)).toBe('wired');
    // A query naming no side keeps the sort's order.
    const any = await store.search({ q: 'هاند فري', sort: 'price_asc' }, settings);
    expect(any.response.ids[0]).toBe('wired');
  });

  it('kind ranks nothing for a single result or an empty query', async () => {
    const one = await shop.after([candidates], { q: 'غلاية كهربائية' });
    expect(await kindRanking(one, shop.deps)).toBe(one);
    const browse = await shop.after([candidates], { q: '' });
    expect(await kindRanking(browse, shop.deps)).toBe(browse);
  });

  it('business signals: popularity breaks near-ties on a relevance sort, never on an explicit one', async () => {
    const settings = { merch_rules: false, business_signals: { popularity: 1 } };
    const stages = [candidates, stackTiers];
    const plain = await shop.after(stages, { q: 'جالكسي' }, { ...settings, business_signals: {} });
    const signalled = await businessSignals(await shop.after(stages, { q: 'جالكسي' }, settings), shop.deps);
    expect(ids(signalled.ranked)[0]).toBe('galaxy-a15');
    expect(signalled.ranked[0]?.score).toBeGreaterThan(plain.hits[0]?.score ?? 0);
    const sorted = await shop.after(stages, { q: 'جالكسي', sort: 'price_desc' }, settings);
    expect(ids((await businessSignals(sorted, shop.deps)).ranked)).toEqual(ids(sorted.hits));
  });

  it('merchandising: a hidden product is never a candidate, a pin takes its place, the page is cut', async () => {
    const stages = [candidates, kindRanking, stackTiers, businessSignals, merchandising];
    const state = await shop.after(stages, { q: 'جوال سامسونج', per_page: 2 });
    expect(ids(state.rules)).toEqual(['hide-a15', 'pin-holder']);
    expect(state.base.excludeIds).toEqual(['galaxy-a15']);
    expect(ids(state.hits)).not.toContain('galaxy-a15');
    expect(state.page).toHaveLength(2);
    expect(state.page[0]).toMatchObject({ id: 'holder', pinned: true });
    expect(state.totalDelta).toBe(1);
    expect(state.trace?.rules).toMatchObject({
      enabled: true,
      fired: [{ id: 'hide-a15' }, { id: 'pin-holder' }],
    });
  });

  it('merchandising with rules off: no rule fires, the page is the ranking’s', async () => {
    const stages = [candidates, stackTiers, businessSignals, merchandising];
    const state = await shop.after(stages, { q: 'جوال', per_page: 2 }, { merch_rules: false });
    expect(state.rules).toEqual([]);
    expect(state.merch).toBeNull();
    expect(ids(state.page)).toEqual(ids(state.ranked).slice(0, 2));
  });
});

describe('kind ranking: what the head is for', () => {
  it('puts the head before the thing it is for, even when that thing matched every word', async () => {
    const shop = await pipelineSearch([
      row(
        'coffee',
        { ar: 'قهوة عربية بالهيل 250 جم', en: 'Arabic coffee with cardamom' },
        { category: ['Pantry'] },
      ),
      row('cardamom', { ar: 'هيل أخضر حب 100 جم', en: 'Green cardamom pods' }, { category: ['Pantry'] }),
    ]);
    // Cardamom for the coffee: the cardamom, not the coffee with cardamom.
    expect((await shop.answer('هيل للقهوة')).ids[0]).toBe('cardamom');
    // A coffee with cardamom is still a coffee.
    expect((await shop.answer('قهوة بالهيل')).ids[0]).toBe('coffee');
  });
});
