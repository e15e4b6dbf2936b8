import { createHmac } from 'node:crypto';
import { jwtVerify } from 'jose';
import type {
  CatalogProduct,
  PlatformGrant,
  PlatformTopic,
  PlatformWebhook,
  StorePlatform,
} from '../../../domain/connectors/store-platform.ts';
import { PlatformRefusal } from '../../../domain/connectors/store-platform.ts';
import type { OutboundHttp } from '../../../domain/outbound/outbound-http.ts';
import { platformCall } from '../platform-call.ts';
import { header, parseJson, sameText } from '../platform-signing.ts';
import { toCatalogProduct } from './platform-b-product.ts';

export interface PlatformBConfig {
  readonly clientId: string;
  readonly clientSecret: string;
  /** The platform's sign-in service: consent page and token endpoint. */
  readonly authUrl: string;
  /** The platform's API, stores under `/stores/{store hash}`. */
  readonly apiUrl: string;
  /** A store's storefront address, `{shop}` standing for its store hash. */
  readonly storeUrl: string;
  readonly scopes: readonly string[];
}

/** The platform's webhook scopes, in the service's words. */
const TOPICS: Readonly<Record<string, PlatformTopic>> = {
  'store/product/created': 'product_create',
  'store/product/updated': 'product_update',
  'store/product/deleted': 'product_delete',
  'store/app/uninstalled': 'app_uninstalled',
  'store/privacy/customer_data_requested': 'customer_data_request',
  'store/privacy/customer_erase_requested': 'customer_redact',
  'store/privacy/store_erase_requested': 'shop_redact',
};

const PAGE = 250;
/** Webhook timestamps further than this from now are refused (replays). */
const WEBHOOK_TOLERANCE_MS = 300_000;
/** A store hash: lower-case letters and digits. */
const HASH = /^[a-z0-9]{5,32}$/;

/** Milliseconds a 429 asks to wait: the platform's own reset header, in milliseconds. */
export const resetWaitMs = (headers: Readonly<Record<string, string>>): number => {
  const ms = Number(headers['x-rate-limit-time-reset-ms']);
  return Number.isFinite(ms) && ms >= 0 ? Math.min(ms, 30_000) : 1_000;
};

/**
 * platform_b, modelled on the second most used hosted store platform: stores are named by a
 * store hash (`stores/{hash}` as the OAuth `context`). Install: OAuth 2 authorization code
 * whose callback is not signed (`code`, `scope`, `context`, our sealed `state`); the code is
 * bound to the app's secret, the redirect address and the store, and the token answer names
 * the store it is for, which must be the one the install started with. Webhooks are signed in
 * the Standard Webhooks scheme (`webhook-id`, `webhook-timestamp`, `webhook-signature`:
 * `v1,` base64 HMAC-SHA256 of `id.timestamp.body` with the app secret), the topic in the
 * body's `scope`, the store in its `producer`. The embedded admin's token is the platform's
 * signed payload (an HS256 JWT with the app secret: `aud` the client id, `sub` `stores/{hash}`,
 * the `user`). Products: the catalog API (`X-Auth-Token`), pages of `limit` with
 * `meta.pagination.links.next`, 429 with `X-Rate-Limit-Time-Reset-Ms`.
 */
