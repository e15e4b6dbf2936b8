import { match } from 'ts-pattern';
import {
  comparePositions,
  type LogPosition,
  type RecordedEvent,
} from '../../domain/event-store/event-store.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { deliveryIdOf, payloadOf, publicEventId } from '../../domain/webhooks/delivery.ts';
import { WEBHOOK_EVENT_TYPES, type WebhookEvent } from '../../domain/webhooks/webhook-events.ts';
import type { SqlProjector } from '../projector.ts';
import { WEBHOOK_KINDS, type WebhookKindRow } from './webhook-kinds.ts';

const NAME = 'webhooks';

async function applyEndpointEvent(event: WebhookEvent, sql: SqlExecutor): Promise<void> {
  await match(event)
    .with({ type: 'WebhookCreated' }, ({ data }) =>
      sql.query(
        `insert into webhooks (webhook_id, tenant_id, url, events, description, enabled, secret, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $8) on conflict do nothing`,
        [
          data.webhookId,
          data.tenantId,
          data.url,
          data.events,
          data.description,
          data.enabled,
          data.secret,
          data.at,
        ],
      ),
    )
    .with({ type: 'WebhookUpdated' }, ({ data }) =>
      sql.query(
        'update webhooks set url = $3, events = $4, description = $5, updated_at = $6 where tenant_id = $1 and webhook_id = $2',
        [data.tenantId, data.webhookId, data.url, data.events, data.description, data.at],
      ),
    )
    .with({ type: 'WebhookEnabled' }, ({ data }) =>
      sql.query(
        'update webhooks set enabled = true, disabled_reason = null, updated_at = $3 where tenant_id = $1 and webhook_id = $2',
        [data.tenantId, data.webhookId, data.at],
      ),
    )
    .with({ type: 'WebhookDisabled' }, ({ data }) =>
      sql.query(
        'update webhooks set enabled = false, disabled_reason = $3, updated_at = $4 where tenant_id = $1 and webhook_id = $2',
        [data.tenantId, data.webhookId, data.reason, data.at],
      ),
    )
    .with({ type: 'WebhookSecretRotated' }, ({ data }) =>
      sql.query(
        'update webhooks set secret = $3, previous_secrets = $4, updated_at = $5 where tenant_id = $1 and webhook_id = $2',
        [data.tenantId, data.webhookId, data.secret, JSON.stringify(data.previousSecrets), data.at],
      ),
    )
    .with({ type: 'WebhookDeleted' }, async ({ data }) => {
      // The endpoint goes with its record: nothing more is sent to it, and its history is not kept.
      const args = [data.tenantId, data.webhookId];
      await sql.query('delete from webhooks where tenant_id = $1 and webhook_id = $2', args);
      await sql.query(
        `delete from webhook_delivery_attempts a using webhook_deliveries d
          where d.tenant_id = $1 and d.webhook_id = $2 and a.delivery_id = d.id`,
        args,
      );
      await sql.query('delete from webhook_deliveries where tenant_id = $1 and webhook_id = $2', args);
      await sql.query('delete from webhook_endpoint_health where tenant_id = $1 and webhook_id = $2', args);
    })
    .with({ type: 'WebhookPingRequested' }, async () => undefined)
    .exhaustive();
}

interface PendingDelivery {
  readonly id: string;
  readonly webhookId: string;
  readonly tenantId: string;
  readonly eventId: string;
  readonly kind: string;
  readonly payload: string;
  readonly at: string;
}

/**
 * The deliveries of one batch of events: the receiving endpoints of each (store, kind) or
 * (store, endpoint) are looked up once per batch, and the deliveries written in one statement.
 * An endpoint event writes what is pending first and forgets what was looked up, so every event
 * still meets the endpoints as they were when it was appended.
 */
class DeliveryBatch {
  private readonly receivers = new Map<string, readonly string[]>();
  private pending: PendingDelivery[] = [];

  constructor(private readonly sql: SqlExecutor) {}

