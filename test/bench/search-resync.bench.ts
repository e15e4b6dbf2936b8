// npm run bench:search-resync — search latency while the catalog changes. `npm start` (its
// workers: BENCH_WORKERS, else one per core) over 50,000 products, measured from outside in one
// run: searches alone; a full re-sync alone (changed prices, 1,000-product batches back to
// back); then the searches again while a second re-sync runs. Targets: search p99 during the
// re-sync at most 2x the idle p99; the re-sync's throughput under search load no lower than
// about 2,100 products/s (measured before this benchmark existed). Every answer is built
// (`Cache-Control: no-cache`): each batch of a re-sync lets the store's kept answers go, so the
// searches compared in both phases are built ones, and the figure shows how far index updates
// hold them up (docs/search.md, "Answers kept"). Beside them, the young generation's collections
// across the service's processes in each phase (GET /metrics): docs/search-engine.md, "Index
// updates and the collector".
// Env: BENCH_PRODUCTS, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_WORKERS.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { generateCatalog } from '../fixtures/catalog-generator.ts';
import { toProductInput } from '../fixtures/catalog-input.ts';
import { loadCatalog, sendCatalog } from './bench-catalog.ts';
import { startBenchService } from './bench-service.ts';
import { type ServiceRole, serviceCpuByRole, serviceCpuMs } from './process-cpu.ts';
import { type ProcessFigures, pausesBetween, scrapeProcessFigures } from './process-figures.ts';
import { shopperQueries } from './search-bench-queries.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Shoppers searching at once (not a saturating load: the latency, not the throughput, is measured). */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);

const round = (n: number, digits = 2) => Number(n.toFixed(digits));

async function main(): Promise<void> {
  const metricsToken = randomBytes(24).toString('base64url');
  const { service, store, stop } = await startBenchService('search-resync', {
    npmStart: true,
    env: { METRICS_TOKEN: metricsToken },
  });
  // The young generation's collections across the service's processes (GET /metrics): how often
  // and how long a search could be held up by one, idle and during the re-sync.
  const figures = () => scrapeProcessFigures(service.base, metricsToken);
  const youngPerSecond = (before: ProcessFigures, after: ProcessFigures, seconds: number) => {
    const young = pausesBetween(before, after).minor ?? { count: 0, ms: 0 };
    return { per_s: round(young.count / seconds, 1), ms_per_s: round(young.ms / seconds, 1) };
  };
  try {
    const docs = generateCatalog(PRODUCTS, 42);
    await loadCatalog(service.base, store, docs);
    const words = shopperQueries(docs);
    const headers = { authorization: `Bearer ${store.publicKey}`, 'cache-control': 'no-cache' };
    const requests = words.map((w, i) => ({
      method: 'GET',
      path:
        i % 4 === 3
          ? `/v1/search?q=${encodeURIComponent(w)}&filter[price][lte]=500&facets=brand,price`
          : `/v1/search?q=${encodeURIComponent(w)}`,
      headers,
    }));
    // A full re-sync: every product again with its price changed by `factor`.
    const resync = (factor: number) =>
      sendCatalog(
        service.base,
        store.secretKey,
        docs.map((d) => ({ ...toProductInput(d), price: (d.price * factor).toFixed(2) })),
      );

    await autocannon({ url: service.base, requests, connections: CONNECTIONS, duration: 3 });
    const idleFrom = await figures();
    const idle = await autocannon({
      url: service.base,
      requests,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    const idleGc = youngPerSecond(idleFrom, await figures(), SECONDS);
    const loadIdle = loadavg()[0] ?? 0;
    // CPU time of the service's processes and its PostgreSQL over the re-sync alone, per product:
    // far steadier on a shared machine than the re-sync's pace.
    const cpuBefore = serviceCpuMs(service.child.pid);
    const rolesBefore = serviceCpuByRole(service.child.pid);
    const alone = await resync(1.05);
    const cpuUsPerProduct = Math.round(((serviceCpuMs(service.child.pid) - cpuBefore) * 1000) / docs.length);
    const rolesAfter = serviceCpuByRole(service.child.pid);
    // The same, by kind of process (the living ones): where a re-sync's CPU goes.
    const cpuByRole: Record<string, number> = Object.fromEntries(
      Object.entries(rolesAfter).map(([role, ms]) => [
        role,
        Math.round(((ms - rolesBefore[role as ServiceRole]) * 1000) / docs.length),
      ]),
    );
    // Let the workers' indexes take in the last batches before the next phase.
    await new Promise((r) => setTimeout(r, 3_000));
    const duringFrom = await figures();
    const duringStarted = performance.now();
    const during = autocannon({ url: service.base, requests, connections: CONNECTIONS, duration: 3_600 });
    const loaded = await resync(1.1);
    during.stop();
    const busy = await during;
    const duringGc = youngPerSecond(duringFrom, await figures(), (performance.now() - duringStarted) / 1000);
    const loadBusy = loadavg()[0] ?? 0;

    const p99Ratio = round(busy.latency.p99 / Math.max(idle.latency.p99, 0.001));
    const p50Ratio = round(busy.latency.p50 / Math.max(idle.latency.p50, 0.001));
    const load1 = loadavg().map((n) => round(n));
    console.log(
      `search alone: ${Math.round(idle.requests.average)} req/s, p50 ${idle.latency.p50} ms, p99 ${idle.latency.p99} ms (${CONNECTIONS} connections, ${PRODUCTS} products)`,
    );
    console.log(
      `search during a re-sync: ${Math.round(busy.requests.average)} req/s, p50 ${busy.latency.p50} ms, p99 ${busy.latency.p99} ms, non-2xx ${busy.non2xx}`,
    );
    const byRoleText = Object.entries(cpuByRole)
      .map(([role, us]) => `${role} ${us}`)
      .join(', ');
    console.log(`p99 during / idle: ${p99Ratio} (target <= 2); p50: ${p50Ratio}`);
    console.log(
      `young-generation collections, all processes: idle ${idleGc.per_s}/s (${idleGc.ms_per_s} ms/s), during the re-sync ${duringGc.per_s}/s (${duringGc.ms_per_s} ms/s)`,
    );
    console.log(
      `re-sync: ${Math.round(alone)} products/s alone (service CPU ${cpuUsPerProduct} µs per product: ${byRoleText}), ${Math.round(loaded)} products/s under search load (was about 2,100)`,
    );
    console.log(
      `load average ${load1.join(' ')} (1-min after idle phase ${round(loadIdle)}, after re-sync ${round(loadBusy)})`,
    );
    console.log(
      JSON.stringify({
        products: PRODUCTS,
        connections: CONNECTIONS,
        idle: {
          requests_per_s: Math.round(idle.requests.average),
          p50_ms: idle.latency.p50,
          p99_ms: idle.latency.p99,
        },
        during_resync: {
          requests_per_s: Math.round(busy.requests.average),
          p50_ms: busy.latency.p50,
          p99_ms: busy.latency.p99,
          non_2xx: busy.non2xx,
          errors: busy.errors,
        },
        p99_ratio: p99Ratio,
        p50_ratio: p50Ratio,
        resync_products_per_s: { alone: Math.round(alone), under_search_load: Math.round(loaded) },
        resync_cpu_us_per_product: cpuUsPerProduct,
        young_collections: { idle: idleGc, during_resync: duringGc },
        resync_cpu_us_per_product_by_process: cpuByRole,
        loadavg: load1,
      }),
    );
  } finally {
    await stop();
  }
}

await main();
