import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { testProducts } from '../support/products.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

/** Spec: lists answer `{data, next_cursor, total}`; `next_cursor` goes back as `cursor`. */
describe('every list is a cursor-paged {data, next_cursor, total} envelope', () => {
  let t: TestApp;
  let store: CreatedStore;
  beforeAll(async () => {
    t = await startTestApp();
    store = await t.createStore();
    const write = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: bearer(store.secretKey), payload });
    for (const kind of ['public', 'secret', 'secret'] as const) await write('POST', '/v1/keys', { kind });
    for (const name of ['winter', 'default', 'summer-sale', 'brands'])
      await write('PUT', `/v1/synonyms/${name}`, { entries: [{ type: 'two_way', words: ['tv', 'telly'] }] });
    for (let i = 0; i < 5; i++)
      await write('POST', '/v1/rules', {
        name: `rule ${i}`,
        type: 'hide',
        conditions: { match: 'any' },
        actions: { product_ids: [`p${i}`] },
      });
    await write('POST', '/v1/products/batch', { upsert: testProducts(5) });
    await t.settle();
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(store.secretKey) });
  const identify = (item: { id?: string; name?: string }) => item.id ?? item.name;

  for (const [path, expected] of [
    ['/v1/keys', 5],
    ['/v1/synonyms', 4],
    ['/v1/rules', 5],
    ['/v1/products', 5],
  ] as const) {
    it(`${path}: pages of 2 walk the whole list once, in the order of one big page`, async () => {
      const whole = (await get(`${path}?limit=200`)).json();
      expect(whole).toEqual({ data: expect.any(Array), next_cursor: null, total: expected });
      const seen: unknown[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await get(`${path}?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode).toBe(200);
        const page = res.json();
        expect(Object.keys(page).sort()).toEqual(['data', 'next_cursor', 'total']);
        expect(page.total).toBe(pages === 0 ? expected : null);
        seen.push(...page.data.map(identify));
        cursor = page.next_cursor;
        pages++;
      } while (cursor !== null && pages < 10);
      expect(pages).toBe(Math.ceil(expected / 2));
      expect(seen).toEqual(whole.data.map(identify));
    });

    it(`${path}: a broken cursor or a limit out of range is 422 with the field`, async () => {
      for (const query of ['cursor=%25%25', 'cursor=a%20b', 'limit=0', 'limit=201']) {
        const res = await get(`${path}?${query}`);
        expect(res.statusCode, query).toBe(422);
        expect(res.json().errors[0].field, query).toMatch(/^(query\.)?(cursor|limit)$/);
      }
    });
  }

  it('/v1/keys: a cursor that is not a key position is 422', async () => {
    const res = await get(`/v1/keys?cursor=${Buffer.from('garbage').toString('base64url')}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('query.cursor');
  });
});
