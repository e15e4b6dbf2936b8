import type { AuthRequirement } from '../../domain/access/principal.ts';

export interface CorsAnswer {
  /** Name the origin in `Access-Control-Allow-Origin`. */
  readonly allow: boolean;
  /** Let the browser send the session cookie (`Access-Control-Allow-Credentials`). */
  readonly credentials: boolean;
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin.toLowerCase();
  } catch {
    return null;
  }
};

/**
 * Which origins a browser may call from. The dashboard's origins get credentials (the session
 * cookie) everywhere. Any other origin is named only on routes a public key may call (a
 * storefront searching) and on keyless platform routes (health, errors, the OpenAPI document),
 * never on secret, account or sign-in routes, and never with credentials. (Preflights, answered by one keyless route for every path, name any
 * origin outside the account paths: the answer to the real request still decides.)
 */
export function corsAnswer(
  origin: string,
  url: string,
  auth: AuthRequirement | undefined,
  dashboardOrigins: readonly string[],
): CorsAnswer {
  const normalized = originOf(origin);
  if (normalized !== null && dashboardOrigins.some((d) => originOf(d) === normalized)) {
    return { allow: true, credentials: true };
  }
  const path = url.split('?')[0] ?? '';
  const accountPath = path.startsWith('/v1/auth/') || path.startsWith('/v1/team/');
  const level = auth?.level ?? 'none';
  const allow = level === 'public' || (level === 'none' && !accountPath);
  return { allow, credentials: false };
}
