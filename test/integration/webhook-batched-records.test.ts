import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '../../domain/command-handling/handle-command.ts';
import { WEBHOOK_LIMITS } from '../../domain/webhooks/limits.ts';
import { type AttemptResult, attemptKey, type WebhookOutbox } from '../../domain/webhooks/outbox.ts';
import { webhookDecider } from '../../domain/webhooks/webhook.ts';
import { webhookSecretContext, webhookStream } from '../../domain/webhooks/webhook-events.ts';
import { SqlWebhookOutbox } from '../../infra/webhooks/sql-webhook-outbox.ts';
import { newWebhookSecret } from '../../infra/webhooks/webhook-command-deps.ts';
import { WebhookDispatcher } from '../../processes/webhooks/webhook-dispatcher.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

/** Attempts' results are written in batches: one statement for those that end together. */
describe('webhook attempts recorded in batches', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let tenantId: string;
  const clock = Date.parse('2026-03-01T00:00:00Z');
  const now = () => new Date(clock);

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await startTestApp(
      { OUTBOUND_ALLOWED_NETWORKS: '127.0.0.1/32' },
      { outboundCa: [receiver.ca], now, runWebhooks: false },
    );
    tenantId = (await t.createStore()).tenantId;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  /** An endpoint with `pings` deliveries waiting; its id and path. */
  const endpointWithPings = async (pings: number) => {
    const id = randomUUID();
    const path = `/batch/${id}`;
    const newEventId = randomUUID;
    await handleCommand(
      t.runtime.eventStore,
      webhookStream(tenantId, id),
      webhookDecider,
      {
        type: 'CreateWebhook',
        tenantId,
        webhookId: id,
        now: now().toISOString(),
        url: receiver.url(path),
        events: ['catalog.import_finished'],
        description: null,
        enabled: true,
        secret: t.runtime.secrets.seal(newWebhookSecret(), webhookSecretContext(tenantId, id)),
      },
      { newEventId },
    );
    for (let n = 0; n < pings; n++) {
      const pingId = randomUUID();
      await handleCommand(
        t.runtime.eventStore,
        webhookStream(tenantId, id),
        webhookDecider,
        { type: 'RequestWebhookPing', tenantId, webhookId: id, now: now().toISOString(), pingId },
        { newEventId: () => pingId },
      );
    }
    await t.settle();
    return { id, path };
  };

  it('the results of attempts that end together are written by one statement, not one each', async () => {
    const { path } = await endpointWithPings(6);
    const outbox = new SqlWebhookOutbox(t.runtime.pool);
    const writes: number[] = [];
    const counting: WebhookOutbox = {
      claimDue: (o) => outbox.claimDue(o),
      claimOne: (id, o) => outbox.claimOne(id, o),
      recordAll: (results) => {
        writes.push(results.length);
        return outbox.recordAll(results);
      },
      lastSuccessAt: (id) => outbox.lastSuccessAt(id),
      expireHeld: (at, ms) => outbox.expireHeld(at, ms),
      waitForWork: (ms, signal) => outbox.waitForWork(ms, signal),
      close: () => outbox.close(),
    };
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    receiver.answer((r) => (r.path === path ? { status: 204, after: gate } : { status: 404 }));
    const dispatcher = new WebhookDispatcher(
      {
        outbox: counting,
        http: t.runtime.outbound,
        secrets: t.runtime.secrets,
        eventStore: t.runtime.eventStore,
        newId: randomUUID,
        now,
      },
      { perEndpoint: 6, concurrency: 8, sweepMs: 0 },
    );
    const drained = dispatcher.drain();
    await receiver.waitFor(6, path);
    release();
    await drained;
    await dispatcher.stop();

    expect(writes.reduce((a, b) => a + b, 0)).toBe(6);
    // All six answers arrive at once: the first write takes what ended in its turn, a second at
    // most what arrived while it ran.
    expect(writes.length).toBeLessThanOrEqual(2);
    const { rows } = await t.db.pool.query<{ status: string; n: string }>(
      `select d.status, count(*) as n from webhook_deliveries d
        where d.webhook_id = (select webhook_id from webhooks where url = $1) group by d.status`,
      [receiver.url(path)],
    );
    expect(rows).toEqual([{ status: 'succeeded', n: '6' }]);
  });

  it('a batch records each attempt whose lease holds, and the health takes its results in the order they ended', async () => {
    const { id } = await endpointWithPings(3);
    const outbox = new SqlWebhookOutbox(t.runtime.pool);
    const claimed = await outbox.claimDue({
      now: now(),
      limit: 10,
      perEndpoint: 10,
      leaseMs: 60_000,
      windowMs: WEBHOOK_LIMITS.retryWindowMs,
    });
    const mine = claimed.filter((c) => c.webhookId === id);
    expect(mine).toHaveLength(3);
    const [a, b, c] = mine.map((d) => ({ id: d.id, attempt: d.attempt }));
    if (!a || !b || !c) throw new Error('three deliveries claimed');
    const at = (s: number) => new Date(clock + s * 1_000);
    const failed = (d: { id: string; attempt: number }, s: number): AttemptResult => ({
      ...d,
      outcome: 'failed',
      responseStatus: 503,
      error: null,
      finishedAt: at(s),
      nextAttemptAt: at(s + 5),
    });
    const results: AttemptResult[] = [
      failed(c, 3),
      {
        ...b,
        outcome: 'succeeded',
        responseStatus: 200,
        error: null,
        finishedAt: at(2),
        nextAttemptAt: null,
      },
      failed(a, 1),
      // An attempt this dispatcher no longer holds (another took the delivery since).
      failed({ id: a.id, attempt: a.attempt + 1 }, 4),
    ];
    const recorded = await outbox.recordAll(results);
    expect([...recorded].sort()).toEqual([a, b, c].map(attemptKey).sort());

    const deliveries = await t.db.pool.query<{ id: string; status: string; lease_until: Date | null }>(
      'select id, status, lease_until from webhook_deliveries where webhook_id = $1',
      [id],
    );
    const statusOf = new Map(deliveries.rows.map((r) => [r.id, r.status]));
    expect(statusOf.get(a.id)).toBe('failed');
    expect(statusOf.get(b.id)).toBe('succeeded');
    expect(statusOf.get(c.id)).toBe('failed');
    expect(deliveries.rows.every((r) => r.lease_until === null)).toBe(true);
    const attempts = await t.db.pool.query<{ delivery_id: string; status: string; response_status: number }>(
      'select delivery_id, status, response_status from webhook_delivery_attempts where delivery_id = any($1)',
      [[a.id, b.id, c.id]],
    );
    expect(attempts.rows.map((r) => [r.delivery_id, r.status, r.response_status]).sort()).toEqual(
      [
        [a.id, 'failed', 503],
        [b.id, 'succeeded', 200],
        [c.id, 'failed', 503],
      ].sort(),
    );
    // One failure after the last success (c at 3 s; a at 1 s came before the success at 2 s).
    const health = await t.db.pool.query<{
      failure_count: number;
      last_success_at: Date;
      last_failure_at: Date;
    }>(
      'select failure_count, last_success_at, last_failure_at from webhook_endpoint_health where webhook_id = $1',
      [id],
    );
    expect(health.rows).toEqual([{ failure_count: 1, last_success_at: at(2), last_failure_at: at(3) }]);

    // Written once: the same results again record nothing (their leases were given up).
    expect((await outbox.recordAll(results)).size).toBe(0);
  });
});
