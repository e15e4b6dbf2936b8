import type { ImportSchedule } from '../../domain/imports/import-schedule.ts';
import { dueImports, endedActiveRuns, unfinishedImports } from '../../projections/imports/import-queries.ts';
import type { Pool } from '../postgres/pool.ts';

export const sqlImportSchedule = (pool: Pool): ImportSchedule => ({
  due: (now, limit) => dueImports(pool, now, limit),
  orphaned: async () =>
    (await unfinishedImports(pool)).flatMap((o) =>
      o.jobStatus === 'failed' || o.jobStatus === 'canceled' ? [{ ...o, jobStatus: o.jobStatus }] : [],
    ),
  endedRuns: () => endedActiveRuns(pool),
});
