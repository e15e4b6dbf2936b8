import type { DataRequestDeps } from '../../commands/data/data-request-routes.ts';
import type { CommandDeps } from '../../commands/shared/command-deps.ts';
import { eraseStoreJob } from '../../processes/data/erase-store.ts';
import { exportStoreJob } from '../../processes/data/export-store.ts';
import type { Runtime } from '../runtime.ts';
import { eraseStoreRows, exportSections } from './store-rows.ts';

/**
 * Registers the `data_export` and `data_delete` job handlers on the runtime and answers what
 * the routes need. `forgetCaches` drops the HTTP side's own per-store caches (rules, synonyms).
 */
export function dataRequests(
  runtime: Runtime,
  commandDeps: CommandDeps,
  forgetCaches: (tenantId: string) => void,
): DataRequestDeps {
  runtime.jobHandlers.data_export = exportStoreJob({
    eventStore: runtime.eventStore,
    blobs: runtime.blobs,
    sections: exportSections(runtime.pool),
    now: runtime.now,
  });
  runtime.jobHandlers.data_delete = eraseStoreJob({
    eventStore: runtime.eventStore,
    blobs: runtime.blobs,
    flush: async () => {
      await runtime.meter.flush();
      await runtime.settleTelemetry().catch(() => undefined);
    },
    settle: async () => runtime.settle(await runtime.eventStore.headPosition()),
    eraseRows: (tenantId) => eraseStoreRows(runtime.pool, tenantId),
    forgetSearch: (tenantId) => runtime.search.forget(tenantId),
    forgetCaches: (tenantId) => {
      runtime.credentials.invalidate();
      runtime.stores.invalidate();
      forgetCaches(tenantId);
    },
  });
  return {
    ...commandDeps,
    slugOf: async (tenantId) => (await runtime.stores.get(tenantId))?.slug ?? null,
  };
}
