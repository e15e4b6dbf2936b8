import type { LogPosition, RecordedEvent } from '../domain/event-store/event-store.ts';
import type { SqlExecutor } from '../domain/shared/sql.ts';

/**
 * A projector that keeps a PostgreSQL read model. The runtime hands it each batch of the
 * events it handles inside one transaction, and stores its checkpoint in that same
 * transaction: a crash leaves either the whole batch applied with its checkpoint, or none.
 * Applying an event twice must change nothing (replays and at-least-once delivery).
 */
export interface SqlProjector {
  readonly name: string;
  /** Event types it reads; others only move its checkpoint. */
  readonly handles: ReadonlySet<string>;
  /** Tables it owns: emptied before a replay. */
  readonly tables: readonly string[];
  apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void>;
  /**
   * Applies the events of some types where the log lies, in the database, without their data
   * travelling to this process and back: called for every batch, before `apply` and in its
   * transaction, with the batch's range of the log (after the checkpoint, up to the batch's last
   * position). Only a log kept in the same database can offer it. Answers the stores it changed.
   */
  readonly applyRange?: (
    range: { readonly after: LogPosition; readonly to: LogPosition },
    sql: SqlExecutor,
  ) => Promise<ReadonlySet<string>>;
}
