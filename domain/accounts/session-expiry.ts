/** Spec, Authentication rule 7 and Limits: 30 minutes without activity, 12 hours after sign-in. */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 3_600_000;
/** A session waiting for its second step (TOTP) lives this long. */
export const MFA_PENDING_MS = 10 * 60_000;
/** Spec, Hosted store apps: an embedded-admin session lasts 1 hour. */
export const STORE_APP_SESSION_MS = 3_600_000;

export type SessionLiveness = 'live' | 'idle_expired' | 'expired';

export interface SessionTimes {
  readonly startedAtMs: number;
  /** The last request made with it (the start when none since). */
  readonly lastSeenAtMs: number;
  readonly mfaPending: boolean;
  /** Started by a hosted store app's embedded admin: ends 1 hour after it began. */
  readonly embedded?: boolean;
}

/**
 * Whether a session may still be used at `nowMs`. A clock that runs backwards (another
 * process's clock, a correction) never revives a session: activity later than now counts as now.
 */
export function sessionLiveness(session: SessionTimes, nowMs: number): SessionLiveness {
  const lastSeen = Math.max(session.startedAtMs, session.lastSeenAtMs);
  const absolute = session.mfaPending
    ? MFA_PENDING_MS
    : session.embedded
      ? STORE_APP_SESSION_MS
      : SESSION_ABSOLUTE_MS;
  if (nowMs - session.startedAtMs >= absolute || nowMs < session.startedAtMs - 60_000) return 'expired';
  if (nowMs - Math.min(lastSeen, nowMs) >= SESSION_IDLE_MS) return 'idle_expired';
  return 'live';
}

/** The moment a live session ends if nothing more happens (for the cookie's Max-Age). */
export const sessionEndsAt = (session: SessionTimes): number =>
  Math.min(
    session.startedAtMs +
      (session.mfaPending ? MFA_PENDING_MS : session.embedded ? STORE_APP_SESSION_MS : SESSION_ABSOLUTE_MS),
    Math.max(session.startedAtMs, session.lastSeenAtMs) + SESSION_IDLE_MS,
  );
