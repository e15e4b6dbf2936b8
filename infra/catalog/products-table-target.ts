import { productLanguages } from '../../domain/catalog/product.ts';
import type { ReindexTarget } from '../../processes/catalog/reindex.ts';
import type { Pool } from '../postgres/pool.ts';

/** Rewrites one store's rows of the product read model in one transaction. */
export const productsTableTarget = (pool: Pool): ReindexTarget => ({
  name: 'products',
  async replaceStore(tenantId, products) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('delete from products where tenant_id = $1', [tenantId]);
      for (let i = 0; i < products.length; i += 1000) {
        const rows = products.slice(i, i + 1000).map(({ product: p, revision, updatedAt }) => ({
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
          created_at: p.created_at ?? updatedAt,
          updated_at: updatedAt,
        }));
        await client.query(
          `insert into products (tenant_id, id, doc, brand, price, sale_price, currency, in_stock, category_ids, languages, revision, created_at, updated_at)
           select $1, r.id, r.doc, r.brand, r.price::numeric, r.sale_price::numeric, r.currency, r.in_stock,
                  array(select jsonb_array_elements_text(r.category_ids)), array(select jsonb_array_elements_text(r.languages)),
                  r.revision, r.created_at, r.updated_at
             from jsonb_to_recordset($2::jsonb) as r(id text, doc jsonb, brand text, price text, sale_price text, currency text,
                  in_stock boolean, category_ids jsonb, languages jsonb, revision int, created_at timestamptz, updated_at timestamptz)`,
          [tenantId, JSON.stringify(rows)],
        );
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  },
});
