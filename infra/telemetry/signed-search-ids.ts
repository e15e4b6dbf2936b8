import {
  createHmac,
  createSecretKey,
  hkdfSync,
  type KeyObject,
  randomFillSync,
  timingSafeEqual,
} from 'node:crypto';
import type { SearchIds } from '../../domain/telemetry/search-ids.ts';

const FORM = /^s_[A-Za-z0-9_-]{22}[A-Za-z0-9_-]{12}$/;
const NONCE_BYTES = 16;
/** The nonce's first bytes: the time of issue in milliseconds (48 bits, big-endian). */
const TIME_BYTES = 6;
const RANDOM_BYTES = NONCE_BYTES - TIME_BYTES;
/** Random bytes drawn 4 KB at a time: one call to the system's generator per 256 ids, not one per id. */
const POOL_BYTES = 4_096;

/**
 * `s_` + a 16-byte nonce + a 9-byte HMAC of it with the store's id (base64url): a click can
 * be checked against its store without a lookup. Signed with a key derived from the service's
 * secret keys (the first signs, every one verifies). The nonce is the time of issue in
 * milliseconds (6 bytes) then 10 random bytes: ids issued close in time share their first
 * characters, so the search log's indexes on them grow at one end instead of everywhere.
 */
export class SignedSearchIds implements SearchIds {
  private readonly keys: readonly KeyObject[];
  private readonly pool = Buffer.alloc(POOL_BYTES);
  private used = POOL_BYTES;

  constructor(secretKeys: readonly Buffer[]) {
    this.keys = secretKeys.map((k) =>
      createSecretKey(Buffer.from(hkdfSync('sha256', k, Buffer.alloc(0), 'search-ids', 32))),
    );
  }

  issue(tenantId: string): string {
    if (this.used + RANDOM_BYTES > POOL_BYTES) {
      randomFillSync(this.pool);
      this.used = 0;
    }
    const nonce = Buffer.allocUnsafe(NONCE_BYTES);
    nonce.writeUIntBE(Date.now(), 0, TIME_BYTES);
    this.pool.copy(nonce, TIME_BYTES, this.used, this.used + RANDOM_BYTES);
    this.used += RANDOM_BYTES;
    const key = this.keys[0] ?? createSecretKey(Buffer.alloc(32));
    return `s_${nonce.toString('base64url')}${this.mac(key, nonce, tenantId).toString('base64url')}`;
  }

  belongsTo(searchId: string, tenantId: string): boolean {
    if (!FORM.test(searchId)) return false;
    const nonce = Buffer.from(searchId.slice(2, 24), 'base64url');
    const given = Buffer.from(searchId.slice(24), 'base64url');
    return this.keys.some((k) => {
      const expected = this.mac(k, nonce, tenantId);
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  }

  private mac(key: KeyObject, nonce: Buffer, tenantId: string): Buffer {
    return createHmac('sha256', key).update(nonce).update(tenantId).digest().subarray(0, 9);
  }
}
