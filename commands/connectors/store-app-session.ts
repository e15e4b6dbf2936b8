import type { FastifyReply, FastifyRequest } from 'fastify';
import { STORE_APP_SESSION_MS } from '../../domain/accounts/session-expiry.ts';
import { beginSession } from '../accounts/begin-session.ts';
import { reserveEmail, runUser, userIdByEmail } from '../accounts/user-store.ts';
import { addOwner } from '../team/team-store.ts';
import type { StoreAppDeps } from './store-app-deps.ts';

/**
 * The account a hosted app's embedded admin works as: one per platform and shop, without a
 * password (it signs in only through the platform's session token), owner of the shop's store.
 * Its address is under `.invalid`, a name reserved never to receive mail.
 */
async function appOwner(
  deps: StoreAppDeps,
  platform: string,
  shop: string,
  tenantId: string,
): Promise<string> {
  const a = deps.accounts;
  const email = `${shop.replace(/[^a-z0-9.-]/g, '-')}@${platform.replace(/_/g, '-')}.store-app.invalid`;
  const now = deps.now().toISOString();
  let userId = await userIdByEmail(a, email);
  if (!userId) {
    const candidate = deps.newId();
    if (await reserveEmail(a, email, candidate)) {
      await runUser(a, candidate, {
        type: 'RegisterUser',
        userId: candidate,
        email,
        name: `${shop} (${platform} admin)`,
        locale: 'en',
        passwordHash: null,
        emailVerified: true,
        now,
      });
      userId = candidate;
    } else userId = await userIdByEmail(a, email);
  }
  if (!userId) throw new Error(`no account could be made for ${shop}`);
  const added = await addOwner(deps, tenantId, userId, now);
  await deps.settle(added.position);
  return userId;
}

/**
 * Starts the embedded admin's session: `sg_session` with SameSite=None and Secure (the admin
 * runs in the platform's frame, another site) and Partitioned (browsers that block
 * third-party cookies keep it per top-level site), for 1 hour, as the store's owner.
 */
export async function beginStoreAppSession(
  deps: StoreAppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { platform: string; shop: string; tenantId: string },
) {
  const userId = await appOwner(deps, input.platform, input.shop, input.tenantId);
  const base = deps.accounts.cookies;
  const cookies = { ...base, set: (token: string) => base.setEmbedded(token, STORE_APP_SESSION_MS / 1000) };
  return beginSession({ ...deps.accounts, cookies }, request, reply, userId, 'store_app');
}
