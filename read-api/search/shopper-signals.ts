import { RefreshingCache } from '../../domain/shared/refreshing-cache.ts';
import { decayFactor, SIGNAL_EPOCH_MS, shopperPopularity, smoothedRate } from '../../domain/signals/decay.ts';
import type {
  PopularQueryRow,
  ProductScoreRow,
  QuerySignalRows,
} from '../../projections/signals/signal-queries.ts';

/** Where the signals read model is read (projections/signals/signal-queries.ts). */
export interface SignalSource {
  productScores(tenantId: string, since: Date | null): Promise<ProductScoreRow[]>;
  querySignals(tenantId: string, query: string): Promise<QuerySignalRows>;
  popularQueries(tenantId: string): Promise<PopularQueryRow[]>;
}

/** One search's view of the shopper signals, each read as 0..1. */
export interface SearchSignals {
  /** Time-decayed popularity from views, clicks, add-to-carts and orders. */
  popularity(id: string): number;
  /** Clicks from this query's searches over its searches (smoothed). */
  ctr(id: string): number;
  /** Orders from this query's searches over its searches (smoothed). */
  conversion(id: string): number;
}

export const NO_SIGNALS: SearchSignals = { popularity: () => 0, ctr: () => 0, conversion: () => 0 };

interface StoreScores {
  readonly scores: Map<string, number>;
  /** The newest `updated_at` read: the next refresh reads from there. */
  since: Date | null;
  loadedAt: number;
  refreshing: Promise<void> | null;
}

const NO_QUERY: QuerySignalRows = { searches: 0, products: new Map() };
const MAX_QUERIES = 10_000;

/**
 * The signals read model as searches and suggestions read it: each store's product scores in
 * memory, refreshed at most every `maxAgeMs` with the rows changed since (searches go on with
 * the scores they have meanwhile), per-query counts read on first use and answered for
 * `maxAgeMs` after their read, and the popular queries the same. Those two are read again in the
 * background from half that age while the rows held are answered: a search or a suggestion
 * waits for the database only on a first read, or when a read again has not come back in time
 * (each of them used to wait for the read once its rows were `maxAgeMs` old).
 */
export class ShopperSignals {
  private readonly stores = new Map<string, Promise<StoreScores>>();
  private readonly queries: RefreshingCache<QuerySignalRows>;
  private readonly popular: RefreshingCache<PopularQueryRow[]>;
  /** Per store, a number taken anew whenever its product scores change here (`stamp`). */
  private readonly stamps = new Map<string, number>();
  private serial = 0;
  /** Per store, when `stamp` last asked for its scores to be brought up to date. */
  private readonly checkedAt = new Map<string, number>();

  constructor(
    private readonly source: SignalSource,
    private readonly maxAgeMs = 2_000,
    private readonly clock: () => number = Date.now,
  ) {
    this.queries = new RefreshingCache((key) => {
      const cut = key.indexOf('\u0000');
      return this.source.querySignals(key.slice(0, cut), key.slice(cut + 1));
    }, maxAgeMs);
    this.popular = new RefreshingCache((tenantId) => this.source.popularQueries(tenantId), maxAgeMs);
  }

  /** The signals a search reads; per-query figures are fetched only when `perQuery` is asked. */
  async forSearch(tenantId: string, query: string, nowMs: number, perQuery: boolean): Promise<SearchSignals> {
    let store: StoreScores;
    let rows: QuerySignalRows;
    try {
      [store, rows] = await Promise.all([
        this.storeScores(tenantId),
        perQuery && query !== '' ? this.query(tenantId, query) : Promise.resolve(NO_QUERY),
      ]);
    } catch {
      // Searches never fail for want of signals: they rank without them until the read model answers.
      return NO_SIGNALS;
    }
    const factor = decayFactor(Math.max(nowMs, SIGNAL_EPOCH_MS));
    return {
      popularity: (id) => shopperPopularity((store.scores.get(id) ?? 0) * factor),
      ctr: (id) => smoothedRate(rows.products.get(id)?.clicks ?? 0, rows.searches),
      conversion: (id) => smoothedRate(rows.products.get(id)?.orders ?? 0, rows.searches),
    };
  }

  /**
   * A number that differs whenever the store's product scores held here changed (answers built
   * from them are kept under it). Scores older than `maxAgeMs` are brought up to date, as a
   * search that reads them would.
   */
  stamp(tenantId: string): number {
    const now = this.clock();
    if (!(now - (this.checkedAt.get(tenantId) ?? Number.NEGATIVE_INFINITY) <= this.maxAgeMs)) {
      this.checkedAt.set(tenantId, now);
      this.storeScores(tenantId).catch(() => undefined);
    }
    return this.stamps.get(tenantId) ?? 0;
  }

  /** Queries shoppers searched that found something, most popular first, and those that found nothing. */
  popularQueries(tenantId: string): Promise<PopularQueryRow[]> {
    return this.popular.get(tenantId, this.clock());
  }

  private query(tenantId: string, query: string): Promise<QuerySignalRows> {
    if (this.queries.size >= MAX_QUERIES) this.queries.clear();
    return this.queries.get(`${tenantId}\u0000${query}`, this.clock());
  }

  private async storeScores(tenantId: string): Promise<StoreScores> {
    let held = this.stores.get(tenantId);
    if (!held) {
      held = this.source.productScores(tenantId, null).then((rows) => {
        const store: StoreScores = {
          scores: new Map(),
          since: null,
          loadedAt: this.clock(),
          refreshing: null,
        };
        this.merge(tenantId, store, rows);
        return store;
      });
      held.catch(() => this.stores.delete(tenantId));
      this.stores.set(tenantId, held);
    }
    const store = await held;
    if (this.clock() - store.loadedAt > this.maxAgeMs && store.refreshing === null) {
      store.refreshing = this.source
        .productScores(tenantId, store.since)
        .then((rows) => this.merge(tenantId, store, rows))
        .catch(() => undefined)
        .finally(() => {
          store.loadedAt = this.clock();
          store.refreshing = null;
        });
    }
    return store;
  }

  private merge(tenantId: string, store: StoreScores, rows: readonly ProductScoreRow[]): void {
    let changed = false;
    for (const row of rows) {
      if (store.scores.get(row.productId) !== row.score) changed = true;
      store.scores.set(row.productId, row.score);
      // A minute back: a batch committed late may carry an older `updated_at` (its transaction's start).
      const since = new Date(row.updatedAt.getTime() - 60_000);
      if (store.since === null || since > store.since) store.since = since;
    }
    if (changed) this.stamps.set(tenantId, ++this.serial);
  }
}
