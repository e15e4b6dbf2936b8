import type { Decider } from '../command-handling/decider.ts';
import type { UsageEvent } from './usage-events.ts';

export const THRESHOLDS = [80, 100] as const;

/** The zero-results spike rule (docs/analytics.md). */
export const SPIKE_RULE = {
  /** The window looked at, ending now. */
  windowMs: 60 * 60_000,
  /** At least this many zero-result searches in the window. */
  minZeroResults: 20,
  /** And a zero-result rate of at least this... */
  minRate: 0.3,
  /** ...and at least this many times the store's rate over the 7 days before. */
  baselineFactor: 2,
  /** One notice per store at most this often. */
  quietMs: 6 * 60 * 60_000,
} as const;

export type UsageWatchCommand =
  | {
      readonly type: 'RecordUsageLevel';
      readonly tenantId: string;
      readonly period: string;
      readonly used: number;
      readonly limit: number | null;
      readonly at: string;
    }
  | {
      readonly type: 'CheckZeroResults';
      readonly tenantId: string;
      readonly windowStart: string;
      readonly at: string;
      readonly searches: number;
      readonly zeroResults: number;
      readonly baselineRate: number;
      readonly topQueries: readonly string[];
    };

export interface UsageWatchState {
  /** `<period>:<threshold>` already told. */
  readonly notified: ReadonlySet<string>;
  readonly lastSpikeAt: string | null;
}

/**
 * Tells a store once per period that its searches crossed 80% and 100% of the plan, and at
 * most every 6 hours that searches finding nothing spiked. Pure: counts and time come in.
 */
export const usageWatchDecider: Decider<UsageWatchCommand, UsageEvent, UsageWatchState> = {
  initialState: () => ({ notified: new Set(), lastSpikeAt: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'UsageThresholdReached':
        return {
          ...state,
          notified: new Set([...state.notified, `${event.data.period}:${event.data.threshold}`]),
        };
      case 'ZeroResultsSpikeDetected':
        return { ...state, lastSpikeAt: event.data.at };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RecordUsageLevel': {
        const { limit } = command;
        if (limit === null || limit <= 0) return [];
        return THRESHOLDS.filter(
          (t) => command.used * 100 >= t * limit && !state.notified.has(`${command.period}:${t}`),
        ).map((threshold) => ({
          type: 'UsageThresholdReached' as const,
          data: {
            tenantId: command.tenantId,
            period: command.period,
            metric: 'search' as const,
            threshold,
            used: command.used,
            limit,
            at: command.at,
          },
        }));
      }
      case 'CheckZeroResults': {
        const rate = command.searches === 0 ? 0 : command.zeroResults / command.searches;
        const spike =
          command.zeroResults >= SPIKE_RULE.minZeroResults &&
          rate >= SPIKE_RULE.minRate &&
          rate >= SPIKE_RULE.baselineFactor * command.baselineRate;
        const quiet =
          state.lastSpikeAt !== null &&
          Date.parse(command.at) - Date.parse(state.lastSpikeAt) < SPIKE_RULE.quietMs;
        if (!spike || quiet) return [];
        return [
          {
            type: 'ZeroResultsSpikeDetected',
            data: {
              tenantId: command.tenantId,
              windowStart: command.windowStart,
              windowEnd: command.at,
              searches: command.searches,
              zeroResults: command.zeroResults,
              rate: Math.round(rate * 10_000) / 10_000,
              baselineRate: Math.round(command.baselineRate * 10_000) / 10_000,
              topQueries: [...command.topQueries],
              at: command.at,
            },
          },
        ];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
