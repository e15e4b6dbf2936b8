import { match } from 'ts-pattern';
import type { Decider } from '../command-handling/decider.ts';
import { DomainError } from '../shared/domain-error.ts';
import { MFA_PENDING_MS } from './session-expiry.ts';
import type { AccountLocale, SignInMethod, TokenPurpose, UserEvent } from './user-events.ts';
import { evolveUser } from './user-evolve.ts';
import type { ActiveUser, UserState } from './user-state.ts';

/** The proof of a second step, checked by the caller against the secret (a pure decider holds no keys). */
export type MfaProof =
  | { readonly kind: 'totp'; readonly step: number }
  | { readonly kind: 'recovery'; readonly codeHash: string }
  | { readonly kind: 'invalid' };

export type UserCommand =
  | {
      readonly type: 'RegisterUser';
      readonly userId: string;
      readonly email: string;
      readonly name: string;
      readonly locale: AccountLocale;
      readonly passwordHash: string | null;
      /** The address is proven already (sign-up with the invite mailed to it). */
      readonly emailVerified: boolean;
      readonly now: string;
    }
  | {
      readonly type: 'StartSession';
      readonly sessionId: string;
      readonly tokenHash: string;
      readonly tenantId: string | null;
      readonly method: SignInMethod;
      readonly userAgent: string | null;
      readonly now: string;
    }
  | { readonly type: 'PassMfa'; readonly sessionId: string; readonly proof: MfaProof; readonly now: string }
  | {
      readonly type: 'EndSession';
      readonly sessionId: string;
      readonly reason: 'logout' | 'revoked';
      readonly now: string;
    }
  | {
      readonly type: 'ChangePassword';
      readonly passwordHash: string;
      /** The session that asked: every other session ends. */
      readonly keepSessionId: string;
      readonly now: string;
    }
  | {
      readonly type: 'IssueToken';
      readonly purpose: TokenPurpose;
      readonly tokenHash: string;
      readonly expiresAt: string;
      readonly now: string;
    }
  | {
      readonly type: 'UseToken';
      readonly purpose: TokenPurpose;
      readonly tokenHash: string;
      /** For a password reset: the new password. */
      readonly passwordHash?: string;
      readonly now: string;
    }
  | { readonly type: 'StartTotpSetup'; readonly sealedSecret: string; readonly now: string }
  | {
      readonly type: 'EnableTotp';
      /** The time step of the code that matched the pending secret; null when none did. */
      readonly step: number | null;
      readonly recoveryCodeHashes: readonly string[];
      readonly now: string;
    }
  | { readonly type: 'DisableTotp'; readonly proof: MfaProof; readonly now: string };

const invalidLink = () =>
  new DomainError('unauthorized', 'The link is not valid, was used already or has expired.');
const wrongCode = () =>
  new DomainError('unauthorized', 'The code is not valid.', [
    { field: 'code', code: 'invalid_code', message: 'the code is wrong, was used already or has expired' },
  ]);

function active(state: UserState): ActiveUser {
  if (state.status === 'absent') throw new DomainError('not_found', 'user was not found');
  return state;
}

