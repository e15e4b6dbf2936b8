import { describe, expect, it } from 'vitest';
import type { TelemetryLog, TelemetrySubscription } from '../../domain/telemetry/telemetry-log.ts';
import type {
  SearchRecord,
  SearchTallyRecord,
  TelemetryRecord,
} from '../../domain/telemetry/telemetry-record.ts';
import { TallyingTelemetryLog } from './search-tallies.ts';

/** A log that keeps what it is given, in order. */
function keepingLog() {
  const appended: TelemetryRecord[] = [];
  const calls: string[] = [];
  const log: TelemetryLog = {
    name: 'keeping',
    append: (records) => {
      appended.push(...records);
    },
    consume: (): TelemetrySubscription => ({
      stop: async () => undefined,
      caughtUp: async () => {
        calls.push(`caughtUp after ${appended.length}`);
      },
      lag: async () => 0,
    }),
    status: () => ({ buffered: 0, spilled: 0, spillBacklog: 0, written: appended.length, writeErrors: 0 }),
    flush: async () => {
      calls.push(`flush after ${appended.length}`);
    },
    close: async () => {
      calls.push(`close after ${appended.length}`);
    },
  };
  return { log, appended, calls };
}

const search = (over: Partial<SearchRecord> = {}): SearchRecord => ({
  kind: 'search',
  id: `s_${Math.random().toString(36).slice(2)}`,
  tenantId: 't1',
  at: '2026-03-01T10:00:05.000Z',
  session: 'sess-1',
  query: 'phone',
  lang: 'en',
  device: 'mobile',
  page: 1,
  ids: ['p1', 'p2'],
  firstPosition: 1,
  total: 2,
  zeroResults: false,
  didYouMean: null,
  shape: 'AAAAAAAAAAAA',
  ...over,
});

const tallies = (records: readonly TelemetryRecord[]) =>
  records.filter((r): r is SearchTallyRecord => r.kind === 'searches');

describe('TallyingTelemetryLog', () => {
  it('tallies searches per store, shape and minute, keeps each search as a line, and passes other records on at once', async () => {
    const { log, appended } = keepingLog();
    const tallying = new TallyingTelemetryLog(log, { windowMs: 60_000 });
    const click: TelemetryRecord = {
      kind: 'click',
      id: 'c1',
      tenantId: 't1',
      at: '2026-03-01T10:00:06.000Z',
      session: null,
      searchId: 's_x',
      productId: 'p1',
      position: 1,
    };
    tallying.append([search({ id: 's_a' }), click]);
    tallying.append([search({ id: 's_b', at: '2026-03-01T10:00:59.000Z', session: 'a b/ج' })]);
    tallying.append([search({ id: 's_c', at: '2026-03-01T10:01:00.000Z', session: null })]);
    tallying.append([search({ id: 's_d', shape: 'BBBBBBBBBBBB', zeroResults: true, ids: [], total: 0 })]);
    tallying.append([search({ id: 's_e', tenantId: 't2' })]);
    // A search without a shape (written before tallies) goes on as it is.
    const { shape: _shape, ...unshaped } = search({ id: 's_old' });
    tallying.append([unshaped]);
    expect(appended.map((r) => r.id)).toEqual(['c1', 's_old']);
    expect(tallying.status().buffered).toBe(5);

    await tallying.flush();
    const [t1, t2] = tallies(appended);
    expect(t1?.tenantId).toBe('t1');
    expect(t2?.tenantId).toBe('t2');
    expect(t1?.shapes.map((s) => [s.shape, s.minute, s.n, s.lastAt])).toEqual([
      ['AAAAAAAAAAAA', '2026-03-01T10:00:00.000Z', 2, '2026-03-01T10:00:59.000Z'],
      ['AAAAAAAAAAAA', '2026-03-01T10:01:00.000Z', 1, '2026-03-01T10:01:00.000Z'],
      ['BBBBBBBBBBBB', '2026-03-01T10:00:00.000Z', 1, '2026-03-01T10:00:05.000Z'],
    ]);
    expect(t1?.shapes[2]).toMatchObject({
      zeroResults: true,
      ids: [],
      total: 0,
      query: 'phone',
      device: 'mobile',
    });
    const lines = t1?.log.split('\n') ?? [];
    expect(lines).toEqual([
      's_a\tsess-1',
      `s_b\t~${Buffer.from('a b/ج').toString('base64')}`,
      's_c\t',
      's_d\tsess-1',
    ]);
    expect(t2?.log).toBe('s_e\tsess-1');
    expect(tallying.status().buffered).toBe(0);
    // Nothing is tallied twice.
    await tallying.flush();
    expect(tallies(appended)).toHaveLength(2);
  });

  it('appends the tallies before flush, close and caughtUp, after its window, and when a store holds its most', async () => {
    const { log, appended, calls } = keepingLog();
    const tallying = new TallyingTelemetryLog(log, { windowMs: 30, maxSearches: 3 });
    const subscription = tallying.consume({ name: 'c', apply: async () => undefined });
    tallying.append([search()]);
    await subscription.caughtUp(1_000);
    expect(calls).toEqual(['caughtUp after 1']);
    tallying.append([search(), search(), search()]);
    // Three searches of one store: appended at once.
    expect(tallies(appended).map((t) => t.log.split('\n').length)).toEqual([1, 3]);
    tallying.append([search()]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(tallies(appended)).toHaveLength(3);
    tallying.append([search()]);
    await tallying.close();
    expect(calls.at(-1)).toBe('close after 4');
    expect(tallies(appended).reduce((n, t) => n + t.shapes.reduce((m, s) => m + s.n, 0), 0)).toBe(6);
    expect(new Set(tallies(appended).map((t) => t.id)).size).toBe(4);
  });
});
