import type { DomainEvent } from '../command-handling/decider.ts';
import type { WebhookEventKind } from './event-kinds.ts';

/** A signing secret sealed by the SecretBox (context `webhook:<tenantId>:<webhookId>`): never plaintext in the log. */
export type SealedSecret = string;

/** A secret replaced by a rotation, still signing deliveries until `expiresAt`. */
export type PreviousSecret = {
  readonly secret: SealedSecret;
  readonly expiresAt: string;
};

type Ids = {
  readonly tenantId: string;
  readonly webhookId: string;
  readonly at: string;
};

export type WebhookCreated = DomainEvent<
  'WebhookCreated',
  Ids & {
    url: string;
    events: WebhookEventKind[];
    description: string | null;
    enabled: boolean;
    secret: SealedSecret;
  }
>;
/** The endpoint's new address, kinds and description (all of them, changed or not). */
export type WebhookUpdated = DomainEvent<
  'WebhookUpdated',
  Ids & { url: string; events: WebhookEventKind[]; description: string | null }
>;
export type WebhookEnabled = DomainEvent<'WebhookEnabled', Ids>;
/**
 * `requested`: by the store; `gone`: the receiver answered 410 Gone; `failing`: a delivery went
 * dead after 3 days of failed attempts with no success to the endpoint meanwhile.
 */
export type WebhookDisabled = DomainEvent<
  'WebhookDisabled',
  Ids & { reason: DisabledReason; deliveryId: string | null }
>;
export type DisabledReason = 'requested' | 'gone' | 'failing';
/** Reasons the service disables an endpoint by itself. */
export type AutoDisabledReason = Exclude<DisabledReason, 'requested'>;
/** `previousSecrets`: every earlier secret still within its overlap, newest first. */
export type WebhookSecretRotated = DomainEvent<
  'WebhookSecretRotated',
  Ids & { secret: SealedSecret; previousSecrets: PreviousSecret[] }
>;
export type WebhookDeleted = DomainEvent<'WebhookDeleted', Ids>;
/** `POST /v1/webhooks/{id}/test`: a `ping` for this endpoint only. */
export type WebhookPingRequested = DomainEvent<'WebhookPingRequested', Ids & { pingId: string }>;

export type WebhookEvent =
  | WebhookCreated
  | WebhookUpdated
  | WebhookEnabled
  | WebhookDisabled
  | WebhookSecretRotated
  | WebhookDeleted
  | WebhookPingRequested;

export const WEBHOOK_EVENT_TYPES: ReadonlySet<WebhookEvent['type']> = new Set([
  'WebhookCreated',
  'WebhookUpdated',
  'WebhookEnabled',
  'WebhookDisabled',
  'WebhookSecretRotated',
  'WebhookDeleted',
  'WebhookPingRequested',
]);

/** One stream per endpoint. */
export const webhookStream = (tenantId: string, webhookId: string): string =>
  `webhook-${tenantId}:${webhookId}`;

/** What a sealed secret of this endpoint is bound to: a sealed value copied elsewhere does not open. */
export const webhookSecretContext = (tenantId: string, webhookId: string): string =>
  `webhook:${tenantId}:${webhookId}`;
