import { z } from 'zod';
import { ProductCardOut } from '../catalog/product-card.ts';
import { SearchSettingsSchema } from '../tenancy/store-settings.ts';

const LangParam = z
  .string()
  .regex(/^(auto|[a-z]{2})$/, 'auto or a two-letter language code')
  .default('auto');

export const RangeFilterIn = z
  .object({ gte: z.number().nullable().optional(), lte: z.number().nullable().optional() })
  .strict();

export const FilterValueIn = z.union([
  z.array(z.string().max(200)).max(100),
  RangeFilterIn,
  z.string().max(200),
  z.boolean(),
]);

const saved = SearchSettingsSchema.shape;

/**
 * Spec: RankingConfig. Every field is `T|null` and optional: missing or null means the store's
 * saved value.
 */
export const RankingConfigIn = z.object({
  rule_parser: saved.rule_parser.nullable().optional(),
  in_stock_first: saved.in_stock_first.nullable().optional(),
  business_signals: saved.business_signals.nullable().optional(),
  typo_tolerance: saved.typo_tolerance.nullable().optional(),
  hybrid_search: saved.hybrid_search.nullable().optional(),
  cheap_rerank_top_n: saved.cheap_rerank_top_n.nullable().optional(),
  merch_rules: saved.merch_rules.nullable().optional(),
  disabled_rule_ids: saved.disabled_rule_ids.nullable().optional(),
  synonym_sets: saved.synonym_sets.nullable().optional(),
  global_synonyms: saved.global_synonyms.nullable().optional(),
});
export type RankingConfig = z.infer<typeof RankingConfigIn>;

/** Spec: SearchRequest (POST /v1/search). */
export const SearchRequestIn = z
  .object({
    q: z.string().max(256).default(''),
    lang: LangParam,
    page: z.number().int().min(1).max(1000).default(1),
    per_page: z.number().int().min(1).max(100).default(20),
    filters: z.record(z.string().min(1).max(100), FilterValueIn).default({}),
    sort: z.enum(['relevance', 'price_asc', 'price_desc', 'newest', 'popular']).default('relevance'),
    facets: z.array(z.string().min(1).max(100)).max(20).default([]),
    session: z.string().max(64).nullable().optional(),
    device: z.enum(['desktop', 'mobile', 'tablet', 'unknown']).default('unknown'),
    debug: z.boolean().default(false),
    config_override: RankingConfigIn.nullable().optional(),
    ai: z.enum(['auto', 'on', 'off']).default('auto'),
  })
  .strict();
export type SearchRequest = z.infer<typeof SearchRequestIn>;

export const ParsedQueryOut = z.object({
  text: z.string(),
  normalized: z.string(),
  rewritten: z.string().nullable(),
  lang: z.string(),
  filters: z.record(z.string(), z.unknown()),
  sort: z.string().nullable(),
});

export const FacetBucketOut = z.object({
  value: z.string(),
  label: z.record(z.string(), z.string()).nullable(),
  count: z.number().int(),
});

export const FacetOut = z.object({
  name: z.string(),
  type: z.enum(['terms', 'range', 'boolean', 'category_tree']),
  buckets: z.array(FacetBucketOut),
  min: z.number().nullable(),
  max: z.number().nullable(),
});

export const SearchHitOut = z.object({
  id: z.string(),
  score: z.number().nullable(),
  product: ProductCardOut,
  highlights: z.record(z.string(), z.string()),
  pinned: z.boolean(),
});

export const SearchResponseOut = z.object({
  search_id: z.string(),
  query: ParsedQueryOut,
  ids: z.array(z.string()),
  hits: z.array(SearchHitOut),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  facets: z.array(FacetOut),
  did_you_mean: z.string().nullable(),
  redirect: z.object({ url: z.string(), rule_id: z.string() }).nullable(),
  banners: z.array(
    z.object({
      id: z.string(),
      html: z.string().nullable(),
      image_url: z.string().nullable(),
      link_url: z.string().nullable(),
      position: z.enum(['top', 'inline', 'bottom']),
    }),
  ),
  zero_result_help: z
    .object({
      relaxed: z.boolean(),
      relaxed_query: z.string().nullable(),
      popular_categories: z.array(FacetBucketOut),
    })
    .nullable(),
  experiment: z.object({ experiment_id: z.string(), variant: z.string() }).nullable(),
  took_ms: z.number(),
  debug: z.record(z.string(), z.unknown()).nullable(),
});
export type SearchResponse = z.infer<typeof SearchResponseOut>;

export const SuggestQueryIn = z.object({
  q: z.string().max(128),
  lang: LangParam,
  limit: z.coerce.number().int().min(1).max(20).default(8),
  products: z.coerce.number().int().min(0).max(10).default(4),
  session: z.string().max(64).optional(),
  key: z.string().max(200).optional(),
});

export const SuggestResponseOut = z.object({
  query: z.string(),
  suggestions: z.array(
    z.object({
      text: z.string(),
      highlighted: z.string().nullable(),
      kind: z.enum(['query', 'category', 'brand']),
      target: z.string().nullable(),
    }),
  ),
  products: z.array(ProductCardOut),
  categories: z.array(FacetBucketOut),
  took_ms: z.number(),
});
