import type { Principal } from '../../domain/access/principal.ts';
import type { RateLimit } from './rate-limiter.ts';

/** The per-client rates of the HTTP platform (the per-key ones come with the credential). */
export interface RatePolicy {
  /** Requests per second per client address on routes that need no key. */
  readonly anonymousPerClient: number;
  /** Requests per second per client address and store with the store's public keys. */
  readonly publicPerClient: number;
}

/**
 * Failed authentications per client address: 50 (a deploy with a stale key, a rotation; a
 * try is also held while a key unknown to this process is looked up, so 50 distinct keys may
 * be looked up at once), then one a second. A wrong key is never worth more: keys have 262 bits.
 */
export const failedAuthLimit = (client: string): RateLimit => ({
  bucket: `auth-failed:${client}`,
  perSecond: 1,
  burst: 50,
});

const perSecond = (bucket: string, rate: number): RateLimit => ({ bucket, perSecond: rate, burst: rate });

/**
 * The buckets a request draws from (docs/http.md, Rate limits). A secret key: its own, per
 * second, from the plan. A public key is shared by every shopper of the store, so one client
 * address gets its own bucket (an abuser is throttled, other shoppers are not) under a
 * ceiling for all of the store's public traffic. No key: per client address.
 */
export function requestLimits(principal: Principal | null, client: string, policy: RatePolicy): RateLimit[] {
  if (!principal) return [perSecond(`client:${client}`, policy.anonymousPerClient)];
  if (principal.auth === 'public_key') {
    return [
      perSecond(`public:${principal.tenantId}:${client}`, policy.publicPerClient),
      perSecond(`public:${principal.tenantId}`, principal.rateLimit),
    ];
  }
  return [perSecond(`credential:${principal.keyId ?? `user:${principal.userId}`}`, principal.rateLimit)];
}
