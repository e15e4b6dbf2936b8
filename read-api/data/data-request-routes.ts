import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../domain/access/principal.ts';
import type { DownloadLinks } from '../../domain/blobs/blob-store.ts';
import { DataRequestOut, type DataRequestOutT } from '../../domain/data/contract.ts';
import { dataRequestKindOf, JOB_KIND_OF, toDataRequestOut } from '../../domain/data/data-request.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { type JobView, jobsOfKinds } from '../../projections/jobs/job-queries.ts';
import { jobOut } from '../jobs/job-routes.ts';

export interface DataRequestReadDeps {
  readonly sql: SqlExecutor;
  readonly links: DownloadLinks;
  readonly now: () => Date;
}

const LIMIT = 100;

/** The export's signed link while it is valid (the expiry the job fixed, so every read gives the same link). */
function downloadUrl(job: JobView, deps: DataRequestReadDeps): string | null {
  const r = job.result;
  if (
    !r ||
    typeof r.blob_key !== 'string' ||
    typeof r.filename !== 'string' ||
    typeof r.expires_at !== 'string'
  )
    return null;
  const expiresAt = new Date(r.expires_at);
  if (!(expiresAt.getTime() > deps.now().getTime())) return null;
  return deps.links.link(r.blob_key, { expiresAt, filename: r.filename });
}

export const dataRequestReadRoutes =
  (deps: DataRequestReadDeps): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/v1/data/requests',
      {
        config: { auth: { level: 'secret', scope: 'data' } },
        schema: {
          tags: ['data'],
          summary: `The store's data requests, newest first (the last ${LIMIT})`,
          response: { 200: z.array(DataRequestOut) },
        },
      },
      async (request) => {
        const jobs = await jobsOfKinds(
          deps.sql,
          principalOf(request).tenantId,
          Object.values(JOB_KIND_OF),
          LIMIT,
        );
        return jobs.flatMap((job): DataRequestOutT[] => {
          const kind = dataRequestKindOf(job.kind);
          return kind ? [toDataRequestOut(kind, jobOut(job), downloadUrl(job, deps))] : [];
        });
      },
    );
  };
