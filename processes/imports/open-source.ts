import iconv from 'iconv-lite';
import type { BlobStore } from '../../domain/blobs/blob-store.ts';
import { gsheetCsvUrl } from '../../domain/imports/gsheet-url.ts';
import type { ImportRequested } from '../../domain/imports/import-events.ts';
import type { OutboundHttp } from '../../domain/outbound/outbound-http.ts';
import { csvRows } from './readers/csv-rows.ts';
import { sniffEncoding } from './readers/decode-text.ts';
import { feedRows } from './readers/feed-rows.ts';
import { xlsxRows } from './readers/xlsx-rows.ts';

export interface SourceLimits {
  /** Largest file or download read. */
  readonly maxBytes: number;
  /** A download must be complete within this time. */
  readonly fetchTimeoutMs: number;
}

export interface OpenedSource {
  /** The header row first, then the data rows. */
  readonly rows: AsyncIterable<string[]>;
  /** Size of the whole source when known (an upload, or a download that declared it). */
  readonly totalBytes: number | null;
  bytesRead(): number;
}

/** A fatal problem with the source itself: the import reads nothing more and removes nothing. */
export class SourceFailed extends Error {}

/** XLSX is a zip (its directory is at the end), so it is read whole: it gets a smaller cap. */
const XLSX_MAX_BYTES = 64 * 1024 * 1024;

async function* counted(
  chunks: AsyncIterable<Uint8Array>,
  counter: { n: number },
): AsyncIterable<Uint8Array> {
  for await (const chunk of chunks) {
    counter.n += chunk.length;
    yield chunk;
  }
}

/** Whether a text source starts with `<` (after a byte-order mark and blanks): an XML feed. */
async function sniffXml(
  chunks: AsyncIterable<Uint8Array>,
): Promise<{ xml: boolean; chunks: AsyncIterable<Uint8Array> }> {
  const iterator = chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  const head = first.done ? new Uint8Array() : first.value;
  const text = iconv
    .decode(Buffer.from(head.subarray(0, 256)), sniffEncoding(head))
    .replace(/^[\ufeff\s]+/, '');
  const rest = (async function* () {
    if (!first.done) yield head;
    for (let n = await iterator.next(); !n.done; n = await iterator.next()) yield n.value;
  })();
  return { xml: text.startsWith('<'), chunks: rest };
}

async function collect(chunks: AsyncIterable<Uint8Array>, cap: number): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  let n = 0;
  for await (const c of chunks) {
    n += c.length;
    if (n > cap) throw new SourceFailed(`an XLSX file may be at most ${cap} bytes`);
    parts.push(c);
  }
  return Buffer.concat(parts);
}

/** The import's bytes: its uploaded file, or its URL fetched through the guarded client. */
async function sourceBytes(
  request: ImportRequested['data'],
  deps: { blobs: BlobStore; outbound: OutboundHttp; limits: SourceLimits; signal: AbortSignal },
): Promise<{ chunks: AsyncIterable<Uint8Array>; total: number | null }> {
  if (request.blobKey) {
    const blob = await deps.blobs.get(request.blobKey);
    if (!blob) throw new SourceFailed('the uploaded file is no longer kept');
    return { chunks: blob.body, total: blob.bytes };
  }
  if (!request.sourceUrl) throw new SourceFailed('the import has neither a file nor a URL');
  const url =
    request.source === 'gsheet' ? (gsheetCsvUrl(request.sourceUrl) ?? request.sourceUrl) : request.sourceUrl;
  const answer = await deps.outbound.request({
    url,
    timeoutMs: deps.limits.fetchTimeoutMs,
    maxBytes: deps.limits.maxBytes,
    maxRedirects: 5,
    headers: {
      accept: 'text/csv, application/xml, text/xml, application/rss+xml, application/atom+xml, */*',
    },
    signal: deps.signal,
  });
  if (answer.status < 200 || answer.status > 299) {
    answer.discard();
    throw new SourceFailed(`the source answered HTTP ${answer.status}`);
  }
  const declared = Number(answer.headers['content-length']);
  return { chunks: answer.chunks(), total: Number.isFinite(declared) && declared > 0 ? declared : null };
}

/** Opens the import's source as rows, in the reader its source (and, for feeds, its first bytes) calls for. */
export async function openSource(
  request: ImportRequested['data'],
  deps: { blobs: BlobStore; outbound: OutboundHttp; limits: SourceLimits; signal: AbortSignal },
): Promise<OpenedSource> {
  const { chunks, total } = await sourceBytes(request, deps);
  const counter = { n: 0 };
  const bytes = counted(chunks, counter);
  const opened = (rows: AsyncIterable<string[]>): OpenedSource => ({
    rows,
    totalBytes: total,
    bytesRead: () => counter.n,
  });
  switch (request.source) {
    case 'csv':
    case 'gsheet':
      return opened(csvRows(bytes));
    case 'xlsx':
      return opened(xlsxRows(await collect(bytes, Math.min(XLSX_MAX_BYTES, deps.limits.maxBytes))));
    case 'feed_merchant': {
      const sniffed = await sniffXml(bytes);
      return opened(
        sniffed.xml ? feedRows(sniffed.chunks, Object.keys(request.mapping)) : csvRows(sniffed.chunks),
      );
    }
    default: {
      const never: never = request.source;
      return never;
    }
  }
}
