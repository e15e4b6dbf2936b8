import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { testProduct } from '../support/products.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

const catalog = [
  testProduct('iphone-15', {
    name: { en: 'Apple iPhone 15 128GB', ar: 'ايفون 15 ابل 128 جيجا' },
    brand: 'Apple',
    price: '3499.00',
    attributes: { Color: 'Black', Storage: '128GB' },
  }),
  testProduct('galaxy-s24', {
    name: { en: 'Samsung Galaxy S24', ar: 'سامسونج جالكسي اس 24' },
    brand: 'Samsung',
    price: '2999.00',
    attributes: { Color: 'Red' },
  }),
  testProduct('galaxy-a15', {
    name: { en: 'Samsung Galaxy A15', ar: 'سامسونج جالكسي اي 15' },
    brand: 'Samsung',
    price: '699.00',
    in_stock: false,
    attributes: { Color: 'Blue' },
  }),
  testProduct('rice-2kg', {
    name: { en: 'Basmati rice 2kg', ar: 'أرز بسمتي ٢ كيلو' },
    brand: 'Abu Kass',
    price: '45.50',
    categories: [{ id: 'grocery', path: [{ en: 'Grocery', ar: 'بقالة' }] }],
    attributes: {},
  }),
  testProduct('fridge', {
    name: { en: 'LG refrigerator 400 L', ar: 'ثلاجة ال جي ٤٠٠ لتر' },
    brand: 'LG',
    price: '2199.00',
    categories: [{ id: 'appliances', path: [{ en: 'Appliances', ar: 'أجهزة منزلية' }] }],
    attributes: { Color: 'White' },
  }),
  testProduct('water', {
    name: { en: 'Mineral water 330ml, 12 bottles', ar: 'مياه معدنية 330 مل 12 عبوة' },
    brand: null,
    price: '150.00',
    attributes: {},
  }),
  testProduct('cable', {
    name: { en: 'USB-C charging cable 1m', ar: 'كيبل شحن تايب سي 1 متر' },
    brand: null,
    price: '150.00',
    attributes: {},
  }),
  testProduct('scissors', {
    name: { en: 'Kids school scissors', ar: 'مقص مدرسي للأطفال' },
    brand: null,
    price: '150.00',
    attributes: {},
  }),
];

