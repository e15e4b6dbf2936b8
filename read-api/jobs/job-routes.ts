import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../domain/access/principal.ts';
import { PathId } from '../../domain/api/envelopes.ts';
import { JobOut, type JobOutT } from '../../domain/jobs/contract.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { findJob, type JobView } from '../../projections/jobs/job-queries.ts';

export const jobOut = (j: JobView): JobOutT => ({
  id: j.id,
  kind: j.kind,
  status: j.status,
  progress: j.progress,
  created_at: j.createdAt,
  started_at: j.startedAt,
  finished_at: j.finishedAt,
  result: j.result,
  error: j.error,
});

export const jobReadRoutes =
  (sql: SqlExecutor): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/v1/jobs/:job_id',
      {
        config: { auth: { level: 'secret', scope: ['jobs', 'catalog:write'] } },
        schema: {
          tags: ['jobs'],
          summary: 'A long operation; poll until a terminal status',
          params: z.object({ job_id: PathId }),
          response: { 200: JobOut },
        },
      },
      async (request) => {
        const job = await findJob(sql, principalOf(request).tenantId, request.params.job_id);
        if (!job) throw new DomainError('not_found', 'job was not found');
        return jobOut(job);
      },
    );
  };
