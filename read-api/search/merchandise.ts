import { applyRules, type MerchResult } from '../../domain/merchandising/apply-rules.ts';
import type { Rule } from '../../domain/merchandising/rule.ts';
import type { SearchHitRef } from '../../domain/search/search-result.ts';
import type { SearchSettings } from '../../domain/tenancy/store-settings.ts';
import type { RankingFacts } from '../../projections/search/search-projection.ts';
import { rerankBySignals } from './business-signals.ts';

export interface WindowOutcome {
  /** The page, in order, with pinned flags. */
  readonly page: { id: string; score: number; pinned: boolean }[];
  readonly merch: MerchResult | null;
  /** How many results the merchandising added (pins) or took away (hides) within the window. */
  readonly totalDelta: number;
}

/**
 * Ranks the candidate window: business signals re-rank its head (relevance only), rules
 * apply to all of it, then the requested page is cut from it.
 */
export function rankWindow(
  hits: readonly SearchHitRef[],
  rules: readonly Rule[],
  settings: SearchSettings,
  options: {
    relevance: boolean;
    offset: number;
    limit: number;
    facts: (id: string) => RankingFacts | undefined;
    now: number;
  },
): WindowOutcome {
  const ranked = options.relevance
    ? rerankBySignals(
        hits,
        settings.business_signals,
        settings.cheap_rerank_top_n,
        options.facts,
        options.now,
        // Without rules only the page is read: candidates that cannot reach it keep their place.
        rules.length === 0 ? options.offset + options.limit : Number.POSITIVE_INFINITY,
      )
    : hits.map((h) => ({ id: h.id, score: h.score }));
  if (rules.length === 0) {
    return {
      page: ranked
        .slice(options.offset, options.offset + options.limit)
        .map((c) => ({ ...c, pinned: false })),
      merch: null,
      totalDelta: 0,
    };
  }
  const merch = applyRules(ranked, rules, {
    relevance: options.relevance,
    facts: (id) => {
      const f = options.facts(id);
      return f ? { brand: f.brand, categories: f.categories, attributes: f.attributes } : undefined;
    },
  });
  return {
    page: merch.ranked.slice(options.offset, options.offset + options.limit),
    merch,
    totalDelta: merch.ranked.length - ranked.length,
  };
}
