import type { Principal } from './principal.ts';
import { PUBLIC_KEY_SCOPES, type Scope } from './scopes.ts';

/** What a new key asks for (the body of POST /v1/keys, already validated). */
export interface KeyRequest {
  readonly kind: 'public' | 'secret';
  readonly scopes?: readonly Scope[] | undefined;
  readonly allowAssistant?: boolean | undefined;
}

export type GrantDecision =
  | { readonly granted: true; readonly scopes: Scope[] }
  | { readonly granted: false; readonly missing: Scope[] };

/**
 * A credential hands out only what it holds: a key it creates gets a subset of its own
 * scopes. Scopes omitted mean the caller's own (a public key: `search`). Allowing the
 * shopping assistant on a public key is the `assistant` scope. The rule reads only
 * `principal.scopes`, so a dashboard session, whose role is turned into scopes when the
 * session is resolved, is held to the same check.
 */
export function grantKeyScopes(grantor: Pick<Principal, 'scopes'>, request: KeyRequest): GrantDecision {
  const asked: Scope[] =
    request.kind === 'public'
      ? [...(request.scopes ?? ['search']), ...(request.allowAssistant ? (['assistant'] as const) : [])]
      : [...(request.scopes ?? grantor.scopes)];
  const scopes = [...new Set(asked)];
  const missing = scopes.filter((s) => !grantor.scopes.includes(s));
  return missing.length > 0 ? { granted: false, missing } : { granted: true, scopes };
}

/** Indexes of scopes a key of this kind cannot hold (public keys: search and assistant only). */
export const scopesOutsideKind = (kind: 'public' | 'secret', scopes: readonly Scope[]): number[] =>
  kind === 'public' ? scopes.flatMap((s, i) => (PUBLIC_KEY_SCOPES.includes(s) ? [] : [i])) : [];
