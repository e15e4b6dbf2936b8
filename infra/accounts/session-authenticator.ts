import { parse } from 'cookie';
import type { FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import {
  type AuthRequirement,
  holdsScope,
  type Principal,
  scopeNames,
} from '../../domain/access/principal.ts';
import { accessOf, scopesOfRole } from '../../domain/access/roles.ts';
import type { AccountCrypto } from '../../domain/accounts/account-crypto.ts';
import { sessionLiveness } from '../../domain/accounts/session-expiry.ts';
import { PLANS } from '../../domain/tenancy/plans.ts';
import { findSessionByTokenHash } from '../../projections/accounts/account-queries.ts';
import { roleOf } from '../../projections/team/team-queries.ts';
import { findTenant } from '../../projections/tenants/tenant-queries.ts';
import { HttpProblem } from '../http/http-error.ts';

export const SESSION_COOKIE = 'sg_session';
/** Last activity is written at most this often per session (idle expiry is 30 minutes). */
const TOUCH_EVERY_MS = 15_000;

/** The session token of a request (the `sg_session` cookie), if any. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string' || !header.includes(SESSION_COOKIE)) return null;
  const token = parse(header)[SESSION_COOKIE];
  return token && token.length >= 20 && token.length <= 200 ? token : null;
}

const single = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Dashboard sessions as a credential (spec, Authentication rules 6-7): the cookie's token is
 * looked up by hash in the accounts read model; a session ended, idle for 30 minutes or 12
 * hours old is refused; writes need `X-CSRF-Token`; the store is the `X-Tenant-Id` header or
 * the session's own, and the user's role there becomes the request's scopes (roles.ts).
 */
export class SessionAuthenticator {
  constructor(
    private readonly pool: Pool,
    private readonly crypto: AccountCrypto,
    private readonly now: () => Date,
    private readonly defaultRateLimit: number,
  ) {}

  async authenticate(
    request: FastifyRequest,
    requirement: AuthRequirement,
    token: string,
  ): Promise<Principal | null> {
    if (requirement.level === 'none') return null;
    const session = await findSessionByTokenHash(this.pool, this.crypto.hashToken(token));
    const nowMs = this.now().getTime();
    if (
      !session ||
      session.endedAt !== null ||
      sessionLiveness(
        {
          startedAtMs: session.startedAt.getTime(),
          lastSeenAtMs: session.lastSeenAt.getTime(),
          mfaPending: session.mfaPending,
          embedded: session.method === 'store_app',
        },
        nowMs,
      ) !== 'live'
    ) {
      throw new HttpProblem('unauthorized', 'The session has ended or expired; sign in again.');
    }
    if (session.mfaPending && !(requirement.level === 'session' && requirement.mfaStep)) {
      throw new HttpProblem(
        'unauthorized',
        'Finish signing in: send the second step to /v1/auth/mfa/verify.',
      );
    }
    const write = accessOf(request.method) === 'write';
    if (write) {
      const csrf = single(request.headers['x-csrf-token']);
      if (!csrf || !this.crypto.same(csrf, this.crypto.csrfTokenOf(token))) {
        throw new HttpProblem(
          'forbidden',
          'A write made with a session needs the X-CSRF-Token header from sign-in.',
        );
      }
    }
    await this.touch(session.id, session.lastSeenAt.getTime(), nowMs);
    const tenantId = single(request.headers['x-tenant-id']) ?? session.tenantId;
    request.account = {
      userId: session.userId,
      sessionId: session.id,
      tenantId,
      mfaPending: session.mfaPending,
    };
    if (requirement.level === 'session') return null;
    if (!tenantId)
      throw new HttpProblem(
        'forbidden',
        'This user belongs to no store; accept an invite or sign up a store.',
      );
    const [role, tenant] = await Promise.all([
      roleOf(this.pool, tenantId, session.userId),
      findTenant(this.pool, tenantId),
    ]);
    if (!role || !tenant || tenant.status === 'deleted') {
      throw new HttpProblem('forbidden', 'The signed-in user is not a member of this store.');
    }
    if (tenant.status === 'suspended' || tenant.status === 'canceled') {
      throw new HttpProblem('forbidden', `The store is ${tenant.status}.`);
    }
    const scopes = scopesOfRole(role, accessOf(request.method));
    if (!holdsScope(scopes, requirement.scope)) {
      throw new HttpProblem(
        'insufficient_scope',
        `The ${role} role may not ${write ? 'change' : 'read'} what needs the ${scopeNames(requirement.scope)} scope.`,
      );
    }
    return {
      tenantId,
      auth: 'session',
      keyId: null,
      userId: session.userId,
      role,
      scopes,
      rateLimit: PLANS[tenant.planCode]?.rateLimitPerSecond ?? this.defaultRateLimit,
    };
  }

  private async touch(sessionId: string, lastSeenMs: number, nowMs: number): Promise<void> {
    if (nowMs - lastSeenMs < TOUCH_EVERY_MS) return;
    await this.pool.query(
      `insert into session_activity (session_id, last_seen_at) values ($1, $2)
       on conflict (session_id) do update set last_seen_at = greatest(session_activity.last_seen_at, excluded.last_seen_at)`,
      [sessionId, new Date(nowMs)],
    );
  }
}
