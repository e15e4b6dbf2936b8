import { match } from 'ts-pattern';
import type { Decider } from '../command-handling/decider.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { JobEvent, JobKind, JobStatus } from './job-events.ts';

export const MAX_JOB_ATTEMPTS = 3;

export type JobState =
  | { readonly status: 'absent' }
  | {
      readonly status: JobStatus;
      readonly tenantId: string;
      readonly jobId: string;
      readonly kind: JobKind;
      readonly attempt: number;
      readonly progress: number;
      readonly cancelRequested: boolean;
    };

type Now = { readonly now: string };
export type JobCommand =
  | ({
      readonly type: 'QueueJob';
      readonly tenantId: string;
      readonly jobId: string;
      readonly kind: JobKind;
      readonly params: Record<string, unknown>;
    } & Now)
  | ({ readonly type: 'StartJob'; readonly runnerId: string } & Now)
  | ({ readonly type: 'ReportProgress'; readonly progress: number } & Now)
  | ({ readonly type: 'FinishJob'; readonly result: Record<string, unknown> | null } & Now)
  | ({ readonly type: 'FailJob'; readonly error: string } & Now)
  | ({ readonly type: 'CancelJob' } & Now)
  | ({ readonly type: 'RecoverJob'; readonly reason: string } & Now);

const TERMINAL: ReadonlySet<JobStatus> = new Set(['succeeded', 'failed', 'canceled']);
export const isTerminal = (status: JobStatus): boolean => TERMINAL.has(status);

export const jobDecider: Decider<JobCommand, JobEvent, JobState> = {
  initialState: () => ({ status: 'absent' }),
  evolve: (state, event) => {
    if (event.type === 'JobQueued') {
      const d = event.data;
      return {
        status: 'queued',
        tenantId: d.tenantId,
        jobId: d.jobId,
        kind: d.kind,
        attempt: 0,
        progress: 0,
        cancelRequested: false,
      };
    }
    if (state.status === 'absent') return state;
    return match(event)
      .with(
        { type: 'JobStarted' },
        ({ data }): JobState => ({ ...state, status: 'running', attempt: data.attempt }),
      )
      .with({ type: 'JobProgressed' }, ({ data }): JobState => ({ ...state, progress: data.progress }))
      .with({ type: 'JobSucceeded' }, (): JobState => ({ ...state, status: 'succeeded', progress: 1 }))
      .with({ type: 'JobFailed' }, (): JobState => ({ ...state, status: 'failed' }))
      .with({ type: 'JobCancelRequested' }, (): JobState => ({ ...state, cancelRequested: true }))
      .with({ type: 'JobCanceled' }, (): JobState => ({ ...state, status: 'canceled' }))
      .with({ type: 'JobRequeued' }, (): JobState => ({ ...state, status: 'queued', progress: 0 }))
      .exhaustive();
  },
  decide: (command, state) => {
    if (command.type === 'QueueJob') {
      if (state.status !== 'absent') return [];
      return [
        {
          type: 'JobQueued',
          data: {
            tenantId: command.tenantId,
            jobId: command.jobId,
            kind: command.kind,
            params: command.params,
            queuedAt: command.now,
          },
        },
      ];
    }
    if (state.status === 'absent') throw new DomainError('not_found', 'job was not found');
    const ids = { tenantId: state.tenantId, jobId: state.jobId };
    const terminal = isTerminal(state.status);
    return match(command)
      .with({ type: 'StartJob' }, (c): JobEvent[] => {
        if (state.status !== 'queued') throw new DomainError('conflict', `job is ${state.status}`);
        if (state.cancelRequested) return [{ type: 'JobCanceled', data: { ...ids, finishedAt: c.now } }];
        return [
          {
            type: 'JobStarted',
            data: { ...ids, attempt: state.attempt + 1, runnerId: c.runnerId, startedAt: c.now },
          },
        ];
      })
      .with({ type: 'ReportProgress' }, (c): JobEvent[] =>
        state.status === 'running'
          ? [
              {
                type: 'JobProgressed',
                data: { ...ids, progress: Math.min(1, Math.max(0, c.progress)), at: c.now },
              },
            ]
          : [],
      )
      .with({ type: 'FinishJob' }, (c): JobEvent[] => {
        if (terminal) return [];
        if (state.cancelRequested) return [{ type: 'JobCanceled', data: { ...ids, finishedAt: c.now } }];
        return [{ type: 'JobSucceeded', data: { ...ids, result: c.result, finishedAt: c.now } }];
      })
      .with({ type: 'FailJob' }, (c): JobEvent[] => {
        if (terminal) return [];
        if (state.cancelRequested) return [{ type: 'JobCanceled', data: { ...ids, finishedAt: c.now } }];
        return [{ type: 'JobFailed', data: { ...ids, error: c.error.slice(0, 2000), finishedAt: c.now } }];
      })
      .with({ type: 'CancelJob' }, (c): JobEvent[] => {
        if (terminal || state.cancelRequested) return [];
        if (state.status === 'queued') return [{ type: 'JobCanceled', data: { ...ids, finishedAt: c.now } }];
        return [{ type: 'JobCancelRequested', data: { ...ids, at: c.now } }];
      })
      .with({ type: 'RecoverJob' }, (c): JobEvent[] => {
        if (state.status !== 'running') return [];
        if (state.cancelRequested) return [{ type: 'JobCanceled', data: { ...ids, finishedAt: c.now } }];
        if (state.attempt >= MAX_JOB_ATTEMPTS) {
          return [
            {
              type: 'JobFailed',
              data: { ...ids, error: `interrupted ${state.attempt} times: ${c.reason}`, finishedAt: c.now },
            },
          ];
        }
        return [{ type: 'JobRequeued', data: { ...ids, reason: c.reason, at: c.now } }];
      })
      .exhaustive();
  },
};
