// npm run eval — labelled queries against the fixed catalog, through the real search pipeline
// and through MiniSearch with default settings. Reports; exits non-zero only on a crash.
import { ANALYZER_TARGET_MICROS, analyzerMicrosPerWord, queryWords } from './analyzer-cost.ts';
import { CATALOG } from './catalog/index.ts';
import { type GroupScores, type QueryOutcome, type Scores, scoreRanking, summarize } from './group-scores.ts';
import { judge } from './judgements.ts';
import { miniSearchBaseline } from './minisearch-baseline.ts';
import { QUERY_GROUPS } from './queries/index.ts';
import { formatMisses, formatTable } from './report.ts';
import { startSearchService } from './search-service.ts';

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;
const round = (n: number): number => Math.round(n * 1000) / 1000;
const figures = (s: Scores) => ({ ndcg10: round(s.ndcg), recall10: round(s.recall), mrr: round(s.mrr) });
const groupFigures = (g: GroupScores) => ({
  queries: g.outcomes.length,
  ours: figures(g.ours),
  minisearch: figures(g.baseline),
  ...(g.target === null
    ? {}
    : { target: g.target, meets_target: g.meetsTarget, queries_below_bar: g.misses.length }),
});

async function main(): Promise<void> {
  const started = performance.now();
  const ids = CATALOG.map((p) => p.id);
  const labelled = QUERY_GROUPS.map((group) => ({
    group,
    queries: group.queries.map((query) => ({ query, grades: judge(query, ids) })),
  }));
  const baseline = miniSearchBaseline(CATALOG);
  const service = await startSearchService(CATALOG);
  let groups: GroupScores[];
  let withVocabulary: number;
  let withoutVocabulary: number;
  const words = queryWords(QUERY_GROUPS);
  try {
    groups = [];
    for (const { group, queries } of labelled) {
      const outcomes: QueryOutcome[] = [];
      for (const { query, grades } of queries) {
        const ours = await service.search(query.q);
        const theirs = baseline(query.q);
        outcomes.push({
          q: query.q,
          arabicScript: ARABIC_SCRIPT.test(query.q),
          grades,
          ours,
          baseline: theirs,
          oursScores: scoreRanking(ours, grades),
          baselineScores: scoreRanking(theirs, grades),
        });
      }
      groups.push(summarize(group, outcomes));
    }
    withVocabulary = analyzerMicrosPerWord(words, service.vocabulary());
    withoutVocabulary = analyzerMicrosPerWord(words);
  } finally {
    await service.close();
  }

  const all = groups.flatMap((g) => g.outcomes);
  const overall = [
    summarize({ id: 'all', title: 'all queries', target: null }, all),
    summarize(
      { id: 'arabic_script', title: 'Arabic-script queries', target: null },
      all.filter((o) => o.arabicScript),
    ),
    summarize(
      { id: 'latin_script', title: 'Latin-script queries', target: null },
      all.filter((o) => !o.arabicScript),
    ),
  ];
  const perGroup = process.argv.includes('--all-misses') ? Number.POSITIVE_INFINITY : 5;
  console.log(
    `relevance: ${all.length} labelled queries (${overall[1]?.outcomes.length} in Arabic script), ${CATALOG.length} products`,
  );
  console.log('ours = POST /v1/search (lang auto, per_page 10); MS = MiniSearch, default settings\n');
  console.log(formatTable(groups, overall));
  console.log(
    `\nanalyzer: ${withVocabulary.toFixed(2)} µs per query word with the store vocabulary, ${withoutVocabulary.toFixed(2)} µs without (${words.length} words, target < ${ANALYZER_TARGET_MICROS} µs)`,
  );
  const misses = formatMisses(groups, perGroup);
  if (misses)
    console.log(
      `\nqueries below the bar (worst first${perGroup === 5 ? ', 5 per group; --all-misses for all' : ''}):${misses}`,
    );
  console.log(
    JSON.stringify({
      products: CATALOG.length,
      queries: all.length,
      arabic_script_queries: overall[1]?.outcomes.length ?? 0,
      groups: Object.fromEntries(groups.map((g) => [g.id, groupFigures(g)])),
      overall: Object.fromEntries(overall.map((g) => [g.id, groupFigures(g)])),
      groups_meeting_target: groups.filter((g) => g.meetsTarget).length,
      groups_total: groups.length,
      analyzer_us_per_word: round(withVocabulary),
      analyzer_us_per_word_no_vocabulary: round(withoutVocabulary),
      analyzer_words: words.length,
      analyzer_meets_target: withVocabulary < ANALYZER_TARGET_MICROS,
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
