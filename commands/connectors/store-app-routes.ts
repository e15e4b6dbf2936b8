import { createHash } from 'node:crypto';
import { parse } from 'cookie';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginResult } from '../../domain/accounts/contract.ts';
import { HOSTED_PLATFORMS, StoreAppSessionRequest, WebhookAck } from '../../domain/connectors/contract.ts';
import type { StorePlatform } from '../../domain/connectors/store-platform.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { queueJob } from '../jobs/queue-job.ts';
import { installStoreApp } from './install-store-app.ts';
import type { StoreAppDeps } from './store-app-deps.ts';
import { beginStoreAppSession } from './store-app-session.ts';
import {
  checkedState,
  type InstallLink,
  newInstallState,
  STATE_COOKIE,
  STATE_TTL_MS,
} from './store-app-state.ts';

const PlatformParam = z.object({ platform: z.enum(HOSTED_PLATFORMS) });
const none = { level: 'none' } as const;
const tags = ['store apps'];
const Redirect = z.null().describe('302 redirect (Location header)');

/** A job id per platform delivery: the same delivery sent again queues nothing new. */
const deliveryJobId = (platform: string, shop: string, deliveryId: string) =>
  `pwh_${createHash('sha256').update(`${platform}\n${shop}\n${deliveryId}`).digest('hex').slice(0, 32)}`;

