import { isIP } from 'node:net';
import { z } from 'zod';

/** Every setting the service reads from its environment; documented in the README's table. */
const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./.data'),
  EVENTSTORE_URL: z
    .string()
    .regex(/^esdb(\+discover)?:\/\//, 'must start with esdb://')
    .optional(),
  ELASTICSEARCH_URL: z.string().url().optional(),
  /**
   * What this process runs: `all` (the default: everything in one process), `api` (HTTP and the
   * in-memory search index), `projector` (the SQL read models), `worker` (jobs).
   */
  ROLE: z.enum(['all', 'api', 'projector', 'worker']).default('all'),
  /**
   * How many `api` worker processes serve HTTP on the one port when ROLE is `all` or `api`
   * (node:cluster). Unset: one per core. `1`: everything in one process.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Base address used in problem `type` URLs and links. */
  PUBLIC_BASE_URL: z.string().url().default('http://localhost:8080'),
  /** `on`: `npm start` loads a demo store with a sample catalog on first start and serves `/demo` (docs/widget.md). */
  DEMO_STORE: z.enum(['on', 'off']).default('on'),
  /** Requests per second per key when the store's plan says nothing. */
  DEFAULT_RATE_LIMIT: z.coerce.number().int().min(1).default(50),
  /**
   * Requests per second one client address may make with a store's public keys (public keys
   * are shared by every shopper of the store, so they are limited per client; docs/http.md).
   */
  PUBLIC_RATE_LIMIT_PER_CLIENT: z.coerce.number().int().min(1).default(30),
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For), for per-client
   * limits: unset (none: the client is the connection's peer), a hop count (`1`: one load
   * balancer in front), or the proxies' addresses or CIDRs, comma-separated. `true` is
   * refused: any client could then pick its own address.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): false | number | string[] => {
      if (v === undefined || v === 'false') return false;
      if (/^\d{1,2}$/.test(v)) return Number(v);
      const list = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = list.filter((s) => {
        const [address = '', bits] = s.split('/');
        return isIP(address) === 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits));
      });
      if (bad.length > 0 || list.length === 0) {
        ctx.addIssue({
          code: 'custom',
          message:
            'a hop count, or proxy addresses or CIDRs (comma-separated); `true` would trust any client',
        });
        return z.NEVER;
      }
      return list;
    }),
  /** How long a write holding an Idempotency-Key may run before a retry may take the key over (its process may have died). */
  IDEMPOTENCY_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * Keys sealing stored secrets (webhook secrets, platform tokens): base64 of 32 bytes,
   * comma-separated, the first seals. Unset: one is generated in `$DATA_DIR/secrets.key`.
   */
  SECRETS_KEY: z.string().optional(),
  /** The dashboard's address: links in account mails point at it, and its origin may call with the session cookie (CORS credentials). Unset: PUBLIC_BASE_URL. */
  DASHBOARD_URL: z.string().url().optional(),
  /** `false` drops `Secure` from the session cookie: a development switch for plain-HTTP addresses (docs/accounts.md). */
  SESSION_COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** bcrypt cost of password hashes (each step doubles the time; chosen with `npm run bench:accounts`). */
  PASSWORD_HASH_COST: z.coerce.number().int().min(4).max(15).default(10),
  /** `smtp://user:pass@host:587` or `smtps://...`: send account mail through this server. Unset: mail is written to `$DATA_DIR/outbox/`. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** The sender of account mail. */
  MAIL_FROM: z.string().min(3).default('Store Search <no-reply@localhost>'),
  /**
   * Networks (CIDR, comma-separated) that outgoing calls to client-given URLs may reach even
   * though they are private or loopback. For tests and closed networks only.
   */
  /** Largest import file (upload or download), in bytes. */
  IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(200 * 1024 * 1024),
  /** Where stored files (import uploads, data exports) go: `local` (`$DATA_DIR/blobs`) or `s3` (an S3-compatible bucket, docs/secrets-outbound-blobs.md). */
  BLOB_STORE: z.enum(['local', 's3']).default('local'),
  /** The S3-compatible service's address (path-style: objects at `<endpoint>/<bucket>/<key>`). */
  S3_ENDPOINT: z.string().url().optional(),
  /** The bucket's region (`us-east-1` for MinIO, `auto` for R2). */
  S3_REGION: z.string().min(1).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Prepended to every object key (`store-search/` keeps the service's files under one folder of a shared bucket). */
  S3_KEY_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_-][A-Za-z0-9._-]*\/)*$/, 'plain path segments ending with /')
    .optional(),
  /** How long an import may take to download its URL, in seconds. */
  IMPORT_FETCH_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  OUTBOUND_ALLOWED_NETWORKS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    ),
  /**
   * Kafka bootstrap brokers (`host:port`, comma-separated): set, the telemetry log is a Kafka
   * topic instead of the PostgreSQL table (docs/telemetry.md).
   */
  KAFKA_BROKERS: z
    .string()
    .optional()
    .transform((v, ctx): string[] => {
      const list = (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (list.some((b) => !/^[^\s:/]+:\d{1,5}$/.test(b))) {
        ctx.addIssue({ code: 'custom', message: 'host:port of each broker, comma-separated' });
        return z.NEVER;
      }
      return list;
    }),
  /** The telemetry log's topic when KAFKA_BROKERS is set; records are keyed (partitioned) by store. */
  KAFKA_TOPIC: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,200}$/, 'letters, digits, dots, dashes and underscores')
    .default('store-search.telemetry'),
  /** Bearer token that GET /metrics (Prometheus text) asks for; unset: the path answers 404 (docs/production.md). */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /**
   * CPU priority (nice, 0–19) of the embedded PostgreSQL's connections for work no shopper waits
   * for: the shopper-signal projections (analytics, ranking signals). 0: the same as every other
   * connection. Not applied to a server of DATABASE_URL (docs/production.md, "Background work").
   */
  BACKGROUND_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /** `off`: searches and suggestions are not written to the search log (analytics then see only clicks and events). */
  SEARCH_LOG: z.enum(['on', 'off']).default('on'),
  /**
   * Days the shopper records (searches, suggestions, clicks, carts, orders, views) are kept; the
   * reports' rollups are kept regardless (docs/analytics.md, "How long shopper records are kept").
   * At least 91: recommendations read 90 days of orders and views.
   */
  SHOPPER_LOG_RETENTION_DAYS: z.coerce.number().int().min(91).max(3_650).default(180),
  /**
   * Answers each api process keeps for searches asked again (docs/search.md, "Answers kept"):
   * reused while the store's documents, rules, synonyms, settings and shopper scores are unchanged, 60 s at most. 0: none kept.
   */
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(2_000),
  /** Webhook attempts under way at once per endpoint (across the worker processes): a slow receiver holds only these. */
  WEBHOOK_IN_FLIGHT_PER_ENDPOINT: z.coerce.number().int().min(1).max(100).default(8),
  /** Webhook attempts under way at once in one worker process. */
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(64),
  /** Who takes payment at checkout (docs/billing.md): `mock` (a page of this service), `manual`, or a hosted-checkout provider. */
  BILLING_PROVIDER: z.enum(['mock', 'manual', 'provider_a', 'provider_b']).default('mock'),
  /** provider_a's REST API base address. */
  PROVIDER_A_API_URL: z.string().url().optional(),
  /** provider_a's secret API key (sent as a bearer token). */
  PROVIDER_A_SECRET_KEY: z.string().min(8).optional(),
  /** The secret provider_a signs its webhooks with. */
  PROVIDER_A_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** provider_b's REST API base address. */
  PROVIDER_B_API_URL: z.string().url().optional(),
  /** provider_b's API key (sent as a bearer token). */
  PROVIDER_B_API_KEY: z.string().min(8).optional(),
  /** The secret provider_b signs its webhooks with. */
  PROVIDER_B_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** How often the billing clock (trial ends, renewals, grace, collections) runs in the worker role, in milliseconds. */
  BILLING_CLOCK_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** Time limit of each call to a payment provider's API, in milliseconds. */
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** The platform_a app's OAuth client id and secret (docs/connectors.md); both unset: no platform_a app. */
  PLATFORM_A_CLIENT_ID: z.string().min(1).max(200).optional(),
  PLATFORM_A_CLIENT_SECRET: z.string().min(16).max(500).optional(),
  /** platform_a shops are `<name>.<this domain>`. */
  PLATFORM_A_SHOP_DOMAIN: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/)
    .default('myplatform-a.com'),
  /** A platform_a shop's API address, `{shop}` standing for the shop. */
  PLATFORM_A_API_URL: z.string().includes('{shop}').default('https://{shop}'),
  /** Access the platform_a app asks for at install, comma-separated. */
  PLATFORM_A_SCOPES: z.string().default('read_products'),
  /** The platform_b app's OAuth client id and secret; both unset: no platform_b app. */
  PLATFORM_B_CLIENT_ID: z.string().min(1).max(200).optional(),
  PLATFORM_B_CLIENT_SECRET: z.string().min(16).max(500).optional(),
  /** platform_b's sign-in service (consent page, token endpoint). */
  PLATFORM_B_AUTH_URL: z.string().url().default('https://login.platform-b.com'),
  /** platform_b's API (stores under `/stores/{store hash}`). */
  PLATFORM_B_API_URL: z.string().url().default('https://api.platform-b.com'),
  /** A platform_b storefront's address, `{shop}` standing for the store hash. */
  PLATFORM_B_STORE_URL: z.string().includes('{shop}').default('https://store-{shop}.platform-b.com'),
  /** Access the platform_b app asks for at install, space-separated. */
  PLATFORM_B_SCOPES: z.string().default('store_v2_products_read_only'),
  /** The platform_c app's id and secret; with the webhook key they turn the app on. */
  PLATFORM_C_CLIENT_ID: z.string().min(1).max(200).optional(),
  PLATFORM_C_CLIENT_SECRET: z.string().min(16).max(500).optional(),
  /** The public key (PEM) platform_c signs its webhooks with (RS256). */
  PLATFORM_C_WEBHOOK_PUBLIC_KEY: z.string().includes('BEGIN PUBLIC KEY').optional(),
  /** platform_c's installer (consent) page. */
  PLATFORM_C_INSTALL_URL: z.string().url().default('https://www.platform-c.com/installer/install'),
  /** platform_c's API. */
  PLATFORM_C_API_URL: z.string().url().default('https://www.platform-c-apis.com'),
  /** platform_c's site dashboard (a site's is `<this>/<instance id>`). */
  PLATFORM_C_DASHBOARD_URL: z.string().url().default('https://manage.platform-c.com/dashboard'),
});

export type Config = z.infer<typeof ConfigSchema>;

/** The names of every variable the service reads. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(ConfigSchema.shape);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.superRefine((c, ctx) => {
    // A hosted provider chosen for checkout needs its key and its webhook secret.
    const needs: Record<string, readonly (keyof typeof c)[]> = {
      provider_a: ['PROVIDER_A_API_URL', 'PROVIDER_A_SECRET_KEY', 'PROVIDER_A_WEBHOOK_SECRET'],
      provider_b: ['PROVIDER_B_API_URL', 'PROVIDER_B_API_KEY', 'PROVIDER_B_WEBHOOK_SECRET'],
    };
    if (c.BLOB_STORE === 's3')
      for (const name of [
        'S3_ENDPOINT',
        'S3_REGION',
        'S3_BUCKET',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
      ] as const)
        if (c[name] === undefined)
          ctx.addIssue({ code: 'custom', path: [name], message: 'required when BLOB_STORE is s3' });
    for (const name of needs[c.BILLING_PROVIDER] ?? []) {
      if (c[name] === undefined)
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `required when BILLING_PROVIDER is ${c.BILLING_PROVIDER}`,
        });
    }
  }).safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid configuration: ${problems}`);
  }
  return parsed.data;
}
