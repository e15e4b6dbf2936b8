import { createHmac, randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BillingService } from '../commands/billing/billing-service.ts';
import type { AccountCrypto } from '../domain/accounts/account-crypto.ts';
import type { InvoicePdfs } from '../domain/billing/invoice-document.ts';
import type { PaymentProvider } from '../domain/billing/payment-provider.ts';
import type { ProviderName } from '../domain/billing/subscription-events.ts';
import type { UsageMeter } from '../domain/billing/usage-meter.ts';
import type { BlobStore } from '../domain/blobs/blob-store.ts';
import type { EventStore, LogPosition } from '../domain/event-store/event-store.ts';
import type { JobKind } from '../domain/jobs/job-events.ts';
import { createAnalyzer } from '../domain/language/index.ts';
import type { OutboundHttp } from '../domain/outbound/outbound-http.ts';
import type { Analyzer } from '../domain/search/analyzer.ts';
import type { SearchEngine } from '../domain/search/search-engine.ts';
import type { SecretBox } from '../domain/secrets/secret-box.ts';
import type { SearchIds } from '../domain/telemetry/search-ids.ts';
import type { TelemetryLog, TelemetrySubscription } from '../domain/telemetry/telemetry-log.ts';
import { runBillingClock } from '../processes/billing/billing-clock.ts';
import { type JobHandler, JobRunner } from '../processes/jobs/job-runner.ts';
import { watchUsage } from '../processes/usage/usage-watch.ts';
import { WebhookDispatcher } from '../processes/webhooks/webhook-dispatcher.ts';
import {
  billedSearchesBetween,
  storesBilledSince,
  zeroResultWindows,
} from '../projections/analytics/usage-queries.ts';
import { dueTenants } from '../projections/billing/billing-queries.ts';
import { countProducts } from '../projections/catalog/product-queries.ts';
import { SearchProjection } from '../projections/search/search-projection.ts';
import { BillingPeriodCache } from './billing/billing-period-cache.ts';
import { BlobInvoicePdfs } from './billing/invoice-pdfs.ts';
import { InvoicePayLinks } from './billing/invoice-tokens.ts';
import { MockPaymentProvider } from './billing/mock-payment-provider.ts';
import { paymentProviders } from './billing/payment-providers.ts';
import { selectBlobStore } from './blobs/select-blob-store.ts';
import { SignedDownloadLinks } from './blobs/signed-download-links.ts';
import { settleInOrder } from './cluster/stop-signals.ts';
import type { Config } from './config.ts';
import { accountCrypto } from './crypto/account-crypto.ts';
import { AesGcmSecretBox, loadSecretKeys } from './crypto/aes-gcm-secret-box.ts';
import { EventStoreDbEventStore } from './event-store/eventstoredb/eventstoredb-event-store.ts';
import { PostgresEventStore } from './event-store/postgres/postgres-event-store.ts';
import { CredentialDirectory } from './http/credential-directory.ts';
import { IdempotencyStore } from './http/idempotency-store.ts';
import { InMemoryRateLimiter } from './http/in-memory-rate-limiter.ts';
import { type RateLimiter, type TakeCounting, takeThenCount } from './http/rate-limiter.ts';
import { sqlJobQueue } from './jobs/sql-job-queue.ts';
import type { BackgroundMailer } from './mail/background-mailer.ts';
import { selectMailer } from './mail/select-mailer.ts';
import { ServiceMetrics } from './metrics/service-metrics.ts';
import { AddressPolicy } from './net/address-policy.ts';
import { GuardedHttp } from './net/guarded-http.ts';
import { startEmbeddedPostgres } from './postgres/embedded.ts';
import { migrate } from './postgres/migrate.ts';
import { createBackgroundPool, createPool, type Pool } from './postgres/pool.ts';
import { SearchProjectionRunner } from './projection-runtime/search-projection-runner.ts';
import { SqlProjectionRunner } from './projection-runtime/sql-projection-runner.ts';
import { sqlProjectorsFor, telemetryConsumers } from './projectors.ts';
import { type PeriodicTask, startPeriodicTask } from './scheduling/periodic-task.ts';
import { selectSearchEngine } from './search/select-search-engine.ts';
import { selectTelemetryLog } from './telemetry/select-telemetry-log.ts';
import { SignedSearchIds } from './telemetry/signed-search-ids.ts';
import { StoreCache } from './tenancy/store-cache.ts';
import { PostgresUsageMeter } from './usage/postgres-usage-meter.ts';
import { SqlWebhookOutbox } from './webhooks/sql-webhook-outbox.ts';

