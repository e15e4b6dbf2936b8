import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { catalogStream } from '../../domain/catalog/catalog-events.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';
import { finished, product } from './import-helpers.ts';
import { serve, startStubSource } from './stub-source.ts';

const header = 'id,name_en,name_ar,price,category,color';
const rows = (ids: readonly string[]) =>
  [header, ...ids.map((id) => `${id},Item ${id},منتج ${id},10.5,Home > Kitchen,Red`)].join('\n');

describe('URL imports: fetched through the guarded client, a full sync of their source', () => {
  let t: TestApp;
  let store: CreatedStore;
  let stub: Awaited<ReturnType<typeof startStubSource>>;
  beforeAll(async () => {
    stub = await startStubSource();
    t = await startTestApp({
      OUTBOUND_ALLOWED_NETWORKS: '127.0.0.1/32',
      IMPORT_FETCH_TIMEOUT_SECONDS: '2',
      IMPORT_MAX_BYTES: '200000',
    });
    store = await t.createStore();
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  const start = async (body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/imports',
      headers: bearer(store.secretKey),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(202);
    return res.json();
  };
  const catalogEvents = async () =>
    t.runtime.eventStore.readStream(catalogStream(store.tenantId), { fromRevision: 0n, maxCount: 100_000 });

  it('imports a CSV URL, records its source on the events, and removes what a later full read no longer lists', async () => {
    stub.routes.set('/a.csv', serve(rows(['u1', 'u2', 'u3'])));
    const first = await finished(t, store, (await start({ source: 'csv', url: `${stub.url}/a.csv` })).id);
    expect(first).toMatchObject({
      status: 'succeeded',
      source_url: `${stub.url}/a.csv`,
      stats: { rows: 3, added: 3 },
    });
    const events = await catalogEvents();
    expect(events.filter((e) => e.type === 'ProductUpserted').map((e) => e.metadata)).toEqual(
      Array(3).fill({ source: 'csv', importId: first.id }),
    );
    expect(await product(t, store, 'u1')).toMatchObject({
      name: { en: 'Item u1', ar: 'منتج u1' },
      attributes: { Color: 'Red' },
    });
    stub.routes.set('/a.csv', serve(rows(['u1', 'u3'])));
    const second = await finished(t, store, (await start({ source: 'csv', url: `${stub.url}/a.csv` })).id);
    expect(second.stats).toMatchObject({ rows: 2, unchanged: 2, removed: 1 });
    expect(await product(t, store, 'u2')).toBeNull();
  });

  it('a dry run reports added, changed, unchanged and removed and appends nothing', async () => {
    stub.routes.set(
      '/dry.csv',
      serve(
        [
          header,
          'u1,Item u1,منتج u1,10.5,Home > Kitchen,Red',
          'u3,Changed,منتج u3,11,Home,Red',
          'n1,New,جديد,5,Home,',
        ].join('\n'),
      ),
    );
    const before = await t.db.pool.query('select count(*)::int as n from es_events');
    const dry = await finished(
      t,
      store,
      (await start({ source: 'csv', url: `${stub.url}/dry.csv`, dry_run: true })).id,
    );
    expect(dry).toMatchObject({
      status: 'succeeded',
      dry_run: true,
      stats: { added: 1, changed: 1, unchanged: 1, removed: 0 },
    });
    const after = await t.db.pool.query('select count(*)::int as n from es_events');
    const importEvents = await t.db.pool.query(
      `select count(*)::int as n from es_events where stream_id like 'import-%' or stream_id like 'job-%'`,
    );
    // Only the import's and its job's own events were appended: the catalog's log is as it was.
    expect(after.rows[0].n - before.rows[0].n).toBeLessThanOrEqual(importEvents.rows[0].n);
    expect((await catalogEvents()).length).toBe((await catalogEvents()).length);
    const catalogBefore = (await catalogEvents()).length;
    await finished(t, store, (await start({ source: 'csv', url: `${stub.url}/dry.csv`, dry_run: true })).id);
    expect((await catalogEvents()).length).toBe(catalogBefore);
    expect(await product(t, store, 'n1')).toBeNull();
  });

  it('a download cut short imports what it read and removes nothing', async () => {
    const body = rows(['u1', 'u3', 'c1', 'c2']);
    stub.routes.set('/cut.csv', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv', 'content-length': body.length * 3 });
      res.write(body);
      setTimeout(() => res.destroy(), 50);
    });
    const cut = await finished(t, store, (await start({ source: 'csv', url: `${stub.url}/cut.csv` })).id);
    expect(cut.status).toBe('failed');
    expect(cut.error).toMatch(/cut off|aborted|socket|closed/i);
    expect(cut.stats.removed ?? 0).toBe(0);
    expect(await product(t, store, 'u1')).not.toBeNull();
  });

  it('a file with no rows never wipes the catalog', async () => {
    stub.routes.set('/empty.csv', serve(`${header}\n`));
    const empty = await finished(t, store, (await start({ source: 'csv', url: `${stub.url}/empty.csv` })).id);
    expect(empty).toMatchObject({ status: 'failed', stats: { rows: 0, removed: 0 } });
    expect(await product(t, store, 'u1')).not.toBeNull();
  });

  it('reads a Google Sheets URL as its CSV export', async () => {
    stub.routes.set('/spreadsheets/d/SHEET123/export?format=csv&gid=7', serve(rows(['u1', 'u3', 'g1'])));
    const sheet = await finished(
      t,
      store,
      (await start({ source: 'gsheet', url: `${stub.url}/spreadsheets/d/SHEET123/edit#gid=7` })).id,
    );
    expect(sheet).toMatchObject({ status: 'succeeded', stats: { added: 1 } });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/imports',
      headers: bearer(store.secretKey),
      payload: { source: 'gsheet', url: `${stub.url}/x.csv` },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('url');
  });

  it('refuses private and metadata addresses, redirects to them, bodies over the size cap and slow sources', async () => {
    const metadata = await finished(
      t,
      store,
      (await start({ source: 'csv', url: 'http://169.254.169.254/latest/meta-data' })).id,
    );
    expect(metadata).toMatchObject({ status: 'failed' });
    expect(metadata.error).toMatch(/^blocked_address: 169.254.169.254 is a linkLocal address/);
    stub.routes.set('/redirect.csv', (_req, res) =>
      res.writeHead(302, { location: 'http://10.0.0.1/internal.csv' }).end(),
    );
    const redirect = await finished(
      t,
      store,
      (await start({ source: 'csv', url: `${stub.url}/redirect.csv` })).id,
    );
    expect(redirect.status).toBe('failed');
    expect(redirect.error).toMatch(/^blocked_address: 10.0.0.1/);
    stub.routes.set('/big.csv', serve(rows(Array.from({ length: 8000 }, (_, i) => `b${i}`))));
    const big = await finished(t, store, (await start({ source: 'csv', url: `${stub.url}/big.csv` })).id);
    expect(big.status).toBe('failed');
    expect(big.error).toMatch(/^too_large: /);
    stub.routes.set('/slow.csv', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write(`${header}\n`);
    });
    const slow = await finished(t, store, (await start({ source: 'csv', url: `${stub.url}/slow.csv` })).id);
    expect(slow.status).toBe('failed');
    expect(slow.error).toMatch(/^timeout: /);
    expect(await product(t, store, 'u1')).not.toBeNull();
    const ftp = await t.app.inject({
      method: 'POST',
      url: '/v1/imports',
      headers: bearer(store.secretKey),
      payload: { source: 'csv', url: 'ftp://x/y.csv' },
    });
    expect(ftp.statusCode).toBe(422);
    const missingUrl = await t.app.inject({
      method: 'POST',
      url: '/v1/imports',
      headers: bearer(store.secretKey),
      payload: { source: 'csv' },
    });
    expect(missingUrl.json().errors[0].field).toBe('url');
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/v1/imports',
      headers: bearer(store.secretKey),
      payload: { source: 'csv', url: `https://x.example/${'a'.repeat(2048)}` },
    });
    expect(tooLong.statusCode).toBe(422);
  });

  it('cancel through the jobs API stops a running import at its next batch; nothing is removed', async () => {
    stub.routes.set('/stream.csv', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write(`${header}\n`);
      let i = 0;
      // Rows keep coming until the import hangs up (at most 2,000 chunks): the import cannot end before it is canceled.
      const timer = setInterval(() => {
        if (i > 2000 || res.destroyed) {
          clearInterval(timer);
          res.end();
          return;
        }
        const lines = Array.from({ length: 500 }, (_, k) => `s${i * 500 + k},Item,منتج,1,Home,`).join('\n');
        res.write(`${lines}\n`);
        i++;
      }, 50);
    });
    const t2 = await startTestApp({
      OUTBOUND_ALLOWED_NETWORKS: '127.0.0.1/32',
      IMPORT_FETCH_TIMEOUT_SECONDS: '60',
    });
    try {
      const s2 = await t2.createStore();
      const res = await t2.app.inject({
        method: 'POST',
        url: '/v1/imports',
        headers: bearer(s2.secretKey),
        payload: { source: 'csv', url: `${stub.url}/stream.csv` },
      });
      const created = res.json();
      // Cancel once the import is reading (a loaded machine may take a while to start it).
      for (let i = 0; i < 2400; i++) {
        const job = (
          await t2.app.inject({
            method: 'GET',
            url: `/v1/jobs/${created.job.id}`,
            headers: bearer(s2.secretKey),
          })
        ).json();
        if (job.status === 'running') break;
        await new Promise((r) => setTimeout(r, 25));
      }
      const cancel = await t2.app.inject({
        method: 'POST',
        url: `/v1/jobs/${created.job.id}/cancel`,
        headers: bearer(s2.secretKey),
      });
      expect(cancel.statusCode).toBe(202);
      const done = await finished(t2, s2, created.id);
      expect(done.status).toBe('canceled');
      expect(done.job.status).toBe('canceled');
      expect(done.stats.removed ?? 0).toBe(0);
      expect(done.stats.rows ?? 0).toBeLessThan(1_000_000);
    } finally {
      await t2.close();
    }
  }, 120_000);
});
