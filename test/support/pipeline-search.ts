import type { ProductInput } from '../../domain/catalog/product.ts';
import type { SearchRequest, SearchResponse } from '../../domain/search/contract.ts';
import type { SearchSettings } from '../../domain/tenancy/store-settings.ts';
import { pipelineFixture } from './search-pipeline.ts';

/** Searches through the whole pipeline over a small catalog, by query text. */
export interface PipelineSearch {
  /** The answer of a search (`lang: auto` unless given), with its debug trace. */
  answer(q: string, request?: Partial<SearchRequest>): Promise<SearchResponse>;
  /** Ids of the first page. */
  ids(q: string, request?: Partial<SearchRequest>): Promise<string[]>;
}

/** A product row for tests: `row('phone-1', {en: 'Phone'}, {brand: 'Nokia', category: ['Phones']})`. */
export function row(
  id: string,
  name: Readonly<Record<string, string>>,
  extras: {
    readonly brand?: string;
    readonly price?: number;
    /** Category path, each level an English name or names by language. */
    readonly category?: readonly (string | Readonly<Record<string, string>>)[];
    readonly attributes?: Readonly<Record<string, string>>;
    readonly description?: Readonly<Record<string, string>>;
  } = {},
): ProductInput {
  const path = (extras.category ?? ['Other']).map((level) =>
    typeof level === 'string' ? { en: level } : { ...level },
  );
  const slug = (level: Readonly<Record<string, string>>) =>
    (level.en ?? Object.values(level)[0] ?? '').toLowerCase().replace(/\s+/gu, '-');
  return {
    id,
    name: { ...name },
    brand: extras.brand ?? null,
    price: (extras.price ?? 100).toFixed(2),
    currency: 'SAR',
    in_stock: true,
    categories: [{ id: path.map(slug).join('/'), path }],
    attributes: { ...(extras.attributes ?? {}) },
    ...(extras.description ? { description: { ...extras.description } } : {}),
  };
}

/**
 * The search pipeline over `catalog` (`pipelineFixture`: the engine and projection the service
 * runs), answering by query text as `POST /v1/search` does with a secret key and `debug: true`.
 */
export async function pipelineSearch(
  catalog: readonly ProductInput[],
  store: { readonly locales?: readonly string[]; readonly settings?: Partial<SearchSettings> } = {},
): Promise<PipelineSearch> {
  const fixture = await pipelineFixture(catalog, {
    locales: store.locales ?? ['ar', 'en'],
  });
  const answer = async (q: string, request: Partial<SearchRequest> = {}): Promise<SearchResponse> =>
    (await fixture.search({ q, lang: 'auto', debug: true, ...request }, store.settings)).response;
  return { answer, ids: async (q, request) => (await answer(q, request)).ids ?? [] };
}
