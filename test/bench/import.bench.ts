// npm run bench:import — a 100,000-row bilingual CSV (categories, attributes) through POST /v1/imports/upload, twice.

import { once } from 'node:events';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStore } from '../../commands/tenancy/create-store.ts';
import { catalogStream } from '../../domain/catalog/catalog-events.ts';
import { loadConfig } from '../../infra/config.ts';
import { keyGenerator } from '../../infra/crypto/key-generator.ts';
import { buildHttpApp } from '../../infra/http-app.ts';
import { startRuntime } from '../../infra/runtime.ts';
import { generateCatalog } from '../fixtures/catalog-generator.ts';
import { toProductInput } from '../fixtures/catalog-input.ts';
import { startServiceProcess } from '../support/service-process.ts';

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

/** Resident set size of a process now, from /proc (bytes). */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used, and those of its children it has waited for. */
async function cpuOf(pid: number): Promise<{ own: number; children: number }> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state is field 3, utime 14 ... cstime 17.
  const f = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  const at = (field: number) => f[field - 3] ?? 0;
  return { own: (at(14) + at(15)) / TICKS_PER_SECOND, children: (at(16) + at(17)) / TICKS_PER_SECOND };
}

/** CPU seconds of PostgreSQL: the postmaster, its live backends and those that exited. */
async function postgresCpu(dataDir: string): Promise<number> {
  const pid = Number((await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const main = await cpuOf(pid);
  let total = main.own + main.children;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    if (Number(/PPid:\s+(\d+)/.exec(status)?.[1]) !== pid) continue;
    total += await cpuOf(Number(entry)).then(
      (c) => c.own,
      () => 0,
    );
  }
  return total;
}

/** Samples a process's RSS every 50 ms; `stop` answers the peak seen (bytes). */
function sampleRss(read: () => Promise<number> | number): { stop(): Promise<number> } {
  let peak = 0;
  let pending: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    pending = Promise.resolve(read()).then(
      (rss) => {
        peak = Math.max(peak, rss);
      },
      () => undefined,
    );
  }, 50);
  return {
    async stop() {
      clearInterval(timer);
      await pending;
      peak = Math.max(peak, await read());
      return peak;
    },
  };
}

/**
 * Two processes on one PostgreSQL, as a split deployment runs them: this one serves HTTP and
 * keeps the read models and the search index (ROLE api + projector); a child (`infra/main.ts`
 * with ROLE=worker) runs the import job. So the worker's RSS is the import's own memory, and
 * this process's growth is the index and read models of the products it imported.
 */
