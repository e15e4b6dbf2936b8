import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

describe('SEARCH_LOG=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SEARCH_LOG: 'off' });
  });
  afterAll(async () => t.close());

  it('answers searches and suggestions without logging them; clicks and events are still taken', async () => {
    const store = await t.createStore();
    const search = await t.app.inject({
      method: 'GET',
      url: '/v1/search?q=phone',
      headers: bearer(store.publicKey),
    });
    expect(search.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/suggest?q=ph', headers: bearer(store.publicKey) }))
        .statusCode,
    ).toBe(200);
    const event = await t.app.inject({
      method: 'POST',
      url: '/v1/event',
      headers: bearer(store.publicKey),
      payload: { type: 'view', session: 's1', product_ids: ['p1'] },
    });
    expect(event.statusCode).toBe(202);
    await t.runtime.settleTelemetry();
    const count = async (table: string) =>
      Number((await t.db.pool.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n);
    expect(await count('search_log')).toBe(0);
    expect(await count('suggest_log')).toBe(0);
    expect(await count('event_log')).toBe(1);
  });
});
