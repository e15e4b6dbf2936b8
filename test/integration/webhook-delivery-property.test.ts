import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '../../domain/command-handling/handle-command.ts';
import { WEBHOOK_LIMITS } from '../../domain/webhooks/limits.ts';
import { webhookDecider } from '../../domain/webhooks/webhook.ts';
import { webhookSecretContext, webhookStream } from '../../domain/webhooks/webhook-events.ts';
import { SqlWebhookOutbox } from '../../infra/webhooks/sql-webhook-outbox.ts';
import { newWebhookSecret } from '../../infra/webhooks/webhook-command-deps.ts';
import { WebhookDispatcher } from '../../processes/webhooks/webhook-dispatcher.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { type Answer, startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

type Reply = 'ok' | 'client_error' | 'server_error' | 'timeout' | 'gone';
const ANSWERS: Record<Reply, Answer> = {
  ok: { status: 200 },
  client_error: { status: 400 },
  server_error: { status: 503 },
  timeout: { hang: true },
  gone: { status: 410 },
};
const WINDOW = WEBHOOK_LIMITS.retryWindowMs;

interface Row {
  id: string;
  webhook_id: string;
  status: string;
  attempt: number;
  created_at: Date;
  expires_at: Date | null;
}
interface AttemptRow {
  delivery_id: string;
  attempt: number;
  status: string;
  response_status: number | null;
  error: string | null;
  started_at: Date;
  finished_at: Date | null;
}

/**
 * For any sequence of receiver answers (2xx, 4xx, 5xx, timeouts, 410) and restarts of the
 * dispatcher (cut off mid-attempt, as a kill would), on a simulated clock: every event reaches
 * every endpoint as one delivery with one id, recorded as a success at most once and otherwise
 * dead once 3 days have passed (or at once on a 410).
 */
