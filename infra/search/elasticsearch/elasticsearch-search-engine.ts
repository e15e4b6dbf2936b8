import { Client, type estypes } from '@elastic/elasticsearch';
import type { Analyzer, Vocabulary } from '../../../domain/search/analyzer.ts';
import type { ProductChange, SearchEngine } from '../../../domain/search/search-engine.ts';
import type { SearchQuery, SuggestQuery, TypoSettings } from '../../../domain/search/search-query.ts';
import type { SearchResult, SuggestResult } from '../../../domain/search/search-result.ts';
import { DEFAULT_RANKING, type RankingSettings } from '../embedded/scorer.ts';
import { BulkWriter, type Refresh } from './bulk-writer.ts';
import { highlightHit } from './highlights.ts';
import { checkPrefix } from './index-names.ts';
import { indexTemplate } from './index-template.ts';
import { asTyped, correctable, type QueryWord, queryWords } from './query-words.ts';
import { buildSearchRequest, type SearchBody, storeProducts } from './search-request.ts';
import { toSearchResult } from './search-response.ts';
import { StoreIndices } from './store-indices.ts';
import { suggest } from './suggester.ts';

export interface ElasticsearchSearchEngineOptions {
  /** The cluster URL (`ELASTICSEARCH_URL`); or give a ready `client`. */
  readonly node?: string;
  readonly client?: Client;
  /** Text analysis for indexing and querying, run in the service (the same as the embedded engine's). */
  readonly analyzer: Analyzer;
  /** Index and alias names start with `<indexPrefix>-` (default `store-search`). */
  readonly indexPrefix?: string;
  /** Refresh after each batch of changes: `wait_for` (default) makes `apply` return once searchable. */
  readonly refresh?: boolean | 'wait_for';
  /** Replicas of each store index (default 1). */
  readonly replicas?: number;
  /** Relevance constants (default: the embedded engine's). `k1` and `lengthNormalization` live in the index template. */
  readonly ranking?: Partial<RankingSettings>;
  /** Typo corrections when the words as typed find fewer results than this (default 1; `Infinity`: always). */
  readonly typoThreshold?: number;
  /** The store's catalog words for query analysis (Arabizi choices), when the caller has them. */
  readonly vocabulary?: (tenantId: string) => Vocabulary | undefined;
}

/**
 * The SearchEngine on Elasticsearch: one index per store behind an alias, documents analyzed in
 * the service, external versions from product revisions, and the query DSL built from the
 * analyzed query (see docs/elasticsearch.md).
 */
export class ElasticsearchSearchEngine implements SearchEngine {
  readonly name = 'elasticsearch';
  private readonly client: Client;
  private readonly ownsClient: boolean;
  private readonly indices: StoreIndices;
  private readonly ranking: RankingSettings;
  private readonly writer: BulkWriter;
  private readonly refresh: Refresh;
  private readonly typoThreshold: number;

  constructor(private readonly options: ElasticsearchSearchEngineOptions) {
    if (options.client === undefined && options.node === undefined) {
      throw new Error('ElasticsearchSearchEngine needs a node URL or a client');
    }
    this.client = options.client ?? new Client({ node: options.node ?? '' });
    this.ownsClient = options.client === undefined;
    this.ranking = { ...DEFAULT_RANKING, ...options.ranking };
    this.writer = new BulkWriter(this.client, options.analyzer);
    this.refresh = options.refresh ?? 'wait_for';
    this.typoThreshold = options.typoThreshold ?? 1;
    const prefix = checkPrefix(options.indexPrefix ?? 'store-search');
    this.indices = new StoreIndices(
      this.client,
      prefix,
      indexTemplate(prefix, this.ranking, options.replicas ?? 1),
    );
  }

  async apply(tenantId: string, changes: readonly ProductChange[]): Promise<void> {
    if (changes.length === 0) return;
    const write = async () =>
      this.writer.write(tenantId, changes, await this.indices.writeTargets(tenantId), this.refresh);
    if ((await write()) === 'written') return;
    // The alias went away under us (another process cleared the store): make it again, once.
    // Sending the changes again is safe: those that landed are refused as stale.
    this.indices.forget(tenantId);
    if ((await write()) === 'target_missing')
      throw new Error(`the search index of store ${tenantId} is missing`);
  }

