import { randomUUID } from 'node:crypto';
import type { Device, TelemetryRecord } from '../../domain/telemetry/telemetry-record.ts';

/** A shopper story for the analytics projection's tests, from a seed (store 'T'; see withTenant). */
const DEVICES: readonly Device[] = ['desktop', 'mobile', 'tablet', 'unknown'];
const QUERIES = ['phone', 'case', 'ارز', 'zzz'];
const START = Date.parse('2026-03-01T10:00:00Z');
const MIN = 60_000;

export interface Scenario {
  readonly records: readonly TelemetryRecord[];
}

/** A shopper story: searches in sessions, clicks on their results, carts, orders, views, suggestions. */
export const scenario = (seed: number): Scenario => {
  let s = seed;
  const rnd = (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s % n;
  };
  const records: TelemetryRecord[] = [];
  const searches: { id: string; ids: string[]; session: string; at: number; first: number }[] = [];
  for (let i = 0; i < 60; i++) {
    const at = START + rnd(3 * 24 * 60) * MIN;
    const session = `s${rnd(6)}`;
    const q = QUERIES[rnd(QUERIES.length)] ?? 'phone';
    const zero = q === 'zzz';
    const page = 1 + rnd(2);
    const ids = zero ? [] : Array.from({ length: 4 }, (_, k) => `p${(rnd(5) + k) % 9}`);
    const id = `s_${randomUUID()}`;
    searches.push({ id, ids, session, at, first: (page - 1) * 4 + 1 });
    records.push({
      kind: 'search',
      id,
      tenantId: 'T',
      at: new Date(at).toISOString(),
      session,
      query: q,
      lang: q === 'ارز' ? 'ar' : 'en',
      device: DEVICES[rnd(4)] ?? 'unknown',
      page,
      ids,
      firstPosition: (page - 1) * 4 + 1,
      total: ids.length * 3,
      zeroResults: zero,
      didYouMean: zero ? `dym${rnd(3)}` : null,
    });
  }
  for (const search of searches) {
    if (search.ids.length === 0) continue;
    const clicks = rnd(3);
    for (let c = 0; c < clicks; c++) {
      const k = rnd(search.ids.length);
      records.push({
        kind: 'click',
        id: randomUUID(),
        tenantId: 'T',
        at: new Date(search.at + (c + 1) * MIN).toISOString(),
        session: search.session,
        searchId: search.id,
        productId: search.ids[k] ?? 'p0',
        position: search.first + k,
      });
    }
    const outcome = rnd(4);
    if (outcome === 0) continue;
    const product = search.ids[rnd(search.ids.length)] ?? 'p0';
    const explicit = rnd(2) === 0;
    const kind = outcome === 3 ? 'order' : outcome === 2 ? 'add_to_cart' : 'view';
    records.push({
      kind,
      id: randomUUID(),
      tenantId: 'T',
      at: new Date(search.at + (5 + rnd(120)) * MIN).toISOString(),
      session: search.session,
      productIds: [product],
      searchId: explicit ? search.id : null,
      revenue: kind === 'order' ? `${10 + rnd(90)}.50` : null,
      currency: kind === 'order' ? (rnd(5) === 0 ? 'USD' : 'SAR') : null,
      device: 'unknown',
    });
  }
  for (let i = 0; i < 15; i++)
    records.push({
      kind: 'suggest',
      id: randomUUID(),
      tenantId: 'T',
      at: new Date(START + rnd(3 * 24 * 60) * MIN).toISOString(),
      session: `s${rnd(6)}`,
      query: 'ph',
      lang: rnd(2) === 0 ? 'en' : 'ar',
      offered: ['phone'],
      products: [],
    });
  return { records };
};

export const withTenant = (records: readonly TelemetryRecord[], tenantId: string): TelemetryRecord[] =>
  records.map((r) => ({ ...r, tenantId }));
