import type { UsageSnapshot } from '../billing/usage-meter.ts';

/** A search to count with its request's admission: its store, whether it is billed, and when. */
export interface CountedSearch {
  readonly tenantId: string;
  readonly billed: boolean;
  readonly at: Date;
  /**
   * The caller has work to do before it needs the answer (a search to build): where the counts
   * live in another process, the call is sent at once rather than with the other calls of this
   * turn of the event loop, so that its round trip runs alongside that work.
   */
  readonly alongside?: boolean;
}

/**
 * A request's rate-limit take left to its route (`config.admission: 'route'`), so that a search
 * given from the answers kept is admitted and counted in one step: where the limits and the
 * counts live in another process (the cluster's primary), one round trip instead of two. Both
 * methods take from the request's buckets once and throw the `rate_limited` problem when
 * refused; a route that fails before calling either still has its request taken, by the
 * platform, before its error is answered.
 */
export interface Admission {
  /** Takes the request's rate limits. */
  take(): Promise<void>;
  /** Takes the request's rate limits and, when they allow it, counts the search: the counts after it. */
  takeCounting(search: CountedSearch): Promise<UsageSnapshot>;
}