  /**
   * Typo corrections are a fallback, as in the embedded engine: the words as typed first, and
   * with their corrections only when that finds fewer than `typoThreshold` results.
   */
  async search(query: SearchQuery): Promise<SearchResult> {
    const words = this.words(query.tenantId, query.text, query.lang, query.typo, query.prefixLast, query);
    if (!correctable(words)) return this.searchWords(query, words);
    if (Number.isFinite(this.typoThreshold)) {
      const typed = await this.searchWords(query, asTyped(words));
      if (typed.total >= this.typoThreshold) return typed;
    }
    return this.searchWords(query, words);
  }

  async suggest(query: SuggestQuery): Promise<SuggestResult> {
    const words = this.words(query.tenantId, query.text, query.lang, query.typo, true);
    return suggest(query, words, {
      analyzer: this.options.analyzer,
      ranking: this.ranking,
      typoThreshold: this.typoThreshold,
      multiSearch: (bodies) => this.multiSearch(query.tenantId, bodies),
    });
  }

  async clear(tenantId: string): Promise<void> {
    await this.indices.clear(tenantId);
  }

  async count(tenantId: string): Promise<number> {
    const response = await this.client.count({
      index: this.indices.alias(tenantId),
      ignore_unavailable: true,
      query: { bool: { filter: storeProducts(tenantId) } },
    });
    return response.count;
  }

  async ping(): Promise<boolean> {
    try {
      // Liveness answers at once: no retries on another node.
      return await this.client.ping({}, { maxRetries: 0, requestTimeout: 5_000 });
    } catch {
      return false;
    }
  }

  /**
   * Rebuilds a store without a gap in its searches (optional capability, not in the port): `fill`
   * applies the store's products to a new index; the alias moves to it once it is complete.
   */
  async rebuild(
    tenantId: string,
    fill: (apply: (changes: readonly ProductChange[]) => Promise<void>) => Promise<void>,
  ): Promise<void> {
    await this.indices.rebuild(tenantId, (index) =>
      fill(async (changes) => {
        // The new index is refreshed once, when full.
        const outcome = await this.writer.write(tenantId, changes, [{ index, isAlias: false }], false);
        if (outcome !== 'written') throw new Error(`the index being rebuilt for store ${tenantId} is gone`);
      }),
    );
  }

  async close(): Promise<void> {
    if (this.ownsClient) await this.client.close();
  }

  private async searchWords(query: SearchQuery, words: readonly QueryWord[]): Promise<SearchResult> {
    const response = await this.client.search({
      index: this.indices.alias(query.tenantId),
      ignore_unavailable: true,
      ...buildSearchRequest(query, words, this.ranking),
    });
    return toSearchResult(response, query, (texts) =>
      highlightHit(texts, query.lang, this.options.analyzer, words),
    );
  }

  private words(
    tenantId: string,
    text: string,
    lang: string,
    typo: TypoSettings,
    prefixLast: boolean,
    synonyms: Pick<SearchQuery, 'globalSynonyms' | 'synonyms' | 'tokens' | 'optional'> = {},
  ): QueryWord[] {
    const vocabulary = this.options.vocabulary?.(tenantId);
    return queryWords(text, {
      analyzer: this.options.analyzer,
      lang,
      typo,
      prefixLast,
      ...(vocabulary ? { vocabulary } : {}),
      ...(synonyms.globalSynonyms !== undefined ? { globalSynonyms: synonyms.globalSynonyms } : {}),
      ...(synonyms.synonyms ? { synonyms: synonyms.synonyms } : {}),
      ...(synonyms.tokens ? { tokens: synonyms.tokens } : {}),
      ...(synonyms.optional ? { optional: synonyms.optional.words } : {}),
    });
  }

  private async multiSearch(
    tenantId: string,
    bodies: readonly SearchBody[],
  ): Promise<estypes.SearchResponse<unknown>[]> {
    const header = { index: this.indices.alias(tenantId), ignore_unavailable: true };
    const response = await this.client.msearch({ searches: bodies.flatMap((body) => [header, body]) });
    return response.responses.map((item) => {
      if ('error' in item)
        throw new Error(`Elasticsearch search failed: ${item.error.type} ${item.error.reason ?? ''}`);
      return item;
    });
  }
}
