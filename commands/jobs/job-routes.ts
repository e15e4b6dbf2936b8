import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../domain/access/principal.ts';
import { PathId } from '../../domain/api/envelopes.ts';
import { handleCommand } from '../../domain/command-handling/handle-command.ts';
import { AcceptedOut } from '../../domain/jobs/contract.ts';
import { jobDecider } from '../../domain/jobs/job.ts';
import { jobStream } from '../../domain/jobs/job-events.ts';
import type { CommandDeps } from '../shared/command-deps.ts';

export const jobWriteRoutes =
  (deps: CommandDeps): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/v1/jobs/:job_id/cancel',
      {
        config: { auth: { level: 'secret', scope: 'jobs' } },
        schema: {
          tags: ['jobs'],
          summary: 'Cancel a job: a queued job ends at once, a running one at its next step',
          params: z.object({ job_id: PathId }),
          response: { 202: AcceptedOut },
        },
      },
      async (request, reply) => {
        const { tenantId } = principalOf(request);
        const result = await handleCommand(
          deps.eventStore,
          jobStream(tenantId, request.params.job_id),
          jobDecider,
          { type: 'CancelJob', now: deps.now().toISOString() },
          { newEventId: deps.newId },
        );
        await deps.settle(result.position);
        return reply.code(202).send({ accepted: true, job: null });
      },
    );
  };
