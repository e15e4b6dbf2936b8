import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { testProduct } from '../support/products.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

const catalog = [
  testProduct('iphone-15', {
    name: { en: 'Apple iPhone 15', ar: 'ايفون 15' },
    brand: 'Apple',
    price: '3499.00',
  }),
  testProduct('iphone-14', {
    name: { en: 'Apple iPhone 14', ar: 'ايفون 14' },
    brand: 'Apple',
    price: '2499.00',
  }),
  testProduct('case', {
    name: { en: 'iPhone case', ar: 'كفر ايفون' },
    brand: 'Spigen',
    price: '49.00',
    attributes: { Color: 'Red' },
  }),
  testProduct('charger', { name: { en: 'USB-C charger', ar: 'شاحن' }, brand: 'Anker', price: '79.00' }),
];

describe('rules: CRUD and their effect on search', () => {
  let t: TestApp;
  let store: CreatedStore;
  beforeAll(async () => {
    t = await startTestApp();
    store = await t.createStore({ locales: ['ar', 'en'] });
    await t.app.inject({
      method: 'POST',
      url: '/v1/products/batch',
      headers: bearer(store.secretKey),
      payload: { upsert: catalog },
    });
    await t.settle();
  });
  afterAll(async () => t.close());

  const createRule = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/rules',
      headers: bearer(store.secretKey),
      payload: body as object,
    });
  const deleteRule = (id: string) =>
    t.app.inject({ method: 'DELETE', url: `/v1/rules/${id}`, headers: bearer(store.secretKey) });
  const search = async (q: string, extra: Record<string, unknown> = {}) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/v1/search',
        headers: bearer(store.secretKey),
        payload: { q, ...extra },
      })
    ).json();
  /** Saves the store's search settings (what a request's config_override cannot do with a key). */
  const saveSearchSettings = async (search: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/settings',
      headers: bearer(store.secretKey),
      payload: { search },
    });
    expect(res.statusCode).toBe(200);
  };

  it('validates every field of RuleIn with field paths', async () => {
    const base = { name: 'r', type: 'pin', conditions: { terms: ['x'] }, actions: { product_ids: ['a'] } };
    const cases: [unknown, string][] = [
      [{ ...base, name: 'x'.repeat(201) }, 'name'],
      [{ ...base, priority: 1001 }, 'priority'],
      [{ ...base, type: 'boost', actions: { product_ids: ['a'], factor: 101 } }, 'actions.factor'],
      [{ ...base, type: 'redirect', actions: { url: 'ftp://x.example/file' } }, 'actions.url'],
      [
        { ...base, type: 'redirect', actions: { url: `https://x.example/${'a'.repeat(2048)}` } },
        'actions.url',
      ],
      [{ ...base, actions: { product_ids: ['a'], positions: [0] } }, 'actions.positions.0'],
      [{ ...base, type: 'banner', actions: { banner: { link_url: 'https://x.example' } } }, 'actions.banner'],
      [{ ...base, starts_at: '2026-05-01T00:00:00Z', ends_at: '2026-04-01T00:00:00Z' }, 'ends_at'],
      [{ ...base, conditions: { match: 'exact', terms: [] } }, 'conditions.terms'],
      [{ ...base, type: 'hide', actions: {} }, 'actions.product_ids'],
    ];
    for (const [body, field] of cases) {
      const res = await createRule(body);
      expect(res.statusCode, field).toBe(422);
      expect(
        res.json().errors.map((e: { field: string }) => e.field),
        field,
      ).toContain(field);
    }
  });

  it('creates, reads, lists with a cursor, replaces and deletes rules', async () => {
    const created = await createRule({
      name: 'Pin the case',
      type: 'pin',
      conditions: { match: 'contains', terms: ['ايفون'] },
      actions: { product_ids: ['case'], positions: [1] },
    });
    expect(created.statusCode).toBe(201);
    const rule = created.json();
    expect(rule).toMatchObject({
      name: 'Pin the case',
      priority: 0,
      enabled: true,
      conditions: { match: 'contains' },
    });
    const got = await t.app.inject({
      method: 'GET',
      url: `/v1/rules/${rule.id}`,
      headers: bearer(store.secretKey),
    });
    expect(got.json()).toEqual(rule);
    // RuleIn is strict: a RuleOut sent back (with id and times) is refused.
    expect((await createRule(rule)).statusCode).toBe(422);
    const ruleIn = {
      name: 'second',
      type: 'hide',
      conditions: { match: 'any' },
      actions: { product_ids: ['nothing'] },
    };
    await createRule(ruleIn);
    const page1 = (
      await t.app.inject({ method: 'GET', url: '/v1/rules?limit=1', headers: bearer(store.secretKey) })
    ).json();
    expect(page1.data).toHaveLength(1);
    expect(page1.total).toBe(2);
    const page2 = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/rules?limit=1&cursor=${page1.next_cursor}`,
        headers: bearer(store.secretKey),
      })
    ).json();
    expect(page2.data[0].id).not.toBe(page1.data[0].id);
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/v1/rules/${rule.id}`,
      headers: bearer(store.secretKey),
      payload: {
        name: 'Pin the case (renamed)',
        type: 'pin',
        conditions: { match: 'contains', terms: ['ايفون'] },
        actions: { product_ids: ['case'], positions: [1] },
        priority: 3,
      },
    });
    expect(replaced.json()).toMatchObject({ name: 'Pin the case (renamed)', priority: 3 });
    for (const r of [rule.id, page1.data[0].id, page2.data[0].id]) await deleteRule(r);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/rules/${rule.id}`, headers: bearer(store.secretKey) }))
        .statusCode,
    ).toBe(404);
    expect((await deleteRule(rule.id)).statusCode).toBe(404);
  });

  it('a pin rule for ايفون fires for آيفون and pins a product the text would not find', async () => {
    const res = await createRule({
      name: 'charger first',
      type: 'pin',
      conditions: { match: 'contains', terms: ['ايفون'] },
      actions: { product_ids: ['charger'], positions: [1] },
    });
    await saveSearchSettings({ merch_rules: false });
    const plain = await search('آيفون');
    await saveSearchSettings({ merch_rules: true });
    expect(plain.ids).not.toContain('charger');
    const pinned = await search('آيفون');
    expect(pinned.ids[0]).toBe('charger');
    expect(pinned.hits[0].pinned).toBe(true);
    expect(pinned.ids.filter((id: string) => id === 'charger')).toHaveLength(1);
    await deleteRule(res.json().id);
  });

  it('hide, boost by attribute filter, redirect and banner', async () => {
    const rules = [
      await createRule({
        name: 'hide 14',
        type: 'hide',
        conditions: { match: 'contains', terms: ['iphone'] },
        actions: { product_ids: ['iphone-14'] },
      }),
      await createRule({
        name: 'red up',
        type: 'boost',
        conditions: { match: 'contains', terms: ['iphone'] },
        actions: { filter: { Color: ['red'] }, factor: 50 },
      }),
      await createRule({
        name: 'to sale',
        type: 'redirect',
        conditions: { match: 'exact', terms: ['iphone'] },
        actions: { url: 'https://shop.example/iphone' },
      }),
      await createRule({
        name: 'banner',
        type: 'banner',
        conditions: { match: 'any' },
        actions: { banner: { html: '<b>Sale</b>', position: 'bottom' } },
      }),
    ].map((r) => r.json().id as string);
    const body = await search('iphone', { debug: true });
    expect(body.ids).not.toContain('iphone-14');
    expect(body.ids[0]).toBe('case');
    expect(body.redirect).toEqual({ url: 'https://shop.example/iphone', rule_id: rules[2] });
    expect(body.banners).toEqual([
      { id: rules[3], html: '<b>Sale</b>', image_url: null, link_url: null, position: 'bottom' },
    ]);
    expect(body.debug.rules.fired.map((r: { id: string }) => r.id).sort()).toEqual([...rules].sort());
    await saveSearchSettings({ disabled_rule_ids: [rules[0]] });
    const off = await search('iphone');
    await saveSearchSettings({ disabled_rule_ids: [] });
    expect(off.ids).toContain('iphone-14');
    for (const id of rules) await deleteRule(id);
  });

  it('config_override is ignored for API keys, even a secret key asking for debug; null fields are accepted', async () => {
    const res = await createRule({
      name: 'charger first again',
      type: 'pin',
      conditions: { match: 'contains', terms: ['ايفون'] },
      actions: { product_ids: ['charger'], positions: [1] },
    });
    const body = await search('آيفون', {
      debug: true,
      config_override: { merch_rules: false, in_stock_first: null, cheap_rerank_top_n: null },
    });
    expect(body.ids[0]).toBe('charger');
    expect(body.debug.config_override).toBe('ignored');
    expect(body.debug.rules.enabled).toBe(true);
    const allNull = await t.app.inject({
      method: 'POST',
      url: '/v1/search',
      headers: bearer(store.publicKey),
      payload: {
        q: 'iphone',
        config_override: {
          rule_parser: null,
          in_stock_first: null,
          business_signals: null,
          typo_tolerance: null,
          hybrid_search: null,
          cheap_rerank_top_n: null,
          merch_rules: null,
          disabled_rule_ids: null,
          synonym_sets: null,
          global_synonyms: null,
        },
      },
    });
    expect(allNull.statusCode).toBe(200);
    const bad = await search('iphone', { config_override: { cheap_rerank_top_n: 5 } });
    expect(bad.errors.map((e: { field: string }) => e.field)).toEqual(['config_override.cheap_rerank_top_n']);
    await deleteRule(res.json().id);
  });

  it('a rule outside its schedule does not fire', async () => {
    const past = await createRule({
      name: 'old sale',
      type: 'pin',
      conditions: { match: 'any' },
      actions: { product_ids: ['charger'] },
      starts_at: '2020-01-01T00:00:00Z',
      ends_at: '2020-02-01T00:00:00Z',
    });
    expect((await search('iphone')).ids[0]).not.toBe('charger');
    await deleteRule(past.json().id);
  });

  it('zero results: relaxes the query and says so', async () => {
    const body = await search('iphone zzzzqqq');
    expect(body.total).toBeGreaterThan(0);
    expect(body.zero_result_help).toMatchObject({ relaxed: true, relaxed_query: 'iphone' });
    const none = await search('qqqqqqqqqq');
    expect(none.total).toBe(0);
    expect(none.zero_result_help).toMatchObject({ relaxed: false });
    expect(none.zero_result_help.popular_categories.length).toBeGreaterThan(0);
  });
});

describe('synonyms: sets, one-way and two-way, global synonyms', () => {
  let t: TestApp;
  let store: CreatedStore;
  beforeAll(async () => {
    t = await startTestApp();
    store = await t.createStore({ locales: ['ar', 'en'] });
    await t.app.inject({
      method: 'POST',
      url: '/v1/products/batch',
      headers: bearer(store.secretKey),
      payload: {
        upsert: [
          testProduct('sofa', {
            name: { en: 'Grey sofa', ar: 'كنبة رمادية' },
            brand: 'Ikea',
            price: '999.00',
          }),
          testProduct('tv', {
            name: { en: 'Smart TV 55 inch', ar: 'شاشة ذكية 55 بوصة' },
            brand: 'LG',
            price: '1999.00',
          }),
          testProduct('kettle', { name: { en: 'Kettle', ar: 'غلاية' }, brand: 'Philips', price: '99.00' }),
        ],
      },
    });
    await t.settle();
  });
  afterAll(async () => t.close());

  const put = (name: string, entries: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/synonyms/${name}`,
      headers: bearer(store.secretKey),
      payload: { entries },
    });
  /** Ids found for `q`, with the store's search settings saved as `settings` for that search. */
  const ids = async (q: string, settings?: Record<string, unknown>) => {
    const save = (search: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: '/v1/settings',
        headers: bearer(store.secretKey),
        payload: { search },
      });
    if (settings) expect((await save(settings)).statusCode).toBe(200);
    const found = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/search',
        headers: bearer(store.secretKey),
        payload: { q },
      })
    ).json().ids as string[];
    if (settings) await save({ synonym_sets: ['default'], global_synonyms: true });
    return found;
  };

  it('two-way synonyms find each other, in both scripts', async () => {
    // A word the built-in lexicons do not know (they know couch, for one).
    expect(await ids('davenport')).toEqual([]);
    expect((await put('default', [{ type: 'two_way', words: ['davenport', 'كنبة'] }])).statusCode).toBe(200);
    expect(await ids('davenport')).toEqual(['sofa']);
    expect(await ids('davenports')).toEqual(['sofa']);
  });

  it('one-way synonyms find the target, not the reverse', async () => {
    await put('default', [{ type: 'one_way', from: 'boiler', to: ['kettle'] }]);
    expect(await ids('boiler')).toEqual(['kettle']);
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/synonyms/default',
      headers: bearer(store.secretKey),
    });
    expect(res.json().entries).toEqual([{ type: 'one_way', from: 'boiler', to: ['kettle'] }]);
  });

  it('named sets apply only when switched on; global synonyms turn off', async () => {
    // `gogglebox`, a word the built-in lexicon neither holds nor hears (`telly` it hears as تيلي, a TV).
    await put('winter', [{ type: 'two_way', words: ['gogglebox', 'tv'] }]);
    expect(await ids('gogglebox')).toEqual([]);
    expect(await ids('gogglebox', { synonym_sets: ['default', 'winter'] })).toEqual(['tv']);
    // تلفزيون is a dialect word for شاشة in the built-in lexicon.
    expect(await ids('تلفزيون')).toEqual(['tv']);
    expect(await ids('تلفزيون', { global_synonyms: false })).toEqual([]);
    const list = await t.app.inject({ method: 'GET', url: '/v1/synonyms', headers: bearer(store.secretKey) });
    expect(list.json().data.map((s: { name: string }) => s.name)).toEqual(['default', 'winter']);
  });

  it('validates entries and names', async () => {
    expect((await put('Bad Name', [])).statusCode).toBe(422);
    const res = await put('default', [{ type: 'two_way', words: ['only-one'] }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('entries.0.words');
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/v1/synonyms/nope', headers: bearer(store.secretKey) }))
        .statusCode,
    ).toBe(404);
  });
});
