import type { LabelledQuery } from './queries/labelled-query.ts';

/** Relevance grade of a product for a query: 2 asked for, 1 acceptable. */
export type Grade = 1 | 2;
export type Judgements = ReadonlyMap<string, Grade>;

const patternRegex = (pattern: string): RegExp =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );

const matching = (pattern: string, ids: readonly string[], query: string): string[] => {
  const regex = patternRegex(pattern);
  const found = ids.filter((id) => regex.test(id));
  // A pattern that selects nothing is a mistake in the labels, never a judgement.
  if (found.length === 0)
    throw new Error(`label pattern "${pattern}" of query "${query}" matches no product`);
  return found;
};

/** The graded relevant ids of a query; a product in both lists keeps grade 2. */
export function judge(query: LabelledQuery, catalogIds: readonly string[]): Judgements {
  const grades = new Map<string, Grade>();
  for (const pattern of query.ok) for (const id of matching(pattern, catalogIds, query.q)) grades.set(id, 1);
  for (const pattern of query.want)
    for (const id of matching(pattern, catalogIds, query.q)) grades.set(id, 2);
  return grades;
}
