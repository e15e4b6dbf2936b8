import { z } from 'zod';
import { IsoDateTime } from '../api/envelopes.ts';
import { WebhookEventKind } from './event-kinds.ts';
import { WEBHOOK_LIMITS } from './limits.ts';

/** An endpoint address: HTTPS only, at most 2048 characters, no credentials in it. */
export const WebhookUrl = z
  .string()
  .max(WEBHOOK_LIMITS.urlMax)
  .regex(/^https:\/\//, 'must start with https://')
  .superRefine((text, ctx) => {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be an absolute https URL' });
      return;
    }
    if (url.username || url.password)
      ctx.addIssue({ code: 'custom', message: 'must not carry a user name or password' });
    if (url.hash) ctx.addIssue({ code: 'custom', message: 'must not carry a #fragment' });
  });

const Kinds = z.array(WebhookEventKind).min(1).max(50);
const Description = z.string().max(WEBHOOK_LIMITS.descriptionMax);

/** Spec: POST /v1/webhooks. */
export const WebhookIn = z
  .object({
    url: WebhookUrl,
    events: Kinds.describe('event kinds this endpoint receives (ping is always sent by the test endpoint)'),
    description: Description.nullable().optional(),
    enabled: z.boolean().default(true),
  })
  .strict();
export type WebhookIn = z.infer<typeof WebhookIn>;

/** Spec: PATCH /v1/webhooks/{id}: all nullable/optional; null or absent leaves a field as it is, except description, which null clears. */
export const WebhookPatch = z
  .object({
    url: WebhookUrl.nullable().optional(),
    events: Kinds.nullable().optional(),
    description: Description.nullable().optional(),
    enabled: z.boolean().nullable().optional(),
  })
  .strict();
export type WebhookPatch = z.infer<typeof WebhookPatch>;

export const WebhookOut = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(WebhookEventKind),
  description: z.string().nullable(),
  enabled: z.boolean(),
  failure_count: z.number().int().describe('failed attempts since the last successful delivery'),
  created_at: IsoDateTime,
  disabled_reason: z
    .enum(['requested', 'gone', 'failing'])
    .nullable()
    .describe(
      'why the endpoint is disabled: by request; its receiver answered 410 Gone; or a delivery failed for 3 days with no success meanwhile',
    ),
});
export type WebhookOut = z.infer<typeof WebhookOut>;

export const WebhookCreatedOut = WebhookOut.extend({
  secret: z.string().describe('whsec_<SIGNING_SECRET>: shown this once'),
});

export const DeliveryStatus = z.enum(['pending', 'succeeded', 'failed', 'dead']);
export type DeliveryStatus = z.infer<typeof DeliveryStatus>;

export const DeliveryAttemptOut = z.object({
  attempt: z.number().int(),
  status: z.enum(['pending', 'succeeded', 'failed']).describe('pending: the attempt is under way'),
  response_status: z.number().int().nullable(),
  error: z
    .string()
    .nullable()
    .describe('why an attempt without an answer failed (timeout, connection, address refused)'),
  started_at: IsoDateTime,
  finished_at: IsoDateTime.nullable(),
});

export const WebhookDeliveryOut = z.object({
  id: z.string().describe('the webhook-id header, the same on every attempt'),
  event_id: z.string(),
  event_type: WebhookEventKind,
  status: DeliveryStatus,
  attempt: z.number().int().describe('attempts made so far'),
  response_status: z.number().int().nullable().describe('HTTP status of the latest attempt'),
  created_at: IsoDateTime,
  delivered_at: IsoDateTime.nullable(),
  next_attempt_at: IsoDateTime.nullable().describe('when the next attempt is due (pending and failed)'),
  attempts: z.array(DeliveryAttemptOut).describe('every attempt, oldest first'),
});
export type WebhookDeliveryOut = z.infer<typeof WebhookDeliveryOut>;
