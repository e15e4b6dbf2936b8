import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../domain/access/principal.ts';
import { ConnectorOut } from '../../domain/connectors/contract.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { listConnectors } from '../../projections/connectors/connector-queries.ts';

export const connectorReadRoutes =
  (sql: SqlExecutor): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/v1/connectors',
      {
        config: { auth: { level: 'secret', scope: 'connectors' } },
        schema: {
          tags: ['connectors'],
          summary: 'The store’s connectors, oldest first',
          response: { 200: z.array(ConnectorOut) },
        },
      },
      async (request) => listConnectors(sql, principalOf(request).tenantId),
    );
  };
