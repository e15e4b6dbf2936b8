import type { BlobStore } from '../../domain/blobs/blob-store.ts';
import type { EventStore } from '../../domain/event-store/event-store.ts';
import { slugStream } from '../../domain/tenancy/tenant-events.ts';
import type { JobHandler } from '../jobs/job-runner.ts';

export interface ErasureDeps {
  readonly eventStore: EventStore;
  readonly blobs: BlobStore;
  /** Writes this process still buffers (usage counts, telemetry) reach their tables. */
  flush(): Promise<void>;
  /** Waits until every projector has passed the log's head: no batch of the store is in flight. */
  settle(): Promise<void>;
  /** Deletes every row the store owns in every table; answers the rows deleted by table. */
  eraseRows(tenantId: string): Promise<Record<string, number>>;
  /** Drops the store from the search index and from what the search side holds in memory. */
  forgetSearch(tenantId: string): Promise<void>;
  /** Drops what this process caches about the store and its keys. */
  forgetCaches(tenantId: string): void;
}

export interface ErasureReport {
  readonly streams: number;
  readonly rows: Record<string, number>;
  readonly blobs: number;
}

const add = (into: Record<string, number>, from: Record<string, number>): void => {
  for (const [table, n] of Object.entries(from)) into[table] = (into[table] ?? 0) + n;
};

/**
 * Erases a store: its event history first (so no replay, reindex or projector can bring
 * anything back), then, once the projectors are past the head, every read-model row, the
 * search index, cached entries and blobs. A second pass takes what was written meanwhile
 * (a telemetry batch, a usage count in flight). Running it again is harmless.
 */
export async function eraseStore(
  deps: ErasureDeps,
  tenantId: string,
  slug: string | null,
): Promise<ErasureReport> {
  const extra = slug ? [slugStream(slug)] : [];
  let streams = 0;
  const rows: Record<string, number> = {};
  let blobs = 0;
  for (let pass = 0; pass < 2; pass++) {
    await deps.flush();
    streams += await deps.eventStore.eraseTenant(tenantId, extra);
    await deps.settle();
    add(rows, await deps.eraseRows(tenantId));
    await deps.forgetSearch(tenantId);
    blobs += await deps.blobs.deletePrefix(tenantId);
    deps.forgetCaches(tenantId);
  }
  return { streams, rows, blobs };
}

/**
 * The `data_delete` job. Its own stream is part of what it erases, so it ends with no record
 * left: the store, its keys and this request are gone together.
 */
export const eraseStoreJob =
  (deps: ErasureDeps): JobHandler =>
  async (job) => {
    const slug = typeof job.params.slug === 'string' ? job.params.slug : null;
    const report = await eraseStore(deps, job.tenantId, slug);
    return { streams: report.streams, blobs: report.blobs };
  };
