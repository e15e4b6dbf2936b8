import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../domain/access/principal.ts';
import { PathId, pageOf } from '../../domain/api/envelopes.ts';
import { ProductOut, type ProductOutT } from '../../domain/catalog/contract.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import {
  countProducts,
  findProduct,
  listProducts,
  type ProductRow,
} from '../../projections/catalog/product-queries.ts';
import { keysetPage } from '../shared/keyset-page.ts';

export const productOut = (row: ProductRow): ProductOutT => ({
  ...row.doc,
  categories: row.doc.categories.map((c) => ({ id: c.id, path: c.path.map((level) => ({ ...level })) })),
  languages: row.languages,
  revision: row.revision,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export const productReadRoutes =
  (sql: SqlExecutor): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/v1/products',
      {
        config: { auth: { level: 'secret', scope: 'catalog:read' } },
        schema: {
          tags: ['catalog'],
          summary: 'The catalog, in id order, a page at a time',
          querystring: z.object({
            cursor: z.string().max(200).optional(),
            limit: z.coerce.number().int().min(1).max(200).default(50),
          }),
          response: { 200: pageOf(ProductOut) },
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        return keysetPage({
          cursor: request.query.cursor,
          limit: request.query.limit,
          list: (after, limit) => listProducts(sql, tenantId, after, limit),
          count: () => countProducts(sql, tenantId),
          map: productOut,
          keyOf: (row) => row.id,
        });
      },
    );
    r.get(
      '/v1/products/:product_id',
      {
        config: { auth: { level: 'secret', scope: 'catalog:read' } },
        schema: {
          tags: ['catalog'],
          summary: 'One product as stored',
          params: z.object({ product_id: PathId }),
          response: { 200: ProductOut },
        },
      },
      async (request) => {
        const row = await findProduct(sql, principalOf(request).tenantId, request.params.product_id);
        if (!row) throw new DomainError('not_found', 'product was not found');
        return productOut(row);
      },
    );
  };
