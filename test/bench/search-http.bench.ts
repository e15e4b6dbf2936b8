// npm run bench:search-http — `npm start` (its workers: BENCH_WORKERS, else one per core) over a
// 100,000-product catalog, measured from outside in one run:
// 1. GET /v1/whoami, then GET /v1/search, each under load with the same connections: search
//    throughput as a share of whoami's (target at least 0.30) and search p99 (target under 15 ms).
//    The 400 queries come round again and again, as a store's head queries do, so most answers
//    are kept ones (docs/search.md, "Answers kept"); the same load is then run again with
//    `Cache-Control: no-cache`, every answer built anew, and printed beside it;
// 2. one query at a time, the answer's `took_ms` against the engine's own time for the same query
//    (`engine_ms` of a debug trace), for relevance searches, filtered searches with facets and
//    browses (target: took_ms p50 at most 2x the engine's p50; each answer built, `no-cache`), and the p50 of each stage's time
//    in the debug traces (`timings_ms`): where the time outside the engine goes. The answer and
//    the trace of a query are asked one after the other, the answer first for every other query
//    and the trace first for the rest (the second of the two runs with the query's data in the
//    processor's caches); the ratio of each order is printed beside the ratio of all.
// Env: BENCH_PRODUCTS, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_WORKERS.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { generateCatalog } from '../fixtures/catalog-generator.ts';
import { loadCatalog } from './bench-catalog.ts';
import { startBenchService } from './bench-service.ts';
import { shopperQueries } from './search-bench-queries.ts';
import { percentile } from './stats.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
/** Concurrent connections of the load generator. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** Sequential searches per kind for the took_ms / engine comparison. */
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 300);

type Kind = 'relevance' | 'filtered' | 'browse';
interface Query {
  readonly kind: Kind;
  readonly q: string;
}

const round = (n: number, digits = 3) => Number(n.toFixed(digits));

