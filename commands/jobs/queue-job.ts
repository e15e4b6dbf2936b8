import { handleCommand } from '../../domain/command-handling/handle-command.ts';
import type { JobOutT } from '../../domain/jobs/contract.ts';
import { jobDecider } from '../../domain/jobs/job.ts';
import { type JobKind, jobStream } from '../../domain/jobs/job-events.ts';
import type { CommandDeps } from '../shared/command-deps.ts';

/** Queues a job and answers its Job shape (status `queued`) for a 202. */
export async function queueJob(
  deps: CommandDeps,
  tenantId: string,
  kind: JobKind,
  params: Record<string, unknown>,
  jobId: string = deps.newId(),
): Promise<JobOutT> {
  const now = deps.now().toISOString();
  const result = await handleCommand(
    deps.eventStore,
    jobStream(tenantId, jobId),
    jobDecider,
    { type: 'QueueJob', tenantId, jobId, kind, params, now },
    { newEventId: deps.newId },
  );
  await deps.settle(result.position);
  return {
    id: jobId,
    kind,
    status: 'queued',
    progress: 0,
    created_at: now,
    started_at: null,
    finished_at: null,
    result: null,
    error: null,
  };
}
