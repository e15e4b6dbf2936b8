import { describe, it } from 'vitest';
import { deciderSpec } from '../../test/support/decider-spec.ts';
import { webhookDecider } from './webhook.ts';
import type { WebhookCreated, WebhookEvent } from './webhook-events.ts';

const spec = deciderSpec(webhookDecider);
const ids = { tenantId: 't1', webhookId: 'w1' };
const now = '2026-03-01T10:00:00.000Z';
const created: WebhookCreated = {
  type: 'WebhookCreated',
  data: {
    ...ids,
    at: '2026-03-01T09:00:00.000Z',
    url: 'https://hooks.example/in',
    events: ['catalog.import_finished'],
    description: null,
    enabled: true,
    secret: 'sealed-1',
  },
};
const rotated = (
  secret: string,
  previous: { secret: string; expiresAt: string }[],
  at = now,
): WebhookEvent => ({
  type: 'WebhookSecretRotated',
  data: { ...ids, at, secret, previousSecrets: previous },
});

describe('webhook decider', () => {
  it('creates an endpoint once, its kinds without repeats', () => {
    spec([])
      .when({
        type: 'CreateWebhook',
        ...ids,
        now,
        url: 'https://hooks.example/in',
        events: ['ping', 'catalog.sync_failed', 'ping'],
        description: 'erp',
        enabled: true,
        secret: 'sealed-1',
      })
      .then([
        {
          type: 'WebhookCreated',
          data: {
            ...ids,
            at: now,
            url: 'https://hooks.example/in',
            events: ['ping', 'catalog.sync_failed'],
            description: 'erp',
            enabled: true,
            secret: 'sealed-1',
          },
        },
      ]);
    spec([created])
      .when({ ...created.data, type: 'CreateWebhook', now })
      .thenThrows({ code: 'conflict' });
  });

  it('updates only what changed; null description clears it; enabling and disabling are events of their own', () => {
    spec([created])
      .when({ type: 'UpdateWebhook', ...ids, now, changes: { url: 'https://hooks.example/in' } })
      .then([]);
    spec([created])
      .when({ type: 'UpdateWebhook', ...ids, now, changes: { url: 'https://new.example/', enabled: false } })
      .then([
        {
          type: 'WebhookUpdated',
          data: {
            ...ids,
            at: now,
            url: 'https://new.example/',
            events: ['catalog.import_finished'],
            description: null,
          },
        },
        { type: 'WebhookDisabled', data: { ...ids, at: now, reason: 'requested', deliveryId: null } },
      ]);
    const disabled: WebhookEvent = {
      type: 'WebhookDisabled',
      data: { ...ids, at: now, reason: 'gone', deliveryId: 'msg_1' },
    };
    spec([created, disabled])
      .when({ type: 'UpdateWebhook', ...ids, now, changes: { enabled: true } })
      .then([{ type: 'WebhookEnabled', data: { ...ids, at: now } }]);
  });

  it('keeps the replaced secret signing for 24 hours, and every earlier one still within its own 24 hours', () => {
    spec([created])
      .when({ type: 'RotateWebhookSecret', ...ids, now, secret: 'sealed-2' })
      .then([rotated('sealed-2', [{ secret: 'sealed-1', expiresAt: '2026-03-02T10:00:00.000Z' }])]);
    const first = rotated('sealed-2', [{ secret: 'sealed-1', expiresAt: '2026-03-02T10:00:00.000Z' }]);
    spec([created, first])
      .when({ type: 'RotateWebhookSecret', ...ids, now: '2026-03-01T12:00:00.000Z', secret: 'sealed-3' })
      .then([
        rotated(
          'sealed-3',
          [
            { secret: 'sealed-2', expiresAt: '2026-03-02T12:00:00.000Z' },
            { secret: 'sealed-1', expiresAt: '2026-03-02T10:00:00.000Z' },
          ],
          '2026-03-01T12:00:00.000Z',
        ),
      ]);
    spec([created, first])
      .when({ type: 'RotateWebhookSecret', ...ids, now: '2026-03-03T00:00:00.000Z', secret: 'sealed-3' })
      .then([
        rotated(
          'sealed-3',
          [{ secret: 'sealed-2', expiresAt: '2026-03-04T00:00:00.000Z' }],
          '2026-03-03T00:00:00.000Z',
        ),
      ]);
  });

  it('disables an endpoint whose receiver answered 410 or kept failing once, and not a deleted or disabled one', () => {
    spec([created])
      .when({ type: 'AutoDisableWebhook', ...ids, now, reason: 'failing', deliveryId: 'msg_9' })
      .then([{ type: 'WebhookDisabled', data: { ...ids, at: now, reason: 'failing', deliveryId: 'msg_9' } }]);
    spec([created])
      .when({ type: 'AutoDisableWebhook', ...ids, now, reason: 'gone', deliveryId: 'msg_1' })
      .then([{ type: 'WebhookDisabled', data: { ...ids, at: now, reason: 'gone', deliveryId: 'msg_1' } }]);
    const gone: WebhookEvent = {
      type: 'WebhookDisabled',
      data: { ...ids, at: now, reason: 'gone', deliveryId: 'msg_1' },
    };
    spec([created, gone])
      .when({ type: 'AutoDisableWebhook', ...ids, now, reason: 'gone', deliveryId: 'msg_2' })
      .then([]);
    spec([created, { type: 'WebhookDeleted', data: { ...ids, at: now } }])
      .when({ type: 'AutoDisableWebhook', ...ids, now, reason: 'gone', deliveryId: 'msg_2' })
      .then([]);
  });

  it('pings and deletes only an endpoint that exists', () => {
    spec([created])
      .when({ type: 'RequestWebhookPing', ...ids, now, pingId: 'p1' })
      .then([{ type: 'WebhookPingRequested', data: { ...ids, at: now, pingId: 'p1' } }]);
    spec([])
      .when({ type: 'RequestWebhookPing', ...ids, now, pingId: 'p1' })
      .thenThrows({ code: 'not_found' });
    const deleted: WebhookEvent = { type: 'WebhookDeleted', data: { ...ids, at: now } };
    spec([created])
      .when({ type: 'DeleteWebhook', ...ids, now })
      .then([deleted]);
    spec([created, deleted])
      .when({ type: 'DeleteWebhook', ...ids, now })
      .thenThrows({ code: 'not_found' });
    spec([created, deleted])
      .when({ type: 'UpdateWebhook', ...ids, now, changes: { enabled: true } })
      .thenThrows({ code: 'not_found' });
  });
});
