import { createHmac } from 'node:crypto';
import { jwtVerify } from 'jose';
import type {
  CatalogProduct,
  PlatformGrant,
  PlatformTopic,
  PlatformWebhook,
  StoreDefaults,
  StorePlatform,
} from '../../../domain/connectors/store-platform.ts';
import { PlatformRefusal } from '../../../domain/connectors/store-platform.ts';
import type { OutboundHttp } from '../../../domain/outbound/outbound-http.ts';
import { platformCall } from '../platform-call.ts';
import { header, parseJson, sameText } from '../platform-signing.ts';
import { toCatalogProduct } from './platform-a-product.ts';

export interface PlatformAConfig {
  readonly clientId: string;
  readonly clientSecret: string;
  /** Shops are `<name>.<shopDomain>`. */
  readonly shopDomain: string;
  /** The shop's API address, `{shop}` standing for the shop (`https://{shop}` in production). */
  readonly apiUrl: string;
  readonly scopes: readonly string[];
}

const TOPICS: Readonly<Record<string, PlatformTopic>> = {
  'products/create': 'product_create',
  'products/update': 'product_update',
  'products/delete': 'product_delete',
  'app/uninstalled': 'app_uninstalled',
  'customers/data_request': 'customer_data_request',
  'customers/redact': 'customer_redact',
  'shop/redact': 'shop_redact',
};

const API_VERSION = '2025-01';
const PAGE = 250;
/** A callback older than this is refused (its code would be stale anyway). */
const CALLBACK_MAX_AGE_MS = 24 * 3_600_000;

/**
 * platform_a, modelled on the most used hosted store platform: OAuth 2 authorization code
 * with `state` and an HMAC-SHA256 (hex) over the sorted callback parameters; webhooks signed
 * with HMAC-SHA256 (base64) over the raw body in `X-Platform-Hmac-Sha256`, the topic in
 * `X-Platform-Topic`; embedded-admin session tokens are HS256 JWTs signed with the app
 * secret; the Admin REST product API pages with `Link: <…>; rel="next"` and answers 429 with
 * `Retry-After` when the app goes too fast.
 */
