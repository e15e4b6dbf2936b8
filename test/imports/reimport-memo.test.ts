import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { catalogStream } from '../../domain/catalog/catalog-events.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';
import { finished, product, upload } from './import-helpers.ts';

const HEADER = 'SKU,Name,الاسم,Price,Category,Stock';
const rows = (n: number, price = (i: number) => `${10 + i}.50`) =>
  Array.from({ length: n }, (_, i) => `r${i},Lamp ${i},مصباح ${i},${price(i)},Home > Lamps,${i % 3}`);
const csv = (lines: string[]) => [HEADER, ...lines].join('\r\n');

describe('importing the same feed again', () => {
  let t: TestApp;
  let store: CreatedStore;
  const catalogEvents = async () => {
    const { rows: r } = await t.runtime.pool.query<{ n: string }>(
      'select count(*) as n from es_events where stream_id = $1',
      [catalogStream(store.tenantId)],
    );
    return Number(r[0]?.n ?? 0);
  };
  const run = async (file: string, fields: Record<string, string> = {}) => {
    const res = await upload(t, store, file, { source: 'csv', locale: 'en', ...fields });
    expect(res.statusCode).toBe(202);
    const done = await finished(t, store, res.json().id);
    expect(done.status).toBe('succeeded');
    return done.stats as Record<string, number>;
  };

  beforeAll(async () => {
    t = await startTestApp();
    store = await t.createStore({ name: 'Memo lamps' });
  });
  afterAll(async () => t.close());

  it('recalls every unchanged row, appends nothing, and restores a product changed since', async () => {
    const file = csv(rows(2_500));
    expect(await run(file)).toMatchObject({ rows: 2_500, added: 2_500, rows_recalled: 0 });
    const before = await catalogEvents();

    // The same file: every row is recalled from the last import and confirmed by the catalog.
    expect(await run(file)).toMatchObject({
      rows: 2_500,
      added: 0,
      changed: 0,
      unchanged: 2_500,
      rows_recalled: 2_500,
    });
    expect(await catalogEvents()).toBe(before);

    // A product edited through the API since: its row is read again and the feed's version wins.
    const edit = await t.app.inject({
      method: 'POST',
      url: '/v1/products/batch',
      headers: bearer(store.secretKey),
      payload: { upsert: [{ id: 'r7', name: { en: 'Lamp 7' }, price: '999.00', currency: 'SAR' }] },
    });
    expect(edit.json()).toMatchObject({ updated: 1, errors: [] });
    await t.settle();
    expect(await run(file)).toMatchObject({ changed: 1, unchanged: 2_499, rows_recalled: 2_499 });
    expect((await product(t, store, 'r7'))?.price).toBe('17.50');
  });

  it('reads changed rows in full and removes products the feed dropped', async () => {
    const changed = rows(2_500, (i) => (i % 100 === 0 ? `${20 + i}.00` : `${10 + i}.50`)).slice(0, 2_400);
    expect(await run(csv(changed))).toMatchObject({
      rows: 2_400,
      changed: 24,
      unchanged: 2_376,
      removed: 100,
      rows_recalled: 2_376,
    });
    expect((await product(t, store, 'r100'))?.price).toBe('120');
    expect(await product(t, store, 'r2450')).toBeNull();
  });

  it('a dry run leaves the memo as it was; another locale maps rows anew', async () => {
    const base = rows(300);
    await run(csv(base));
    const other = base.map((line) => line.replace('Lamp', 'Lantern'));
    expect(await run(csv(other), { dry_run: 'true' })).toMatchObject({ changed: 300, rows_recalled: 0 });
    // The dry run did not make the new rows known: the real import reads them all.
    expect(await run(csv(other))).toMatchObject({ changed: 300, rows_recalled: 0 });
    expect(await run(csv(other))).toMatchObject({ unchanged: 300, rows_recalled: 300 });
    // The same cells under another locale give other products: nothing recalled.
    expect(await run(csv(other), { locale: 'ar' })).toMatchObject({ rows_recalled: 0 });
  });
});
