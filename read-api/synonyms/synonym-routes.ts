import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../domain/access/principal.ts';
import { pageOf } from '../../domain/api/envelopes.ts';
import { SynonymSetName, SynonymSetOut, SynonymSetSummaryOut } from '../../domain/merchandising/synonyms.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import {
  countSynonymSets,
  listSynonymSets,
  synonymSets,
} from '../../projections/synonyms/synonyms-projector.ts';
import { keysetPage } from '../shared/keyset-page.ts';

export const synonymReadRoutes =
  (sql: SqlExecutor): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/v1/synonyms',
      {
        config: { auth: { level: 'secret', scope: 'synonyms' } },
        schema: {
          tags: ['synonyms'],
          summary: 'The store synonym sets, in name order, a page at a time',
          querystring: z.object({
            cursor: z.string().max(200).optional(),
            limit: z.coerce.number().int().min(1).max(200).default(100),
          }),
          response: { 200: pageOf(SynonymSetSummaryOut) },
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        return keysetPage({
          cursor: request.query.cursor,
          limit: request.query.limit,
          list: (after, limit) => listSynonymSets(sql, tenantId, after, limit),
          count: () => countSynonymSets(sql, tenantId),
          map: (s) => ({ name: s.name, entries: s.entries.length, updated_at: s.updatedAt }),
          keyOf: (s) => s.name,
        });
      },
    );
    r.get(
      '/v1/synonyms/:name',
      {
        config: { auth: { level: 'secret', scope: 'synonyms' } },
        schema: {
          tags: ['synonyms'],
          summary: 'One synonym set',
          params: z.object({ name: SynonymSetName }),
          response: { 200: SynonymSetOut },
        },
      },
      async (request) => {
        const set = (await synonymSets(sql, principalOf(request).tenantId)).find(
          (s) => s.name === request.params.name,
        );
        if (!set) throw new DomainError('not_found', 'synonym set was not found');
        return { name: set.name, entries: set.entries, updated_at: set.updatedAt };
      },
    );
  };
