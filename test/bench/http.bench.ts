// npm run bench:http — GET /v1/whoami with a valid key under load on loopback.
import autocannon from 'autocannon';
import { startBenchService } from './bench-service.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function main(): Promise<void> {
  const { service, store, stop } = await startBenchService('http');
  try {
    const headers = { authorization: `Bearer ${store.publicKey}` };
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
    await stop();
  }
}

await main();
