import type { UsageMeter } from '../../../domain/billing/usage-meter.ts';
import type { MerchResult, RankedProduct } from '../../../domain/merchandising/apply-rules.ts';
import type { Rule } from '../../../domain/merchandising/rule.ts';
import type { AnalyzedToken, Analyzer, Vocabulary } from '../../../domain/search/analyzer.ts';
import type { CardSource } from '../../../domain/search/card-source.ts';
import type { SearchRequest, SearchResponse } from '../../../domain/search/contract.ts';
import type { SearchEngine } from '../../../domain/search/search-engine.ts';
import type { SearchQuery } from '../../../domain/search/search-query.ts';
import type { FacetResult, SearchHitRef } from '../../../domain/search/search-result.ts';
import type { SearchIds } from '../../../domain/telemetry/search-ids.ts';
import type { TelemetryLog } from '../../../domain/telemetry/telemetry-log.ts';
import type { SearchSettings } from '../../../domain/tenancy/store-settings.ts';
import type { RankingFacts } from '../../../projections/search/search-projection.ts';
import type { StoreFacts } from '../../../projections/search/store-facts.ts';
import type { TenantView } from '../../../projections/tenants/tenant-queries.ts';
import type { RuleBook } from '../rule-book.ts';
import type { SearchSignals } from '../shopper-signals.ts';
import type { SynonymBook } from '../synonym-book.ts';
import type { AnswerCache } from './answer/answer-cache.ts';
import type { Scored } from './rank/business-signals.ts';
import { unknownOptional } from './understand/catalog-words.ts';
import type { QueryWords } from './understand/query-words.ts';
import type { UnderstoodQuery } from './understand/understood-query.ts';

/** What the pipeline reads: the engine, the search projection and the store's books. */
export interface SearchDeps {
  readonly engine: SearchEngine;
  /** The analyzer the engine indexes with: queries are read with it too. */
  readonly analyzer: Analyzer;
  readonly cards: CardSource;
  readonly facts: (tenantId: string) => StoreFacts;
  readonly rankingFacts: (tenantId: string, id: string) => RankingFacts | undefined;
  readonly rules: RuleBook;
  readonly synonyms: SynonymBook;
  readonly meter: UsageMeter;
  readonly newId: () => string;
  readonly now: () => Date;
  /** Issues the answer's `search_id` (signed with the store, so a click can be checked); ids from `newId` without it. */
  readonly searchIds?: SearchIds;
  /** The search log: each answer is appended to it, never waited on. Without it nothing is logged. */
  readonly telemetry?: Pick<TelemetryLog, 'append'>;
  /**
   * Recent answers, reused while what they were built from holds (`answer/answer-cache.ts`):
   * only with an engine that tells its documents' generation. None kept without it.
   */
  readonly answers?: AnswerCache;
  /** A number that changes whenever the store's shopper signals held in process change (kept answers' key). */
  readonly signalsStamp?: (tenantId: string) => number;
  /** Shopper signals (popularity, CTR, conversions) for ranking; none without it. */
  readonly signals?: (
    tenantId: string,
    query: string,
    nowMs: number,
    perQuery: boolean,
  ) => Promise<SearchSignals>;
}

/** Which results the engine is asked for. */
export interface CandidateWindow {
  /** 0-based offset of the page asked for. */
  readonly offset: number;
  readonly perPage: number;
  /**
   * The page lies within the first 1,000 results: the window is re-ranked (fallbacks, kind,
   * signals, merchandising) and the page cut from it. Deeper pages come straight from the engine.
   */
  readonly windowed: boolean;
  /** Results asked of the engine. */
  readonly size: number;
}

/** One search as it goes through the stages; each stage returns the next state. */
export interface SearchState {
  readonly store: TenantView;
  readonly request: SearchRequest;
  readonly settings: SearchSettings;
  readonly now: Date;
  readonly vocabulary: Vocabulary | undefined;
  readonly synonyms: ((form: string) => readonly string[]) | undefined;
  /** A product's ranking facts, read from the projection once per search (kind, signals and rules all read them). */
  readonly facts: (id: string) => RankingFacts | undefined;
  /** Query-mode analysis in this search's context, for words a stage brings in (a lexicon phrase). */
  readonly analyze: (text: string) => readonly AnalyzedToken[];
  readonly query: UnderstoodQuery;
  /** Rules that fire for the query, highest priority first. */
  readonly rules: readonly Rule[];
  readonly window: CandidateWindow;
  /** The engine query of the searched words over the window. */
  readonly base: SearchQuery;
  /** The query whose results lead: the base, its correction, or a relaxed query. */
  readonly effective: SearchQuery;
  /** `effective`'s words. */
  readonly effectiveWords: QueryWords;
  /**
   * The searched words a tool asked for by what it is for works on (`understand/instrument.ts`):
   * optional in the base query, yet not words it let go.
   */
  readonly objects: ReadonlySet<number>;
  /**
   * The results in tiers, each listed after the one before whatever its scores: the query's own
   * (or a correction's, then the words' as typed), then phrase rewrites', then partial matches'.
   */
  readonly tiers: readonly (readonly SearchHitRef[])[];
  /** The query's own total plus the results the fallbacks added. */
  readonly total: number;
  readonly facets: readonly FacetResult[];
  /** The query phrase rewrites were last tried for (they run once per leading query). */
  readonly phrased: SearchQuery | null;
  readonly didYouMean: string | null;
  readonly zeroResultHelp: SearchResponse['zero_result_help'];
  /** The window: the tiers one after the other, each rescaled under the one before. */
  readonly hits: readonly SearchHitRef[];
  /** The window re-ranked by business signals. */
  readonly ranked: readonly Scored[];
  /** The requested page, in order. */
  readonly page: readonly RankedProduct[];
  readonly merch: MerchResult | null;
  /** Results merchandising added (pins) or took away (hides) within the window. */
  readonly totalDelta: number;
  /** What each stage did, for `debug: true` (null otherwise). */
  readonly trace: Readonly<Record<string, unknown>> | null;
}

/** One step of the pipeline. */
export type Stage = (state: SearchState, deps: SearchDeps) => SearchState | Promise<SearchState>;

/** The state with a stage's trace entry added (when tracing). */
export const traced = (state: SearchState, entries: () => Record<string, unknown>): SearchState =>
  state.trace === null ? state : { ...state, trace: { ...state.trace, ...entries() } };

/**
 * The engine query for `words` on the shape of `query`. With the store's vocabulary, the words
 * the catalog holds in none of their forms are optional (`unknownOptional`): one unknown word
 * never empties a query whose other words find products.
 */
export function withWords(
  query: SearchQuery,
  words: QueryWords,
  vocabulary: Vocabulary | undefined,
): SearchQuery {
  const { optional: _previous, ...shape } = query;
  const optional = unknownOptional(words, vocabulary);
  return { ...shape, text: words.text, tokens: words.tokens, ...(optional ? { optional } : {}) };
}
