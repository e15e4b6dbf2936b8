import type { BlobStore } from '../../domain/blobs/blob-store.ts';
import { EXPORT_LINK_HOURS } from '../../domain/data/data-request.ts';
import { type EventStore, isTenantStream, type RecordedEvent } from '../../domain/event-store/event-store.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import { type ArchiveEntry, zipStream } from './zip-stream.ts';

/** One part of an export: rows a read model holds for the store. */
export interface ExportSection {
  /** Path in the archive: `.jsonl` holds one row a line, `.json` one array of rows. */
  readonly path: string;
  rows(tenantId: string): AsyncIterable<Record<string, unknown>>;
}

export interface ExportDeps {
  readonly eventStore: EventStore;
  readonly blobs: BlobStore;
  readonly sections: readonly ExportSection[];
  readonly now: () => Date;
}

/** Field names whose values are credentials (sealed, or plain where shown once): never exported. */
const SECRET_FIELD = /secret|token|password|credential|recovery|storefrontkey|privatekey/i;
/** Field names of hashes: a credential's (a key's, a code's) unless it is a content hash. */
const HASH_FIELD = /hash/i;

/**
 * A content hash is the store's own data (what a product's content hashes to, so unchanged
 * products cost nothing), not a credential: a `hash` beside a `productId`, or a field named
 * `content_hash`. Every other hash (an API key's, a one-time code's) is a credential's.
 */
const isContentHash = (field: string, record: Readonly<Record<string, unknown>>): boolean =>
  /^content_?hash$/i.test(field) || (field === 'hash' && typeof record.productId === 'string');

const redacted = (field: string, record: Readonly<Record<string, unknown>>): boolean =>
  SECRET_FIELD.test(field) || (HASH_FIELD.test(field) && !isContentHash(field, record));

/** A copy of a value with every credential field replaced by `[redacted]`. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record))
    out[k] = redacted(k, record) && v !== null && v !== undefined ? '[redacted]' : redactSecrets(v);
  return out;
}

const PAGE = 1_000;

/** The store's event history in log order: its own streams, and events naming it elsewhere. */
async function* storeEvents(eventStore: EventStore, tenantId: string): AsyncIterable<RecordedEvent> {
  let after: RecordedEvent['position'] | undefined;
  for (;;) {
    const page = await eventStore.readAll({ after, maxCount: PAGE });
    for (const e of page) if (isTenantStream(e.streamId, tenantId) || e.data.tenantId === tenantId) yield e;
    if (page.length < PAGE) return;
    after = page.at(-1)?.position;
  }
}

async function* lines(rows: AsyncIterable<unknown>): AsyncIterable<string> {
  for await (const row of rows) yield `${JSON.stringify(redactSecrets(row))}\n`;
}

async function* jsonArray(rows: AsyncIterable<unknown>): AsyncIterable<string> {
  let first = true;
  yield '[';
  for await (const row of rows) {
    yield `${first ? '\n' : ',\n'}${JSON.stringify(redactSecrets(row))}`;
    first = false;
  }
  yield '\n]\n';
}

async function* counted<T>(
  rows: AsyncIterable<T>,
  counts: Map<string, number>,
  path: string,
): AsyncIterable<T> {
  let n = 0;
  for await (const row of rows) {
    n++;
    yield row;
  }
  counts.set(path, n);
}

export const exportBlobKey = (tenantId: string, requestId: string): string =>
  `${tenantId}/exports/${requestId}.zip`;

/**
 * The `data_export` job: a zip of everything the store owns (each read model section, then
 * its event history as JSON lines, then a manifest of counts) written to the blob store.
 * Credentials (webhook secrets, key hashes) are left out. Its result names the blob and when
 * its download link ends.
 */
export const exportStoreJob =
  (deps: ExportDeps): JobHandler =>
  async (job) => {
    const generatedAt = deps.now();
    const counts = new Map<string, number>();
    const total = deps.sections.length + 1;
    let done = 0;
    const step = async () => {
      done++;
      if (job.signal.aborted) throw new Error('export canceled');
      await job.progress(Math.min(0.95, done / total));
    };
    async function* entries(): AsyncIterable<ArchiveEntry> {
      for (const section of deps.sections) {
        const rows = counted(section.rows(job.tenantId), counts, section.path);
        yield { path: section.path, chunks: section.path.endsWith('.jsonl') ? lines(rows) : jsonArray(rows) };
        await step();
      }
      const events = counted(storeEvents(deps.eventStore, job.tenantId), counts, 'events.jsonl');
      yield {
        path: 'events.jsonl',
        chunks: lines(
          (async function* () {
            for await (const e of events)
              yield {
                position: { commit: String(e.position.commit), prepare: String(e.position.prepare) },
                stream: e.streamId,
                revision: Number(e.revision),
                type: e.type,
                data: e.data,
                created_at: e.createdAt.toISOString(),
              };
          })(),
        ),
      };
      await step();
      yield {
        path: 'manifest.json',
        chunks: (async function* () {
          const manifest = {
            format: 'store-search-export/1',
            tenant_id: job.tenantId,
            request_id: job.jobId,
            generated_at: generatedAt.toISOString(),
            files: Object.fromEntries([...counts].map(([path, rows]) => [path, { rows }])),
          };
          yield `${JSON.stringify(manifest, null, 2)}\n`;
        })(),
      };
    }
    const key = exportBlobKey(job.tenantId, job.jobId);
    const { bytes } = await deps.blobs.put(key, zipStream(entries(), generatedAt), 'application/zip');
    const expiresAt = new Date(deps.now().getTime() + EXPORT_LINK_HOURS * 3_600_000);
    return {
      blob_key: key,
      filename: `store-export-${generatedAt.toISOString().slice(0, 10)}.zip`,
      bytes,
      expires_at: expiresAt.toISOString(),
      files: Object.fromEntries(counts),
    };
  };