export const storeAppWriteRoutes =
  (deps: StoreAppDeps): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const platformOf = (name: (typeof HOSTED_PLATFORMS)[number]): StorePlatform => {
      const platform = deps.platforms[name];
      if (!platform) throw new DomainError('not_found', `the ${name} app is not set up on this service`);
      return platform;
    };
    const shopOf = (platform: StorePlatform, raw: string | undefined, field: string) => {
      const shop = raw ? platform.shopOf(raw) : null;
      if (!shop)
        throw new DomainError('invalid_request', `${field} is not a shop of ${platform.platform}`, [
          { field, code: 'invalid_shop', message: 'must name a shop of the platform' },
        ]);
      return shop;
    };
    const callbackUrl = (platform: string) =>
      `${deps.publicBaseUrl.replace(/\/+$/, '')}/v1/connectors/${platform}/oauth/callback`;
    const stateCookiePath = '/v1/connectors/';
    /** A signed-in owner or admin of the store may link a shop to it. */
    const mayLink = async (tenantId: string, userId: string) => {
      const role = await deps.roleIn(tenantId, userId);
      if ((role !== 'owner' && role !== 'admin') || !(await deps.storeOf(tenantId)))
        throw new DomainError('forbidden', 'Only an owner or admin of the store may link a shop to it.');
    };
    const linkOf = async (request: FastifyRequest, tenantId: string): Promise<InstallLink> => {
      const userId = await deps.signedInUser(request);
      if (!userId)
        throw new DomainError(
          'unauthorized',
          'Sign in to the dashboard first: linking a shop to a store needs its owner or admin.',
        );
      await mayLink(tenantId, userId);
      return { tenantId, userId };
    };

    r.get(
      '/v1/connectors/:platform/install',
      {
        config: { auth: none },
        schema: {
          tags,
          summary: "Start installing the store app: a redirect to the platform's consent page",
          params: PlatformParam,
          querystring: z.object({
            shop: z.string().max(255).nullable().optional(),
            tenant_id: z
              .string()
              .min(1)
              .max(64)
              .nullable()
              .optional()
              .describe(
                'Link the shop to this existing store instead of making a new one: the caller must be signed in to the dashboard as its owner or admin',
              ),
          }),
          response: { 302: Redirect },
        },
      },
      async (request, reply) => {
        const platform = platformOf(request.params.platform);
        const shop = shopOf(platform, request.query.shop ?? undefined, 'shop');
        const link = request.query.tenant_id ? await linkOf(request, request.query.tenant_id) : null;
        const { state, nonce } = newInstallState(
          deps.secrets,
          platform.platform,
          shop,
          deps.now().getTime(),
          link,
        );
        const cookie = [
          `${STATE_COOKIE}=${nonce}`,
          `Path=${stateCookiePath}`,
          `Max-Age=${STATE_TTL_MS / 1000}`,
          'HttpOnly',
          'SameSite=Lax',
          ...(deps.secureCookies ? ['Secure'] : []),
        ].join('; ');
        return reply
          .header('set-cookie', cookie)
          .header('cache-control', 'no-store')
          .redirect(platform.consentUrl(shop, state, callbackUrl(platform.platform)), 302);
      },
    );

    r.get(
      '/v1/connectors/:platform/oauth/callback',
      {
        config: { auth: none },
        schema: {
          tags,
          summary:
            'The platform sends the merchant back here: signature and state checked, the token stored, the store created or linked; a redirect to the app in the platform admin',
          params: PlatformParam,
          querystring: z.looseObject({
            code: z.string().max(2000).optional(),
            shop: z.string().max(255).optional(),
            state: z.string().max(2000).optional(),
            timestamp: z.string().max(20).optional(),
            hmac: z.string().max(200).optional(),
          }),
          response: { 302: Redirect },
        },
      },
      async (request, reply) => {
        const platform = platformOf(request.params.platform);
        const nowMs = deps.now().getTime();
        const query = Object.fromEntries(
          Object.entries(request.query).filter((e): e is [string, string] => typeof e[1] === 'string'),
        );
        const checked = platform.verifyCallback(query, nowMs);
        if (!checked) throw new DomainError('unauthorized', 'The callback is not signed by the platform.');
        const nonce = nonceOf(request);
        const state = checkedState(deps.secrets, checked.state, {
          platform: platform.platform,
          shop: checked.shop,
          nonce,
          nowMs,
        });
        if (!state)
          throw new DomainError(
            'unauthorized',
            'The install state is missing, expired, for another shop or from another browser; start the install again.',
          );
        // The user may have lost the right to link meanwhile.
        if (state.link) await mayLink(state.link.tenantId, state.link.userId);
        const grant = await platform
          .exchangeCode(checked.shop, checked.code, callbackUrl(platform.platform))
          .catch((e: unknown) => {
            throw new DomainError('unauthorized', e instanceof Error ? e.message : 'the code was refused');
          });
        await installStoreApp(deps, platform, checked.shop, grant, state.link?.tenantId ?? null);
        return reply
          .header(
            'set-cookie',
            `${STATE_COOKIE}=; Path=${stateCookiePath}; Max-Age=0; HttpOnly; SameSite=Lax`,
          )
          .header('cache-control', 'no-store')
          .redirect(platform.adminUrl(checked.shop), 302);
      },
    );

    r.post(
      '/v1/connectors/:platform/webhooks',
      {
        config: { auth: none, acceptsText: true },
        schema: {
          tags,
          summary:
            'A platform webhook (signature checked over the raw body, topic in X-Platform-Topic); answered at once, the work runs in a job',
          params: PlatformParam,
          response: { 200: WebhookAck },
        },
      },
      async (request) => {
        const platform = platformOf(request.params.platform);
        const hook = await platform.verifyWebhook(
          request.rawBody ?? '',
          request.headers,
          deps.now().getTime(),
        );
        if (!hook)
          throw new DomainError('unauthorized', `The webhook is not signed by ${platform.platform}.`);
        const connector = await deps.connectorOfShop(platform.platform, hook.shop);
        const note = (what: string) =>
          deps.log(
            `${platform.platform} webhook ${hook.rawTopic} ${hook.deliveryId} for ${hook.shop}: ${what}`,
          );
        if (!connector || hook.topic === null) {
          note(connector ? 'topic not used' : 'no store has this shop');
          return { ok: true };
        }
        const jobId = deliveryJobId(platform.platform, hook.shop, hook.deliveryId);
        switch (hook.topic) {
          case 'customer_data_request':
          case 'customer_redact':
            // The service keeps no shopper's personal data: there is nothing to give or erase.
            note('no shopper data is stored; nothing to do');
            return { ok: true };
          case 'shop_redact': {
            const store = await deps.storeOf(connector.tenantId);
            if (!store) {
              note('the store is erased already');
              return { ok: true };
            }
            await queueJob(
              deps,
              connector.tenantId,
              'data_delete',
              { slug: store.slug, reason: 'shop_redact' },
              jobId,
            );
            note(`erasing the store (job ${jobId})`);
            return { ok: true };
          }
          default:
            await queueJob(
              deps,
              connector.tenantId,
              'sync',
              {
                connectorId: connector.connectorId,
                topic: hook.topic,
                productId: hook.productId,
                triggeredAt: hook.triggeredAt,
              },
              jobId,
            );
            return { ok: true };
        }
      },
    );

    r.post(
      '/v1/connectors/:platform/session',
      {
        config: { auth: none },
        schema: {
          tags,
          summary:
            "The embedded admin's sign-in: the platform's session token for a shop gives a 1-hour session (cookie sg_session, SameSite=None) as the store's owner",
          params: PlatformParam,
          body: StoreAppSessionRequest,
          response: { 200: LoginResult },
        },
      },
      async (request, reply) => {
        const platform = platformOf(request.params.platform);
        const checked = await platform.verifySessionToken(request.body.token, deps.now().getTime());
        if (!checked) throw new DomainError('unauthorized', 'The session token is not valid for this app.');
        const connector = await deps.connectorOfShop(platform.platform, checked.shop);
        if (!connector || connector.uninstalled || !(await deps.storeOf(connector.tenantId)))
          throw new DomainError('unauthorized', 'The app is not installed on this shop; install it first.');
        return beginStoreAppSession(deps, request, reply, {
          platform: platform.platform,
          shop: checked.shop,
          tenantId: connector.tenantId,
        });
      },
    );
  };

const nonceOf = (request: FastifyRequest): string | null => {
  const header = request.headers.cookie;
  return typeof header === 'string' ? (parse(header)[STATE_COOKIE] ?? null) : null;
};
