import { createAnalyzer } from '../../domain/language/analyzer.ts';
import type { AnalysisContext, Analyzer } from '../../domain/search/analyzer.ts';

export interface MeasureOptions {
  readonly analyzer?: Analyzer;
  /** Query mode, Arabic, no vocabulary unless given. */
  readonly context?: AnalysisContext;
  /** Timed passes over the words (default 50). */
  readonly rounds?: number;
  /** Untimed analyses first, so the figure is the steady state after JIT compilation (default 2000). */
  readonly warmUp?: number;
  /** Clock in milliseconds; the only impure input of this module, for the relevance harness. */
  readonly now?: () => number;
}

/**
 * Average microseconds the analyzer spends per word, analyzing each word as a query of its
 * own. The analyzer is warmed up first so that one-time table filling and JIT compilation are not
 * counted.
 */
export function measureAnalyzerMicros(words: readonly string[], options: MeasureOptions = {}): number {
  const analyzer = options.analyzer ?? createAnalyzer();
  const context = options.context ?? { mode: 'query', lang: 'ar' };
  const rounds = Math.max(1, options.rounds ?? 50);
  const now = options.now ?? (() => performance.now());
  if (words.length === 0) return 0;
  let sink = 0;
  const warmUpPasses = Math.ceil(Math.max(1, options.warmUp ?? 2000) / words.length);
  for (let r = 0; r < warmUpPasses; r++) {
    for (const word of words) sink += analyzer.analyze(word, context).length;
  }
  const started = now();
  for (let r = 0; r < rounds; r++) {
    for (const word of words) sink += analyzer.analyze(word, context).length;
  }
  const elapsed = now() - started;
  // `sink` keeps the work observable so it cannot be optimized away.
  return sink < 0 ? Number.NaN : (elapsed * 1000) / (rounds * words.length);
}
