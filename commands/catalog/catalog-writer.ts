import { catalogDecider } from '../../domain/catalog/catalog-decider.ts';
import { catalogStream } from '../../domain/catalog/catalog-events.ts';
import type { CatalogState } from '../../domain/catalog/catalog-state.ts';
import type { BatchReport, UpsertBatch } from '../../domain/catalog/upsert-batch.ts';
import { handleReportingCommand } from '../../domain/command-handling/handle-command.ts';
import { MemoryStateCache } from '../../domain/command-handling/state-cache.ts';
import type { LogPosition } from '../../domain/event-store/event-store.ts';
import type { CommandDeps } from '../shared/command-deps.ts';

/** A conflicting append (another process wrote the store meanwhile) is decided again this many times. */
const MAX_RETRIES = 8;

/**
 * Writes catalog batches with the catalog decider, run by `handleReportingCommand`: a store's
 * folded state (one hash per product) is cached between batches and caught up from its stream
 * before each decision; the append carries the revision it was decided on, so another process
 * writing the same store meanwhile causes a retry, not a lost update. Batches of one store run
 * one after another in this process (they would only conflict with each other).
 */
export class CatalogWriter {
  private readonly states = new MemoryStateCache<CatalogState>();
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(private readonly deps: CommandDeps) {}

  /** `metadata` goes on every event appended (an import records its source there). */
  upsertBatch(
    batch: UpsertBatch,
    metadata?: Readonly<Record<string, unknown>>,
  ): Promise<{ report: BatchReport; position: LogPosition | null }> {
    return this.inTurn(batch.tenantId, async () => {
      const handled = await handleReportingCommand(
        this.deps.eventStore,
        catalogStream(batch.tenantId),
        catalogDecider,
        batch,
        { newEventId: this.deps.newId, maxRetries: MAX_RETRIES, cache: this.states, metadata },
      );
      return { report: handled.report, position: handled.position };
    });
  }

  /** The store's catalog state now (a dry run decides on it without appending). */
  state(tenantId: string): Promise<CatalogState> {
    return this.inTurn(tenantId, async () => {
      const handled = await handleReportingCommand(
        this.deps.eventStore,
        catalogStream(tenantId),
        { ...catalogDecider, decide: (_: null, state: CatalogState) => ({ events: [], report: state }) },
        null,
        { newEventId: this.deps.newId, cache: this.states },
      );
      return handled.report;
    });
  }

  private inTurn<T>(tenantId: string, run: () => Promise<T>): Promise<T> {
    const turn = (this.queues.get(tenantId) ?? Promise.resolve()).then(run);
    const settled = turn.catch(() => undefined);
    this.queues.set(tenantId, settled);
    void settled.then(() => {
      if (this.queues.get(tenantId) === settled) this.queues.delete(tenantId);
    });
    return turn;
  }
}