describe('webhook delivery property: at most one success per event and endpoint, otherwise dead after 3 days', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let clock = Date.parse('2026-03-01T00:00:00Z');
  const now = () => new Date(clock);

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await startTestApp(
      { OUTBOUND_ALLOWED_NETWORKS: '127.0.0.1/32' },
      { outboundCa: [receiver.ca], now, runWebhooks: false },
    );
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('holds for any answers and restarts', async () => {
    const tenantId = (await t.createStore()).tenantId;
    const outbox = new SqlWebhookOutbox(t.runtime.pool);
    const dispatcher = (random: () => number) =>
      new WebhookDispatcher(
        {
          outbox,
          http: t.runtime.outbound,
          secrets: t.runtime.secrets,
          eventStore: t.runtime.eventStore,
          newId: randomUUID,
          now,
          random,
        },
        { timeoutMs: 150, perEndpoint: 2, concurrency: 8, sweepMs: 0 },
      );
    const replies = fc.constantFrom<Reply>('ok', 'client_error', 'server_error', 'timeout', 'gone');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(replies, { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 2 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        async (scripts, eventsPerEndpoint, restarts, jitter) => {
          // Endpoints, each answering by its own script (cycled).
          const endpoints: { id: string; path: string }[] = [];
          for (let n = 0; n < scripts.length; n++) {
            const id = randomUUID();
            const path = `/p/${id}`;
            endpoints.push({ id, path });
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
              { newEventId: randomUUID },
            );
          }
          const scriptOf = new Map<string, Reply[]>(endpoints.map((e, i) => [e.path, scripts[i] ?? ['ok']]));
          receiver.answer((r, i) => {
            const script = scriptOf.get(r.path);
            return script ? ANSWERS[script[i % script.length] ?? 'ok'] : { status: 404 };
          });
          const events = new Set<string>();
          for (const e of endpoints)
            for (let n = 0; n < eventsPerEndpoint; n++) {
              const pingId = randomUUID();
              events.add(`${e.id}/${pingId}`);
              await handleCommand(
                t.runtime.eventStore,
                webhookStream(tenantId, e.id),
                webhookDecider,
                { type: 'RequestWebhookPing', tenantId, webhookId: e.id, now: now().toISOString(), pingId },
                { newEventId: () => pingId },
              );
            }
          await t.settle();

          const ids = endpoints.map((e) => e.id);
          /** Deliveries not finished, and when the next one a dispatcher may claim is due. */
          const open = async () =>
            (
              await t.db.pool.query<{ n: string; due: Date | number | null; leased: string }>(
                `select count(*) as n,
                        min(d.next_attempt_at) filter (where (w.enabled or d.event_type = 'ping')
                          and (d.lease_until is null or d.lease_until <= $2)) as due,
                        count(*) filter (where d.lease_until > $2) as leased
                   from webhook_deliveries d join webhooks w on w.webhook_id = d.webhook_id
                  where d.webhook_id = any($1) and d.status in ('pending', 'failed')`,
                [ids, now()],
              )
            ).rows[0];
          let d = dispatcher(() => jitter);
          let step = 0;
          for (let guard = 0; ; guard++) {
            expect(guard, 'the deliveries never finished').toBeLessThan(400);
            const restart = restarts[step++ % restarts.length] && step <= restarts.length;
            if (restart) {
              // Attempts start, then the process dies: nothing more is recorded; leases pass.
              await d.tick();
              await new Promise((r) => setTimeout(r, 5 + (step % 3) * 20));
              await d.crash();
              d = dispatcher(() => jitter);
              clock += d.leaseMs;
            } else {
              await d.drain();
            }
            await t.settle();
            const left = await open();
            if (Number(left?.n ?? 0) === 0) break;
            // Move the clock to the next attempt due; past the leases a restart left; or, when
            // only deliveries held for a disabled endpoint are left, towards the end of their window.
            // A delivery never tried is due at '-infinity', which the driver reads as -Infinity.
            const due = left?.due == null ? null : Number(left.due);
            if (due !== null) clock = Math.max(clock, due);
            else clock += Number(left?.leased ?? 0) > 0 ? d.leaseMs : WINDOW / 4;
          }
          await d.stop();

          const rows = (
            await t.db.pool.query<Row>(
              'select id, webhook_id, status, attempt, created_at, expires_at from webhook_deliveries where webhook_id = any($1)',
              [ids],
            )
          ).rows;
          const attempts = (
            await t.db.pool.query<AttemptRow>(
              `select delivery_id, attempt, status, response_status, error, started_at, finished_at
                 from webhook_delivery_attempts where delivery_id = any($1) order by delivery_id, attempt`,
              [rows.map((r) => r.id)],
            )
          ).rows;
          const enabled = new Set(
            (
              await t.db.pool.query<{ webhook_id: string }>(
                'select webhook_id from webhooks where webhook_id = any($1) and enabled',
                [ids],
              )
            ).rows.map((r) => r.webhook_id),
          );
          // One delivery per event and endpoint.
          expect(rows).toHaveLength(events.size);
          for (const row of rows) {
            const mine = attempts.filter((a) => a.delivery_id === row.id);
            const sent = receiver.received.filter((r) => r.headers['webhook-id'] === row.id);
            expect(['succeeded', 'dead']).toContain(row.status);
            expect(mine.map((a) => a.attempt)).toEqual(mine.map((_, i) => i + 1));
            expect(mine.length).toBe(row.attempt);
            expect(mine.filter((a) => a.status === 'succeeded').length).toBe(
              row.status === 'succeeded' ? 1 : 0,
            );
            // Every attempt that reached the receiver carried the delivery's id and the same bytes.
            expect(new Set(sent.map((r) => r.body)).size).toBeLessThanOrEqual(1);
            expect(sent.length).toBeLessThanOrEqual(mine.length);
            // A success is the last attempt; the receiver answered 2xx again only for attempts a
            // restart cut off, or whose 2xx came after the time limit (a busy machine).
            const unanswered = mine.filter(
              (a) => a.error?.startsWith('interrupted') || a.error?.startsWith('timeout'),
            ).length;
            expect(sent.filter((r) => r.status !== null && r.status < 300).length).toBeLessThanOrEqual(
              1 + unanswered,
            );
            if (row.status === 'succeeded') expect(mine.at(-1)?.status).toBe('succeeded');
            if (row.status === 'dead') {
              const last = mine.at(-1);
              const gone = last?.response_status === 410;
              const windowEnd = (row.expires_at ?? new Date(row.created_at.getTime() + WINDOW)).getTime();
              // Dead only on a 410 or once its 3 days have passed: sent until then if its endpoint
              // stayed enabled, held (and then dead) if another delivery's 410 disabled it.
              if (!gone) expect(clock).toBeGreaterThanOrEqual(windowEnd);
              if (!gone && enabled.has(row.webhook_id)) expect(last?.finished_at?.getTime()).toBe(windowEnd);
              if (!gone && last) expect(windowEnd - (mine[0]?.started_at.getTime() ?? 0)).toBe(WINDOW);
            }
          }
        },
      ),
      { numRuns: Number(process.env.WEBHOOK_PROPERTY_RUNS ?? 6) },
    );
    // Six runs of restarts and timeouts: 195 s alone at load 15, past 300 s inside a full run at load 20.
  }, 600_000);
});
