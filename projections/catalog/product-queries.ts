import type { Product } from '../../domain/catalog/product.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';

export interface ProductRow {
  readonly id: string;
  readonly doc: Product;
  readonly languages: string[];
  readonly revision: number;
  readonly created_at: Date;
  readonly updated_at: Date;
}

export async function findProduct(
  sql: SqlExecutor,
  tenantId: string,
  id: string,
): Promise<ProductRow | null> {
  const { rows } = await sql.query<ProductRow>(
    'select id, doc, languages, revision, created_at, updated_at from products where tenant_id = $1 and id = $2',
    [tenantId, id],
  );
  return rows[0] ?? null;
}

/** Products of a store in id order after `afterId` (keyset paging). */
export async function listProducts(
  sql: SqlExecutor,
  tenantId: string,
  afterId: string | null,
  limit: number,
): Promise<ProductRow[]> {
  const { rows } = await sql.query<ProductRow>(
    `select id, doc, languages, revision, created_at, updated_at from products
      where tenant_id = $1 and ($2::text is null or id > $2) order by id limit $3`,
    [tenantId, afterId, limit],
  );
  return rows;
}

export async function productsByIds(
  sql: SqlExecutor,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, ProductRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql.query<ProductRow>(
    'select id, doc, languages, revision, created_at, updated_at from products where tenant_id = $1 and id = any($2)',
    [tenantId, ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export async function countProducts(sql: SqlExecutor, tenantId: string): Promise<number> {
  const { rows } = await sql.query<{ n: string }>('select count(*) as n from products where tenant_id = $1', [
    tenantId,
  ]);
  return Number(rows[0]?.n ?? 0);
}
