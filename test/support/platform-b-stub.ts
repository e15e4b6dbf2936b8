import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import type { PlatformTopic } from '../../domain/connectors/store-platform.ts';
import { type PlatformStub, productGate, readBody } from './platform-stub.ts';

interface BProduct {
  id: number;
  name: string;
  type: string;
  sku: string;
  description: string;
  price: number;
  sale_price: number;
  inventory_level: number;
  inventory_tracking: 'none' | 'product' | 'variant';
  availability: 'available' | 'disabled' | 'preorder';
  is_visible: boolean;
  custom_url: { url: string };
  variants: { sku: string; price: number; inventory_level: number }[];
  images: { url_standard: string; is_thumbnail: boolean }[];
}

const product = (n: number, title = `Phone ${n}`): BProduct => ({
  id: n,
  name: title,
  type: 'physical',
  sku: `SKU-${n}`,
  description: `<p>A <b>phone</b> numbered ${n}</p>`,
  price: 199,
  sale_price: 0,
  inventory_level: 3,
  inventory_tracking: 'product',
  availability: 'available',
  is_visible: true,
  custom_url: { url: `/phone-${n}/` },
  variants: [{ sku: `SKU-${n}`, price: 199, inventory_level: 3 }],
  images: [{ url_standard: `https://cdn.example/b/${n}.jpg`, is_thumbnail: true }],
});

const TOPICS: Record<PlatformTopic | 'unused', string> = {
  product_create: 'store/product/created',
  product_update: 'store/product/updated',
  product_delete: 'store/product/deleted',
  app_uninstalled: 'store/app/uninstalled',
  customer_data_request: 'store/privacy/customer_data_requested',
  customer_redact: 'store/privacy/customer_erase_requested',
  shop_redact: 'store/privacy/store_erase_requested',
  unused: 'store/order/created',
};

/**
 * A local platform_b on 127.0.0.1 (stores named by a store hash): its sign-in service (the
 * consent page's callback, `POST /oauth2/token` bound to the secret, redirect address and
 * store), the catalog API (`X-Auth-Token`, `meta.pagination.links.next` pages, 429 with
 * `X-Rate-Limit-Time-Reset-Ms`), Standard Webhooks signatures and the signed payload JWT of
 * its embedded admin. The app secret is generated for each run.
 */
