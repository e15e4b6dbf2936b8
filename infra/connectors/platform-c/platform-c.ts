import { createHmac } from 'node:crypto';
import { importSPKI, jwtVerify } from 'jose';
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
import { parseJson, sameText } from '../platform-signing.ts';
import { toCatalogProduct } from './platform-c-product.ts';

export interface PlatformCConfig {
  /** The app id. */
  readonly clientId: string;
  readonly clientSecret: string;
  /** The platform's installer page (consent). */
  readonly installUrl: string;
  /** The platform's API. */
  readonly apiUrl: string;
  /** The site owner's dashboard; a site's is `{dashboard}/{instance id}`. */
  readonly dashboardUrl: string;
  /** The platform's public key (PEM, RS256) its webhooks are signed with. */
  readonly webhookPublicKey: string;
}

/** The platform's event types, in the service's words. */
const TOPICS: Readonly<Record<string, PlatformTopic>> = {
  'stores.product_created': 'product_create',
  'stores.product_changed': 'product_update',
  'stores.product_deleted': 'product_delete',
  'apps.app_removed': 'app_uninstalled',
  'privacy.member_data_requested': 'customer_data_request',
  'privacy.member_erasure_requested': 'customer_redact',
  'privacy.site_erasure_requested': 'shop_redact',
};

const PAGE = 100;
/** An app instance id (a UUID). */
const INSTANCE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A signed instance older than this is refused (the embedded page signs a fresh one on each load). */
const INSTANCE_MAX_AGE_MS = 10 * 60_000;

/**
 * platform_c, modelled on the third most used hosted store platform, a site builder: a shop is
 * the app's instance on a site (a UUID). Install: the platform's installer page with our
 * sealed `state`; the callback (`code`, `state`, `instanceId`) is not signed, so the code is
 * traded (`POST /oauth/access`, bound to the app's secret) and the token's own instance
 * (`GET /apps/v1/instance`) must be the one the install started with. Webhooks: the body is a
 * JWT signed by the platform (RS256, its public key), `data` a JSON text naming `eventType`,
 * `instanceId` and the event's own `data` (`id`, `entityId`, `eventTime`). The embedded
 * admin's token is the signed instance: `<signature>.<payload>`, base64url HMAC-SHA256 of the
 * payload with the app secret; the payload names `instanceId`, `appDefId`, `signDate`, `uid`.
 * Products: `POST /stores/v1/products/query` with offset paging, `Authorization: <token>`,
 * 429 with `Retry-After`.
 */
