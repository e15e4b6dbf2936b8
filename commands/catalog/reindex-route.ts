import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../domain/access/principal.ts';
import { AcceptedOut } from '../../domain/jobs/contract.ts';
import { queueJob } from '../jobs/queue-job.ts';
import type { CommandDeps } from '../shared/command-deps.ts';

export const reindexRoute =
  (deps: CommandDeps): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/v1/reindex',
      {
        config: { auth: { level: 'secret', scope: 'catalog:write' } },
        schema: {
          tags: ['catalog'],
          summary: "Rebuild the store's search index from its event history (a job)",
          response: { 202: AcceptedOut },
        },
      },
      async (request, reply) => {
        const job = await queueJob(deps, principalOf(request).tenantId, 'reindex', {});
        return reply.code(202).send({ accepted: true, job });
      },
    );
  };
