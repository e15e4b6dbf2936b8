import type { CatalogEvent, ProductUpserted } from '../../domain/catalog/catalog-events.ts';
import { productLanguages } from '../../domain/catalog/product.ts';
import type { RecordedEvent } from '../../domain/event-store/event-store.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import type { SqlProjector } from '../projector.ts';

/** Many upserts in one statement: a 1,000-product batch is one round trip, not 1,000. */
async function upsertProducts(sql: SqlExecutor, events: readonly ProductUpserted[]): Promise<void> {
  // The last change of a product in the batch wins; the revision guard keeps replays harmless.
  const latest = new Map<string, ProductUpserted>();
  for (const e of events) latest.set(`${e.data.tenantId}\u0000${e.data.productId}`, e);
  const rows = [...latest.values()].map(({ data }) => {
    const p = data.product;
    return {
      tenant_id: data.tenantId,
      id: data.productId,
      doc: p,
      brand: p.brand,
      price: p.price,
      sale_price: p.sale_price,
      currency: p.currency,
      in_stock: p.in_stock,
      category_ids: p.categories.map((c) => c.id),
      languages: productLanguages(p),
      revision: data.productRevision,
      created_at: p.created_at ?? data.at,
      updated_at: data.at,
    };
  });
  await sql.query(
    `insert into products (tenant_id, id, doc, brand, price, sale_price, currency, in_stock, category_ids, languages, revision, created_at, updated_at)
     select r.tenant_id, r.id, r.doc, r.brand, r.price::numeric, r.sale_price::numeric, r.currency, r.in_stock,
            array(select jsonb_array_elements_text(r.category_ids)), array(select jsonb_array_elements_text(r.languages)),
            r.revision, r.created_at, r.updated_at
       from jsonb_to_recordset($1::jsonb) as r(tenant_id text, id text, doc jsonb, brand text, price text, sale_price text,
            currency text, in_stock boolean, category_ids jsonb, languages jsonb, revision int, created_at timestamptz, updated_at timestamptz)
     on conflict (tenant_id, id) do update set
       doc = excluded.doc, brand = excluded.brand, price = excluded.price, sale_price = excluded.sale_price,
       currency = excluded.currency, in_stock = excluded.in_stock, category_ids = excluded.category_ids,
       languages = excluded.languages, revision = excluded.revision, updated_at = excluded.updated_at
     where products.revision < excluded.revision`,
    [JSON.stringify(rows)],
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
