import type { estypes } from '@elastic/elasticsearch';
import type { RankingSettings } from '../embedded/scorer.ts';
import { F, TEXT_GROUPS, type TextGroup, textFieldPattern } from './fields.ts';

/** Raised when the layout changes in a way that needs a reindex (recorded in the template's _meta). */
export const MAPPING_VERSION = 1;

/** Deep pages: the spec allows page 1000 of 100. */
export const MAX_RESULT_WINDOW = 100_100;

/**
 * Above the built-in templates (100). Templates of two prefixes where one extends the other
 * (`store-search` and `store-search-eu`) have overlapping patterns, which Elasticsearch refuses
 * at equal priority: the longer (more specific) prefix gets the higher one.
 */
const templatePriority = (prefix: string): number => 500 + prefix.length;

/** Already analyzed in the service: only split on whitespace. */
const TERMS_ANALYZER = 'store_search_terms';

const similarityName = (group: TextGroup): string => `store_search_${group}`;

/** BM25 per field group with the same `k1` and length normalization `b` as the embedded engine. */
function similarities(ranking: RankingSettings): Record<string, estypes.IndicesSettingsSimilarity> {
  const out: Record<string, estypes.IndicesSettingsSimilarity> = {};
  TEXT_GROUPS.forEach(({ group }, i) => {
    out[similarityName(group)] = { type: 'BM25', k1: ranking.k1, b: ranking.lengthNormalization[i] ?? 0.75 };
  });
  return out;
}

/** Analyzed terms with positions (the phrase bonus reads them on surface forms), BM25 of the group. */
const termsField = (group: TextGroup): estypes.MappingProperty => ({
  type: 'text',
  analyzer: TERMS_ANALYZER,
  similarity: similarityName(group),
});

/** Per-language text fields are created on first use from these templates. */
function textTemplates(): Record<string, estypes.MappingDynamicTemplate>[] {
  return TEXT_GROUPS.filter((g) => g.perLanguage).flatMap(({ group }) =>
    (['exact', 'forms'] as const).map((kind) => ({
      [`${group}_${kind}`]: {
        match: textFieldPattern(group, kind),
        match_mapping_type: 'string',
        mapping: termsField(group),
      },
    })),
  );
}

export function indexMappings(): estypes.MappingTypeMapping {
  const keyword: estypes.MappingProperty = { type: 'keyword' };
  return {
    dynamic: true,
    dynamic_templates: [
      ...textTemplates(),
      { attribute_numbers: { path_match: `${F.attrNumbers}.*`, mapping: { type: 'double' } } },
    ],
    properties: {
      [F.id]: keyword,
      [F.tenantId]: keyword,
      [F.live]: { type: 'boolean' },
      [F.inStock]: { type: 'boolean' },
      [F.price]: { type: 'double' },
      [F.createdAt]: { type: 'long' },
      [F.popularity]: { type: 'double' },
      [F.categoryIds]: keyword,
      [F.categoryNodes]: keyword,
      [F.attrs]: { type: 'flattened' },
      [F.attrsDisplay]: { type: 'flattened' },
      [F.attrNumbers]: { type: 'object', dynamic: true },
      [F.vocab]: keyword,
      [F.vocabText]: { type: 'text', analyzer: TERMS_ANALYZER, index_options: 'docs', norms: false },
      [F.brandKey]: keyword,
      [F.categoryKeys]: keyword,
      [F.display]: { type: 'object', enabled: false },
      brand_exact: termsField('brand'),
      brand_forms: termsField('brand'),
      attribute_exact: termsField('attribute'),
      attribute_forms: termsField('attribute'),
    },
  };
}

export function indexSettings(ranking: RankingSettings, replicas: number): estypes.IndicesIndexSettings {
  return {
    // One shard per store: exact term statistics and facet counts, and stores are small next to a shard.
    number_of_shards: 1,
    number_of_replicas: replicas,
    max_result_window: MAX_RESULT_WINDOW,
    mapping: { total_fields: { limit: 2000, ignore_dynamic_beyond_limit: true } },
    analysis: { analyzer: { [TERMS_ANALYZER]: { type: 'custom', tokenizer: 'whitespace' } } },
    similarity: similarities(ranking),
  };
}

/** The index template every store index is created from (`<prefix>-*`). */
export function indexTemplate(
  prefix: string,
  ranking: RankingSettings,
  replicas: number,
): estypes.IndicesPutIndexTemplateRequest {
  return {
    name: `${prefix}-products`,
    index_patterns: [`${prefix}-*`],
    priority: templatePriority(prefix),
    template: { settings: indexSettings(ranking, replicas), mappings: indexMappings() },
    _meta: { mapping_version: MAPPING_VERSION, description: 'Store Search products, one index per store' },
  };
}
