import type { SqlExecutor } from '../../domain/shared/sql.ts';

export interface ProductScoreRow {
  readonly productId: string;
  /** Stored (epoch-weighted) score: decay it with `decayFactor`. */
  readonly score: number;
  readonly updatedAt: Date;
}

/** Products whose signals changed since `since` (all when null), for an incremental cache. */
export async function productScores(
  sql: SqlExecutor,
  tenantId: string,
  since: Date | null,
): Promise<ProductScoreRow[]> {
  const { rows } = await sql.query<{ product_id: string; score: number; updated_at: Date }>(
    `select product_id, score, updated_at from signal_products
      where tenant_id = $1 and ($2::timestamptz is null or updated_at >= $2::timestamptz)`,
    [tenantId, since?.toISOString() ?? null],
  );
  return rows.map((r) => ({
    productId: r.product_id,
    score: Number(r.score),
    updatedAt: new Date(r.updated_at),
  }));
}

export interface QuerySignalRows {
  readonly searches: number;
  readonly products: ReadonlyMap<string, { readonly clicks: number; readonly orders: number }>;
}

/** A normalized query's searches and, per product, the clicks and orders its searches led to. */
export async function querySignals(
  sql: SqlExecutor,
  tenantId: string,
  query: string,
): Promise<QuerySignalRows> {
  const { rows } = await sql.query<{
    product_id: string | null;
    searches: string;
    clicks: string;
    orders: string;
  }>(
    `select null as product_id, searches, 0 as clicks, 0 as orders from signal_queries where tenant_id = $1 and query = $2
     union all
     select product_id, 0, clicks, orders from (
       select product_id, clicks, orders from signal_query_products
        where tenant_id = $1 and query = $2 order by clicks + orders desc limit 1000) p`,
    [tenantId, query],
  );
  let searches = 0;
  const products = new Map<string, { clicks: number; orders: number }>();
  for (const r of rows) {
    if (r.product_id === null) searches = Number(r.searches);
    else products.set(r.product_id, { clicks: Number(r.clicks), orders: Number(r.orders) });
  }
  return { searches, products };
}

export interface PopularQueryRow {
  readonly query: string;
  /** Stored (epoch-weighted) score of its searches that found something. */
  readonly score: number;
  /** Whether its latest search found something. */
  readonly found: boolean;
}

/** The store's most searched queries that found something, and those whose latest search found nothing. */
export async function popularQueries(
  sql: SqlExecutor,
  tenantId: string,
  limit = 2_000,
): Promise<PopularQueryRow[]> {
  const { rows } = await sql.query<{ query: string; score: number; last_found: boolean }>(
    `(select query, score, last_found from signal_queries
       where tenant_id = $1 and last_found and query <> '' order by score desc, query limit $2)
     union all
     (select query, score, last_found from signal_queries
       where tenant_id = $1 and not last_found order by searches desc, query limit $2)`,
    [tenantId, limit],
  );
  return rows.map((r) => ({ query: r.query, score: Number(r.score), found: r.last_found }));
}
