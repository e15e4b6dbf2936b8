// npm run bench:telemetry — clicks and events over HTTP into the default (PostgreSQL) telemetry
// log: records/s, the click call's p99, the lag until a report includes a record (p99), and
// search throughput with and without the search log, in one run (env BENCH_SECONDS,
// BENCH_CONNECTIONS, BENCH_PRODUCTS).
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { generateCatalog } from '../fixtures/catalog-generator.ts';
import { toProductInput } from '../fixtures/catalog-input.ts';
import { type BenchService, startBenchService } from './bench-service.ts';
import { percentile } from './stats.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5_000);
const EVENTS_PER_CALL = 20;
const round3 = (x: number) => Math.round(x * 1000) / 1000;

async function loadCatalog(bench: BenchService): Promise<string[]> {
  const docs = generateCatalog(PRODUCTS, 7);
  const secret = { authorization: `Bearer ${bench.store.secretKey}`, 'content-type': 'application/json' };
  for (let i = 0; i < docs.length; i += 1000) {
    const res = await fetch(`${bench.service.base}/v1/products/batch`, {
      method: 'POST',
      headers: secret,
      body: JSON.stringify({ upsert: docs.slice(i, i + 1000).map(toProductInput) }),
    });
    if (res.status !== 200) throw new Error(`batch failed: ${res.status}`);
  }
  const headers = { authorization: `Bearer ${bench.store.publicKey}` };
  for (let i = 0; i < 2_400; i++) {
    const r = (await (await fetch(`${bench.service.base}/v1/search?q=&per_page=1`, { headers })).json()) as {
      total?: number;
    };
    if ((r.total ?? 0) >= PRODUCTS) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return docs.slice(0, 200).map((d) => (d.name.en ?? '').split(' ').slice(0, 2).join(' '));
}

async function searchThroughput(bench: BenchService, words: readonly string[]): Promise<number> {
  const headers = { authorization: `Bearer ${bench.store.publicKey}` };
  const requests = words.map((w, i) => ({
    method: 'GET' as const,
    path: `/v1/search?q=${encodeURIComponent(w)}&session=s${i % 50}`,
    headers,
  }));
  await autocannon({ url: bench.service.base, requests, connections: CONNECTIONS, duration: 2 });
  const r = await autocannon({
    url: bench.service.base,
    requests,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return Math.round(r.requests.average);
}

async function main(): Promise<void> {
  const figures: Record<string, unknown> = {};
  // Search with the search log off, then on (the same catalog, a fresh service each).
  const quiet = await startBenchService('telemetry-nolog', { env: { SEARCH_LOG: 'off' } });
  let searchWithout = 0;
  try {
    const words = await loadCatalog(quiet);
    searchWithout = await searchThroughput(quiet, words);
  } finally {
    await quiet.stop();
  }

  const bench = await startBenchService('telemetry');
  try {
    const words = await loadCatalog(bench);
    const searchWith = await searchThroughput(bench, words);
    const base = bench.service.base;
    const headers = { authorization: `Bearer ${bench.store.publicKey}`, 'content-type': 'application/json' };
    const first = (await (
      await fetch(`${base}/v1/search?q=${encodeURIComponent(words[0] ?? '')}`, { headers })
    ).json()) as {
      search_id: string;
      ids: string[];
    };
    const clickBody = JSON.stringify({
      search_id: first.search_id,
      product_id: first.ids[0] ?? 'x',
      position: 1,
    });
    const eventBody = JSON.stringify({
      events: Array.from({ length: EVENTS_PER_CALL }, (_, i) => ({
        type: i % 10 === 0 ? 'add_to_cart' : 'view',
        session: `bench-${i % 7}`,
        product_id: first.ids[i % Math.max(1, first.ids.length)] ?? 'x',
      })),
    });

    // The lag probe: a search with a query of its own every 250 ms, timed until its row is in
    // the search log (written in the same transaction as the rollups the reports read).
    const db = bench.pool;
    const lags: number[] = [];
    let probing = true;
    const probe = (async () => {
      for (let i = 0; probing; i++) {
        const sent = performance.now();
        const res = await fetch(`${base}/v1/search?q=probe${i}zq`, { headers });
        const { search_id } = (await res.json()) as { search_id: string };
        (async () => {
          for (;;) {
            const { rowCount } = await db.query('select 1 from search_log where search_id = $1', [search_id]);
            if (rowCount) {
              lags.push(performance.now() - sent);
              return;
            }
            await new Promise((r) => setTimeout(r, 20));
          }
        })().catch(() => undefined);
        await new Promise((r) => setTimeout(r, 250));
      }
    })();

    // The bare route beside it, in the same service and run: GET /v1/whoami with the same public
    // key and connections answers a few bytes after the same authentication, so calls/s of clicks
    // and events against it is the cost of the telemetry routes themselves on this machine now.
    await autocannon({ url: `${base}/v1/whoami`, headers, connections: CONNECTIONS, duration: 2 });
    const whoami = await autocannon({
      url: `${base}/v1/whoami`,
      headers,
      connections: CONNECTIONS,
      duration: SECONDS,
    });

    const started = performance.now();
    const [clicks, events] = await Promise.all([
      autocannon({
        url: `${base}/v1/click`,
        method: 'POST',
        headers,
        body: clickBody,
        connections: CONNECTIONS / 2,
        duration: SECONDS,
      }),
      autocannon({
        url: `${base}/v1/event`,
        method: 'POST',
        headers,
        body: eventBody,
        connections: CONNECTIONS / 2,
        duration: SECONDS,
      }),
    ]);
    const accepted = clicks['2xx'] + events['2xx'] * EVENTS_PER_CALL;
    const sendSeconds = (performance.now() - started) / 1000;
    probing = false;
    await probe;
    // Until every accepted record is applied by the analytics projection.
    const drainStarted = performance.now();
    for (;;) {
      const { rows } = await db.query<{ n: string }>(
        `select (select count(*) from click_log) + (select count(*) from event_log) as n`,
      );
      if (Number(rows[0]?.n) >= accepted) break;
      if (performance.now() - drainStarted > 300_000) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const appliedSeconds = (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 500));
    Object.assign(figures, {
      connections: CONNECTIONS,
      seconds: SECONDS,
      accepted_records_per_s: Math.round(accepted / sendSeconds),
      applied_records_per_s: Math.round(accepted / appliedSeconds),
      click_calls_per_s: Math.round(clicks.requests.average),
      click_p50_ms: clicks.latency.p50,
      click_p99_ms: clicks.latency.p99,
      event_calls_per_s: Math.round(events.requests.average),
      event_p99_ms: events.latency.p99,
      non_2xx: clicks.non2xx + events.non2xx,
      whoami_calls_per_s: Math.round(whoami.requests.average),
      whoami_p99_ms: whoami.latency.p99,
      telemetry_calls_vs_whoami: round3(
        (clicks.requests.average + events.requests.average) / Math.max(1, whoami.requests.average),
      ),
      report_lag_p50_ms: Math.round(percentile(lags, 50)),
      report_lag_p99_ms: Math.round(percentile(lags, 99)),
      lag_probes: lags.length,
      search_per_s_without_log: searchWithout,
      search_per_s_with_log: searchWith,
      search_log_cost_pct: Math.round((1 - searchWith / Math.max(1, searchWithout)) * 1000) / 10,
      loadavg_1m: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    });
    console.log(
      `telemetry: ${figures.accepted_records_per_s} records/s accepted, ${figures.applied_records_per_s} applied; click p99 ${clicks.latency.p99} ms; report lag p99 ${figures.report_lag_p99_ms} ms; search ${searchWithout} -> ${searchWith} req/s with the search log; calls/s ${figures.telemetry_calls_vs_whoami}× whoami (${figures.whoami_calls_per_s}/s); load ${figures.loadavg_1m}`,
    );
    console.log(JSON.stringify(figures));
  } finally {
    await bench.stop();
  }
}

await main();