  /** One delivery per receiving endpoint of `event`. */
  async add(row: WebhookKindRow, event: RecordedEvent): Promise<void> {
    const tenantId = String(event.data.tenantId ?? event.metadata.tenantId ?? '');
    const ids = await this.receiversOf(row, event, tenantId);
    if (ids.length === 0) return;
    const at = typeof event.data.at === 'string' ? event.data.at : event.createdAt.toISOString();
    const payload = payloadOf(row.kind, at, row.data(event));
    const eventId = publicEventId(event.id);
    for (const webhookId of ids)
      this.pending.push({
        id: deliveryIdOf(webhookId, event.id),
        webhookId,
        tenantId,
        eventId,
        kind: row.kind,
        payload,
        at,
      });
  }

  /** Before an endpoint changes: what is pending is written, and lookups are made again. */
  async endpointChanging(): Promise<void> {
    await this.flush();
    this.receivers.clear();
  }

  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const rows = this.pending;
    this.pending = [];
    await this.sql.query(
      `insert into webhook_deliveries (id, tenant_id, webhook_id, event_id, event_type, payload, created_at)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
       on conflict do nothing`,
      [
        rows.map((r) => r.id),
        rows.map((r) => r.tenantId),
        rows.map((r) => r.webhookId),
        rows.map((r) => r.eventId),
        rows.map((r) => r.kind),
        rows.map((r) => r.payload),
        rows.map((r) => r.at),
      ],
    );
  }

  private async receiversOf(
    row: WebhookKindRow,
    event: RecordedEvent,
    tenantId: string,
  ): Promise<readonly string[]> {
    const endpoint = row.endpoint?.(event);
    const key =
      endpoint === undefined
        ? `${tenantId}\u0000kind\u0000${row.kind}`
        : `${tenantId}\u0000endpoint\u0000${endpoint}`;
    const known = this.receivers.get(key);
    if (known) return known;
    const { rows } =
      endpoint === undefined
        ? await this.sql.query<{ webhook_id: string }>(
            'select webhook_id from webhooks where tenant_id = $1 and enabled and $2 = any(events)',
            [tenantId, row.kind],
          )
        : await this.sql.query<{ webhook_id: string }>(
            'select webhook_id from webhooks where tenant_id = $1 and webhook_id = $2',
            [tenantId, endpoint],
          );
    const ids = rows.map((r) => r.webhook_id);
    this.receivers.set(key, ids);
    return ids;
  }
}

async function loadMark(sql: SqlExecutor): Promise<LogPosition | null> {
  const { rows } = await sql.query<{ commit_position: string; prepare_position: string }>(
    'select commit_position, prepare_position from webhook_outbox_mark where name = $1',
    [NAME],
  );
  const row = rows[0];
  return row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } : null;
}

/**
 * Webhook endpoints (the read model behind `GET /v1/webhooks`) and the outbox: for each domain
 * event listed in WEBHOOK_KINDS, one delivery per receiving endpoint, in log order (an endpoint
 * receives the events appended after it was created and while it is enabled).
 *
 * A replay empties only `webhooks`. The deliveries are the dispatcher's record: they are never
 * emptied, and events at or before the outbox mark (the last position deliveries were made
 * for) make none again, so a replay never sends an event a second time.
 */
export const webhooksProjector: SqlProjector = {
  name: NAME,
  handles: new Set<string>([...WEBHOOK_EVENT_TYPES, ...Object.keys(WEBHOOK_KINDS)]),
  tables: ['webhooks'],
  async apply(events: readonly RecordedEvent[], sql: SqlExecutor) {
    const mark = await loadMark(sql);
    const deliveries = new DeliveryBatch(sql);
    for (const recorded of events) {
      if (WEBHOOK_EVENT_TYPES.has(recorded.type as WebhookEvent['type'])) {
        // A ping request changes no endpoint: it only makes a delivery (below).
        if (recorded.type !== 'WebhookPingRequested') await deliveries.endpointChanging();
        await applyEndpointEvent({ type: recorded.type, data: recorded.data } as WebhookEvent, sql);
      }
      const row = WEBHOOK_KINDS[recorded.type];
      if (row && (mark === null || comparePositions(recorded.position, mark) > 0))
        await deliveries.add(row, recorded);
    }
    await deliveries.flush();
    const last = events.at(-1);
    if (last && (mark === null || comparePositions(last.position, mark) > 0)) {
      await sql.query(
        `insert into webhook_outbox_mark (name, commit_position, prepare_position) values ($1, $2, $3)
         on conflict (name) do update set commit_position = $2, prepare_position = $3`,
        [NAME, String(last.position.commit), String(last.position.prepare)],
      );
    }
  },
};
