import type { AccountDeps } from '../../commands/accounts/account-deps.ts';
import type { CatalogWriter } from '../../commands/catalog/catalog-writer.ts';
import type { StoreAppDeps } from '../../commands/connectors/store-app-deps.ts';
import type { CommandDeps } from '../../commands/shared/command-deps.ts';
import { loadStoreProfile } from '../../commands/tenancy/load-store.ts';
import type { Connector } from '../../domain/connectors/connector.ts';
import { connectorTokenContext } from '../../domain/connectors/connector-events.ts';
import type { HostedPlatform } from '../../domain/connectors/contract.ts';
import type { StorePlatform } from '../../domain/connectors/store-platform.ts';
import type { OutboundHttp } from '../../domain/outbound/outbound-http.ts';
import { moduleFeed } from '../../processes/connectors/module-feed.ts';
import { runPlatformEvent } from '../../processes/connectors/platform-event.ts';
import { syncConnectorJob } from '../../processes/connectors/sync-connector.ts';
import { connectorOfShop, findConnector } from '../../projections/connectors/connector-queries.ts';
import { roleOf } from '../../projections/team/team-queries.ts';
import { findTenant } from '../../projections/tenants/tenant-queries.ts';
import type { StorefrontDeps } from '../../read-api/connectors/storefront-route.ts';
import type { Config } from '../config.ts';
import { contentHash, keyGenerator } from '../crypto/key-generator.ts';
import type { SessionCredential } from '../http/authenticate.ts';
import type { Runtime } from '../runtime.ts';
import { platformA } from './platform-a/platform-a.ts';
import { platformB } from './platform-b/platform-b.ts';
import { platformC } from './platform-c/platform-c.ts';

/** The hosted store apps this service is set up for (a platform without its client id and secret has none). */
export function storePlatforms(
  config: Config,
  outbound: OutboundHttp,
): Partial<Record<HostedPlatform, StorePlatform>> {
  const platforms: Partial<Record<HostedPlatform, StorePlatform>> = {};
  if (config.PLATFORM_A_CLIENT_ID && config.PLATFORM_A_CLIENT_SECRET)
    platforms.platform_a = platformA(
      {
        clientId: config.PLATFORM_A_CLIENT_ID,
        clientSecret: config.PLATFORM_A_CLIENT_SECRET,
        shopDomain: config.PLATFORM_A_SHOP_DOMAIN,
        apiUrl: config.PLATFORM_A_API_URL,
        scopes: config.PLATFORM_A_SCOPES.split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      },
      outbound,
    );
  if (config.PLATFORM_B_CLIENT_ID && config.PLATFORM_B_CLIENT_SECRET)
    platforms.platform_b = platformB(
      {
        clientId: config.PLATFORM_B_CLIENT_ID,
        clientSecret: config.PLATFORM_B_CLIENT_SECRET,
        authUrl: config.PLATFORM_B_AUTH_URL,
        apiUrl: config.PLATFORM_B_API_URL,
        storeUrl: config.PLATFORM_B_STORE_URL,
        scopes: config.PLATFORM_B_SCOPES.split(/[\s,]+/).filter(Boolean),
      },
      outbound,
    );
  if (config.PLATFORM_C_CLIENT_ID && config.PLATFORM_C_CLIENT_SECRET && config.PLATFORM_C_WEBHOOK_PUBLIC_KEY)
    platforms.platform_c = platformC(
      {
        clientId: config.PLATFORM_C_CLIENT_ID,
        clientSecret: config.PLATFORM_C_CLIENT_SECRET,
        webhookPublicKey: config.PLATFORM_C_WEBHOOK_PUBLIC_KEY,
        installUrl: config.PLATFORM_C_INSTALL_URL,
        apiUrl: config.PLATFORM_C_API_URL,
        dashboardUrl: config.PLATFORM_C_DASHBOARD_URL,
      },
      outbound,
    );
  return platforms;
}

/**
 * Connectors and hosted store apps, wired to the runtime: the `sync` job (a full sync, or a
 * platform webhook's work) and what the write, store-app and storefront routes need.
 */
