import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogEvent } from '../../domain/catalog/catalog-events.ts';
import { catalogStream } from '../../domain/catalog/catalog-events.ts';
import { normalizeProduct, type Product, ProductIn } from '../../domain/catalog/product.ts';
import { type LogPosition, START } from '../../domain/event-store/event-store.ts';
import { productsFromLog } from '../../infra/catalog/products-from-log.ts';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store.ts';
import { SqlProjectionRunner } from '../../infra/projection-runtime/sql-projection-runner.ts';
import { sqlProjectorsFor } from '../../infra/projectors.ts';
import { productsProjector } from '../../projections/catalog/products-projector.ts';
import type { SqlProjector } from '../../projections/projector.ts';
import { generateCatalog } from '../fixtures/catalog-generator.ts';
import { toProductInput } from '../fixtures/catalog-input.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

type Appended = { tenantId: string; events: CatalogEvent[] };

/**
 * Two stores' catalog histories: versions of one product within one append and across appends,
 * removals (some followed by the product again), syncs, products with and without created_at,
 * sale prices and brands, in several languages and categories.
 */
function histories(): Appended[] {
  const products = generateCatalog(240, 7).map((d) => normalizeProduct(ProductIn.parse(toProductInput(d))));
  const revisions = new Map<string, number>();
  const at = (n: number) => new Date(Date.UTC(2026, 10, 1, 0, 0, n)).toISOString();
  let clock = 0;
  const upsert = (tenantId: string, product: Product): CatalogEvent => {
    const key = `${tenantId}/${product.id}`;
    const productRevision = (revisions.get(key) ?? 0) + 1;
    revisions.set(key, productRevision);
    return {
      type: 'ProductUpserted',
      data: {
        tenantId,
        productId: product.id,
        product,
        hash: `h${productRevision}`,
        productRevision,
        at: at(clock++),
      },
    };
  };
  const remove = (tenantId: string, productId: string): CatalogEvent => {
    const key = `${tenantId}/${productId}`;
    const productRevision = (revisions.get(key) ?? 0) + 1;
    revisions.set(key, productRevision);
    return {
      type: 'ProductRemoved',
      data: { tenantId, productId, productRevision, reason: 'delete', syncId: null, at: at(clock++) },
    };
  };
  const out: Appended[] = [];
  for (const tenantId of ['store-a', 'store-b']) {
    const mine = products.map((p, i) => ({
      ...p,
      created_at: i % 3 === 0 ? at(1_000 + i) : p.created_at,
      sale_price: i % 4 === 0 ? (Number(p.price) * 0.9).toFixed(2) : p.sale_price,
    }));
    out.push({ tenantId, events: mine.slice(0, 120).map((p) => upsert(tenantId, p)) });
    // One append: a product twice, one removed then sent again, one sent then removed, a sync.
    const [a, b, c] = mine;
    out.push({
      tenantId,
      events: [
        { type: 'SyncStarted', data: { tenantId, syncId: 'sync-1', at: at(clock++) } },
        upsert(tenantId, { ...(a as Product), price: '1.00' }),
        upsert(tenantId, { ...(a as Product), price: '2.00' }),
        remove(tenantId, (b as Product).id),
        upsert(tenantId, { ...(b as Product), price: '3.00' }),
        upsert(tenantId, { ...(c as Product), price: '4.00' }),
        remove(tenantId, (c as Product).id),
        ...mine.slice(120).map((p) => upsert(tenantId, p)),
        {
          type: 'SyncBatchAccepted',
          data: { tenantId, syncId: 'sync-1', productIds: [(a as Product).id], at: at(clock++) },
        },
        {
          type: 'SyncCompleted',
          data: { tenantId, syncId: 'sync-1', replaceAll: false, removed: 0, at: at(clock++) },
        },
      ],
    });
    // Every price again, then a few removed.
    out.push({
      tenantId,
      events: mine.map((p) => upsert(tenantId, { ...p, price: (Number(p.price) * 1.1).toFixed(2) })),
    });
    out.push({ tenantId, events: mine.slice(200, 210).map((p) => remove(tenantId, p.id)) });
  }
  return out;
}

async function project(
  db: TestDatabase,
  projector: SqlProjector,
  batchSize: number,
): Promise<{ rows: unknown[]; syncs: unknown[]; stores: Set<string>; positions: LogPosition[] }> {
  const store = new PostgresEventStore(db.pool);
  const positions: LogPosition[] = [];
  for (const { tenantId, events } of histories()) {
    const { position } = await store.append(
      catalogStream(tenantId),
      events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data })),
      'any',
    );
    if (position) positions.push(position);
  }
  const stores = new Set<string>();
  const runner = new SqlProjectionRunner(db.pool, store, [projector], {
    batchSize,
    afterCommit: (_name, events, changed) => {
      for (const e of events) stores.add(String(e.data.tenantId));
      for (const s of changed) stores.add(s);
    },
  });
  await runner.start();
  try {
    await runner.waitForCatchUp(undefined, 30_000);
    expect(runner.status()[0]?.state).toBe('running');
  } finally {
    await runner.stop();
    await store.close();
  }
  const { rows } = await db.pool.query('select * from products order by tenant_id, id');
  const syncs = await db.pool.query('select * from catalog_syncs order by tenant_id, sync_id');
  return { rows, syncs: syncs.rows, stores, positions };
}

describe('the products read model written from the log rows (productsFromLog)', () => {
  let one: TestDatabase;
  let two: TestDatabase;
  beforeAll(async () => {
    [one, two] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([one.drop(), two.drop()]);
  });

  it('holds the same rows as the projector that reads each event, whatever the batches', async () => {
    // Batches of 7 and 500 events cut the appends at different places.
    const fromEvents = await project(one, productsProjector, 500);
    const fromLog = await project(two, productsFromLog, 7);
    expect(fromEvents.rows.length).toBe(2 * 230);
    expect(fromLog.rows).toEqual(fromEvents.rows);
    expect(fromLog.syncs).toEqual(fromEvents.syncs);
    // The stores whose rows changed reach the commit's listeners (caches dropped per store).
    expect([...fromLog.stores].sort()).toEqual(['store-a', 'store-b']);
    // A range applied again holds older versions than the rows: the rows there keep theirs (a
    // product removed since comes back, as it would through the other projector).
    const [, second] = fromLog.positions;
    await productsFromLog.applyRange?.({ after: START, to: second as LogPosition }, two.pool);
    const { rows } = await two.pool.query<{ tenant_id: string; id: string }>(
      'select * from products order by tenant_id, id',
    );
    const kept = new Set(
      (fromEvents.rows as { tenant_id: string; id: string }[]).map((r) => `${r.tenant_id}/${r.id}`),
    );
    expect(rows.filter((r) => kept.has(`${r.tenant_id}/${r.id}`))).toEqual(fromEvents.rows);
  });

  it('is what the service runs with its own PostgreSQL event store', () => {
    const projectors = sqlProjectorsFor(new PostgresEventStore(one.pool));
    expect(projectors).toContain(productsFromLog);
    expect(projectors).not.toContain(productsProjector);
  });
});
