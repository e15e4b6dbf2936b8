// npm run bench:catalog — ingest a 100,000-product bilingual catalog through the HTTP API.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStore } from '../../commands/tenancy/create-store.ts';
import { loadConfig } from '../../infra/config.ts';
import { keyGenerator } from '../../infra/crypto/key-generator.ts';
import { buildHttpApp } from '../../infra/http-app.ts';
import { startRuntime } from '../../infra/runtime.ts';
import { generateCatalog } from '../fixtures/catalog-generator.ts';
import { toProductInput } from '../fixtures/catalog-input.ts';
import { percentile } from './stats.ts';

const TOTAL = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const BATCH = 1000;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-catalog-'));
  const runtime = await startRuntime(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), {
    role: 'service',
  });
  const app = await buildHttpApp(runtime);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const store = await createStore(
      {
        eventStore: runtime.eventStore,
        newId: runtime.newId,
        now: runtime.now,
        settle: (p) => runtime.settle(p),
        keys: keyGenerator,
      },
      { name: 'Bench', locales: ['en', 'ar'], currency: 'SAR', planCode: 'enterprise' },
    );
    const post = async (upsert: unknown[]) => {
      const started = performance.now();
      const res = await fetch(`${base}/v1/products/batch`, {
        method: 'POST',
        headers: { authorization: `Bearer ${store.secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ upsert }),
      });
      const body = (await res.json()) as {
        added: number;
        updated: number;
        unchanged: number;
        errors: unknown[];
      };
      if (res.status !== 200 || body.errors.length > 0)
        throw new Error(`batch failed: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      return { ms: performance.now() - started, body };
    };
    const catalog = generateCatalog(TOTAL, 42).map(toProductInput);
    console.log(`generated ${catalog.length} products`);

    const batchMs: number[] = [];
    const ingestStart = performance.now();
    for (let i = 0; i < catalog.length; i += BATCH)
      batchMs.push((await post(catalog.slice(i, i + BATCH))).ms);
    const ingestSeconds = (performance.now() - ingestStart) / 1000;
    await runtime.settle(await runtime.eventStore.headPosition());
    console.log(
      `ingested ${TOTAL} products in ${ingestSeconds.toFixed(1)} s; batch p50 ${percentile(batchMs, 50).toFixed(0)} ms, p99 ${percentile(batchMs, 99).toFixed(0)} ms`,
    );

    // From the answer of a batch that changes 1,000 products until the read model holds all of them.
    const lagMs: number[] = [];
    for (let round = 0; round < 10; round++) {
      const slice = catalog
        .slice(round * BATCH, (round + 1) * BATCH)
        .map((p) => ({ ...p, price: (Number(p.price) + round + 1).toFixed(2) }));
      await post(slice);
      const answered = performance.now();
      const ids = slice.map((p) => p.id);
      for (;;) {
        const { rows } = await runtime.pool.query<{ n: string }>(
          'select count(*) as n from products where tenant_id = $1 and id = any($2) and price = any($3::numeric[])',
          [store.tenantId, ids, slice.map((p) => p.price)],
        );
        if (Number(rows[0]?.n) === BATCH) break;
        await new Promise((r) => setTimeout(r, 2));
      }
      lagMs.push(performance.now() - answered);
    }
    console.log(
      `answer to read model: p50 ${percentile(lagMs, 50).toFixed(0)} ms, max ${Math.max(...lagMs).toFixed(0)} ms`,
    );

    const unchangedMs: number[] = [];
    const same = catalog.slice(50_000 % TOTAL, (50_000 % TOTAL) + BATCH);
    for (let i = 0; i < 30; i++) {
      const { ms, body } = await post(same);
      if (body.unchanged !== same.length) throw new Error('expected every product unchanged');
      unchangedMs.push(ms);
    }
    console.log(
      `all-unchanged batch: p50 ${percentile(unchangedMs, 50).toFixed(1)} ms, p99 ${percentile(unchangedMs, 99).toFixed(1)} ms`,
    );
    console.log(
      JSON.stringify({
        products: TOTAL,
        ingest_s: Number(ingestSeconds.toFixed(2)),
        batch_p50_ms: Math.round(percentile(batchMs, 50)),
        batch_p99_ms: Math.round(percentile(batchMs, 99)),
        read_model_lag_p50_ms: Math.round(percentile(lagMs, 50)),
        read_model_lag_max_ms: Math.round(Math.max(...lagMs)),
        unchanged_batch_p50_ms: Number(percentile(unchangedMs, 50).toFixed(1)),
        unchanged_batch_p99_ms: Number(percentile(unchangedMs, 99).toFixed(1)),
      }),
    );
  } finally {
    await app.close();
    await runtime.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