async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-import-'));
  const csvPath = join(dataDir, 'catalog.csv');
  const rows = await writeCsv(csvPath);
  const bytes = (await stat(csvPath)).size;
  console.log(`wrote ${rows} rows, ${(bytes / 1e6).toFixed(1)} MB`);
  globalThis.gc?.();
  const runtime = await startRuntime(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), {
    role: 'service',
    runJobs: false,
  });
  const app = await buildHttpApp(runtime);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // The worker: same database and data folder (uploaded files, secrets key), no HTTP traffic.
  const worker = await startServiceProcess({
    ROLE: 'worker',
    DATABASE_URL: runtime.databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  const workerPid = worker.child.pid ?? 0;
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
    const auth = { authorization: `Bearer ${store.secretKey}` };
    const catalogEvents = async () => {
      const { rows: r } = await runtime.pool.query<{ n: string }>(
        'select count(*) as n from es_events where stream_id = $1',
        [catalogStream(store.tenantId)],
      );
      return Number(r[0]?.n ?? 0);
    };
    /** Products the search API finds for an empty query (the whole catalog). */
    const searchable = async () => {
      const r = await fetch(`${base}/v1/search?q=&per_page=1`, { headers: auth });
      if (!r.ok) throw new Error(`search failed: ${r.status} ${await r.text()}`);
      return ((await r.json()) as { total: number }).total;
    };
    const run = async () => {
      globalThis.gc?.();
      const workerBase = await rssOf(workerPid);
      const serviceBase = process.memoryUsage().rss;
      const workerPeak = sampleRss(() => rssOf(workerPid));
      const servicePeak = sampleRss(() => process.memoryUsage().rss);
      const eventsBefore = await catalogEvents();
      const cpuBefore = {
        worker: (await cpuOf(workerPid)).own,
        service: process.cpuUsage(),
        pg: await postgresCpu(dataDir),
      };
      const started = performance.now();
      const form = new FormData();
      form.append('source', 'csv');
      form.append('file', await openAsBlob(csvPath), 'catalog.csv');
      const res = await fetch(`${base}/v1/imports/upload`, { method: 'POST', headers: auth, body: form });
      const created = (await res.json()) as { id: string };
      if (res.status !== 202) throw new Error(`upload failed: ${res.status} ${JSON.stringify(created)}`);
      const uploadedMs = performance.now() - started;
      let done: { status: string; stats: Record<string, number>; error: string | null };
      for (;;) {
        const r = await fetch(`${base}/v1/imports/${created.id}`, { headers: auth });
        done = (await r.json()) as typeof done;
        if (['succeeded', 'failed', 'canceled'].includes(done.status)) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const finishedMs = performance.now() - started;
      if (done.status !== 'succeeded') throw new Error(`import ${done.status}: ${done.error}`);
      // End to end: the import's job says finished AND the search API finds every product.
      while ((await searchable()) < rows) await new Promise((resolve) => setTimeout(resolve, 100));
      const seconds = (performance.now() - started) / 1000;
      const serviceCpu = process.cpuUsage(cpuBefore.service);
      const cpu = {
        worker: (await cpuOf(workerPid)).own - cpuBefore.worker,
        service: (serviceCpu.user + serviceCpu.system) / 1e6,
        postgres: (await postgresCpu(dataDir)) - cpuBefore.pg,
      };
      return {
        cpu,
        seconds,
        uploadSeconds: uploadedMs / 1000,
        finishedSeconds: finishedMs / 1000,
        workerRssGrowthMb: ((await workerPeak.stop()) - workerBase) / 1e6,
        serviceRssGrowthMb: ((await servicePeak.stop()) - serviceBase) / 1e6,
        catalogEvents: (await catalogEvents()) - eventsBefore,
        stats: done.stats,
      };
    };
    const describe = (r: Awaited<ReturnType<typeof run>>) =>
      `${r.seconds.toFixed(1)} s end to end (upload ${r.uploadSeconds.toFixed(1)} s, job finished at ${r.finishedSeconds.toFixed(1)} s), import worker peak RSS growth ${r.workerRssGrowthMb.toFixed(0)} MB, service (index + read models) ${r.serviceRssGrowthMb.toFixed(0)} MB, CPU s worker ${r.cpu.worker.toFixed(1)} service ${r.cpu.service.toFixed(1)} postgres ${r.cpu.postgres.toFixed(1)}, ${r.catalogEvents} catalog events, stats ${JSON.stringify(r.stats)}`;
    const cpuFigures = (c: Awaited<ReturnType<typeof run>>['cpu']) => ({
      worker: Number(c.worker.toFixed(1)),
      service: Number(c.service.toFixed(1)),
      postgres: Number(c.postgres.toFixed(1)),
    });
    const first = await run();
    console.log(`first import: ${describe(first)}`);
    const second = await run();
    console.log(`same file again: ${describe(second)}`);
    const load = loadavg().map((l) => Number(l.toFixed(2)));
    console.log(`load average ${load.join(' ')} on ${cpus().length} cores`);
    console.log(
      JSON.stringify({
        rows,
        csv_mb: Number((bytes / 1e6).toFixed(1)),
        first_s: Number(first.seconds.toFixed(1)),
        first_job_s: Number(first.finishedSeconds.toFixed(1)),
        first_import_rss_growth_mb: Math.round(first.workerRssGrowthMb),
        first_index_rss_growth_mb: Math.round(first.serviceRssGrowthMb),
        first_cpu_s: cpuFigures(first.cpu),
        first_added: first.stats.added,
        again_s: Number(second.seconds.toFixed(1)),
        again_import_rss_growth_mb: Math.round(second.workerRssGrowthMb),
        again_cpu_s: cpuFigures(second.cpu),
        again_catalog_events: second.catalogEvents,
        again_unchanged: second.stats.unchanged,
        load_avg: load,
      }),
    );
  } finally {
    await worker.kill('SIGTERM');
    await app.close();
    await runtime.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
