import type { estypes } from '@elastic/elasticsearch';
import type { Filter } from '../../../domain/search/search-query.ts';
import { normalizeFieldName, normalizeValue } from '../embedded/field-values.ts';
import { attributeKey, F } from './fields.ts';

type Query = estypes.QueryDslQueryContainer;

export const PRICE_FIELD = 'price';
export const CATEGORY_FIELD = 'category';
export const IN_STOCK_FIELD = 'in_stock';

/** All filters on one field (normalized name): a facet on that field is counted without them. */
export interface FilterGroup {
  readonly field: string;
  readonly query: Query;
}

const MATCH_ALL: Query = { match_all: {} };
const MATCH_NONE: Query = { match_none: {} };

const attributeValues = (field: string, values: readonly string[]): Query => ({
  terms: { [`${F.attrs}.${attributeKey(field)}`]: [...new Set(values.map(normalizeValue))] },
});

/**
 * One filter, matched as the embedded engine matches it: brands and attributes by normalized
 * value (NFKC, lower case, single spaces), `category` by id over the whole subtree (documents
 * hold their categories' ancestor ids), `in_stock` as a boolean, ranges on the effective price
 * or on the number an attribute value starts with.
 */
export function filterQuery(filter: Filter, field: string): Query {
  switch (filter.kind) {
    case 'boolean':
      if (field === IN_STOCK_FIELD) return { term: { [F.inStock]: filter.value } };
      return attributeValues(field, [String(filter.value)]);
    case 'terms': {
      if (field === IN_STOCK_FIELD) {
        const wanted = new Set(filter.values.map((v) => v.trim().toLowerCase() === 'true'));
        if (wanted.size === 0) return MATCH_NONE;
        return wanted.size === 2 ? MATCH_ALL : { term: { [F.inStock]: wanted.has(true) } };
      }
      if (field === CATEGORY_FIELD) return { terms: { [F.categoryIds]: [...new Set(filter.values)] } };
      return attributeValues(field, filter.values);
    }
    case 'range': {
      const target = field === PRICE_FIELD ? F.price : `${F.attrNumbers}.${attributeKey(field)}`;
      const bounds: estypes.QueryDslNumberRangeQuery = {};
      if (filter.gte !== null) bounds.gte = filter.gte;
      if (filter.lte !== null) bounds.lte = filter.lte;
      return bounds.gte === undefined && bounds.lte === undefined
        ? { exists: { field: target } }
        : { range: { [target]: bounds } };
    }
    default: {
      const unknown: never = filter;
      throw new Error(`unknown filter ${JSON.stringify(unknown)}`);
    }
  }
}

/** Filters grouped by field: values of one filter are OR-ed, filters (and groups) AND-ed. */
export function filterGroups(filters: readonly Filter[]): FilterGroup[] {
  const byField = new Map<string, Query[]>();
  for (const filter of filters) {
    const field = normalizeFieldName(filter.field);
    byField.set(field, [...(byField.get(field) ?? []), filterQuery(filter, field)]);
  }
  return [...byField].map(([field, queries]) => {
    const [only] = queries;
    return {
      field,
      query: queries.length === 1 && only !== undefined ? only : { bool: { filter: queries } },
    };
  });
}
