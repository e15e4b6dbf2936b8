/**
 * A shopper's query and what they mean by it. Labels are id patterns over the catalog
 * (`*` matches any characters): `want` holds the products asked for (grade 2), `ok` the
 * acceptable ones (grade 1). Every other product is not relevant.
 */
export interface LabelledQuery {
  readonly q: string;
  readonly want: readonly string[];
  readonly ok: readonly string[];
}

/** `arabic`: recall@10 >= 0.95 and nDCG@10 >= 0.9; `baseline`: at least as good as MiniSearch. */
export type GroupTarget = 'arabic' | 'baseline';

export interface QueryGroup {
  readonly id: string;
  readonly title: string;
  readonly target: GroupTarget;
  readonly queries: readonly LabelledQuery[];
}

export const q = (text: string, want: readonly string[], ok: readonly string[] = []): LabelledQuery => ({
  q: text,
  want,
  ok,
});
