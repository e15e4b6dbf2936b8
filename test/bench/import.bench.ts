// npm run bench:import — a 100,000-row bilingual CSV (categories, attributes) through POST /v1/imports/upload, twice.

import { once } from 'node:events';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStore } from '../../commands/tenancy/create-store.ts';
import { catalogStream } from '../../domain/catalog/catalog-events.ts';
import { loadConfig } from '../../infra/config.ts';
import { keyGenerator } from '../../infra/crypto/key-generator.ts';
import { buildHttpApp } from '../../infra/http-app.ts';
import { startRuntime } from '../../infra/runtime.ts';
import { generateCatalog } from '../fixtures/catalog-generator.ts';
import { toProductInput } from '../fixtures/catalog-input.ts';

const TOTAL = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const cell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

/** Writes the catalog as a merchant's CSV export, row by row (never held as one string). */
async function writeCsv(path: string): Promise<number> {
  const out = createWriteStream(path);
  const write = async (line: string) => {
    if (!out.write(`${line}\r\n`)) await once(out, 'drain');
  };
  await write(
    'SKU,Name (English),الاسم,Brand,السعر,Sale price,Category,التصنيف,Color,Size,Stock,Description',
  );
  let rows = 0;
  for (const d of generateCatalog(TOTAL, 42).map(toProductInput)) {
    const category = d.categories[0];
    const path = (lang: string) =>
      category ? category.path.map((level) => level[lang] ?? '').join(' > ') : '';
    await write(
      [
        d.id,
        d.name.en ?? '',
        d.name.ar ?? '',
        d.brand ?? '',
        d.price,
        d.sale_price ?? '',
        path('en'),
        path('ar'),
        d.attributes?.Color ?? '',
        d.attributes?.Size ?? '',
        d.in_stock ? String(1 + (rows % 40)) : '0',
        d.description?.en ?? '',
      ]
        .map((v) => cell(String(v)))
        .join(','),
    );
    rows++;
  }
  out.end();
  await once(out, 'finish');
  return rows;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-import-'));
  const csvPath = join(dataDir, 'catalog.csv');
  const rows = await writeCsv(csvPath);
  const bytes = (await stat(csvPath)).size;
  console.log(`wrote ${rows} rows, ${(bytes / 1e6).toFixed(1)} MB`);
  globalThis.gc?.();
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
    const catalogEvents = async () => {
      const { rows: r } = await runtime.pool.query<{ n: string }>(
        'select count(*) as n from es_events where stream_id = $1',
        [catalogStream(store.tenantId)],
      );
      return Number(r[0]?.n ?? 0);
    };
    const run = async () => {
      globalThis.gc?.();
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 50);
      const eventsBefore = await catalogEvents();
      const started = performance.now();
      const form = new FormData();
      form.append('source', 'csv');
      form.append('file', await openAsBlob(csvPath), 'catalog.csv');
      const res = await fetch(`${base}/v1/imports/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${store.secretKey}` },
        body: form,
      });
      const created = (await res.json()) as { id: string };
      if (res.status !== 202) throw new Error(`upload failed: ${res.status} ${JSON.stringify(created)}`);
      const uploadedMs = performance.now() - started;
      let done: { status: string; stats: Record<string, number>; error: string | null };
      for (;;) {
        const r = await fetch(`${base}/v1/imports/${created.id}`, {
          headers: { authorization: `Bearer ${store.secretKey}` },
        });
        done = (await r.json()) as typeof done;
        if (['succeeded', 'failed', 'canceled'].includes(done.status)) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      if (done.status !== 'succeeded') throw new Error(`import ${done.status}: ${done.error}`);
      return {
        seconds,
        uploadSeconds: uploadedMs / 1000,
        rssGrowthMb: (peak - baseline) / 1e6,
        catalogEvents: (await catalogEvents()) - eventsBefore,
        stats: done.stats,
      };
    };
    const first = await run();
    console.log(
      `first import: ${first.seconds.toFixed(1)} s end to end (upload ${first.uploadSeconds.toFixed(1)} s), peak RSS growth ${first.rssGrowthMb.toFixed(0)} MB, ${first.catalogEvents} catalog events, stats ${JSON.stringify(first.stats)}`,
    );
    const second = await run();
    console.log(
      `same file again: ${second.seconds.toFixed(1)} s, peak RSS growth ${second.rssGrowthMb.toFixed(0)} MB, ${second.catalogEvents} catalog events, stats ${JSON.stringify(second.stats)}`,
    );
    const load = loadavg().map((l) => Number(l.toFixed(2)));
    console.log(`load average ${load.join(' ')} on ${(await import('node:os')).cpus().length} cores`);
    console.log(
      JSON.stringify({
        rows,
        csv_mb: Number((bytes / 1e6).toFixed(1)),
        first_s: Number(first.seconds.toFixed(1)),
        first_rss_growth_mb: Math.round(first.rssGrowthMb),
        first_added: first.stats.added,
        again_s: Number(second.seconds.toFixed(1)),
        again_rss_growth_mb: Math.round(second.rssGrowthMb),
        again_catalog_events: second.catalogEvents,
        again_unchanged: second.stats.unchanged,
        load_avg: load,
      }),
    );
  } finally {
    await app.close();
    await runtime.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
