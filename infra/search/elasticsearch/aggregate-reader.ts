/**
 * Reading aggregation answers, which the client types as a wide union: only the shapes this
 * adapter asks for are read, and anything else reads as empty.
 */

export type Json = Readonly<Record<string, unknown>>;

export const asObject = (value: unknown): Json | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;

export interface Bucket {
  /** `key_as_string` when given (booleans answer `true`/`false` there), else the key. */
  readonly key: string;
  readonly count: number;
  /** The bucket itself, for its sub-aggregations. */
  readonly body: Json;
}

/** The buckets of a terms aggregation (named `name` inside `parent`). */
export function bucketsOf(parent: unknown, name: string): Bucket[] {
  const list = asObject(asObject(parent)?.[name])?.buckets;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const bucket = asObject(item);
    if (bucket === undefined) return [];
    const key = typeof bucket.key_as_string === 'string' ? bucket.key_as_string : String(bucket.key ?? '');
    const count = typeof bucket.doc_count === 'number' ? bucket.doc_count : 0;
    return [{ key, count, body: bucket }];
  });
}

/** The value of a single-value metric (`min`, `max`), null when there were no documents. */
export function metricOf(parent: unknown, name: string): number | null {
  const value = asObject(asObject(parent)?.[name])?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The `_source` of the first hit of a top_hits aggregation. */
export function firstHitSource(parent: unknown, name: string): Json | undefined {
  const hits = asObject(asObject(asObject(parent)?.[name])?.hits)?.hits;
  return Array.isArray(hits) ? asObject(asObject(hits[0])?._source) : undefined;
}
