import type { CatalogReindexed } from '../../domain/catalog/catalog-reindexed.ts';
import type { Product } from '../../domain/catalog/product.ts';
import {
  comparePositions,
  type EventStore,
  type LogPosition,
  type RecordedEvent,
  type Subscription,
} from '../../domain/event-store/event-store.ts';
import { foldCatalog } from '../../processes/catalog/reindex.ts';
import type { SearchProjection } from '../../projections/search/search-projection.ts';
import type { Pool } from '../postgres/pool.ts';
import type { ProjectorStatus } from './sql-projection-runner.ts';

const PAGE = 5_000;
/**
 * Events of the log read at a time while following it. Small: a batch's events and what is made
 * of them live until the whole batch is applied, in slices between searches; during a catalog
 * re-sync a batch of 1,000 outlived several young-generation collections, which copied and
 * promoted it (each api worker's collections took 6 ms at the median, up to 37 ms, about a tenth
 * of its time). 100 at a time: the searches' p99 during a re-sync about a third lower, the
 * re-sync as fast (docs/search-engine.md, "Index updates and the collector").
 */
const FOLLOW_BATCH = 100;
const REINDEXED: CatalogReindexed['type'] = 'CatalogReindexed';

interface ProductPageRow {
  tenant_id: string;
  id: string;
  doc: Product;
  revision: number;
}

/**
 * Runs the in-memory search projection: at start it loads every product from the product
 * read model together with that model's checkpoint (one snapshot), then follows the log
 * from that checkpoint. Nothing is lost between the two: the read model and its checkpoint
 * are read in the same repeatable-read transaction.
 */
export class SearchProjectionRunner {
  private subscription: Subscription | null = null;
  private state: ProjectorStatus['state'] = 'starting';
  private position: LogPosition | null = null;
  private error: string | null = null;

  constructor(
    private readonly pool: Pool,
    private readonly store: EventStore,
    private readonly projection: SearchProjection,
    private readonly options: { log?: (message: string) => void; sourceProjector?: string } = {},
  ) {}

  async start(): Promise<{ products: number; ms: number }> {
    const started = performance.now();
    const { position, products } = await this.bootstrap();
    this.position = position;
    this.state = 'running';
    this.subscription = this.store.subscribeToAll(
      async (events) => {
        await this.applyInOrder(events);
        const last = events.at(-1);
        if (last) this.position = last.position;
      },
      { after: position, batchSize: FOLLOW_BATCH, dataOf: new Set([...this.projection.handles, REINDEXED]) },
    );
    this.subscription.done.catch((error: unknown) => {
      this.state = 'failed';
      this.error = error instanceof Error ? error.message : String(error);
      this.options.log?.(`search projection stopped: ${this.error}`);
    });
    return { products, ms: Math.round(performance.now() - started) };
  }

  /**
   * The batch in log order; a `CatalogReindexed` rebuilds that store here from its event history
   * (events after it that the rebuild already holds are applied again and change nothing: the
   * index keeps the newest revision of each product).
   */
  private async applyInOrder(events: readonly RecordedEvent[]): Promise<void> {
    let from = 0;
    for (const [i, event] of events.entries()) {
      if (event.type !== REINDEXED) continue;
      await this.projection.apply(events.slice(from, i));
      from = i + 1;
      const tenantId = String(event.data.tenantId);
      const products = await foldCatalog(this.store, tenantId);
      await this.projection.replaceStore(tenantId, [...products.values()]);
      this.options.log?.(
        `search index: store ${tenantId} rebuilt from its history (${products.size} products)`,
      );
    }
    await this.projection.apply(from === 0 ? events : events.slice(from));
  }

  status(): ProjectorStatus {
    return { name: this.projection.name, state: this.state, position: this.position, error: this.error };
  }

  async waitForCatchUp(target: LogPosition, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (
      this.state !== 'failed' &&
      (this.position === null || comparePositions(this.position, target) < 0)
    ) {
      if (Date.now() > deadline) throw new Error('search projection is behind');
      await new Promise((r) => setTimeout(r, 2));
    }
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    if (this.state !== 'failed') this.state = 'stopped';
  }

  private async bootstrap(): Promise<{ position: LogPosition; products: number }> {
    const client = await this.pool.connect();
    let count = 0;
    try {
      await client.query('begin isolation level repeatable read read only');
      const { rows } = await client.query<{ commit_position: string; prepare_position: string }>(
        'select commit_position, prepare_position from projection_checkpoints where name = $1',
        [this.options.sourceProjector ?? 'products'],
      );
      const row = rows[0];
      const position = row
        ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) }
        : { commit: -1n, prepare: -1n };
      let after: { tenant: string; id: string } | null = null;
      let tenant: string | null = null;
      let batch: { product: Product; revision: number }[] = [];
      for (;;) {
        const page: { rows: ProductPageRow[] } = await client.query<ProductPageRow>(
          `select tenant_id, id, doc, revision from products
            where ($1::text is null or (tenant_id, id) > ($1, $2)) order by tenant_id, id limit $3`,
          [after?.tenant ?? null, after?.id ?? null, PAGE],
        );
        for (const r of page.rows) {
          if (tenant !== null && r.tenant_id !== tenant) {
            await this.projection.load(tenant, batch);
            batch = [];
          }
          tenant = r.tenant_id;
          batch.push({ product: r.doc, revision: r.revision });
          count++;
        }
        const last: ProductPageRow | undefined = page.rows.at(-1);
        if (!last || page.rows.length < PAGE) break;
        after = { tenant: last.tenant_id, id: last.id };
      }
      if (tenant !== null) await this.projection.load(tenant, batch);
      await client.query('commit');
      return { position, products: count };
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
