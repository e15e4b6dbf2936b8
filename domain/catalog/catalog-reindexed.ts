import type { DomainEvent } from '../command-handling/decider.ts';

/**
 * A reindex job rebuilt the store's search-side models from its event history: every process
 * that holds a search index of its own (each api worker) rebuilds that store too when it reads this.
 */
export type CatalogReindexed = DomainEvent<
  'CatalogReindexed',
  { tenantId: string; jobId: string; at: string }
>;

export const reindexStream = (tenantId: string): string => `reindex-${tenantId}`;
