import type { estypes } from '@elastic/elasticsearch';
import type { FacetRequest, FacetType } from '../../../domain/search/search-query.ts';
import { normalizeFieldName } from '../embedded/field-values.ts';
import { attributeKey, F } from './fields.ts';
import { CATEGORY_FIELD, type FilterGroup, IN_STOCK_FIELD, PRICE_FIELD } from './filter-query.ts';

type Aggregation = estypes.AggregationsAggregationContainer;

/** Bucket limits when a facet does not name one (as in the embedded engine). */
export const DEFAULT_TERMS_FACET_SIZE = 10;
export const DEFAULT_CATEGORY_FACET_SIZE = 20;
/** Spellings looked at to label a normalized attribute value. */
const DISPLAY_CANDIDATES = 5;

export const facetAggName = (i: number): string => `facet_${i}`;

export function facetType(name: string): FacetType {
  const field = normalizeFieldName(name);
  if (field === PRICE_FIELD) return 'range';
  if (field === IN_STOCK_FIELD) return 'boolean';
  return field === CATEGORY_FIELD ? 'category_tree' : 'terms';
}

/** Bucket order: the most frequent first, then by key (for categories: shallower first). */
const BY_COUNT: estypes.AggregationsAggregateOrder = [{ _count: 'desc' }, { _key: 'asc' }];

function valuesAggregation(request: FacetRequest): Record<string, Aggregation> {
  const field = normalizeFieldName(request.name);
  switch (facetType(request.name)) {
    case 'range':
      return { min: { min: { field: F.price } }, max: { max: { field: F.price } } };
    case 'boolean':
      return { values: { terms: { field: F.inStock, size: 2 } } };
    case 'category_tree':
      return {
        values: {
          terms: {
            field: F.categoryNodes,
            size: Math.max(1, request.size ?? DEFAULT_CATEGORY_FACET_SIZE),
            order: BY_COUNT,
          },
          // The label (names per language) comes from the newest product in the category.
          aggs: {
            label: {
              top_hits: {
                size: 1,
                _source: { includes: [`${F.display}.categories`] },
                sort: [{ [F.createdAt]: { order: 'desc' } }],
              },
            },
          },
        },
      };
    case 'terms': {
      const key = attributeKey(field);
      return {
        values: {
          terms: {
            field: `${F.attrs}.${key}`,
            size: Math.max(1, request.size ?? DEFAULT_TERMS_FACET_SIZE),
            order: BY_COUNT,
          },
          aggs: { display: { terms: { field: `${F.attrsDisplay}.${key}`, size: DISPLAY_CANDIDATES } } },
        },
      };
    }
    default:
      throw new Error(`unknown facet type for ${request.name}`);
  }
}

/**
 * One aggregation per requested facet, over the matching documents. Filters on faceted fields
 * go to the search's `post_filter` (`postGroups`); each facet applies every one of them except
 * those on its own field, so a facet counts what choosing another of its values would give
 * (disjunctive faceting, as in the embedded engine).
 */
export function facetAggs(
  requests: readonly FacetRequest[],
  postGroups: readonly FilterGroup[],
): Record<string, Aggregation> {
  const aggs: Record<string, Aggregation> = {};
  requests.forEach((request, i) => {
    const field = normalizeFieldName(request.name);
    const others = postGroups.filter((g) => g.field !== field).map((g) => g.query);
    aggs[facetAggName(i)] = {
      filter: others.length === 0 ? { match_all: {} } : { bool: { filter: others } },
      aggs: valuesAggregation(request),
    };
  });
  return aggs;
}