export function platformB(config: PlatformBConfig, outbound: OutboundHttp): StorePlatform {
  const secretKey = new TextEncoder().encode(config.clientSecret);
  const base = (url: string) => url.replace(/\/+$/, '');
  const storeUrlOf = (shop: string) => base(config.storeUrl.replace('{shop}', shop));
  const catalog = (shop: string, path: string) =>
    `${base(config.apiUrl)}/stores/${shop}/v3/catalog/products${path}`;
  const shopOf = (raw: string): string | null => {
    const shop = raw
      .trim()
      .toLowerCase()
      .replace(/^stores\//, '');
    return HASH.test(shop) ? shop : null;
  };
  const call = (url: string, accessToken: string, signal: AbortSignal) =>
    platformCall(outbound, {
      url,
      headers: { 'x-auth-token': accessToken },
      signal,
      waitOf: resetWaitMs,
    });

  return {
    platform: 'platform_b',
    shopOf,
    storeUrlOf,
    consentUrl: (shop, state, redirectUri) =>
      `${base(config.authUrl)}/oauth2/authorize?${new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        scope: config.scopes.join(' '),
        redirect_uri: redirectUri,
        context: `stores/${shop}`,
        state,
      })}`,
    verifyCallback(query) {
      // Not signed by this platform: the token exchange (secret, redirect address, store) proves it.
      const shop = shopOf(query.context ?? '');
      if (!shop || !query.context?.startsWith('stores/') || !query.code || !query.state) return null;
      return { shop, code: query.code, state: query.state };
    },
    async exchangeCode(shop, code, redirectUri, signal): Promise<PlatformGrant> {
      const res = await platformCall(outbound, {
        url: `${base(config.authUrl)}/oauth2/token`,
        method: 'POST',
        body: JSON.stringify({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          code,
          scope: config.scopes.join(' '),
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
          context: `stores/${shop}`,
        }),
        ...(signal ? { signal } : {}),
      });
      const body = res.json as { access_token?: unknown; scope?: unknown; context?: unknown } | null;
      if (res.status !== 200 || typeof body?.access_token !== 'string')
        throw new PlatformRefusal(`the platform refused the authorization code (${res.status})`);
      if (body.context !== `stores/${shop}`)
        throw new PlatformRefusal('the platform granted access to another store than the install named');
      const scopes = typeof body.scope === 'string' ? body.scope.split(/\s+/).filter(Boolean) : [];
      return { accessToken: body.access_token, scopes };
    },
    adminUrl: (shop) => `${storeUrlOf(shop)}/manage/app/${encodeURIComponent(config.clientId)}`,
    async verifyWebhook(rawBody, headers, nowMs): Promise<PlatformWebhook | null> {
      const id = header(headers, 'webhook-id');
      const timestamp = header(headers, 'webhook-timestamp');
      const signatures = header(headers, 'webhook-signature');
      if (!id || id.length > 200 || !timestamp || !/^\d{1,12}$/.test(timestamp) || !signatures) return null;
      if (Math.abs(nowMs - Number(timestamp) * 1000) > WEBHOOK_TOLERANCE_MS) return null;
      const expected = `v1,${createHmac('sha256', config.clientSecret)
        .update(`${id}.${timestamp}.${rawBody}`, 'utf8')
        .digest('base64')}`;
      if (!signatures.split(' ').some((s) => sameText(s, expected))) return null;
      const body = parseJson(rawBody) as {
        scope?: unknown;
        producer?: unknown;
        created_at?: unknown;
        data?: { id?: unknown } | null;
      } | null;
      const rawTopic = typeof body?.scope === 'string' ? body.scope : '';
      const shop = typeof body?.producer === 'string' ? shopOf(body.producer) : null;
      if (!rawTopic || !shop) return null;
      const topic = TOPICS[rawTopic] ?? null;
      const productId = body?.data?.id;
      const created = typeof body?.created_at === 'number' ? body.created_at * 1000 : Number.NaN;
      return {
        topic,
        rawTopic,
        shop,
        deliveryId: id,
        triggeredAt: Number.isFinite(created) ? new Date(created).toISOString() : null,
        productId:
          topic?.startsWith('product_') && (typeof productId === 'number' || typeof productId === 'string')
            ? String(productId)
            : null,
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
        const shop =
          typeof payload.sub === 'string' && payload.sub.startsWith('stores/') ? shopOf(payload.sub) : null;
        if (!shop || typeof payload.exp !== 'number') return null;
        const user = (payload.user ?? null) as { id?: unknown } | null;
        return {
          shop,
          user: typeof user?.id === 'number' || typeof user?.id === 'string' ? String(user.id) : null,
        };
      } catch {
        return null;
      }
    },
    async *products(shop, accessToken, store, signal) {
      let url: string | null = catalog(shop, `?limit=${PAGE}&page=1&include=variants,images`);
      while (url) {
        const res = await call(url, accessToken, signal);
        if (res.status !== 200)
          throw new PlatformRefusal(`the platform's catalog API answered ${res.status}`);
        const body = res.json as {
          data?: unknown;
          meta?: { pagination?: { links?: { next?: unknown } } };
        } | null;
        if (!Array.isArray(body?.data)) throw new PlatformRefusal('the catalog API answered without data');
        yield body.data.map((p) => toCatalogProduct(p, storeUrlOf(shop), store));
        const next = body.meta?.pagination?.links?.next;
        url = typeof next === 'string' && next !== '' ? new URL(next, url).toString() : null;
      }
    },
    async product(shop, accessToken, productId, store, signal): Promise<CatalogProduct | null> {
      const res = await call(
        catalog(shop, `/${encodeURIComponent(productId)}?include=variants,images`),
        accessToken,
        signal,
      );
      if (res.status === 404) return null;
      if (res.status !== 200) throw new PlatformRefusal(`the platform's catalog API answered ${res.status}`);
      const data = (res.json as { data?: unknown } | null)?.data;
      if (!data) throw new PlatformRefusal('the catalog API answered without the product');
      return toCatalogProduct(data, storeUrlOf(shop), store);
    },
  };
}
