import type { AccountLocale } from '../../domain/accounts/user-events.ts';
import { normalizeEmail } from '../../domain/accounts/user-events.ts';
import { accountMail } from '../../domain/mail/account-mail.ts';
import { addOwner } from '../team/team-store.ts';
import type { AccountDeps } from './account-deps.ts';
import { issueToken, reserveEmail, runUser, userIdByEmail } from './user-store.ts';

const MAGIC_LINK_MS = 15 * 60_000;

export interface AttachedOwner {
  readonly userId: string;
  /** True when the address had no account and one was made (without a password). */
  readonly created: boolean;
  /** A one-time sign-in link, valid 15 minutes (also mailed). */
  readonly signInLink: string;
}

/**
 * Makes the owner of address `email` an owner of the store (`npm run store:create --
 * --owner-email`): an existing account joins as owner; a new address gets an account without
 * a password. Either way a magic link is issued and mailed, and answered for the operator.
 */
export async function attachOwner(
  deps: AccountDeps,
  input: { readonly tenantId: string; readonly email: string; readonly locale: AccountLocale },
): Promise<AttachedOwner> {
  const email = normalizeEmail(input.email);
  const now = deps.now().toISOString();
  let userId = await userIdByEmail(deps, email);
  let created = false;
  if (!userId) {
    const candidate = deps.newId();
    // Another process may claim the address at the same moment: then that account is the owner.
    if (await reserveEmail(deps, email, candidate)) {
      await runUser(deps, candidate, {
        type: 'RegisterUser',
        userId: candidate,
        email,
        name: email.split('@')[0] ?? email,
        locale: input.locale,
        passwordHash: null,
        emailVerified: false,
        now,
      });
      userId = candidate;
      created = true;
    } else userId = await userIdByEmail(deps, email);
  }
  if (!userId) throw new Error(`the address ${email} could not be given an account`);
  await addOwner(deps, input.tenantId, userId, now);
  const token = await issueToken(deps, userId, 'magic_link', MAGIC_LINK_MS, now);
  await deps.settle(token.position);
  const signInLink = deps.links.magicLink(token.plaintext);
  deps.mailer.send(accountMail('magic_link', email, input.locale, signInLink));
  return { userId, created, signInLink };
}
