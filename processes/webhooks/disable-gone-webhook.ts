import { handleCommand } from '../../domain/command-handling/handle-command.ts';
import type { EventStore } from '../../domain/event-store/event-store.ts';
import { webhookDecider } from '../../domain/webhooks/webhook.ts';
import { webhookStream } from '../../domain/webhooks/webhook-events.ts';

/** A receiver answered 410 Gone: the endpoint is disabled (WebhookDisabled, reason `gone`). */
export async function disableGoneWebhook(
  deps: { readonly eventStore: EventStore; readonly newId: () => string; readonly now: () => Date },
  target: { readonly tenantId: string; readonly webhookId: string; readonly deliveryId: string },
): Promise<void> {
  await handleCommand(
    deps.eventStore,
    webhookStream(target.tenantId, target.webhookId),
    webhookDecider,
    { type: 'DisableGoneWebhook', ...target, now: deps.now().toISOString() },
    { newEventId: deps.newId },
  );
}
