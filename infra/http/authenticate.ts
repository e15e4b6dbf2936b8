import type { FastifyRequest } from 'fastify';
import type { AuthRequirement, Principal } from '../../domain/access/principal.ts';
import { KEY_PATTERN, type KeyGenerator } from '../../domain/tenancy/key-material.ts';
import type { CredentialDirectory } from './credential-directory.ts';
import { HttpProblem } from './http-error.ts';

const bearer = (header: string | undefined): string | null => {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
};

const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** `https://*.shop.example` matches any subdomain; otherwise origins match exactly (scheme, host, port). */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  const normalized = origin.replace(/\/+$/, '').toLowerCase();
  return allowed.some((pattern) => {
    const p = pattern.replace(/\/+$/, '').toLowerCase();
    if (!p.includes('*')) return p === normalized;
    const [scheme, host] = p.split('://');
    const [oScheme, oHost] = normalized.split('://');
    if (!host || !oHost || scheme !== oScheme) return false;
    const suffix = host.replace(/^\*\./, '');
    return oHost.endsWith(`.${suffix}`);
  });
}

const requestOrigin = (request: FastifyRequest): string | null => {
  const origin = single(request.headers.origin);
  if (origin && origin !== 'null') return origin;
  const referer = single(request.headers.referer);
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
};

/**
 * Resolves the request's credential against the route's requirement (spec, Authentication):
 * header or `?key=` (public keys only; a secret key in a URL is refused even with a header).
 */
export async function authenticate(
  request: FastifyRequest,
  requirement: AuthRequirement,
  directory: CredentialDirectory,
  keys: KeyGenerator,
): Promise<Principal | null> {
  if (requirement.level === 'none') return null;
  const query = request.query as Record<string, unknown> | undefined;
  const inUrl = single(query?.key);
  if (inUrl?.startsWith('sg_sec_')) {
    throw new HttpProblem(
      'unauthorized',
      'A secret key must never be sent in a URL; send it in the Authorization header and rotate it.',
    );
  }
  const presented =
    bearer(single(request.headers.authorization)) ?? single(request.headers['x-service-key']) ?? inUrl;
  if (!presented) throw new HttpProblem('unauthorized', 'Send a key as Authorization: Bearer <API_KEY>.');
  if (!KEY_PATTERN.test(presented)) throw new HttpProblem('unauthorized', 'The key is not valid.');
  const resolved = await directory.resolve(keys.hash(presented));
  if (!resolved || resolved.key.revokedAt !== null)
    throw new HttpProblem('unauthorized', 'The key is not valid.');
  const { key, tenant } = resolved;
  if (tenant.status === 'deleted') throw new HttpProblem('unauthorized', 'The key is not valid.');
  if (tenant.status === 'suspended' || tenant.status === 'canceled') {
    throw new HttpProblem('forbidden', `The store is ${tenant.status}.`);
  }
  if (requirement.level === 'secret' && key.kind !== 'secret') {
    throw new HttpProblem('forbidden', 'This endpoint needs a secret key; public keys may only search.');
  }
  if (key.kind === 'public' && key.allowedOrigins.length > 0) {
    const origin = requestOrigin(request);
    if (!origin || !originAllowed(origin, key.allowedOrigins)) {
      throw new HttpProblem('forbidden', 'This public key may not be used from this origin.');
    }
  }
  const scopes =
    key.kind === 'public' && key.allowAssistant ? [...key.scopes, 'assistant' as const] : key.scopes;
  if (requirement.scope && !scopes.includes(requirement.scope)) {
    throw new HttpProblem('insufficient_scope', `The key lacks the ${requirement.scope} scope.`);
  }
  return {
    tenantId: tenant.id,
    auth: key.kind === 'public' ? 'public_key' : 'secret_key',
    keyId: key.id,
    userId: null,
    role: null,
    scopes: [...new Set(scopes)],
    rateLimit: resolved.rateLimit,
  };
}
