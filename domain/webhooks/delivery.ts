import { createHash } from 'node:crypto';
import type { WebhookEventKind } from './event-kinds.ts';

/**
 * A delivery is one event for one endpoint. Its id is the `webhook-id` header of every attempt,
 * derived from the endpoint and the event, so applying the event twice (a replay, at-least-once
 * projection) names the same delivery.
 */
export const deliveryIdOf = (webhookId: string, eventId: string): string =>
  `msg_${createHash('sha256').update(`${webhookId}\n${eventId}`).digest('hex').slice(0, 32)}`;

/** The id clients see for a domain event (its log id, without dashes). */
export const publicEventId = (eventId: string): string => `evt_${eventId.replaceAll('-', '')}`;

/** Standard Webhooks payload: `{type, timestamp, data}`, serialized once; every attempt sends these bytes. */
export const payloadOf = (
  kind: WebhookEventKind,
  timestamp: string,
  data: Readonly<Record<string, unknown>>,
): string => JSON.stringify({ type: kind, timestamp, data });
