import { z } from 'zod';

/** The spec's webhook event kinds (Events table), exact values. */
export const WebhookEventKind = z.enum([
  'search.zero_results_spike',
  'catalog.sync_failed',
  'catalog.import_finished',
  'translation.batch_ready',
  'usage.threshold_reached',
  'experiment.finished',
  'assistant.handover',
  'billing.payment_failed',
  'ping',
]);
export type WebhookEventKind = z.infer<typeof WebhookEventKind>;
export const WEBHOOK_EVENT_KINDS: readonly WebhookEventKind[] = WebhookEventKind.options;
