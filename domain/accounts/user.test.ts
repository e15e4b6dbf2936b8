import { describe, it } from 'vitest';
import { deciderSpec } from '../../test/support/decider-spec.ts';
import { userDecider } from './user.ts';
import type { UserEvent } from './user-events.ts';

const given = deciderSpec(userDecider);
const t0 = '2026-11-23T10:00:00.000Z';
const later = (minutes: number) => new Date(Date.parse(t0) + minutes * 60_000).toISOString();
const userId = 'u1';
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId,
    email: 'sara@example.com',
    name: 'Sara',
    locale: 'ar',
    passwordHash: 'h1',
    registeredAt: t0,
  },
};
const started = (sessionId: string, mfaPending = false): UserEvent => ({
  type: 'SessionStarted',
  data: {
    userId,
    sessionId,
    tokenHash: `th-${sessionId}`,
    tenantId: 't1',
    method: 'password',
    mfaPending,
    userAgent: null,
    startedAt: t0,
  },
});
const setup: UserEvent = {
  type: 'TotpSetupStarted',
  data: { userId, sealedSecret: 'sealed', startedAt: t0 },
};
const enabled: UserEvent = {
  type: 'TotpEnabled',
  data: { userId, step: 100, recoveryCodeHashes: ['r1', 'r2'], enabledAt: t0 },
};
const issued = (purpose: 'magic_link' | 'password_reset' | 'verify_email', minutes = 15): UserEvent => ({
  type: 'AccountTokenIssued',
  data: { userId, purpose, tokenHash: `tok-${purpose}`, expiresAt: later(minutes), issuedAt: t0 },
});

