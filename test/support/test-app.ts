import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  type CreatedStore,
  type CreateStoreInput,
  createStore,
} from '../../commands/tenancy/create-store.ts';
import { loadConfig } from '../../infra/config.ts';
import { keyGenerator } from '../../infra/crypto/key-generator.ts';
import { buildHttpApp } from '../../infra/http-app.ts';
import { type Runtime, type RuntimeOptions, startRuntime } from '../../infra/runtime.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly runtime: Runtime;
  readonly db: TestDatabase;
  createStore(input?: Partial<CreateStoreInput>): Promise<CreatedStore>;
  /** Waits until every read model holds every event committed so far. */
  settle(): Promise<void>;
  /** `POST /v1/products/batch` of `products` (throws unless it answers 200), then `settle`. */
  upsertProducts(store: CreatedStore, products: readonly object[]): Promise<void>;
  close(): Promise<void>;
}

/** The real service (runtime + HTTP app, no socket) over a fresh database of the run's PostgreSQL. */
export async function startTestApp(
  env: Record<string, string> = {},
  runtimeOptions: Partial<RuntimeOptions> = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  // Files the service keeps (its generated secrets key, blobs) go to a folder of this app's own.
  const dataDir = await mkdtemp(join(tmpdir(), 'store-search-app-'));
  const config = loadConfig({ DATABASE_URL: db.url, LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const runtime = await startRuntime(config, {
    role: 'service',
    jobRunner: { pollMs: 20, staleAfterMs: 60_000 },
    ...runtimeOptions,
  });
  const app = await buildHttpApp(runtime);
  const settle = async (): Promise<void> => {
    // The newest committed event, even one that readers cannot see yet because an older
    // transaction is still open: the head readers see could be behind what the test wrote.
    const { rows } = await db.pool.query<{ commit: string; prepare: string }>(
      'select transaction_id::text as commit, position::text as prepare from es_events order by transaction_id desc, position desc limit 1',
    );
    const row = rows[0];
    // However loaded the machine: the service's own 2-second wait let a test read a read model
    // that was still behind (a renewal's retry time at load, in CI).
    if (row) await runtime.settle({ commit: BigInt(row.commit), prepare: BigInt(row.prepare) }, 60_000);
  };

  return {
    app,
    runtime,
    db,
    createStore: (input = {}) =>
      createStore(
        {
          eventStore: runtime.eventStore,
          newId: runtime.newId,
          now: runtime.now,
          // A test uses the store's keys next: wait until the read models hold them, however
          // loaded the machine (the service's own 2-second wait let a key answer 401 at load 18).
          settle: (p) => runtime.settle(p, 60_000),
          keys: keyGenerator,
        },
        { name: 'Test Store', locales: ['en', 'ar'], currency: 'SAR', ...input },
      ),
    settle,
    async upsertProducts(store, products) {
      const batch = await app.inject({
        method: 'POST',
        url: '/v1/products/batch',
        headers: bearer(store.secretKey),
        payload: { upsert: products },
      });
      if (batch.statusCode !== 200)
        throw new Error(`products batch answered ${batch.statusCode}: ${batch.body}`);
      await settle();
    },
    async close() {
      await app.close();
      await runtime.stop();
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (key: string): Record<string, string> => ({ authorization: `Bearer ${key}` });
