import { consonantSkeleton } from '../../domain/language/index.ts';
import type { Analyzer } from '../../domain/search/analyzer.ts';
import type { SearchEngine } from '../../domain/search/search-engine.ts';
import type { Config } from '../config.ts';
import { ElasticsearchSearchEngine } from './elasticsearch/elasticsearch-search-engine.ts';
import { EmbeddedSearchEngine } from './embedded/embedded-search-engine.ts';

/**
 * The one place the search engine adapter is chosen, at start: Elasticsearch when
 * `ELASTICSEARCH_URL` is set, else the embedded in-process engine. Both analyze text with the
 * same language layer, so either answers the same queries the same way (docs/elasticsearch.md
 * lists the known differences).
 */
export function selectSearchEngine(
  config: Pick<Config, 'ELASTICSEARCH_URL'>,
  analyzer: Analyzer,
): SearchEngine {
  if (config.ELASTICSEARCH_URL)
    return new ElasticsearchSearchEngine({ node: config.ELASTICSEARCH_URL, analyzer });
  return new EmbeddedSearchEngine({ analyzer, skeleton: consonantSkeleton });
}
