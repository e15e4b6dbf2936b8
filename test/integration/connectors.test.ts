import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { testProducts } from '../support/products.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

interface Connector {
  id: string;
  platform: string;
  store_url: string;
  platform_version: string | null;
  module_version: string | null;
  status: string;
  enabled: boolean;
  last_sync_at: string | null;
  last_error: string | null;
  fallback_count_24h: number;
  created_at: string;
}

/** A module connector's product feed on 127.0.0.1: pages of 500, a 429 now and then, or a failure. */
function startFeed() {
  const feed = { products: testProducts(1_200, 'f'), fail: false, throttleNext: 0, calls: 0 };
  const server: Server = createServer((req, res) => {
    feed.calls++;
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (feed.fail) return res.writeHead(500).end('boom');
    if (feed.throttleNext > 0) {
      feed.throttleNext--;
      return res.writeHead(429, { 'retry-after': '0' }).end();
    }
    const page = Number(url.searchParams.get('page') ?? '0');
    const slice = feed.products.slice(page * 500, page * 500 + 500);
    const next = (page + 1) * 500 < feed.products.length ? `/feed?page=${page + 1}` : null;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ products: slice, next }));
  });
  return { feed, server };
}

describe('connectors (spec: Connectors)', { timeout: 180_000 }, () => {
  let t: TestApp;
  let store: CreatedStore;
  let feedUrl: string;
  const { feed, server } = startFeed();

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = {}) =>
    t.app.inject({ method, url, headers: { ...bearer(store.secretKey), ...headers }, payload });
  const register = (over: object = {}, headers = {}) =>
    call(
      'POST',
      '/v1/connectors',
      {
        platform: 'platform_d',
        store_url: 'https://Shop.Example/',
        platform_version: '2.4.7',
        module_version: '1.0.0',
        settings: { feed_url: feedUrl },
        ...over,
      },
      headers,
    );
  const list = async () => (await call('GET', '/v1/connectors')).json() as Connector[];
  const waitJob = async (id: string) => {
    for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
      const job = (await call('GET', `/v1/jobs/${id}`)).json() as { status: string; error: string | null };
      if (['succeeded', 'failed', 'canceled'].includes(job.status)) return job;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`job ${id} did not finish`);
  };
  const sync = async (id: string) => {
    const res = await call('POST', `/v1/connectors/${id}/sync`);
    expect(res.statusCode).toBe(202);
    const body = res.json() as { accepted: boolean; job: { id: string; kind: string } };
    expect(body.accepted).toBe(true);
    expect(body.job.kind).toBe('sync');
    const job = await waitJob(body.job.id);
    await t.settle();
    return job;
  };
  const productCount = async () =>
    ((await call('GET', '/v1/products?limit=1')).json() as { total: number }).total;

  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed`;
    t = await startTestApp({ OUTBOUND_ALLOWED_NETWORKS: '127.0.0.1/32' });
    store = await t.createStore();
  });
  afterAll(async () => {
    await t?.close();
    server.close();
  });

  it('registers from the test-connection button; pressing it again answers the same connector', async () => {
    const first = await register({}, { 'idempotency-key': 'connect-0001' });
    expect(first.statusCode).toBe(200);
    const c = first.json() as Connector;
    expect(c).toMatchObject({
      platform: 'platform_d',
      store_url: 'https://shop.example',
      platform_version: '2.4.7',
      module_version: '1.0.0',
      status: 'pending',
      enabled: true,
      last_sync_at: null,
      last_error: null,
      fallback_count_24h: 0,
    });
    const replay = await register({}, { 'idempotency-key': 'connect-0001' });
    expect(replay.json()).toEqual(c);
    const again = await register({ module_version: '1.1.0', store_url: 'https://shop.example' });
    expect(again.json()).toMatchObject({ id: c.id, module_version: '1.1.0', created_at: c.created_at });
    expect((await list()).map((x) => x.id)).toEqual([c.id]);
  });

  it('refuses bad input with the field named, and callers without the secret key', async () => {
    for (const [body, field] of [
      [{ platform: 'platform_z' }, 'platform'],
      [{ store_url: 'ftp://shop.example' }, 'store_url'],
      [{ store_url: 'x'.repeat(501) }, 'store_url'],
      [{ module_version: 'v'.repeat(33) }, 'module_version'],
      [{ settings: { feed_url: 'file:///etc/passwd' } }, 'settings.feed_url'],
      [{ settings: 'no' }, 'settings'],
    ] as const) {
      const res = await register(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const fields = (res.json() as { errors: { field: string }[] }).errors.map((e) => e.field);
      expect(fields).toContain(field);
    }
    const id = (await list())[0]?.id ?? '';
    expect((await call('PATCH', `/v1/connectors/${id}`, { enabled: 'yes' })).statusCode).toBe(422);
    expect((await call('PATCH', '/v1/connectors/con_nope', { enabled: false })).statusCode).toBe(404);
    expect((await call('POST', '/v1/connectors/con_nope/sync')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/v1/connectors' })).statusCode).toBe(401);
    const pub = await t.app.inject({
      method: 'GET',
      url: '/v1/connectors',
      headers: bearer(store.publicKey),
    });
    expect(pub.statusCode).toBe(403);
    const other = await t.createStore({ name: 'Other' });
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/v1/connectors/${id}`,
      headers: bearer(other.secretKey),
      payload: { enabled: false },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('syncs the whole feed through the catalog (paged, a 429 waited out), then removes what the feed dropped', async () => {
    const [c] = await list();
    feed.throttleNext = 2;
    const job = await sync(c?.id ?? '');
    expect(job.status, job.error ?? '').toBe('succeeded');
    expect(await productCount()).toBe(1_200);
    const after = (await list())[0];
    expect(after).toMatchObject({ status: 'active', last_error: null });
    expect(after?.last_sync_at).not.toBeNull();

    feed.products = feed.products.slice(0, 1_000);
    const again = await sync(c?.id ?? '');
    expect(again.status, again.error ?? '').toBe('succeeded');
    expect(await productCount()).toBe(1_000);
  });

  it('a failed sync sets error and last_error, removes nothing, and sends catalog.sync_failed', async () => {
    const [c] = await list();
    const hook = await call('POST', '/v1/webhooks', {
      url: 'https://hooks.example/in',
      events: ['catalog.sync_failed'],
    });
    expect(hook.statusCode).toBe(201);
    feed.fail = true;
    expect((await sync(c?.id ?? '')).status).toBe('failed');
    feed.fail = false;
    const after = (await list())[0];
    expect(after).toMatchObject({ status: 'error' });
    expect(after?.last_error).toMatch(/500/);
    expect(await productCount()).toBe(1_000);
    const { rows } = await t.db.pool.query<{ payload: string }>(
      `select payload from webhook_deliveries where event_type = 'catalog.sync_failed'`,
    );
    expect(rows).toHaveLength(1);
    const payload = JSON.parse(rows[0]?.payload ?? '{}') as { type: string; data: Record<string, unknown> };
    expect(payload.type).toBe('catalog.sync_failed');
    expect(payload.data).toMatchObject({ connector_id: c?.id, platform: 'platform_d' });
    expect(String(payload.data.error)).toMatch(/500/);
  });

  it('switched off: disabled, syncs refused; switched on again: back to its last outcome', async () => {
    const [c] = await list();
    const id = c?.id ?? '';
    const off = await call('PATCH', `/v1/connectors/${id}`, { enabled: false });
    expect(off.json()).toMatchObject({ status: 'disabled', enabled: false });
    expect((await call('POST', `/v1/connectors/${id}/sync`)).statusCode).toBe(409);
    const on = await call('PATCH', `/v1/connectors/${id}`, {
      enabled: true,
      settings: { feed_url: feedUrl },
    });
    expect(on.json()).toMatchObject({ status: 'error', enabled: true });
    expect((await sync(id)).status).toBe('succeeded');
    expect((await list())[0]).toMatchObject({ status: 'active', last_error: null });
  });

  it('a connector without a feed fails its sync with a reason', async () => {
    const res = await register({ platform: 'custom', store_url: 'https://bare.example', settings: {} });
    const c = res.json() as Connector;
    const job = await sync(c.id);
    expect(job.status).toBe('failed');
    const after = (await list()).find((x) => x.id === c.id);
    expect(after).toMatchObject({ status: 'error' });
    expect(after?.last_error).toMatch(/feed_url/);
  });
});
