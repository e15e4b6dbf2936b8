import type { FastifyRequest } from 'fastify';
import {
  type AuthRequirement,
  holdsScope,
  type Principal,
  scopeNames,
} from '../../domain/access/principal.ts';
import { statusAllows } from '../../domain/billing/status-access.ts';
import { KEY_PATTERN, type KeyGenerator } from '../../domain/tenancy/key-material.ts';
import type { KeyDirectory } from './credential-directory.ts';
import { HttpProblem } from './http-error.ts';

const bearer = (header: string): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
};

const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Every key the request carries, from the raw headers (Node keeps only the first of two
 * `Authorization` headers) and the query. An `Authorization` that is not `Bearer` is not ours
 * (a proxy's own credentials) and is left alone.
 */
function presentedKeys(request: FastifyRequest): { readonly inHeaders: string[]; readonly inUrl: string[] } {
  const inHeaders: string[] = [];
  const raw = request.raw.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]?.toLowerCase();
    const value = (raw[i + 1] ?? '').trim();
    if (name === 'authorization') {
      const key = bearer(value);
      if (key) inHeaders.push(key);
    } else if (name === 'x-service-key' && value !== '') inHeaders.push(value);
  }
  const query = (request.query as Record<string, unknown> | undefined)?.key;
  const inUrl = (Array.isArray(query) ? query : [query]).filter(
    (v): v is string => typeof v === 'string' && v !== '',
  );
  return { inHeaders, inUrl };
}

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

/** Dashboard sessions as a credential (infra/accounts): sets `request.account`, returns the store's principal. */
export interface SessionCredential {
  tokenOf(request: FastifyRequest): string | null;
  authenticate(
    request: FastifyRequest,
    requirement: AuthRequirement,
    token: string,
  ): Promise<Principal | null>;
}

/**
 * Resolves the request's credential against the route's requirement (spec, Authentication):
 * header or `?key=` (public keys only; a secret key in a URL is refused even with a header).
 */
export async function authenticate(
  request: FastifyRequest,
  requirement: AuthRequirement,
  directory: KeyDirectory,
  keys: KeyGenerator,
  sessions?: SessionCredential,
): Promise<Principal | null> {
  if (requirement.level === 'none') return null;
  const { inHeaders, inUrl } = presentedKeys(request);
  const sessionToken = sessions?.tokenOf(request) ?? null;
  if (sessions && sessionToken && inHeaders.length === 0 && inUrl.length === 0) {
    return sessions.authenticate(request, requirement, sessionToken);
  }
  if (requirement.level === 'session') {
    if (inHeaders.length > 0 || inUrl.length > 0) {
      throw new HttpProblem(
        'forbidden',
        'This endpoint belongs to a signed-in user: call it with a dashboard session.',
      );
    }
    throw new HttpProblem('unauthorized', 'Sign in first: this endpoint needs a dashboard session.');
  }
  if (inUrl.some((key) => key.startsWith('sg_sec_'))) {
    throw new HttpProblem(
      'unauthorized',
      'A secret key must never be sent in a URL; send it in the Authorization header and rotate it.',
    );
  }
  const distinct = [...new Set([...inHeaders, ...inUrl])];
  if (distinct.length > 1) {
    throw new HttpProblem(
      'unauthorized',
      'The request carries more than one key; send exactly one (Authorization, X-Service-Key or ?key=).',
    );
  }
  const presented = distinct[0];
  if (!presented) throw new HttpProblem('unauthorized', 'Send a key as Authorization: Bearer <API_KEY>.');
  if (!KEY_PATTERN.test(presented)) throw new HttpProblem('unauthorized', 'The key is not valid.');
  const resolved = await directory.resolve(keys.hash(presented));
  if (!resolved || resolved.key.revokedAt !== null)
    throw new HttpProblem('unauthorized', 'The key is not valid.');
  const { key, tenant } = resolved;
  if (tenant.status === 'deleted') throw new HttpProblem('unauthorized', 'The key is not valid.');
  if (!statusAllows(tenant.status, requirement.scope)) {
    throw new HttpProblem(
      'forbidden',
      `The store is ${tenant.status}: only billing is open until it is paid.`,
    );
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
  if (!holdsScope(scopes, requirement.scope)) {
    throw new HttpProblem('insufficient_scope', `The key lacks the ${scopeNames(requirement.scope)} scope.`);
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
