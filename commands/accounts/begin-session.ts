import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { LoginResult } from '../../domain/accounts/contract.ts';
import { MFA_PENDING_MS, SESSION_ABSOLUTE_MS } from '../../domain/accounts/session-expiry.ts';
import type { SignInMethod } from '../../domain/accounts/user-events.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { AccountDeps } from './account-deps.ts';
import { runUser } from './user-store.ts';

type Result = z.infer<typeof LoginResult>;

export const emailSent = (): Result => ({
  status: 'email_sent',
  user: null,
  csrf_token: null,
  weak_password: false,
});

/**
 * Starts a session after a first step succeeded: a new random token in the `sg_session`
 * cookie (only its hash is kept), the CSRF token derived from it, and `mfa_required` when the
 * user has TOTP on. The session works on the user's first store until `X-Tenant-Id` picks another.
 */
export async function beginSession(
  deps: AccountDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  method: SignInMethod,
  weakPassword = false,
): Promise<Result> {
  const before = await deps.reads.userOut(userId);
  const token = deps.crypto.newToken();
  const sessionId = deps.newId();
  const userAgent =
    typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'].slice(0, 300) : null;
  const result = await runUser(deps, userId, {
    type: 'StartSession',
    sessionId,
    tokenHash: token.hash,
    tenantId: before?.memberships[0]?.tenant_id ?? null,
    method,
    userAgent,
    now: deps.now().toISOString(),
  });
  await deps.settle(result.position);
  const session = result.state.status === 'active' ? result.state.sessions.get(sessionId) : undefined;
  if (!session) throw new DomainError('internal_error', 'the session was not started');
  reply.header(
    'Set-Cookie',
    deps.cookies.set(token.plaintext, (session.mfaPending ? MFA_PENDING_MS : SESSION_ABSOLUTE_MS) / 1000),
  );
  const csrf = deps.crypto.csrfTokenOf(token.plaintext);
  if (session.mfaPending)
    return { status: 'mfa_required', user: null, csrf_token: csrf, weak_password: weakPassword };
  return {
    status: 'ok',
    user: await deps.reads.userOut(userId),
    csrf_token: csrf,
    weak_password: weakPassword,
  };
}

/**
 * Takes an attempt from each bucket; over the limit: 429 with Retry-After. Answers a function
 * giving the attempt back to the buckets named (for attempts that count only when they fail).
 */
export async function throttle(
  deps: AccountDeps,
  reply: FastifyReply,
  limits: Parameters<AccountDeps['throttle']['take']>[0],
): Promise<(only?: Parameters<AccountDeps['throttle']['take']>[0]) => Promise<void>> {
  const decision = await deps.throttle.take(limits);
  if (decision.allowed) return (only = limits) => deps.throttle.giveBack(only);
  reply.header('Retry-After', String(Math.max(1, Math.ceil(decision.retryAfter))));
  throw new DomainError('rate_limited', 'Too many attempts; retry after Retry-After seconds.');
}
