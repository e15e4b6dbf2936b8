import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AcceptedOut,
  EmailLocaleIn,
  LoginIn,
  LoginResult,
  PasswordResetIn,
  SignupIn,
  TokenIn,
} from '../../domain/accounts/contract.ts';
import { passwordErrors, passwordProblems } from '../../domain/accounts/password-rules.ts';
import { ACCOUNT_THROTTLES as T } from '../../domain/accounts/throttles.ts';
import { normalizeEmail } from '../../domain/accounts/user-events.ts';
import { accountMail, type Locale } from '../../domain/mail/account-mail.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { AccountDeps } from './account-deps.ts';
import { beginSession, emailSent, throttle } from './begin-session.ts';
import { signUp } from './sign-up.ts';
import { emailHashOf, issueToken, loadUser, runUser, tokenOwner, userIdByEmail } from './user-store.ts';

const MAGIC_LINK_MS = 15 * 60_000;
const RESET_MS = 60 * 60_000;
const accepted = { accepted: true, job: null };
const tags = ['auth'];

const badToken = () =>
  new DomainError('unauthorized', 'The link is not valid, was used already or has expired.');

/** Sign-up, sign-in and the mailed links: the `/v1/auth` endpoints that need no credential. */
export const authRoutes =
  (deps: AccountDeps, log: (message: string) => void = () => undefined): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const none = { auth: { level: 'none' as const } };

    /** Work whose outcome the answer does not depend on (so neither does its timing). */
    const inBackground = (what: string, work: () => Promise<void>) => {
      setImmediate(() => work().catch((error: unknown) => log(`${what} failed: ${String(error)}`)));
    };

    /**
     * A mailed one-time link (magic link, password reset): throttled per address and per client,
     * then issued and mailed in the background only when the address has an account, so the
     * answer and its timing are the same either way.
     */
    const mailTokenLink = async (
      body: { email: string; locale: Locale },
      client: string,
      reply: FastifyReply,
      mail: {
        what: string;
        purpose: 'magic_link' | 'password_reset';
        lifetimeMs: number;
        link: (token: string) => string;
      },
    ) => {
      const email = normalizeEmail(body.email);
      await throttle(deps, reply, [T.mailPerAccount(emailHashOf(deps, email)), T.mailPerClient(client)]);
      inBackground(mail.what, async () => {
        const userId = await userIdByEmail(deps, email);
        if (!userId) return;
        const token = await issueToken(deps, userId, mail.purpose, mail.lifetimeMs, deps.now().toISOString());
        deps.mailer.send(accountMail(mail.purpose, email, body.locale, mail.link(token.plaintext)));
      });
    };

    r.post(
      '/v1/auth/signup',
      {
        config: none,
        schema: {
          tags,
          summary: 'Sign up: a user and a store with a 14-day trial, or join a store with invite_token',
          description:
            'Answers `email_sent` and mails a link to confirm the address (or, when the address has an account already, a sign-in link), so the answer never tells whether an account exists. With a valid `invite_token` for the same address the user joins that store and is signed in (`ok`).',
          body: SignupIn,
          response: { 201: LoginResult },
        },
      },
      async (request, reply) => {
        await throttle(deps, reply, [
          T.signUpPerClient(request.ip),
          T.mailPerAccount(emailHashOf(deps, request.body.email)),
        ]);
        const body = request.body;
        const email = normalizeEmail(body.email);
        if (body.password) {
          const problems = passwordProblems(body.password, { email, name: body.name }, deps.commonPasswords);
          if (problems.length > 0) {
            throw new DomainError(
              'invalid_request',
              'The password does not meet the rules.',
              passwordErrors('password', problems),
            );
          }
        }
        const result = await signUp(deps, { ...body, email }, request, reply);
        return reply.code(201).send(result);
      },
    );

    r.post(
      '/v1/auth/login',
      {
        config: none,
        schema: {
          tags,
          summary: 'Sign in with email and password',
          body: LoginIn,
          response: { 200: LoginResult },
        },
      },
      async (request, reply) => {
        const email = normalizeEmail(request.body.email);
        const perAccount = T.signInPerAccount(emailHashOf(deps, email));
        const release = await throttle(deps, reply, [perAccount, T.signInPerClient(request.ip)]);
        const userId = await userIdByEmail(deps, email);
        // An unknown address reads a stream too (one that does not exist), so both take alike long.
        const user = await loadUser(deps, userId ?? deps.newId());
        // Unknown address or no password: the same bcrypt work against a decoy, the same answer.
        const ok = await deps.crypto.verifyPassword(request.body.password, user?.passwordHash ?? null);
        if (!ok || !user) throw new DomainError('unauthorized', 'The email or password is wrong.');
        // Only failed attempts count toward a lock-out.
        await release();
        const weak = passwordProblems(request.body.password, user, deps.commonPasswords).length > 0;
        return beginSession(deps, request, reply, user.userId, 'password', weak);
      },
    );

    r.post(
      '/v1/auth/magic-link',
      {
        config: none,
        schema: {
          tags,
          summary: 'Mail a one-time sign-in link (valid 15 minutes)',
          description: 'Always answers `email_sent`: whether the address has an account is not told.',
          body: EmailLocaleIn,
          response: { 200: LoginResult },
        },
      },
      async (request, reply) => {
        await mailTokenLink(request.body, request.ip, reply, {
          what: 'magic link',
          purpose: 'magic_link',
          lifetimeMs: MAGIC_LINK_MS,
          link: deps.links.magicLink,
        });
        return emailSent();
      },
    );

    r.post(
      '/v1/auth/magic-link/verify',
      {
        config: none,
        schema: {
          tags,
          summary: 'Sign in with a mailed link’s token',
          body: TokenIn,
          response: { 200: LoginResult },
        },
      },
      async (request, reply) => {
        await throttle(deps, reply, [T.tokenPerClient(request.ip)]);
        const userId = tokenOwner(request.body.token);
        if (!userId || !(await loadUser(deps, userId))) throw badToken();
        await runUser(deps, userId, {
          type: 'UseToken',
          purpose: 'magic_link',
          tokenHash: deps.crypto.hashToken(request.body.token),
          now: deps.now().toISOString(),
        });
        return beginSession(deps, request, reply, userId, 'magic_link');
      },
    );

    r.post(
      '/v1/auth/verify-email',
      {
        config: none,
        schema: {
          tags,
          summary: 'Confirm the email address with a mailed token',
          body: TokenIn,
          response: { 200: AcceptedOut },
        },
      },
      async (request, reply) => {
        await throttle(deps, reply, [T.tokenPerClient(request.ip)]);
        const userId = tokenOwner(request.body.token);
        if (!userId || !(await loadUser(deps, userId))) throw badToken();
        const result = await runUser(deps, userId, {
          type: 'UseToken',
          purpose: 'verify_email',
          tokenHash: deps.crypto.hashToken(request.body.token),
          now: deps.now().toISOString(),
        });
        await deps.settle(result.position);
        return accepted;
      },
    );

    r.post(
      '/v1/auth/password/forgot',
      {
        config: none,
        schema: {
          tags,
          summary: 'Mail a password reset link (valid 1 hour)',
          description: 'Always accepted: whether the address has an account is not told.',
          body: EmailLocaleIn,
          response: { 200: AcceptedOut },
        },
      },
      async (request, reply) => {
        await mailTokenLink(request.body, request.ip, reply, {
          what: 'password reset',
          purpose: 'password_reset',
          lifetimeMs: RESET_MS,
          link: deps.links.passwordReset,
        });
        return accepted;
      },
    );

    r.post(
      '/v1/auth/password/reset',
      {
        config: none,
        schema: {
          tags,
          summary: 'Set a new password with a mailed reset token; every session ends',
          body: PasswordResetIn,
          response: { 200: AcceptedOut },
        },
      },
      async (request, reply) => {
        await throttle(deps, reply, [T.tokenPerClient(request.ip)]);
        const userId = tokenOwner(request.body.token);
        const user = userId ? await loadUser(deps, userId) : null;
        if (!user) throw badToken();
        const tokenHash = deps.crypto.hashToken(request.body.token);
        const token = user.tokens.get(tokenHash);
        if (token?.purpose !== 'password_reset') throw badToken();
        const problems = passwordProblems(request.body.password, user, deps.commonPasswords);
        if (problems.length > 0) {
          throw new DomainError(
            'invalid_request',
            'The password does not meet the rules.',
            passwordErrors('password', problems),
          );
        }
        const result = await runUser(deps, user.userId, {
          type: 'UseToken',
          purpose: 'password_reset',
          tokenHash,
          passwordHash: await deps.crypto.hashPassword(request.body.password),
          now: deps.now().toISOString(),
        });
        await deps.settle(result.position);
        return accepted;
      },
    );
  };
