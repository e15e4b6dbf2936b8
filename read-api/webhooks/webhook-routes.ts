import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../domain/access/principal.ts';
import { pageOf } from '../../domain/api/envelopes.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { WebhookDeliveryOut, WebhookOut } from '../../domain/webhooks/contract.ts';
import { WEBHOOK_LIMITS } from '../../domain/webhooks/limits.ts';
import {
  countDeliveries,
  findWebhook,
  listDeliveries,
  listWebhooks,
} from '../../projections/webhooks/webhook-queries.ts';
import { invalidCursor, keysetPage } from '../shared/keyset-page.ts';

const Params = z.object({ webhook_id: z.string().min(1).max(128) });
const auth = { level: 'secret', scope: 'webhooks' } as const;
const tags = ['webhooks'];
const notFound = () => new DomainError('not_found', 'webhook was not found');

export const webhookReadRoutes =
  (sql: SqlExecutor): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/v1/webhooks',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'The store’s webhook endpoints, oldest first',
          response: { 200: z.array(WebhookOut) },
        },
      },
      async (request) => listWebhooks(sql, principalOf(request).tenantId),
    );
    r.get(
      '/v1/webhooks/:webhook_id',
      {
        config: { auth },
        schema: { tags, summary: 'One webhook endpoint', params: Params, response: { 200: WebhookOut } },
      },
      async (request) => {
        const found = await findWebhook(sql, principalOf(request).tenantId, request.params.webhook_id);
        if (!found) throw notFound();
        return found;
      },
    );
    r.get(
      '/v1/webhooks/:webhook_id/deliveries',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'An endpoint’s deliveries, newest first, each with every attempt',
          params: Params,
          querystring: z.object({
            cursor: z.string().max(200).optional(),
            limit: z.coerce
              .number()
              .int()
              .min(1)
              .max(WEBHOOK_LIMITS.deliveriesPageMax)
              .default(WEBHOOK_LIMITS.deliveriesPageDefault),
          }),
          response: { 200: pageOf(WebhookDeliveryOut) },
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        const webhookId = request.params.webhook_id;
        if (!(await findWebhook(sql, tenantId, webhookId))) throw notFound();
        return keysetPage({
          cursor: request.query.cursor,
          limit: request.query.limit,
          list: (before, limit) => {
            if (before !== null && !/^\d{1,18}$/.test(before)) throw invalidCursor();
            return listDeliveries(sql, tenantId, webhookId, before, limit);
          },
          count: () => countDeliveries(sql, tenantId, webhookId),
          map: ({ seq: _, ...delivery }) => delivery,
          keyOf: (row) => row.seq,
        });
      },
    );
  };
