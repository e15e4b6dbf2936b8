import { Zip, ZipDeflate } from 'fflate';

export interface ArchiveEntry {
  /** Path inside the archive (`catalog/products.jsonl`). */
  readonly path: string;
  readonly chunks: AsyncIterable<string>;
}

const encoder = new TextEncoder();

/**
 * A zip archive of the entries, produced as it is read: each entry is deflated while its
 * chunks arrive, so a large catalog never sits whole in memory.
 */
export async function* zipStream(
  entries: AsyncIterable<ArchiveEntry> | Iterable<ArchiveEntry>,
  modified: Date,
): AsyncIterable<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.push(chunk);
  });
  const drain = function* (): Iterable<Uint8Array> {
    if (failure) throw failure;
    yield* out.splice(0);
  };
  for await (const entry of entries) {
    const file = new ZipDeflate(entry.path, { level: 6 });
    file.mtime = modified;
    zip.add(file);
    for await (const chunk of entry.chunks) {
      file.push(encoder.encode(chunk));
      yield* drain();
    }
    file.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}
