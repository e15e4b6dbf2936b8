import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../domain/access/principal.ts';
import { pageOf } from '../../domain/api/envelopes.ts';
import { ImportOut } from '../../domain/imports/contract.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { countImports, findImport, listImports } from '../../projections/imports/import-queries.ts';
import { invalidCursor, keysetPage } from '../shared/keyset-page.ts';

/** Imports are listed newest first: the cursor holds the last one's creation time and id. */
function position(key: string): { createdAt: string; id: string } {
  const [createdAt, id] = key.split(' ');
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt))) throw invalidCursor();
  return { createdAt, id };
}

export const importReadRoutes =
  (sql: SqlExecutor): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/v1/imports',
      {
        config: { auth: { level: 'secret', scope: ['catalog:read', 'catalog:write'] } },
        schema: {
          tags: ['imports'],
          summary: "The store's imports, newest first, a page at a time",
          querystring: z.object({
            cursor: z.string().max(200).optional(),
            limit: z.coerce.number().int().min(1).max(200).default(20),
          }),
          response: { 200: pageOf(ImportOut) },
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        return keysetPage({
          cursor: request.query.cursor,
          limit: request.query.limit,
          list: (after, limit) => listImports(sql, tenantId, after === null ? null : position(after), limit),
          count: () => countImports(sql, tenantId),
          map: (i) => i,
          keyOf: (i) => `${i.created_at} ${i.id}`,
        });
      },
    );
    r.get(
      '/v1/imports/:import_id',
      {
        config: { auth: { level: 'secret', scope: ['catalog:read', 'catalog:write'] } },
        schema: {
          tags: ['imports'],
          summary: 'One import: its status, counts, row errors and job',
          params: z.object({ import_id: z.string().min(1).max(128) }),
          response: { 200: ImportOut },
        },
      },
      async (request) => {
        const found = await findImport(sql, principalOf(request).tenantId, request.params.import_id);
        if (!found) throw new DomainError('not_found', 'import was not found');
        return found;
      },
    );
  };
