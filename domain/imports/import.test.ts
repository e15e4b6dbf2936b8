import { describe, it } from 'vitest';
import { deciderSpec } from '../../test/support/decider-spec.ts';
import { importDecider } from './import.ts';
import type { ImportEvent, ImportRequested } from './import-events.ts';

const given = deciderSpec(importDecider);
const t0 = '2026-11-23T10:00:00.000Z';
const ids = { tenantId: 't1', importId: 'i1' };
const request: ImportRequested['data'] = {
  ...ids,
  source: 'csv',
  sourceUrl: 'https://shop.example/feed.csv',
  filename: null,
  blobKey: null,
  mapping: {},
  locale: null,
  dryRun: false,
  repeat: 'hourly',
  nextRunAt: '2026-11-23T11:00:00.000Z',
  parentId: null,
  jobId: 'j1',
  at: t0,
};
const requested: ImportEvent = { type: 'ImportRequested', data: request };
const finished = (status: 'succeeded' | 'failed', at: string, nextRunAt: string): ImportEvent => ({
  type: 'ImportFinished',
  data: {
    ...ids,
    parentId: null,
    source: 'csv',
    status,
    dryRun: false,
    stats: {},
    errors: [],
    error: null,
    nextRunAt,
    at,
  },
});

describe('import decider', () => {
  it('a repeating URL import is due one interval after it was asked for', () => {
    const { at: _, nextRunAt: __, ...rest } = request;
    given([])
      .when({ type: 'RequestImport', ...rest, now: t0 })
      .then([requested]);
  });

  it('an uploaded file does not repeat', () => {
    const { at: _, nextRunAt: __, ...rest } = request;
    given([])
      .when({ type: 'RequestImport', ...rest, sourceUrl: null, blobKey: 't1/imports/i1', now: t0 })
      .thenThrows({ code: 'invalid_request' });
  });

  it('runs never overlap: no run starts while the first one is under way, or before it is due', () => {
    given([requested])
      .when({ type: 'StartRun', runId: 'r1', now: '2026-11-23T12:00:00.000Z' })
      .thenThrows({ code: 'conflict' });
    const done = finished('succeeded', '2026-11-23T10:05:00.000Z', '2026-11-23T11:05:00.000Z');
    given([requested, done])
      .when({ type: 'StartRun', runId: 'r1', now: '2026-11-23T11:00:00.000Z' })
      .thenThrows({ code: 'conflict' });
    given([requested, done])
      .when({ type: 'StartRun', runId: 'r1', now: '2026-11-23T11:05:00.000Z' })
      .then([{ type: 'ImportRunStarted', data: { ...ids, runId: 'r1', at: '2026-11-23T11:05:00.000Z' } }]);
    const started: ImportEvent = {
      type: 'ImportRunStarted',
      data: { ...ids, runId: 'r1', at: '2026-11-23T11:05:00.000Z' },
    };
    given([requested, done, started])
      .when({ type: 'StartRun', runId: 'r2', now: '2026-11-23T13:00:00.000Z' })
      .thenThrows({ code: 'conflict' });
  });

  it('a failing source backs off: the interval doubles for each failure in a row', () => {
    const failedFirst = finished('failed', '2026-11-23T10:01:00.000Z', '2026-11-23T11:01:00.000Z');
    const started: ImportEvent = {
      type: 'ImportRunStarted',
      data: { ...ids, runId: 'r1', at: '2026-11-23T11:01:00.000Z' },
    };
    given([requested, failedFirst, started])
      .when({ type: 'EndRun', runId: 'r1', status: 'failed', now: '2026-11-23T11:02:00.000Z' })
      .then([
        {
          type: 'ImportRunEnded',
          data: {
            ...ids,
            runId: 'r1',
            status: 'failed',
            consecutiveFailures: 2,
            nextRunAt: '2026-11-23T13:02:00.000Z',
            at: '2026-11-23T11:02:00.000Z',
          },
        },
      ]);
  });

  it('repeat null stops the repetition; a run of a repeating import cannot repeat by itself', () => {
    given([requested])
      .when({ type: 'SetRepeat', repeat: null, now: t0 })
      .then([{ type: 'ImportRepeatSet', data: { ...ids, repeat: null, nextRunAt: null, at: t0 } }]);
    given([{ type: 'ImportRequested', data: { ...request, repeat: null, nextRunAt: null, parentId: 'p' } }])
      .when({ type: 'SetRepeat', repeat: 'daily', now: t0 })
      .thenThrows({ code: 'conflict' });
  });

  it('finishes once', () => {
    const done = finished('succeeded', t0, '2026-11-23T11:00:00.000Z');
    given([requested, done])
      .when({ type: 'FinishImport', status: 'failed', stats: {}, errors: [], error: 'x', now: t0 })
      .then([]);
    given([]).when({ type: 'StartImport', now: t0 }).thenThrows({ code: 'not_found' });
  });
});
