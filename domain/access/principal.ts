import type { Scope } from './scopes.ts';

export type CredentialKind = 'public_key' | 'secret_key' | 'session';
export type Role = 'owner' | 'admin' | 'editor' | 'viewer';

/** Who is calling: resolved once per request from the credential. */
export interface Principal {
  readonly tenantId: string;
  readonly auth: CredentialKind;
  readonly keyId: string | null;
  readonly userId: string | null;
  readonly role: Role | null;
  readonly scopes: readonly Scope[];
  /**
   * Requests per second for this credential's bucket: a secret key's own; for a public key,
   * the ceiling the store's public keys share (each client address also has its own limit).
   */
  readonly rateLimit: number;
}

/**
 * The scope a route needs: one scope, one of several (`['jobs', 'catalog:write']`), or `any`
 * for a route that shows a credential only what is its own (whoami). Every route says which.
 */
export type RouteScope = Scope | readonly [Scope, ...Scope[]] | 'any';

/**
 * What a route asks of its caller. `public`: any key of the store (a public key suffices);
 * `secret`: a secret key or a dashboard session; `none`: no credential.
 */
export type AuthRequirement =
  | { readonly level: 'none' }
  /**
   * The signed-in user's own account (`/v1/auth/me`, sessions, password, TOTP): a dashboard
   * session only. `mfaStep`: also a session still owing its second step (mfa/verify, logout).
   */
  | { readonly level: 'session'; readonly scope: 'any'; readonly mfaStep?: boolean }
  | { readonly level: 'public'; readonly scope: RouteScope }
  | { readonly level: 'secret'; readonly scope: RouteScope };

/** Whether a credential holding `held` may call a route that needs `needed`. */
export function holdsScope(held: readonly Scope[], needed: RouteScope): boolean {
  if (needed === 'any') return true;
  const acceptable: readonly Scope[] = typeof needed === 'string' ? [needed] : needed;
  return acceptable.some((s) => held.includes(s));
}

/** The scopes a route accepts, for messages and docs (`any` for every scope). */
export const scopeNames = (needed: RouteScope): string =>
  typeof needed === 'string' ? needed : needed.join(' or ');

/** The caller of a route that requires a credential (the auth hook has set it). */
export function principalOf(request: { readonly principal: Principal | null }): Principal {
  if (!request.principal) throw new Error('route reached without a principal: its config.auth is missing');
  return request.principal;
}

/**
 * The credential a stored answer belongs to: the key, or for a dashboard session the signed-in
 * user (a retry after signing in again is the same caller).
 */
export const credentialIdOf = (p: Principal): string =>
  p.keyId !== null ? `key:${p.keyId}` : `user:${p.userId ?? ''}`;

/** The signed-in user behind a dashboard session (set by the auth hook on `session` routes). */
export interface SessionAccount {
  readonly userId: string;
  readonly sessionId: string;
  /** The store the session works on (the `X-Tenant-Id` header or the one chosen at sign-in). */
  readonly tenantId: string | null;
  readonly mfaPending: boolean;
}

export function accountOf(request: { readonly account: SessionAccount | null }): SessionAccount {
  if (!request.account) throw new Error('route reached without a session: its config.auth is not session');
  return request.account;
}
