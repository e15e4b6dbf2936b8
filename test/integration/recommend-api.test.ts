import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { testProduct } from '../support/products.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

const category = (id: string, en: string) => [{ id, path: [{ en: 'All' }, { en }] }];

describe('GET /v1/recommend', () => {
  let t: TestApp;
  let store: CreatedStore;
  beforeAll(async () => {
    t = await startTestApp();
    store = await t.createStore({ name: 'Recs' });
    const products = [
      testProduct('phone-a', {
        name: { en: 'Galaxy phone A' },
        brand: 'Samsung',
        categories: category('phones', 'Phones'),
      }),
      testProduct('phone-b', {
        name: { en: 'Galaxy phone B' },
        brand: 'Samsung',
        categories: category('phones', 'Phones'),
      }),
      testProduct('phone-c', {
        name: { en: 'Pixel phone' },
        brand: 'Google',
        categories: category('phones', 'Phones'),
      }),
      testProduct('case-a', {
        name: { en: 'Leather case' },
        brand: 'Acme',
        categories: category('cases', 'Cases'),
        attributes: {},
      }),
      testProduct('rice', {
        name: { en: 'Basmati rice' },
        brand: 'Tilda',
        categories: category('food', 'Food'),
        attributes: {},
      }),
      testProduct('tea', {
        name: { en: 'Green tea' },
        brand: 'Lipton',
        categories: category('food', 'Food'),
        attributes: {},
      }),
    ];
    const batch = await t.app.inject({
      method: 'POST',
      url: '/v1/products/batch',
      headers: bearer(store.secretKey),
      payload: { upsert: products },
    });
    expect(batch.statusCode).toBe(200);
    await t.settle();
    const event = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/v1/event', headers: bearer(store.publicKey), payload });
    // Sessions that viewed phone-a also viewed case-a (twice) and rice (once).
    await event({ type: 'view', session: 'v1', product_ids: ['phone-a', 'case-a'] });
    await event({ type: 'view', session: 'v2', product_ids: ['phone-a', 'case-a', 'rice'] });
    await event({ type: 'view', session: 'v3', product_ids: ['tea'] });
    await event({ type: 'order', session: 'v3', product_id: 'tea', revenue: '5.00', currency: 'SAR' });
    await t.runtime.settleTelemetry();
  });
  afterAll(async () => t.close());

  const rec = (query: string, key = store.publicKey) =>
    t.app.inject({ method: 'GET', url: `/v1/recommend?${query}`, headers: bearer(key) });

  it('similar: same category and brand first, by attributes', async () => {
    const res = await rec('type=similar&product_id=phone-a&limit=3');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ type: 'similar', source: 'attributes' });
    expect(body.ids.slice(0, 2)).toEqual(['phone-b', 'phone-c']);
    expect(body.products.map((p: { id: string }) => p.id)).toEqual(body.ids);
    expect(body.ids).not.toContain('phone-a');
  });

  it('also_viewed: co-views within sessions, by how many sessions', async () => {
    const body = (await rec('type=also_viewed&product_id=phone-a&limit=2')).json();
    expect(body).toMatchObject({ source: 'co_views', ids: ['case-a', 'rice'] });
  });

  it('recently_viewed: the session views, newest first', async () => {
    const body = (await rec('type=recently_viewed&session=v2&limit=3')).json();
    expect(body.source).toBe('session');
    expect(new Set(body.ids)).toEqual(new Set(['phone-a', 'case-a', 'rice']));
  });

  it('trending: time-decayed popularity, per category', async () => {
    const allRes = await rec('type=trending&limit=2');
    expect(allRes.statusCode, allRes.body).toBe(200);
    const all = allRes.json();
    expect(all.source).toBe('popularity');
    expect(all.ids[0]).toBe('tea');
    const food = (await rec('type=trending&category_id=food&limit=5')).json();
    expect(food.ids).toEqual(['tea', 'rice']);
  });

  it('falls back to popularity when a signal is thin, and never answers nothing while the store has products', async () => {
    const lonely = (await rec('type=also_viewed&product_id=tea&limit=4')).json();
    expect(lonely.ids).toHaveLength(4);
    expect(lonely.source).toBe('popularity');
    const nobody = (await rec('type=recently_viewed&session=never-seen&limit=3')).json();
    expect(nobody.ids).toHaveLength(3);
    const unknown = (await rec('type=similar&product_id=no-such-product&limit=3')).json();
    expect(unknown.ids).toHaveLength(3);
    const emptyCategory = (await rec('type=trending&category_id=no-such-category&limit=3')).json();
    expect(emptyCategory.ids).toHaveLength(3);
  });

  it('refuses bad parameters with the field', async () => {
    const cases: [string, string][] = [
      ['type=similar', 'query.product_id'],
      ['type=recently_viewed', 'query.session'],
      ['type=bogus', 'query.type'],
      ['type=trending&limit=51', 'query.limit'],
      [`type=trending&session=${'x'.repeat(65)}`, 'query.session'],
    ];
    for (const [query, field] of cases) {
      const res = await rec(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors[0].field, query).toBe(field);
    }
  });
});
