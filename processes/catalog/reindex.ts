import { type CatalogEvent, catalogStream } from '../../domain/catalog/catalog-events.ts';
import { type CatalogReindexed, reindexStream } from '../../domain/catalog/catalog-reindexed.ts';
import type { Product } from '../../domain/catalog/product.ts';
import type { EventStore } from '../../domain/event-store/event-store.ts';
import type { JobHandler } from '../jobs/job-runner.ts';

export interface RebuiltProduct {
  readonly product: Product;
  readonly revision: number;
  readonly updatedAt: string;
}

/** Where a reindex writes: each search-side model of one store, replaced as a whole. */
export interface ReindexTarget {
  readonly name: string;
  replaceStore(tenantId: string, products: readonly RebuiltProduct[]): Promise<void>;
}

const PAGE = 5_000;

/** The store's products as the event history says they are now. */
export async function foldCatalog(
  eventStore: EventStore,
  tenantId: string,
  onPage?: (read: number) => Promise<void>,
): Promise<Map<string, RebuiltProduct>> {
  const products = new Map<string, RebuiltProduct>();
  let from = 0n;
  for (;;) {
    const page = await eventStore.readStream(catalogStream(tenantId), { fromRevision: from, maxCount: PAGE });
    for (const recorded of page) {
      const e = { type: recorded.type, data: recorded.data } as CatalogEvent;
      if (e.type === 'ProductUpserted')
        products.set(e.data.productId, {
          product: e.data.product,
          revision: e.data.productRevision,
          updatedAt: e.data.at,
        });
      else if (e.type === 'ProductRemoved') products.delete(e.data.productId);
    }
    await onPage?.(Number(from) + page.length);
    if (page.length < PAGE) return products;
    from += BigInt(PAGE);
  }
}

/**
 * The `reindex` job: rebuilds the store's shared search-side models (the product read model)
 * from the event history, then records `CatalogReindexed`, on which every process holding a
 * search index of its own rebuilds that store (`SearchProjectionRunner`): the job runs in one
 * process, the indexes live in every api worker.
 */
export const reindexJob =
  (
    eventStore: EventStore,
    targets: readonly ReindexTarget[],
    clock: { newId: () => string; now: () => Date },
  ): JobHandler =>
  async (ctx) => {
    const products = await foldCatalog(eventStore, ctx.tenantId, async () => {
      if (ctx.signal.aborted) throw new Error('canceled');
      await ctx.progress(0.3);
    });
    const list = [...products.values()];
    for (const [i, target] of targets.entries()) {
      if (ctx.signal.aborted) throw new Error('canceled');
      await target.replaceStore(ctx.tenantId, list);
      await ctx.progress(0.3 + (0.7 * (i + 1)) / targets.length);
    }
    const reindexed: CatalogReindexed = {
      type: 'CatalogReindexed',
      data: { tenantId: ctx.tenantId, jobId: ctx.jobId, at: clock.now().toISOString() },
    };
    await eventStore.append(reindexStream(ctx.tenantId), [{ id: clock.newId(), ...reindexed }], 'any');
    return { products: list.length, targets: [...targets.map((t) => t.name), 'search'] };
  };
