import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import type { PlatformTopic } from '../../domain/connectors/store-platform.ts';
import { type PlatformStub, productGate } from './platform-stub.ts';

export interface StubProduct {
  id: number;
  title: string;
  handle: string;
  vendor: string;
  product_type: string;
  status: 'active' | 'draft' | 'archived';
  body_html: string;
  variants: { price: string; compare_at_price: string | null; inventory_quantity: number; sku: string }[];
  images: { src: string }[];
}

export const stubProduct = (id: number, over: Partial<StubProduct> = {}): StubProduct => ({
  id,
  title: `Phone ${id}`,
  handle: `phone-${id}`,
  vendor: 'Samsung',
  product_type: 'Phones',
  status: 'active',
  body_html: `<p>A <b>phone</b> numbered ${id}</p>`,
  variants: [{ price: '199.00', compare_at_price: null, inventory_quantity: 3, sku: `SKU-${id}` }],
  images: [{ src: `https://cdn.example/p/${id}.jpg` }],
  ...over,
});

const body = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString()));
  });

/**
 * A local platform_a on 127.0.0.1, speaking its protocol: the OAuth consent and token
 * endpoints, the Admin REST product API (Link-header pages of `limit`, an access-token header,
 * 429 with Retry-After when `throttle` says so), and, on the test's side, the platform's
 * signatures: the signed callback, signed webhooks and HS256 session tokens. Its app secret is
 * generated for each run.
 */
