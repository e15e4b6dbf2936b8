import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { LoginResult } from '../../domain/accounts/contract.ts';
import type { AccountLocale } from '../../domain/accounts/user-events.ts';
import { accountMail } from '../../domain/mail/account-mail.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { addOwner, loadTeam, runTeam } from '../team/team-store.ts';
import { createStore } from '../tenancy/create-store.ts';
import type { AccountDeps } from './account-deps.ts';
import { beginSession, emailSent } from './begin-session.ts';
import { EvenTiming } from './even-timing.ts';
import { issueToken, reserveEmail, runUser, tokenOwner } from './user-store.ts';

const VERIFY_MS = 3 * 86_400_000;
const timing = new EvenTiming(300);

export interface SignUpInput {
  readonly email: string;
  readonly name: string;
  readonly password?: string | null | undefined;
  readonly store_name?: string | null | undefined;
  readonly locale: AccountLocale;
  readonly invite_token?: string | null | undefined;
}

const badInvite = () =>
  new DomainError('unauthorized', 'The invite is not valid, was used already or has expired.');

/** The invite a sign-up joins with: checked before anything is written. */
async function checkInvite(deps: AccountDeps, token: string, email: string) {
  const tenantId = tokenOwner(token);
  if (!tenantId) throw badInvite();
  const team = await loadTeam(deps.eventStore, tenantId);
  const tokenHash = deps.crypto.hashToken(token);
  const invite = [...team.invites.values()].find((i) => deps.crypto.same(i.tokenHash, tokenHash));
  if (!invite || Date.parse(invite.expiresAt) <= deps.now().getTime()) throw badInvite();
  if (invite.email !== email)
    throw new DomainError('forbidden', 'This invite was sent to another email address.');
  return { tenantId, tokenHash };
}

/**
 * A new user with a new store (owner, 14-day trial) and a mail to confirm the address; or,
 * with an invite for the same address, a new user joining that store, signed in at once. An
 * address that has an account gets a sign-in link instead, and the answer and its timing are
 * those of a new account.
 */
export async function signUp(
  deps: AccountDeps,
  input: SignUpInput,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<z.infer<typeof LoginResult>> {
  const started = Date.now();
  const invite = input.invite_token ? await checkInvite(deps, input.invite_token, input.email) : null;
  const passwordHash = input.password ? await deps.crypto.hashPassword(input.password) : null;
  const userId = deps.newId();
  if (!(await reserveEmail(deps, input.email, userId))) {
    deps.mailer.send(accountMail('account_exists', input.email, input.locale, deps.links.signIn()));
    await timing.padFast(Date.now() - started);
    return emailSent();
  }
  const now = deps.now().toISOString();
  await runUser(deps, userId, {
    type: 'RegisterUser',
    userId,
    email: input.email,
    name: input.name,
    locale: input.locale,
    passwordHash,
    emailVerified: invite !== null,
    now,
  });
  if (invite) {
    const joined = await runTeam(deps, invite.tenantId, {
      type: 'AcceptInvite',
      tokenHash: invite.tokenHash,
      userId,
      email: input.email,
      membershipId: deps.newId(),
      now,
    });
    await deps.settle(joined.position);
    return beginSession(deps, request, reply, userId, 'invite_signup');
  }
  const store = await createStore(deps, {
    name: input.store_name ?? input.name,
    locales: input.locale === 'ar' ? ['ar', 'en'] : ['en', 'ar'],
    currency: 'USD',
    planCode: 'growth',
    trial: true,
  });
  await addOwner(deps, store.tenantId, userId, now);
  const token = await issueToken(deps, userId, 'verify_email', VERIFY_MS, now);
  await deps.settle(token.position);
  deps.mailer.send(
    accountMail('verify_email', input.email, input.locale, deps.links.verifyEmail(token.plaintext)),
  );
  timing.recordSlow(Date.now() - started);
  return emailSent();
}