/** The events a valid second step produces (a TOTP code burns its time step, a recovery code itself). */
function spendProof(user: ActiveUser, proof: MfaProof, now: string): UserEvent[] {
  if (user.totp.status !== 'on') throw new DomainError('conflict', 'two-step sign-in is not enabled');
  const { lastStep, recoveryCodeHashes } = user.totp;
  return match(proof)
    .with({ kind: 'totp' }, ({ step }): UserEvent[] => {
      if (step <= lastStep) throw wrongCode();
      return [{ type: 'TotpCodeAccepted', data: { userId: user.userId, step, acceptedAt: now } }];
    })
    .with({ kind: 'recovery' }, ({ codeHash }): UserEvent[] => {
      if (!recoveryCodeHashes.includes(codeHash)) throw wrongCode();
      return [{ type: 'RecoveryCodeUsed', data: { userId: user.userId, codeHash, usedAt: now } }];
    })
    .with({ kind: 'invalid' }, (): UserEvent[] => {
      throw wrongCode();
    })
    .exhaustive();
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: () => ({ status: 'absent' }),
  evolve: evolveUser,
  decide: (command, state) =>
    match(command)
      .with({ type: 'RegisterUser' }, (c): UserEvent[] => {
        if (state.status !== 'absent') throw new DomainError('conflict', 'the user exists already');
        const registered: UserEvent = {
          type: 'UserRegistered',
          data: {
            userId: c.userId,
            email: c.email,
            name: c.name,
            locale: c.locale,
            passwordHash: c.passwordHash,
            registeredAt: c.now,
          },
        };
        return c.emailVerified
          ? [
              registered,
              { type: 'EmailVerified', data: { userId: c.userId, email: c.email, verifiedAt: c.now } },
            ]
          : [registered];
      })
      .with({ type: 'StartSession' }, (c): UserEvent[] => {
        const user = active(state);
        if (user.sessions.has(c.sessionId)) return [];
        return [
          {
            type: 'SessionStarted',
            data: {
              userId: user.userId,
              sessionId: c.sessionId,
              tokenHash: c.tokenHash,
              tenantId: c.tenantId,
              method: c.method,
              mfaPending: user.totp.status === 'on',
              userAgent: c.userAgent,
              startedAt: c.now,
            },
          },
        ];
      })
      .with({ type: 'PassMfa' }, (c): UserEvent[] => {
        const user = active(state);
        const session = user.sessions.get(c.sessionId);
        if (!session?.mfaPending || Date.parse(c.now) - Date.parse(session.startedAt) >= MFA_PENDING_MS) {
          throw new DomainError(
            'unauthorized',
            'This session is not waiting for a second step; sign in again.',
          );
        }
        return [
          ...spendProof(user, c.proof, c.now),
          {
            type: 'SessionMfaPassed',
            data: { userId: user.userId, sessionId: c.sessionId, passedAt: c.now },
          },
        ];
      })
      .with({ type: 'EndSession' }, (c): UserEvent[] => {
        const user = active(state);
        if (!user.sessions.has(c.sessionId)) {
          if (c.reason === 'revoked') throw new DomainError('not_found', 'session was not found');
          return [];
        }
        return [
          {
            type: 'SessionEnded',
            data: { userId: user.userId, sessionId: c.sessionId, reason: c.reason, endedAt: c.now },
          },
        ];
      })
      .with({ type: 'ChangePassword' }, (c): UserEvent[] => {
        const user = active(state);
        return [
          {
            type: 'PasswordChanged',
            data: { userId: user.userId, passwordHash: c.passwordHash, reason: 'change', changedAt: c.now },
          },
          ...[...user.sessions.keys()]
            .filter((id) => id !== c.keepSessionId)
            .map(
              (sessionId): UserEvent => ({
                type: 'SessionEnded',
                data: { userId: user.userId, sessionId, reason: 'password_changed', endedAt: c.now },
              }),
            ),
        ];
      })
      .with({ type: 'IssueToken' }, (c): UserEvent[] => {
        const user = active(state);
        return [
          {
            type: 'AccountTokenIssued',
            data: {
              userId: user.userId,
              purpose: c.purpose,
              tokenHash: c.tokenHash,
              expiresAt: c.expiresAt,
              issuedAt: c.now,
            },
          },
        ];
      })
      .with({ type: 'UseToken' }, (c): UserEvent[] => {
        const user = active(state);
        const token = user.tokens.get(c.tokenHash);
        if (!token || token.purpose !== c.purpose || Date.parse(token.expiresAt) <= Date.parse(c.now))
          throw invalidLink();
        const used: UserEvent = {
          type: 'AccountTokenUsed',
          data: { userId: user.userId, purpose: c.purpose, tokenHash: c.tokenHash, usedAt: c.now },
        };
        // Following a mailed link proves the address, whichever link it was.
        const verified: UserEvent[] = user.emailVerified
          ? []
          : [{ type: 'EmailVerified', data: { userId: user.userId, email: user.email, verifiedAt: c.now } }];
        if (c.purpose !== 'password_reset') return [used, ...verified];
        if (!c.passwordHash)
          throw new DomainError('invalid_request', 'a password reset needs the new password');
        return [
          used,
          ...verified,
          {
            type: 'PasswordChanged',
            data: { userId: user.userId, passwordHash: c.passwordHash, reason: 'reset', changedAt: c.now },
          },
          ...[...user.sessions.keys()].map(
            (sessionId): UserEvent => ({
              type: 'SessionEnded',
              data: { userId: user.userId, sessionId, reason: 'password_reset', endedAt: c.now },
            }),
          ),
        ];
      })
      .with({ type: 'StartTotpSetup' }, (c): UserEvent[] => {
        const user = active(state);
        if (user.totp.status === 'on')
          throw new DomainError('conflict', 'two-step sign-in is enabled already; disable it first');
        return [
          {
            type: 'TotpSetupStarted',
            data: { userId: user.userId, sealedSecret: c.sealedSecret, startedAt: c.now },
          },
        ];
      })
      .with({ type: 'EnableTotp' }, (c): UserEvent[] => {
        const user = active(state);
        if (user.totp.status === 'on')
          throw new DomainError('conflict', 'two-step sign-in is enabled already');
        if (user.totp.pendingSecret === null)
          throw new DomainError('conflict', 'call /v1/auth/totp/setup first');
        if (c.step === null) throw wrongCode();
        return [
          {
            type: 'TotpEnabled',
            data: {
              userId: user.userId,
              step: c.step,
              recoveryCodeHashes: [...c.recoveryCodeHashes],
              enabledAt: c.now,
            },
          },
        ];
      })
      .with({ type: 'DisableTotp' }, (c): UserEvent[] => {
        const user = active(state);
        return [
          ...spendProof(user, c.proof, c.now),
          { type: 'TotpDisabled', data: { userId: user.userId, disabledAt: c.now } },
        ];
      })
      .exhaustive(),
};
