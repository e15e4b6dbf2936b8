import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayProjectors } from '../../infra/projection-runtime/replay.ts';
import { sqlProjectors } from '../../infra/projectors.ts';
import { testProduct, testProducts } from '../support/products.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

/** Every read model table, in a stable order, as plain JSON. */
async function dump(t: TestApp): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const projector of sqlProjectors) {
    for (const table of projector.tables) {
      const { rows } = await t.db.pool.query(`select * from ${table}`);
      out[table] = rows.map((r) => JSON.stringify(r)).sort();
    }
  }
  return out;
}

describe('npm run replay: every read model rebuilt from the history equals the live one', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('after keys, settings, catalog, syncs, rules, synonyms and jobs', async () => {
    for (const name of ['One', 'Two']) {
      const s = await t.createStore({ name });
      const h = bearer(s.secretKey);
      const key = await t.app.inject({
        method: 'POST',
        url: '/v1/keys',
        headers: h,
        payload: { kind: 'public', allowed_origins: ['https://a.example'] },
      });
      await t.app.inject({ method: 'DELETE', url: `/v1/keys/${key.json().id}`, headers: h });
      await t.app.inject({
        method: 'PATCH',
        url: '/v1/settings',
        headers: h,
        payload: { name: `${name} renamed`, search: { in_stock_first: false } },
      });
      await t.app.inject({
        method: 'POST',
        url: '/v1/products/batch',
        headers: h,
        payload: { upsert: testProducts(30, name) },
      });
      await t.app.inject({
        method: 'POST',
        url: '/v1/products/batch',
        headers: h,
        payload: { upsert: [testProduct(`${name}1`, { price: '5.00' })], delete: [`${name}2`] },
      });
      await t.app.inject({
        method: 'POST',
        url: '/v1/products/batch',
        headers: h,
        payload: { sync_id: 's1', upsert: testProducts(10, name), sync_complete: true, replace_all: true },
      });
      const rule = await t.app.inject({
        method: 'POST',
        url: '/v1/rules',
        headers: h,
        payload: {
          name: 'r',
          type: 'pin',
          conditions: { match: 'any' },
          actions: { product_ids: [`${name}3`] },
        },
      });
      await t.app.inject({
        method: 'PUT',
        url: `/v1/rules/${rule.json().id}`,
        headers: h,
        payload: {
          name: 'r2',
          type: 'hide',
          conditions: { match: 'any' },
          actions: { product_ids: [`${name}4`] },
        },
      });
      await t.app.inject({
        method: 'POST',
        url: '/v1/rules',
        headers: h,
        payload: {
          name: 'keep',
          type: 'redirect',
          conditions: { terms: ['sale'] },
          actions: { url: 'https://a.example/sale' },
        },
      });
      await t.app.inject({
        method: 'PUT',
        url: '/v1/synonyms/default',
        headers: h,
        payload: { entries: [{ type: 'two_way', words: ['a', 'b'] }] },
      });
      await t.app.inject({ method: 'PUT', url: '/v1/synonyms/extra', headers: h, payload: { entries: [] } });
      await t.app.inject({ method: 'DELETE', url: '/v1/synonyms/extra', headers: h });
      await t.app.inject({ method: 'POST', url: '/v1/reindex', headers: h });
    }
    await new Promise((r) => setTimeout(r, 300));
    await t.settle();
    await t.runtime.jobs.stop();
    await t.settle();
    const live = await dump(t);
    expect((live.products ?? []).length).toBe(20);
    expect((live.rules ?? []).length).toBe(4);
    await t.runtime.projections.stop();
    await replayProjectors(t.db.pool, t.runtime.eventStore, sqlProjectors);
    expect(await dump(t)).toEqual(live);
  });
});
