// npm run bench:pipeline — the search pipeline in process, without HTTP: a generated catalog
// (BENCH_PRODUCTS, 30,000 unless given) and the queries of bench:search-http asked one at a time,
// each answer built (`no-cache`) and signed as the service's are. Prints, for relevance and
// filtered searches, the p50 of took_ms, of the engine's time (every engine query of the search)
// and of took_ms less it; with BENCH_TRACE=1 the searches are traced and the p50 of each stage's
// time (`timings_ms`) printed too (a trace costs a little: compare like with like).
// Between two searches a buffer larger than the processor's caches is written (BENCH_COLD=0 not),
// so that each search starts with cold caches, as one among other requests does. Much faster
// to run than bench:search-http, for comparing a change to the stages before and after.
import { SearchRequestIn } from '../../domain/search/contract.ts';
import type { SearchEngine } from '../../domain/search/search-engine.ts';
import { DEFAULT_SEARCH_SETTINGS } from '../../domain/tenancy/store-settings.ts';
import { SignedSearchIds } from '../../infra/telemetry/signed-search-ids.ts';
import { AnswerCache } from '../../read-api/search/pipeline/answer/answer-cache.ts';
import { runSearch } from '../../read-api/search/pipeline/run-search.ts';
import { generateCatalog } from '../fixtures/catalog-generator.ts';
import { toProductInput } from '../fixtures/catalog-input.ts';
import { pipelineFixture } from '../support/search-pipeline.ts';
import { shopperQueries } from './search-bench-queries.ts';
import { percentile } from './stats.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 30_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const TRACE = process.env.BENCH_TRACE === '1';
const COLD = process.env.BENCH_COLD !== '0';

const docs = generateCatalog(PRODUCTS, 42);
const shop = await pipelineFixture(docs.map(toProductInput));
let engineMs = 0;
const engine = shop.deps.engine;
const timed: SearchEngine = Object.assign(Object.create(Object.getPrototypeOf(engine)), engine, {
  search: async (query: Parameters<SearchEngine['search']>[0]) => {
    const started = performance.now();
    try {
      return await engine.search(query);
    } finally {
      engineMs += performance.now() - started;
    }
  },
});
const deps = {
  ...shop.deps,
  engine: timed,
  searchIds: new SignedSearchIds([Buffer.alloc(32, 7)]),
  answers: new AnswerCache(1_000, 60_000),
};
// The queries of bench:search-http: words of product names in both languages.
const words = shopperQueries(docs);
const junk = new Float64Array(1 << 21);
const chill = () => {
  if (COLD) for (let i = 0; i < junk.length; i += 8) junk[i] = (junk[i] ?? 0) + 1;
};
const p50 = (values: readonly number[]) => Math.round(percentile(values, 50) * 1000) / 1000;

const figures: Record<string, unknown> = { products: PRODUCTS, rounds: ROUNDS, trace: TRACE, cold: COLD };
for (const kind of ['relevance', 'filtered'] as const) {
  const took: number[] = [];
  const engineTimes: number[] = [];
  const rest: number[] = [];
  const stages: Record<string, number[]> = {};
  // The first round reads every product's kind and texts for the first time: it is not counted.
  for (let round = 0; round < ROUNDS; round++)
    for (const q of words) {
      const request = SearchRequestIn.parse(
        kind === 'filtered' ? { q, filters: { price: { lte: 500 } }, facets: ['brand', 'price'] } : { q },
      );
      chill();
      engineMs = 0;
      const { response } = await runSearch(deps, shop.store, request, {
        settings: DEFAULT_SEARCH_SETTINGS,
        debug: TRACE,
        fresh: true,
      });
      if (round === 0) continue;
      took.push(response.took_ms);
      engineTimes.push(engineMs);
      rest.push(response.took_ms - engineMs);
      const timings = (response.debug?.timings_ms ?? {}) as Record<string, number>;
      for (const [stage, ms] of Object.entries(timings)) stages[stage] = [...(stages[stage] ?? []), ms];
    }
  console.log(
    `${kind}: took_ms p50 ${p50(took)} ms, engine p50 ${p50(engineTimes)} ms, took_ms less the engine p50 ${p50(rest)} ms`,
  );
  if (TRACE)
    console.log(
      `  traced stages, p50 ms: ${Object.entries(stages)
        .map(([stage, ms]) => `${stage} ${p50(ms)}`)
        .join(', ')}`,
    );
  figures[kind] = {
    took_p50_ms: p50(took),
    engine_p50_ms: p50(engineTimes),
    rest_p50_ms: p50(rest),
    ...(TRACE
      ? { stages_p50_ms: Object.fromEntries(Object.entries(stages).map(([k, ms]) => [k, p50(ms)])) }
      : {}),
  };
}
console.log(JSON.stringify(figures));
