import type { Judgements } from './judgements.ts';
import { mean, ndcgAt, recallAt, reciprocalRank } from './metrics.ts';
import type { GroupTarget } from './queries/labelled-query.ts';

export const K = 10;
/** The bar of the first catalog's Arabic groups. */
export const ARABIC_TARGET = { recall: 0.95, ndcg: 0.9 } as const;
/** Issue 13's bar for every Arabic group of the held-out and dev sets (and at least the ES baseline). */
export const ISSUE_13_TARGET = { recall: 0.95, mrr: 0.9 } as const;

/** The three rankings each query is run through. */
export const ENGINES = ['ours', 'es', 'minisearch'] as const;
export type Engine = (typeof ENGINES)[number];

export interface Scores {
  readonly ndcg: number;
  readonly recall: number;
  readonly mrr: number;
}

/** One labelled query run through every engine. */
export interface QueryOutcome {
  readonly q: string;
  readonly arabicScript: boolean;
  readonly grades: Judgements;
  readonly ranked: Readonly<Record<Engine, readonly string[]>>;
  readonly scores: Readonly<Record<Engine, Scores>>;
}

export interface GroupScores {
  readonly id: string;
  readonly title: string;
  readonly target: GroupTarget | null;
  readonly outcomes: readonly QueryOutcome[];
  readonly scores: Readonly<Record<Engine, Scores>>;
  /** null for the overall rows, which have no target of their own. */
  readonly meetsTarget: boolean | null;
  /** Ours at or above the ES-arabic-like baseline on nDCG@10, recall@10 and MRR. */
  readonly atOrAboveEs: boolean;
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

const atLeast = (a: Scores, b: Scores): boolean => a.ndcg >= b.ndcg && a.recall >= b.recall && a.mrr >= b.mrr;

const meets = (target: GroupTarget, s: Readonly<Record<Engine, Scores>>): boolean => {
  switch (target) {
    case 'arabic':
      return s.ours.recall >= ARABIC_TARGET.recall && s.ours.ndcg >= ARABIC_TARGET.ndcg;
    case 'baseline':
      return s.ours.ndcg >= s.minisearch.ndcg && s.ours.recall >= s.minisearch.recall;
    case 'arabic-es':
      return (
        s.ours.recall >= ISSUE_13_TARGET.recall && s.ours.mrr >= ISSUE_13_TARGET.mrr && atLeast(s.ours, s.es)
      );
    case 'english-es':
      return atLeast(s.ours, s.es);
    default: {
      const never: never = target;
      return never;
    }
  }
};

/** A query below its group's bar on its own: under the figures of the target, or below its baseline. */
export const queryMisses = (target: GroupTarget | null, o: QueryOutcome): boolean => {
  const { ours, es, minisearch } = o.scores;
  switch (target) {
    case null:
    case 'arabic':
      return ours.recall < ARABIC_TARGET.recall || ours.ndcg < ARABIC_TARGET.ndcg;
    case 'baseline':
      return ours.ndcg < minisearch.ndcg || ours.recall < minisearch.recall;
    case 'arabic-es':
      return ours.recall < ISSUE_13_TARGET.recall || ours.mrr < ISSUE_13_TARGET.mrr || !atLeast(ours, es);
    case 'english-es':
      return !atLeast(ours, es);
    default: {
      const never: never = target;
      return never;
    }
  }
};

export function summarize(
  group: { readonly id: string; readonly title: string; readonly target: GroupTarget | null },
  outcomes: readonly QueryOutcome[],
): GroupScores {
  const scores = {
    ours: meanScores(outcomes.map((o) => o.scores.ours)),
    es: meanScores(outcomes.map((o) => o.scores.es)),
    minisearch: meanScores(outcomes.map((o) => o.scores.minisearch)),
  };
  const misses = outcomes
    .filter((o) => queryMisses(group.target, o))
    .sort((a, b) => a.scores.ours.ndcg - b.scores.ours.ndcg || a.scores.ours.recall - b.scores.ours.recall);
  return {
    ...group,
    outcomes,
    scores,
    meetsTarget: group.target === null ? null : meets(group.target, scores),
    atOrAboveEs: atLeast(scores.ours, scores.es),
    misses,
  };
}
