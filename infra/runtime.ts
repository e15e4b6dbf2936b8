import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { EventStore, LogPosition } from '../domain/event-store/event-store.ts';
import type { JobKind } from '../domain/jobs/job-events.ts';
import { type JobHandler, JobRunner } from '../processes/jobs/job-runner.ts';
import type { Config } from './config.ts';
import { EventStoreDbEventStore } from './event-store/eventstoredb/eventstoredb-event-store.ts';
import { PostgresEventStore } from './event-store/postgres/postgres-event-store.ts';
import { CredentialDirectory } from './http/credential-directory.ts';
import { sqlJobQueue } from './jobs/sql-job-queue.ts';
import { startEmbeddedPostgres } from './postgres/embedded.ts';
import { migrate } from './postgres/migrate.ts';
import { createPool, type Pool } from './postgres/pool.ts';
import { SqlProjectionRunner } from './projection-runtime/sql-projection-runner.ts';
import { sqlProjectors } from './projectors.ts';

export type RuntimeRole = 'service' | 'tool';

export interface Runtime {
  readonly config: Config;
  readonly pool: Pool;
  readonly eventStore: EventStore;
  readonly projections: SqlProjectionRunner;
  readonly credentials: CredentialDirectory;
  readonly jobs: JobRunner;
  /** Filled by the composition root before the runner starts; read when a job runs. */
  readonly jobHandlers: Partial<Record<JobKind, JobHandler>>;
  readonly newId: () => string;
  readonly now: () => Date;
  settle(position: LogPosition | null): Promise<void>;
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
  /** Job runner tuning, for tests. */
  readonly jobRunner?: { pollMs?: number; staleAfterMs?: number; heartbeatMs?: number };
}

async function openDatabase(
  config: Config,
  options: RuntimeOptions,
): Promise<{ url: string; stop: () => Promise<void> }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => undefined };
  const dataDir = resolve(config.DATA_DIR);
  await mkdir(dataDir, { recursive: true });
  const server = await startEmbeddedPostgres({
    dataDir,
    durable: options.durable ?? true,
    adoptOrphan: options.role === 'service',
    log: (line) => {
      if (/FATAL|PANIC|ERROR/.test(line)) options.log?.(`postgres: ${line.trim()}`);
    },
  });
  return { url: server.url, stop: () => server.stop() };
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
  const projections = new SqlProjectionRunner(pool, eventStore, sqlProjectors, {
    log: options.log,
    afterCommit: (name) => {
      if (name === 'tenants') credentials.invalidate();
    },
  });
  if (options.startProjectors !== false) await projections.start();
  const jobHandlers: Partial<Record<JobKind, JobHandler>> = {};
  const jobs = new JobRunner({
    eventStore,
    queue: sqlJobQueue(pool),
    newId: randomUUID,
    now: () => new Date(),
    handlers: jobHandlers,
    log: options.log,
    ...options.jobRunner,
  });
  if (options.runJobs ?? options.role === 'service') jobs.start();
  return {
    config,
    pool,
    eventStore,
    projections,
    credentials,
    jobs,
    jobHandlers,
    newId: randomUUID,
    now: () => new Date(),
    async settle(position) {
      if (!position) return;
      await projections.waitForCatchUp(position, 2_000).catch(() => undefined);
    },
    async stop() {
      await jobs.stop();
      await projections.stop();
      await eventStore.close();
      await pool.end();
      await database.stop();
    },
  };
}
