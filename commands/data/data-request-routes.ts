import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../domain/access/principal.ts';
import { DataRequestBody, DataRequestOut } from '../../domain/data/contract.ts';
import { checkDataRequest, JOB_KIND_OF, toDataRequestOut } from '../../domain/data/data-request.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { queueJob } from '../jobs/queue-job.ts';
import type { CommandDeps } from '../shared/command-deps.ts';

export interface DataRequestDeps extends CommandDeps {
  /** The store's slug (what a delete must confirm), or null when the store is gone. */
  readonly slugOf: (tenantId: string) => Promise<string | null>;
}

export const dataRequestWriteRoutes =
  (deps: DataRequestDeps): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/v1/data/requests',
      {
        config: { auth: { level: 'secret', scope: 'data' } },
        schema: {
          tags: ['data'],
          summary:
            'Export everything the store owns (a zip behind a signed link valid 24 hours), or erase the store for good (confirm_slug must equal its slug); runs as a job',
          body: DataRequestBody,
          response: { 202: DataRequestOut },
        },
      },
      async (request, reply) => {
        const { tenantId } = principalOf(request);
        const slug = await deps.slugOf(tenantId);
        if (slug === null) throw new DomainError('not_found', 'store was not found');
        checkDataRequest(request.body, slug);
        const kind = request.body.kind;
        const job = await queueJob(deps, tenantId, JOB_KIND_OF[kind], kind === 'delete' ? { slug } : {});
        return reply.code(202).send(toDataRequestOut(kind, job, null));
      },
    );
  };
