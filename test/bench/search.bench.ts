/**
 * Search benchmark: 100,000 generated bilingual products; per engine, build time, retained
 * memory, latency percentiles per query kind and typo recall@20. Each engine runs in a process
 * of its own. `embedded` is the engine the service runs (the language layer's analyzer and
 * consonant skeletons, as infra/runtime.ts wires it); `embedded-simple` is the same engine with
 * the surface-form-only SimpleAnalyzer. The embedded engines run every query; the baselines
 * (MiniSearch, FlexSearch) run them within a time budget per kind.
 *
 *   npm run bench:search   (node --expose-gc; env SEARCH_BENCH_PRODUCTS, SEARCH_BENCH_QUERIES,
 *                           SEARCH_BENCH_BASELINE_MS, SEARCH_BENCH_ENGINES=embedded,minisearch,...)
 *
 * The last line printed is one JSON object with every figure.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ProductDocument } from '../../domain/search/product-document.ts';
import { generateCatalog } from '../fixtures/catalog-generator.ts';
import { type BenchEngine, EmbeddedBench, FlexSearchBench, MiniSearchBench } from './search-bench-engines.ts';
import { type BenchQueries, benchQueries } from './search-bench-queries.ts';

const PRODUCTS = Number(process.env.SEARCH_BENCH_PRODUCTS ?? 100_000);
const QUERIES = Number(process.env.SEARCH_BENCH_QUERIES ?? 2_000);
const BASELINE_BUDGET_MS = Number(process.env.SEARCH_BENCH_BASELINE_MS ?? 6_000);
const SEED = 20_240_601;

const collect = (): void => {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) for (let i = 0; i < 3; i++) gc();
};

/** JS heap plus typed-array buffers (where an engine may keep most of its data). */
const memory = (): number => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

const round = (value: number, digits = 3): number => Number(value.toFixed(digits));

interface KindFigures {
  queries: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
}

interface EngineFigures {
  build_ms: number;
  memory_mb: number;
  exact: KindFigures;
  prefix: KindFigures;
  typo: KindFigures;
  filter_facets: KindFigures;
  typo_recall_at_20: number;
}

async function timed<Q>(queries: readonly Q[], budgetMs: number, run: (q: Q) => Promise<unknown>) {
  const times: number[] = [];
  const answers: unknown[] = [];
  const deadline = performance.now() + budgetMs;
  for (const q of queries) {
    const start = performance.now();
    answers.push(await run(q));
    times.push(performance.now() - start);
    if (performance.now() > deadline) break;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const figures: KindFigures = {
    queries: times.length,
    p50_ms: round(percentile(sorted, 50)),
    p95_ms: round(percentile(sorted, 95)),
    p99_ms: round(percentile(sorted, 99)),
  };
  return { figures, answers };
}

async function measure(
  engine: BenchEngine,
  products: readonly ProductDocument[],
  queries: BenchQueries,
  warmup: BenchQueries,
  budgetMs: number,
): Promise<EngineFigures> {
  collect();
  const before = memory();
  const buildStart = performance.now();
  await engine.build(products);
  // The first query pays for anything built lazily; it belongs to the build.
  await engine.words({ text: 'warm', lang: 'en' });
  const build = performance.now() - buildStart;
  collect();
  const retained = memory() - before;

  // Warm the query paths up (JIT) on other queries of each kind, so caches hold none of the timed ones.
  const warmBudget = budgetMs / 4;
  await timed(warmup.exact, warmBudget, (q) => engine.words(q));
  await timed(warmup.prefix, warmBudget, (q) => engine.typing(q));
  await timed(warmup.typo, warmBudget, (q) => engine.words(q));
  await timed(warmup.filtered, warmBudget, (q) => engine.filtered(q));

  const exact = await timed(queries.exact, budgetMs, (q) => engine.words(q));
  const prefix = await timed(queries.prefix, budgetMs, (q) => engine.typing(q));
  const typo = await timed(queries.typo, budgetMs, (q) => engine.words(q));
  const filtered = await timed(queries.filtered, budgetMs, (q) => engine.filtered(q));
  const hitsAt20 = typo.answers.filter(
    (ids, i) => Array.isArray(ids) && ids.includes(queries.typo[i]?.targetId),
  ).length;
  return {
    build_ms: Math.round(build),
    memory_mb: round(retained / 1e6, 1),
    exact: exact.figures,
    prefix: prefix.figures,
    typo: typo.figures,
    filter_facets: filtered.figures,
    typo_recall_at_20: round(hitsAt20 / Math.max(1, typo.answers.length)),
  };
}

function print(name: string, f: EngineFigures): void {
  const kind = (label: string, k: KindFigures) =>
    `  ${label.padEnd(14)} p50 ${k.p50_ms.toFixed(3)} ms  p95 ${k.p95_ms.toFixed(3)} ms  p99 ${k.p99_ms.toFixed(3)} ms  (${k.queries} queries)`;
  console.log(
    `${name}: build ${f.build_ms} ms, memory ${f.memory_mb} MB, typo recall@20 ${f.typo_recall_at_20}`,
  );
  console.log(kind('exact', f.exact));
  console.log(kind('prefix', f.prefix));
  console.log(kind('one typo', f.typo));
  console.log(kind('filter+facets', f.filter_facets));
}

const ENGINES: Record<string, () => BenchEngine> = {
  embedded: () => new EmbeddedBench('language'),
  'embedded-simple': () => new EmbeddedBench('simple'),
  minisearch: () => new MiniSearchBench(),
  flexsearch: () => new FlexSearchBench(),
};

/** One engine, in this process: prints its figures as the last line. */
async function runEngine(name: string): Promise<void> {
  const make = ENGINES[name];
  if (make === undefined) throw new Error(`unknown engine ${name}`);
  const products = generateCatalog(PRODUCTS, SEED);
  const queries = benchQueries(products, QUERIES, SEED + 1);
  const warmup = benchQueries(products, 500, SEED + 2);
  const engine = make();
  const budget = name.startsWith('embedded') ? Number.POSITIVE_INFINITY : BASELINE_BUDGET_MS;
  const figures = await measure(engine, products, queries, warmup, budget);
  console.log(JSON.stringify(figures));
}

/** Every engine, each in a process of its own (clean heap, JIT and GC state), side by side. */
async function main(): Promise<void> {
  if ((globalThis as { gc?: unknown }).gc === undefined) {
    console.log('note: run with --expose-gc (npm run bench:search does) for steadier memory figures');
  }
  console.log(`catalog: ${PRODUCTS} generated products (seed ${SEED}), ${QUERIES} queries per kind`);
  const results: Record<string, EngineFigures> = {};
  const names =
    process.env.SEARCH_BENCH_ENGINES?.split(',').filter((n) => n in ENGINES) ?? Object.keys(ENGINES);
  for (const name of names) {
    const output = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
      env: { ...process.env, SEARCH_BENCH_ENGINE: name },
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    });
    const last = output.trim().split('\n').pop() ?? '{}';
    const figures: EngineFigures = JSON.parse(last);
    results[name] = figures;
    print(name, figures);
  }
  console.log(
    JSON.stringify({
      products: PRODUCTS,
      queries_per_kind: QUERIES,
      node: process.version,
      engines: results,
    }),
  );
}

const only = process.env.SEARCH_BENCH_ENGINE;
await (only === undefined ? main() : runEngine(only));