export type RuntimeRole = 'service' | 'tool';

export interface Runtime {
  readonly config: Config;
  /** The database this runtime uses (the embedded server's address when it started one). */
  readonly databaseUrl: string;
  readonly pool: Pool;
  readonly eventStore: EventStore;
  readonly projections: SqlProjectionRunner;
  readonly credentials: CredentialDirectory;
  readonly jobs: JobRunner;
  readonly engine: SearchEngine;
  /** The analyzer the engine indexes with; the search pipeline reads queries with it. */
  readonly analyzer: Analyzer;
  readonly search: SearchProjection;
  readonly searchRunner: SearchProjectionRunner;
  readonly stores: StoreCache;
  /** Each store's usage period and search limit (its subscription's own period). */
  readonly billingPeriods: BillingPeriodCache;
  readonly meter: UsageMeter;
  /** Request rates (this process's buckets, or the machine's when several processes serve). */
  readonly rateLimiter: RateLimiter;
  /** A request's take and its search's count in one step (one call where the machine's counts are elsewhere). */
  readonly takeCounting: TakeCounting;
  /** Seals secrets kept at rest (webhook secrets, platform tokens). */
  readonly secrets: SecretBox;
  /** Calls to client-given URLs (webhooks, imports), behind the address policy. */
  readonly outbound: OutboundHttp;
  readonly blobs: BlobStore;
  readonly downloadLinks: SignedDownloadLinks;
  /** Account mail (SMTP_URL, or files in `$DATA_DIR/outbox/`). */
  readonly mailer: BackgroundMailer;
  readonly accountCrypto: AccountCrypto;
  /** Stored answers of writes sent with an Idempotency-Key (purged on a schedule by the process that runs jobs). */
  readonly idempotency: IdempotencyStore;
  /** Sends webhook deliveries (its loop runs where jobs run: the worker role). */
  readonly webhooks: WebhookDispatcher;
  /** Where shopper records go (searches, suggestions, clicks, events); never waited on. */
  readonly telemetry: TelemetryLog;
  readonly searchIds: SearchIds;
  /** The telemetry projections this process runs, by name. */
  readonly telemetryConsumers: ReadonlyMap<string, TelemetrySubscription>;
  /** What GET /metrics reports of this process (docs/production.md). */
  readonly metrics: ServiceMetrics;
  /** GET /metrics's text: this process's figures, or the machine's when another process merges them. */
  scrapeMetrics(): Promise<string>;
  /** Waits until the telemetry projections hold every record appended so far. */
  settleTelemetry(timeoutMs?: number): Promise<void>;
  /** One pass of the usage watch now (the worker runs it on a schedule). */
  watchUsageNow(): Promise<string | null>;
  /** Subscriptions and payments (docs/billing.md); its clock runs where jobs run. */
  readonly billing: {
    readonly providers: Readonly<Partial<Record<ProviderName, PaymentProvider>>>;
    /** The provider new checkouts go through (BILLING_PROVIDER). */
    readonly checkoutProvider: ProviderName;
    readonly mock: MockPaymentProvider;
    /** Each unpaid invoice's pay link (GET /v1/billing/pay/<token>). */
    readonly payLinks: InvoicePayLinks;
    /** Invoices' PDFs (`pdf_url`), kept in the BlobStore and downloaded through signed links. */
    readonly invoicePdfs: InvoicePdfs;
  };
  /** Called after a projector commits a batch (for caches over read models). */
  onProjected(listener: (projector: string, tenantIds: ReadonlySet<string>) => void): void;
  /** Filled by the composition root before the runner starts; read when a job runs. */
  readonly jobHandlers: Partial<Record<JobKind, JobHandler>>;
  readonly newId: () => string;
  readonly now: () => Date;
  /** Periodic work of the worker role (schedules, purges): runs `task` every `ms` where jobs run. */
  every(name: string, ms: number, task: () => Promise<void>): void;
  /** Waits until the read models hold the event at `position`, at most `timeoutMs` (2 s), then goes on regardless. */
  settle(position: LogPosition | null, timeoutMs?: number): Promise<void>;
  /** Waits until this process's search index holds `position`, at most `timeoutMs` (2 s). */
  settleSearch(position: LogPosition, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface RuntimeOptions {
  /** `service` owns the embedded server and runs projectors; `tool` reuses a running server. */
  readonly role: RuntimeRole;
  readonly durable?: boolean;
  readonly log?: (message: string) => void;
  readonly startProjectors?: boolean;
  /** Run queued jobs in this process (the service does; tools do not). */
  readonly runJobs?: boolean;
  /** Load and follow the search index (the service does; tools do not). */
  readonly search?: boolean;
  /** How often expired Idempotency-Key answers are deleted where jobs run (default 15 minutes; tests shorten it). */
  readonly idempotencyPurgeMs?: number;
  /** The clock (tests drive a simulated one); default: the system's. */
  readonly now?: () => Date;
  /** Send webhook deliveries in this process (default: where jobs run). */
  readonly runWebhooks?: boolean;
  /** Test receivers' certificate authorities (PEM), trusted besides the system's; never set by the service. */
  readonly outboundCa?: readonly string[];
  /** Webhook dispatcher tuning, for tests. */
  readonly webhookDispatcher?: { pollMs?: number; timeoutMs?: number };
  /** How often the worker checks usage thresholds and zero-result spikes (default 60 s). */
  readonly usageWatchMs?: number;
  /** Where searches are counted and requests rated when another process holds the counts (the cluster's workers). */
  readonly meter?: UsageMeter;
  readonly rateLimiter?: RateLimiter;
  readonly takeCounting?: TakeCounting;
  /**
   * For a process whose read models are kept by another one: hands over a function to call when
   * that process commits a projector batch, so caches here are dropped at once as they would be
   * after a local commit.
   */
  readonly projectedElsewhere?: (notify: (projector: string, tenantIds: ReadonlySet<string>) => void) => void;
  /** For such a process: resolves once the process keeping the read models holds `position`. */
  readonly settleElsewhere?: (position: LogPosition) => Promise<void>;
  /** For a worker: the machine's metrics, merged by the primary (GET /metrics). */
  readonly scrapeElsewhere?: (registry: ServiceMetrics['registry']) => () => Promise<string>;
  /** Job runner tuning, for tests. */
  readonly jobRunner?: { pollMs?: number; staleAfterMs?: number; heartbeatMs?: number };
  /** Runs periodic work this often instead of its own interval (tests). */
  readonly periodicMs?: number;
}

async function openDatabase(
  config: Config,
  options: RuntimeOptions,
): Promise<{ url: string; serverPid: number | null; stop: () => Promise<void> }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, serverPid: null, stop: async () => undefined };
  const dataDir = resolve(config.DATA_DIR);
  await mkdir(dataDir, { recursive: true });
  const server = await startEmbeddedPostgres({
    dataDir,
    durable: options.durable ?? true,
    adoptOrphan: options.role === 'service',
    ownSession: options.role === 'service',
    log: (line) => {
      if (/FATAL|PANIC|ERROR/.test(line)) options.log?.(`postgres: ${line.trim()}`);
    },
  });
  return { url: server.url, serverPid: server.serverPid, stop: () => server.stop() };
}

