import type { SecretBox } from '../../domain/secrets/secret-box.ts';
import type { WebhookDeliveryOut, WebhookOut } from '../../domain/webhooks/contract.ts';
import type { CommandDeps } from '../shared/command-deps.ts';

/** What the webhook write routes need besides the event store: all handed in by the composition root. */
export interface WebhookCommandDeps extends CommandDeps {
  readonly secrets: SecretBox;
  /** A new `whsec_` signing secret. */
  readonly newSecret: () => string;
  /** Why a URL can never be reached (an address literal the outbound policy refuses), or null. */
  readonly urlRefusal: (url: string) => string | null;
  readonly countWebhooks: (tenantId: string) => Promise<number>;
  readonly findWebhook: (tenantId: string, webhookId: string) => Promise<WebhookOut | null>;
  readonly findDelivery: (tenantId: string, deliveryId: string) => Promise<WebhookDeliveryOut | null>;
  /** Sends a delivery now in this process; resolves once an attempt is recorded (or another process holds it). */
  readonly deliverNow: (deliveryId: string) => Promise<unknown>;
}
