import type { FacetRequest } from '../../../domain/search/search-query.ts';
import type { FacetBucket, FacetResult } from '../../../domain/search/search-result.ts';
import type { CategoryTree } from './category-tree.ts';
import type { DocumentTable } from './document-table.ts';
import { type FieldValues, normalizeFieldName } from './field-values.ts';
import { CATEGORY_FIELD, type FilterGroup, IN_STOCK_FIELD, PRICE_FIELD } from './filters.ts';
import type { StoreIndex } from './store-index.ts';

export const DEFAULT_TERMS_FACET_SIZE = 10;
export const DEFAULT_CATEGORY_FACET_SIZE = 20;

/**
 * Counts one facet over lists of documents. `group` is the filter group on the same field
 * (-1 when none): disjunctive faceting counts, for this facet, the documents passing every
 * filter plus those failing only this group.
 */
export interface FacetCounter {
  readonly group: number;
  count(docs: Int32Array, n: number): void;
  result(): FacetResult;
}

export function createFacetCounters(
  index: StoreIndex,
  requests: readonly FacetRequest[],
  groups: readonly FilterGroup[],
): FacetCounter[] {
  return requests.map((request) => {
    const field = normalizeFieldName(request.name);
    const group = groups.findIndex((g) => g.field === field);
    if (field === PRICE_FIELD) return new RangeCounter(index.documents, request, group);
    if (field === IN_STOCK_FIELD) return new BooleanCounter(index.documents, request, group);
    if (field === CATEGORY_FIELD)
      return new CategoryCounter(index.categories, index.documents, request, group);
    return new TermsCounter(index.values, index.documents, request, field, group);
  });
}

const byCount = (a: FacetBucket, b: FacetBucket): number =>
  b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

class TermsCounter implements FacetCounter {
  private readonly mine: Uint8Array;
  private readonly counts: Int32Array;

  constructor(
    private readonly values: FieldValues,
    private readonly documents: DocumentTable,
    private readonly request: FacetRequest,
    field: string,
    readonly group: number,
  ) {
    const fieldId = values.fieldId(field);
    this.mine = new Uint8Array(values.size);
    for (const v of fieldId >= 0 ? values.valuesOf(fieldId) : []) this.mine[v] = 1;
    this.counts = new Int32Array(values.size);
  }

  count(docs: Int32Array, n: number): void {
    const { mine, counts } = this;
    const starts = this.documents.valueStart;
    const pool = this.documents.values.data;
    for (let d = 0; d < n; d++) {
      const doc = docs[d] ?? 0;
      const end = starts[doc + 1] ?? 0;
      for (let i = starts[doc] ?? 0; i < end; i++) {
        const v = pool[i] ?? 0;
        if (mine[v] === 1) counts[v] = (counts[v] ?? 0) + 1;
      }
    }
  }

  result(): FacetResult {
    const buckets: FacetBucket[] = [];
    this.counts.forEach((count, v) => {
      if (count > 0) buckets.push({ value: this.values.display(v), label: null, count });
    });
    buckets.sort(byCount);
    const size = this.request.size ?? DEFAULT_TERMS_FACET_SIZE;
    return { name: this.request.name, type: 'terms', buckets: buckets.slice(0, size), min: null, max: null };
  }
}

class CategoryCounter implements FacetCounter {
  private readonly counts: Int32Array;

  constructor(
    private readonly categories: CategoryTree,
    private readonly documents: DocumentTable,
    private readonly request: FacetRequest,
    readonly group: number,
  ) {
    this.counts = new Int32Array(categories.size);
  }

  count(docs: Int32Array, n: number): void {
    const counts = this.counts;
    const starts = this.documents.categoryStart;
    const pool = this.documents.categories.data;
    for (let d = 0; d < n; d++) {
      const doc = docs[d] ?? 0;
      const end = starts[doc + 1] ?? 0;
      for (let i = starts[doc] ?? 0; i < end; i++) {
        const node = pool[i] ?? 0;
        counts[node] = (counts[node] ?? 0) + 1;
      }
    }
  }

  result(): FacetResult {
    const { categories, counts } = this;
    const nodes: number[] = [];
    counts.forEach((count, node) => {
      if (count > 0) nodes.push(node);
    });
    nodes.sort(
      (a, b) =>
        (counts[b] ?? 0) - (counts[a] ?? 0) ||
        categories.depth(a) - categories.depth(b) ||
        (categories.categoryId(a) < categories.categoryId(b) ? -1 : 1),
    );
    const size = this.request.size ?? DEFAULT_CATEGORY_FACET_SIZE;
    const buckets = nodes.slice(0, size).map((node) => ({
      value: categories.categoryId(node),
      label: categories.label(node),
      count: counts[node] ?? 0,
    }));
    return { name: this.request.name, type: 'category_tree', buckets, min: null, max: null };
  }
}

class BooleanCounter implements FacetCounter {
  private yes = 0;
  private no = 0;

  constructor(
    private readonly documents: DocumentTable,
    private readonly request: FacetRequest,
    readonly group: number,
  ) {}

  count(docs: Int32Array, n: number): void {
    const inStock = this.documents.inStock;
    let yes = 0;
    for (let d = 0; d < n; d++) {
      const doc = docs[d] ?? 0;
      yes += ((inStock[doc >>> 5] ?? 0) >>> (doc & 31)) & 1;
    }
    this.yes += yes;
    this.no += n - yes;
  }

  result(): FacetResult {
    const buckets: FacetBucket[] = [];
    if (this.yes > 0) buckets.push({ value: 'true', label: null, count: this.yes });
    if (this.no > 0) buckets.push({ value: 'false', label: null, count: this.no });
    return { name: this.request.name, type: 'boolean', buckets, min: null, max: null };
  }
}

class RangeCounter implements FacetCounter {
  private min = Number.POSITIVE_INFINITY;
  private max = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly documents: DocumentTable,
    private readonly request: FacetRequest,
    readonly group: number,
  ) {}

  count(docs: Int32Array, n: number): void {
    const prices = this.documents.price;
    let { min, max } = this;
    for (let d = 0; d < n; d++) {
      const price = prices[docs[d] ?? 0] ?? 0;
      if (price < min) min = price;
      if (price > max) max = price;
    }
    this.min = min;
    this.max = max;
  }

  result(): FacetResult {
    const empty = this.min > this.max;
    return {
      name: this.request.name,
      type: 'range',
      buckets: [],
      min: empty ? null : this.min,
      max: empty ? null : this.max,
    };
  }
}
