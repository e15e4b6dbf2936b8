/**
 * Ranking metrics over one ranked list of ids and graded judgements (id → grade, absent = 0).
 * Pure functions; `k` is 10 in the harness.
 */
export type Grades = ReadonlyMap<string, number>;

const gain = (grade: number): number => 2 ** grade - 1;
const discount = (rank: number): number => Math.log2(rank + 2);

/** Discounted cumulative gain of the first k results, with exponential gains (2^grade - 1). */
export function dcgAt(ranked: readonly string[], grades: Grades, k: number): number {
  let dcg = 0;
  ranked.slice(0, k).forEach((id, rank) => {
    dcg += gain(grades.get(id) ?? 0) / discount(rank);
  });
  return dcg;
}

/** DCG normalized by the DCG of the ideal ordering; 1 when nothing is relevant and nothing was expected. */
export function ndcgAt(ranked: readonly string[], grades: Grades, k: number): number {
  const ideal = [...grades.values()]
    .filter((g) => g > 0)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, g, rank) => sum + gain(g) / discount(rank), 0);
  return ideal === 0 ? 1 : dcgAt(ranked, grades, k) / ideal;
}

/**
 * Share of the relevant ids (grade >= 1) found in the first k results. The denominator is
 * capped at k so that a query with more than k relevant products can still score 1.
 */
export function recallAt(ranked: readonly string[], grades: Grades, k: number): number {
  const relevant = [...grades.values()].filter((g) => g > 0).length;
  if (relevant === 0) return 1;
  const found = ranked.slice(0, k).filter((id) => (grades.get(id) ?? 0) > 0).length;
  return found / Math.min(relevant, k);
}

/** 1 / rank of the first relevant result (grade >= 1), 0 when none is returned. */
export function reciprocalRank(ranked: readonly string[], grades: Grades): number {
  const index = ranked.findIndex((id) => (grades.get(id) ?? 0) > 0);
  return index < 0 ? 0 : 1 / (index + 1);
}

export const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length;
