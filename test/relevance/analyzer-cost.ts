import { createAnalyzer } from '../../domain/language/analyzer.ts';
import type { Vocabulary } from '../../domain/search/analyzer.ts';
import { measureAnalyzerMicros } from '../support/measure-analyzer.ts';
import type { QueryGroup } from './queries/labelled-query.ts';

export const ANALYZER_TARGET_MICROS = 20;
const RUNS = 7;

/** Every word of every labelled query, as typed (a query of one word each). */
export const queryWords = (groups: readonly QueryGroup[]): string[] =>
  groups.flatMap((g) => g.queries.flatMap((query) => query.q.split(/\s+/).filter((w) => w !== '')));

/**
 * Microseconds the analyzer spends per query word in query mode (Arabic context, so that
 * Latin words also go through the Arabizi and cross-script readings), the median of seven runs.
 * Query-mode forms are not remembered here (the words repeat every round): the figure is the
 * cost of reading a word the analyzer has not seen in this context.
 */
export function analyzerMicrosPerWord(words: readonly string[], vocabulary?: Vocabulary): number {
  const context = { mode: 'query', lang: 'ar', ...(vocabulary ? { vocabulary } : {}) } as const;
  const runs = Array.from({ length: RUNS }, () =>
    measureAnalyzerMicros(words, { context, analyzer: createAnalyzer({ queryMemoWords: 0 }) }),
  );
  return runs.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? Number.NaN;
}
