import { DomainError, type FieldError } from '../shared/domain-error.ts';
import type { CatalogEvent } from './catalog-events.ts';
import type { CatalogState } from './catalog-state.ts';
import { type Product, productLanguages } from './product.ts';

/** A sync left open this long no longer protects the products it sent from other syncs. */
const ABANDONED_SYNC_MS = 7 * 86_400_000;

export interface BatchItem {
  /** Position in the request's `upsert` array. */
  readonly index: number;
  readonly product: Product;
  /** Content hash of the normalized product. */
  readonly hash: string;
}

export interface UpsertBatch {
  readonly tenantId: string;
  readonly items: readonly BatchItem[];
  readonly deletes: readonly { readonly index: number; readonly id: string }[];
  /** Ids of upsert items refused before this point (validation): a sync still counts them as sent. */
  readonly refusedIds: readonly string[];
  readonly syncId: string | null;
  readonly syncComplete: boolean;
  readonly replaceAll: boolean;
  readonly storeLocales: readonly string[];
  readonly productsLimit: number | null;
  readonly now: string;
}

/** Spec ItemError plus the dotted field path of the problem. */
export interface ItemError extends FieldError {
  readonly index: number;
  readonly id: string | null;
}

export interface BatchReport {
  added: number;
  updated: number;
  unchanged: number;
  deleted: number;
  /** Removed because a completed replace_all sync did not send them. */
  removed_by_sync: number;
  readonly errors: ItemError[];
}

export interface BatchDecision {
  readonly events: CatalogEvent[];
  readonly report: BatchReport;
}

const languageErrors = (item: BatchItem, locales: ReadonlySet<string>): ItemError[] => {
  const foreign = productLanguages(item.product).filter((l) => !locales.has(l));
  return foreign.map((lang) => ({
    index: item.index,
    id: item.product.id,
    field: `upsert.${item.index}.${item.product.name[lang] !== undefined ? 'name' : 'description'}.${lang}`,
    code: 'unsupported_locale',
    message: `${lang} is not one of the store languages (${[...locales].join(', ')})`,
  }));
};

/** The report of a batch that changes nothing (yet). */
export const emptyBatchReport = (): BatchReport => ({
  added: 0,
  updated: 0,
  unchanged: 0,
  deleted: 0,
  removed_by_sync: 0,
  errors: [],
});

/**
 * What one batch call changes: an event per changed product (none for an unchanged one),
 * removals, and the sync's bookkeeping. Bad items are reported and skipped; the rest apply.
 */
