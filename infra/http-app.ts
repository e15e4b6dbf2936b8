import cluster from 'node:cluster';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { billingWriteRoutes } from '../commands/billing/billing-routes.ts';
import { BillingService } from '../commands/billing/billing-service.ts';
import { catalogBatchRoute } from '../commands/catalog/batch-route.ts';
import { CatalogWriter } from '../commands/catalog/catalog-writer.ts';
import { reindexRoute } from '../commands/catalog/reindex-route.ts';
import { connectorWriteRoutes } from '../commands/connectors/connector-routes.ts';
import { storeAppWriteRoutes } from '../commands/connectors/store-app-routes.ts';
import { dataRequestWriteRoutes } from '../commands/data/data-request-routes.ts';
import { importWriteRoutes } from '../commands/imports/import-routes.ts';
import { jobWriteRoutes } from '../commands/jobs/job-routes.ts';
import { keyWriteRoutes } from '../commands/keys/key-routes.ts';
import { ruleWriteRoutes } from '../commands/rules/rule-routes.ts';
import { settingsWriteRoutes } from '../commands/settings/settings-routes.ts';
import type { CommandDeps } from '../commands/shared/command-deps.ts';
import { synonymWriteRoutes } from '../commands/synonyms/synonym-routes.ts';
import { telemetryRoutes } from '../commands/telemetry/telemetry-routes.ts';
import { webhookWriteRoutes } from '../commands/webhooks/webhook-routes.ts';
import { reindexJob } from '../processes/catalog/reindex.ts';
import { importSchedulerTick } from '../processes/imports/import-scheduler.ts';
import { runImportJob } from '../processes/imports/run-import.ts';
import {
  bestSellers,
  coViews,
  sessionViews,
  trendingProducts,
} from '../projections/analytics/recommend-queries.ts';
import { purgeShopperLog } from '../projections/analytics/shopper-log-retention.ts';
import { assistantConversationsBetween } from '../projections/analytics/usage-queries.ts';
import { countProducts } from '../projections/catalog/product-queries.ts';
import { findImport } from '../projections/imports/import-queries.ts';
import { allRules } from '../projections/rules/rule-queries.ts';
import { popularQueries, productScores, querySignals } from '../projections/signals/signal-queries.ts';
import { synonymSets } from '../projections/synonyms/synonyms-projector.ts';
import { statsRoutes } from '../read-api/analytics/stats-routes.ts';
import { billingReadRoutes } from '../read-api/billing/billing-routes.ts';
import { productReadRoutes } from '../read-api/catalog/product-routes.ts';
import { connectorReadRoutes } from '../read-api/connectors/connector-routes.ts';
import { storefrontRoute } from '../read-api/connectors/storefront-route.ts';
import { dataRequestReadRoutes } from '../read-api/data/data-request-routes.ts';
import { importReadRoutes } from '../read-api/imports/import-routes.ts';
import { jobReadRoutes } from '../read-api/jobs/job-routes.ts';
import { keyReadRoutes } from '../read-api/keys/key-routes.ts';
import { whoamiRoutes } from '../read-api/platform/whoami-routes.ts';
import { recommendRoute } from '../read-api/recommend/recommend-route.ts';
import { ruleReadRoutes } from '../read-api/rules/rule-routes.ts';
import { ANSWER_TTL_MS, AnswerCache } from '../read-api/search/pipeline/answer/answer-cache.ts';
import { RuleBook } from '../read-api/search/rule-book.ts';
import { searchRoutes } from '../read-api/search/search-routes.ts';
import { ShopperSignals } from '../read-api/search/shopper-signals.ts';
import { suggestRoute } from '../read-api/search/suggest-route.ts';
import { SynonymBook } from '../read-api/search/synonym-book.ts';
import { settingsReadRoutes } from '../read-api/settings/settings-routes.ts';
import { synonymReadRoutes } from '../read-api/synonyms/synonym-routes.ts';
import { usageRoutes } from '../read-api/usage/usage-routes.ts';
import { webhookReadRoutes } from '../read-api/webhooks/webhook-routes.ts';
import { accountModule } from './accounts/account-module.ts';
import { productsTableTarget } from './catalog/products-table-target.ts';
import { connectors } from './connectors/connector-wiring.ts';
import { contentHash, keyGenerator } from './crypto/key-generator.ts';
import { dataRequests } from './data/data-request-wiring.ts';
import { demoRoutes } from './demo/demo-routes.ts';
import type { DemoState } from './demo/demo-store.ts';
import { buildApp } from './http/build-app.ts';
import { downloadRoutes } from './http/routes/download-routes.ts';
import { errorPages } from './http/routes/error-pages.ts';
import { healthRoutes } from './http/routes/health-routes.ts';
import { metricsRoutes } from './http/routes/metrics-routes.ts';
import { widgetRoutes } from './http/routes/widget-routes.ts';
import { sqlImportSchedule } from './imports/sql-import-schedule.ts';
import type { Runtime } from './runtime.ts';
import { webhookCommandDeps } from './webhooks/webhook-command-deps.ts';
import { loadWidgetAsset } from './widget/widget-asset.ts';

