import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { testProduct } from '../support/products.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

type Answer = { search_id: string; ids: string[]; total: number };

/** Shopper signals in ranking and suggestions, through the HTTP routes (docs/analytics.md, Signals). */
describe('business signals from clicks and events', () => {
  let t: TestApp;
  let store: CreatedStore;
  const kettles = ['k1', 'k2', 'k3', 'k4', 'k5'];

  beforeAll(async () => {
    // One test client stands for many shoppers: lift the per-client limit of public keys.
    t = await startTestApp({ PUBLIC_RATE_LIMIT_PER_CLIENT: '100000', DEFAULT_RATE_LIMIT: '100000' });
    store = await t.createStore({ name: 'Signals', planCode: 'enterprise' });
    const upsert = kettles.map((id) =>
      testProduct(id, {
        name: { en: `Steel kettle ${id}`, ar: `غلاية ${id}` },
        brand: 'Acme',
        categories: [{ id: 'kitchen', path: [{ en: 'Kitchen' }] }],
        attributes: {},
      }),
    );
    const batch = await t.app.inject({
      method: 'POST',
      url: '/v1/products/batch',
      headers: bearer(store.secretKey),
      payload: { upsert },
    });
    expect(batch.statusCode).toBe(200);
    await t.settle();
  });
  afterAll(async () => t.close());

  const search = async (query: string, session?: string): Promise<Answer> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/search?${query}${session ? `&session=${session}` : ''}`,
      headers: bearer(store.publicKey),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Answer;
  };
  const click = async (answer: Answer, productId: string, session: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/click',
      headers: bearer(store.publicKey),
      payload: {
        search_id: answer.search_id,
        product_id: productId,
        position: answer.ids.indexOf(productId) + 1,
        session,
      },
    });
    expect(res.statusCode, res.body).toBe(202);
  };
  const event = async (payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/event',
      headers: bearer(store.publicKey),
      payload,
    });
    expect(res.statusCode, res.body).toBe(202);
  };
  /** Searches until `check` holds (the signals are read within seconds of the projection). */
  const eventually = async (query: string, check: (ids: string[]) => boolean): Promise<string[]> => {
    await t.runtime.settleTelemetry();
    const deadline = Date.now() + 15_000;
    for (;;) {
      const { ids } = await search(query);
      if (check(ids) || Date.now() > deadline) return ids;
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('clicks from shoppers make a product rise under the popular sort; a flood from one session counts once', async () => {
    const before = (await search('q=kettle&sort=popular')).ids;
    expect(before).toHaveLength(5);
    const [, , , flooded, risen] = before as [string, string, string, string, string];
    // One session clicks `flooded` 150 times and views it 150 times: counted once each (weight 2 + 1).
    const answer = await search('q=kettle', 'flood-1');
    for (let i = 0; i < 150; i++) await click(answer, flooded, 'flood-1');
    await event({
      events: Array.from({ length: 100 }, () => ({ type: 'view', session: 'flood-1', product_id: flooded })),
    });
    await event({
      events: Array.from({ length: 50 }, () => ({ type: 'view', session: 'flood-1', product_id: flooded })),
    });
    // Three shoppers click `risen` once each (3 × 2).
    for (const session of ['s1', 's2', 's3']) await click(await search('q=kettle', session), risen, session);
    const after = await eventually('q=kettle&sort=popular', (ids) => ids[0] === risen && ids[1] === flooded);
    expect(after.slice(0, 2)).toEqual([risen, flooded]);
    expect(before[0]).not.toBe(risen);
  });

  it('a session past its hourly cap moves nothing more', async () => {
    // 60 counted signals per session per hour: 60 views of other products fill it, a click after counts nothing.
    const clicksOn = async (id: string) => {
      const { rows } = await t.db.pool.query<{ clicks: string }>(
        'select coalesce(sum(clicks), 0) as clicks from signal_products where tenant_id = $1 and product_id = $2',
        [store.tenantId, id],
      );
      return Number(rows[0]?.clicks);
    };
    const session = 'busy-1';
    await event({
      events: Array.from({ length: 61 }, (_, i) => ({ type: 'view', session, product_id: `elsewhere-${i}` })),
    });
    await t.runtime.settleTelemetry();
    const before = await clicksOn('k2');
    await click(await search('q=kettle', session), 'k2', session);
    // Another session's click on the same product counts.
    await click(await search('q=kettle', 'calm-1'), 'k2', 'calm-1');
    await t.runtime.settleTelemetry();
    expect(await clicksOn('k2')).toBe(before + 1);
    const { rows } = await t.db.pool.query<{ n: string }>(
      `select count(*) as n from signal_products where tenant_id = $1 and product_id like 'elsewhere-%'`,
      [store.tenantId],
    );
    expect(Number(rows[0]?.n)).toBe(60);
  });

  it('with a ctr weight, the product shoppers click for a query comes first for that query', async () => {
    const settings = await t.app.inject({
      method: 'PATCH',
      url: '/v1/settings',
      headers: bearer(store.secretKey),
      payload: { search: { business_signals: { ctr: 1 } } },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    await t.settle();
    const before = (await search('q=steel+kettle')).ids;
    const last = before.at(-1) as string;
    for (const session of ['c1', 'c2', 'c3', 'c4']) {
      const answer = await search('q=steel+kettle', session);
      await click(answer, last, session);
    }
    const after = await eventually('q=steel+kettle', (ids) => ids[0] === last);
    expect(after[0]).toBe(last);
    expect(before[0]).not.toBe(last);
  });

  it('suggest offers the popular queries that found something first, and never one that found nothing', async () => {
    for (const session of ['q1', 'q2', 'q3']) await search('q=kettle+steel', session);
    for (const session of ['q1', 'q2', 'q3', 'q4']) await search('q=qqqxyz', session);
    expect((await search('q=qqqxyz')).total).toBe(0);
    await t.runtime.settleTelemetry();
    const suggest = async (q: string, done: (texts: string[]) => boolean) => {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/v1/suggest?q=${q}`,
          headers: bearer(store.publicKey),
        });
        expect(res.statusCode).toBe(200);
        const texts = (res.json() as { suggestions: { text: string }[] }).suggestions.map((s) => s.text);
        if (done(texts) || Date.now() > deadline) return texts;
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    // `kettle` was searched most (every test above), then `kettle steel`; the engine's own completions follow.
    const texts = await suggest('kett', (x) => x.includes('kettle steel'));
    expect(texts.slice(0, 2)).toEqual(['kettle', 'kettle steel']);
    expect((await suggest('qqq', () => true)).filter((s) => s.startsWith('qqq'))).toEqual([]);
  });
});