export function decideUpsertBatch(batch: UpsertBatch, state: CatalogState): BatchDecision {
  const events: CatalogEvent[] = [];
  const report = emptyBatchReport();
  const locales = new Set(batch.storeLocales);
  const at = batch.now;
  const sync = batch.syncId ? state.syncs.get(batch.syncId) : undefined;
  if (sync && sync.completedAt !== null) {
    throw new DomainError(
      'conflict',
      `sync ${batch.syncId} is complete already; start a new sync with a new sync_id`,
    );
  }
  const sent = new Set<string>();
  const refused = new Set(batch.refusedIds);
  const touched = new Set<string>();
  let live = state.products.size;

  if (batch.syncId && !sync)
    events.push({ type: 'SyncStarted', data: { tenantId: batch.tenantId, syncId: batch.syncId, at } });

  for (const item of batch.items) {
    const { id } = item.product;
    if (sent.has(id)) {
      report.errors.push({
        index: item.index,
        id,
        field: `upsert.${item.index}.id`,
        code: 'duplicate_id',
        message: `${id} appears earlier in this batch`,
      });
      continue;
    }
    sent.add(id);
    const wrongLanguages = languageErrors(item, locales);
    if (wrongLanguages.length > 0) {
      report.errors.push(...wrongLanguages);
      continue;
    }
    const existing = state.products.get(id);
    if (existing?.hash === item.hash) {
      report.unchanged++;
      continue;
    }
    if (!existing && batch.productsLimit !== null && live >= batch.productsLimit) {
      report.errors.push({
        index: item.index,
        id,
        field: `upsert.${item.index}`,
        code: 'plan_limit_reached',
        message: `the plan holds at most ${batch.productsLimit} products`,
      });
      continue;
    }
    const productRevision = existing ? existing.revision + 1 : (state.removedRevisions.get(id) ?? -1) + 1;
    const product: Product = {
      ...item.product,
      created_at: item.product.created_at ?? existing?.createdAt ?? at,
    };
    events.push({
      type: 'ProductUpserted',
      data: { tenantId: batch.tenantId, productId: id, product, hash: item.hash, productRevision, at },
    });
    touched.add(id);
    if (existing) report.updated++;
    else {
      report.added++;
      live++;
    }
  }

  for (const { index, id } of batch.deletes) {
    const existing = state.products.get(id);
    if (touched.has(id) || sent.has(id)) {
      report.errors.push({
        index,
        id,
        field: `delete.${index}`,
        code: 'conflict',
        message: `${id} is also upserted in this batch`,
      });
      continue;
    }
    if (!existing) {
      report.errors.push({
        index,
        id,
        field: `delete.${index}`,
        code: 'not_found',
        message: `${id} is not in the catalog`,
      });
      continue;
    }
    touched.add(id);
    events.push({
      type: 'ProductRemoved',
      data: {
        tenantId: batch.tenantId,
        productId: id,
        productRevision: existing.revision + 1,
        reason: 'delete',
        syncId: null,
        at,
      },
    });
    report.deleted++;
  }

  if (batch.syncId) {
    // Items refused for their content still count as sent: a replace_all must not remove a product only because one update was bad.
    const sentIds = [...new Set([...sent, ...refused])];
    events.push({
      type: 'SyncBatchAccepted',
      data: { tenantId: batch.tenantId, syncId: batch.syncId, productIds: sentIds, at },
    });
    if (batch.syncComplete) {
      const removed = batch.replaceAll ? syncRemovals(batch, state, new Set(sentIds), touched) : [];
      for (const id of removed) {
        const entry = state.products.get(id);
        if (!entry) continue;
        events.push({
          type: 'ProductRemoved',
          data: {
            tenantId: batch.tenantId,
            productId: id,
            productRevision: entry.revision + 1,
            reason: 'sync',
            syncId: batch.syncId,
            at,
          },
        });
      }
      report.removed_by_sync = removed.length;
      events.push({
        type: 'SyncCompleted',
        data: {
          tenantId: batch.tenantId,
          syncId: batch.syncId,
          replaceAll: batch.replaceAll,
          removed: removed.length,
          at,
        },
      });
    }
  }
  return { events, report };
}

/**
 * Products a completing replace_all sync removes: those it never sent, except products
 * changed after it started and products sent by another sync that was open at some time
 * while this one ran (so two interleaved syncs do not remove each other's products).
 */
function syncRemovals(
  batch: UpsertBatch,
  state: CatalogState,
  sentNow: ReadonlySet<string>,
  touched: ReadonlySet<string>,
): string[] {
  const own = batch.syncId ? state.syncs.get(batch.syncId) : undefined;
  const startedAt = own?.startedAt ?? state.eventCount;
  const protectedIds = new Set<string>();
  const cutoff = Date.parse(batch.now) - ABANDONED_SYNC_MS;
  for (const [syncId, s] of state.syncs) {
    if (syncId === batch.syncId) continue;
    const overlapped = s.completedAt === null ? Date.parse(s.openedOn) >= cutoff : s.completedAt > startedAt;
    if (!overlapped) continue;
    for (const id of s.seen) protectedIds.add(id);
  }
  const removed: string[] = [];
  for (const [id, entry] of state.products) {
    if (sentNow.has(id) || touched.has(id) || own?.seen.has(id) || protectedIds.has(id)) continue;
    if (entry.changedAt > startedAt) continue;
    removed.push(id);
  }
  return removed;
}
