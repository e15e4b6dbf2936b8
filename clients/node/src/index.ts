export {
  type FallbackReason,
  SearchClient,
  type SearchClientOptions,
  type SearchParams,
  type SearchResponse,
  type SearchResult,
} from './search-client.ts';
