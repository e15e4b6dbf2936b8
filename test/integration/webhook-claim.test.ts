import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_LIMITS } from '../../domain/webhooks/limits.ts';
import type { ClaimOptions } from '../../domain/webhooks/outbox.ts';
import { SqlWebhookOutbox } from '../../infra/webhooks/sql-webhook-outbox.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/** The dispatcher's claim: per endpoint, its oldest due deliveries up to its free slots. */
describe('webhook claim', () => {
  let db: TestDatabase;
  let outbox: SqlWebhookOutbox;
  const now = new Date('2026-03-01T00:00:00Z');
  const options = (limit: number, perEndpoint: number): ClaimOptions => ({
    now,
    limit,
    perEndpoint,
    leaseMs: 60_000,
    windowMs: WEBHOOK_LIMITS.retryWindowMs,
  });

  beforeAll(async () => {
    db = await createTestDatabase();
    outbox = new SqlWebhookOutbox(db.pool);
  });
  afterAll(async () => {
    await outbox.close();
    await db.drop();
  });

  const endpoint = async (id: string, enabled = true) =>
    db.pool.query(
      `insert into webhooks (webhook_id, tenant_id, url, events, enabled, secret, created_at, updated_at)
       values ($1, 't1', 'https://example.com/hook', '{catalog.import_finished}', $2, 'sealed', $3, $3)`,
      [id, enabled, now],
    );

  /** `count` deliveries due `agoMs` before now (each a millisecond apart, oldest first). */
  const deliveries = async (
    webhookId: string,
    count: number,
    agoMs: number,
    eventType = 'catalog.import_finished',
  ) =>
    db.pool.query(
      `insert into webhook_deliveries (id, tenant_id, webhook_id, event_id, event_type, payload, next_attempt_at, created_at)
       select $1 || '-' || n, 't1', $1, $1 || '-' || n, $4, '{}',
              $2::timestamptz - ($3::int - n) * interval '1 millisecond', $2
         from generate_series(1, $5::int) n`,
      [webhookId, now, agoMs, eventType, count],
    );

  const byEndpoint = (claimed: readonly { webhookId: string }[]) =>
    Object.fromEntries(
      [...new Set(claimed.map((c) => c.webhookId))]
        .sort()
        .map((w) => [w, claimed.filter((c) => c.webhookId === w).length]),
    );

  it('an endpoint with a long backlog does not hide another endpoint’s newer deliveries', async () => {
    await endpoint('backlog');
    await endpoint('quiet');
    // Far more old deliveries than a claim looks at when it scans the oldest due ones first.
    await deliveries('backlog', 3_000, 3_600_000);
    await deliveries('quiet', 1, 1_000);
    const claimed = await outbox.claimDue(options(8, 4));
    expect(byEndpoint(claimed)).toEqual({ backlog: 4, quiet: 1 });
    // Oldest first within an endpoint.
    expect(
      claimed
        .filter((c) => c.webhookId === 'backlog')
        .map((c) => c.id)
        .sort(),
    ).toEqual(['backlog-1', 'backlog-2', 'backlog-3', 'backlog-4']);
    // Both endpoints' slots are taken now: nothing more until an attempt ends.
    expect(await outbox.claimDue(options(8, 4))).toEqual([]);
    await outbox.recordAll(
      claimed.map((c) => ({
        id: c.id,
        attempt: c.attempt,
        outcome: 'succeeded' as const,
        responseStatus: 204,
        error: null,
        finishedAt: now,
        nextAttemptAt: null,
      })),
    );
    const next = await outbox.claimDue(options(8, 4));
    expect(next.map((c) => c.id).sort()).toEqual(['backlog-5', 'backlog-6', 'backlog-7', 'backlog-8']);
  });

  it('takes per endpoint only its free slots, and from a disabled endpoint only pings', async () => {
    await endpoint('busy');
    await endpoint('off', false);
    await deliveries('busy', 10, 5_000);
    await deliveries('off', 3, 5_000);
    await db.pool.query(`update webhook_deliveries set event_type = 'ping' where id = 'off-2'`);
    await db.pool.query(
      `update webhook_deliveries set lease_until = $1 where id in ('busy-1', 'busy-2', 'busy-3')`,
      [new Date(now.getTime() + 60_000)],
    );
    const claimed = await outbox.claimDue(options(20, 4));
    const here = claimed.filter((c) => c.webhookId === 'busy' || c.webhookId === 'off');
    expect(here.map((c) => c.id).sort()).toEqual(['busy-4', 'off-2']);
  });

  it('a notice of new deliveries that comes while the dispatcher claims (nobody waits) ends its next wait at once', async () => {
    // Listening: a wait ends on a notice.
    const first = outbox.waitForWork(120_000);
    let ended = false;
    void first.then(() => {
      ended = true;
    });
    while (!ended) {
      await db.pool.query(`notify webhook_deliveries`);
      await new Promise((r) => setTimeout(r, 20));
    }
    // Let the notices sent before the first wait ended arrive, then one with nobody waiting.
    await new Promise((r) => setTimeout(r, 200));
    await outbox.waitForWork(0);
    await db.pool.query(`notify webhook_deliveries`);
    await new Promise((r) => setTimeout(r, 200));
    // Without the notice kept, this waits for its whole poll interval (beyond the test's timeout).
    await outbox.waitForWork(120_000);
  });
});
