import type { ReindexTarget } from '../../processes/catalog/reindex.ts';
import { writeProductRows } from '../../projections/catalog/product-rows.ts';
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
        await writeProductRows(
          client,
          products
            .slice(i, i + 1000)
            .map(({ product, revision, updatedAt }) => ({ tenantId, product, revision, at: updatedAt })),
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
