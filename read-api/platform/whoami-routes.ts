import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../domain/access/principal.ts';
import { WhoAmIOut } from '../../domain/tenancy/contract.ts';

export const whoamiRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/whoami',
    {
      config: { auth: { level: 'public', scope: 'any' } },
      schema: { tags: ['platform'], summary: 'Who the credential belongs to', response: { 200: WhoAmIOut } },
    },
    async (request) => {
      const p = principalOf(request);
      return {
        tenant_id: p.tenantId,
        auth: p.auth,
        key_id: p.keyId,
        user_id: p.userId,
        role: p.role,
        scopes: [...p.scopes],
      };
    },
  );
};
