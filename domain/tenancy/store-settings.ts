import { z } from 'zod';

/** Two lowercase letters, as the spec's language codes. */
export const LocaleSchema = z.string().regex(/^[a-z]{2}$/, 'must be a two-letter lowercase language code');

/** ISO 4217 codes the service accepts for prices. */
export const CURRENCIES = [
  'SAR',
  'AED',
  'KWD',
  'QAR',
  'BHD',
  'OMR',
  'EGP',
  'JOD',
  'LBP',
  'IQD',
  'MAD',
  'DZD',
  'TND',
  'LYD',
  'SDG',
  'YER',
  'SYP',
  'USD',
  'EUR',
  'GBP',
  'TRY',
  'PKR',
  'INR',
  'CAD',
  'AUD',
  'CHF',
  'JPY',
  'CNY',
] as const;
export const CurrencySchema = z.enum(CURRENCIES);

/**
 * The store's saved search settings: the RankingConfig values used when a request does
 * not override them. Every field has a default, so an old store reads as a new one.
 */
export const SearchSettingsSchema = z.object({
  rule_parser: z.boolean(),
  in_stock_first: z.boolean(),
  business_signals: z.record(z.string().max(64), z.number().min(0).max(1)),
  typo_tolerance: z.boolean(),
  hybrid_search: z.boolean(),
  cheap_rerank_top_n: z.number().int().min(10).max(200),
  merch_rules: z.boolean(),
  disabled_rule_ids: z.array(z.string().max(128)).max(1000),
  synonym_sets: z.array(z.string().min(1).max(64)).max(100),
  global_synonyms: z.boolean(),
});
export type SearchSettings = z.infer<typeof SearchSettingsSchema>;

export const DEFAULT_SEARCH_SETTINGS: SearchSettings = {
  rule_parser: true,
  in_stock_first: true,
  business_signals: { popularity: 0.3 },
  typo_tolerance: true,
  hybrid_search: false,
  cheap_rerank_top_n: 50,
  merch_rules: true,
  disabled_rule_ids: [],
  synonym_sets: ['default'],
  global_synonyms: true,
};

export interface StoreSettings {
  readonly name: string;
  readonly defaultLocale: string;
  readonly locales: readonly string[];
  readonly currency: string;
  readonly search: SearchSettings;
}
