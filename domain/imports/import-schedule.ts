import type { ImportStatus } from './contract.ts';

/** Port: what the import scheduler finds in the imports read model. */
export interface ImportSchedule {
  /** Repeating imports whose next run is due and that have no run under way. */
  due(now: Date, limit: number): Promise<{ tenantId: string; importId: string }[]>;
  /** Imports still open whose job ended without them (its runner gave up). */
  orphaned(): Promise<
    { tenantId: string; importId: string; jobStatus: 'failed' | 'canceled'; jobError: string | null }[]
  >;
  /** Runs a repeating import still counts as under way although they ended. */
  endedRuns(): Promise<{ tenantId: string; importId: string; runId: string; status: ImportStatus }[]>;
}
