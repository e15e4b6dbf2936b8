import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient, listen } from './support/dashboard-client.ts';
import type { PlatformStub } from './support/platform-stub.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

interface Session {
  cookie: string;
  csrf: string;
}

const PRODUCTS = 600;

/**
 * What every hosted store app must do (spec "Hosted store apps", docs/connectors.md), run
 * against each platform's stub on 127.0.0.1: install (consent, checked callback, a store made
 * or linked, never taken over), the embedded admin's session, the storefront config, and the
 * platform's webhooks (answered before the work is done, duplicates and out-of-order ones
 * safe, uninstall, the three data-protection topics).
 */
export function storeAppContract(makeStub: () => Promise<PlatformStub>): void {
  describe('store app contract', { timeout: 180_000 }, () => {
    let t: TestApp;
    let p: PlatformStub;
    let base: string;
    let name: string;
    let SHOP: string;
    /** The service's clock runs with the real one, moved ahead by this much. */
    let ahead = 0;

    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });
    const install = async (shop: string) => {
      const start = await get(`/v1/connectors/${name}/install?shop=${encodeURIComponent(shop)}`);
      expect(start.statusCode, start.body).toBe(302);
      const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
      return { location: String(start.headers.location), cookie };
    };
    const callback = (query: URLSearchParams, cookie: string) =>
      get(`/v1/connectors/${name}/oauth/callback?${query}`, { cookie });
    const installed = async (shop: string) => {
      const { location, cookie } = await install(shop);
      const done = await callback(p.consent(location), cookie);
      expect(done.statusCode, done.body).toBe(302);
      await waitJobs();
    };
    const sessionOf = async (token: string) =>
      t.app.inject({ method: 'POST', url: `/v1/connectors/${name}/session`, payload: { token } });
    const signIn = async (shop: string): Promise<Session> => {
      const res = await sessionOf(await p.sessionToken(shop));
      expect(res.statusCode, res.body).toBe(200);
      const setCookie = String(res.headers['set-cookie']);
      return {
        cookie: setCookie.split(';')[0] ?? '',
        csrf: (res.json() as { csrf_token: string }).csrf_token,
      };
    };
    const asOwner = (s: Session, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: s.cookie, 'x-csrf-token': s.csrf }, payload });
    const waitJobs = async () => {
      for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
        const { rows } = await t.db.pool.query<{ n: string }>(
          `select count(*) as n from jobs where status in ('queued', 'running')`,
        );
        if (rows[0]?.n === '0') return t.settle();
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('jobs still running');
    };
    const storefront = (shop: string) =>
      get(`/v1/connectors/${name}/storefront?shop=${encodeURIComponent(shop)}`);
    const hook = async (
      topic: Parameters<PlatformStub['webhook']>[1],
      productN: number | null,
      id?: string,
      at?: Date,
      shop = SHOP,
    ) => {
      const w = await p.webhook(shop, topic, productN, id, at);
      return t.app.inject({ method: 'POST', url: `/v1/connectors/${name}/webhooks`, ...w });
    };
    const product = (s: Session, n: number) => asOwner(s, 'GET', `/v1/products/${p.productId(n)}`);
    const count = async (sql: string, params: unknown[] = []) =>
      (await t.db.pool.query<{ n: string }>(sql, params)).rows[0]?.n;

    beforeAll(async () => {
      p = await makeStub();
      name = p.platform;
      SHOP = p.shops[0];
      p.seed(SHOP, PRODUCTS);
      t = await startTestApp(
        { OUTBOUND_ALLOWED_NETWORKS: '127.0.0.1/32', PASSWORD_HASH_COST: '4', ...p.env },
        { now: () => new Date(Date.now() + ahead) },
      );
      base = await listen(t);
    });
    afterAll(async () => {
      await t?.close();
      await p?.close();
    });

    it('install: the shop is checked, the consent page gets a sealed state, the callback is checked', async () => {
      for (const bad of p.notShops)
        expect(
          (await get(`/v1/connectors/${name}/install?shop=${encodeURIComponent(bad)}`)).statusCode,
          bad,
        ).toBe(422);
      const { location, cookie } = await install(SHOP);
      expect(location.startsWith(p.consentPrefix(SHOP)), location).toBe(true);
      expect(location).toContain(encodeURIComponent(`/v1/connectors/${name}/oauth/callback`));
      // Tampered in the platform's ways, from another browser, or without the browser's nonce: refused.
      for (const forged of p.forgedCallbacks(location))
        expect((await callback(forged, cookie)).statusCode, String(forged)).toBe(401);
      const good = p.consent(location);
      expect((await callback(good, '')).statusCode).toBe(401);
      expect((await callback(good, 'sg_app_state=someone-else')).statusCode).toBe(401);
      expect(await count('select count(*) as n from tenants')).toBe('0');

      const done = await callback(good, cookie);
      expect(done.statusCode, done.body).toBe(302);
      expect(String(done.headers.location)).toBe(p.adminUrl(SHOP));
      // The code is spent: the same callback again gets nothing.
      expect((await callback(good, cookie)).statusCode).toBe(401);
      await waitJobs();
    });

    it('the install made a store, kept the token sealed, and pulled every page (rate limits waited out)', async () => {
      expect(await count(`select count(*) as n from es_events where type = 'ConnectorInstalled'`)).toBe('1');
      expect(
        await count(`select count(*) as n from es_events where data::text like $1`, [`%${p.tokenMarker}%`]),
      ).toBe('0');
      const s = await signIn(SHOP);
      const connectors = (await asOwner(s, 'GET', '/v1/connectors')).json() as {
        id: string;
        status: string;
        platform: string;
      }[];
      expect(connectors).toMatchObject([{ platform: name, status: 'active' }]);
      const products = (await asOwner(s, 'GET', '/v1/products?limit=1')).json() as { total: number };
      expect(products.total).toBe(PRODUCTS);
      const one = (await product(s, 7)).json() as Record<string, unknown>;
      expect(one).toMatchObject({ id: p.productId(7), name: { en: 'Phone 7' }, in_stock: true });
      expect(Number(one.price)).toBe(199);
      expect(one.url).toMatch(/^https?:\/\/.+phone-7/);
      expect(one.description).toEqual({ en: 'A phone numbered 7' });

      const before = p.throttled();
      p.throttle(3);
      const sync = await asOwner(s, 'POST', `/v1/connectors/${connectors[0]?.id}/sync`);
      expect(sync.statusCode).toBe(202);
      await waitJobs();
      expect(p.throttled() - before).toBe(3);
      expect(((await asOwner(s, 'GET', '/v1/connectors')).json() as { status: string }[])[0]?.status).toBe(
        'active',
      );
    });

    it('installing again reaches the same store: a shop is never moved to another store', async () => {
      const before = await t.db.pool.query<{ id: string }>('select id from tenants');
      await installed(SHOP);
      const after = await t.db.pool.query<{ id: string }>('select id from tenants');
      expect(after.rows.map((r) => r.id).sort()).toEqual(before.rows.map((r) => r.id).sort());
      expect(await count('select count(distinct tenant_id) as n from connectors')).toBe('1');
    });

    it('session: the platform token gives a 1-hour owner session in a SameSite=None cookie; bad tokens are refused', async () => {
      const res = await sessionOf(await p.sessionToken(SHOP));
      expect(res.statusCode).toBe(200);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^sg_session=/);
      expect(cookie).toMatch(/SameSite=None/i);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/Max-Age=3600/);
      const s = {
        cookie: cookie.split(';')[0] ?? '',
        csrf: (res.json() as { csrf_token: string }).csrf_token,
      };
      const me = (await asOwner(s, 'GET', '/v1/auth/me')).json() as { memberships: { role: string }[] };
      expect(me.memberships.map((m) => m.role)).toEqual(['owner']);
      expect((await asOwner(s, 'GET', '/v1/keys')).statusCode).toBe(200);
      ahead = 61 * 60_000;
      expect((await asOwner(s, 'GET', '/v1/keys')).statusCode).toBe(401);
      ahead = 0;
      for (const bad of await p.badSessionTokens(SHOP))
        expect((await sessionOf(bad)).statusCode, bad).toBe(401);
      expect((await sessionOf('short')).statusCode).toBe(422);
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
      expect((await get('/v1/search?q=phone', { authorization: `Bearer ${config.key}` })).statusCode).toBe(
        200,
      );
      const unknown = await storefront(p.shops[3]);
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
      for (const forged of await p.forgedWebhooks(SHOP)) {
        const res = await t.app.inject({ method: 'POST', url: `/v1/connectors/${name}/webhooks`, ...forged });
        expect(res.statusCode, forged.payload).toBe(401);
      }
      const jobsBefore = Number(await count(`select count(*) as n from jobs where id like 'pwh_%'`));
      p.rename(SHOP, 7, 'Phone 7 Pro');
      p.add(SHOP, 9001, 'Brand new');
      const update = await hook('product_update', 7, 'd-1');
      expect(update.statusCode, update.body).toBe(200);
      expect(update.json()).toEqual({ ok: true });
      expect((await hook('product_update', 7, 'd-1')).statusCode).toBe(200);
      expect((await hook('product_create', 9001, 'd-2')).statusCode).toBe(200);
      await waitJobs();
      expect(((await product(s, 7)).json() as { name: { en: string } }).name.en).toBe('Phone 7 Pro');
      expect((await product(s, 9001)).statusCode).toBe(200);
      expect(Number(await count(`select count(*) as n from jobs where id like 'pwh_%'`)) - jobsBefore).toBe(
        2,
      );

      // A delete that arrives while the platform still has the product (out of order) keeps it;
      // once the platform has deleted it, the product goes.
      expect((await hook('product_delete', 8, 'd-3')).statusCode).toBe(200);
      await waitJobs();
      expect((await product(s, 8)).statusCode).toBe(200);
      p.remove(SHOP, 8);
      expect((await hook('product_delete', 8, 'd-4')).statusCode).toBe(200);
      await waitJobs();
      expect((await product(s, 8)).statusCode).toBe(404);
      // An update late after the delete reads the platform: the product stays deleted.
      expect((await hook('product_update', 8, 'd-5', new Date(Date.now() - 60_000))).statusCode).toBe(200);
      await waitJobs();
      expect((await product(s, 8)).statusCode).toBe(404);

      // The customer topics and topics the app does not use: answered, logged, no job.
      const jobsNow = Number(await count(`select count(*) as n from jobs where id like 'pwh_%'`));
      for (const topic of ['customer_data_request', 'customer_redact', 'unused'] as const)
        expect((await hook(topic, null)).json()).toEqual({ ok: true });
      expect(Number(await count(`select count(*) as n from jobs where id like 'pwh_%'`))).toBe(jobsNow);
      // A shop no store has: answered (the platform stops retrying), nothing done.
      expect((await hook('product_update', 7, undefined, undefined, p.shops[3])).json()).toEqual({
        ok: true,
      });
    });

    it('a webhook is answered before its work is done: the platform call of a slow job is still held', async () => {
      const s = await signIn(SHOP);
      p.rename(SHOP, 9, 'Phone 9 Slow');
      const held = p.holdProductReads();
      try {
        const res = await hook('product_update', 9, 'slow-1');
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ ok: true });
        // The job has reached the platform, which has not answered yet: the work is not done.
        await held.reached;
        await t.settle();
        const { rows } = await t.db.pool.query<{ status: string }>(
          `select status from jobs where id like 'pwh_%' and params->>'productId' = $1`,
          [p.productId(9)],
        );
        expect(rows.map((r) => r.status)).toEqual(['running']);
        expect(((await product(s, 9)).json() as { name: { en: string } }).name.en).toBe('Phone 9');
      } finally {
        held.release();
      }
      await waitJobs();
      expect(((await product(s, 9)).json() as { name: { en: string } }).name.en).toBe('Phone 9 Slow');
    });

    it('a signed-in owner links a shop to their own store; a shop of another store is never moved', async () => {
      const owner = new DashboardClient(base);
      const password = 'orchard-pixel-ember-63';
      const email = `owner-${name}@linked.example`;
      expect(
        (await owner.post('/v1/auth/signup', { email, name: 'Owner', password, store_name: 'Linked' }))
          .status,
      ).toBe(201);
      const login = await owner.post('/v1/auth/login', { email, password });
      expect(login.body.status).toBe('ok');
      const tenantId = login.body.user.memberships[0].tenant_id as string;
      const browser = async (url: string, cookies: string[]) =>
        fetch(`${base}${url}`, { redirect: 'manual', headers: { cookie: cookies.join('; ') } });
      const linkInstall = async (shop: string, who: DashboardClient | null, tenant = tenantId) => {
        const res = await browser(
          `/v1/connectors/${name}/install?shop=${encodeURIComponent(shop)}&tenant_id=${tenant}`,
          who?.cookie ? [`sg_session=${who.cookie}`] : [],
        );
        const state = res.headers
          .getSetCookie()
          .find((c) => c.startsWith('sg_app_state='))
          ?.split(';')[0];
        return { status: res.status, location: res.headers.get('location') ?? '', state: state ?? '' };
      };
      const linkShop = p.shops[1];
      p.seed(linkShop, 5);

      // Not signed in, or not a member of that store: refused before the platform is asked.
      expect((await linkInstall(linkShop, null)).status).toBe(401);
      const stranger = new DashboardClient(base);
      const strangerEmail = `stranger-${name}@linked.example`;
      await stranger.post('/v1/auth/signup', {
        email: strangerEmail,
        name: 'S',
        password,
        store_name: 'Other',
      });
      const strangerLogin = await stranger.post('/v1/auth/login', { email: strangerEmail, password });
      const strangerStore = strangerLogin.body.user.memberships[0].tenant_id as string;
      expect((await linkInstall(linkShop, stranger)).status).toBe(403);

      const tenantsBefore = await count('select count(*) as n from tenants');
      const start = await linkInstall(linkShop, owner);
      expect(start.status).toBe(302);
      const done = await browser(`/v1/connectors/${name}/oauth/callback?${p.consent(start.location)}`, [
        start.state,
      ]);
      expect(done.status, await done.text()).toBe(302);
      expect(done.headers.get('location')).toBe(p.adminUrl(linkShop));
      await waitJobs();
      expect(await count('select count(*) as n from tenants')).toBe(tenantsBefore);
      owner.tenantId = tenantId;
      const mine = await owner.get('/v1/connectors');
      expect(mine.body).toMatchObject([{ platform: name, status: 'active' }]);
      expect((await owner.get('/v1/products?limit=1')).body.total).toBe(5);
      // The embedded admin of that shop works in the same store.
      const embedded = await signIn(linkShop);
      const whoami = (await asOwner(embedded, 'GET', '/v1/whoami')).json() as { tenant_id: string };
      expect(whoami.tenant_id).toBe(tenantId);
      expect((await storefront(linkShop)).json()).toMatchObject({ enabled: true });

      // Another store's owner cannot take it, nor can this owner take the first shop's store.
      const steal = await linkInstall(linkShop, stranger, strangerStore);
      expect(steal.status).toBe(302);
      const refused = await browser(`/v1/connectors/${name}/oauth/callback?${p.consent(steal.location)}`, [
        steal.state,
      ]);
      expect(refused.status).toBe(409);
      const take = await linkInstall(SHOP, owner);
      const refusedToo = await browser(`/v1/connectors/${name}/oauth/callback?${p.consent(take.location)}`, [
        take.state,
      ]);
      expect(refusedToo.status).toBe(409);
      await waitJobs();
      expect((await owner.get('/v1/connectors')).body).toHaveLength(1);
      stranger.tenantId = strangerStore;
      expect((await stranger.get('/v1/connectors')).body).toEqual([]);
      expect(((await asOwner(embedded, 'GET', '/v1/whoami')).json() as { tenant_id: string }).tenant_id).toBe(
        tenantId,
      );
      const first = await signIn(SHOP);
      expect(
        ((await asOwner(first, 'GET', '/v1/whoami')).json() as { tenant_id: string }).tenant_id,
      ).not.toBe(tenantId);
    });

    it('app uninstalled: the connector is uninstalled, the storefront off, sessions refused; a late one after a reinstall is ignored', async () => {
      const s = await signIn(SHOP);
      expect((await hook('app_uninstalled', null, 'u-1')).statusCode).toBe(200);
      await waitJobs();
      // The uninstall is applied by a job the webhook's event leads to: on a loaded machine that
      // job may be queued after the wait above saw none, so ask until it is done.
      const connectors = async () =>
        (await asOwner(s, 'GET', '/v1/connectors')).json() as { id: string; status: string }[];
      await expect.poll(async () => (await connectors())[0]?.status, { timeout: 30_000 }).toBe('uninstalled');
      await waitJobs();
      const [c] = await connectors();
      expect((await storefront(SHOP)).json()).toMatchObject({ enabled: false });
      expect((await sessionOf(await p.sessionToken(SHOP))).statusCode).toBe(401);
      expect((await asOwner(s, 'POST', `/v1/connectors/${c?.id}/sync`)).statusCode).toBe(409);

      await installed(SHOP);
      expect((await storefront(SHOP)).json()).toMatchObject({ enabled: true });
      // The platform retries an old uninstall (new delivery id, the old time): the new install stays.
      expect((await hook('app_uninstalled', null, 'u-2', new Date(Date.now() - 3_600_000))).statusCode).toBe(
        200,
      );
      await waitJobs();
      expect((await storefront(SHOP)).json()).toMatchObject({ enabled: true });
    });

    it("the store's export holds the connector and none of the app's secrets", async () => {
      const s = await signIn(SHOP);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/data/requests',
        headers: { cookie: s.cookie, 'x-csrf-token': s.csrf, 'idempotency-key': `export-${name}-1` },
        payload: { kind: 'export' },
      });
      expect(res.statusCode, res.body).toBe(202);
      await waitJobs();
      const [done] = (await asOwner(s, 'GET', '/v1/data/requests')).json() as {
        download_url: string | null;
      }[];
      const u = new URL(done?.download_url ?? '');
      const file = await get(`${u.pathname}${u.search}`);
      expect(file.statusCode).toBe(200);
      const files = Object.fromEntries(
        Object.entries(unzipSync(new Uint8Array(file.rawPayload))).map(([path, bytes]) => [
          path,
          strFromU8(bytes),
        ]),
      );
      expect(JSON.parse(files['connectors.json'] ?? '[]')).toMatchObject([{ platform: name, shop: SHOP }]);
      const all = Object.values(files).join('\n');
      expect(all).toContain('ConnectorInstalled');
      expect(all).not.toMatch(/sb1\./);
      expect(all).not.toContain(p.tokenMarker);
      const key = ((await storefront(SHOP)).json() as { key: string }).key;
      expect(key).toMatch(/^sg_pub_/);
      expect(all).not.toContain(key);
    });

    it('shop redact erases the store like a delete data request; a repeat is harmless', async () => {
      const s = await signIn(SHOP);
      const tenantId = ((await asOwner(s, 'GET', '/v1/whoami')).json() as { tenant_id: string }).tenant_id;
      expect((await hook('shop_redact', null, 'r-1')).json()).toEqual({ ok: true });
      await waitJobs();
      for (const table of ['connectors', 'products', 'api_keys'])
        expect(
          await count(`select count(*) as n from ${table} where tenant_id = $1`, [tenantId]),
          table,
        ).toBe('0');
      expect((await storefront(SHOP)).json()).toMatchObject({ enabled: false });
      expect((await hook('shop_redact', null, 'r-2')).json()).toEqual({ ok: true });
      // The linked shop's store is untouched.
      expect((await storefront(p.shops[1])).json()).toMatchObject({ enabled: true });
      // The shop may install again later: it gets a new store.
      await installed(SHOP);
      const { rows } = await t.db.pool.query<{ tenant_id: string }>('select tenant_id from connectors');
      expect(rows.map((r) => r.tenant_id)).not.toContain(tenantId);
      expect((await storefront(SHOP)).json()).toMatchObject({ enabled: true });
    });
  });
}
