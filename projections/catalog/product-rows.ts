import { type Product, productLanguages } from '../../domain/catalog/product.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';

export interface ProductRowInput {
  readonly tenantId: string;
  readonly product: Product;
  readonly revision: number;
  /** When the product last changed (its first time also stands for creation when it has no created_at). */
  readonly at: string;
}

/**
 * Writes many product rows in one statement (a 1,000-product batch is one round trip). A row
 * holding a newer revision is kept: replays and late events change nothing.
 */
export async function writeProductRows(sql: SqlExecutor, rows: readonly ProductRowInput[]): Promise<void> {
  if (rows.length === 0) return;
  const json = rows.map(({ tenantId, product: p, revision, at }) => ({
    tenant_id: tenantId,
    id: p.id,
    doc: p,
    brand: p.brand,
    price: p.price,
    sale_price: p.sale_price,
    currency: p.currency,
    in_stock: p.in_stock,
    category_ids: p.categories.map((c) => c.id),
    languages: productLanguages(p),
    revision,
    created_at: p.created_at ?? at,
    updated_at: at,
  }));
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
    [JSON.stringify(json)],
  );
}
