import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MFA_PENDING_MS, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sessionLiveness } from './session-expiry.ts';

const start = Date.parse('2026-11-23T10:00:00.000Z');

/** Replays requests at the given clock readings (in any order): a live session's request moves its last activity on. */
function replay(clock: readonly number[], mfaPending = false) {
  let lastSeen = start;
  return clock.map((now) => {
    const liveness = sessionLiveness({ startedAtMs: start, lastSeenAtMs: lastSeen, mfaPending }, now);
    if (liveness === 'live') lastSeen = Math.max(lastSeen, now);
    return { now, liveness, lastSeenBefore: lastSeen };
  });
}

const readings = fc.array(fc.integer({ min: start - 3_600_000, max: start + 14 * 3_600_000 }), {
  maxLength: 60,
});

describe('session expiry, for any sequence of clock readings', () => {
  it('is never live 12 hours after sign-in or later', () => {
    fc.assert(
      fc.property(readings, (clock) => {
        for (const r of replay(clock))
          if (r.now - start >= SESSION_ABSOLUTE_MS) expect(r.liveness).not.toBe('live');
      }),
    );
  });

  it('is never live after 30 minutes without a request that was let through', () => {
    fc.assert(
      fc.property(readings, (clock) => {
        let lastSeen = start;
        for (const now of clock) {
          const liveness = sessionLiveness(
            { startedAtMs: start, lastSeenAtMs: lastSeen, mfaPending: false },
            now,
          );
          if (now - lastSeen >= SESSION_IDLE_MS) expect(liveness).not.toBe('live');
          if (liveness === 'live') lastSeen = Math.max(lastSeen, now);
        }
      }),
    );
  });

  it('is live for requests less than 30 minutes apart within the 12 hours', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: SESSION_IDLE_MS - 1 }), { maxLength: 40 }), (gaps) => {
        let now = start;
        const clock = gaps.map((gap) => {
          now += gap;
          return now;
        });
        for (const r of replay(clock))
          expect(r.liveness).toBe(r.now - start < SESSION_ABSOLUTE_MS ? 'live' : 'expired');
      }),
    );
  });

  it('once expired it stays expired, whatever the clock does next', () => {
    fc.assert(
      fc.property(readings, fc.integer({ min: 0, max: SESSION_ABSOLUTE_MS * 2 }), (clock, after) => {
        const states = replay([...clock, start + SESSION_ABSOLUTE_MS + after]);
        expect(states.at(-1)?.liveness).toBe('expired');
      }),
    );
  });

  it('a session owing its second step lasts 10 minutes', () => {
    expect(replay([start + MFA_PENDING_MS - 1], true)[0]?.liveness).toBe('live');
    expect(replay([start + MFA_PENDING_MS], true)[0]?.liveness).toBe('expired');
  });
});