describe('user decider', () => {
  it('registers once; an invite sign-up proves the address at once', () => {
    const command = {
      type: 'RegisterUser' as const,
      userId,
      email: 'sara@example.com',
      name: 'Sara',
      locale: 'ar' as const,
      passwordHash: 'h1',
      emailVerified: false,
      now: t0,
    };
    given([]).when(command).then([registered]);
    given([])
      .when({ ...command, emailVerified: true })
      .then([
        registered,
        { type: 'EmailVerified', data: { userId, email: 'sara@example.com', verifiedAt: t0 } },
      ]);
    given([registered]).when(command).thenThrows({ code: 'conflict' });
  });

  it('starts a session that owes a second step exactly when TOTP is on', () => {
    const start = {
      type: 'StartSession' as const,
      sessionId: 's1',
      tokenHash: 'th-s1',
      tenantId: 't1',
      method: 'password' as const,
      userAgent: null,
      now: t0,
    };
    given([registered])
      .when(start)
      .then([started('s1')]);
    given([registered, setup, enabled])
      .when(start)
      .then([started('s1', true)]);
    given([]).when(start).thenThrows({ code: 'not_found' });
  });

  it('passes the second step with a TOTP code of a newer step, never the same step twice', () => {
    const past = [registered, setup, enabled, started('s1', true)];
    const pass = (step: number) => ({
      type: 'PassMfa' as const,
      sessionId: 's1',
      proof: { kind: 'totp' as const, step },
      now: later(1),
    });
    given(past)
      .when(pass(101))
      .then([
        { type: 'TotpCodeAccepted', data: { userId, step: 101, acceptedAt: later(1) } },
        { type: 'SessionMfaPassed', data: { userId, sessionId: 's1', passedAt: later(1) } },
      ]);
    given([...past, { type: 'TotpCodeAccepted', data: { userId, step: 101, acceptedAt: later(1) } }])
      .when(pass(101))
      .thenThrows({ code: 'unauthorized' });
    // The step that enabled TOTP is spent too.
    given(past).when(pass(100)).thenThrows({ code: 'unauthorized' });
  });

  it('takes each recovery code once', () => {
    const past = [registered, setup, enabled, started('s1', true)];
    const recover = {
      type: 'PassMfa' as const,
      sessionId: 's1',
      proof: { kind: 'recovery' as const, codeHash: 'r1' },
      now: later(1),
    };
    given(past)
      .when(recover)
      .then([
        { type: 'RecoveryCodeUsed', data: { userId, codeHash: 'r1', usedAt: later(1) } },
        { type: 'SessionMfaPassed', data: { userId, sessionId: 's1', passedAt: later(1) } },
      ]);
    given([
      ...past,
      { type: 'RecoveryCodeUsed', data: { userId, codeHash: 'r1', usedAt: later(1) } },
      started('s2', true),
    ])
      .when({ ...recover, sessionId: 's2' })
      .thenThrows({ code: 'unauthorized' });
  });

  it('refuses the second step on a session that does not owe one or waited too long', () => {
    const proof = { kind: 'totp' as const, step: 101 };
    given([registered, setup, enabled, started('s1')])
      .when({ type: 'PassMfa', sessionId: 's1', proof, now: later(1) })
      .thenThrows({ code: 'unauthorized' });
    given([registered, setup, enabled, started('s1', true)])
      .when({ type: 'PassMfa', sessionId: 's1', proof, now: later(11) })
      .thenThrows({ code: 'unauthorized' });
  });

  it('ends every other session when the password changes', () => {
    given([registered, started('s1'), started('s2'), started('s3')])
      .when({ type: 'ChangePassword', passwordHash: 'h2', keepSessionId: 's2', now: later(5) })
      .then([
        {
          type: 'PasswordChanged',
          data: { userId, passwordHash: 'h2', reason: 'change', changedAt: later(5) },
        },
        {
          type: 'SessionEnded',
          data: { userId, sessionId: 's1', reason: 'password_changed', endedAt: later(5) },
        },
        {
          type: 'SessionEnded',
          data: { userId, sessionId: 's3', reason: 'password_changed', endedAt: later(5) },
        },
      ]);
  });

  it('uses a mailed token once, before it expires, for its own purpose; following it proves the address', () => {
    const use = {
      type: 'UseToken' as const,
      purpose: 'magic_link' as const,
      tokenHash: 'tok-magic_link',
      now: later(14),
    };
    given([registered, issued('magic_link')])
      .when(use)
      .then([
        {
          type: 'AccountTokenUsed',
          data: { userId, purpose: 'magic_link', tokenHash: 'tok-magic_link', usedAt: later(14) },
        },
        { type: 'EmailVerified', data: { userId, email: 'sara@example.com', verifiedAt: later(14) } },
      ]);
    given([registered, issued('magic_link')])
      .when({ ...use, now: later(15) })
      .thenThrows({ code: 'unauthorized' });
    given([
      registered,
      issued('magic_link'),
      {
        type: 'AccountTokenUsed',
        data: { userId, purpose: 'magic_link', tokenHash: 'tok-magic_link', usedAt: later(1) },
      },
    ])
      .when(use)
      .thenThrows({ code: 'unauthorized' });
    given([registered, issued('password_reset')])
      .when({ ...use, tokenHash: 'tok-password_reset' })
      .thenThrows({ code: 'unauthorized' });
  });

  it('a password reset sets the password and ends every session', () => {
    given([
      registered,
      { type: 'EmailVerified', data: { userId, email: 'sara@example.com', verifiedAt: t0 } },
      issued('password_reset', 60),
      started('s1'),
    ])
      .when({
        type: 'UseToken',
        purpose: 'password_reset',
        tokenHash: 'tok-password_reset',
        passwordHash: 'h9',
        now: later(2),
      })
      .then([
        {
          type: 'AccountTokenUsed',
          data: { userId, purpose: 'password_reset', tokenHash: 'tok-password_reset', usedAt: later(2) },
        },
        {
          type: 'PasswordChanged',
          data: { userId, passwordHash: 'h9', reason: 'reset', changedAt: later(2) },
        },
        {
          type: 'SessionEnded',
          data: { userId, sessionId: 's1', reason: 'password_reset', endedAt: later(2) },
        },
      ]);
  });

  it('enables TOTP only after setup and with a matching code; disabling takes a code', () => {
    given([registered])
      .when({ type: 'EnableTotp', step: 100, recoveryCodeHashes: ['r1'], now: t0 })
      .thenThrows({ code: 'conflict' });
    given([registered, setup])
      .when({ type: 'EnableTotp', step: null, recoveryCodeHashes: ['r1'], now: t0 })
      .thenThrows({ code: 'unauthorized' });
    given([registered, setup])
      .when({ type: 'EnableTotp', step: 100, recoveryCodeHashes: ['r1', 'r2'], now: t0 })
      .then([enabled]);
    given([registered, setup, enabled])
      .when({ type: 'StartTotpSetup', sealedSecret: 'other', now: t0 })
      .thenThrows({ code: 'conflict' });
    given([registered, setup, enabled])
      .when({ type: 'DisableTotp', proof: { kind: 'recovery', codeHash: 'r2' }, now: later(1) })
      .then([
        { type: 'RecoveryCodeUsed', data: { userId, codeHash: 'r2', usedAt: later(1) } },
        { type: 'TotpDisabled', data: { userId, disabledAt: later(1) } },
      ]);
    given([registered, setup, enabled])
      .when({ type: 'DisableTotp', proof: { kind: 'invalid' }, now: later(1) })
      .thenThrows({ code: 'unauthorized' });
  });

  it('revoking an unknown session is not found; logging out twice changes nothing', () => {
    given([registered])
      .when({ type: 'EndSession', sessionId: 'nope', reason: 'revoked', now: t0 })
      .thenThrows({ code: 'not_found' });
    given([registered]).when({ type: 'EndSession', sessionId: 'nope', reason: 'logout', now: t0 }).then([]);
  });
});
