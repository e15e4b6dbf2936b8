import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import type { PlatformTopic } from '../../domain/connectors/store-platform.ts';
import { type PlatformStub, productGate, readBody } from './platform-stub.ts';

interface CProduct {
  id: string;
  name: string;
  slug: string;
  visible: boolean;
  productType: 'physical' | 'digital';
  description: string;
  sku: string;
  brand: string;
  price: { currency: string; price: number; discountedPrice: number };
  stock: { trackInventory: boolean; quantity: number; inStock: boolean };
  media: { mainMedia: { image: { url: string } } };
  productPageUrl: { base: string; path: string };
}

const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const product = (n: number, title = `Phone ${n}`): CProduct => ({
  id: idOf(n),
  name: title,
  slug: `phone-${n}`,
  visible: true,
  productType: 'physical',
  description: `<p>A <b>phone</b> numbered ${n}</p>`,
  sku: `SKU-${n}`,
  brand: 'Samsung',
  price: { currency: 'USD', price: 199, discountedPrice: 199 },
  stock: { trackInventory: true, quantity: 3, inStock: true },
  media: { mainMedia: { image: { url: `https://cdn.example/c/${n}.jpg` } } },
  productPageUrl: { base: 'https://shop.example/', path: `product-page/phone-${n}` },
});

const TOPICS: Record<PlatformTopic | 'unused', string> = {
  product_create: 'stores.product_created',
  product_update: 'stores.product_changed',
  product_delete: 'stores.product_deleted',
  app_uninstalled: 'apps.app_removed',
  customer_data_request: 'privacy.member_data_requested',
  customer_redact: 'privacy.member_erasure_requested',
  shop_redact: 'privacy.site_erasure_requested',
  unused: 'bookings.booking_created',
};

/**
 * A local platform_c on 127.0.0.1 (a site builder: a shop is the app's instance, a UUID): the
 * installer's callback, `POST /oauth/access` and `GET /apps/v1/instance`, the stores API
 * (`POST /stores/v1/products/query` with offset paging, 429 with Retry-After), webhooks as
 * RS256 JWTs signed with its own key pair, and the signed instance of its embedded page. The
 * app secret and the key pair are generated for each run.
 */
