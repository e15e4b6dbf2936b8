import { hkdfSync, randomFillSync, timingSafeEqual } from 'node:crypto';
import type { SearchIds } from '../../domain/telemetry/search-ids.ts';
import { HmacSha256 } from '../crypto/hmac-sha256.ts';

/** An id without a shape: `s_`, a 16-byte nonce, a 9-byte signature. */
const FORM = /^s_[A-Za-z0-9_-]{22}[A-Za-z0-9_-]{12}$/;
/** An id with a shape: `s_`, a 15-byte nonce, the 9-byte shape, a 9-byte signature (46 characters). */
const SHAPED_FORM = /^s_[A-Za-z0-9_-]{44}$/;
const SHAPE = /^[A-Za-z0-9_-]{12}$/;
const NONCE_BYTES = 16;
const SHAPED_NONCE_BYTES = 15;
/** The nonce's first bytes: the time of issue in milliseconds (48 bits, big-endian). */
const TIME_BYTES = 6;
/** Random bytes drawn 4 KB at a time: one call to the system's generator per 256 ids, not one per id. */
const POOL_BYTES = 4_096;
/** Signs when no secret key is configured (as a zero key did). */
const UNKEYED = new HmacSha256(Buffer.alloc(32));

/**
 * `s_` + a 16-byte nonce + a 9-byte HMAC of it with the store's id (base64url): a click can
 * be checked against its store without a lookup. Signed with a key derived from the service's
 * secret keys (the first signs, every one verifies). The nonce is the time of issue in
 * milliseconds (6 bytes) then 10 random bytes: ids issued close in time share their first
 * characters, so the search log's indexes on them grow at one end instead of everywhere.
 *
 * With the answer's shape (12 base64url characters, `searchShape`) the id is `s_` + a 15-byte
 * nonce (the same 6 bytes of time, 9 random) + the shape + the signature of both: 46 characters,
 * each part on whole base64 characters, so the projections read the shape (characters 23 to 34)
 * and the time (3 to 10) from the id without a lookup (migration 220).
 */
export class SignedSearchIds implements SearchIds {
  /** One MAC per key (`HmacSha256`: no native object made per id, which the collector would finalize). */
  private readonly keys: readonly HmacSha256[];
  private readonly pool = Buffer.alloc(POOL_BYTES);
  private used = POOL_BYTES;

  constructor(secretKeys: readonly Buffer[]) {
    this.keys = secretKeys.map(
      (k) => new HmacSha256(Buffer.from(hkdfSync('sha256', k, Buffer.alloc(0), 'search-ids', 32))),
    );
  }

  issue(tenantId: string, shape?: string): string {
    const shaped = shape !== undefined && SHAPE.test(shape);
    const bytes = shaped ? SHAPED_NONCE_BYTES : NONCE_BYTES;
    const random = bytes - TIME_BYTES;
    if (this.used + random > POOL_BYTES) {
      randomFillSync(this.pool);
      this.used = 0;
    }
    const nonce = Buffer.allocUnsafe(bytes);
    nonce.writeUIntBE(Date.now(), 0, TIME_BYTES);
    this.pool.copy(nonce, TIME_BYTES, this.used, this.used + random);
    this.used += random;
    const key = this.keys[0] ?? UNKEYED;
    const signed = shaped ? `${nonce.toString('base64url')}${shape}` : nonce.toString('base64url');
    return `s_${signed}${this.mac(key, Buffer.from(signed, 'base64url'), tenantId).toString('base64url')}`;
  }

  belongsTo(searchId: string, tenantId: string): boolean {
    const cut = SHAPED_FORM.test(searchId) ? 34 : FORM.test(searchId) ? 24 : 0;
    if (cut === 0) return false;
    const nonce = Buffer.from(searchId.slice(2, cut), 'base64url');
    const given = Buffer.from(searchId.slice(cut), 'base64url');
    return this.keys.some((k) => {
      const expected = this.mac(k, nonce, tenantId);
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  }

  private mac(key: HmacSha256, nonce: Buffer, tenantId: string): Buffer {
    return key.mac(nonce, tenantId).subarray(0, 9);
  }
}
