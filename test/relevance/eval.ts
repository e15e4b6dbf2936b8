// npm run eval — labelled queries against fixed catalogs (the first catalog, the held-out
// catalog and the dev set), through the real search pipeline, an Elasticsearch-arabic-like
// baseline and MiniSearch with default settings. Reports; exits non-zero only on a crash.
// `--without-heldout` leaves the held-out set out (not run, not shown): for runs during a pass,
// which measures the held-out set only at its start and its end (docs/relevance.md).
// `--queries-out FILE` writes each first-catalog and dev query's scores and top ids, a JSON line
// each, to compare query by query between two runs (never the held-out set's).

import { writeFileSync } from 'node:fs';
import { ANALYZER_TARGET_MICROS, analyzerMicrosPerWord, queryWords } from './analyzer-cost.ts';
import { DEV_SET } from './dev/index.ts';
import { FIRST_SET } from './first-set.ts';
import type { GroupScores, Scores } from './group-scores.ts';
import { HELDOUT_SET } from './heldout/index.ts';
import { formatMisses, formatTable } from './report.ts';
import { runSet, type SetScores } from './run-set.ts';
import { startRelevanceRuntime } from './search-service.ts';

const round = (n: number): number => Math.round(n * 1000) / 1000;
const figures = (s: Scores) => ({ ndcg10: round(s.ndcg), recall10: round(s.recall), mrr: round(s.mrr) });
const groupFigures = (g: GroupScores) => ({
  queries: g.outcomes.length,
  ours: figures(g.scores.ours),
  es_arabic: figures(g.scores.es),
  minisearch: figures(g.scores.minisearch),
  at_or_above_es: g.atOrAboveEs,
  ...(g.target === null
    ? {}
    : { target: g.target, meets_target: g.meetsTarget, queries_below_bar: g.misses.length }),
});
const byId = (groups: readonly GroupScores[]) =>
  Object.fromEntries(groups.map((g) => [g.id, groupFigures(g)]));

const ENGINES_LINE =
  'ours = POST /v1/search (lang auto, per_page 10); ES = Elasticsearch-arabic-like baseline (BM25, fuzziness AUTO, prefix); MS = MiniSearch, default settings';

function printSet(scores: SetScores, perGroup: number): void {
  const { set, sections, overall } = scores;
  const arabic = overall[1]?.outcomes.length ?? 0;
  console.log(
    `\n== ${set.title}: ${overall[0]?.outcomes.length} labelled queries (${arabic} in Arabic script), ${set.catalog.length} products, store ${set.store.locales.join('+')} ${set.store.currency}`,
  );
  sections.forEach((section, i) => {
    console.log(`\n${section.title}\n`);
    console.log(formatTable(section.groups, i === sections.length - 1 ? overall : []));
  });
  if (!set.listMisses) return;
  const misses = formatMisses(
    sections.flatMap((s) => s.groups),
    perGroup,
  );
  if (misses)
    console.log(
      `\nqueries below the bar (worst first${perGroup === 5 ? ', 5 per group; --all-misses for all' : ''}):${misses}`,
    );
}

const setFigures = (scores: SetScores) => {
  const groups = scores.sections.flatMap((s) => s.groups);
  return {
    products: scores.set.catalog.length,
    queries: scores.overall[0]?.outcomes.length ?? 0,
    arabic_script_queries: scores.overall[1]?.outcomes.length ?? 0,
    ...Object.fromEntries(scores.sections.map((s) => [s.id, byId(s.groups)])),
    overall: byId(scores.overall),
    groups_meeting_target: groups.filter((g) => g.meetsTarget).length,
    groups_at_or_above_es: groups.filter((g) => g.atOrAboveEs).length,
    groups_total: groups.length,
  };
};

/** One JSON line per query of these sets (each query once, from the overall group). */
function queryLines(sets: readonly SetScores[]): string {
  const lines: string[] = [];
  for (const scores of sets)
    for (const o of scores.overall[0]?.outcomes ?? [])
      lines.push(
        JSON.stringify({
          set: scores.set.id,
          q: o.q,
          ...figures(o.scores.ours),
          top: o.ranked.ours.slice(0, 5),
        }),
      );
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const started = performance.now();
  const words = queryWords(FIRST_SET.sections.flatMap((s) => s.groups));
  let withVocabulary = Number.NaN;
  let withoutVocabulary = Number.NaN;
  // One runtime, a store per set: each set is searched in its own tenant.
  const runtime = await startRelevanceRuntime();
  let first: SetScores;
  let heldout: SetScores | undefined;
  const withHeldout = !process.argv.includes('--without-heldout');
  let dev: SetScores;
  try {
    first = await runSet(runtime, FIRST_SET, (service) => {
      withVocabulary = analyzerMicrosPerWord(words, service.vocabulary());
      withoutVocabulary = analyzerMicrosPerWord(words);
    });
    if (withHeldout) heldout = await runSet(runtime, HELDOUT_SET);
    dev = await runSet(runtime, DEV_SET);
  } finally {
    await runtime.close();
  }

  const out = process.argv.indexOf('--queries-out');
  if (out > 0 && process.argv[out + 1])
    writeFileSync(process.argv[out + 1] as string, queryLines([first, dev]));
  const perGroup = process.argv.includes('--all-misses') ? Number.POSITIVE_INFINITY : 5;
  console.log(ENGINES_LINE);
  printSet(first, perGroup);
  console.log(
    `\nanalyzer: ${withVocabulary.toFixed(2)} µs per query word with the store vocabulary, ${withoutVocabulary.toFixed(2)} µs without (${words.length} words, target < ${ANALYZER_TARGET_MICROS} µs)`,
  );
  if (heldout) printSet(heldout, perGroup);
  printSet(dev, perGroup);

  const firstFigures = setFigures(first);
  const firstGroups = first.sections.flatMap((s) => s.groups);
  console.log(
    JSON.stringify({
      products: firstFigures.products,
      queries: firstFigures.queries,
      arabic_script_queries: firstFigures.arabic_script_queries,
      groups: byId(firstGroups),
      overall: firstFigures.overall,
      groups_meeting_target: firstFigures.groups_meeting_target,
      groups_at_or_above_es: firstFigures.groups_at_or_above_es,
      groups_total: firstFigures.groups_total,
      analyzer_us_per_word: round(withVocabulary),
      analyzer_us_per_word_no_vocabulary: round(withoutVocabulary),
      analyzer_words: words.length,
      analyzer_meets_target: withVocabulary < ANALYZER_TARGET_MICROS,
      ...(heldout ? { heldout: setFigures(heldout) } : {}),
      dev: setFigures(dev),
      seconds: round((performance.now() - started) / 1000),
    }),
  );
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
