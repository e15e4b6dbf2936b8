import type { ReportingDecider } from '../command-handling/decider.ts';
import type { CatalogEvent } from './catalog-events.ts';
import { type CatalogState, evolveCatalog, initialCatalogState } from './catalog-state.ts';
import { type BatchReport, decideUpsertBatch, type UpsertBatch } from './upsert-batch.ts';

/**
 * A store's catalog as a decider: a batch call (`UpsertBatch`) decides its events and the
 * report the caller answers with (counts and per-item errors).
 */
export const catalogDecider: ReportingDecider<UpsertBatch, CatalogEvent, CatalogState, BatchReport> = {
  initialState: initialCatalogState,
  evolve: evolveCatalog,
  decide: (batch, state) => decideUpsertBatch(batch, state),
};