export async function startPlatformC(): Promise<PlatformStub> {
  const clientId = randomUUID();
  const clientSecret = randomBytes(32).toString('hex');
  const keys = await generateKeyPair('RS256', { extractable: true });
  const otherKeys = await generateKeyPair('RS256', { extractable: true });
  const shops = new Map<string, { products: CProduct[]; token: string | null }>();
  const codes = new Map<string, string>();
  const state = { throttle: 0, throttled: 0, tokenRequests: 0 };
  const gate = productGate();
  const shopData = (shop: string) => {
    let s = shops.get(shop);
    if (!s) {
      s = { products: [], token: null };
      shops.set(shop, s);
    }
    return s;
  };
  const shopOfToken = (token: unknown) =>
    [...shops.entries()].find(([, s]) => s.token !== null && s.token === token)?.[0] ?? null;

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(payload));
    const path = url.pathname;
    if (req.method === 'POST' && path === '/api/oauth/access') {
      state.tokenRequests++;
      const b = JSON.parse(await readBody(req)) as Record<string, string>;
      const shop = codes.get(b.code ?? '');
      if (
        b.client_id !== clientId ||
        b.client_secret !== clientSecret ||
        b.grant_type !== 'authorization_code' ||
        !shop
      )
        return send(400, { message: 'invalid authorization code', details: {} });
      codes.delete(b.code ?? '');
      const token = `ctok_${randomBytes(16).toString('hex')}`;
      shopData(shop).token = token;
      return send(200, { access_token: token, refresh_token: `crt_${randomBytes(8).toString('hex')}` });
    }
    const shop = shopOfToken(req.headers.authorization);
    if (!shop) return send(401, { message: 'unauthorized', details: {} });
    const data = shopData(shop);
    if (req.method === 'GET' && path === '/api/apps/v1/instance')
      return send(200, {
        instance: {
          instanceId: shop,
          appName: 'Store Search',
          isFree: false,
          permissions: ['SCOPE.STORES.PRODUCT.READ'],
        },
        site: {
          siteId: randomUUID(),
          url: 'https://shop.example',
          siteDisplayName: 'Shop',
          locale: 'en',
          currency: 'USD',
        },
      });
    if (state.throttle > 0) {
      state.throttle--;
      state.throttled++;
      return send(429, { message: 'rate limit exceeded', details: {} }, { 'retry-after': '0.05' });
    }
    if (req.method === 'POST' && path === '/api/stores/v1/products/query') {
      const q = JSON.parse(await readBody(req)) as {
        query?: { paging?: { limit?: number; offset?: number } };
      };
      const limit = Math.min(100, q.query?.paging?.limit ?? 100);
      const offset = q.query?.paging?.offset ?? 0;
      const page = data.products.slice(offset, offset + limit);
      return send(200, {
        products: page,
        metadata: { items: page.length, offset },
        totalResults: data.products.length,
      });
    }
    const one = /^\/api\/stores\/v1\/products\/([0-9a-f-]+)$/.exec(path);
    if (req.method === 'GET' && one) {
      await gate.pass();
      const p = data.products.find((x) => x.id === one[1]);
      return p ? send(200, { product: p }) : send(404, { message: 'product not found', details: {} });
    }
    return send(404, { message: 'not found', details: {} });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const callbackFor = (authorizeUrl: string, instanceId?: string) => {
    const u = new URL(authorizeUrl);
    const code = randomBytes(12).toString('hex');
    codes.set(code, u.searchParams.get('instanceId') ?? '');
    return new URLSearchParams({
      code,
      state: u.searchParams.get('state') ?? '',
      instanceId: instanceId ?? u.searchParams.get('instanceId') ?? '',
    });
  };
  const hook = async (
    shop: string,
    eventType: string,
    entityId: string | null,
    id: string,
    at: Date,
    key = keys.privateKey,
  ) => {
    const envelope = {
      eventType,
      instanceId: shop,
      data: JSON.stringify({ id, entityId, eventTime: at.toISOString() }),
      identity: JSON.stringify({ identityType: 'APP' }),
    };
    const payload = await new SignJWT({ data: JSON.stringify(envelope) })
      .setProtectedHeader({ alg: 'RS256', kid: 'stub' })
      .setIssuedAt()
      .sign(key);
    return { payload, headers: { 'content-type': 'text/plain' } };
  };
  const instance = (
    claims: { instanceId: string; appDefId?: string; signDate?: Date },
    secret = clientSecret,
  ) => {
    const payload = Buffer.from(
      JSON.stringify({
        instanceId: claims.instanceId,
        appDefId: claims.appDefId ?? clientId,
        signDate: (claims.signDate ?? new Date()).toISOString(),
        uid: randomUUID(),
        permissions: 'OWNER',
        siteOwnerId: randomUUID(),
      }),
    ).toString('base64url');
    return `${createHmac('sha256', secret).update(payload).digest('base64url')}.${payload}`;
  };

  return {
    platform: 'platform_c',
    env: {
      PLATFORM_C_CLIENT_ID: clientId,
      PLATFORM_C_CLIENT_SECRET: clientSecret,
      PLATFORM_C_WEBHOOK_PUBLIC_KEY: await exportSPKI(keys.publicKey),
      PLATFORM_C_INSTALL_URL: `${base}/installer/install`,
      PLATFORM_C_API_URL: `${base}/api`,
      PLATFORM_C_DASHBOARD_URL: `${base}/dashboard`,
    },
    shops: [randomUUID(), randomUUID(), randomUUID(), randomUUID()],
    notShops: ['acme', '1234', `{${randomUUID()}}`, `${randomUUID()}x`, ''],
    tokenMarker: 'ctok_',
    productId: idOf,
    seed: (shop, count) => {
      shopData(shop).products = Array.from({ length: count }, (_, i) => product(i + 1));
    },
    rename: (shop, n, title) => {
      const p = shopData(shop).products.find((x) => x.id === idOf(n));
      if (p) p.name = title;
    },
    add: (shop, n, title) => {
      shopData(shop).products.push(product(n, title));
    },
    remove: (shop, n) => {
      const s = shopData(shop);
      s.products = s.products.filter((x) => x.id !== idOf(n));
    },
    throttle: (n) => {
      state.throttle = n;
    },
    throttled: () => state.throttled,
    tokenRequests: () => state.tokenRequests,
    holdProductReads: () => gate.hold(),
    consentPrefix: () => `${base}/installer/install?`,
    adminUrl: (shop) => `${base}/dashboard/${shop}/app/${clientId}`,
    consent: (authorizeUrl) => callbackFor(authorizeUrl),
    forgedCallbacks(authorizeUrl) {
      const tamperedCode = callbackFor(authorizeUrl);
      tamperedCode.set('code', 'not-a-code-we-issued');
      return [tamperedCode, callbackFor(authorizeUrl, randomUUID())];
    },
    webhook: (shop, topic, productN, id = randomBytes(8).toString('hex'), at = new Date()) =>
      hook(shop, TOPICS[topic], productN === null ? null : idOf(productN), id, at),
    forgedWebhooks: async (shop) => {
      const good = await hook(shop, TOPICS.product_update, idOf(7), 'f-1', new Date());
      const [h, , s] = good.payload.split('.');
      const other = await hook(shop, TOPICS.product_delete, idOf(7), 'f-1', new Date());
      return [
        await hook(shop, TOPICS.product_update, idOf(7), 'f-2', new Date(), otherKeys.privateKey),
        // Another event's claims under this one's signature.
        { payload: `${h}.${other.payload.split('.')[1]}.${s}`, headers: good.headers },
        { payload: 'not a token', headers: good.headers },
      ];
    },
    sessionToken: async (shop) => instance({ instanceId: shop }),
    badSessionTokens: async (shop) => {
      const good = instance({ instanceId: shop });
      const [sig] = good.split('.');
      const other = instance({ instanceId: randomUUID() }).split('.')[1];
      return [
        instance({ instanceId: shop }, 'y'.repeat(64)),
        instance({ instanceId: shop, appDefId: randomUUID() }),
        instance({ instanceId: shop, signDate: new Date(Date.now() - 20 * 60_000) }),
        instance({ instanceId: randomUUID() }),
        `${sig}.${other}`,
      ];
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
