import type { SqlExecutor } from '../../domain/shared/sql.ts';
import type { DeliveryStatus, WebhookDeliveryOut, WebhookOut } from '../../domain/webhooks/contract.ts';
import type { WebhookEventKind } from '../../domain/webhooks/event-kinds.ts';
import type { DisabledReason } from '../../domain/webhooks/webhook-events.ts';

interface WebhookRow {
  webhook_id: string;
  url: string;
  events: WebhookEventKind[];
  description: string | null;
  enabled: boolean;
  disabled_reason: DisabledReason | null;
  failure_count: number | null;
  created_at: Date;
}

const WEBHOOK_COLUMNS = `w.webhook_id, w.url, w.events, w.description, w.enabled, w.disabled_reason,
  h.failure_count, w.created_at
  from webhooks w left join webhook_endpoint_health h on h.webhook_id = w.webhook_id`;

const toWebhook = (r: WebhookRow): WebhookOut => ({
  id: r.webhook_id,
  url: r.url,
  events: r.events,
  description: r.description,
  enabled: r.enabled,
  failure_count: r.failure_count ?? 0,
  created_at: r.created_at.toISOString(),
  disabled_reason: r.disabled_reason,
});

export async function listWebhooks(sql: SqlExecutor, tenantId: string): Promise<WebhookOut[]> {
  const { rows } = await sql.query<WebhookRow>(
    `select ${WEBHOOK_COLUMNS} where w.tenant_id = $1 order by w.created_at, w.webhook_id`,
    [tenantId],
  );
  return rows.map(toWebhook);
}

export async function findWebhook(
  sql: SqlExecutor,
  tenantId: string,
  id: string,
): Promise<WebhookOut | null> {
  const { rows } = await sql.query<WebhookRow>(
    `select ${WEBHOOK_COLUMNS} where w.tenant_id = $1 and w.webhook_id = $2`,
    [tenantId, id],
  );
  return rows[0] ? toWebhook(rows[0]) : null;
}

export async function countWebhooks(sql: SqlExecutor, tenantId: string): Promise<number> {
  const { rows } = await sql.query<{ n: string }>('select count(*) as n from webhooks where tenant_id = $1', [
    tenantId,
  ]);
  return Number(rows[0]?.n ?? 0);
}

interface DeliveryRow {
  id: string;
  seq: string;
  event_id: string;
  event_type: WebhookEventKind;
  status: DeliveryStatus;
  attempt: number;
  response_status: number | null;
  created_at: Date;
  delivered_at: Date | null;
  next_attempt_at: Date | null;
  attempts: {
    attempt: number;
    status: 'pending' | 'succeeded' | 'failed';
    response_status: number | null;
    error: string | null;
    started_at: string;
    finished_at: string | null;
  }[];
}

export interface DeliveryListing extends WebhookDeliveryOut {
  /** The delivery's place in the list (newest first), for cursors. */
  readonly seq: string;
}

const iso = (text: string | null): string | null => (text === null ? null : new Date(text).toISOString());

const toDelivery = (r: DeliveryRow): DeliveryListing => ({
  seq: r.seq,
  id: r.id,
  event_id: r.event_id,
  event_type: r.event_type,
  status: r.status,
  attempt: r.attempt,
  response_status: r.response_status,
  created_at: r.created_at.toISOString(),
  delivered_at: r.delivered_at?.toISOString() ?? null,
  next_attempt_at: r.next_attempt_at?.toISOString() ?? null,
  attempts: r.attempts.map((a) => ({
    attempt: a.attempt,
    status: a.status,
    response_status: a.response_status,
    error: a.error,
    started_at: iso(a.started_at) ?? '',
    finished_at: iso(a.finished_at),
  })),
});

const DELIVERY_COLUMNS = `d.id, d.seq::text as seq, d.event_id, d.event_type, d.status, d.attempt, d.response_status,
  d.created_at, d.delivered_at,
  case when d.status not in ('pending', 'failed') then null
       when d.next_attempt_at = '-infinity' then d.created_at else d.next_attempt_at end as next_attempt_at,
  coalesce((select json_agg(json_build_object('attempt', a.attempt, 'status', a.status,
      'response_status', a.response_status, 'error', a.error, 'started_at', a.started_at,
      'finished_at', a.finished_at) order by a.attempt)
    from webhook_delivery_attempts a where a.delivery_id = d.id), '[]') as attempts
  from webhook_deliveries d`;

/** An endpoint's deliveries, newest first, after the cursor's `seq`. */
export async function listDeliveries(
  sql: SqlExecutor,
  tenantId: string,
  webhookId: string,
  beforeSeq: string | null,
  limit: number,
): Promise<DeliveryListing[]> {
  const { rows } = await sql.query<DeliveryRow>(
    `select ${DELIVERY_COLUMNS}
      where d.webhook_id = $2 and d.tenant_id = $1 and ($3::bigint is null or d.seq < $3::bigint)
      order by d.seq desc limit $4`,
    [tenantId, webhookId, beforeSeq, limit],
  );
  return rows.map(toDelivery);
}

export async function countDeliveries(
  sql: SqlExecutor,
  tenantId: string,
  webhookId: string,
): Promise<number> {
  const { rows } = await sql.query<{ n: string }>(
    'select count(*) as n from webhook_deliveries where tenant_id = $1 and webhook_id = $2',
    [tenantId, webhookId],
  );
  return Number(rows[0]?.n ?? 0);
}

export async function findDelivery(
  sql: SqlExecutor,
  tenantId: string,
  deliveryId: string,
): Promise<DeliveryListing | null> {
  const { rows } = await sql.query<DeliveryRow>(
    `select ${DELIVERY_COLUMNS} where d.tenant_id = $1 and d.id = $2`,
    [tenantId, deliveryId],
  );
  return rows[0] ? toDelivery(rows[0]) : null;
}
