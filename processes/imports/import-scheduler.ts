import { requestImport } from '../../commands/imports/request-import.ts';
import type { CommandDeps } from '../../commands/shared/command-deps.ts';
import { foldEvents } from '../../domain/command-handling/handle-command.ts';
import { importDecider } from '../../domain/imports/import.ts';
import { importStream } from '../../domain/imports/import-events.ts';
import type { ImportSchedule } from '../../domain/imports/import-schedule.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { runImportCommand } from './import-command.ts';

const isTerminal = (s: string): s is 'succeeded' | 'failed' | 'canceled' =>
  s === 'succeeded' || s === 'failed' || s === 'canceled';

/**
 * The worker's round for imports: starts the runs of repeating imports that are due (the
 * parent records the run first, at the revision it read, so two workers never start the same
 * run and a run never overlaps the one before), and closes imports whose job ended without
 * them, so their parent schedules again and `ImportFinished` is still recorded.
 */
export async function importSchedulerTick(
  deps: CommandDeps & { schedule: ImportSchedule; log?: (m: string) => void },
): Promise<void> {
  const now = () => deps.now().toISOString();
  for (const o of await deps.schedule.orphaned()) {
    await runImportCommand(deps, o.tenantId, o.importId, {
      type: 'FinishImport',
      status: o.jobStatus,
      stats: {},
      errors: [],
      error: o.jobError ?? `the import job ${o.jobStatus === 'failed' ? 'failed' : 'was canceled'}`,
      now: now(),
    });
  }
  for (const run of await deps.schedule.endedRuns()) {
    if (!isTerminal(run.status)) continue;
    await runImportCommand(deps, run.tenantId, run.importId, {
      type: 'EndRun',
      runId: run.runId,
      status: run.status,
      now: now(),
    });
  }
  for (const due of await deps.schedule.due(deps.now(), 20)) {
    const runId = deps.newId();
    try {
      await runImportCommand(deps, due.tenantId, due.importId, { type: 'StartRun', runId, now: now() });
    } catch (error) {
      if (error instanceof DomainError) continue;
      throw error;
    }
    const parent = foldEvents(
      importDecider,
      await deps.eventStore.readStream(importStream(due.tenantId, due.importId)),
    );
    if (parent.status === 'absent') continue;
    const p = parent.request;
    try {
      await requestImport(deps, {
        tenantId: p.tenantId,
        importId: runId,
        source: p.source,
        sourceUrl: p.sourceUrl,
        filename: p.filename,
        blobKey: null,
        mapping: p.mapping,
        locale: p.locale,
        dryRun: p.dryRun,
        repeat: null,
        parentId: p.importId,
      });
    } catch (error) {
      deps.log?.(`import ${p.importId}: could not start run ${runId}: ${(error as Error).message}`);
      await runImportCommand(deps, p.tenantId, p.importId, {
        type: 'EndRun',
        runId,
        status: 'failed',
        now: now(),
      });
    }
  }
}
