import { connectorIdOf, connectorTokenContext } from '../../domain/connectors/connector-events.ts';
import { HOSTED_PLATFORMS, type HostedPlatform } from '../../domain/connectors/contract.ts';
import { linkedTenant, shopLinkStream } from '../../domain/connectors/shop-link.ts';
import type { PlatformGrant, StorePlatform } from '../../domain/connectors/store-platform.ts';
import { StreamConflict } from '../../domain/event-store/event-store.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { queueJob } from '../jobs/queue-job.ts';
import { issueApiKey } from '../keys/issue-api-key.ts';
import { createStore } from '../tenancy/create-store.ts';
import { runConnectorCommand } from './connector-command.ts';
import type { StoreAppDeps } from './store-app-deps.ts';

export const isHosted = (p: string): p is HostedPlatform =>
  (HOSTED_PLATFORMS as readonly string[]).includes(p);

/**
 * The store a shop installs into: the one it is linked to while that store lives (a second
 * install, by anyone, reaches the same store: no takeover; one asking for another store is
 * refused), or else the store asked for (`linkTo`, an existing store of a signed-in owner or
 * admin) or a new store, linked by appending to the shop's stream at the revision read, so
 * two installs racing link one store.
 */
async function storeForShop(
  deps: StoreAppDeps,
  platform: StorePlatform,
  shop: string,
  linkTo: string | null,
): Promise<string> {
  const stream = shopLinkStream(platform.platform, shop);
  for (let attempt = 0; attempt < 3; attempt++) {
    const events = await deps.eventStore.readStream(stream);
    const linked = linkedTenant(events);
    if (linked && (await deps.storeOf(linked))) {
      if (linkTo && linked !== linkTo)
        throw new DomainError(
          'conflict',
          'This shop belongs to another store: an install cannot move it. Sign in to that store to work with it.',
        );
      return linked;
    }
    const tenantId = linkTo ?? deps.newId();
    const at = deps.now().toISOString();
    try {
      await deps.eventStore.append(
        stream,
        [{ id: deps.newId(), type: 'ShopLinked', data: { tenantId, platform: platform.platform, at } }],
        events.at(-1)?.revision ?? 'no_stream',
      );
    } catch (error) {
      if (error instanceof StreamConflict) continue;
      throw error;
    }
    if (linkTo) return linkTo;
    const name = shop.split('.')[0] ?? shop;
    // A merchant installing the app signs up: the store starts its trial like any sign-up.
    await createStore(
      { ...deps, keys: deps.keys },
      { name, locales: ['en', 'ar'], currency: 'USD', trial: true, tenantId },
    );
    return tenantId;
  }
  throw new DomainError('conflict', 'the shop is being installed by another request; try again');
}

/**
 * A checked OAuth callback: the code traded for a token, the store found or made, the token
 * sealed on the shop's connector (with a public key for the storefront, made once), and a
 * first full sync queued. Answers where the merchant goes next (the app in the platform's admin).
 */
export async function installStoreApp(
  deps: StoreAppDeps,
  platform: StorePlatform,
  shop: string,
  grant: PlatformGrant,
  linkTo: string | null = null,
): Promise<{ tenantId: string; connectorId: string }> {
  const tenantId = await storeForShop(deps, platform, shop, linkTo);
  const storeUrl = platform.storeUrlOf(shop);
  const connectorId = connectorIdOf(tenantId, platform.platform, storeUrl);
  const context = connectorTokenContext(tenantId, connectorId);
  const existing = await deps.connectorOfShop(platform.platform, shop);
  let storefrontKey = existing?.tenantId === tenantId ? existing.storefrontKey : null;
  if (!storefrontKey) {
    const key = await issueApiKey({ ...deps, keys: deps.keys }, tenantId, {
      kind: 'public',
      label: `${platform.platform} storefront`,
      scopes: ['search'],
      allowedOrigins: [],
      allowAssistant: false,
    });
    storefrontKey = deps.secrets.seal(key.plaintext, context);
  }
  const now = deps.now().toISOString();
  await runConnectorCommand(deps, {
    type: 'InstallStoreApp',
    tenantId,
    connectorId,
    now,
    platform: platform.platform,
    storeUrl,
    shop,
    accessToken: deps.secrets.seal(grant.accessToken, context),
    storefrontKey,
    scopes: grant.scopes,
  });
  const jobId = deps.newId();
  const requested = await runConnectorCommand(deps, {
    type: 'RequestSync',
    tenantId,
    connectorId,
    now,
    jobId,
  }).catch(() => null);
  if (requested) await queueJob(deps, tenantId, 'sync', { connectorId }, jobId);
  await deps.settle(requested?.position ?? null);
  return { tenantId, connectorId };
}
