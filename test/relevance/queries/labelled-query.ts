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

/**
 * First catalog: `arabic` is recall@10 >= 0.95 and nDCG@10 >= 0.9; `baseline` is nDCG@10 and
 * recall@10 at least MiniSearch's. Held-out and dev sets (issue 13): `arabic-es` is recall@10
 * >= 0.95, MRR >= 0.9 and every figure at least the Elasticsearch-arabic-like baseline's;
 * `english-es` is every figure at least that baseline's.
 */
export type GroupTarget = 'arabic' | 'baseline' | 'arabic-es' | 'english-es';

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
