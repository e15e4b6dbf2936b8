// npm run bench:search-http — GET /v1/search under load on loopback, over a 100,000-product catalog
// (env BENCH_PRODUCTS, BENCH_SECONDS, BENCH_CONNECTIONS).
import autocannon from 'autocannon';
import { generateCatalog } from '../fixtures/catalog-generator.ts';
import { toProductInput } from '../fixtures/catalog-input.ts';
import { startBenchService } from './bench-service.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
/** Concurrent connections of the load generator (16 for the figures in docs/search-engine.md). */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

async function main(): Promise<void> {
  const { service, store, stop } = await startBenchService('search-http');
  try {
    const secret = { authorization: `Bearer ${store.secretKey}`, 'content-type': 'application/json' };
    const docs = generateCatalog(PRODUCTS, 42);
    const catalog = docs.map(toProductInput);
    for (let i = 0; i < catalog.length; i += 1000) {
      const res = await fetch(`${service.base}/v1/products/batch`, {
        method: 'POST',
        headers: secret,
        body: JSON.stringify({ upsert: catalog.slice(i, i + 1000) }),
      });
      if (res.status !== 200) throw new Error(`batch failed: ${res.status}`);
    }
    // Queries shoppers type: words of product names in both languages, some with a filter.
    const words = docs
      .slice(0, 200)
      .flatMap((d) => [
        (d.name.en ?? '').split(' ').slice(0, 2).join(' '),
        (d.name.ar ?? '').split(' ').slice(0, 1).join(' '),
      ]);
    const paths = words
      .filter(Boolean)
      .map((w, i) =>
        i % 4 === 3
          ? `/v1/search?q=${encodeURIComponent(w)}&filter[price][lte]=500&facets=brand,price`
          : `/v1/search?q=${encodeURIComponent(w)}`,
      );
    const headers = { authorization: `Bearer ${store.publicKey}` };
    // Load starts once the whole catalog is in: the search index holds every product and the
    // catalog read model has the last one (no ingest runs alongside the measured searches).
    const lastId = docs[docs.length - 1]?.id ?? '';
    const deadline = Date.now() + 600_000;
    for (;;) {
      const browse = (await (await fetch(`${service.base}/v1/search?q=&per_page=1`, { headers })).json()) as {
        total?: number;
      };
      const last = await fetch(`${service.base}/v1/products/${encodeURIComponent(lastId)}`, {
        headers: secret,
      });
      await last.arrayBuffer();
      if ((browse.total ?? 0) >= PRODUCTS && last.status === 200) break;
      if (Date.now() > deadline) throw new Error(`catalog not loaded: ${browse.total} products searchable`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const requests = paths.map((path) => ({ method: 'GET', path, headers }));
    await autocannon({ url: service.base, requests, connections: CONNECTIONS, duration: 3 });
    const result = await autocannon({
      url: service.base,
      requests,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    console.log(
      `search over ${PRODUCTS} products: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
    );
    console.log(
      JSON.stringify({
        route: 'GET /v1/search',
        products: PRODUCTS,
        connections: CONNECTIONS,
        seconds: SECONDS,
        requests_per_s: Math.round(result.requests.average),
        p50_ms: result.latency.p50,
        p99_ms: result.latency.p99,
        non_2xx: result.non2xx,
        errors: result.errors,
      }),
    );
  } finally {
    await stop();
  }
}

await main();
