import { type CatalogEvent, catalogStream } from '../../domain/catalog/catalog-events.ts';
import { type CatalogState, evolveCatalog, initialCatalogState } from '../../domain/catalog/catalog-state.ts';
import { type BatchReport, decideUpsertBatch, type UpsertBatch } from '../../domain/catalog/upsert-batch.ts';
import { type LogPosition, StreamConflict } from '../../domain/event-store/event-store.ts';
import type { CommandDeps } from '../shared/command-deps.ts';

interface Entry {
  state: CatalogState;
  /** Stream revision the state reflects (-1 before the first event). */
  revision: bigint;
  queue: Promise<unknown>;
}

const PAGE = 5_000;
const MAX_ATTEMPTS = 8;

/**
 * Writes catalog batches. A store's catalog state (one hash per product) is kept folded in
 * memory and caught up from its stream before each decision; the append carries the revision
 * it was decided on, so another process writing the same store meanwhile causes a retry, not
 * a lost update. Batches of one store run one after another in this process.
 */
export class CatalogWriter {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly deps: CommandDeps) {}

  upsertBatch(batch: UpsertBatch): Promise<{ report: BatchReport; position: LogPosition | null }> {
    const entry = this.entry(batch.tenantId);
    const run = entry.queue.then(() => this.runBatch(entry, batch));
    entry.queue = run.catch(() => undefined);
    return run;
  }

  /** The folded state of a store, caught up (used by reindex and tests). */
  async state(tenantId: string): Promise<CatalogState> {
    const entry = this.entry(tenantId);
    const run = entry.queue.then(async () => {
      await this.catchUp(catalogStream(tenantId), entry);
      return entry.state;
    });
    entry.queue = run.catch(() => undefined);
    return run;
  }

  private entry(tenantId: string): Entry {
    let entry = this.entries.get(tenantId);
    if (!entry) {
      entry = { state: initialCatalogState(), revision: -1n, queue: Promise.resolve() };
      this.entries.set(tenantId, entry);
    }
    return entry;
  }

  private async runBatch(
    entry: Entry,
    batch: UpsertBatch,
  ): Promise<{ report: BatchReport; position: LogPosition | null }> {
    const stream = catalogStream(batch.tenantId);
    for (let attempt = 1; ; attempt++) {
      await this.catchUp(stream, entry);
      const { events, report } = decideUpsertBatch(batch, entry.state);
      if (events.length === 0) return { report, position: null };
      try {
        const result = await this.deps.eventStore.append(
          stream,
          events.map((e) => ({ id: this.deps.newId(), type: e.type, data: e.data })),
          entry.revision < 0n ? 'no_stream' : entry.revision,
        );
        for (const e of events) evolveCatalog(entry.state, e);
        entry.revision = result.nextRevision;
        return { report, position: result.position };
      } catch (error) {
        if (!(error instanceof StreamConflict) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  private async catchUp(stream: string, entry: Entry): Promise<void> {
    for (;;) {
      const events = await this.deps.eventStore.readStream(stream, {
        fromRevision: entry.revision + 1n,
        maxCount: PAGE,
      });
      for (const e of events) {
        evolveCatalog(entry.state, { type: e.type, data: e.data } as CatalogEvent);
        entry.revision = e.revision;
      }
      if (events.length < PAGE) return;
    }
  }
}
