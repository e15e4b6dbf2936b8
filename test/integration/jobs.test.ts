import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueJob } from '../../commands/jobs/queue-job.ts';
import type { CommandDeps } from '../../commands/shared/command-deps.ts';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { jobStream } from '../../domain/jobs/job-events.ts';
import { sqlJobQueue } from '../../infra/jobs/sql-job-queue.ts';
import { JobRunner } from '../../processes/jobs/job-runner.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

describe('jobs: queued -> running -> terminal, cancel, restart', () => {
  let t: TestApp;
  let store: CreatedStore;
  let deps: CommandDeps;
  let release: () => void = () => undefined;
  beforeAll(async () => {
    t = await startTestApp();
    store = await t.createStore();
    deps = {
      eventStore: t.runtime.eventStore,
      newId: t.runtime.newId,
      now: t.runtime.now,
      settle: (p) => t.runtime.settle(p),
    };
    t.runtime.jobHandlers.export = async (ctx) => {
      await ctx.progress(0.5);
      return { rows: Number(ctx.params.rows ?? 0) };
    };
    t.runtime.jobHandlers.embed = (ctx) =>
      new Promise((resolve, reject) => {
        ctx.signal.addEventListener('abort', () => reject(new Error('aborted')));
        release = () => resolve({ ok: true });
      });
  });
  afterAll(async () => t.close());

  const getJob = (id: string) =>
    t.app.inject({ method: 'GET', url: `/v1/jobs/${id}`, headers: bearer(store.secretKey) });
  const untilStatus = async (id: string, status: string) => {
    for (let i = 0; i < 300; i++) {
      const res = await getJob(id);
      if (res.json().status === status) return res.json();
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`job ${id} never reached ${status}: ${(await getJob(id)).body}`);
  };

  it('runs a job to success with its result', async () => {
    const job = await queueJob(deps, store.tenantId, 'export', { rows: 42 });
    expect(job.status).toBe('queued');
    const done = await untilStatus(job.id, 'succeeded');
    expect(done).toMatchObject({
      id: job.id,
      kind: 'export',
      progress: 1,
      result: { rows: 42 },
      error: null,
    });
    expect(done.started_at).not.toBeNull();
    expect(done.finished_at).not.toBeNull();
  });

  it('fails a job whose kind has no handler', async () => {
    const job = await queueJob(deps, store.tenantId, 'synonym_mining', {});
    const failed = await untilStatus(job.id, 'failed');
    expect(failed.error).toContain('no handler');
  });

  it('cancels a running job', async () => {
    const job = await queueJob(deps, store.tenantId, 'embed', {});
    await untilStatus(job.id, 'running');
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/jobs/${job.id}/cancel`,
      headers: bearer(store.secretKey),
    });
    expect(res.statusCode).toBe(202);
    await untilStatus(job.id, 'canceled');
    release();
  });

  it("hides another store's job", async () => {
    const other = await t.createStore({ name: 'Other' });
    const job = await queueJob(deps, other.tenantId, 'export', {});
    expect((await getJob(job.id)).statusCode).toBe(404);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/v1/jobs/${job.id}/cancel`,
      headers: bearer(store.secretKey),
    });
    expect(cancel.statusCode).toBe(404);
  });

  it('requeues a job left running by a dead runner and finishes it', async () => {
    const jobId = t.runtime.newId();
    const at = new Date(Date.now() - 120_000).toISOString();
    // Queued and started in one append, as a runner that died right after claiming it left it
    // (two appends would let the service's own runner claim it in between).
    const ids = { tenantId: store.tenantId, jobId };
    const appended = await t.runtime.eventStore.append(
      jobStream(store.tenantId, jobId),
      [
        {
          id: t.runtime.newId(),
          type: 'JobQueued',
          data: { ...ids, kind: 'export', params: { rows: 7 }, queuedAt: at },
        },
        {
          id: t.runtime.newId(),
          type: 'JobStarted',
          data: { ...ids, attempt: 1, runnerId: 'a-runner-that-died', startedAt: at },
        },
      ],
      'no_stream',
    );
    await t.runtime.settle(appended.position);
    // The service's own runner may already be recovering it; either runner must finish it.
    expect(['running', 'queued', 'succeeded']).toContain((await getJob(jobId)).json().status);
    const recovering = new JobRunner({
      eventStore: t.runtime.eventStore,
      queue: sqlJobQueue(t.runtime.pool),
      newId: t.runtime.newId,
      now: () => new Date(),
      handlers: t.runtime.jobHandlers,
      staleAfterMs: 60_000,
      pollMs: 20,
    });
    recovering.start();
    try {
      const done = await untilStatus(jobId, 'succeeded');
      expect(done.result).toEqual({ rows: 7 });
    } finally {
      await recovering.stop();
    }
  });
});