async function waitForStoredCheckpoints(
  pool: Pool,
  names: readonly string[],
  target: LogPosition,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ behind: string }>(
      `select count(*) as behind from unnest($1::text[]) as n(name)
         left join projection_checkpoints c on c.name = n.name
        where c.name is null or (c.commit_position, c.prepare_position) < ($2::bigint, $3::bigint)`,
      [names, String(target.commit), String(target.prepare)],
    );
    if (Number(rows[0]?.behind) === 0) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** PostgreSQL, migrations, the event store and the read-model projectors: everything but HTTP. */
export async function startRuntime(config: Config, options: RuntimeOptions): Promise<Runtime> {
  const database = await openDatabase(config, options);
  const pool = createPool(database.url, 30);
  await migrate(pool);
  const eventStore: EventStore = config.EVENTSTORE_URL
    ? new EventStoreDbEventStore(config.EVENTSTORE_URL)
    : new PostgresEventStore(pool);
  const credentials = new CredentialDirectory(pool, { defaultRateLimit: config.DEFAULT_RATE_LIMIT });
  const stores = new StoreCache(pool);
  const billingPeriods = new BillingPeriodCache(pool);
  const listeners: ((projector: string, tenantIds: ReadonlySet<string>) => void)[] = [];
  const projected = (name: string, tenantIds: ReadonlySet<string>) => {
    if (name === 'tenants') {
      credentials.invalidate();
      stores.invalidate();
    }
    if (name === 'tenants' || name === 'billing') billingPeriods.invalidate();
    for (const listener of listeners) listener(name, tenantIds);
  };
  options.projectedElsewhere?.(projected);
  const projectors = sqlProjectorsFor(eventStore);
  const projections = new SqlProjectionRunner(pool, eventStore, projectors, {
    log: options.log,
    afterCommit: (name, events, stores) =>
      projected(name, new Set([...events.map((e) => String(e.data.tenantId ?? '')), ...stores])),
  });
  if (options.startProjectors !== false) await projections.start();
  const analyzer = createAnalyzer();
  const engine = selectSearchEngine(config, analyzer);
  const search = new SearchProjection(engine);
  const searchRunner = new SearchProjectionRunner(pool, eventStore, search, { log: options.log });
  const searchOn = options.search ?? options.role === 'service';
  if (searchOn) {
    const loaded = await searchRunner.start();
    options.log?.(`search index: ${loaded.products} products loaded in ${loaded.ms} ms`);
  }
  // Counts this process keeps itself unless another process counts for it.
  const ownMeter = new PostgresUsageMeter(pool, (tenantId, at) => billingPeriods.at(tenantId, at));
  if (!options.meter) ownMeter.start();
  const meter: UsageMeter = options.meter ?? ownMeter;
  const rateLimiter = options.rateLimiter ?? new InMemoryRateLimiter();
  const dataDir = resolve(config.DATA_DIR);
  const secretKeys = await loadSecretKeys(config.SECRETS_KEY, join(dataDir, 'secrets.key'));
  const outbound = new GuardedHttp(new AddressPolicy(config.OUTBOUND_ALLOWED_NETWORKS), {
    extraCa: options.outboundCa,
  });
  const now = options.now ?? (() => new Date());
  const secrets = new AesGcmSecretBox(secretKeys);
  const webhookOutbox = new SqlWebhookOutbox(pool);
  const webhooks = new WebhookDispatcher(
    { outbox: webhookOutbox, http: outbound, secrets, eventStore, newId: randomUUID, now, log: options.log },
    {
      perEndpoint: config.WEBHOOK_IN_FLIGHT_PER_ENDPOINT,
      concurrency: config.WEBHOOK_CONCURRENCY,
      ...options.webhookDispatcher,
    },
  );
  // The shopper-signal projections apply on connections of their own, at a lower CPU priority.
  const background = createBackgroundPool(database.url, 4, {
    serverPid: database.serverPid,
    nice: config.BACKGROUND_NICE,
  });
  const telemetry = selectTelemetryLog(config, { pool, consumers: background }, dataDir, options.log, now);
  const consumers = new Map<string, TelemetrySubscription>();
  if (options.startProjectors !== false)
    for (const consumer of telemetryConsumers) consumers.set(consumer.name, telemetry.consume(consumer));
  const metrics = new ServiceMetrics({
    pool,
    eventStoreName: eventStore.name,
    projectors: () => [
      ...(options.startProjectors !== false ? projections.status() : []),
      ...(searchOn ? [searchRunner.status()] : []),
    ],
    telemetry,
    telemetryConsumers: consumers,
    processMetrics: config.METRICS_TOKEN !== undefined,
  });
  const mailer = selectMailer(config, join(dataDir, 'outbox'), options.log ?? (() => undefined));
  const jobHandlers: Partial<Record<JobKind, JobHandler>> = {};
  const periodic: PeriodicTask[] = [];
  const jobs = new JobRunner({
    eventStore,
    queue: sqlJobQueue(pool),
    newId: randomUUID,
    now,
    handlers: jobHandlers,
    log: options.log,
    ...options.jobRunner,
  });
  const runJobs = options.runJobs ?? options.role === 'service';
  if (runJobs) jobs.start();
  const idempotency = new IdempotencyStore(pool, { leaseSeconds: config.IDEMPOTENCY_LEASE_SECONDS });
  const purge = runJobs
    ? startPeriodicTask(async () => `${await idempotency.purgeExpired()} expired answers deleted`, {
        name: 'idempotency purge',
        everyMs: options.idempotencyPurgeMs ?? 15 * 60_000,
        log: options.log,
      })
    : null;
  if (options.runWebhooks ?? runJobs) webhooks.start();
  const usageWatch = () =>
    watchUsage({
      eventStore,
      newId: randomUUID,
      now,
      // Stores that searched since yesterday, each counted over its own billing period.
      billedSearches: async (at) => {
        const since = new Date(at.getTime() - 86_400_000).toISOString().slice(0, 10);
        return Promise.all(
          (await storesBilledSince(pool, since)).map(async (tenantId) => {
            const p = await billingPeriods.at(tenantId, at);
            const billed = await billedSearchesBetween(pool, tenantId, p.startDay, p.endDay);
            return { tenantId, billed, period: p.label, limit: p.limit };
          }),
        );
      },
      zeroResultWindows: (since, until) => zeroResultWindows(pool, since, until),
    });
  const usageWatcher = runJobs
    ? startPeriodicTask(usageWatch, {
        name: 'usage watch',
        everyMs: options.usageWatchMs ?? 60_000,
        log: options.log,
      })
    : null;
  /** A secret of its own for each purpose, derived from the service's current secret key. */
  const derivedSecret = (purpose: string) =>
    createHmac('sha256', secretKeys[0] ?? Buffer.alloc(32))
      .update(purpose)
      .digest('base64url');
  const mock = new MockPaymentProvider(config.PUBLIC_BASE_URL, derivedSecret('billing:mock'));
  const { checkout: checkoutProvider, providers } = paymentProviders(config, mock);
  const payLinks = new InvoicePayLinks(config.PUBLIC_BASE_URL, derivedSecret('billing:pay-link'));
  const blobs = selectBlobStore(config, dataDir);
  const downloadLinks = new SignedDownloadLinks(config.PUBLIC_BASE_URL, secretKeys);
  const invoicePdfs = new BlobInvoicePdfs({
    publicBaseUrl: config.PUBLIC_BASE_URL,
    secret: derivedSecret('billing:invoice-pdf'),
    blobs,
    downloads: downloadLinks,
    now,
  });
  const settleSearch = async (position: LogPosition, timeoutMs = 2_000): Promise<void> => {
    if (searchRunner.status().state === 'running')
      await searchRunner.waitForCatchUp(position, timeoutMs).catch(() => undefined);
  };
  // The clock's own commands need no read-your-writes wait.
  const billing = new BillingService({
    eventStore,
    newId: randomUUID,
    now,
    settle: async () => undefined,
    productCount: (t) => countProducts(pool, t),
    providers,
    checkoutProvider,
  });
  const billingClock = runJobs
    ? startPeriodicTask(
        async () => `${await runBillingClock(billing, pool, dueTenants, now())} subscriptions looked at`,
        {
          name: 'billing clock',
          everyMs: config.BILLING_CLOCK_INTERVAL_MS,
          log: options.log,
        },
      )
    : null;
  return {
    config,
    databaseUrl: database.url,
    pool,
    billing: { providers, checkoutProvider, mock, payLinks, invoicePdfs },
    eventStore,
    projections,
    credentials,
    jobs,
    engine,
    analyzer,
    search,
    searchRunner,
    stores,
    billingPeriods,
    meter,
    rateLimiter,
    takeCounting: options.takeCounting ?? takeThenCount(rateLimiter, meter),
    secrets,
    outbound,
    blobs,
    downloadLinks,
    mailer,
    accountCrypto: accountCrypto({ passwordCost: config.PASSWORD_HASH_COST }),
    idempotency,
    webhooks,
    telemetry,
    searchIds: new SignedSearchIds(secretKeys),
    telemetryConsumers: consumers,
    metrics,
    scrapeMetrics: options.scrapeElsewhere?.(metrics.registry) ?? (() => metrics.registry.metrics()),
    async settleTelemetry(timeoutMs = 10_000) {
      await telemetry.flush();
      await Promise.all([...consumers.values()].map((c) => c.caughtUp(timeoutMs)));
    },
    watchUsageNow: async () => {
      await meter.flush();
      return usageWatch();
    },
    onProjected: (listener) => {
      listeners.push(listener);
    },
    jobHandlers,
    newId: randomUUID,
    now,
    every(name, ms, task) {
      if (!runJobs) return;
      periodic.push(
        startPeriodicTask(
          async () => {
            await task();
            return null;
          },
          { name, everyMs: options.periodicMs ?? ms, log: options.log },
        ),
      );
    },
    async settle(position, timeoutMs = 2_000) {
      if (!position) return;
      if (options.settleElsewhere) await options.settleElsewhere(position);
      else if (options.startProjectors === false) {
        // The read models are kept by another process: wait on their stored checkpoints.
        await waitForStoredCheckpoints(
          pool,
          projectors.map((p) => p.name),
          position,
          timeoutMs,
        );
      } else await projections.waitForCatchUp(position, timeoutMs).catch(() => undefined);
      await settleSearch(position, timeoutMs);
    },
    settleSearch,
    async stop() {
      // Each part in turn, whether or not the one before failed: the pool and the database go last.
      const failures = await settleInOrder(
        [
          ['idempotency purge', () => purge?.stop()],
          ['usage watcher', () => usageWatcher?.stop()],
          ['billing clock', () => billingClock?.stop()],
          ['periodic tasks', () => Promise.all(periodic.map((task) => task.stop()))],
          ['job runner', () => jobs.stop()],
          ['webhook dispatcher', () => webhooks.stop()],
          ['webhook outbox', () => webhookOutbox.close()],
          ['mailer', () => mailer.close()],
          ['search projection', () => searchRunner.stop()],
          ['projectors', () => projections.stop()],
          ['usage meter', () => meter.flush().catch(() => undefined)],
          ['own usage meter', () => ownMeter.stop().catch(() => undefined)],
          ['telemetry consumers', () => Promise.all([...consumers.values()].map((c) => c.stop()))],
          ['telemetry log', () => telemetry.close()],
          ['outbound http', () => outbound.close()],
          ['search engine', () => engine.close?.()],
          ['event store', () => eventStore.close()],
          ['background pool', () => background.end()],
          ['database pool', () => pool.end()],
          ['database', () => database.stop()],
        ],
        { log: options.log },
      );
      if (failures.length > 0) throw new Error(failures.join('; '));
    },
  };
}
