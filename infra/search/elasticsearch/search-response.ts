import type { estypes } from '@elastic/elasticsearch';
import type { SearchQuery } from '../../../domain/search/search-query.ts';
import type { SearchHitRef, SearchResult } from '../../../domain/search/search-result.ts';
import type { DocumentTexts } from '../embedded/document-table.ts';
import { asObject } from './aggregate-reader.ts';
import { facetResults } from './facet-results.ts';
import { F } from './fields.ts';

const isTextMap = (value: unknown): value is Readonly<Record<string, string>> => {
  const map = asObject(value);
  return map !== undefined && Object.values(map).every((v) => typeof v === 'string');
};

/** The texts kept in a hit's `_source` for highlighting, when they are there and well formed. */
export function textsOf(source: unknown): DocumentTexts | undefined {
  const texts = asObject(asObject(asObject(source)?.[F.display])?.texts);
  if (texts === undefined || !isTextMap(texts.name) || !isTextMap(texts.description)) return undefined;
  const brand = typeof texts.brand === 'string' ? texts.brand : null;
  return { name: texts.name, description: texts.description, brand };
}

export const totalOf = (total: estypes.SearchTotalHits | number | undefined): number =>
  typeof total === 'number' ? total : (total?.value ?? 0);

/** A search answer as the port's SearchResult; `highlight` makes a hit's highlights from its texts. */
export function toSearchResult(
  response: estypes.SearchResponse<unknown>,
  query: SearchQuery,
  highlight: (texts: DocumentTexts) => Record<string, string>,
): SearchResult {
  const hits: SearchHitRef[] = response.hits.hits.map((hit) => {
    const texts = query.highlight ? textsOf(hit._source) : undefined;
    return { id: hit._id ?? '', score: hit._score ?? 0, highlights: texts ? highlight(texts) : {} };
  });
  return {
    hits,
    total: totalOf(response.hits.total),
    facets: facetResults(query.facets, response.aggregations),
  };
}