export function platformA(config: PlatformAConfig, outbound: OutboundHttp): StorePlatform {
  const shopPattern = new RegExp(`^[a-z0-9][a-z0-9-]{0,59}\\.${config.shopDomain.replace(/\./g, '\\.')}$`);
  const api = (shop: string, path: string) => `${config.apiUrl.replace('{shop}', shop)}${path}`;
  const secretKey = new TextEncoder().encode(config.clientSecret);
  const hmacHex = (text: string) => createHmac('sha256', config.clientSecret).update(text).digest('hex');
  const shopOf = (raw: string): string | null => {
    const shop = raw.trim().toLowerCase();
    return shop.length <= 255 && shopPattern.test(shop) ? shop : null;
  };
  const call = (url: string, accessToken: string, signal: AbortSignal) =>
    platformCall(outbound, { url, headers: { 'x-platform-access-token': accessToken }, signal });

  return {
    platform: 'platform_a',
    shopOf,
    storeUrlOf: (shop) => `https://${shop}`,
    consentUrl: (shop, state, redirectUri) =>
      api(
        shop,
        `/admin/oauth/authorize?${new URLSearchParams({
          client_id: config.clientId,
          scope: config.scopes.join(','),
          redirect_uri: redirectUri,
          state,
        })}`,
      ),
    verifyCallback(query, nowMs) {
      const { hmac, ...rest } = query;
      if (!hmac || !rest.code || !rest.state || !rest.shop || !rest.timestamp) return null;
      const message = Object.keys(rest)
        .sort()
        .map((k) => `${k}=${rest[k]}`)
        .join('&');
      if (!sameText(hmacHex(message), hmac.toLowerCase())) return null;
      const shop = shopOf(rest.shop);
      const age = nowMs - Number(rest.timestamp) * 1000;
      if (!shop || !Number.isFinite(age) || age > CALLBACK_MAX_AGE_MS || age < -300_000) return null;
      return { shop, code: rest.code, state: rest.state };
    },
    async exchangeCode(shop, code, _redirectUri, signal): Promise<PlatformGrant> {
      const res = await platformCall(outbound, {
        url: api(shop, '/admin/oauth/access_token'),
        method: 'POST',
        body: JSON.stringify({ client_id: config.clientId, client_secret: config.clientSecret, code }),
        ...(signal ? { signal } : {}),
      });
      const body = res.json as { access_token?: unknown; scope?: unknown } | null;
      if (res.status !== 200 || typeof body?.access_token !== 'string')
        throw new PlatformRefusal(`the platform refused the authorization code (${res.status})`);
      const scopes = typeof body.scope === 'string' ? body.scope.split(',').filter(Boolean) : [];
      return { accessToken: body.access_token, scopes };
    },
    adminUrl: (shop) => api(shop, `/admin/apps/${encodeURIComponent(config.clientId)}`),
    async verifyWebhook(rawBody, headers): Promise<PlatformWebhook | null> {
      const signature = header(headers, 'x-platform-hmac-sha256');
      const rawTopic = header(headers, 'x-platform-topic');
      const shop = shopOf(header(headers, 'x-platform-shop-domain') ?? '');
      const deliveryId = header(headers, 'x-platform-webhook-id');
      if (!signature || !rawTopic || !shop || !deliveryId || deliveryId.length > 200) return null;
      const expected = createHmac('sha256', config.clientSecret).update(rawBody, 'utf8').digest('base64');
      if (!sameText(expected, signature)) return null;
      const topic = TOPICS[rawTopic] ?? null;
      let productId: string | null = null;
      if (topic?.startsWith('product_')) {
        const id = (parseJson(rawBody) as { id?: unknown } | null)?.id;
        productId = typeof id === 'number' || typeof id === 'string' ? String(id) : null;
      }
      const triggered = header(headers, 'x-platform-triggered-at');
      return {
        topic,
        rawTopic,
        shop,
        deliveryId,
        triggeredAt:
          triggered && !Number.isNaN(Date.parse(triggered)) ? new Date(triggered).toISOString() : null,
        productId,
      };
    },
    async verifySessionToken(token, nowMs) {
      try {
        const { payload } = await jwtVerify(token, secretKey, {
          algorithms: ['HS256'],
          audience: config.clientId,
          currentDate: new Date(nowMs),
          clockTolerance: 5,
        });
        const dest =
          typeof payload.dest === 'string' && URL.canParse(payload.dest) ? new URL(payload.dest).host : '';
        const shop = shopOf(dest);
        const issuer =
          typeof payload.iss === 'string' && URL.canParse(payload.iss) ? new URL(payload.iss).host : '';
        if (!shop || issuer !== shop || typeof payload.exp !== 'number') return null;
        return { shop, user: typeof payload.sub === 'string' ? payload.sub : null };
      } catch {
        return null;
      }
    },
    async *products(shop, accessToken, store: StoreDefaults, signal) {
      let url: string | null = api(shop, `/admin/api/${API_VERSION}/products.json?limit=${PAGE}`);
      while (url) {
        const res = await call(url, accessToken, signal);
        if (res.status !== 200)
          throw new PlatformRefusal(`the platform's product API answered ${res.status}`);
        const products = (res.json as { products?: unknown } | null)?.products;
        if (!Array.isArray(products)) throw new PlatformRefusal('the product API answered without products');
        yield products.map((p) => toCatalogProduct(p, shop, store));
        url = nextLink(res.headers.link, url);
      }
    },
    async product(shop, accessToken, productId, store, signal): Promise<CatalogProduct | null> {
      const res = await call(
        api(shop, `/admin/api/${API_VERSION}/products/${encodeURIComponent(productId)}.json`),
        accessToken,
        signal,
      );
      if (res.status === 404) return null;
      if (res.status !== 200) throw new PlatformRefusal(`the platform's product API answered ${res.status}`);
      const product = (res.json as { product?: unknown } | null)?.product;
      if (!product) throw new PlatformRefusal('the product API answered without the product');
      return toCatalogProduct(product, shop, store);
    },
  };
}

/** The `rel="next"` address of a Link header, resolved against the page it came with. */
export function nextLink(link: string | undefined, base: string): string | null {
  for (const part of (link ?? '').split(',')) {
    const m = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part.trim());
    if (m?.[1]) return new URL(m[1], base).toString();
  }
  return null;
}
