import { match } from 'ts-pattern';
import type { UserEvent } from './user-events.ts';
import type { ActiveUser, UserState } from './user-state.ts';

const without = <V>(map: ReadonlyMap<string, V>, key: string): ReadonlyMap<string, V> => {
  const next = new Map(map);
  next.delete(key);
  return next;
};

const withEntry = <V>(map: ReadonlyMap<string, V>, key: string, value: V): ReadonlyMap<string, V> =>
  new Map(map).set(key, value);

/** How each user event changes the user; an event before registration changes nothing. */
export function evolveUser(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    const d = event.data;
    return {
      status: 'active',
      userId: d.userId,
      email: d.email,
      name: d.name,
      locale: d.locale,
      passwordHash: d.passwordHash,
      emailVerified: false,
      sessions: new Map(),
      tokens: new Map(),
      totp: { status: 'off', pendingSecret: null },
    };
  }
  if (state.status === 'absent') return state;
  const user: ActiveUser = state;
  return match(event)
    .with({ type: 'EmailVerified' }, (): UserState => ({ ...user, emailVerified: true }))
    .with(
      { type: 'PasswordChanged' },
      ({ data }): UserState => ({ ...user, passwordHash: data.passwordHash }),
    )
    .with(
      { type: 'SessionStarted' },
      ({ data }): UserState => ({
        ...user,
        sessions: withEntry(user.sessions, data.sessionId, {
          startedAt: data.startedAt,
          mfaPending: data.mfaPending,
          method: data.method,
        }),
      }),
    )
    .with({ type: 'SessionMfaPassed' }, ({ data }): UserState => {
      const session = user.sessions.get(data.sessionId);
      return session
        ? { ...user, sessions: withEntry(user.sessions, data.sessionId, { ...session, mfaPending: false }) }
        : user;
    })
    .with(
      { type: 'SessionEnded' },
      ({ data }): UserState => ({ ...user, sessions: without(user.sessions, data.sessionId) }),
    )
    .with(
      { type: 'AccountTokenIssued' },
      ({ data }): UserState => ({
        ...user,
        tokens: withEntry(user.tokens, data.tokenHash, { purpose: data.purpose, expiresAt: data.expiresAt }),
      }),
    )
    .with(
      { type: 'AccountTokenUsed' },
      ({ data }): UserState => ({ ...user, tokens: without(user.tokens, data.tokenHash) }),
    )
    .with(
      { type: 'TotpSetupStarted' },
      ({ data }): UserState => ({
        ...user,
        totp: { status: 'off', pendingSecret: data.sealedSecret },
      }),
    )
    .with(
      { type: 'TotpEnabled' },
      ({ data }): UserState =>
        user.totp.status === 'off' && user.totp.pendingSecret !== null
          ? {
              ...user,
              totp: {
                status: 'on',
                sealedSecret: user.totp.pendingSecret,
                lastStep: data.step,
                recoveryCodeHashes: data.recoveryCodeHashes,
              },
            }
          : user,
    )
    .with(
      { type: 'TotpDisabled' },
      (): UserState => ({ ...user, totp: { status: 'off', pendingSecret: null } }),
    )
    .with(
      { type: 'TotpCodeAccepted' },
      ({ data }): UserState =>
        user.totp.status === 'on'
          ? { ...user, totp: { ...user.totp, lastStep: Math.max(user.totp.lastStep, data.step) } }
          : user,
    )
    .with(
      { type: 'RecoveryCodeUsed' },
      ({ data }): UserState =>
        user.totp.status === 'on'
          ? {
              ...user,
              totp: {
                ...user.totp,
                recoveryCodeHashes: user.totp.recoveryCodeHashes.filter((h) => h !== data.codeHash),
              },
            }
          : user,
    )
    .exhaustive();
}
