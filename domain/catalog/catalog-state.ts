import { Map as ImmutableMap, Set as ImmutableSet } from 'immutable';
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
  readonly seen: ImmutableSet<string>;
  readonly completedAt: number | null;
  readonly openedOn: string;
}

/**
 * The write-side state of a store's catalog: each product's content hash and revision, and
 * the syncs. It holds one entry per product, so it is made of persistent maps: `evolve` returns
 * a new state sharing all but the changed entries with the old one, which stays as it was (a
 * cached state is never changed under a decision made on it).
 */
export interface CatalogState {
  readonly products: ImmutableMap<string, ProductEntry>;
  /** Revisions of removed products, so a product sent again continues its numbering. */
  readonly removedRevisions: ImmutableMap<string, number>;
  readonly syncs: ImmutableMap<string, SyncEntry>;
  /** Events folded so far (the stream revision + 1). */
  readonly eventCount: number;
}

export const initialCatalogState = (): CatalogState => ({
  products: ImmutableMap(),
  removedRevisions: ImmutableMap(),
  syncs: ImmutableMap(),
  eventCount: 0,
});

/**
 * A completed sync's sent ids protect its products from syncs that overlapped it; once no
 * open sync started before it completed, nothing needs them.
 */
function forgetSeenNoLongerNeeded(syncs: ImmutableMap<string, SyncEntry>): ImmutableMap<string, SyncEntry> {
  let oldestOpenStart = Number.POSITIVE_INFINITY;
  for (const s of syncs.values())
    if (s.completedAt === null) oldestOpenStart = Math.min(oldestOpenStart, s.startedAt);
  return syncs.map((s) =>
    s.completedAt !== null && s.completedAt < oldestOpenStart && s.seen.size > 0
      ? { ...s, seen: ImmutableSet<string>() }
      : s,
  );
}

export function evolveCatalog(state: CatalogState, event: CatalogEvent): CatalogState {
  const at = state.eventCount;
  const next = match(event)
    .with({ type: 'ProductUpserted' }, ({ data }): CatalogState => {
      const before = state.products.get(data.productId);
      return {
        ...state,
        products: state.products.set(data.productId, {
          hash: data.hash,
          revision: data.productRevision,
          changedAt: at,
          createdAt: before?.createdAt ?? data.product.created_at ?? data.at,
        }),
        removedRevisions: state.removedRevisions.delete(data.productId),
      };
    })
    .with(
      { type: 'ProductRemoved' },
      ({ data }): CatalogState => ({
        ...state,
        products: state.products.delete(data.productId),
        removedRevisions: state.removedRevisions.set(data.productId, data.productRevision),
      }),
    )
    .with(
      { type: 'SyncStarted' },
      ({ data }): CatalogState => ({
        ...state,
        syncs: state.syncs.set(data.syncId, {
          startedAt: at,
          seen: ImmutableSet<string>(),
          completedAt: null,
          openedOn: data.at,
        }),
      }),
    )
    .with({ type: 'SyncBatchAccepted' }, ({ data }): CatalogState => {
      const sync = state.syncs.get(data.syncId);
      if (!sync) return state;
      return {
        ...state,
        syncs: state.syncs.set(data.syncId, { ...sync, seen: sync.seen.union(data.productIds) }),
      };
    })
    .with({ type: 'SyncCompleted' }, ({ data }): CatalogState => {
      const sync = state.syncs.get(data.syncId);
      const syncs = sync ? state.syncs.set(data.syncId, { ...sync, completedAt: at }) : state.syncs;
      return { ...state, syncs: forgetSeenNoLongerNeeded(syncs) };
    })
    .exhaustive();
  return { ...next, eventCount: at + 1 };
}
