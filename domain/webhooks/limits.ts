/** Spec "Limits": webhook url and description lengths, retries, rotation overlap, clock tolerance. */
export const WEBHOOK_LIMITS = {
  urlMax: 2048,
  descriptionMax: 300,
  /** Failed deliveries are retried for this long after their first attempt, then `dead`. */
  retryWindowMs: 3 * 24 * 60 * 60_000,
  /** After a rotation, deliveries are signed with the old secret too for this long. */
  rotationOverlapMs: 24 * 60 * 60_000,
  /** A receiver rejects a `webhook-timestamp` further than this from its clock. */
  clockToleranceSeconds: 300,
  /** Time allowed for one attempt, connection to last byte. */
  attemptTimeoutMs: 15_000,
  /** Endpoints a store may have (not in the spec: a guard against fan-out, as other services keep). */
  endpointsPerStore: 20,
  deliveriesPageMax: 200,
  deliveriesPageDefault: 50,
} as const;
