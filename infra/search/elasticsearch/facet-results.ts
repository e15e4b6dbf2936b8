import type { FacetRequest } from '../../../domain/search/search-query.ts';
import type { FacetBucket, FacetResult } from '../../../domain/search/search-result.ts';
import { normalizeValue } from '../embedded/field-values.ts';
import { asObject, bucketsOf, firstHitSource, metricOf } from './aggregate-reader.ts';
import {
  DEFAULT_CATEGORY_FACET_SIZE,
  DEFAULT_TERMS_FACET_SIZE,
  facetAggName,
  facetType,
} from './facet-aggs.ts';
import { F, SEP } from './fields.ts';

type Label = Readonly<Record<string, string>>;

const isLabel = (value: unknown): value is Label =>
  asObject(value) !== undefined && Object.values(value as object).every((v) => typeof v === 'string');

/** A normalized attribute value as written in the catalog (the most common spelling). */
function displayOf(bucket: { key: string; body: unknown }): string {
  const spellings = bucketsOf(bucket.body, 'display').map((b) => b.key);
  return spellings.find((s) => normalizeValue(s) === bucket.key) ?? spellings[0] ?? bucket.key;
}

function termsFacet(agg: unknown, request: FacetRequest): FacetBucket[] {
  return bucketsOf(agg, 'values')
    .slice(0, request.size ?? DEFAULT_TERMS_FACET_SIZE)
    .map((b) => ({ value: displayOf(b), label: null, count: b.count }));
}

function booleanFacet(agg: unknown): FacetBucket[] {
  const counts = new Map(bucketsOf(agg, 'values').map((b) => [b.key, b.count]));
  return ['true', 'false'].flatMap((value) => {
    const count = counts.get(value) ?? 0;
    return count > 0 ? [{ value, label: null, count }] : [];
  });
}

/** Category buckets are keyed `<depth>\u001f<id>`; the label comes from the bucket's newest product. */
function categoryFacet(agg: unknown, request: FacetRequest): FacetBucket[] {
  const out: FacetBucket[] = [];
  for (const bucket of bucketsOf(agg, 'values')) {
    const id = bucket.key.slice(bucket.key.indexOf(SEP) + 1);
    if (out.some((b) => b.value === id)) continue;
    const labels = asObject(asObject(firstHitSource(bucket.body, 'label')?.[F.display])?.categories);
    const label = labels?.[id];
    out.push({ value: id, label: isLabel(label) ? label : {}, count: bucket.count });
  }
  return out.slice(0, request.size ?? DEFAULT_CATEGORY_FACET_SIZE);
}

/** Facet answers in request order; a store without an index answers empty facets. */
export function facetResults(
  requests: readonly FacetRequest[],
  aggregations: Readonly<Record<string, unknown>> | undefined,
): FacetResult[] {
  return requests.map((request, i) => {
    const agg = aggregations?.[facetAggName(i)];
    const type = facetType(request.name);
    const facet = (
      buckets: FacetBucket[],
      min: number | null = null,
      max: number | null = null,
    ): FacetResult => ({
      name: request.name,
      type,
      buckets,
      min,
      max,
    });
    switch (type) {
      case 'range':
        return facet([], metricOf(agg, 'min'), metricOf(agg, 'max'));
      case 'boolean':
        return facet(booleanFacet(agg));
      case 'category_tree':
        return facet(categoryFacet(agg, request));
      case 'terms':
        return facet(termsFacet(agg, request));
      default: {
        const unknown: never = type;
        throw new Error(`unknown facet type ${String(unknown)}`);
      }
    }
  });
}