describe('GET/POST /v1/search and GET /v1/suggest', () => {
  let t: TestApp;
  let store: CreatedStore;
  beforeAll(async () => {
    t = await startTestApp();
    store = await t.createStore({ locales: ['ar', 'en'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/products/batch',
      headers: bearer(store.secretKey),
      payload: { upsert: catalog },
    });
    expect(res.json().added).toBe(catalog.length);
    await t.settle();
  });
  afterAll(async () => t.close());

  const search = (query: string, key = store.publicKey) =>
    t.app.inject({ method: 'GET', url: `/v1/search?${query}`, headers: bearer(key) });

  it('answers the full SearchResponse with a public key, and the usage header', async () => {
    const res = await search('q=galaxy');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      query: { text: 'galaxy', lang: 'en' },
      page: 1,
      per_page: 20,
      did_you_mean: null,
      redirect: null,
      banners: [],
      zero_result_help: null,
      experiment: null,
      debug: null,
    });
    expect(body.search_id).toEqual(expect.any(String));
    expect(new Set(body.ids)).toEqual(new Set(['galaxy-s24', 'galaxy-a15']));
    expect(body.hits[0]).toMatchObject({ pinned: false, product: { currency: 'SAR', brand: 'Samsung' } });
    expect(body.hits.map((h: { id: string }) => h.id)).toEqual(body.ids);
    expect(body.total).toBe(2);
    expect(res.headers['x-service-usage']).toMatch(
      /^searches=\d+, limit=\d+, billed=\d+, period=\d{4}-\d{2}$/,
    );
  });

  it('finds Arabic with other letter forms, digits and units', async () => {
    expect((await search(`q=${encodeURIComponent('ارز')}`)).json().ids).toContain('rice-2kg');
    expect((await search(`q=${encodeURIComponent('ايفون')}`)).json().ids).toContain('iphone-15');
    expect((await search(`q=${encodeURIComponent('ثلاجه')}`)).json().ids).toContain('fridge');
    // A store word typed with the letter a region says for it is found as that word, neither by
    // letting it go nor as a spelling to correct: Egypt's glottal stop for ق, the Gulf's ي for ج.
    const glottal = (await search(`q=${encodeURIComponent('مأص')}`)).json();
    expect(glottal).toMatchObject({ ids: ['scissors'], zero_result_help: null, did_you_mean: null });
    // `ماء` typed with its hamza is water, not the function word `ما` its normalized form is.
    expect((await search(`q=${encodeURIComponent('ماء بارد')}`)).json().ids).toEqual(['water']);
    // `كابل` (a cable, `كيبل` here) is spelled right: the iPhone (`ابل`, one letter away) is not it.
    expect((await search(`q=${encodeURIComponent('كابل ايفون')}`)).json().ids[0]).toBe('cable');
    const gulf = (await search(`q=${encodeURIComponent('ثلايه')}`)).json();
    expect(gulf).toMatchObject({ ids: ['fridge'], zero_result_help: null, did_you_mean: null });
    const detected = (await search(`q=${encodeURIComponent('سامسونج')}`)).json();
    expect(detected.query.lang).toBe('ar');
    expect(detected.ids).toEqual(expect.arrayContaining(['galaxy-s24', 'galaxy-a15']));
  });

  it('filters, facets and sorts', async () => {
    const res = await search('q=samsung&filter[in_stock]=true&facets=brand,price,in_stock&sort=price_asc');
    const body = res.json();
    expect(body.ids).toEqual(['galaxy-s24']);
    const brand = body.facets.find((f: { name: string }) => f.name === 'brand');
    expect(brand.type).toBe('terms');
    const cheap = (await search('filter[price][lte]=100')).json();
    expect(cheap.ids).toEqual(['rice-2kg']);
    const sorted = (await search('sort=price_desc&per_page=2')).json();
    expect(sorted.ids).toEqual(['iphone-15', 'galaxy-s24']);
    expect(sorted.total).toBe(8);
  });

  it('reads structure from the text: a price ceiling and a brand', async () => {
    const body = (await search(`q=${encodeURIComponent('جوال سامسونج اقل من ١٠٠٠ ريال')}`)).json();
    expect(body.query.filters).toMatchObject({ price: { lte: 1000 } });
    expect(body.query.rewritten).not.toBeNull();
    expect(body.ids).toEqual(['galaxy-a15']);
  });

  it('POST takes the JSON body, and debug needs a secret key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/search',
      headers: bearer(store.secretKey),
      payload: { q: 'samsung', filters: { brand: ['Samsung'], price: { gte: 1000 } }, debug: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ids).toEqual(['galaxy-s24']);
    expect(res.json().debug).toMatchObject({
      language: expect.any(Object),
      analysis: expect.any(Object),
      candidates: expect.any(Object),
      rules: { enabled: true, fired: [] },
    });
    const pub = await t.app.inject({
      method: 'POST',
      url: '/v1/search',
      headers: bearer(store.publicKey),
      payload: { q: 'x', debug: true },
    });
    expect(pub.statusCode).toBe(403);
  });

  it('refuses bad parameters with 422 and field paths', async () => {
    for (const [query, field] of [
      ['q=x&lang=fr', 'lang'],
      ['page=0', 'query.page'],
      ['per_page=101', 'query.per_page'],
      ['sort=cheap', 'query.sort'],
      [`q=${'x'.repeat(257)}`, 'query.q'],
      ['filter[price][gte]=abc', 'query.filter[price][gte]'],
    ] as const) {
      const res = await search(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors[0].field, query).toBe(field);
    }
    expect((await search('q=x&lang=fr')).json().code).toBe('unsupported_locale');
  });

  it('bills page 1 only and never a suggestion', async () => {
    const s = await t.createStore({ name: 'Billing' });
    const usage = async (q: string) => (await search(q, s.publicKey)).headers['x-service-usage'] as string;
    expect(await usage('q=a')).toContain('billed=1');
    expect(await usage('q=a&page=2')).toContain('billed=1,');
    await t.app.inject({ method: 'GET', url: '/v1/suggest?q=a', headers: bearer(s.publicKey) });
    const third = await usage('q=b');
    expect(third).toMatch(/searches=3, limit=\d+, billed=2,/);
  });

  it('suggests completions, brands and product previews', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/suggest?q=sams&products=2',
      headers: bearer(store.publicKey),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.query).toBe('sams');
    expect(body.suggestions.map((s: { text: string }) => s.text.toLowerCase()).join(' ')).toContain(
      'samsung',
    );
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(2);
    expect(res.headers['x-service-usage']).toBeUndefined();
  });

  it('refuses bad suggest parameters with 422 and field paths', async () => {
    for (const [query, field] of [
      [`q=${'x'.repeat(129)}`, 'q'],
      ['q=a&limit=21', 'limit'],
      ['q=a&products=11', 'products'],
      ['q=a&lang=fr', 'lang'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/suggest?${query}`,
        headers: bearer(store.publicKey),
      });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors[0].field, query).toContain(field);
    }
  });

  it('a product upserted through the batch API is searchable within a second', async () => {
    const started = Date.now();
    await t.app.inject({
      method: 'POST',
      url: '/v1/products/batch',
      headers: bearer(store.secretKey),
      payload: {
        upsert: [
          testProduct('kettle', { name: { en: 'Electric kettle', ar: 'غلاية كهربائية' }, brand: 'Philips' }),
        ],
      },
    });
    let found = false;
    while (!found && Date.now() - started < 1000) {
      found = (await search('q=kettle')).json().ids.includes('kettle');
      if (!found) await new Promise((r) => setTimeout(r, 10));
    }
    expect(found).toBe(true);
  });
});
