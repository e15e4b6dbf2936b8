import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HOSTED_PLATFORMS,
  type HostedPlatform,
  StorefrontConfig,
  type StorefrontConfigT,
} from '../../domain/connectors/contract.ts';

/** What the storefront answer is made of: the shop's app, if it is on, and its store. */
export interface StorefrontDeps {
  /** The config for a shop of a platform, or null when the shop is unknown, uninstalled or switched off. */
  readonly storefrontOf: (platform: HostedPlatform, shop: string) => Promise<StorefrontConfigT | null>;
}

/** Spec defaults of StorefrontConfig; `enabled: false` tells the theme to leave the shop's own search alone. */
export const STOREFRONT_OFF: StorefrontConfigT = {
  enabled: false,
  key: null,
  locale: 'en',
  suggest: true,
  search: true,
  assistant: false,
};

export const storefrontRoute =
  (deps: StorefrontDeps): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/v1/connectors/:platform/storefront',
      {
        config: { auth: { level: 'none' } },
        schema: {
          tags: ['store apps'],
          summary:
            "The shop's storefront settings (public data: the store's public key, language, what is switched on); unknown, uninstalled or switched-off shops answer enabled false",
          params: z.object({ platform: z.enum(HOSTED_PLATFORMS) }),
          querystring: z.object({ shop: z.string().min(1).max(255) }),
          response: { 200: StorefrontConfig },
        },
      },
      async (request, reply) => {
        const config = await deps.storefrontOf(request.params.platform, request.query.shop);
        reply.header('cache-control', 'public, max-age=30');
        return config ?? STOREFRONT_OFF;
      },
    );
  };