export async function startPlatformA(shopDomain: string) {
  const clientId = `app-${randomBytes(6).toString('hex')}`;
  const clientSecret = randomBytes(32).toString('hex');
  const shops = new Map<string, { products: StubProduct[]; token: string | null }>();
  const codes = new Map<string, string>();
  const calls: { method: string; path: string; status: number }[] = [];
  const stub = { throttle: 0, tokenRequests: 0 };
  const gate = productGate();
  const shopData = (shop: string) => {
    let s = shops.get(shop);
    if (!s) {
      s = { products: [], token: null };
      shops.set(shop, s);
    }
    return s;
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const m = /^\/shops\/([^/]+)(\/.*)$/.exec(url.pathname);
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      calls.push({ method: req.method ?? '', path: url.pathname, status });
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(payload));
    };
    if (!m) return send(404, { errors: 'Not Found' });
    const shop = decodeURIComponent(m[1] ?? '');
    const path = m[2] ?? '';
    if (req.method === 'POST' && path === '/admin/oauth/access_token') {
      stub.tokenRequests++;
      const b = JSON.parse(await body(req)) as { client_id: string; client_secret: string; code: string };
      if (b.client_id !== clientId || b.client_secret !== clientSecret || codes.get(b.code) !== shop)
        return send(400, { error: 'invalid_request' });
      codes.delete(b.code);
      const token = `shpat_${randomBytes(16).toString('hex')}`;
      shopData(shop).token = token;
      return send(200, { access_token: token, scope: 'read_products' });
    }
    const data = shops.get(shop);
    if (!data?.token || req.headers['x-platform-access-token'] !== data.token)
      return send(401, { errors: '[API] Invalid API key or access token' });
    if (stub.throttle > 0) {
      stub.throttle--;
      return send(429, { errors: 'Exceeded 2 calls per second for api client.' }, { 'retry-after': '0.05' });
    }
    const one = /^\/admin\/api\/[0-9-]+\/products\/(\d+)\.json$/.exec(path);
    if (req.method === 'GET' && one) {
      await gate.pass();
      const p = data.products.find((x) => String(x.id) === one[1]);
      return p ? send(200, { product: p }) : send(404, { errors: 'Not Found' });
    }
    if (req.method === 'GET' && /^\/admin\/api\/[0-9-]+\/products\.json$/.test(path)) {
      const limit = Math.min(250, Number(url.searchParams.get('limit') ?? 50));
      const after = Number(url.searchParams.get('page_info') ?? 0);
      const page = data.products.slice(after, after + limit);
      const headers: Record<string, string> = {};
      if (after + limit < data.products.length) {
        const next = new URL(url);
        next.searchParams.set('page_info', String(after + limit));
        headers.link = `<${next.pathname}${next.search}>; rel="next"`;
      }
      return send(200, { products: page }, headers);
    }
    return send(404, { errors: 'Not Found' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const hmacHex = (text: string) => createHmac('sha256', clientSecret).update(text).digest('hex');

  return {
    clientId,
    clientSecret,
    apiUrl: `http://127.0.0.1:${port}/shops/{shop}`,
    shopDomain,
    calls,
    stub,
    gate,
    products: (shop: string) => shopData(shop).products,
    setProducts: (shop: string, products: StubProduct[]) => {
      shopData(shop).products = products;
    },
    /** The merchant approves on the consent page: the callback query the platform sends back. */
    consent(authorizeUrl: string, over: Record<string, string> = {}): URLSearchParams {
      const u = new URL(authorizeUrl);
      const shop = decodeURIComponent(/\/shops\/([^/]+)\//.exec(u.pathname)?.[1] ?? '');
      const code = randomBytes(12).toString('hex');
      codes.set(code, shop);
      const params: Record<string, string> = {
        code,
        host: Buffer.from(`${shop}/admin`).toString('base64url'),
        shop,
        state: u.searchParams.get('state') ?? '',
        timestamp: String(Math.floor(Date.now() / 1000)),
        ...over,
      };
      const message = Object.keys(params)
        .sort()
        .map((k) => `${k}=${params[k]}`)
        .join('&');
      return new URLSearchParams({ ...params, hmac: hmacHex(message) });
    },
    /** A webhook as the platform sends it: HMAC-SHA256 (base64) of the raw body. */
    webhook(
      shop: string,
      topic: string,
      payload: unknown,
      id = randomBytes(8).toString('hex'),
      triggeredAt = new Date(),
    ) {
      const raw = JSON.stringify(payload);
      return {
        payload: raw,
        headers: {
          'content-type': 'application/json',
          'x-platform-topic': topic,
          'x-platform-hmac-sha256': createHmac('sha256', clientSecret).update(raw).digest('base64'),
          'x-platform-shop-domain': shop,
          'x-platform-webhook-id': id,
          'x-platform-triggered-at': triggeredAt.toISOString(),
          'x-platform-api-version': '2025-01',
        },
      };
    },
    /** The embedded admin's session token (App Bridge), HS256 with the app secret. */
    async sessionToken(shop: string, over: { secret?: string; expiresIn?: number; aud?: string } = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ dest: `https://${shop}`, sid: randomBytes(8).toString('hex') })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(`https://${shop}/admin`)
        .setAudience(over.aud ?? clientId)
        .setSubject('4242')
        .setIssuedAt(now)
        .setNotBefore(now)
        .setExpirationTime(now + (over.expiresIn ?? 60))
        .setJti(randomBytes(8).toString('hex'))
        .sign(new TextEncoder().encode(over.secret ?? clientSecret));
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const TOPICS: Record<PlatformTopic | 'unused', string> = {
  product_create: 'products/create',
  product_update: 'products/update',
  product_delete: 'products/delete',
  app_uninstalled: 'app/uninstalled',
  customer_data_request: 'customers/data_request',
  customer_redact: 'customers/redact',
  shop_redact: 'shop/redact',
  unused: 'orders/create',
};

/** platform_a's stub as the shared store-app suite drives it. */
export async function platformAStub(shopDomain = 'myplatform-a.test'): Promise<PlatformStub> {
  const a = await startPlatformA(shopDomain);
  const shop = (name: string) => `${name}.${shopDomain}`;
  const find = (s: string, n: number) => a.products(s).find((p) => p.id === n);
  return {
    platform: 'platform_a',
    env: {
      PLATFORM_A_CLIENT_ID: a.clientId,
      PLATFORM_A_CLIENT_SECRET: a.clientSecret,
      PLATFORM_A_SHOP_DOMAIN: shopDomain,
      PLATFORM_A_API_URL: a.apiUrl,
    },
    shops: [shop('acme'), shop('beta'), shop('gamma'), shop('delta')],
    notShops: [`acme.other.test`, `ac_me.${shopDomain}`, `https://acme.${shopDomain}`, ''],
    tokenMarker: 'shpat_',
    productId: (n) => String(n),
    seed: (s, count) =>
      a.setProducts(
        s,
        Array.from({ length: count }, (_, i) => stubProduct(i + 1)),
      ),
    rename: (s, n, title) => {
      const p = find(s, n);
      if (p) p.title = title;
    },
    add: (s, n, title) => {
      a.products(s).push(stubProduct(n, { title }));
    },
    remove: (s, n) =>
      a.setProducts(
        s,
        a.products(s).filter((p) => p.id !== n),
      ),
    throttle: (n) => {
      a.stub.throttle = n;
    },
    throttled: () => a.calls.filter((c) => c.status === 429).length,
    tokenRequests: () => a.stub.tokenRequests,
    holdProductReads: () => a.gate.hold(),
    consentPrefix: (s) => `${a.apiUrl.replace('{shop}', s)}/admin/oauth/authorize?`,
    adminUrl: (s) => `${a.apiUrl.replace('{shop}', s)}/admin/apps/${a.clientId}`,
    consent: (url) => a.consent(url),
    forgedCallbacks: (url) => {
      const tampered = a.consent(url);
      tampered.set('code', 'other');
      return [tampered, a.consent(url, { state: 'forged-state' }), a.consent(url, { shop: shop('gamma') })];
    },
    webhook: async (s, topic, productN, id, at) =>
      a.webhook(s, TOPICS[topic], productN === null ? { shop_domain: s } : { id: productN }, id, at),
    forgedWebhooks: async (s) => {
      const bad = a.webhook(s, TOPICS.product_update, { id: 7 });
      bad.headers['x-platform-hmac-sha256'] = 'AAAA';
      const otherShop = a.webhook(s, TOPICS.product_update, { id: 7 });
      otherShop.headers['x-platform-shop-domain'] = 'not a shop';
      return [bad, otherShop];
    },
    sessionToken: (s) => a.sessionToken(s),
    badSessionTokens: async (s) => [
      await a.sessionToken(s, { secret: 'x'.repeat(64) }),
      await a.sessionToken(s, { aud: 'another-app' }),
      await a.sessionToken(s, { expiresIn: -120 }),
      await a.sessionToken(shop('nobody')),
    ],
    close: () => a.close(),
  };
}
