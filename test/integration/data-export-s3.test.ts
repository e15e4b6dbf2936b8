import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../support/products.ts';
import { type S3Stub, startS3Stub } from '../support/s3-stub.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

/** BLOB_STORE=s3: a data export's archive lands in the bucket and downloads through its signed link. */
describe('data export into an S3-compatible bucket', () => {
  let stub: S3Stub;
  let t: TestApp;

  beforeAll(async () => {
    stub = await startS3Stub({ pageSize: 2 });
    t = await startTestApp({
      BLOB_STORE: 's3',
      S3_ENDPOINT: stub.url,
      S3_REGION: stub.region,
      S3_BUCKET: stub.bucket,
      S3_ACCESS_KEY_ID: stub.accessKeyId,
      S3_SECRET_ACCESS_KEY: stub.secretAccessKey,
      S3_KEY_PREFIX: 'store-search/',
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  it('writes the zip to the bucket under <prefix><tenantId>/ and serves it from there', async () => {
    const store = await t.createStore({ name: 'Bucket Shop' });
    const products = await t.app.inject({
      method: 'POST',
      url: '/v1/products/batch',
      headers: bearer(store.secretKey),
      payload: { upsert: [testProduct('p1', { name: { ar: 'جوال', en: 'Phone' } })] },
    });
    expect(products.statusCode, products.body).toBe(200);
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/data/requests',
      headers: { ...bearer(store.secretKey), 'idempotency-key': `exp-${randomUUID()}` },
      payload: { kind: 'export' },
    });
    expect(made.statusCode, made.body).toBe(202);
    const id = made.json().id as string;
    const deadline = Date.now() + 20_000;
    let done: { status: string; download_url: string | null } | undefined;
    while (Date.now() < deadline) {
      const list = await t.app.inject({ url: '/v1/data/requests', headers: bearer(store.secretKey) });
      done = (list.json() as { id: string; status: string; download_url: string | null }[]).find(
        (r) => r.id === id,
      );
      if (done?.status === 'succeeded' || done?.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(done?.status).toBe('succeeded');

    const keys = [...stub.objects.keys()];
    expect(keys).toEqual([
      expect.stringMatching(new RegExp(`^store-search/${store.tenantId}/exports/[^/]+\\.zip$`)),
    ]);
    const stored = stub.objects.get(keys[0] ?? '');
    expect(stored?.contentType).toBe('application/zip');
    expect(stub.refused).toEqual([]);

    const u = new URL(done?.download_url ?? '');
    const file = await t.app.inject({ url: `${u.pathname}${u.search}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/application\/zip/);
    expect(Buffer.compare(file.rawPayload, stored?.body ?? Buffer.alloc(0))).toBe(0);
    const files = unzipSync(new Uint8Array(file.rawPayload));
    expect(strFromU8(files['catalog/products.jsonl'] ?? new Uint8Array())).toContain('جوال');
    expect(stub.calls).toContain('GetObject');
  });

  it("erases a store's objects from the bucket, and only that store's", async () => {
    const gone = await t.createStore({ name: 'Gone Shop' });
    const kept = await t.createStore({ name: 'Kept Shop' });
    // Blobs of both stores, more than one listing page (the stub pages by 2).
    for (let i = 0; i < 3; i++) {
      await t.runtime.blobs.put(`${gone.tenantId}/uploads/${i}.csv`, Buffer.from('a,b'), 'text/csv');
      await t.runtime.blobs.put(`${kept.tenantId}/uploads/${i}.csv`, Buffer.from('a,b'), 'text/csv');
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/data/requests',
      headers: bearer(gone.secretKey),
      payload: { kind: 'delete', confirm_slug: gone.slug },
    });
    expect(res.statusCode, res.body).toBe(202);
    const under = (tenantId: string) =>
      [...stub.objects.keys()].filter((k) => k.startsWith(`store-search/${tenantId}/`));
    const deadline = Date.now() + 20_000;
    while (under(gone.tenantId).length > 0) {
      if (Date.now() > deadline) throw new Error('the bucket still holds the erased store');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(under(kept.tenantId)).toHaveLength(3);
    expect(stub.calls).toContain('DeleteObjects');
    expect(stub.refused).toEqual([]);
  });
});