async function main(): Promise<void> {
  const metricsToken = randomBytes(24).toString('base64url');
  const { service, store, stop } = await startBenchService('search-http', {
    npmStart: true,
    env: { METRICS_TOKEN: metricsToken },
  });
  /** Answers kept and built so far, across the workers (GET /metrics). */
  const answers = async () => {
    const text = await (
      await fetch(`${service.base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
    ).text();
    const count = (answer: string) =>
      Number(new RegExp(`search_answers_total\\{answer="${answer}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
    return { kept: count('kept'), built: count('built') };
  };
  try {
    const docs = generateCatalog(PRODUCTS, 42);
    const loadStarted = performance.now();
    await loadCatalog(service.base, store, docs);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    // Queries shoppers type: words of product names in both languages.
    const words = shopperQueries(docs);
    const pathOf = ({ kind, q }: Query) =>
      kind === 'browse'
        ? '/v1/search?q=&per_page=20'
        : kind === 'filtered'
          ? `/v1/search?q=${encodeURIComponent(q)}&filter[price][lte]=500&facets=brand,price`
          : `/v1/search?q=${encodeURIComponent(q)}`;
    const bodyOf = ({ kind, q }: Query) =>
      kind === 'browse'
        ? { q: '', per_page: 20, debug: true }
        : kind === 'filtered'
          ? { q, filters: { price: { lte: 500 } }, facets: ['brand', 'price'], debug: true }
          : { q, debug: true };
    const mixed: Query[] = words.map((q, i) => ({ kind: i % 4 === 3 ? 'filtered' : 'relevance', q }));
    const publicKey = { authorization: `Bearer ${store.publicKey}` };

    // 1. Throughput: whoami then search, the same connections and duration.
    const load = async (requests: { method: string; path: string; headers: Record<string, string> }[]) => {
      await autocannon({ url: service.base, requests, connections: CONNECTIONS, duration: 3 });
      return autocannon({ url: service.base, requests, connections: CONNECTIONS, duration: SECONDS });
    };
    const whoami = await load([{ method: 'GET', path: '/v1/whoami', headers: publicKey }]);
    const answersBefore = await answers();
    const search = await load(mixed.map((q) => ({ method: 'GET', path: pathOf(q), headers: publicKey })));
    const answersAfter = await answers();
    const keptShare = round(
      (answersAfter.kept - answersBefore.kept) /
        Math.max(1, answersAfter.kept - answersBefore.kept + answersAfter.built - answersBefore.built),
    );
    const built = { ...publicKey, 'cache-control': 'no-cache' };
    const searchBuilt = await load(mixed.map((q) => ({ method: 'GET', path: pathOf(q), headers: built })));
    const loadDuring = loadavg()[0] ?? 0;

    // 2. took_ms against the engine's own time, one query at a time. The answer (its took_ms) and
    // the traced search (the engine's time) come one after the other, in turn in either order: the
    // second of the two finds the query's postings and products in the processor's caches, so a
    // fixed order would compare a cold search with a warm one.
    type Sample = { took: number; engine: number; answerFirst: boolean };
    const kinds: Record<Kind, { samples: Sample[]; stages: Record<string, number[]> }> = {
      relevance: { samples: [], stages: {} },
      filtered: { samples: [], stages: {} },
      browse: { samples: [], stages: {} },
    };
    const secret = { authorization: `Bearer ${store.secretKey}`, 'content-type': 'application/json' };
    for (let i = 0; i < SEQUENTIAL; i++) {
      const q = words[i % words.length] ?? '';
      const answerFirst = i % 2 === 0;
      for (const kind of ['relevance', 'filtered', 'browse'] as const) {
        const query = { kind, q };
        const getAnswer = async () =>
          (await (await fetch(`${service.base}${pathOf(query)}`, { headers: built })).json()) as {
            took_ms: number;
          };
        const getTraced = async () =>
          (await (
            await fetch(`${service.base}/v1/search`, {
              method: 'POST',
              headers: secret,
              body: JSON.stringify(bodyOf(query)),
            })
          ).json()) as {
            debug: { candidates?: { engine_ms?: number }; timings_ms?: Record<string, number> } | null;
          };
        const answer = answerFirst ? await getAnswer() : undefined;
        const traced = await getTraced();
        const took = (answer ?? (await getAnswer())).took_ms;
        const engine = traced.debug?.candidates?.engine_ms;
        if (engine === undefined) throw new Error('no engine_ms in the debug trace');
        kinds[kind].samples.push({ took, engine, answerFirst });
        // Where the traced search's time went, stage by stage (`timings_ms` of the debug trace).
        const stages = kinds[kind].stages;
        for (const [stage, ms] of Object.entries(traced.debug?.timings_ms ?? {}))
          stages[stage] = [...(stages[stage] ?? []), ms];
      }
    }
    const medians = (samples: readonly Sample[]) => {
      const took = percentile(
        samples.map((x) => x.took),
        50,
      );
      const engine = percentile(
        samples.map((x) => x.engine),
        50,
      );
      return { took, engine, ratio: round(took / engine, 2) };
    };
    const compared = Object.fromEntries(
      (Object.keys(kinds) as Kind[]).map((kind) => {
        const { samples } = kinds[kind];
        const { took, engine, ratio } = medians(samples);
        // Stages whose p50 is at least 0.01 ms, in pipeline order.
        const stages = Object.fromEntries(
          Object.entries(kinds[kind].stages)
            .map(([stage, ms]) => [stage, round(percentile(ms, 50))] as const)
            .filter(([, ms]) => ms >= 0.01),
        );
        return [
          kind,
          {
            took_p50_ms: round(took),
            engine_p50_ms: round(engine),
            ratio,
            // The answer asked first (cold) and the traced search second (warm), and the other way round.
            ratio_answer_first: medians(samples.filter((x) => x.answerFirst)).ratio,
            ratio_trace_first: medians(samples.filter((x) => !x.answerFirst)).ratio,
            stages_p50_ms: stages,
          },
        ];
      }),
    ) as Record<
      Kind,
      {
        took_p50_ms: number;
        engine_p50_ms: number;
        ratio: number;
        ratio_answer_first: number;
        ratio_trace_first: number;
        stages_p50_ms: Record<string, number>;
      }
    >;

    const ratio = round(search.requests.average / whoami.requests.average, 3);
    const builtRatio = round(searchBuilt.requests.average / whoami.requests.average, 3);
    const load1 = loadavg().map((n) => round(n, 2));
    console.log(`catalog of ${PRODUCTS} products loaded and searchable in ${round(loadSeconds, 1)} s`);
    console.log(
      `GET /v1/whoami: ${Math.round(whoami.requests.average)} req/s, p50 ${whoami.latency.p50} ms, p99 ${whoami.latency.p99} ms`,
    );
    console.log(
      `GET /v1/search: ${Math.round(search.requests.average)} req/s, p50 ${search.latency.p50} ms, p99 ${search.latency.p99} ms, non-2xx ${search.non2xx} (${CONNECTIONS} connections)`,
    );
    console.log(`answers given again from those kept: ${keptShare} of the searches`);
    console.log(
      `GET /v1/search, no-cache (every answer built): ${Math.round(searchBuilt.requests.average)} req/s, p50 ${searchBuilt.latency.p50} ms, p99 ${searchBuilt.latency.p99} ms, non-2xx ${searchBuilt.non2xx}`,
    );
    console.log(`search throughput / whoami throughput: ${ratio} (target >= 0.30; p99 target < 15 ms)`);
    console.log(`the same, every answer built: ${builtRatio}`);
    for (const [kind, c] of Object.entries(compared)) {
      console.log(
        `${kind}: took_ms p50 ${c.took_p50_ms} ms, engine p50 ${c.engine_p50_ms} ms, ratio ${c.ratio} (target <= 2; answer asked first ${c.ratio_answer_first}, trace first ${c.ratio_trace_first})`,
      );
      const stages = Object.entries(c.stages_p50_ms).map(([stage, ms]) => `${stage} ${ms}`);
      console.log(`  traced stages, p50 ms: ${stages.join(', ')}`);
    }
    console.log(`load average ${load1.join(' ')} (1-min during the search load: ${round(loadDuring, 2)})`);
    console.log(
      JSON.stringify({
        products: PRODUCTS,
        connections: CONNECTIONS,
        seconds: SECONDS,
        workers: Number(process.env.BENCH_WORKERS ?? 0) || 'cores',
        whoami: {
          requests_per_s: Math.round(whoami.requests.average),
          p50_ms: whoami.latency.p50,
          p99_ms: whoami.latency.p99,
        },
        search: {
          requests_per_s: Math.round(search.requests.average),
          p50_ms: search.latency.p50,
          p99_ms: search.latency.p99,
          non_2xx: search.non2xx,
          errors: search.errors,
        },
        search_built: {
          requests_per_s: Math.round(searchBuilt.requests.average),
          p50_ms: searchBuilt.latency.p50,
          p99_ms: searchBuilt.latency.p99,
          non_2xx: searchBuilt.non2xx,
          errors: searchBuilt.errors,
        },
        kept_share: keptShare,
        search_to_whoami: ratio,
        search_built_to_whoami: builtRatio,
        took_vs_engine: compared,
        loadavg: load1,
      }),
    );
  } finally {
    await stop();
  }
}

await main();
