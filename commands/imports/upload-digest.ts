import { createHash, type Hash } from 'node:crypto';

/** Passes the file's chunks through unchanged, adding each to `hash` as it streams by. */
export async function* hashedAsRead(
  source: AsyncIterable<Uint8Array>,
  hash: Hash,
): AsyncGenerator<Uint8Array> {
  for await (const chunk of source) {
    hash.update(chunk);
    yield chunk;
  }
}

/**
 * What an upload sent, as one digest for its Idempotency-Key: every field (in any order of the
 * parts), the file's part name, file name and the SHA-256 of its bytes. A retry of the same form
 * (another multipart boundary) has the same digest; another file or field does not.
 */
export function uploadDigest(
  fields: Readonly<Record<string, string>>,
  file: { readonly fieldname: string; readonly filename: string; readonly sha256: string } | null,
): string {
  const sorted = Object.keys(fields)
    .sort()
    .map((name) => [name, fields[name]]);
  return createHash('sha256')
    .update(JSON.stringify({ fields: sorted, file }))
    .digest('hex');
}
