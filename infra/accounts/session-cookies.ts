import { parse, serialize } from 'cookie';
import type { SessionCookies } from '../../domain/accounts/account-ports.ts';
import { SESSION_COOKIE } from './session-authenticator.ts';

export { sessionTokenOf } from './session-authenticator.ts';

/**
 * `sg_session`: HttpOnly, SameSite=Lax, Secure unless SESSION_COOKIE_SECURE=false (a
 * development switch for plain-HTTP addresses other than localhost; docs/accounts.md).
 */
export function sessionCookies(options: { readonly secure: boolean }): SessionCookies {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure: options.secure, path: '/' };
  return {
    set: (token, maxAgeSeconds) =>
      serialize(SESSION_COOKIE, token, { ...base, maxAge: Math.floor(maxAgeSeconds) }),
    setEmbedded: (token, maxAgeSeconds) =>
      serialize(SESSION_COOKIE, token, {
        ...base,
        sameSite: 'none',
        secure: true,
        partitioned: true,
        maxAge: Math.floor(maxAgeSeconds),
      }),
    clear: () => serialize(SESSION_COOKIE, '', { ...base, maxAge: 0 }),
    tokenOf: (header) => (header ? (parse(header)[SESSION_COOKIE] ?? null) : null),
  };
}