export function connectors(
  runtime: Runtime,
  commandDeps: CommandDeps,
  writer: CatalogWriter,
  accounts: AccountDeps,
  sessions: SessionCredential,
): StoreAppDeps & StorefrontDeps {
  const platforms = storePlatforms(runtime.config, runtime.outbound);
  const tokenOf = (tenantId: string, connectorId: string, c: Connector) => {
    const platform = platforms[c.platform as HostedPlatform];
    if (!platform || !c.installed || !c.shop || !c.accessToken) return null;
    return {
      platform,
      shop: c.shop,
      token: runtime.secrets.open(c.accessToken, connectorTokenContext(tenantId, connectorId)),
    };
  };
  const sync = syncConnectorJob({
    ...commandDeps,
    writer,
    hash: contentHash,
    productsOf: (tenantId, connectorId, connector, signal) => {
      const app = tokenOf(tenantId, connectorId, connector);
      if (app) return hostedProducts(runtime, tenantId, app, signal);
      const feedUrl = connector.settings.feed_url;
      if (typeof feedUrl !== 'string')
        throw new Error('the connector has no settings.feed_url to pull its products from');
      return moduleFeed(runtime.outbound, feedUrl, {}, signal);
    },
  });
  const eventDeps = {
    ...commandDeps,
    writer,
    hash: contentHash,
    productNow: async (
      tenantId: string,
      connectorId: string,
      connector: Connector,
      productId: string,
      store: { locale: string; currency: string },
      signal: AbortSignal,
    ) => {
      const app = tokenOf(tenantId, connectorId, connector);
      if (!app) throw new Error('the store app is not installed');
      return app.platform.product(app.shop, app.token, productId, store, signal);
    },
  };
  runtime.jobHandlers.sync = (ctx) => (ctx.params.topic ? runPlatformEvent(eventDeps, ctx) : sync(ctx));

  const storeOf = async (tenantId: string) => {
    // Read now, not from the store cache: an install must not link into a store erased a moment
    // ago, nor a new store's storefront or session wait for a cached miss to expire.
    const store = await findTenant(runtime.pool, tenantId);
    return store && store.status !== 'deleted'
      ? {
          slug: store.slug,
          status: store.status,
          defaultLocale: store.defaultLocale,
          currency: store.currency,
        }
      : null;
  };
  const log = (message: string) => process.stderr.write(`${message}\n`);
  return {
    ...commandDeps,
    findConnector: (tenantId, id) => findConnector(runtime.pool, tenantId, id),
    platforms,
    secrets: runtime.secrets,
    keys: keyGenerator,
    accounts,
    publicBaseUrl: runtime.config.PUBLIC_BASE_URL,
    secureCookies: runtime.config.SESSION_COOKIE_SECURE,
    storeOf,
    connectorOfShop: (platform, shop) => connectorOfShop(runtime.pool, platform, shop),
    log,
    signedInUser: async (request) => {
      const token = sessions.tokenOf(request);
      if (!token) return null;
      const live = await sessions
        .authenticate(request, { level: 'session', scope: 'any' }, token)
        .then(() => true)
        .catch(() => false);
      return live ? (request.account?.userId ?? null) : null;
    },
    roleIn: (tenantId, userId) => roleOf(runtime.pool, tenantId, userId),
    storefrontOf: async (platformName, raw) => {
      const platform = platforms[platformName];
      const shop = platform?.shopOf(raw);
      if (!platform || !shop) return null;
      const c = await connectorOfShop(runtime.pool, platformName, shop);
      if (!c || c.uninstalled || !c.enabled || !c.storefrontKey) return null;
      const store = await storeOf(c.tenantId);
      if (!store || store.status === 'suspended' || store.status === 'canceled') return null;
      const flag = (name: string, fallback: boolean) =>
        typeof c.settings[name] === 'boolean' ? (c.settings[name] as boolean) : fallback;
      return {
        enabled: true,
        key: runtime.secrets.open(c.storefrontKey, connectorTokenContext(c.tenantId, c.connectorId)),
        locale: store.defaultLocale,
        suggest: flag('suggest', true),
        search: flag('search', true),
        assistant: flag('assistant', false),
      };
    },
  };
}

async function* hostedProducts(
  runtime: Runtime,
  tenantId: string,
  app: { platform: StorePlatform; shop: string; token: string },
  signal: AbortSignal,
) {
  const store = await loadStoreProfile(runtime.eventStore, tenantId);
  yield* app.platform.products(
    app.shop,
    app.token,
    { locale: store.defaultLocale, currency: store.currency },
    signal,
  );
}
