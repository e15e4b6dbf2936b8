import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/domain-error.ts';
import { userDecider } from './user.ts';
import type { UserEvent } from './user-events.ts';
import type { UserState } from './user-state.ts';

const userId = 'u1';
const at = (i: number) => new Date(Date.parse('2026-11-23T10:00:00.000Z') + i * 1000).toISOString();
const codes = Array.from({ length: 10 }, (_, i) => `hash-${i}`);

const history: UserEvent[] = [
  {
    type: 'UserRegistered',
    data: { userId, email: 'a@b.example', name: 'A', locale: 'en', passwordHash: 'h', registeredAt: at(0) },
  },
  { type: 'TotpSetupStarted', data: { userId, sealedSecret: 's', startedAt: at(0) } },
  { type: 'TotpEnabled', data: { userId, step: 1, recoveryCodeHashes: codes, enabledAt: at(0) } },
];

/** Tries a second step with a recovery code on a fresh session; the events when taken, null when refused. */
function tryCode(state: UserState, i: number, codeHash: string): { state: UserState; ok: boolean } {
  const sessionId = `s${i}`;
  const start = userDecider.decide(
    {
      type: 'StartSession',
      sessionId,
      tokenHash: `t${i}`,
      tenantId: null,
      method: 'password',
      userAgent: null,
      now: at(i),
    },
    state,
  );
  let s = start.reduce(userDecider.evolve, state);
  try {
    const events = userDecider.decide(
      { type: 'PassMfa', sessionId, proof: { kind: 'recovery', codeHash }, now: at(i) },
      s,
    );
    s = events.reduce(userDecider.evolve, s);
    return { state: s, ok: true };
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'unauthorized') throw error;
    return { state: s, ok: false };
  }
}

describe('recovery codes, for any order of attempts', () => {
  it('each of the 10 works exactly once, on its first use; no other code ever works', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.integer({ min: 0, max: 9 }).map((i) => codes[i] ?? ''),
            fc.constant('hash-other'),
          ),
          {
            maxLength: 40,
          },
        ),
        (attempts) => {
          let state = history.reduce(userDecider.evolve, userDecider.initialState());
          const used = new Set<string>();
          attempts.forEach((codeHash, i) => {
            const result = tryCode(state, i + 1, codeHash);
            const expected = codes.includes(codeHash) && !used.has(codeHash);
            expect(result.ok, `attempt ${i} with ${codeHash}`).toBe(expected);
            if (result.ok) used.add(codeHash);
            state = result.state;
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
