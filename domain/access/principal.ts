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
  /** Requests per second allowed for this credential. */
  readonly rateLimit: number;
}

/**
 * What a route asks of its caller. `public`: any key of the store (a public key suffices);
 * `secret`: a secret key or a dashboard session; `none`: no credential.
 */
export type AuthRequirement =
  | { readonly level: 'none' }
  | { readonly level: 'public'; readonly scope?: Scope }
  | { readonly level: 'secret'; readonly scope?: Scope };

/** The caller of a route that requires a credential (the auth hook has set it). */
export function principalOf(request: { readonly principal: Principal | null }): Principal {
  if (!request.principal) throw new Error('route reached without a principal: its config.auth is missing');
  return request.principal;
}
