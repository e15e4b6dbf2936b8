import type { CatalogEvent, ProductUpserted } from '../../domain/catalog/catalog-events.ts';
import type { RecordedEvent } from '../../domain/event-store/event-store.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import type { SqlProjector } from '../projector.ts';
import { writeProductRows } from './product-rows.ts';

/** The last change of each product in the batch, as rows (the revision guard keeps replays harmless). */
async function upsertProducts(sql: SqlExecutor, events: readonly ProductUpserted[]): Promise<void> {
  const latest = new Map<string, ProductUpserted>();
  for (const e of events) latest.set(`${e.data.tenantId}\u0000${e.data.productId}`, e);
  await writeProductRows(
    sql,
    [...latest.values()].map(({ data }) => ({
      tenantId: data.tenantId,
      product: data.product,
      revision: data.productRevision,
      at: data.at,
    })),
  );
}

/** The product read model (cards, merchant listings) and the syncs' progress. */
export const productsProjector: SqlProjector = {
  name: 'products',
  handles: new Set([
    'ProductUpserted',
    'ProductRemoved',
    'SyncStarted',
    'SyncBatchAccepted',
    'SyncCompleted',
  ]),
  tables: ['products', 'catalog_syncs'],
  async apply(events: readonly RecordedEvent[], sql: SqlExecutor) {
    let pending: ProductUpserted[] = [];
    const flush = async () => {
      if (pending.length > 0) await upsertProducts(sql, pending);
      pending = [];
    };
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as CatalogEvent;
      if (event.type === 'ProductUpserted') {
        pending.push(event);
        continue;
      }
      await flush();
      const d = event.data;
      switch (event.type) {
        case 'ProductRemoved':
          await sql.query('delete from products where tenant_id = $1 and id = $2 and revision < $3', [
            d.tenantId,
            event.data.productId,
            event.data.productRevision,
          ]);
          break;
        case 'SyncStarted':
          await sql.query(
            `insert into catalog_syncs (tenant_id, sync_id, status, started_at) values ($1, $2, 'open', $3) on conflict do nothing`,
            [d.tenantId, event.data.syncId, event.data.at],
          );
          break;
        case 'SyncBatchAccepted':
          await sql.query(
            'update catalog_syncs set batches = batches + 1, products_sent = products_sent + $3 where tenant_id = $1 and sync_id = $2',
            [d.tenantId, event.data.syncId, event.data.productIds.length],
          );
          break;
        case 'SyncCompleted':
          await sql.query(
            `update catalog_syncs set status = 'completed', removed = $3, completed_at = $4 where tenant_id = $1 and sync_id = $2`,
            [d.tenantId, event.data.syncId, event.data.removed, event.data.at],
          );
          break;
        default: {
          const never: never = event;
          throw new Error(`unhandled ${(never as { type: string }).type}`);
        }
      }
    }
    await flush();
  },
};