export function platformC(config: PlatformCConfig, outbound: OutboundHttp): StorePlatform {
  const base = (url: string) => url.replace(/\/+$/, '');
  const api = (path: string) => `${base(config.apiUrl)}${path}`;
  const publicKey = importSPKI(config.webhookPublicKey, 'RS256');
  // Refused at start-up when the key is not a key (a config error, not a request's).
  publicKey.catch(() => undefined);
  const shopOf = (raw: string): string | null => {
    const shop = raw.trim().toLowerCase();
    return INSTANCE.test(shop) ? shop : null;
  };
  const call = (
    url: string,
    accessToken: string,
    signal: AbortSignal,
    body?: unknown,
  ): ReturnType<typeof platformCall> =>
    platformCall(outbound, {
      url,
      headers: { authorization: accessToken },
      signal,
      ...(body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }),
    });

  return {
    platform: 'platform_c',
    shopOf,
    storeUrlOf: (shop) => `${base(config.dashboardUrl)}/${shop}`,
    consentUrl: (shop, state, redirectUri) =>
      `${config.installUrl}?${new URLSearchParams({
        appId: config.clientId,
        redirectUrl: redirectUri,
        instanceId: shop,
        state,
      })}`,
    verifyCallback(query) {
      // Not signed by this platform: the code exchange and the token's own instance prove it.
      const shop = shopOf(query.instanceId ?? '');
      if (!shop || !query.code || !query.state) return null;
      return { shop, code: query.code, state: query.state };
    },
    async exchangeCode(shop, code, _redirectUri, signal): Promise<PlatformGrant> {
      const res = await platformCall(outbound, {
        url: api('/oauth/access'),
        method: 'POST',
        body: JSON.stringify({
          grant_type: 'authorization_code',
          client_id: config.clientId,
          client_secret: config.clientSecret,
          code,
        }),
        ...(signal ? { signal } : {}),
      });
      const token = (res.json as { access_token?: unknown } | null)?.access_token;
      if (res.status !== 200 || typeof token !== 'string')
        throw new PlatformRefusal(`the platform refused the authorization code (${res.status})`);
      const instance = await platformCall(outbound, {
        url: api('/apps/v1/instance'),
        headers: { authorization: token },
        ...(signal ? { signal } : {}),
      });
      const body = instance.json as {
        instance?: { instanceId?: unknown; permissions?: unknown };
      } | null;
      if (instance.status !== 200 || body?.instance?.instanceId !== shop)
        throw new PlatformRefusal('the token is for another app instance than the install named');
      const permissions = body.instance.permissions;
      return {
        accessToken: token,
        scopes: Array.isArray(permissions) ? permissions.filter((p) => typeof p === 'string') : [],
      };
    },
    adminUrl: (shop) => `${base(config.dashboardUrl)}/${shop}/app/${encodeURIComponent(config.clientId)}`,
    async verifyWebhook(rawBody): Promise<PlatformWebhook | null> {
      let outer: Record<string, unknown>;
      try {
        outer = (await jwtVerify(rawBody.trim(), await publicKey, { algorithms: ['RS256'] })).payload;
      } catch {
        return null;
      }
      const envelope = (typeof outer.data === 'string' ? parseJson(outer.data) : null) as {
        eventType?: unknown;
        instanceId?: unknown;
        data?: unknown;
      } | null;
      const rawTopic = typeof envelope?.eventType === 'string' ? envelope.eventType : '';
      const shop = typeof envelope?.instanceId === 'string' ? shopOf(envelope.instanceId) : null;
      const event = (typeof envelope?.data === 'string' ? parseJson(envelope.data) : null) as {
        id?: unknown;
        entityId?: unknown;
        eventTime?: unknown;
      } | null;
      const deliveryId = typeof event?.id === 'string' ? event.id : '';
      if (!rawTopic || !shop || !deliveryId || deliveryId.length > 200) return null;
      const topic = TOPICS[rawTopic] ?? null;
      const eventTime = typeof event?.eventTime === 'string' ? Date.parse(event.eventTime) : Number.NaN;
      return {
        topic,
        rawTopic,
        shop,
        deliveryId,
        triggeredAt: Number.isNaN(eventTime) ? null : new Date(eventTime).toISOString(),
        productId:
          topic?.startsWith('product_') && typeof event?.entityId === 'string' ? event.entityId : null,
      };
    },
    async verifySessionToken(token, nowMs) {
      const [signature, payload, extra] = token.split('.');
      if (!signature || !payload || extra !== undefined) return null;
      const expected = createHmac('sha256', config.clientSecret).update(payload).digest('base64url');
      if (!sameText(expected, signature)) return null;
      const claims = parseJson(Buffer.from(payload, 'base64url').toString()) as {
        instanceId?: unknown;
        appDefId?: unknown;
        signDate?: unknown;
        uid?: unknown;
      } | null;
      const shop = typeof claims?.instanceId === 'string' ? shopOf(claims.instanceId) : null;
      const signed = typeof claims?.signDate === 'string' ? Date.parse(claims.signDate) : Number.NaN;
      if (!shop || claims?.appDefId !== config.clientId || Number.isNaN(signed)) return null;
      if (nowMs - signed > INSTANCE_MAX_AGE_MS || signed - nowMs > 5_000) return null;
      return { shop, user: typeof claims.uid === 'string' ? claims.uid : null };
    },
    async *products(_shop, accessToken, store, signal) {
      for (let offset = 0; ; ) {
        const res = await call(api('/stores/v1/products/query'), accessToken, signal, {
          query: { paging: { limit: PAGE, offset } },
        });
        if (res.status !== 200) throw new PlatformRefusal(`the platform's stores API answered ${res.status}`);
        const body = res.json as { products?: unknown; totalResults?: unknown } | null;
        if (!Array.isArray(body?.products))
          throw new PlatformRefusal('the stores API answered without products');
        yield body.products.map((p) => toCatalogProduct(p, store));
        offset += body.products.length;
        const total = typeof body.totalResults === 'number' ? body.totalResults : 0;
        if (body.products.length === 0 || offset >= total) return;
      }
    },
    async product(_shop, accessToken, productId, store, signal): Promise<CatalogProduct | null> {
      const res = await call(
        api(`/stores/v1/products/${encodeURIComponent(productId)}`),
        accessToken,
        signal,
      );
      if (res.status === 404) return null;
      if (res.status !== 200) throw new PlatformRefusal(`the platform's stores API answered ${res.status}`);
      const product = (res.json as { product?: unknown } | null)?.product;
      if (!product) throw new PlatformRefusal('the stores API answered without the product');
      return toCatalogProduct(product, store);
    },
  };
}
