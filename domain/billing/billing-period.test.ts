import { describe, expect, it } from 'vitest';
import { billingPeriodAt, type PeriodFacts } from './billing-period.ts';

const paid: PeriodFacts = {
  planCode: 'growth',
  status: 'active',
  interval: 'month',
  periodStart: '2026-01-31T10:00:00.000Z',
  periodEnd: '2026-02-28T10:00:00.000Z',
};

describe('billingPeriodAt', () => {
  it('a paid subscription counts in its own period, by day: its start day in, its end day out', () => {
    expect(billingPeriodAt(paid, new Date('2026-01-31T08:00:00Z'))).toEqual({
      startDay: '2026-01-31',
      endDay: '2026-02-28',
      label: '2026-01',
      limit: 250_000,
    });
    expect(billingPeriodAt(paid, new Date('2026-02-27T23:59:59Z')).startDay).toBe('2026-01-31');
  });

  it('steps to the following periods when the clock has not renewed yet, as renewals would', () => {
    expect(billingPeriodAt(paid, new Date('2026-02-28T00:00:01Z'))).toMatchObject({
      startDay: '2026-02-28',
      endDay: '2026-03-28',
      label: '2026-02',
    });
    expect(billingPeriodAt(paid, new Date('2026-04-01T00:00:00Z'))).toMatchObject({
      startDay: '2026-03-28',
      endDay: '2026-04-28',
    });
  });

  it('a yearly period allows twelve months of searches', () => {
    const yearly = { ...paid, interval: 'year' as const, periodEnd: '2027-01-31T10:00:00.000Z' };
    expect(billingPeriodAt(yearly, new Date('2026-07-01T00:00:00Z'))).toMatchObject({
      endDay: '2027-01-31',
      limit: 3_000_000,
    });
  });

  it('a trial, a store billed by hand and a canceled one count the UTC calendar month', () => {
    for (const facts of [
      { ...paid, status: 'trialing' as const, periodStart: null, periodEnd: null },
      { ...paid, periodEnd: null },
      { ...paid, status: 'canceled' as const },
      { ...paid, status: null },
    ]) {
      expect(billingPeriodAt(facts, new Date('2026-12-20T00:00:00Z'))).toEqual({
        startDay: '2026-12-01',
        endDay: '2027-01-01',
        label: '2026-12',
        limit: 250_000,
      });
    }
  });

  it('enterprise has no fixed limit', () => {
    expect(
      billingPeriodAt({ ...paid, planCode: 'enterprise' }, new Date('2026-02-01T00:00:00Z')).limit,
    ).toBeNull();
  });
});
