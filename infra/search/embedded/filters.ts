import type { Filter } from '../../../domain/search/search-query.ts';
import { andInto, andNotInto, setBit } from './bitset.ts';
import { BRAND_FIELD, normalizeFieldName } from './field-values.ts';
import type { IntList } from './int-list.ts';
import type { StoreIndex } from './store-index.ts';

/** All filters on one field, as the bitset of documents passing them. Read-only (may be cached). */
export interface FilterGroup {
  readonly field: string;
  readonly bits: Uint32Array;
}

export const PRICE_FIELD = 'price';
export const CATEGORY_FIELD = 'category';
export const IN_STOCK_FIELD = 'in_stock';

/**
 * Turns filters into one bitset per field: values of one field are OR-ed, several filters on
 * one field are AND-ed, and the groups are AND-ed by the caller (which also needs each group
 * apart, for disjunctive facet counts). Bitsets are cached until the index changes.
 */
export function buildFilterGroups(index: StoreIndex, filters: readonly Filter[]): FilterGroup[] {
  const byField = new Map<string, Uint32Array[]>();
  for (const filter of filters) {
    const field = normalizeFieldName(filter.field);
    const bits = cachedFilterBits(index, filter, field);
    byField.set(field, [...(byField.get(field) ?? []), bits]);
  }
  return [...byField.entries()].map(([field, parts]) => {
    const [head, ...rest] = parts;
    if (head === undefined || rest.length === 0) return { field, bits: head ?? new Uint32Array(0) };
    const bits = head.slice();
    for (const part of rest) andInto(bits, part);
    return { field, bits };
  });
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
      if (field === PRICE_FIELD) {
        const prices = documents.price;
        for (let doc = 0; doc < documents.size; doc++) {
          const price = prices[doc] ?? 0;
          if (price >= low && price <= high) setBit(bits, doc);
        }
        return bits;
      }
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
