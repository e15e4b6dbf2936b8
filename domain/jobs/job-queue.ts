import type { JobKind } from './job-events.ts';

export interface QueuedJob {
  readonly tenantId: string;
  readonly jobId: string;
  readonly kind: JobKind;
  readonly params: Record<string, unknown>;
}

/** Port: where a runner finds work (the jobs read model, by default). */
export interface JobQueue {
  /** Oldest queued jobs first. */
  queued(limit: number): Promise<QueuedJob[]>;
  /** Running jobs with no progress since `staleSince`: their runner died. */
  stale(staleSince: Date): Promise<{ tenantId: string; jobId: string }[]>;
  /** Running jobs whose cancel was asked for. */
  cancelRequested(jobIds: readonly string[]): Promise<Set<string>>;
}
