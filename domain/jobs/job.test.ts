import { describe, it } from 'vitest';
import { deciderSpec } from '../../test/support/decider-spec.ts';
import { jobDecider, MAX_JOB_ATTEMPTS } from './job.ts';
import type { JobEvent } from './job-events.ts';

const given = deciderSpec(jobDecider);
const now = '2026-11-22T10:00:00.000Z';
const ids = { tenantId: 't1', jobId: 'j1' };
const queued: JobEvent = { type: 'JobQueued', data: { ...ids, kind: 'reindex', params: {}, queuedAt: now } };
const started = (attempt: number): JobEvent => ({
  type: 'JobStarted',
  data: { ...ids, attempt, runnerId: 'r', startedAt: now },
});

describe('job decider', () => {
  it('queues once', () => {
    given([])
      .when({ type: 'QueueJob', ...ids, kind: 'reindex', params: { a: 1 }, now })
      .then([{ type: 'JobQueued', data: { ...ids, kind: 'reindex', params: { a: 1 }, queuedAt: now } }]);
    given([queued])
      .when({ type: 'QueueJob', ...ids, kind: 'reindex', params: {}, now })
      .then([]);
  });

  it('starts a queued job with the next attempt, and refuses to start it twice', () => {
    given([queued])
      .when({ type: 'StartJob', runnerId: 'r', now })
      .then([started(1)]);
    given([queued, started(1)])
      .when({ type: 'StartJob', runnerId: 'r2', now })
      .thenThrows({ code: 'conflict' });
  });

  it('clamps progress and ignores it outside running', () => {
    given([queued, started(1)])
      .when({ type: 'ReportProgress', progress: 7, now })
      .then([{ type: 'JobProgressed', data: { ...ids, progress: 1, at: now } }]);
    given([queued]).when({ type: 'ReportProgress', progress: 0.5, now }).then([]);
  });

  it('cancels a queued job at once and a running one through a request', () => {
    given([queued])
      .when({ type: 'CancelJob', now })
      .then([{ type: 'JobCanceled', data: { ...ids, finishedAt: now } }]);
    given([queued, started(1)])
      .when({ type: 'CancelJob', now })
      .then([{ type: 'JobCancelRequested', data: { ...ids, at: now } }]);
    const requested: JobEvent = { type: 'JobCancelRequested', data: { ...ids, at: now } };
    given([queued, started(1), requested])
      .when({ type: 'FinishJob', result: null, now })
      .then([{ type: 'JobCanceled', data: { ...ids, finishedAt: now } }]);
  });

  it('ends once: a finished job ignores later outcomes', () => {
    const done: JobEvent = { type: 'JobSucceeded', data: { ...ids, result: null, finishedAt: now } };
    given([queued, started(1), done])
      .when({ type: 'FailJob', error: 'x', now })
      .then([]);
    given([queued, started(1), done])
      .when({ type: 'CancelJob', now })
      .then([]);
  });

  it('requeues a job whose runner died, and fails it after the last attempt', () => {
    given([queued, started(1)])
      .when({ type: 'RecoverJob', reason: 'gone', now })
      .then([{ type: 'JobRequeued', data: { ...ids, reason: 'gone', at: now } }]);
    given([queued, started(MAX_JOB_ATTEMPTS)])
      .when({ type: 'RecoverJob', reason: 'gone', now })
      .then([
        {
          type: 'JobFailed',
          data: { ...ids, error: `interrupted ${MAX_JOB_ATTEMPTS} times: gone`, finishedAt: now },
        },
      ]);
    given([queued]).when({ type: 'RecoverJob', reason: 'gone', now }).then([]);
  });

  it('answers not_found for an unknown job', () => {
    given([]).when({ type: 'CancelJob', now }).thenThrows({ code: 'not_found' });
  });
});
