// npm run bench:cluster-ipc — what asking the primary for rate limits and usage counts costs a
// worker: one call alone (round trip), and many at once (batched per event-loop turn), beside
// the same calls on the in-process limiter (env BENCH_CALLS).
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { UsageMeter } from '../../domain/billing/usage-meter.ts';
import { ClusterRateLimiter, CountsClient } from '../../infra/cluster/counts-client.ts';
import { type ClusterMessage, isClusterMessage, MachineCounts } from '../../infra/cluster/machine-counts.ts';
import { InMemoryRateLimiter } from '../../infra/http/in-memory-rate-limiter.ts';
import type { RateLimit } from '../../infra/http/rate-limiter.ts';
import { percentile } from './stats.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 20_000);
const limitsOf = (i: number): RateLimit[] => [
  { bucket: `public:t${i % 50}:10.0.0.${i % 200}`, perSecond: 1e9, burst: 1e9 },
  { bucket: `public:t${i % 50}`, perSecond: 1e9, burst: 1e9 },
];

/** The worker side, in a child process: measures its own calls and reports them. */
async function child(): Promise<void> {
  const client = new CountsClient({
    send: (m) => process.send?.(m),
    onMessage: (listener) =>
      process.on('message', (m: unknown) => {
        if (isClusterMessage(m)) listener(m);
      }),
  });
  const limiter = new ClusterRateLimiter(client);
  // Warm up, then one call at a time: the round trip.
  for (let i = 0; i < 500; i++) await limiter.take(limitsOf(i));
  const alone: number[] = [];
  for (let i = 0; i < CALLS / 4; i++) {
    const t = performance.now();
    await limiter.take(limitsOf(i));
    alone.push((performance.now() - t) * 1000);
  }
  // 16 callers at once (16 connections' requests): calls share messages.
  const together: number[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < CALLS) {
        const i = next++;
        const t = performance.now();
        await limiter.take(limitsOf(i));
        together.push((performance.now() - t) * 1000);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  process.send?.({
    kind: 'bench-result',
    alone_p50_us: percentile(alone, 50),
    alone_p99_us: percentile(alone, 99),
    concurrent16_p50_us: percentile(together, 50),
    concurrent16_p99_us: percentile(together, 99),
    concurrent16_calls_per_s: Math.round(CALLS / seconds),
  });
}

async function main(): Promise<void> {
  const local = new InMemoryRateLimiter();
  const t0 = performance.now();
  for (let i = 0; i < CALLS; i++) local.take(limitsOf(i));
  const inProcessUs = ((performance.now() - t0) * 1000) / CALLS;

  const meter: UsageMeter = {
    recordSearch: async (_t, billed, at) => ({
      searches: 1,
      billed: billed ? 1 : 0,
      period: at.toISOString().slice(0, 7),
      limit: null,
    }),
    recordSuggest: () => undefined,
    flush: async () => undefined,
  };
  const counts = new MachineCounts(new InMemoryRateLimiter(), meter);
  const worker = fork(fileURLToPath(import.meta.url), ['child'], {
    execArgv: ['--import', 'tsx'],
    serialization: 'json',
  });
  let messages = 0;
  let calls = 0;
  const result = await new Promise<Record<string, number>>((resolve, reject) => {
    worker.on('error', reject);
    worker.on('message', (m: unknown) => {
      if (isClusterMessage(m) && m.kind === 'store-search:calls') {
        messages++;
        calls += m.calls.length;
        void counts
          .run(m.calls)
          .then((answers) => worker.send({ kind: 'store-search:answers', answers } satisfies ClusterMessage));
      } else if (typeof m === 'object' && m !== null && (m as { kind?: string }).kind === 'bench-result') {
        const { kind: _kind, ...figures } = m as Record<string, number>;
        resolve(figures);
      }
    });
  });
  worker.kill();
  const load = loadavg().map((l) => Math.round(l * 100) / 100);
  console.log(
    `rate limit take: in process ${inProcessUs.toFixed(2)} µs; over IPC alone p50 ${result.alone_p50_us?.toFixed(0)} µs, 16 at once p50 ${result.concurrent16_p50_us?.toFixed(0)} µs (${result.concurrent16_calls_per_s} calls/s, ${(calls / messages).toFixed(1)} calls per message); load ${load.join(' ')}`,
  );
  console.log(
    JSON.stringify({
      bench: 'cluster-ipc',
      calls: CALLS,
      in_process_take_us: Math.round(inProcessUs * 100) / 100,
      ...Object.fromEntries(Object.entries(result).map(([k, v]) => [k, Math.round(v)])),
      calls_per_message: Math.round((calls / messages) * 10) / 10,
      load_average: load,
    }),
  );
}

if (process.argv[2] === 'child') await child();
else await main();
