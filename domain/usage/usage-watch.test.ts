import { describe, it } from 'vitest';
import { deciderSpec } from '../../test/support/decider-spec.ts';
import type { UsageEvent } from './usage-events.ts';
import { usageWatchDecider } from './usage-watch.ts';

const given = deciderSpec(usageWatchDecider);
const at = '2026-03-10T12:00:00.000Z';
const level = (used: number, period = '2026-03', limit: number | null = 1_000) => ({
  type: 'RecordUsageLevel' as const,
  tenantId: 't1',
  period,
  used,
  limit,
  at,
});
const reached = (threshold: 80 | 100, used: number, period = '2026-03'): UsageEvent => ({
  type: 'UsageThresholdReached',
  data: { tenantId: 't1', period, metric: 'search', threshold, used, limit: 1_000, at },
});
const check = (
  over: Partial<{ searches: number; zeroResults: number; baselineRate: number; at: string }> = {},
) => ({
  type: 'CheckZeroResults' as const,
  tenantId: 't1',
  windowStart: '2026-03-10T11:00:00.000Z',
  at,
  searches: 60,
  zeroResults: 30,
  baselineRate: 0.1,
  topQueries: ['ayfon 16'],
  ...over,
});

describe('usage watch decider', () => {
  it('tells each threshold once per period, both at once when a jump crosses both', () => {
    given([]).when(level(799)).then([]);
    given([])
      .when(level(800))
      .then([reached(80, 800)]);
    given([reached(80, 800)])
      .when(level(950))
      .then([]);
    given([reached(80, 800)])
      .when(level(1_000))
      .then([reached(100, 1_000)]);
    given([])
      .when(level(1_200))
      .then([reached(80, 1_200), reached(100, 1_200)]);
    given([reached(80, 800), reached(100, 1_000)])
      .when(level(5_000))
      .then([]);
  });

  it('starts again in a new period, and never without a fixed limit', () => {
    given([reached(80, 800), reached(100, 1_000)])
      .when(level(900, '2026-04'))
      .then([reached(80, 900, '2026-04')]);
    given([])
      .when(level(10_000_000, '2026-03', null))
      .then([]);
  });

  it('detects a zero-results spike by the documented rule, at most every 6 hours', () => {
    const spike: UsageEvent = {
      type: 'ZeroResultsSpikeDetected',
      data: {
        tenantId: 't1',
        windowStart: '2026-03-10T11:00:00.000Z',
        windowEnd: at,
        searches: 60,
        zeroResults: 30,
        rate: 0.5,
        baselineRate: 0.1,
        topQueries: ['ayfon 16'],
        at,
      },
    };
    given([]).when(check()).then([spike]);
    given([])
      .when(check({ zeroResults: 19, searches: 20 }))
      .then([]); // too few
    given([])
      .when(check({ zeroResults: 25, searches: 100 }))
      .then([]); // rate below 30%
    given([])
      .when(check({ baselineRate: 0.3 }))
      .then([]); // not twice the usual rate
    given([spike])
      .when(check({ at: '2026-03-10T17:59:00.000Z' }))
      .then([]);
    given([spike])
      .when(check({ at: '2026-03-10T18:00:00.000Z' }))
      .then([
        {
          ...spike,
          data: { ...spike.data, at: '2026-03-10T18:00:00.000Z', windowEnd: '2026-03-10T18:00:00.000Z' },
        },
      ]);
  });
});
