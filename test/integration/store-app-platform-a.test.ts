import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformA, stubProduct } from '../support/platform-a-stub.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const DOMAIN = 'myplatform-a.test';
const SHOP = `acme.${DOMAIN}`;

interface Session {
  cookie: string;
  csrf: string;
}

/** Spec "Hosted store apps" for platform_a, against a local platform on 127.0.0.1. */
describe('platform_a store app', { timeout: 180_000 }, () => {
  let t: TestApp;
  let platform: Awaited<ReturnType<typeof startPlatformA>>;
  /** The service's clock runs with the real one, moved ahead by this much. */
  let ahead = 0;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const install = async (shop: string) => {
    const start = await get(`/v1/connectors/platform_a/install?shop=${shop}`);
    expect(start.statusCode).toBe(302);
    const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
    return { location: String(start.headers.location), cookie };
  };
  const callback = (query: URLSearchParams, cookie: string) =>
    get(`/v1/connectors/platform_a/oauth/callback?${query}`, { cookie });
  const signIn = async (shop: string): Promise<Session> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/connectors/platform_a/session',
      payload: { token: await platform.sessionToken(shop) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    return { cookie: setCookie.split(';')[0] ?? '', csrf: (res.json() as { csrf_token: string }).csrf_token };
  };
  const asOwner = (s: Session, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: s.cookie, 'x-csrf-token': s.csrf }, payload });
  const waitJobs = async () => {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      const { rows } = await t.db.pool.query<{ n: string }>(
        `select count(*) as n from jobs where status in ('queued', 'running')`,
      );
      if (rows[0]?.n === '0') return t.settle();
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('jobs still running');
  };
  const storefront = (shop: string) => get(`/v1/connectors/platform_a/storefront?shop=${shop}`);
  const hook = (topic: string, payload: unknown, id?: string, at?: Date) => {
    const w = platform.webhook(SHOP, topic, payload, id, at);
    return t.app.inject({ method: 'POST', url: '/v1/connectors/platform_a/webhooks', ...w });
  };

  beforeAll(async () => {
    platform = await startPlatformA(DOMAIN);
    platform.setProducts(
      SHOP,
      Array.from({ length: 600 }, (_, i) => stubProduct(i + 1)),
    );
    t = await startTestApp(
      {
        OUTBOUND_ALLOWED_NETWORKS: '127.0.0.1/32',
        PLATFORM_A_CLIENT_ID: platform.clientId,
        PLATFORM_A_CLIENT_SECRET: platform.clientSecret,
        PLATFORM_A_SHOP_DOMAIN: DOMAIN,
        PLATFORM_A_API_URL: platform.apiUrl,
      },
      { now: () => new Date(Date.now() + ahead) },
    );
  });
  afterAll(async () => {
    await t?.close();
    await platform?.close();
  });

  it('install: the shop is checked, the consent page gets a sealed state, the callback is checked', async () => {
    for (const bad of ['acme.other.test', 'ac_me.myplatform-a.test', 'https://acme.myplatform-a.test', ''])
      expect((await get(`/v1/connectors/platform_a/install?shop=${bad}`)).statusCode, bad).toBe(422);
    expect((await get('/v1/connectors/platform_b/install?shop=x')).statusCode).toBe(404);
    const { location, cookie } = await install(SHOP);
    expect(location.startsWith(platform.apiUrl.replace('{shop}', SHOP))).toBe(true);
    const consent = new URL(location);
    expect(consent.searchParams.get('client_id')).toBe(platform.clientId);
    expect(consent.searchParams.get('redirect_uri')).toMatch(
      /\/v1\/connectors\/platform_a\/oauth\/callback$/,
    );
    const good = platform.consent(location);
    // Tampered, from another browser, for another shop, or with a forged state: refused.
    const tampered = new URLSearchParams(good);
    tampered.set('code', 'other');
    expect((await callback(tampered, cookie)).statusCode).toBe(401);
    expect((await callback(good, '')).statusCode).toBe(401);
    expect((await callback(good, 'sg_app_state=someone-else')).statusCode).toBe(401);
    const forged = platform.consent(location, { state: 'forged-state' });
    expect((await callback(forged, cookie)).statusCode).toBe(401);
    expect(platform.stub.tokenRequests).toBe(0);

    const done = await callback(good, cookie);
    expect(done.statusCode, done.body).toBe(302);
    expect(String(done.headers.location)).toBe(
      `${platform.apiUrl.replace('{shop}', SHOP)}/admin/apps/${platform.clientId}`,
    );
    await waitJobs();
  });

  it('the install made a store, stored the token sealed, and pulled every page (429s waited out)', async () => {
    const token =
      platform.products(SHOP).length > 0
        ? (
            await t.db.pool.query<{ data: string }>(
              `select data::text as data from es_events where type = 'ConnectorInstalled'`,
            )
          ).rows
        : [];
    expect(token).toHaveLength(1);
    const { rows: plain } = await t.db.pool.query<{ n: string }>(
      `select count(*) as n from es_events where data::text like '%shpat_%'`,
    );
    expect(plain[0]?.n).toBe('0');
    const s = await signIn(SHOP);
    const connectors = (await asOwner(s, 'GET', '/v1/connectors')).json() as {
      status: string;
      platform: string;
      store_url: string;
    }[];
    expect(connectors).toMatchObject([
      { platform: 'platform_a', store_url: `https://${SHOP}`, status: 'active' },
    ]);
    const products = (await asOwner(s, 'GET', '/v1/products?limit=1')).json() as { total: number };
    expect(products.total).toBe(600);
    const one = (await asOwner(s, 'GET', '/v1/products/7')).json() as Record<string, unknown>;
    expect(one).toMatchObject({
      id: '7',
      name: { en: 'Phone 7' },
      brand: 'Samsung',
      price: '199.00',
      in_stock: true,
    });
    expect(one.url).toBe(`https://${SHOP}/products/phone-7`);

    platform.stub.throttle = 3;
    const sync = await asOwner(
      s,
      'POST',
      `/v1/connectors/${(connectors[0] as unknown as { id: string }).id}/sync`,
    );
    expect(sync.statusCode).toBe(202);
    await waitJobs();
    expect(platform.calls.filter((c) => c.status === 429)).toHaveLength(3);
    expect(((await asOwner(s, 'GET', '/v1/connectors')).json() as { status: string }[])[0]?.status).toBe(
      'active',
    );
  });

  it('installing again reaches the same store: a shop is never moved to another store', async () => {
    const before = await t.db.pool.query<{ id: string }>('select id from tenants');
    const again = await install(SHOP);
    expect((await callback(platform.consent(again.location), again.cookie)).statusCode).toBe(302);
    await waitJobs();
    const after = await t.db.pool.query<{ id: string }>('select id from tenants');
    expect(after.rows.map((r) => r.id).sort()).toEqual(before.rows.map((r) => r.id).sort());
    const { rows } = await t.db.pool.query<{ n: string }>(
      'select count(distinct tenant_id) as n from connectors',
    );
    expect(rows[0]?.n).toBe('1');
  });

  it('session: the platform token gives a 1-hour owner session in a SameSite=None cookie; bad tokens are refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/connectors/platform_a/session',
      payload: { token: await platform.sessionToken(SHOP) },
    });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^sg_session=/);
    expect(cookie).toMatch(/SameSite=None/i);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Max-Age=3600/);
    const s = { cookie: cookie.split(';')[0] ?? '', csrf: (res.json() as { csrf_token: string }).csrf_token };
    const me = (await asOwner(s, 'GET', '/v1/auth/me')).json() as { memberships: { role: string }[] };
    expect(me.memberships.map((m) => m.role)).toEqual(['owner']);
    expect((await asOwner(s, 'GET', '/v1/keys')).statusCode).toBe(200);
    ahead = 61 * 60_000;
    expect((await asOwner(s, 'GET', '/v1/keys')).statusCode).toBe(401);
    ahead = 0;

    const post = async (token: string) =>
      (await t.app.inject({ method: 'POST', url: '/v1/connectors/platform_a/session', payload: { token } }))
        .statusCode;
    expect(await post(await platform.sessionToken(SHOP, { secret: 'x'.repeat(64) }))).toBe(401);
    expect(await post(await platform.sessionToken(SHOP, { aud: 'another-app' }))).toBe(401);
    expect(await post(await platform.sessionToken(SHOP, { expiresIn: -120 }))).toBe(401);
    expect(await post(await platform.sessionToken(`other.${DOMAIN}`))).toBe(401);
    expect(await post('short')).toBe(422);
  });

  it('storefront: public config with the public key, cached 30 s; unknown or switched-off shops are off', async () => {
    const on = await storefront(SHOP);
    expect(on.statusCode).toBe(200);
    expect(on.headers['cache-control']).toBe('public, max-age=30');
    const config = on.json() as { enabled: boolean; key: string; locale: string };
    expect(config).toMatchObject({
      enabled: true,
      locale: 'en',
      suggest: true,
      search: true,
      assistant: false,
    });
    expect(config.key).toMatch(/^sg_pub_/);
    const search = await get('/v1/search?q=phone', { authorization: `Bearer ${config.key}` });
    expect(search.statusCode).toBe(200);
    const unknown = await storefront(`nobody.${DOMAIN}`);
    expect(unknown.json()).toEqual({
      enabled: false,
      key: null,
      locale: 'en',
      suggest: true,
      search: true,
      assistant: false,
    });
    expect(unknown.headers['cache-control']).toBe('public, max-age=30');
    expect((await storefront('x'.repeat(256))).statusCode).toBe(422);

    const s = await signIn(SHOP);
    const [c] = (await asOwner(s, 'GET', '/v1/connectors')).json() as { id: string }[];
    await asOwner(s, 'PATCH', `/v1/connectors/${c?.id}`, { enabled: false });
    expect((await storefront(SHOP)).json()).toMatchObject({ enabled: false, key: null });
    await asOwner(s, 'PATCH', `/v1/connectors/${c?.id}`, { enabled: true, settings: { suggest: false } });
    expect((await storefront(SHOP)).json()).toMatchObject({ enabled: true, suggest: false });
  });

  it('webhooks: signature checked; product topics write what the platform has now, duplicates and late ones are safe', async () => {
    const s = await signIn(SHOP);
    const bad = platform.webhook(SHOP, 'products/update', { id: 7 });
    bad.headers['x-platform-hmac-sha256'] = 'AAAA';
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/connectors/platform_a/webhooks', ...bad })).statusCode,
    ).toBe(401);

    const products = platform.products(SHOP);
    const p7 = products.find((p) => p.id === 7);
    if (p7) p7.title = 'Phone 7 Pro';
    products.push(stubProduct(9001, { title: 'Brand new' }));
    const update = await hook('products/update', { id: 7, title: 'Phone 7 (an older copy)' }, 'd-1');
    expect(update.statusCode).toBe(200);
    expect(update.json()).toEqual({ ok: true });
    expect((await hook('products/update', { id: 7 }, 'd-1')).statusCode).toBe(200);
    expect((await hook('products/create', { id: 9001 }, 'd-2')).statusCode).toBe(200);
    await waitJobs();
    expect(((await asOwner(s, 'GET', '/v1/products/7')).json() as { name: { en: string } }).name.en).toBe(
      'Phone 7 Pro',
    );
    expect((await asOwner(s, 'GET', '/v1/products/9001')).statusCode).toBe(200);
    const { rows } = await t.db.pool.query<{ n: string }>(
      `select count(*) as n from jobs where id like 'pwh_%'`,
    );
    expect(rows[0]?.n).toBe('2');

    // A delete that arrives while the platform still has the product (out of order) keeps it;
    // once the platform has deleted it, the product goes.
    expect((await hook('products/delete', { id: 8 }, 'd-3')).statusCode).toBe(200);
    await waitJobs();
    expect((await asOwner(s, 'GET', '/v1/products/8')).statusCode).toBe(200);
    platform.setProducts(
      SHOP,
      products.filter((p) => p.id !== 8),
    );
    expect((await hook('products/delete', { id: 8 }, 'd-4')).statusCode).toBe(200);
    await waitJobs();
    expect((await asOwner(s, 'GET', '/v1/products/8')).statusCode).toBe(404);

    for (const topic of ['customers/data_request', 'customers/redact', 'orders/create'])
      expect((await hook(topic, { shop_domain: SHOP, customer: { id: 1 } })).json()).toEqual({ ok: true });
    const { rows: jobs } = await t.db.pool.query<{ n: string }>(
      `select count(*) as n from jobs where id like 'pwh_%'`,
    );
    expect(jobs[0]?.n).toBe('4');
  });

  it('app uninstalled: the connector is uninstalled, the storefront off, sessions refused; a late one after a reinstall is ignored', async () => {
    const s = await signIn(SHOP);
    expect((await hook('app/uninstalled', { domain: SHOP }, 'u-1')).statusCode).toBe(200);
    await waitJobs();
    const [c] = (await asOwner(s, 'GET', '/v1/connectors')).json() as { id: string; status: string }[];
    expect(c?.status).toBe('uninstalled');
    expect((await storefront(SHOP)).json()).toMatchObject({ enabled: false });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/connectors/platform_a/session',
      payload: { token: await platform.sessionToken(SHOP) },
    });
    expect(refused.statusCode).toBe(401);
    expect((await asOwner(s, 'POST', `/v1/connectors/${c?.id}/sync`)).statusCode).toBe(409);

    const again = await install(SHOP);
    expect((await callback(platform.consent(again.location), again.cookie)).statusCode).toBe(302);
    await waitJobs();
    expect((await storefront(SHOP)).json()).toMatchObject({ enabled: true });
    // The platform retries an old uninstall (new delivery id, the old time): the new install stays.
    expect(
      (await hook('app/uninstalled', { domain: SHOP }, 'u-2', new Date(Date.now() - 3_600_000))).statusCode,
    ).toBe(200);
    await waitJobs();
    expect((await storefront(SHOP)).json()).toMatchObject({ enabled: true });
  });

  it('shop redact erases the store like a delete data request; a repeat is harmless', async () => {
    const { rows: before } = await t.db.pool.query<{ tenant_id: string }>('select tenant_id from connectors');
    const tenantId = before[0]?.tenant_id ?? '';
    expect((await hook('shop/redact', { shop_domain: SHOP }, 'r-1')).json()).toEqual({ ok: true });
    await waitJobs();
    for (const table of ['connectors', 'products', 'api_keys']) {
      const { rows } = await t.db.pool.query<{ n: string }>(
        `select count(*) as n from ${table} where tenant_id = $1`,
        [tenantId],
      );
      expect(rows[0]?.n, table).toBe('0');
    }
    expect((await storefront(SHOP)).json()).toMatchObject({ enabled: false });
    expect((await hook('shop/redact', { shop_domain: SHOP }, 'r-2')).json()).toEqual({ ok: true });
    // The shop may install again later: it gets a new store.
    const again = await install(SHOP);
    expect((await callback(platform.consent(again.location), again.cookie)).statusCode).toBe(302);
    await waitJobs();
    const { rows: after } = await t.db.pool.query<{ tenant_id: string }>('select tenant_id from connectors');
    expect(after.map((r) => r.tenant_id)).not.toContain(tenantId);
    expect((await storefront(SHOP)).json()).toMatchObject({ enabled: true });
  });
});
