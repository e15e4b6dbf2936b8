import { validateItems } from '../../commands/catalog/batch-route.ts';
import type { CatalogWriter } from '../../commands/catalog/catalog-writer.ts';
import { runConnectorCommand } from '../../commands/connectors/connector-command.ts';
import { loadStoreProfile } from '../../commands/tenancy/load-store.ts';
import { foldEvents } from '../../domain/command-handling/handle-command.ts';
import { type Connector, connectorDecider } from '../../domain/connectors/connector.ts';
import { connectorStream } from '../../domain/connectors/connector-events.ts';
import type { CatalogProduct, StoreDefaults } from '../../domain/connectors/store-platform.ts';
import type { EventStore } from '../../domain/event-store/event-store.ts';
import type { JobContext } from '../jobs/job-runner.ts';

export interface PlatformEventDeps {
  readonly eventStore: EventStore;
  readonly writer: CatalogWriter;
  readonly newId: () => string;
  readonly now: () => Date;
  readonly hash: (text: string) => string;
  /** The product as the platform has it now (null: gone), read with the connector's token. */
  readonly productNow: (
    tenantId: string,
    connectorId: string,
    connector: Connector,
    productId: string,
    store: StoreDefaults,
    signal: AbortSignal,
  ) => Promise<CatalogProduct | null>;
}

/**
 * A platform webhook's work, in a `sync` job. Product topics do not trust the webhook's copy:
 * the product is read from the platform now and written (or deleted when the platform no
 * longer has it), so a duplicated or late delivery writes the current product, never an old
 * one. An uninstall older than the last install is ignored (the connector decides).
 */
export async function runPlatformEvent(
  deps: PlatformEventDeps,
  ctx: JobContext,
): Promise<Record<string, unknown>> {
  const connectorId = String(ctx.params.connectorId ?? '');
  const topic = String(ctx.params.topic);
  const state = foldEvents(
    connectorDecider,
    await deps.eventStore.readStream(connectorStream(ctx.tenantId, connectorId)),
  );
  if (state.status !== 'registered') return { topic, skipped: 'no connector' };
  if (topic === 'app_uninstalled') {
    const triggeredAt = typeof ctx.params.triggeredAt === 'string' ? ctx.params.triggeredAt : null;
    const result = await runConnectorCommand(deps, {
      type: 'UninstallStoreApp',
      tenantId: ctx.tenantId,
      connectorId,
      now: deps.now().toISOString(),
      triggeredAt,
    });
    return { topic, uninstalled: result.events.length > 0 };
  }
  if (state.uninstalled || !state.enabled || !state.installed)
    return { topic, skipped: 'connector not active' };
  const productId = typeof ctx.params.productId === 'string' ? ctx.params.productId : null;
  if (!productId) return { topic, skipped: 'no product id' };
  const store = await loadStoreProfile(deps.eventStore, ctx.tenantId);
  const product = await deps.productNow(
    ctx.tenantId,
    connectorId,
    state,
    productId,
    { locale: store.defaultLocale, currency: store.currency },
    ctx.signal,
  );
  const validated = await validateItems(product ? [product] : [], deps.hash);
  const { report } = await deps.writer.upsertBatch(
    {
      tenantId: ctx.tenantId,
      items: validated.items,
      deletes: product ? [] : [{ index: 0, id: productId }],
      refusedIds: validated.refusedIds,
      syncId: null,
      syncComplete: false,
      replaceAll: false,
      storeLocales: store.locales,
      productsLimit: store.productsLimit,
      now: deps.now().toISOString(),
    },
    { source: 'connector', connectorId },
  );
  const errors = [...validated.errors, ...report.errors.filter((e) => !e.field.startsWith('delete'))];
  return {
    topic,
    product_id: productId,
    added: report.added,
    updated: report.updated,
    unchanged: report.unchanged,
    deleted: report.deleted,
    refused: errors.map((e) => `${e.field}: ${e.message}`).slice(0, 20),
  };
}
