import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../domain/access/principal.ts';
import { DomainError, type FieldError } from '../../domain/shared/domain-error.ts';
import {
  ClickAcceptedOut,
  ClickIn,
  EventBatchIn,
  EventsAcceptedOut,
  ShopperEventIn,
} from '../../domain/telemetry/contract.ts';
import type { SearchIds } from '../../domain/telemetry/search-ids.ts';
import type { TelemetryLog } from '../../domain/telemetry/telemetry-log.ts';
import type { ShopperEventRecord } from '../../domain/telemetry/telemetry-record.ts';

export interface TelemetryRouteDeps {
  readonly telemetry: Pick<TelemetryLog, 'append'>;
  readonly searchIds: SearchIds;
  readonly newId: () => string;
  readonly now: () => Date;
}

interface ItemError extends FieldError {
  readonly index: number;
}

/**
 * Clicks and shopper events: a public key suffices (its allowed_origins apply), the answer is
 * 202 as soon as the records are handed to the telemetry log (never waited on).
 */
export const telemetryRoutes =
  (deps: TelemetryRouteDeps): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/v1/click',
      {
        config: { auth: { level: 'public', scope: 'search' }, acceptsBeacon: true },
        schema: {
          tags: ['search'],
          summary: 'Report a click on a search result',
          description:
            'Send the search_id of the answer, the product clicked and its 1-based position. Answers 202.',
          body: ClickIn,
          response: { 202: ClickAcceptedOut },
        },
      },
      async (request, reply) => {
        const { tenantId } = principalOf(request);
        const click = request.body;
        if (!deps.searchIds.belongsTo(click.search_id, tenantId))
          throw new DomainError('not_found', 'search_id was not found');
        deps.telemetry.append([
          {
            kind: 'click',
            id: deps.newId(),
            tenantId,
            at: deps.now().toISOString(),
            session: click.session ?? null,
            searchId: click.search_id,
            productId: click.product_id,
            position: click.position,
          },
        ]);
        return reply.code(202).send({ accepted: true });
      },
    );
    r.post(
      '/v1/event',
      {
        config: { auth: { level: 'public', scope: 'search' }, acceptsBeacon: true },
        schema: {
          tags: ['search'],
          summary: 'Report shopper events (add_to_cart, order, view): one, or a batch of up to 100',
          description:
            'Body: one event, {"events": [...]} or an array. Each event: type, session, product_id or product_ids, optional search_id; an order adds revenue (decimal string) and currency. Items are checked one by one: good ones are accepted beside bad ones (202 lists the bad ones); when none is good the answer is 422 (404 when each names another store\'s search).',
          body: EventBatchIn,
          response: { 202: EventsAcceptedOut },
        },
      },
      async (request, reply) => {
        const { tenantId } = principalOf(request);
        const body = request.body;
        const [items, prefix] = Array.isArray(body)
          ? [body, '']
          : 'events' in body && Array.isArray(body.events)
            ? [body.events, 'events.']
            : [[body], null];
        const at = deps.now().toISOString();
        const records: ShopperEventRecord[] = [];
        const errors: ItemError[] = [];
        items.forEach((item, index) => {
          const path = (field: string) =>
            prefix === null ? field : `${prefix}${index}${field === '' ? '' : `.${field}`}`;
          const parsed = ShopperEventIn.safeParse(item);
          if (!parsed.success) {
            for (const issue of parsed.error.issues)
              errors.push({
                index,
                field: path(issue.path.join('.')),
                code: issue.code,
                message: issue.message,
              });
            return;
          }
          const e = parsed.data;
          if (e.search_id != null && !deps.searchIds.belongsTo(e.search_id, tenantId)) {
            errors.push({
              index,
              field: path('search_id'),
              code: 'not_found',
              message: 'search_id was not found',
            });
            return;
          }
          records.push({
            kind: e.type,
            id: deps.newId(),
            tenantId,
            at,
            session: e.session,
            productIds: e.product_ids ?? (e.product_id === undefined ? [] : [e.product_id]),
            searchId: e.search_id ?? null,
            revenue: e.type === 'order' ? (e.revenue ?? null) : null,
            currency: e.type === 'order' ? (e.currency ?? null) : null,
            device: e.device ?? 'unknown',
          });
        });
        if (records.length === 0) {
          const foreign = errors.every((e) => e.code === 'not_found');
          throw foreign
            ? new DomainError('not_found', 'search_id was not found', errors)
            : new DomainError('invalid_request', 'No event is valid.', errors);
        }
        deps.telemetry.append(records);
        return reply
          .code(202)
          .send({ accepted: records.length, rejected: items.length - records.length, errors });
      },
    );
  };
