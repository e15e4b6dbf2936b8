import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { testProduct } from '../support/products.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

const catalog = [
  testProduct('kettle-1', { name: { en: 'Steel kettle', ar: 'غلاية ستيل' }, brand: 'Acme', price: '120.00' }),
  testProduct('kettle-2', { name: { en: 'Glass kettle', ar: 'غلاية زجاج' }, brand: 'Bolt', price: '90.00' }),
  testProduct('mug-1', { name: { en: 'Coffee mug', ar: 'كوب قهوة' }, brand: 'Acme', price: '15.00' }),
];

interface Answer {
  readonly search_id: string;
  readonly took_ms: number;
  readonly ids: string[];
  readonly hits: { id: string; product: { price: string }; pinned: boolean }[];
}

/** An answer's JSON without its own id and time: what a kept answer shares with a built one. */
const shared = (body: string) => {
  const { search_id: _id, took_ms: _took, ...rest } = JSON.parse(body) as Record<string, unknown>;
  return rest;
};

describe('answers kept for searches asked again (docs/search.md)', () => {
  const token = randomBytes(24).toString('base64url');
  let t: TestApp;
  let store: CreatedStore;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: token });
    store = await t.createStore({ locales: ['en', 'ar'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/products/batch',
      headers: bearer(store.secretKey),
      payload: { upsert: catalog },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.settle();
  });
  afterAll(async () => t.close());

  const get = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/v1/search?${query}`,
      headers: { ...bearer(store.publicKey), ...headers },
    });
  const search = async (query: string) => (await get(query)).json() as Answer;
  /** Answers built and given again so far, from GET /metrics. */
  const answers = async () => {
    const text = (await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(token) })).body;
    const count = (answer: string) =>
      Number(new RegExp(`search_answers_total\\{answer="${answer}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
    return { kept: count('kept'), built: count('built') };
  };
  const write = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => {
    const res = await t.app.inject({ method, url, headers: bearer(store.secretKey), payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res;
  };

  it('a search asked again gets the same answer with an id and time of its own, counted and clickable', async () => {
    const before = await answers();
    const first = await get('q=kettle&facets=brand');
    const again = await get('q=kettle&facets=brand');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(shared(again.body)).toEqual(shared(first.body));
    expect(again.json().search_id).not.toBe(first.json().search_id);
    expect(await answers()).toEqual({ kept: before.kept + 1, built: before.built + 1 });
    // Counted as every search is: the usage header moves on.
    const searches = (res: typeof first) =>
      Number(/searches=(\d+)/.exec(String(res.headers['x-service-usage']))?.[1]);
    expect(searches(again)).toBe(searches(first) + 1);
    // Its id is one the service issued: a click on it is taken.
    const click = await t.app.inject({
      method: 'POST',
      url: '/v1/click',
      headers: bearer(store.publicKey),
      payload: { search_id: again.json().search_id, product_id: 'kettle-1', position: 1, session: 'kept-1' },
    });
    expect(click.statusCode, click.body).toBe(202);
  });

  it('a kept answer sent with an Idempotency-Key is stored and replayed as any answer', async () => {
    await get('q=glass+kettle');
    const key = `kept-${randomBytes(8).toString('hex')}`;
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/search',
        headers: { ...bearer(store.publicKey), 'idempotency-key': key },
        payload: { q: 'glass kettle' },
      });
    const before = await answers();
    const first = await post();
    expect((await answers()).kept).toBe(before.kept + 1);
    const replay = await post();
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().search_id).toBe(first.json().search_id);
    expect(await answers()).toEqual({ kept: before.kept + 1, built: before.built });
  });

  it('searches asked at once for an answer not kept yet wait for one of them to build it', async () => {
    const before = await answers();
    const all = await Promise.all(Array.from({ length: 5 }, () => get('q=steel+kettle&facets=brand')));
    for (const res of all) expect(res.statusCode).toBe(200);
    expect(new Set(all.map((res) => JSON.stringify(shared(res.body)))).size).toBe(1);
    expect(new Set(all.map((res) => res.json().search_id)).size).toBe(5);
    expect(await answers()).toEqual({ kept: before.kept + 4, built: before.built + 1 });
  });

  it('session and device do not make another answer; Cache-Control: no-cache builds one', async () => {
    await get('q=mug');
    const before = await answers();
    await get('q=mug&session=s-2&device=mobile');
    expect((await answers()).kept).toBe(before.kept + 1);
    await get('q=mug', { 'cache-control': 'no-cache' });
    expect(await answers()).toEqual({ kept: before.kept + 1, built: before.built + 1 });
  });

  it('a product written is searched at once: its new price, a new product', async () => {
    expect((await search('q=kettle')).hits.find((h) => h.id === 'kettle-2')?.product.price).toBe('90.00');
    await write('POST', '/v1/products/batch', {
      upsert: [
        testProduct('kettle-2', {
          name: { en: 'Glass kettle', ar: 'غلاية زجاج' },
          brand: 'Bolt',
          price: '75.00',
        }),
        testProduct('kettle-3', {
          name: { en: 'Travel kettle', ar: 'غلاية سفر' },
          brand: 'Bolt',
          price: '60.00',
        }),
      ],
    });
    const after = await search('q=kettle');
    expect(after.hits.find((h) => h.id === 'kettle-2')?.product.price).toBe('75.00');
    expect(after.ids).toContain('kettle-3');
  });

  it('a rule, a synonym set and the settings saved are obeyed at once', async () => {
    expect((await search('q=kettle')).ids[0]).not.toBe('mug-1');
    const rule = await write('POST', '/v1/rules', {
      name: 'mugs first',
      type: 'pin',
      conditions: { terms: ['kettle'] },
      actions: { product_ids: ['mug-1'] },
    });
    expect((await search('q=kettle')).hits[0]).toMatchObject({ id: 'mug-1', pinned: true });
    await t.app.inject({
      method: 'DELETE',
      url: `/v1/rules/${rule.json().id}`,
      headers: bearer(store.secretKey),
    });
    expect((await search('q=kettle')).ids[0]).not.toBe('mug-1');

    expect((await search('q=davenport')).ids).toEqual([]);
    await write('PUT', '/v1/synonyms/default', {
      entries: [{ type: 'two_way', words: ['davenport', 'mug'] }],
    });
    expect((await search('q=davenport')).ids).toEqual(['mug-1']);
    await write('PATCH', '/v1/settings', { search: { synonym_sets: [] } });
    expect((await search('q=davenport')).ids).toEqual([]);
  });

  it('a rule that starts later is obeyed from its start, though nothing else changed', async () => {
    const startsAt = Date.now() + 1_500;
    await write('POST', '/v1/rules', {
      name: 'flash sale',
      type: 'pin',
      conditions: { terms: ['kettle'] },
      actions: { product_ids: ['mug-1'] },
      starts_at: new Date(startsAt).toISOString(),
    });
    expect((await search('q=kettle')).ids[0]).not.toBe('mug-1');
    expect((await search('q=kettle')).ids[0]).not.toBe('mug-1');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt - Date.now()) + 50));
    expect((await search('q=kettle')).ids[0]).toBe('mug-1');
  });
});

describe('SEARCH_CACHE_ENTRIES=0', () => {
  const token = randomBytes(24).toString('base64url');
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: token, SEARCH_CACHE_ENTRIES: '0' });
  });
  afterAll(async () => t.close());

  it('builds every answer', async () => {
    const store = await t.createStore();
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/search?q=tea',
        headers: bearer(store.publicKey),
      });
      expect(res.statusCode).toBe(200);
    }
    const text = (await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(token) })).body;
    expect(text).toContain('search_answers_total{answer="built"} 3');
    expect(text).not.toContain('search_answers_total{answer="kept"}');
  });
});
