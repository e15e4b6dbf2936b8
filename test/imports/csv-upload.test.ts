import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';
import { finished, product, upload } from './import-helpers.ts';

const CSV = [
  'SKU,Name (English),الاسم,السعر,Category,Color,Stock',
  'p1,Apple iPhone 15,ايفون 15,"٣٬٤٩٩٫٠٠",Phones > Apple,Black,12',
  'p2,Basmati rice 2kg,أرز بسمتي,"45,50",Food > Rice,,متوفر',
  'p3,Broken,مكسور,ten,Food,,0',
  '"p4","Kettle ""Pro""","غلاية',
  'كهربائية",99.5,Home,White,غير متوفر',
].join('\r\n');

describe('CSV upload, end to end', () => {
  let t: TestApp;
  let store: CreatedStore;
  beforeAll(async () => {
    t = await startTestApp();
    store = await t.createStore();
  });
  afterAll(async () => t.close());

  it('answers 202 with the import and its job, imports good rows and reports bad ones', async () => {
    const res = await upload(t, store, `\ufeff${CSV}`, { source: 'csv' });
    expect(res.statusCode).toBe(202);
    const created = res.json();
    expect(created).toMatchObject({
      source: 'csv',
      filename: 'products.csv',
      dry_run: false,
      repeat: null,
      parent_id: null,
    });
    expect(created.job).toMatchObject({ kind: 'import' });
    const done = await finished(t, store, created.id);
    expect(done.status).toBe('succeeded');
    expect(done.stats).toMatchObject({ rows: 4, added: 3, failed: 1 });
    expect(done.errors).toEqual([expect.objectContaining({ id: 'p3', index: 2, code: 'invalid_price' })]);
    expect(done.job.status).toBe('succeeded');
    expect(done.job.progress).toBe(1);
    const p1 = await product(t, store, 'p1');
    expect(p1).toMatchObject({
      name: { en: 'Apple iPhone 15', ar: 'ايفون 15' },
      price: '3499',
      in_stock: true,
      attributes: { Color: 'Black' },
      categories: [{ id: 'phones>apple', path: [{ en: 'Phones' }, { en: 'Apple' }] }],
    });
    expect(await product(t, store, 'p2')).toMatchObject({ price: '45.50', in_stock: true });
    expect(await product(t, store, 'p4')).toMatchObject({
      name: { en: 'Kettle "Pro"', ar: 'غلاية\r\nكهربائية' },
      in_stock: false,
    });
  });

  it('keeps the uploaded file under the store prefix', async () => {
    const res = await upload(t, store, CSV, { source: 'csv' });
    const id = res.json().id;
    await finished(t, store, id);
    expect(await t.runtime.blobs.get(`${store.tenantId}/imports/${id}`)).not.toBeNull();
  });

  it('takes an Idempotency-Key over the file: the same form again replays, another file or field is refused', async () => {
    const shop = await t.createStore({ name: 'Idempotent uploads' });
    const key = { 'idempotency-key': `upload-${randomUUID()}` };
    const file = 'SKU,Name,Price\r\nk1,Desk lamp,10\r\n';
    const first = await upload(t, shop, file, { source: 'csv', locale: 'en' }, 'lamps.csv', key);
    expect(first.statusCode).toBe(202);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    // The same form written again by hand: another boundary, the file before the fields.
    const boundary = `----retry${randomUUID()}`;
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lamps.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="locale"\r\n\r\nen\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="source"\r\n\r\ncsv\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/imports/upload',
      headers: {
        ...bearer(shop.secretKey),
        ...key,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);

    const refusals = [
      await upload(t, shop, file.replace('10', '11'), { source: 'csv', locale: 'en' }, 'lamps.csv', key),
      await upload(t, shop, `${file}k2,Chair,5\r\n`, { source: 'csv', locale: 'en' }, 'lamps.csv', key),
      await upload(t, shop, file, { source: 'csv', locale: 'en', dry_run: 'true' }, 'lamps.csv', key),
      await upload(t, shop, file, { source: 'csv', locale: 'en' }, 'other.csv', key),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'idempotency_key_reuse', status: 422 });
    }

    // One import, one kept file: the replay and the refusals wrote nothing.
    await finished(t, shop, first.json().id);
    const list = await t.app.inject({ method: 'GET', url: '/v1/imports', headers: bearer(shop.secretKey) });
    expect(list.json().data.map((i: { id: string }) => i.id)).toEqual([first.json().id]);
    expect(await t.runtime.blobs.deletePrefix(`${shop.tenantId}/imports`)).toBe(1);
    // Without a key the same file is a new import.
    const fresh = await upload(t, shop, file, { source: 'csv', locale: 'en' }, 'lamps.csv');
    expect(fresh.statusCode).toBe(202);
    expect(fresh.json().id).not.toBe(first.json().id);
  });

  it('lists imports newest first, a page at a time, and hides another store’s', async () => {
    const page1 = await t.app.inject({
      method: 'GET',
      url: '/v1/imports?limit=1',
      headers: bearer(store.secretKey),
    });
    expect(page1.statusCode).toBe(200);
    expect(page1.json().data).toHaveLength(1);
    expect(page1.json().total).toBeGreaterThanOrEqual(2);
    const page2 = await t.app.inject({
      method: 'GET',
      url: `/v1/imports?limit=1&cursor=${page1.json().next_cursor}`,
      headers: bearer(store.secretKey),
    });
    expect(page2.json().data[0].id).not.toBe(page1.json().data[0].id);
    const other = await t.createStore({ name: 'Other' });
    const mine = page1.json().data[0].id;
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/imports/${mine}`, headers: bearer(other.secretKey) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/v1/imports?cursor=bogus',
          headers: bearer(store.secretKey),
        })
      ).statusCode,
    ).toBe(422);
  });

  it('refuses bad uploads with 422 and a field path, a JSON body with 415', async () => {
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/v1/imports/upload',
      headers: bearer(store.secretKey),
      payload: (() => {
        const f = new FormData();
        f.append('source', 'csv');
        return f;
      })(),
    });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toContainEqual(expect.objectContaining({ field: 'file' }));
    const badSource = await upload(t, store, CSV, { source: 'pdf' });
    expect(badSource.statusCode).toBe(422);
    expect(badSource.json().errors[0].field).toBe('source');
    const badMapping = await upload(t, store, CSV, { source: 'csv', mapping: '{"SKU": "colour"}' });
    expect(badMapping.statusCode).toBe(422);
    expect(badMapping.json().errors[0].field).toBe('mapping.SKU');
    const notJson = await upload(t, store, CSV, { source: 'csv', mapping: '{oops' });
    expect(notJson.json().errors[0]).toMatchObject({ field: 'mapping', code: 'invalid_json' });
    const tooLong = await upload(t, store, CSV, {
      source: 'csv',
      mapping: JSON.stringify({ a: 'x'.repeat(20_001) }),
    });
    expect(tooLong.statusCode).toBe(422);
    const locale = await upload(t, store, CSV, { source: 'csv', locale: 'fr' });
    expect(locale.statusCode).toBe(422);
    expect(locale.json().code).toBe('unsupported_locale');
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/imports/upload',
      headers: { ...bearer(store.secretKey), 'content-type': 'application/json' },
      payload: '{"source":"csv"}',
    });
    expect(json.statusCode).toBe(415);
    const publicKey = await upload(t, { ...store, secretKey: store.publicKey }, CSV, { source: 'csv' });
    expect(publicKey.statusCode).toBe(403);
  });
});
