// npm run bench:merchandising — the search pipeline with and without 500 rules and 2,000 synonym pairs.
import { loadavg } from 'node:os';
import { generateCatalog, pick, seededRandom } from '../fixtures/catalog-generator.ts';
import { measureMerchandising } from './merchandising-phase.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const docs = generateCatalog(PRODUCTS, 42);
const random = seededRandom(5);
const queries = Array.from({ length: 2000 }, () => {
  const d = pick(random, docs);
  const name = random() < 0.5 ? (d.name.en ?? '') : (d.name.ar ?? '');
  return name
    .split(' ')
    .slice(0, 1 + Math.floor(random() * 2))
    .join(' ');
});
const figures = await measureMerchandising(docs, queries);
const ratio = (a: number, b: number) => Number((a / Math.max(b, 0.001)).toFixed(2));
const p99Ratio = ratio(figures.merchandised.p99_ms, figures.plain.p99_ms);
const p50Ratio = ratio(figures.merchandised.p50_ms, figures.plain.p50_ms);
const load = loadavg().map((n) => Number(n.toFixed(2)));
console.log(
  `pipeline over ${PRODUCTS} products: plain p50 ${figures.plain.p50_ms} ms / p99 ${figures.plain.p99_ms} ms; with ${figures.rules} rules and ${figures.synonym_pairs} synonym pairs p50 ${figures.merchandised.p50_ms} ms / p99 ${figures.merchandised.p99_ms} ms`,
);
console.log(
  `on / off: p50 x${p50Ratio}, p99 x${p99Ratio}; p99 growth +${figures.p99_growth_ms} ms (target at most +1 ms); load average ${load.join(' ')}`,
);
console.log(
  `rules alone p50 ${figures.rules_only.p50_ms} ms / p99 ${figures.rules_only.p99_ms} ms; synonyms alone p50 ${figures.synonyms_only.p50_ms} ms / p99 ${figures.synonyms_only.p99_ms} ms`,
);
console.log(
  JSON.stringify({ products: PRODUCTS, ...figures, p50_ratio: p50Ratio, p99_ratio: p99Ratio, loadavg: load }),
);
