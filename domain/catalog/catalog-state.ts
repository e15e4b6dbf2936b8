import { match } from 'ts-pattern';
import type { CatalogEvent } from './catalog-events.ts';

export interface ProductEntry {
  readonly hash: string;
  readonly revision: number;
  /** Index in the catalog stream of the product's last change. */
  readonly changedAt: number;
  readonly createdAt: string | null;
}

export interface SyncEntry {
  /** Index in the catalog stream of the sync's first event. */
  readonly startedAt: number;
  /** Product ids sent by the sync's batches (kept after completion while an overlapping sync is open). */
  readonly seen: Set<string>;
  completedAt: number | null;
  readonly openedOn: string;
}

/**
 * The write-side state of a store's catalog: each product's content hash and revision, and
 * the syncs. It is large (one entry per product), so `evolveCatalog` updates it in place;
 * the state is owned by one cache entry and never shared between folds.
 */
export interface CatalogState {
  readonly products: Map<string, ProductEntry>;
  /** Revisions of removed products, so a product sent again continues its numbering. */
  readonly removedRevisions: Map<string, number>;
  readonly syncs: Map<string, SyncEntry>;
  /** Events folded so far (the stream revision + 1). */
  eventCount: number;
}

export const initialCatalogState = (): CatalogState => ({
  products: new Map(),
  removedRevisions: new Map(),
  syncs: new Map(),
  eventCount: 0,
});

/**
 * A completed sync's sent ids protect its products from syncs that overlapped it; once no
 * open sync started before it completed, nothing needs them.
 */
function forgetSeenNoLongerNeeded(state: CatalogState): void {
  let oldestOpenStart = Number.POSITIVE_INFINITY;
  for (const s of state.syncs.values())
    if (s.completedAt === null) oldestOpenStart = Math.min(oldestOpenStart, s.startedAt);
  for (const s of state.syncs.values())
    if (s.completedAt !== null && s.completedAt < oldestOpenStart) s.seen.clear();
}

export function evolveCatalog(state: CatalogState, event: CatalogEvent): CatalogState {
  const at = state.eventCount;
  match(event)
    .with({ type: 'ProductUpserted' }, ({ data }) => {
      const before = state.products.get(data.productId);
      state.products.set(data.productId, {
        hash: data.hash,
        revision: data.productRevision,
        changedAt: at,
        createdAt: before?.createdAt ?? data.product.created_at ?? data.at,
      });
      state.removedRevisions.delete(data.productId);
    })
    .with({ type: 'ProductRemoved' }, ({ data }) => {
      state.products.delete(data.productId);
      state.removedRevisions.set(data.productId, data.productRevision);
    })
    .with({ type: 'SyncStarted' }, ({ data }) => {
      state.syncs.set(data.syncId, { startedAt: at, seen: new Set(), completedAt: null, openedOn: data.at });
    })
    .with({ type: 'SyncBatchAccepted' }, ({ data }) => {
      const sync = state.syncs.get(data.syncId);
      if (sync) for (const id of data.productIds) sync.seen.add(id);
    })
    .with({ type: 'SyncCompleted' }, ({ data }) => {
      const sync = state.syncs.get(data.syncId);
      if (sync) sync.completedAt = at;
      forgetSeenNoLongerNeeded(state);
    })
    .exhaustive();
  state.eventCount = at + 1;
  return state;
}
