import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { DownloadLinks } from '../../domain/blobs/blob-store.ts';

export interface DownloadGrant {
  readonly key: string;
  readonly filename: string;
  readonly expiresAt: Date;
}

const FILENAME = /^[A-Za-z0-9._-]{1,200}$/;

/**
 * Links of the form `<base>/v1/downloads/<base64url key>?filename=..&expires=<unix s>&signature=..`,
 * an HMAC-SHA256 over key, filename and expiry with a key derived from the service's secret
 * keys (the first signs; every one verifies, so rotation keeps live links working).
 */
export class SignedDownloadLinks implements DownloadLinks {
  private readonly keys: readonly Buffer[];

  constructor(
    private readonly baseUrl: string,
    secretKeys: readonly Buffer[],
  ) {
    this.keys = secretKeys.map((k) =>
      Buffer.from(hkdfSync('sha256', k, Buffer.alloc(0), 'download-links', 32)),
    );
  }

  link(key: string, options: { expiresAt: Date; filename: string }): string {
    if (!FILENAME.test(options.filename)) throw new Error('download file names are plain ASCII');
    const expires = Math.floor(options.expiresAt.getTime() / 1000);
    const url = new URL(`/v1/downloads/${Buffer.from(key).toString('base64url')}`, this.baseUrl);
    url.searchParams.set('filename', options.filename);
    url.searchParams.set('expires', String(expires));
    url.searchParams.set('signature', this.sign(this.keys[0] as Buffer, key, options.filename, expires));
    return url.toString();
  }

  /** The grant a link carries, or why it is refused (`invalid` or `expired`). */
  verify(
    encodedKey: string,
    filename: string,
    expires: number,
    signature: string,
    now: Date,
  ): DownloadGrant | 'invalid' | 'expired' {
    const key = Buffer.from(encodedKey, 'base64url').toString('utf8');
    const given = Buffer.from(signature, 'base64url');
    const valid = this.keys.some((k) => {
      const expected = Buffer.from(this.sign(k, key, filename, expires), 'base64url');
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
    if (!valid) return 'invalid';
    if (expires * 1000 <= now.getTime()) return 'expired';
    return { key, filename, expiresAt: new Date(expires * 1000) };
  }

  private sign(secret: Buffer, key: string, filename: string, expires: number): string {
    return createHmac('sha256', secret).update(`${key}\n${filename}\n${expires}`).digest('base64url');
  }
}
