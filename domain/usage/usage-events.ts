import type { DomainEvent } from '../command-handling/decider.ts';

/** `usage.threshold_reached`: a metered quantity crossed 80% or 100% of its plan limit this period. */
export type UsageThresholdReached = DomainEvent<
  'UsageThresholdReached',
  {
    readonly tenantId: string;
    /** `YYYY-MM`. */
    readonly period: string;
    readonly metric: 'search';
    readonly threshold: 80 | 100;
    readonly used: number;
    readonly limit: number;
    readonly at: string;
  }
>;

/** `search.zero_results_spike`: the share of searches that found nothing jumped (docs/analytics.md). */
export type ZeroResultsSpikeDetected = DomainEvent<
  'ZeroResultsSpikeDetected',
  {
    readonly tenantId: string;
    readonly windowStart: string;
    readonly windowEnd: string;
    readonly searches: number;
    readonly zeroResults: number;
    readonly rate: number;
    readonly baselineRate: number;
    /** The window's most frequent queries that found nothing. */
    readonly topQueries: readonly string[];
    readonly at: string;
  }
>;

export type UsageEvent = UsageThresholdReached | ZeroResultsSpikeDetected;

/** One stream per store for what its usage and search health told it. */
export const usageStream = (tenantId: string): string => `usage-${tenantId}`;
