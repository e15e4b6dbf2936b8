import { validateItems } from '../../commands/catalog/batch-route.ts';
import type { CatalogWriter } from '../../commands/catalog/catalog-writer.ts';
import { runConnectorCommand } from '../../commands/connectors/connector-command.ts';
import { loadStoreProfile } from '../../commands/tenancy/load-store.ts';
import { foldEvents } from '../../domain/command-handling/handle-command.ts';
import { type Connector, connectorDecider } from '../../domain/connectors/connector.ts';
import { connectorStream } from '../../domain/connectors/connector-events.ts';
import type { EventStore } from '../../domain/event-store/event-store.ts';
import type { JobHandler } from '../jobs/job-runner.ts';

/** Pages of products (the catalog's Product shape) pulled from a connector's platform. */
export type ProductPages = AsyncIterable<readonly unknown[]>;

export interface SyncConnectorDeps {
  readonly eventStore: EventStore;
  readonly writer: CatalogWriter;
  readonly newId: () => string;
  readonly now: () => Date;
  readonly hash: (text: string) => string;
  /** Where this connector's products come from (its platform's API, or its module's feed). */
  readonly productsOf: (
    tenantId: string,
    connectorId: string,
    connector: Connector,
    signal: AbortSignal,
  ) => ProductPages;
}

/** Products per catalog command: the batch API's own limit. */
const BATCH = 1_000;

const messageOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'the sync failed';

/**
 * The `sync` job of a connector: pulls every product from the platform and writes them
 * through the catalog's batch command as one sync (`sync_id` = the job, `replace_all` on the
 * last batch), so products the platform no longer lists are removed once, when the whole
 * catalog was read. A failure leaves the sync open (nothing is removed), records
 * ConnectorSyncFailed (webhook `catalog.sync_failed`) and fails the job.
 */
export const syncConnectorJob =
  (deps: SyncConnectorDeps): JobHandler =>
  async (ctx) => {
    const connectorId = String(ctx.params.connectorId ?? '');
    const state = foldEvents(
      connectorDecider,
      await deps.eventStore.readStream(connectorStream(ctx.tenantId, connectorId)),
    );
    if (state.status !== 'registered') throw new Error(`connector ${connectorId} was not found`);
    if (state.uninstalled || !state.enabled)
      return { skipped: state.uninstalled ? 'uninstalled' : 'disabled' };
    const finish = (outcome: { ok: true; stats: Record<string, number> } | { ok: false; error: string }) =>
      runConnectorCommand(deps, {
        type: 'FinishSync',
        tenantId: ctx.tenantId,
        connectorId,
        jobId: ctx.jobId,
        now: deps.now().toISOString(),
        outcome,
      });
    const stats = { pulled: 0, added: 0, updated: 0, unchanged: 0, removed: 0, failed: 0 };
    try {
      const store = await loadStoreProfile(deps.eventStore, ctx.tenantId);
      const syncId = `connector-sync-${ctx.jobId}`;
      const send = async (raw: readonly unknown[], last: boolean) => {
        const validated = await validateItems(raw, deps.hash);
        const { report } = await deps.writer.upsertBatch(
          {
            tenantId: ctx.tenantId,
            items: validated.items,
            deletes: [],
            refusedIds: validated.refusedIds,
            syncId,
            syncComplete: last,
            replaceAll: last,
            storeLocales: store.locales,
            productsLimit: store.productsLimit,
            now: deps.now().toISOString(),
          },
          { source: 'connector', connectorId },
        );
        stats.added += report.added;
        stats.updated += report.updated;
        stats.unchanged += report.unchanged;
        stats.removed += report.removed_by_sync;
        stats.failed += new Set([...validated.errors, ...report.errors].map((e) => e.index)).size;
      };
      let pending: unknown[] = [];
      for await (const page of deps.productsOf(ctx.tenantId, connectorId, state, ctx.signal)) {
        if (ctx.signal.aborted) throw new Error('the sync was canceled');
        stats.pulled += page.length;
        pending.push(...page);
        while (pending.length > BATCH) {
          await send(pending.slice(0, BATCH), false);
          pending = pending.slice(BATCH);
        }
      }
      // A platform that lists nothing is far more often a broken answer than an emptied store.
      if (stats.pulled === 0) throw new Error('the platform listed no products: nothing was changed');
      await send(pending, true);
    } catch (error) {
      await finish({ ok: false, error: messageOf(error) });
      throw error;
    }
    await finish({ ok: true, stats });
    return { connector_id: connectorId, ...stats };
  };
