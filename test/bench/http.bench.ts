// npm run bench:http — GET /v1/whoami with a valid key under load on loopback.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createStore } from '../../commands/tenancy/create-store.ts';
import { loadConfig } from '../../infra/config.ts';
import { keyGenerator } from '../../infra/crypto/key-generator.ts';
import { startRuntime } from '../../infra/runtime.ts';
import { startServiceProcess } from '../support/service-process.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-http-'));
  // The service runs in its own process (as in production); the load comes from this one.
  const service = await startServiceProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const tool = await startRuntime(loadConfig({ DATA_DIR: dataDir }), {
    role: 'tool',
    startProjectors: false,
    runJobs: false,
  });
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
    const headers = { authorization: `Bearer ${store.publicKey}` };
    for (let i = 0; i < 200; i++) {
      if ((await fetch(`${service.base}/v1/whoami`, { headers })).status === 200) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    await autocannon({ url: `${service.base}/v1/whoami`, headers, connections: 32, duration: 2 });
    const result = await autocannon({
      url: `${service.base}/v1/whoami`,
      headers,
      connections: 32,
      pipelining: 1,
      duration: SECONDS,
    });
    const non2xx = result.non2xx;
    console.log(
      `whoami: ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${non2xx}, errors ${result.errors}`,
    );
    console.log(
      JSON.stringify({
        route: 'GET /v1/whoami',
        connections: 32,
        seconds: SECONDS,
        requests_per_s: Math.round(result.requests.average),
        p50_ms: result.latency.p50,
        p99_ms: result.latency.p99,
        non_2xx: non2xx,
        errors: result.errors,
      }),
    );
  } finally {
    await tool.stop();
    await service.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
