import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../domain/access/principal.ts';
import { SynonymSetName, SynonymSetOut, SynonymSetSummaryOut } from '../../domain/merchandising/synonyms.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { synonymSets } from '../../projections/synonyms/synonyms-projector.ts';

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
          summary: 'The store synonym sets',
          response: { 200: z.object({ data: z.array(SynonymSetSummaryOut) }) },
        },
      },
      async (request) => {
        const sets = await synonymSets(sql, principalOf(request).tenantId);
        return {
          data: sets.map((s) => ({ name: s.name, entries: s.entries.length, updated_at: s.updatedAt })),
        };
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