export async function startPlatformB(): Promise<PlatformStub> {
  const clientId = `app-${randomBytes(6).toString('hex')}`;
  const clientSecret = randomBytes(32).toString('hex');
  const shops = new Map<string, { products: BProduct[]; token: string | null }>();
  const codes = new Map<string, { shop: string; redirectUri: string }>();
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

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(payload));
    if (req.method === 'POST' && url.pathname === '/login/oauth2/token') {
      state.tokenRequests++;
      const b = JSON.parse(await readBody(req)) as Record<string, string>;
      const issued = codes.get(b.code ?? '');
      if (
        b.client_id !== clientId ||
        b.client_secret !== clientSecret ||
        b.grant_type !== 'authorization_code' ||
        !issued ||
        b.context !== `stores/${issued.shop}` ||
        b.redirect_uri !== issued.redirectUri
      )
        return send(401, { error: 'invalid_grant' });
      codes.delete(b.code ?? '');
      const token = `btok_${randomBytes(16).toString('hex')}`;
      shopData(issued.shop).token = token;
      return send(200, {
        access_token: token,
        scope: b.scope,
        user: { id: 42, username: 'owner', email: 'owner@shop.example' },
        owner: { id: 42, username: 'owner', email: 'owner@shop.example' },
        context: `stores/${issued.shop}`,
        account_uuid: randomBytes(8).toString('hex'),
      });
    }
    const m = /^\/api\/stores\/([a-z0-9]+)\/v3\/catalog\/products(?:\/(\d+))?$/.exec(url.pathname);
    if (!m || req.method !== 'GET') return send(404, { status: 404, title: 'Not Found' });
    const data = shops.get(m[1] ?? '');
    if (!data?.token || req.headers['x-auth-token'] !== data.token)
      return send(401, { status: 401, title: 'Unauthorized' });
    if (state.throttle > 0) {
      state.throttle--;
      state.throttled++;
      return send(429, { status: 429, title: 'Too many requests' }, { 'x-rate-limit-time-reset-ms': '50' });
    }
    if (m[2]) {
      await gate.pass();
      const p = data.products.find((x) => String(x.id) === m[2]);
      return p ? send(200, { data: p, meta: {} }) : send(404, { status: 404, title: 'Not Found' });
    }
    const limit = Math.min(250, Number(url.searchParams.get('limit') ?? 50));
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
    const total = data.products.length;
    const totalPages = Math.max(1, Math.ceil(total / limit));
    const next = new URLSearchParams(url.searchParams);
    next.set('page', String(page + 1));
    return send(200, {
      data: data.products.slice((page - 1) * limit, page * limit),
      meta: {
        pagination: {
          total,
          count: Math.min(limit, Math.max(0, total - (page - 1) * limit)),
          per_page: limit,
          current_page: page,
          total_pages: totalPages,
          links: { current: `?${url.searchParams}`, ...(page < totalPages ? { next: `?${next}` } : {}) },
        },
      },
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const storeUrl = `${base}/storefront/{shop}`;

  const callbackFor = (authorizeUrl: string, shop?: string) => {
    const u = new URL(authorizeUrl);
    const context = u.searchParams.get('context') ?? '';
    const code = randomBytes(12).toString('hex');
    codes.set(code, {
      shop: context.replace(/^stores\//, ''),
      redirectUri: u.searchParams.get('redirect_uri') ?? '',
    });
    return new URLSearchParams({
      code,
      scope: u.searchParams.get('scope') ?? '',
      context: shop ? `stores/${shop}` : context,
      state: u.searchParams.get('state') ?? '',
    });
  };
  const sign = (id: string, ts: number, body: string, secret = clientSecret) =>
    `v1,${createHmac('sha256', secret).update(`${id}.${ts}.${body}`).digest('base64')}`;
  const hook = (
    shop: string,
    scope: string,
    data: object,
    id: string,
    at: Date,
    signedAt: Date,
    secret?: string,
  ) => {
    const payload = JSON.stringify({
      scope,
      store_id: '1001',
      data,
      hash: createHash('sha1').update(JSON.stringify(data)).digest('hex'),
      created_at: Math.floor(at.getTime() / 1000),
      producer: `stores/${shop}`,
    });
    const ts = Math.floor(signedAt.getTime() / 1000);
    return {
      payload,
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(ts),
        'webhook-signature': sign(id, ts, payload, secret),
      },
    };
  };
  const token = (claims: { sub: string; aud?: string; exp?: number }, secret = clientSecret) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      user: { id: 42, email: 'owner@shop.example' },
      owner: { id: 42, email: 'owner@shop.example' },
      url: '/',
      channel_id: 1,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('platform_b')
      .setAudience(claims.aud ?? clientId)
      .setSubject(claims.sub)
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(claims.exp ?? now + 300)
      .setJti(randomBytes(8).toString('hex'))
      .sign(new TextEncoder().encode(secret));
  };

  return {
    platform: 'platform_b',
    env: {
      PLATFORM_B_CLIENT_ID: clientId,
      PLATFORM_B_CLIENT_SECRET: clientSecret,
      PLATFORM_B_AUTH_URL: `${base}/login`,
      PLATFORM_B_API_URL: `${base}/api`,
      PLATFORM_B_STORE_URL: storeUrl,
    },
    shops: ['abc123def', 'q7r8s9t0u', 'zz00yy11x', 'mn4op5qr6'],
    notShops: ['ab', 'abc_123def', 'https://abc123def', 'stores/', 'ABC-123', ''],
    tokenMarker: 'btok_',
    productId: (n) => String(n),
    seed: (shop, count) => {
      shopData(shop).products = Array.from({ length: count }, (_, i) => product(i + 1));
    },
    rename: (shop, n, title) => {
      const p = shopData(shop).products.find((x) => x.id === n);
      if (p) p.name = title;
    },
    add: (shop, n, title) => {
      shopData(shop).products.push(product(n, title));
    },
    remove: (shop, n) => {
      const s = shopData(shop);
      s.products = s.products.filter((x) => x.id !== n);
    },
    throttle: (n) => {
      state.throttle = n;
    },
    throttled: () => state.throttled,
    tokenRequests: () => state.tokenRequests,
    holdProductReads: () => gate.hold(),
    consentPrefix: () => `${base}/login/oauth2/authorize?`,
    adminUrl: (shop) => `${storeUrl.replace('{shop}', shop)}/manage/app/${clientId}`,
    consent: (authorizeUrl) => callbackFor(authorizeUrl),
    forgedCallbacks: (authorizeUrl) => {
      const tamperedCode = callbackFor(authorizeUrl);
      tamperedCode.set('code', 'not-a-code-we-issued');
      const otherStore = callbackFor(authorizeUrl, 'zz00yy11x');
      return [tamperedCode, otherStore];
    },
    webhook: async (shop, topic, productN, id = randomBytes(8).toString('hex'), at = new Date()) =>
      hook(
        shop,
        TOPICS[topic],
        productN === null ? { type: 'store' } : { type: 'product', id: productN },
        id,
        at,
        new Date(),
      ),
    forgedWebhooks: async (shop) => [
      hook(
        shop,
        TOPICS.product_update,
        { type: 'product', id: 7 },
        'f-1',
        new Date(),
        new Date(),
        'x'.repeat(64),
      ),
      // Signed right, but ten minutes ago: a replay.
      hook(
        shop,
        TOPICS.product_update,
        { type: 'product', id: 7 },
        'f-2',
        new Date(),
        new Date(Date.now() - 600_000),
      ),
    ],
    sessionToken: (shop) => token({ sub: `stores/${shop}` }),
    badSessionTokens: async (shop) => {
      const now = Math.floor(Date.now() / 1000);
      return [
        await token({ sub: `stores/${shop}` }, 'y'.repeat(64)),
        await token({ sub: `stores/${shop}`, aud: 'another-app' }),
        await token({ sub: `stores/${shop}`, exp: now - 120 }),
        await token({ sub: 'stores/nobody0000' }),
        await token({ sub: shop }),
      ];
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
