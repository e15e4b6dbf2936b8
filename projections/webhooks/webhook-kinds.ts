import type { RecordedEvent } from '../../domain/event-store/event-store.ts';
import type { WebhookEventKind } from '../../domain/webhooks/event-kinds.ts';

/** How one domain event type becomes a webhook of one kind. */
export interface WebhookKindRow {
  readonly kind: WebhookEventKind;
  /** The payload's `data` (each kind's is documented in docs/webhooks.md). */
  readonly data: (event: RecordedEvent) => Record<string, unknown>;
  /**
   * The one endpoint that receives it whatever it subscribed to (a ping). Without it, every
   * enabled endpoint of the event's store subscribed to the kind receives it.
   */
  readonly endpoint?: (event: RecordedEvent) => string;
}

/**
 * THE table from domain event type to webhook kind: the webhooks projector makes one delivery
 * per subscribed endpoint for each event of a type listed here. A feature that causes a kind
 * appends its own past-tense domain event (carrying `tenantId`), adds its row here, removes the
 * kind from KINDS_NOT_BUILT_YET below and documents the payload in docs/webhooks.md;
 * `webhook-kinds.test.ts` checks all three.
 */
export const WEBHOOK_KINDS: Readonly<Record<string, WebhookKindRow>> = {
  WebhookPingRequested: {
    kind: 'ping',
    endpoint: (event) => String(event.data.webhookId),
    data: (event) => ({ webhook_id: event.data.webhookId }),
  },
  UsageThresholdReached: {
    kind: 'usage.threshold_reached',
    data: ({ data: d }) => ({
      period: d.period,
      metric: d.metric,
      threshold_percent: d.threshold,
      used: d.used,
      limit: d.limit,
      reached_at: d.at,
    }),
  },
  ZeroResultsSpikeDetected: {
    kind: 'search.zero_results_spike',
    data: ({ data: d }) => ({
      window_start: d.windowStart,
      window_end: d.windowEnd,
      searches: d.searches,
      zero_results: d.zeroResults,
      zero_result_rate: d.rate,
      baseline_rate: d.baselineRate,
      top_queries: d.topQueries,
    }),
  },
  PaymentFailed: {
    kind: 'billing.payment_failed',
    data: (event) => ({
      invoice_id: event.data.invoiceId,
      reason: event.data.reason,
      failed_at: event.data.failedAt,
      grace_ends_at: event.data.graceEndsAt,
    }),
  },
  ImportFinished: {
    kind: 'catalog.import_finished',
    data: (event) => ({
      import_id: event.data.importId,
      parent_id: event.data.parentId ?? null,
      source: event.data.source,
      status: event.data.status,
      dry_run: event.data.dryRun,
      stats: event.data.stats,
      error: event.data.error ?? null,
      next_run_at: event.data.nextRunAt ?? null,
      finished_at: event.data.at,
    }),
  },
  ConnectorSyncFailed: {
    kind: 'catalog.sync_failed',
    data: (event) => ({
      connector_id: event.data.connectorId,
      platform: event.data.platform,
      job_id: event.data.jobId,
      error: event.data.error,
      failed_at: event.data.at,
    }),
  },
};

/** Spec kinds whose feature does not exist yet, so nothing emits them: remove a name when adding its row. */
export const KINDS_NOT_BUILT_YET: readonly WebhookEventKind[] = [
  'translation.batch_ready',
  'experiment.finished',
  'assistant.handover',
];
