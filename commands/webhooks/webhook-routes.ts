import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../domain/access/principal.ts';
import { DeletedOut } from '../../domain/api/envelopes.ts';
import { handleCommand } from '../../domain/command-handling/handle-command.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import {
  WebhookCreatedOut,
  WebhookDeliveryOut,
  WebhookIn,
  WebhookOut,
  WebhookPatch,
} from '../../domain/webhooks/contract.ts';
import { deliveryIdOf } from '../../domain/webhooks/delivery.ts';
import { WEBHOOK_LIMITS } from '../../domain/webhooks/limits.ts';
import { type WebhookCommand, type WebhookState, webhookDecider } from '../../domain/webhooks/webhook.ts';
import { webhookSecretContext, webhookStream } from '../../domain/webhooks/webhook-events.ts';
import { waitFor } from './wait-for.ts';
import type { WebhookCommandDeps } from './webhook-deps.ts';

const Params = z.object({ webhook_id: z.string().min(1).max(128) });
const auth = { level: 'secret', scope: 'webhooks' } as const;
const tags = ['webhooks'];

export const webhookWriteRoutes =
  (deps: WebhookCommandDeps): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const now = () => deps.now().toISOString();

    const run = async (
      tenantId: string,
      webhookId: string,
      command: WebhookCommand,
      eventId = deps.newId,
    ) => {
      const result = await handleCommand(
        deps.eventStore,
        webhookStream(tenantId, webhookId),
        webhookDecider,
        command,
        {
          newEventId: eventId,
        },
      );
      await deps.settle(result.position);
      return result;
    };
    const checkUrl = (url: string | null | undefined) => {
      const refusal = url ? deps.urlRefusal(url) : null;
      if (refusal)
        throw new DomainError('invalid_request', 'url cannot be reached', [
          { field: 'url', code: 'blocked_address', message: refusal },
        ]);
    };
    /** The endpoint as clients see it: the read model (its failure count), or the state just decided. */
    const answer = async (tenantId: string, webhookId: string, state: WebhookState) => {
      if (state.status !== 'active') throw new DomainError('not_found', 'webhook was not found');
      const read = await deps.findWebhook(tenantId, webhookId);
      return {
        id: webhookId,
        url: state.url,
        events: [...state.events],
        description: state.description,
        enabled: state.enabled,
        failure_count: read?.failure_count ?? 0,
        created_at: read?.created_at ?? now(),
        disabled_reason: state.enabled ? null : (read?.disabled_reason ?? 'requested'),
      };
    };
    const sealed = (tenantId: string, webhookId: string) => {
      const secret = deps.newSecret();
      return { secret, sealed: deps.secrets.seal(secret, webhookSecretContext(tenantId, webhookId)) };
    };

    r.post(
      '/v1/webhooks',
      {
        config: { auth, showsSecret: true },
        schema: {
          tags,
          summary: 'Create a webhook endpoint; the answer shows its signing secret once',
          body: WebhookIn,
          response: { 201: WebhookCreatedOut },
        },
      },
      async (request, reply) => {
        const { tenantId } = principalOf(request);
        const body = request.body;
        checkUrl(body.url);
        if ((await deps.countWebhooks(tenantId)) >= WEBHOOK_LIMITS.endpointsPerStore)
          throw new DomainError(
            'conflict',
            `A store may have at most ${WEBHOOK_LIMITS.endpointsPerStore} webhook endpoints; delete one first.`,
          );
        const webhookId = deps.newId();
        const { secret, sealed: sealedSecret } = sealed(tenantId, webhookId);
        const at = now();
        const result = await run(tenantId, webhookId, {
          type: 'CreateWebhook',
          tenantId,
          webhookId,
          now: at,
          url: body.url,
          events: body.events,
          description: body.description ?? null,
          enabled: body.enabled,
          secret: sealedSecret,
        });
        const out = await answer(tenantId, webhookId, result.state);
        return reply.code(201).send({ ...out, created_at: at, secret });
      },
    );

    r.patch(
      '/v1/webhooks/:webhook_id',
      {
        config: { auth },
        schema: {
          tags,
          summary:
            'Change an endpoint: absent or null fields keep their value, except description (null clears it)',
          params: Params,
          body: WebhookPatch,
          response: { 200: WebhookOut },
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        const webhookId = request.params.webhook_id;
        const b = request.body;
        checkUrl(b.url);
        const result = await run(tenantId, webhookId, {
          type: 'UpdateWebhook',
          tenantId,
          webhookId,
          now: now(),
          changes: {
            ...(b.url != null ? { url: b.url } : {}),
            ...(b.events != null ? { events: b.events } : {}),
            ...(b.description !== undefined ? { description: b.description } : {}),
            ...(b.enabled != null ? { enabled: b.enabled } : {}),
          },
        });
        return answer(tenantId, webhookId, result.state);
      },
    );

    r.delete(
      '/v1/webhooks/:webhook_id',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Delete an endpoint; nothing more is sent to it',
          params: Params,
          response: { 200: DeletedOut },
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        const webhookId = request.params.webhook_id;
        await run(tenantId, webhookId, { type: 'DeleteWebhook', tenantId, webhookId, now: now() });
        return { deleted: true, id: webhookId };
      },
    );

    r.post(
      '/v1/webhooks/:webhook_id/rotate-secret',
      {
        config: { auth, showsSecret: true },
        schema: {
          tags,
          summary:
            'A new signing secret, shown once; deliveries carry signatures of the old one too for 24 hours',
          params: Params,
          response: { 200: WebhookCreatedOut },
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        const webhookId = request.params.webhook_id;
        const { secret, sealed: sealedSecret } = sealed(tenantId, webhookId);
        const result = await run(tenantId, webhookId, {
          type: 'RotateWebhookSecret',
          tenantId,
          webhookId,
          now: now(),
          secret: sealedSecret,
        });
        return { ...(await answer(tenantId, webhookId, result.state)), secret };
      },
    );

    r.post(
      '/v1/webhooks/:webhook_id/test',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Send a ping event to the endpoint now; answers the delivery after its first attempt',
          description:
            'The ping goes through the same outbox as every event, is signed like them and is retried like them when it fails. It is sent even to a disabled endpoint.',
          params: Params,
          response: { 200: WebhookDeliveryOut },
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        const webhookId = request.params.webhook_id;
        const eventId = deps.newId();
        await run(
          tenantId,
          webhookId,
          { type: 'RequestWebhookPing', tenantId, webhookId, now: now(), pingId: eventId },
          () => eventId,
        );
        const deliveryId = deliveryIdOf(webhookId, eventId);
        const made = await waitFor(() => deps.findDelivery(tenantId, deliveryId), 10_000);
        if (!made)
          throw new DomainError('internal_error', 'the ping was recorded but its delivery is not made yet');
        await deps.deliverNow(deliveryId);
        // Another dispatcher may hold the attempt: wait for it to be recorded.
        const attempted = await waitFor(async () => {
          const d = await deps.findDelivery(tenantId, deliveryId);
          return d?.attempts.some((a) => a.status !== 'pending') ? d : null;
        }, WEBHOOK_LIMITS.attemptTimeoutMs + 5_000);
        return attempted ?? (await deps.findDelivery(tenantId, deliveryId)) ?? made;
      },
    );
  };
