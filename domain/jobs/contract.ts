import { z } from 'zod';
import { IsoDateTime } from '../api/envelopes.ts';
import { JOB_KINDS } from './job-events.ts';

/** Spec: Job (shared by all long operations). */
export const JobOut = z.object({
  id: z.string(),
  kind: z.enum(JOB_KINDS),
  status: z.enum(['queued', 'running', 'succeeded', 'failed', 'canceled']),
  progress: z.number().min(0).max(1),
  created_at: IsoDateTime,
  started_at: IsoDateTime.nullable(),
  finished_at: IsoDateTime.nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
});
export type JobOutT = z.infer<typeof JobOut>;

export const AcceptedOut = z.object({ accepted: z.boolean(), job: JobOut.nullable() });
