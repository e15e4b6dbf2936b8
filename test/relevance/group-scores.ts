import type { Judgements } from './judgements.ts';
import { mean, ndcgAt, recallAt, reciprocalRank } from './metrics.ts';
import type { GroupTarget } from './queries/labelled-query.ts';

export const K = 10;
/** The bar for every Arabic group. */
export const ARABIC_TARGET = { recall: 0.95, ndcg: 0.9 } as const;

export interface Scores {
  readonly ndcg: number;
  readonly recall: number;
  readonly mrr: number;
}

/** One labelled query run through both engines. */
export interface QueryOutcome {
  readonly q: string;
  readonly arabicScript: boolean;
  readonly grades: Judgements;
  readonly ours: readonly string[];
  readonly baseline: readonly string[];
  readonly oursScores: Scores;
  readonly baselineScores: Scores;
}

export interface GroupScores {
  readonly id: string;
  readonly title: string;
  readonly target: GroupTarget | null;
  readonly outcomes: readonly QueryOutcome[];
  readonly ours: Scores;
  readonly baseline: Scores;
  /** null for the overall rows, which have no target of their own. */
  readonly meetsTarget: boolean | null;
  /** Queries that miss the group's bar on their own (see `queryMisses`). */
  readonly misses: readonly QueryOutcome[];
}

export const scoreRanking = (ranked: readonly string[], grades: Judgements): Scores => ({
  ndcg: ndcgAt(ranked, grades, K),
  recall: recallAt(ranked, grades, K),
  mrr: reciprocalRank(ranked.slice(0, K), grades),
});

const meanScores = (all: readonly Scores[]): Scores => ({
  ndcg: mean(all.map((s) => s.ndcg)),
  recall: mean(all.map((s) => s.recall)),
  mrr: mean(all.map((s) => s.mrr)),
});

const meets = (target: GroupTarget, ours: Scores, baseline: Scores): boolean =>
  target === 'arabic'
    ? ours.recall >= ARABIC_TARGET.recall && ours.ndcg >= ARABIC_TARGET.ndcg
    : ours.ndcg >= baseline.ndcg && ours.recall >= baseline.recall;

/** A query below the group's bar: under the Arabic figures, or worse than MiniSearch. */
export const queryMisses = (target: GroupTarget | null, o: QueryOutcome): boolean =>
  target === 'baseline'
    ? o.oursScores.ndcg < o.baselineScores.ndcg || o.oursScores.recall < o.baselineScores.recall
    : o.oursScores.recall < ARABIC_TARGET.recall || o.oursScores.ndcg < ARABIC_TARGET.ndcg;

export function summarize(
  group: { readonly id: string; readonly title: string; readonly target: GroupTarget | null },
  outcomes: readonly QueryOutcome[],
): GroupScores {
  const ours = meanScores(outcomes.map((o) => o.oursScores));
  const baseline = meanScores(outcomes.map((o) => o.baselineScores));
  const misses = outcomes
    .filter((o) => queryMisses(group.target, o))
    .sort((a, b) => a.oursScores.ndcg - b.oursScores.ndcg || a.oursScores.recall - b.oursScores.recall);
  return {
    ...group,
    outcomes,
    ours,
    baseline,
    meetsTarget: group.target === null ? null : meets(group.target, ours, baseline),
    misses,
  };
}
