/**
 * Files the service keeps for a store (import uploads, data exports). Keys are paths of
 * plain segments starting with the tenant id (`<tenantId>/exports/<id>.zip`), so a store's
 * files can be erased with its prefix.
 */
export interface StoredBlob {
  readonly body: AsyncIterable<Uint8Array>;
  readonly bytes: number;
  readonly contentType: string;
}

export interface BlobStore {
  put(
    key: string,
    body: AsyncIterable<Uint8Array> | Uint8Array,
    contentType: string,
  ): Promise<{ bytes: number }>;
  get(key: string): Promise<StoredBlob | null>;
  delete(key: string): Promise<void>;
  /** Removes every blob under `prefix/`; answers how many. */
  deletePrefix(prefix: string): Promise<number>;
}

/** Signed, expiring download links to blobs, served by the service without a credential. */
export interface DownloadLinks {
  link(key: string, options: { readonly expiresAt: Date; readonly filename: string }): string;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Whether `key` is a path of plain segments (no `..`, no empty or hidden segment). */
export const isBlobKey = (key: string): boolean =>
  key.length > 0 && key.length <= 512 && key.split('/').every((s) => SEGMENT.test(s) && s !== '..');
