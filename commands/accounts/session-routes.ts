import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf } from '../../domain/access/principal.ts';
import {
  AcceptedOut,
  LoginResult,
  MfaCodeIn,
  PasswordChangeIn,
  RecoveryCodesOut,
  TotpCodeIn,
  TotpSetupOut,
} from '../../domain/accounts/contract.ts';
import { passwordErrors, passwordProblems } from '../../domain/accounts/password-rules.ts';
import { ACCOUNT_THROTTLES as T } from '../../domain/accounts/throttles.ts';
import type { MfaProof } from '../../domain/accounts/user.ts';
import type { ActiveUser } from '../../domain/accounts/user-state.ts';
import { DeletedOut } from '../../domain/api/envelopes.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { AccountDeps } from './account-deps.ts';
import { throttle } from './begin-session.ts';
import { loadUser, runUser } from './user-store.ts';

const accepted = { accepted: true, job: null };
const tags = ['auth'];
const ISSUER = 'Store Search';

const totpContext = (userId: string) => `totp:${userId}`;

/** The signed-in user's own account: sign-out, the second step, password change, TOTP, sessions. */
export const sessionRoutes =
  (deps: AccountDeps): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const session = { auth: { level: 'session' as const, scope: 'any' as const } };
    const sessionOrPending = { auth: { level: 'session' as const, scope: 'any' as const, mfaStep: true } };

    const user = async (userId: string): Promise<ActiveUser> => {
      const found = await loadUser(deps, userId);
      if (!found) throw new DomainError('unauthorized', 'The user no longer exists.');
      return found;
    };

    /** A 6-digit code is checked against the TOTP secret, a 10-character one is a recovery code. */
    const proofOf = (u: ActiveUser, code: string): MfaProof => {
      if (u.totp.status !== 'on') return { kind: 'invalid' };
      if (code.length === 10) return { kind: 'recovery', codeHash: deps.crypto.hashToken(code) };
      const secret = deps.secrets.open(u.totp.sealedSecret, totpContext(u.userId));
      const step = deps.crypto.totp.matchStep(secret, code, deps.now().getTime());
      return step === null ? { kind: 'invalid' } : { kind: 'totp', step };
    };

    r.post(
      '/v1/auth/logout',
      {
        config: sessionOrPending,
        schema: { tags, summary: 'Sign out: end this session', response: { 200: AcceptedOut } },
      },
      async (request, reply) => {
        const account = accountOf(request);
        const result = await runUser(deps, account.userId, {
          type: 'EndSession',
          sessionId: account.sessionId,
          reason: 'logout',
          now: deps.now().toISOString(),
        });
        await deps.settle(result.position);
        reply.header('Set-Cookie', deps.cookies.clear());
        return accepted;
      },
    );

    r.post(
      '/v1/auth/mfa/verify',
      {
        config: sessionOrPending,
        schema: {
          tags,
          summary: 'The second step of sign-in: a TOTP code or a recovery code',
          body: MfaCodeIn,
          response: { 200: LoginResult },
        },
      },
      async (request, reply) => {
        const account = accountOf(request);
        const release = await throttle(deps, reply, [T.mfaPerUser(account.userId)]);
        const u = await user(account.userId);
        const result = await runUser(deps, account.userId, {
          type: 'PassMfa',
          sessionId: account.sessionId,
          proof: proofOf(u, request.body.code),
          now: deps.now().toISOString(),
        });
        await deps.settle(result.position);
        await release();
        const token = deps.cookies.tokenOf(request.headers.cookie);
        return {
          status: 'ok' as const,
          user: await deps.reads.userOut(account.userId),
          csrf_token: token ? deps.crypto.csrfTokenOf(token) : null,
          weak_password: false,
        };
      },
    );

    r.post(
      '/v1/auth/password/change',
      {
        config: session,
        schema: {
          tags,
          summary: 'Change the password; every other session of the user ends',
          body: PasswordChangeIn,
          response: { 200: AcceptedOut },
        },
      },
      async (request, reply) => {
        const account = accountOf(request);
        const release = await throttle(deps, reply, [T.mfaPerUser(account.userId)]);
        const u = await user(account.userId);
        if (!(await deps.crypto.verifyPassword(request.body.current_password, u.passwordHash))) {
          throw new DomainError('invalid_request', 'The current password is wrong.', [
            { field: 'current_password', code: 'wrong_password', message: 'the current password is wrong' },
          ]);
        }
        const problems = passwordProblems(request.body.new_password, u, deps.commonPasswords);
        if (problems.length > 0) {
          throw new DomainError(
            'invalid_request',
            'The password does not meet the rules.',
            passwordErrors('new_password', problems),
          );
        }
        const result = await runUser(deps, account.userId, {
          type: 'ChangePassword',
          passwordHash: await deps.crypto.hashPassword(request.body.new_password),
          keepSessionId: account.sessionId,
          now: deps.now().toISOString(),
        });
        await deps.settle(result.position);
        await release();
        return accepted;
      },
    );

    r.post(
      '/v1/auth/totp/setup',
      {
        config: { ...session, showsSecret: true },
        schema: {
          tags,
          summary: 'Start two-step sign-in: a new TOTP secret and its otpauth:// URL',
          description: 'Enable it with a code from the authenticator app (`/v1/auth/totp/enable`).',
          response: { 200: TotpSetupOut },
        },
      },
      async (request) => {
        const account = accountOf(request);
        const u = await user(account.userId);
        const secret = deps.crypto.totp.newSecret();
        await runUser(deps, account.userId, {
          type: 'StartTotpSetup',
          sealedSecret: deps.secrets.seal(secret, totpContext(account.userId)),
          now: deps.now().toISOString(),
        });
        return { secret, otpauth_url: deps.crypto.totp.otpauthUrl(secret, u.email, ISSUER) };
      },
    );

    r.post(
      '/v1/auth/totp/enable',
      {
        config: { ...session, showsSecret: true },
        schema: {
          tags,
          summary: 'Turn two-step sign-in on with a code; answers 10 single-use recovery codes, shown once',
          body: TotpCodeIn,
          response: { 200: RecoveryCodesOut },
        },
      },
      async (request, reply) => {
        const account = accountOf(request);
        const release = await throttle(deps, reply, [T.mfaPerUser(account.userId)]);
        const u = await user(account.userId);
        const pending = u.totp.status === 'off' ? u.totp.pendingSecret : null;
        const step = pending
          ? deps.crypto.totp.matchStep(
              deps.secrets.open(pending, totpContext(u.userId)),
              request.body.code,
              deps.now().getTime(),
            )
          : null;
        const recovery = deps.crypto.newRecoveryCodes();
        const result = await runUser(deps, account.userId, {
          type: 'EnableTotp',
          step,
          recoveryCodeHashes: recovery.hashes,
          now: deps.now().toISOString(),
        });
        await deps.settle(result.position);
        await release();
        return { codes: recovery.codes };
      },
    );

    r.post(
      '/v1/auth/totp/disable',
      {
        config: session,
        schema: {
          tags,
          summary: 'Turn two-step sign-in off (needs a code)',
          body: MfaCodeIn,
          response: { 200: AcceptedOut },
        },
      },
      async (request, reply) => {
        const account = accountOf(request);
        const release = await throttle(deps, reply, [T.mfaPerUser(account.userId)]);
        const u = await user(account.userId);
        if (u.totp.status !== 'on') throw new DomainError('conflict', 'two-step sign-in is not enabled');
        const result = await runUser(deps, account.userId, {
          type: 'DisableTotp',
          proof: proofOf(u, request.body.code),
          now: deps.now().toISOString(),
        });
        await deps.settle(result.position);
        await release();
        return accepted;
      },
    );

    r.delete(
      '/v1/auth/sessions/:session_id',
      {
        config: session,
        schema: {
          tags,
          summary: 'End one of the user’s sessions',
          params: z.object({ session_id: z.string().max(64) }),
          response: { 200: DeletedOut },
        },
      },
      async (request) => {
        const account = accountOf(request);
        const result = await runUser(deps, account.userId, {
          type: 'EndSession',
          sessionId: request.params.session_id,
          reason: 'revoked',
          now: deps.now().toISOString(),
        });
        await deps.settle(result.position);
        return { deleted: true, id: request.params.session_id };
      },
    );
  };
