import { match } from 'ts-pattern';
import type { Decider } from '../command-handling/decider.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { CreatableSourceT, ImportItemErrorT, ImportStatus, RepeatT } from './contract.ts';
import type { ImportEvent, ImportOutcome, ImportRequested } from './import-events.ts';
import { nextRunAt } from './schedule.ts';

export type ImportState =
  | { readonly status: 'absent' }
  | {
      readonly status: ImportStatus;
      readonly request: ImportRequested['data'];
      readonly repeat: RepeatT | null;
      readonly nextRunAt: string | null;
      /** The run of a repeating import under way (its own first run counts as one). */
      readonly activeRunId: string | null;
      readonly consecutiveFailures: number;
    };

type Now = { readonly now: string };
export type ImportCommand =
  | ({ readonly type: 'RequestImport' } & Omit<ImportRequested['data'], 'at' | 'nextRunAt'> & Now)
  | ({ readonly type: 'StartImport' } & Now)
  | ({
      readonly type: 'FinishImport';
      readonly status: ImportOutcome;
      readonly stats: Record<string, number>;
      readonly errors: ImportItemErrorT[];
      readonly error: string | null;
    } & Now)
  | ({ readonly type: 'SetRepeat'; readonly repeat: RepeatT | null } & Now)
  | ({ readonly type: 'StartRun'; readonly runId: string } & Now)
  | ({ readonly type: 'EndRun'; readonly runId: string; readonly status: ImportOutcome } & Now);

/** Item errors kept on an import: the first ones say what is wrong; the count says how many. */
export const MAX_KEPT_ERRORS = 1_000;

const invalid = (field: string, message: string) =>
  new DomainError('invalid_request', message, [{ field, code: 'invalid', message }]);

/**
 * One import: requested, started by its job, finished once. A URL import may repeat (hourly or
 * daily): each run is an import of its own whose parent is this one; runs never overlap, and
 * a failing source is tried less often (schedule.ts).
 */
export const importDecider: Decider<ImportCommand, ImportEvent, ImportState> = {
  initialState: () => ({ status: 'absent' }),
  evolve: (state, event) => {
    if (event.type === 'ImportRequested')
      return {
        status: 'queued',
        request: event.data,
        repeat: event.data.repeat,
        nextRunAt: event.data.nextRunAt,
        activeRunId: event.data.repeat ? event.data.importId : null,
        consecutiveFailures: 0,
      };
    if (state.status === 'absent') return state;
    return match(event)
      .with({ type: 'ImportStarted' }, (): ImportState => ({ ...state, status: 'running' }))
      .with(
        { type: 'ImportFinished' },
        ({ data }): ImportState => ({
          ...state,
          status: data.status,
          activeRunId: state.activeRunId === data.importId ? null : state.activeRunId,
          nextRunAt: state.repeat ? data.nextRunAt : state.nextRunAt,
          consecutiveFailures:
            state.repeat === null
              ? state.consecutiveFailures
              : data.status === 'failed'
                ? state.consecutiveFailures + 1
                : 0,
        }),
      )
      .with(
        { type: 'ImportRepeatSet' },
        ({ data }): ImportState => ({
          ...state,
          repeat: data.repeat,
          nextRunAt: data.nextRunAt,
        }),
      )
      .with({ type: 'ImportRunStarted' }, ({ data }): ImportState => ({ ...state, activeRunId: data.runId }))
      .with(
        { type: 'ImportRunEnded' },
        ({ data }): ImportState => ({
          ...state,
          activeRunId: null,
          consecutiveFailures: data.consecutiveFailures,
          nextRunAt: data.nextRunAt,
        }),
      )
      .exhaustive();
  },
  decide: (command, state) => {
    if (command.type === 'RequestImport') {
      if (state.status !== 'absent') return [];
      const { type: _, now, ...request } = command;
      if (request.repeat && request.sourceUrl === null)
        throw invalid('repeat', 'only URL imports repeat (an uploaded file is read once)');
      return [
        {
          type: 'ImportRequested',
          data: { ...request, nextRunAt: request.repeat ? nextRunAt(request.repeat, now, 0) : null, at: now },
        },
      ];
    }
    if (state.status === 'absent') throw new DomainError('not_found', 'import was not found');
    const ids = { tenantId: state.request.tenantId, importId: state.request.importId };
    const terminal = state.status === 'succeeded' || state.status === 'failed' || state.status === 'canceled';
    return match(command)
      .with({ type: 'StartImport' }, (c): ImportEvent[] =>
        state.status === 'queued' ? [{ type: 'ImportStarted', data: { ...ids, at: c.now } }] : [],
      )
      .with({ type: 'FinishImport' }, (c): ImportEvent[] => {
        if (terminal) return [];
        const failures = c.status === 'failed' ? state.consecutiveFailures + 1 : 0;
        return [
          {
            type: 'ImportFinished',
            data: {
              ...ids,
              parentId: state.request.parentId,
              source: state.request.source as CreatableSourceT,
              status: c.status,
              dryRun: state.request.dryRun,
              stats: c.stats,
              errors: c.errors.slice(0, MAX_KEPT_ERRORS),
              error: c.error,
              nextRunAt: state.repeat ? nextRunAt(state.repeat, c.now, failures) : null,
              at: c.now,
            },
          },
        ];
      })
      .with({ type: 'SetRepeat' }, (c): ImportEvent[] => {
        if (state.request.parentId !== null)
          throw new DomainError(
            'conflict',
            `this import is one run of ${state.request.parentId}: change the repeat there`,
          );
        if (c.repeat !== null && state.request.sourceUrl === null)
          throw invalid('repeat', 'only URL imports repeat (an uploaded file is read once)');
        if (c.repeat === state.repeat) return [];
        const next = c.repeat ? nextRunAt(c.repeat, c.now, 0) : null;
        return [{ type: 'ImportRepeatSet', data: { ...ids, repeat: c.repeat, nextRunAt: next, at: c.now } }];
      })
      .with({ type: 'StartRun' }, (c): ImportEvent[] => {
        if (state.repeat === null || state.nextRunAt === null)
          throw new DomainError('conflict', 'the import does not repeat');
        if (state.activeRunId !== null)
          throw new DomainError('conflict', `run ${state.activeRunId} is still under way`);
        if (Date.parse(c.now) < Date.parse(state.nextRunAt))
          throw new DomainError('conflict', 'the next run is not due');
        return [{ type: 'ImportRunStarted', data: { ...ids, runId: c.runId, at: c.now } }];
      })
      .with({ type: 'EndRun' }, (c): ImportEvent[] => {
        if (state.activeRunId !== c.runId) return [];
        const failures = c.status === 'failed' ? state.consecutiveFailures + 1 : 0;
        return [
          {
            type: 'ImportRunEnded',
            data: {
              ...ids,
              runId: c.runId,
              status: c.status,
              consecutiveFailures: failures,
              nextRunAt: state.repeat ? nextRunAt(state.repeat, c.now, failures) : null,
              at: c.now,
            },
          },
        ];
      })
      .exhaustive();
  },
};
