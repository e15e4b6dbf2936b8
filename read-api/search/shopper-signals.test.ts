import { describe, expect, it } from 'vitest';
import type { PopularQueryRow, QuerySignalRows } from '../../projections/signals/signal-queries.ts';
import { ShopperSignals } from './shopper-signals.ts';

/** A signal source whose reads wait until the test answers them, in the order they were made. */
function heldSource() {
  const reads: { what: string; answer: (value: unknown) => void }[] = [];
  const read = <T>(what: string) =>
    new Promise<T>((resolve) => {
      reads.push({ what, answer: resolve as (value: unknown) => void });
    });
  return {
    reads,
    source: {
      productScores: async () => [],
      querySignals: (tenantId: string, query: string) => read<QuerySignalRows>(`query ${tenantId} ${query}`),
      popularQueries: (tenantId: string) => read<PopularQueryRow[]>(`popular ${tenantId}`),
    },
  };
}

const WAITING = Symbol('waiting');
/** The promise's value if it settles within a few milliseconds, else WAITING. */
const soon = <T>(p: Promise<T>) =>
  Promise.race([p, new Promise<typeof WAITING>((r) => setTimeout(() => r(WAITING), 20))]);
const popular = (query: string): PopularQueryRow[] => [{ query, score: 1, found: true }];

describe('ShopperSignals', () => {
  it('answers the popular queries held while it reads them again from half their age; waits only past it', async () => {
    let now = 0;
    const { reads, source } = heldSource();
    const signals = new ShopperSignals(source, 2_000, () => now);
    const first = signals.popularQueries('s');
    reads[0]?.answer(popular('first'));
    expect(await first).toEqual(popular('first'));
    // Past half their age: the rows held at once, one read again in the background.
    now = 1_200;
    expect(await soon(signals.popularQueries('s'))).toEqual(popular('first'));
    expect(await soon(signals.popularQueries('s'))).toEqual(popular('first'));
    expect(reads.map((r) => r.what)).toEqual(['popular s', 'popular s']);
    reads[1]?.answer(popular('second'));
    await new Promise((r) => setTimeout(r, 0));
    // Past the age of the first read: the second one's rows, with no wait and no other read.
    now = 2_100;
    expect(await soon(signals.popularQueries('s'))).toEqual(popular('second'));
    expect(reads).toHaveLength(2);
    // Past the age of the rows held with no read back in time: the search waits for one.
    now = 3_300;
    const late = signals.popularQueries('s');
    expect(await soon(late)).toBe(WAITING);
    reads[2]?.answer(popular('third'));
    expect(await late).toEqual(popular('third'));
  });

  it('reads a query rates again ahead of their age, so the searches that rank on them do not wait for the read', async () => {
    let now = 0;
    const { reads, source } = heldSource();
    const signals = new ShopperSignals(source, 2_000, () => now);
    const rows = (clicks: number): QuerySignalRows => ({
      searches: 10,
      products: new Map([['p1', { clicks, orders: 0 }]]),
    });
    const first = signals.forSearch('s', 'shoes', 0, true);
    await new Promise((r) => setTimeout(r, 0));
    reads[0]?.answer(rows(1));
    const ctr = (await first).ctr('p1');
    now = 1_500;
    expect(await soon(signals.forSearch('s', 'shoes', now, true).then((s) => s.ctr('p1')))).toBe(ctr);
    expect(reads.map((r) => r.what)).toEqual(['query s shoes', 'query s shoes']);
    reads[1]?.answer(rows(5));
    await new Promise((r) => setTimeout(r, 0));
    now = 2_400;
    const later = await soon(signals.forSearch('s', 'shoes', now, true).then((s) => s.ctr('p1')));
    expect(later).not.toBe(WAITING);
    expect(later).toBeGreaterThan(ctr);
    expect(reads).toHaveLength(2);
  });
});
