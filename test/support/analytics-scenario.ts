import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type {
  Device,
  SearchRecord,
  TalliedShape,
  TelemetryRecord,
} from '../../domain/telemetry/telemetry-record.ts';

/** A shopper story for the analytics projection's tests, from a seed (store 'T'; see withTenant). */
const DEVICES: readonly Device[] = ['desktop', 'mobile', 'tablet', 'unknown'];
const QUERIES = ['phone', 'case', 'ارز', 'zzz'];
const START = Date.parse('2026-03-01T10:00:00Z');
const MIN = 60_000;

export interface Scenario {
  readonly records: readonly TelemetryRecord[];
}

/**
 * A shopper story: searches in sessions (some at the same minute), clicks on their results, carts,
 * orders and views after them (several per search and session, with and without its id, up to and
 * past the 24-hour window), carts and orders no search explains, suggestions.
 */
export const scenario = (seed: number): Scenario => {
  let s = seed;
  const rnd = (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    // The high bits: the low ones of this generator repeat with a short period (rnd(2) alternates).
    return Math.floor((s / 2_147_483_648) * n);
  };
  const records: TelemetryRecord[] = [];
  const searches: { id: string; ids: string[]; session: string; at: number; first: number }[] = [];
  for (let i = 0; i < 60; i++) {
    // Now and then a search at the same minute in the same session as the one before (ties on time).
    const previous = searches[searches.length - 1];
    const tie = previous !== undefined && rnd(8) === 0;
    const at = tie ? previous.at : START + rnd(3 * 24 * 60) * MIN;
    const session = tie ? previous.session : `s${rnd(6)}`;
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
    // Then none, a view, or one or two add-to-carts and orders: with or without the search's id,
    // on one of its products (and another now and then), from a few minutes after it to the edge of
    // the 24-hour window (exactly 24 hours is past it), on any device, an order now and then without
    // revenue.
    const outcome = rnd(4);
    if (outcome === 0) continue;
    const events = outcome === 1 ? 1 : 1 + rnd(2);
    for (let n = 0; n < events; n++) {
      const product = search.ids[rnd(search.ids.length)] ?? 'p0';
      const explicit = rnd(2) === 0;
      const kind = outcome === 3 ? 'order' : outcome === 2 ? (n === 0 ? 'add_to_cart' : 'order') : 'view';
      const when = rnd(10);
      const after = when === 0 ? 0 : when === 1 ? 24 * 60 : when === 2 ? 24 * 60 - 1 : 5 + rnd(120);
      const paid = kind === 'order' && rnd(6) !== 0;
      records.push({
        kind,
        id: randomUUID(),
        tenantId: 'T',
        at: new Date(search.at + after * MIN).toISOString(),
        session: search.session,
        productIds: rnd(4) === 0 ? [product, `p${rnd(12)}`] : [product],
        searchId: explicit ? search.id : null,
        revenue: paid ? `${10 + rnd(90)}.50` : null,
        currency: paid ? (rnd(5) === 0 ? 'USD' : 'SAR') : null,
        device: DEVICES[rnd(4)] ?? 'unknown',
      });
    }
  }
  // Add-to-carts and orders that no search of the story explains: without a session, on products
  // no search showed, naming a search that never comes, or naming one of another session (maybe
  // later than the event).
  for (let i = 0; i < 12; i++) {
    const other = searches[rnd(searches.length)];
    const shape = rnd(4);
    const kind = rnd(2) === 0 ? 'order' : 'add_to_cart';
    records.push({
      kind,
      id: randomUUID(),
      tenantId: 'T',
      at: new Date(START + rnd(3 * 24 * 60) * MIN).toISOString(),
      session: shape === 0 ? null : `s${rnd(6)}`,
      productIds: shape === 1 ? [`p${9 + rnd(3)}`] : [`p${rnd(9)}`],
      searchId: shape === 2 ? `s_${randomUUID()}` : shape === 3 ? (other?.id ?? null) : null,
      revenue: kind === 'order' ? `${1 + rnd(9)}.25` : null,
      currency: kind === 'order' ? 'SAR' : null,
      device: DEVICES[rnd(4)] ?? 'unknown',
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

/**
 * The same story as the service logs it since searches are tallied: each search's id names its
 * answer's shape (`s_` + 8 characters of its time, 12 random, 12 of shape, 12 of signature, as
 * SignedSearchIds issues them; the projections do not check signatures), the records that name it
 * follow, and the searches reach the log as `searches` tallies, one per hour of the story, appended
 * a second after the hour's last search.
 */
export const tallied = (records: readonly TelemetryRecord[]): TelemetryRecord[] => {
  const b64 = (bytes: Buffer) => bytes.toString('base64url');
  const shapeOf = new Map<string, string>();
  const renamed = new Map<string, string>();
  const searches: SearchRecord[] = [];
  for (const r of records) {
    if (r.kind !== 'search') continue;
    const content = JSON.stringify([
      r.query,
      r.lang,
      r.device,
      r.page,
      r.firstPosition,
      r.ids,
      r.total,
      r.didYouMean,
    ]);
    let shape = shapeOf.get(content);
    if (shape === undefined) {
      shape = b64(createHash('sha256').update(content).digest().subarray(0, 9));
      shapeOf.set(content, shape);
    }
    const time = Buffer.alloc(6);
    time.writeUIntBE(Date.parse(r.at), 0, 6);
    const id = `s_${b64(Buffer.concat([time, randomBytes(9)]))}${shape}${b64(randomBytes(9))}`;
    renamed.set(r.id, id);
    searches.push({ ...r, id, shape });
  }
  const rename = (id: string | null) => (id === null ? null : (renamed.get(id) ?? id));
  const others = records.flatMap((r): TelemetryRecord[] =>
    r.kind === 'search'
      ? []
      : r.kind === 'click'
        ? [{ ...r, searchId: rename(r.searchId) ?? r.searchId }]
        : r.kind === 'add_to_cart' || r.kind === 'order' || r.kind === 'view'
          ? [{ ...r, searchId: rename(r.searchId) }]
          : [r],
  );
  const hours = new Map<string, SearchRecord[]>();
  for (const s of searches) hours.set(s.at.slice(0, 13), [...(hours.get(s.at.slice(0, 13)) ?? []), s]);
  const tallies = [...hours.values()].map((group): TelemetryRecord => {
    const shapes = new Map<string, TalliedShape>();
    for (const s of group) {
      const key = s.at.slice(0, 16) + s.shape;
      const known = shapes.get(key);
      shapes.set(key, {
        shape: s.shape ?? '',
        minute: `${s.at.slice(0, 16)}:00.000Z`,
        n: (known?.n ?? 0) + 1,
        lastAt: known !== undefined && known.lastAt > s.at ? known.lastAt : s.at,
        query: s.query,
        lang: s.lang,
        device: s.device,
        page: s.page,
        ids: s.ids,
        firstPosition: s.firstPosition,
        total: s.total,
        zeroResults: s.zeroResults,
        didYouMean: s.didYouMean,
      });
    }
    const last = Math.max(...group.map((s) => Date.parse(s.at)));
    return {
      kind: 'searches',
      id: randomUUID(),
      tenantId: group[0]?.tenantId ?? 'T',
      at: new Date(last + 1_000).toISOString(),
      session: null,
      shapes: [...shapes.values()],
      log: group.map((s) => `${s.id}\t${s.session ?? ''}`).join('\n'),
    };
  });
  return [...tallies, ...others];
};
