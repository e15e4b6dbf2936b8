import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../domain/event-store/event-store.ts';
import { publicEventId } from '../../domain/webhooks/delivery.ts';
import { webhooksProjector } from '../../projections/webhooks/webhooks-projector.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const tenantId = 'store-1';
let position = 0n;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => {
  position++;
  return {
    id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
    streamId: 'any',
    revision: position,
    position: { commit: position, prepare: position },
    type,
    data: { tenantId, at: '2026-11-24T08:00:00.000Z', ...data },
    metadata: {},
    createdAt: new Date('2026-11-24T08:00:00.000Z'),
  };
};
const created = (webhookId: string) =>
  recorded('WebhookCreated', {
    webhookId,
    url: `https://receiver.example/${webhookId}`,
    events: ['usage.threshold_reached'],
    description: null,
    enabled: true,
    secret: 'sealed',
  });
const usage = (n: number) =>
  recorded('UsageThresholdReached', {
    period: '2026-11',
    metric: 'searches',
    threshold: 80,
    used: n,
    limit: 100,
  });

/**
 * The projector writes a batch's deliveries together; each event still goes to the endpoints as
 * they were when it was appended, though endpoints are created, disabled and deleted within the batch.
 */
describe('webhooks projector: one batch, endpoints changing inside it', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db?.drop());

  it('gives each event the endpoints of its moment, and a deleted endpoint keeps no delivery', async () => {
    const first = usage(1);
    const second = usage(2);
    const third = usage(3);
    const ping = recorded('WebhookPingRequested', { webhookId: 'b', pingId: 'p1' });
    const pingC = recorded('WebhookPingRequested', { webhookId: 'c', pingId: 'p2' });
    const batch = [
      created('a'),
      first,
      created('b'),
      created('c'),
      second,
      recorded('WebhookDisabled', { webhookId: 'a', reason: 'requested', deliveryId: null }),
      third,
      ping,
      pingC,
      recorded('WebhookDeleted', { webhookId: 'b' }),
    ];
    const client = await db.pool.connect();
    try {
      await client.query('begin');
      await webhooksProjector.apply(batch, client);
      await client.query('commit');
    } finally {
      client.release();
    }
    const { rows } = await db.pool.query<{ webhook_id: string; event_id: string; event_type: string }>(
      'select webhook_id, event_id, event_type from webhook_deliveries order by seq',
    );
    expect(rows.map((r) => [r.webhook_id, r.event_type, r.event_id])).toEqual([
      ['a', 'usage.threshold_reached', publicEventId(first.id)],
      ['a', 'usage.threshold_reached', publicEventId(second.id)],
      ['c', 'usage.threshold_reached', publicEventId(second.id)],
      ['c', 'usage.threshold_reached', publicEventId(third.id)],
      ['c', 'ping', publicEventId(pingC.id)],
    ]);
    expect(ping.data.webhookId).toBe('b'); // b's ping was made, then went with b
  });
});
