import { handleCommand } from '../../domain/command-handling/handle-command.ts';
import type { EventStore } from '../../domain/event-store/event-store.ts';
import { type JobCommand, jobDecider } from '../../domain/jobs/job.ts';
import { type JobKind, jobStream } from '../../domain/jobs/job-events.ts';
import type { JobQueue, QueuedJob } from '../../domain/jobs/job-queue.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';

export interface JobContext {
  readonly tenantId: string;
  readonly jobId: string;
  readonly params: Record<string, unknown>;
  /** Aborted when the job is canceled; long handlers check it between steps. */
  readonly signal: AbortSignal;
  progress(fraction: number): Promise<void>;
}

export type JobHandler = (context: JobContext) => Promise<Record<string, unknown> | null>;

export interface JobRunnerDeps {
  readonly eventStore: EventStore;
  readonly queue: JobQueue;
  readonly newId: () => string;
  readonly now: () => Date;
  readonly handlers: Partial<Record<JobKind, JobHandler>>;
  readonly runnerId?: string;
  readonly pollMs?: number;
  readonly concurrency?: number;
  /** A running job without progress for this long belongs to a dead runner. */
  readonly staleAfterMs?: number;
  readonly heartbeatMs?: number;
  readonly log?: (message: string) => void;
}

/**
 * Runs queued jobs: claims one by appending JobStarted at the revision it read (one runner
 * wins), reports progress (which is also its heartbeat), and ends it as succeeded, failed or
 * canceled. Jobs left running by a dead runner are requeued, or failed after their attempts.
 */
export class JobRunner {
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private ticking: Promise<void> = Promise.resolve();
  private readonly runnerId: string;

  constructor(private readonly deps: JobRunnerDeps) {
    this.runnerId = deps.runnerId ?? deps.newId();
  }

  start(): void {
    const loop = () => {
      if (this.stopped) return;
      this.ticking = this.tick()
        .catch((error: unknown) => this.deps.log?.(`job runner: ${(error as Error).message}`))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(loop, this.deps.pollMs ?? 200);
        });
    };
    loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.ticking;
    // Jobs still running are left as they are: the next runner requeues them once they are stale.
    for (const { controller } of this.running.values()) controller.abort();
    await Promise.all([...this.running.values()].map((r) => r.done));
  }

  /** One round: recover stale jobs, pass cancels on, start what there is room for. */
  async tick(): Promise<void> {
    const staleSince = new Date(this.deps.now().getTime() - (this.deps.staleAfterMs ?? 60_000));
    for (const job of await this.deps.queue.stale(staleSince)) {
      if (this.running.has(job.jobId)) continue;
      await this.command(job.tenantId, job.jobId, {
        type: 'RecoverJob',
        reason: 'its runner stopped',
        now: this.nowIso(),
      });
    }
    const canceled = await this.deps.queue.cancelRequested([...this.running.keys()]);
    for (const id of canceled) this.running.get(id)?.controller.abort();
    const room = (this.deps.concurrency ?? 2) - this.running.size;
    if (room <= 0 || this.stopped) return;
    for (const job of await this.deps.queue.queued(room)) {
      if (this.running.has(job.jobId) || this.stopped) continue;
      const claimed = await this.command(job.tenantId, job.jobId, {
        type: 'StartJob',
        runnerId: this.runnerId,
        now: this.nowIso(),
      });
      if (claimed) this.launch(job);
    }
  }

  private launch(job: QueuedJob): void {
    const controller = new AbortController();
    const done = this.run(job, controller).finally(() => this.running.delete(job.jobId));
    this.running.set(job.jobId, { controller, done });
  }

  private async run(job: QueuedJob, controller: AbortController): Promise<void> {
    const handler = this.deps.handlers[job.kind];
    let lastReported = 0;
    let current = 0;
    const heartbeat = setInterval(() => {
      void this.command(job.tenantId, job.jobId, {
        type: 'ReportProgress',
        progress: current,
        now: this.nowIso(),
      });
    }, this.deps.heartbeatMs ?? 15_000);
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      const result = await handler({
        tenantId: job.tenantId,
        jobId: job.jobId,
        params: job.params,
        signal: controller.signal,
        progress: async (fraction) => {
          current = fraction;
          if (Date.now() - lastReported < 250 && fraction < 1) return;
          lastReported = Date.now();
          await this.command(job.tenantId, job.jobId, {
            type: 'ReportProgress',
            progress: fraction,
            now: this.nowIso(),
          });
        },
      });
      if (this.stopped && controller.signal.aborted) return;
      await this.command(job.tenantId, job.jobId, { type: 'FinishJob', result, now: this.nowIso() });
    } catch (error) {
      if (this.stopped) return;
      const message = error instanceof Error ? error.message : String(error);
      await this.command(job.tenantId, job.jobId, { type: 'FailJob', error: message, now: this.nowIso() });
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Runs a job command; a refusal (another runner got there first) answers false. */
  private async command(tenantId: string, jobId: string, command: JobCommand): Promise<boolean> {
    try {
      const result = await handleCommand(
        this.deps.eventStore,
        jobStream(tenantId, jobId),
        jobDecider,
        command,
        {
          newEventId: this.deps.newId,
          maxRetries: 3,
        },
      );
      return result.events.length > 0 && result.events[0]?.type === 'JobStarted';
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
  }

  private nowIso(): string {
    return this.deps.now().toISOString();
  }
}
