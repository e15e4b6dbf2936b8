import type { Filter } from '../../../domain/search/search-query.ts';
import { andInto, andNotInto, setBit } from './bitset.ts';
import { BRAND_FIELD, normalizeFieldName } from './field-values.ts';
import type { IntList } from './int-list.ts';
import type { StoreIndex } from './store-index.ts';

/**
 * All filters on one field. A price group is a range tested per document (`bits` null until a
 * browse needs it); any other group is the bitset of documents passing it. Bitsets are
 * read-only (they may be cached).
 */
export interface FilterGroup {
  readonly field: string;
  bits: Uint32Array | null;
  readonly low: number;
  readonly high: number;
}

export const PRICE_FIELD = 'price';
export const CATEGORY_FIELD = 'category';
export const IN_STOCK_FIELD = 'in_stock';

/**
 * Turns filters into one group per field: values of one field are OR-ed, several filters on
 * one field are AND-ed, and the groups are AND-ed by the caller (which also needs each group
 * apart, for disjunctive facet counts). Bitsets are cached until the index changes.
 */
export function buildFilterGroups(index: StoreIndex, filters: readonly Filter[]): FilterGroup[] {
  const byField = new Map<string, Filter[]>();
  for (const filter of filters) {
    const field = normalizeFieldName(filter.field);
    byField.set(field, [...(byField.get(field) ?? []), filter]);
  }
  return [...byField.entries()].map(([field, group]) => {
    if (field === PRICE_FIELD && group.every((f) => f.kind === 'range')) {
      let low = Number.NEGATIVE_INFINITY;
      let high = Number.POSITIVE_INFINITY;
      for (const f of group) {
        if (f.kind !== 'range') continue;
        low = Math.max(low, f.gte ?? Number.NEGATIVE_INFINITY);
        high = Math.min(high, f.lte ?? Number.POSITIVE_INFINITY);
      }
      return { field, bits: null, low, high };
    }
    const [head, ...rest] = group.map((f) => cachedFilterBits(index, f, field));
    let bits = head ?? new Uint32Array(0);
    if (rest.length > 0) {
      bits = bits.slice();
      for (const part of rest) andInto(bits, part);
    }
    return { field, bits, low: 0, high: 0 };
  });
}

/** The group's bitset, computing (and caching) it for a price range. */
export function groupBits(index: StoreIndex, group: FilterGroup): Uint32Array {
  if (group.bits === null) {
    group.bits = cachedFilterBits(
      index,
      { kind: 'range', field: group.field, gte: group.low, lte: group.high },
      group.field,
    );
  }
  return group.bits;
}

function cachedFilterBits(index: StoreIndex, filter: Filter, field: string): Uint32Array {
  const key = JSON.stringify({ ...filter, field });
  const cached = index.filterCache.get(key, index.generation);
  if (cached !== undefined) return cached;
  const bits = filterBits(index, filter, field);
  index.filterCache.set(key, bits, index.generation);
  return bits;
}

function filterBits(index: StoreIndex, filter: Filter, field: string): Uint32Array {
  const { documents, values, categories } = index;
  const bits = new Uint32Array(documents.bitsetWords);
  const addList = (list: IntList): void => {
    for (let i = 0; i < list.length; i++) setBit(bits, list.at(i));
  };
  const stock = (wanted: boolean): Uint32Array => {
    bits.set(documents.live.subarray(0, bits.length));
    if (wanted) andInto(bits, documents.inStock.subarray(0, bits.length));
    else andNotInto(bits, documents.inStock.subarray(0, bits.length));
    return bits;
  };

  switch (filter.kind) {
    case 'boolean':
      if (field === IN_STOCK_FIELD) return stock(filter.value);
      return filterBits(index, { kind: 'terms', field, values: [String(filter.value)] }, field);
    case 'terms':
      if (field === IN_STOCK_FIELD) {
        const wanted = new Set(filter.values.map((v) => v.trim().toLowerCase() === 'true'));
        if (wanted.size === 2) {
          bits.set(documents.live.subarray(0, bits.length));
          return bits;
        }
        return wanted.size === 0 ? bits : stock(wanted.has(true));
      }
      if (field === CATEGORY_FIELD) {
        for (const id of filter.values) {
          const node = categories.nodeOf(id);
          if (node >= 0) addList(categories.documents(node));
        }
        return bits;
      }
      for (const value of filter.values) {
        const valueId = values.valueId(field === BRAND_FIELD ? BRAND_FIELD : field, value);
        if (valueId >= 0) addList(values.documents(valueId));
      }
      return bits;
    case 'range': {
      const low = filter.gte ?? Number.NEGATIVE_INFINITY;
      const high = filter.lte ?? Number.POSITIVE_INFINITY;
      if (field === PRICE_FIELD) return priceBits(bits, documents.price, documents.size, low, high);
      // A numeric attribute (for example a storage size): values whose number lies in the range.
      const fieldId = values.fieldId(field);
      for (const valueId of fieldId >= 0 ? values.valuesOf(fieldId) : []) {
        const number = Number.parseFloat(values.display(valueId));
        if (number >= low && number <= high) addList(values.documents(valueId));
      }
      return bits;
    }
    default: {
      const unknown: never = filter;
      throw new Error(`unknown filter ${JSON.stringify(unknown)}`);
    }
  }
}

/** Documents whose effective price lies in [low, high], one 32-document word at a time. */
function priceBits(
  bits: Uint32Array,
  prices: Float64Array,
  size: number,
  low: number,
  high: number,
): Uint32Array {
  for (let w = 0; w < bits.length; w++) {
    const base = w << 5;
    const end = Math.min(32, size - base);
    let word = 0;
    for (let b = 0; b < end; b++) {
      const price = prices[base + b] ?? Number.NaN;
      if (price >= low && price <= high) word |= 1 << b;
    }
    bits[w] = word;
  }
  return bits;
}