export const VERSION = '0.1.0';

/** Wires the route modules to the runtime's ports and builds the HTTP app. */
export async function buildHttpApp(
  runtime: Runtime,
  options: { logger?: FastifyServerOptions['logger']; demo?: DemoState } = {},
): Promise<FastifyInstance> {
  const widget = loadWidgetAsset();
  const commandDeps: CommandDeps = {
    eventStore: runtime.eventStore,
    newId: runtime.newId,
    now: runtime.now,
    settle: (position) => runtime.settle(position),
  };
  const startedAt = new Date();
  const writer = new CatalogWriter(commandDeps);
  runtime.jobHandlers.reindex = reindexJob(runtime.eventStore, [productsTableTarget(runtime.pool)], runtime);
  runtime.jobHandlers.import = runImportJob({
    ...commandDeps,
    writer,
    blobs: runtime.blobs,
    outbound: runtime.outbound,
    hash: contentHash,
    limits: {
      maxBytes: runtime.config.IMPORT_MAX_BYTES,
      fetchTimeoutMs: runtime.config.IMPORT_FETCH_TIMEOUT_SECONDS * 1000,
    },
  });
  runtime.every('import schedules', 15_000, () =>
    importSchedulerTick({ ...commandDeps, schedule: sqlImportSchedule(runtime.pool) }),
  );
  const rules = new RuleBook((tenantId) => allRules(runtime.pool, tenantId), runtime.analyzer);
  const synonyms = new SynonymBook((tenantId) => synonymSets(runtime.pool, tenantId), runtime.analyzer);
  runtime.onProjected((projector, tenantIds) => {
    if (projector === 'rules') for (const id of tenantIds) rules.invalidate(id);
    if (projector === 'synonyms') for (const id of tenantIds) synonyms.invalidate(id);
  });
  const data = dataRequests(runtime, commandDeps, (tenantId) => {
    rules.invalidate(tenantId);
    synonyms.invalidate(tenantId);
  });
  const engine = runtime.engine;
  const signals = new ShopperSignals({
    productScores: (t, since) => productScores(runtime.pool, t, since),
    querySignals: (t, query) => querySignals(runtime.pool, t, query),
    popularQueries: (t) => popularQueries(runtime.pool, t),
  });
  runtime.every('signals purge', 3_600_000, async () => {
    await runtime.pool.query('select signals_purge()');
  });
  runtime.every('shopper log purge', 3_600_000, async () => {
    await purgeShopperLog(runtime.pool, runtime.now(), runtime.config.SHOPPER_LOG_RETENTION_DAYS);
  });
  // Add-on `used` is counted from the assistant conversations of the store's billing period.
  const conversationsThisPeriod = async (tenantId: string): Promise<number> => {
    const period = await runtime.billingPeriods.at(tenantId, runtime.now());
    await runtime.meter.flush();
    return assistantConversationsBetween(runtime.pool, tenantId, period.startDay, period.endDay);
  };
  const searchDeps = {
    engine,
    analyzer: runtime.analyzer,
    cards: runtime.search,
    facts: (tenantId: string) => runtime.search.storeFacts(tenantId),
    rankingFacts: (tenantId: string, id: string) => runtime.search.rankingFacts(tenantId, id),
    rules,
    synonyms,
    meter: runtime.meter,
    newId: runtime.newId,
    now: runtime.now,
    storeOf: (tenantId: string) => runtime.stores.get(tenantId),
    searchIds: runtime.searchIds,
    // SEARCH_LOG=off: searches and suggestions are answered without being logged.
    telemetry: runtime.config.SEARCH_LOG === 'on' ? runtime.telemetry : undefined,
    observeTook: (endpoint: 'search' | 'suggest', ms: number) => runtime.metrics.observeSearch(endpoint, ms),
    observeAnswer: (answer: 'kept' | 'built') => runtime.metrics.observeAnswer(answer),
    signals: (tenantId: string, query: string, nowMs: number, perQuery: boolean) =>
      signals.forSearch(tenantId, query, nowMs, perQuery),
    popularQueries: (tenantId: string) => signals.popularQueries(tenantId),
    signalsStamp: (tenantId: string) => signals.stamp(tenantId),
    // Answers asked again: reused while what they were built from is unchanged (docs/search.md).
    ...(runtime.config.SEARCH_CACHE_ENTRIES > 0
      ? { answers: new AnswerCache(runtime.config.SEARCH_CACHE_ENTRIES, ANSWER_TTL_MS) }
      : {}),
  };
  const pool = runtime.pool;
  const accounts = accountModule(runtime, commandDeps, runtime.rateLimiter);
  const apps = connectors(runtime, commandDeps, writer, accounts.deps, accounts.sessions);
  return buildApp(
    {
      publicBaseUrl: runtime.config.PUBLIC_BASE_URL,
      credentials: runtime.credentials,
      keys: keyGenerator,
      rateLimiter: runtime.rateLimiter,
      takeCounting: runtime.takeCounting,
      sessions: accounts.sessions,
      dashboardOrigins: accounts.dashboardOrigins,
      secrets: runtime.secrets,
      idempotency: runtime.idempotency,
      rates: {
        anonymousPerClient: runtime.config.DEFAULT_RATE_LIMIT * 4,
        publicPerClient: runtime.config.PUBLIC_RATE_LIMIT_PER_CLIENT,
      },
      trustProxy: runtime.config.TRUST_PROXY,
    },
    [
      metricsRoutes({
        metrics: runtime.metrics,
        scrape: () => runtime.scrapeMetrics(),
        token: runtime.config.METRICS_TOKEN,
      }),
      healthRoutes({
        version: VERSION,
        instance: cluster.worker ? `worker-${cluster.worker.id}` : 'main',
        startedAt,
        checks: [
          { name: 'database', check: async () => (await runtime.pool.query('select 1')).rowCount === 1 },
          { name: 'event_store', adapter: runtime.eventStore.name, check: () => runtime.eventStore.ping() },
          { name: 'search_engine', adapter: runtime.engine.name, check: () => runtime.engine.ping() },
        ],
        projectors: () => [...runtime.projections.status(), runtime.searchRunner.status()],
      }),
      errorPages,
      widgetRoutes(widget, runtime.config.PUBLIC_BASE_URL),
      ...(options.demo ? [demoRoutes(options.demo, widget)] : []),
      downloadRoutes({ blobs: runtime.blobs, links: runtime.downloadLinks, now: runtime.now }),
      whoamiRoutes,
      keyReadRoutes(runtime.pool),
      keyWriteRoutes({ ...commandDeps, keys: keyGenerator }),
      billingReadRoutes({
        sql: runtime.pool,
        providers: runtime.billing.providers,
        payLink: (tenantId, invoiceId) => runtime.billing.payLinks.url(tenantId, invoiceId),
        invoicePdfs: runtime.billing.invoicePdfs,
        conversations: conversationsThisPeriod,
      }),
      billingWriteRoutes(
        new BillingService({
          ...commandDeps,
          productCount: (t) => countProducts(runtime.pool, t),
          providers: runtime.billing.providers,
          checkoutProvider: runtime.billing.checkoutProvider,
        }),
        runtime.billing.mock,
        runtime.billing.payLinks,
        conversationsThisPeriod,
      ),
      settingsReadRoutes(runtime.pool),
      settingsWriteRoutes(commandDeps),
      jobReadRoutes(runtime.pool),
      jobWriteRoutes(commandDeps),
      catalogBatchRoute({ ...commandDeps, writer, hash: contentHash }),
      productReadRoutes(runtime.pool),
      reindexRoute(commandDeps),
      importReadRoutes(runtime.pool),
      importWriteRoutes({
        ...commandDeps,
        blobs: runtime.blobs,
        maxBytes: runtime.config.IMPORT_MAX_BYTES,
        findImport: (tenantId, id) => findImport(runtime.pool, tenantId, id),
      }),
      ruleReadRoutes(runtime.pool),
      ruleWriteRoutes(commandDeps),
      synonymReadRoutes(runtime.pool),
      synonymWriteRoutes(commandDeps),
      dataRequestReadRoutes({ sql: runtime.pool, links: runtime.downloadLinks, now: runtime.now }),
      dataRequestWriteRoutes(data),
      connectorReadRoutes(runtime.pool),
      connectorWriteRoutes(apps),
      storeAppWriteRoutes(apps),
      storefrontRoute(apps),
      webhookReadRoutes(runtime.pool),
      webhookWriteRoutes(webhookCommandDeps(runtime, commandDeps)),
      searchRoutes(searchDeps),
      suggestRoute(searchDeps),
      telemetryRoutes({ ...searchDeps, telemetry: runtime.telemetry }),
      recommendRoute({
        sources: {
          products: (t) => runtime.search.storeProducts(t),
          coViews: (t, id) => coViews(pool, t, id, runtime.now()),
          trending: (t) => trendingProducts(pool, t, runtime.now()),
          bestSellers: (t) => bestSellers(pool, t, runtime.now()),
          sessionViews: (t, session) => sessionViews(pool, t, session),
        },
        cards: runtime.search,
        telemetry: runtime.telemetry,
        newId: runtime.newId,
        now: runtime.now,
      }),
      statsRoutes({ sql: runtime.pool, storeOf: searchDeps.storeOf, now: runtime.now }),
      usageRoutes({
        sql: runtime.pool,
        storeOf: searchDeps.storeOf,
        flushMeter: () => runtime.meter.flush(),
        periodAt: (tenantId, at) => runtime.billingPeriods.at(tenantId, at),
        now: runtime.now,
      }),
      ...accounts.routes,
    ],
    options,
  );
}
