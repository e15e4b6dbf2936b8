import type { DomainEvent } from '../command-handling/decider.ts';
import type { Product } from './product.ts';

type Of<T> = { tenantId: string } & T;

/** A product's full document after a change; `productRevision` counts the product's own changes from 0. */
export type ProductUpserted = DomainEvent<
  'ProductUpserted',
  Of<{ productId: string; product: Product; hash: string; productRevision: number; at: string }>
>;
export type ProductRemoved = DomainEvent<
  'ProductRemoved',
  Of<{
    productId: string;
    productRevision: number;
    reason: 'delete' | 'sync';
    syncId: string | null;
    at: string;
  }>
>;
/** A full sync (batches sharing a `sync_id`) saw its first batch. */
export type SyncStarted = DomainEvent<'SyncStarted', Of<{ syncId: string; at: string }>>;
/** The ids one batch of a sync sent (changed or not): what a replace_all completion keeps. */
export type SyncBatchAccepted = DomainEvent<
  'SyncBatchAccepted',
  Of<{ syncId: string; productIds: string[]; at: string }>
>;
export type SyncCompleted = DomainEvent<
  'SyncCompleted',
  Of<{ syncId: string; replaceAll: boolean; removed: number; at: string }>
>;

export type CatalogEvent = ProductUpserted | ProductRemoved | SyncStarted | SyncBatchAccepted | SyncCompleted;

export const CATALOG_EVENT_TYPES: ReadonlySet<CatalogEvent['type']> = new Set([
  'ProductUpserted',
  'ProductRemoved',
  'SyncStarted',
  'SyncBatchAccepted',
  'SyncCompleted',
]);

/**
 * One stream per store: a batch of up to 1,000 products and its sync bookkeeping are one
 * append (all or nothing), and the store's catalog state is one fold (docs/catalog.md).
 */
export const catalogStream = (tenantId: string): string => `catalog-${tenantId}`;
