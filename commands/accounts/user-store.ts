import { type UserCommand, userDecider } from '../../domain/accounts/user.ts';
import {
  emailStream,
  normalizeEmail,
  type TokenPurpose,
  userStream,
} from '../../domain/accounts/user-events.ts';
import type { ActiveUser } from '../../domain/accounts/user-state.ts';
import { foldEvents, handleCommand } from '../../domain/command-handling/handle-command.ts';
import { type LogPosition, StreamConflict } from '../../domain/event-store/event-store.ts';
import type { AccountDeps } from './account-deps.ts';

/** Runs a command on a user's stream. */
export const runUser = (deps: AccountDeps, userId: string, command: UserCommand) =>
  handleCommand(deps.eventStore, userStream(userId), userDecider, command, { newEventId: deps.newId });

export const emailHashOf = (deps: AccountDeps, email: string): string =>
  deps.crypto.hashToken(normalizeEmail(email));

/** The user owning an address, from the address's own stream (the write side: no read-model lag). */
export async function userIdByEmail(deps: AccountDeps, email: string): Promise<string | null> {
  const [first] = await deps.eventStore.readStream(emailStream(emailHashOf(deps, email)), { maxCount: 1 });
  const userId = first?.data.userId;
  return typeof userId === 'string' ? userId : null;
}

export async function loadUser(deps: AccountDeps, userId: string): Promise<ActiveUser | null> {
  const state = foldEvents(userDecider, await deps.eventStore.readStream(userStream(userId)));
  return state.status === 'active' ? state : null;
}

/** Claims an address for a new user; false when another user has it. */
export async function reserveEmail(deps: AccountDeps, email: string, userId: string): Promise<boolean> {
  try {
    await deps.eventStore.append(
      emailStream(emailHashOf(deps, email)),
      [
        {
          id: deps.newId(),
          type: 'EmailReserved',
          data: { userId, email, reservedAt: deps.now().toISOString() },
        },
      ],
      'no_stream',
    );
    return true;
  } catch (error) {
    if (error instanceof StreamConflict) return false;
    throw error;
  }
}

/**
 * Mailed tokens name what they are for: `<user or store id>.<43 random characters>`, so the
 * stream to check them against is known without a lookup. Only the whole token's hash is kept.
 */
export const tokenFor = (deps: AccountDeps, ownerId: string) => {
  const secret = deps.crypto.newToken().plaintext;
  const plaintext = `${ownerId}.${secret}`;
  return { plaintext, hash: deps.crypto.hashToken(plaintext) };
};

/**
 * Issues a mailed one-time token of `purpose` to a user, valid `lifetimeMs` from `now` (ISO):
 * answers the plaintext to put in the link (never stored) and the position of the append.
 */
export async function issueToken(
  deps: AccountDeps,
  userId: string,
  purpose: TokenPurpose,
  lifetimeMs: number,
  now: string,
): Promise<{ plaintext: string; position: LogPosition | null }> {
  const token = tokenFor(deps, userId);
  const issued = await runUser(deps, userId, {
    type: 'IssueToken',
    purpose,
    tokenHash: token.hash,
    expiresAt: new Date(Date.parse(now) + lifetimeMs).toISOString(),
    now,
  });
  return { plaintext: token.plaintext, position: issued.position };
}

export const tokenOwner = (token: string): string | null => {
  const dot = token.indexOf('.');
  const owner = dot > 0 ? token.slice(0, dot) : '';
  return /^[A-Za-z0-9-]{1,64}$/.test(owner) ? owner : null;
};
