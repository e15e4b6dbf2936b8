import { handleCommand } from '../../domain/command-handling/handle-command.ts';
import type { EventStore } from '../../domain/event-store/event-store.ts';
import { webhookDecider } from '../../domain/webhooks/webhook.ts';
import { type AutoDisabledReason, webhookStream } from '../../domain/webhooks/webhook-events.ts';

/**
 * The service disables an endpoint (WebhookDisabled): its receiver answered 410 Gone (`gone`), or
 * a delivery went dead with no success to the endpoint since that delivery's first attempt
 * (`failing`). The store turns it on again with PATCH enabled=true.
 */
export async function disableFailingWebhook(
  deps: { readonly eventStore: EventStore; readonly newId: () => string; readonly now: () => Date },
  target: {
    readonly tenantId: string;
    readonly webhookId: string;
    readonly deliveryId: string;
    readonly reason: AutoDisabledReason;
  },
): Promise<void> {
  await handleCommand(
    deps.eventStore,
    webhookStream(target.tenantId, target.webhookId),
    webhookDecider,
    { type: 'AutoDisableWebhook', ...target, now: deps.now().toISOString() },
    { newEventId: deps.newId },
  );
}
