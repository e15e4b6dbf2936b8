import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CreatedStore, createStore } from '../../commands/tenancy/create-store.ts';
import { loadConfig } from '../../infra/config.ts';
import { keyGenerator } from '../../infra/crypto/key-generator.ts';
import { type Runtime, startRuntime } from '../../infra/runtime.ts';
import { type ServiceProcess, startServiceProcess } from '../support/service-process.ts';

export interface BenchService {
  readonly service: ServiceProcess;
  readonly store: CreatedStore;
  /** The service's database, read directly (a benchmark's probes). */
  readonly pool: Runtime['pool'];
  stop(): Promise<void>;
}

/**
 * The service in its own process (as in production) on a fresh data folder, with one
 * enterprise store whose keys the service already accepts: the load then comes from the
 * benchmark's process.
 */
export async function startBenchService(
  name: string,
  options: { npmStart?: boolean; env?: Record<string, string> } = {},
): Promise<BenchService> {
  const dataDir = await mkdtemp(join(tmpdir(), `bench-${name}-`));
  // `npmStart`: the real entry point with its workers (BENCH_WORKERS, else one per core).
  const workers = process.env.BENCH_WORKERS ?? String(availableParallelism());
  // The load generator is one client address standing for many shoppers: lift the per-client limit of public keys.
  const service = await startServiceProcess(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_RATE_LIMIT_PER_CLIENT: '1000000',
      ...(options.npmStart ? { WEB_CONCURRENCY: workers } : {}),
      ...options.env,
    },
    { npm: options.npmStart === true },
  );
  const tool = await startRuntime(loadConfig({ DATA_DIR: dataDir }), {
    role: 'tool',
    startProjectors: false,
    runJobs: false,
  });
  const stop = async () => {
    await tool.stop();
    await service.kill('SIGTERM');
    // The embedded PostgreSQL may still be writing its last WAL as the service exits: retry.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  try {
    const store = await createStore(
      {
        eventStore: tool.eventStore,
        newId: tool.newId,
        now: tool.now,
        settle: async () => undefined,
        keys: keyGenerator,
      },
      { name: 'Bench', locales: ['en', 'ar'], currency: 'SAR', planCode: 'enterprise' },
    );
    // The service's read model learns the new keys a moment later.
    for (let i = 0; i < 200; i++) {
      const res = await fetch(`${service.base}/v1/whoami`, {
        headers: { authorization: `Bearer ${store.secretKey}` },
      });
      if (res.status === 200) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    return { service, store, pool: tool.pool, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
