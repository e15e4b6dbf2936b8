import type { AuthRequirement } from '../../../domain/access/principal.ts';

/** The spec's three credentials, as OpenAPI security schemes. */
export const SECURITY_SCHEMES = {
  publicKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A public key (`sg_pub_` and 44 characters): `Authorization: Bearer <API_KEY>`, the header `X-Service-Key`, or the query parameter `key`. Safe in browsers; may be locked to the store website (`allowed_origins`).',
  },
  secretKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A secret key (`sg_sec_` and 44 characters): `Authorization: Bearer <API_KEY>` or the header `X-Service-Key`; never in a URL (refused with 401). Server only.',
  },
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'sg_session',
    description:
      'The dashboard session, set by sign-in (`/v1/auth/login`, magic link, MFA step). Writes also send `X-CSRF-Token` (from the sign-in answer); `X-Tenant-Id` picks one of the user’s stores. A session holds the scopes its role holds (docs/accounts.md).',
  },
} as const;

export type SchemeName = keyof typeof SECURITY_SCHEMES;

/** Which credentials each auth level accepts (what `authenticate.ts` lets through). */
const ACCEPTED: Readonly<Record<'public' | 'secret' | 'session', readonly SchemeName[]>> = {
  public: ['publicKey', 'secretKey', 'session'],
  secret: ['secretKey', 'session'],
  session: ['session'],
};

/**
 * An operation's security requirement from its route's `config.auth` (the one source of truth):
 * any one of the accepted credentials holding one of the route's scopes (OpenAPI 3.1 lets a
 * non-OAuth requirement name roles; ours are the key scopes; `any` names none). `none`: an
 * empty requirement.
 */
export function securityOf(auth: AuthRequirement): Record<string, string[]>[] {
  if (auth.level === 'none') return [];
  const scopes: readonly (string | null)[] =
    auth.scope === 'any' ? [null] : typeof auth.scope === 'string' ? [auth.scope] : auth.scope;
  return ACCEPTED[auth.level].flatMap((scheme) =>
    scopes.map((scope) => ({ [scheme]: scope ? [scope] : [] })),
  );
}
