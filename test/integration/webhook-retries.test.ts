import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { handleCommand } from '../../domain/command-handling/handle-command.ts';
import { webhookDecider } from '../../domain/webhooks/webhook.ts';
import { webhookStream } from '../../domain/webhooks/webhook-events.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Delivery {
  id: string;
  status: string;
  attempt: number;
  response_status: number | null;
  next_attempt_at: string | null;
  attempts: { attempt: number; status: string; response_status: number | null; error: string | null }[];
}

/** Retries on a simulated clock: the dispatcher runs in the app (the worker role's loop) and the test moves time. */
describe('outgoing webhooks: retries, Retry-After, dead after 3 days, auto-disable, 410, redirects, timeouts, per-endpoint slots', () => {
  let t: TestApp;
  let store: CreatedStore;
  let receiver: WebhookReceiver;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  const advance = (ms: number) => {
    clock += ms;
  };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await startTestApp(
      { OUTBOUND_ALLOWED_NETWORKS: '127.0.0.1/32', WEBHOOK_IN_FLIGHT_PER_ENDPOINT: '2' },
      {
        outboundCa: [receiver.ca],
        now: () => new Date(clock),
        webhookDispatcher: { pollMs: 20, timeoutMs: 3_000 },
      },
    );
    store = await t.createStore();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(store.secretKey), ...(payload ? { payload } : {}) });
  const endpoint = async (path: string) => {
    const res = await call('POST', '/v1/webhooks', {
      url: receiver.url(path),
      events: ['catalog.import_finished'],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const ping = async (id: string): Promise<Delivery> => {
    const res = await call('POST', `/v1/webhooks/${id}/test`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const delivery = async (webhookId: string, deliveryId: string): Promise<Delivery> => {
    const page = (await call('GET', `/v1/webhooks/${webhookId}/deliveries?limit=200`)).json();
    const found = (page.data as Delivery[]).find((d) => d.id === deliveryId);
    if (!found) throw new Error(`delivery ${deliveryId} not listed`);
    return found;
  };
  /** Waits until the delivery's latest attempt is recorded (no attempt under way). */
  const recorded = async (webhookId: string, deliveryId: string, attempts: number): Promise<Delivery> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const d = await delivery(webhookId, deliveryId);
      if (d.attempts.length >= attempts && d.attempts.every((a) => a.status !== 'pending')) return d;
      if (Date.now() > deadline) throw new Error(`attempt ${attempts} not recorded: ${JSON.stringify(d)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('retries with backoff and jitter, the same webhook-id on every attempt, each attempt listed', async () => {
    const path = `/flaky/${randomUUID()}`;
    const id = await endpoint(path);
    receiver.answer((r, i) => (r.path === path && i < 2 ? { status: 500 } : { status: 204 }));
    const first = await ping(id);
    expect(first).toMatchObject({ status: 'failed', attempt: 1, response_status: 500 });
    // Equal jitter: the first retry is 2.5 to 5 seconds later.
    const wait = Date.parse(first.next_attempt_at ?? '') - clock;
    expect(wait).toBeGreaterThanOrEqual(2_500);
    expect(wait).toBeLessThanOrEqual(5_000);
    advance(5_000);
    const second = await recorded(id, first.id, 2);
    expect(second).toMatchObject({ status: 'failed', attempt: 2, response_status: 500 });
    const secondWait = Date.parse(second.next_attempt_at ?? '') - clock;
    expect(secondWait).toBeGreaterThanOrEqual(5_000);
    expect(secondWait).toBeLessThanOrEqual(10_000);
    advance(10_000);
    const third = await recorded(id, first.id, 3);
    expect(third).toMatchObject({
      status: 'succeeded',
      attempt: 3,
      response_status: 204,
      next_attempt_at: null,
    });
    expect(third.attempts.map((a) => [a.attempt, a.status, a.response_status])).toEqual([
      [1, 'failed', 500],
      [2, 'failed', 500],
      [3, 'succeeded', 204],
    ]);
    const sent = receiver.at(path);
    expect(sent.map((r) => r.headers['webhook-id'])).toEqual([first.id, first.id, first.id]);
    expect(new Set(sent.map((r) => r.body)).size).toBe(1);
    // Each attempt is signed for its own time.
    expect(new Set(sent.map((r) => r.headers['webhook-timestamp'])).size).toBe(3);
    advance(DAY);
    await new Promise((r) => setTimeout(r, 200));
    expect(receiver.at(path)).toHaveLength(3);
  });

  it('honours Retry-After', async () => {
    const path = `/busy/${randomUUID()}`;
    const id = await endpoint(path);
    receiver.answer((r, i) =>
      r.path === path && i === 0 ? { status: 503, headers: { 'retry-after': '120' } } : { status: 200 },
    );
    const first = await ping(id);
    expect(first).toMatchObject({ status: 'failed', response_status: 503 });
    expect(Date.parse(first.next_attempt_at ?? '')).toBe(clock + 120_000);
    advance(60_000);
    await new Promise((r) => setTimeout(r, 200));
    expect(receiver.at(path)).toHaveLength(1);
    advance(60_000);
    expect((await recorded(id, first.id, 2)).status).toBe('succeeded');
  });

  it('gives up after 3 days: the delivery is dead and nothing more is sent', async () => {
    const path = `/down/${randomUUID()}`;
    const id = await endpoint(path);
    receiver.answer(() => ({ status: 500 }));
    const started = clock;
    const first = await ping(id);
    let d: Delivery = first;
    for (let n = 2; d.status !== 'dead'; n++) {
      expect(d.status).toBe('failed');
      clock = Math.max(clock, Date.parse(d.next_attempt_at ?? ''));
      d = await recorded(id, first.id, n);
      expect(n).toBeLessThan(60);
    }
    // The last attempt is made at the end of the window, 3 days after the first.
    expect(clock - started).toBe(3 * DAY);
    expect(d.attempts.every((a) => a.status === 'failed' && a.response_status === 500)).toBe(true);
    expect(d.attempt).toBe(d.attempts.length);
    expect(d.next_attempt_at).toBeNull();
    const count = receiver.at(path).length;
    expect(count).toBe(d.attempt);
    advance(7 * DAY);
    await new Promise((r) => setTimeout(r, 200));
    expect(receiver.at(path)).toHaveLength(count);
    // With no success to the endpoint during those 3 days, the endpoint is disabled.
    await t.settle();
    const hook = (await call('GET', `/v1/webhooks/${id}`)).json();
    expect(hook).toMatchObject({ failure_count: count, enabled: false, disabled_reason: 'failing' });
  }, 90_000);

  it('a dead delivery does not disable an endpoint that had a success since that delivery began', async () => {
    const path = `/half/${randomUUID()}`;
    const id = await endpoint(path);
    receiver.answer(() => ({ status: 500 }));
    const doomed = await ping(id);
    expect(doomed.status).toBe('failed');
    receiver.answer((r) => (r.headers['webhook-id'] === doomed.id ? { status: 500 } : { status: 200 }));
    // A second delivery succeeds at once; the first keeps failing.
    expect((await ping(id)).status).toBe('succeeded');
    let d: Delivery = doomed;
    for (let n = 2; d.status !== 'dead'; n++) {
      clock = Math.max(clock, Date.parse(d.next_attempt_at ?? ''));
      d = await recorded(id, doomed.id, n);
    }
    await t.settle();
    expect((await call('GET', `/v1/webhooks/${id}`)).json()).toMatchObject({
      enabled: true,
      disabled_reason: null,
    });
  }, 90_000);

  it('410 Gone kills the delivery and disables the endpoint; re-enabling it works', async () => {
    const path = `/gone/${randomUUID()}`;
    const id = await endpoint(path);
    receiver.answer((r) => (r.path === path ? { status: 410 } : { status: 204 }));
    const d = await ping(id);
    expect(d).toMatchObject({ status: 'dead', response_status: 410 });
    // The endpoint is disabled just after the attempt is recorded (the answer does not wait for it).
    for (let i = 0; i < 200 && (await call('GET', `/v1/webhooks/${id}`)).json().enabled; i++)
      await new Promise((r) => setTimeout(r, 25));
    expect((await call('GET', `/v1/webhooks/${id}`)).json()).toMatchObject({
      enabled: false,
      disabled_reason: 'gone',
    });
    advance(HOUR);
    await new Promise((r) => setTimeout(r, 200));
    expect(receiver.at(path)).toHaveLength(1);
    receiver.answer(() => ({ status: 204 }));
    const enabled = await call('PATCH', `/v1/webhooks/${id}`, { enabled: true });
    expect(enabled.json()).toMatchObject({ enabled: true, disabled_reason: null });
    expect((await ping(id)).status).toBe('succeeded');
  });

  it('does not follow redirects: a 3xx is a failed attempt', async () => {
    const path = `/moved/${randomUUID()}`;
    const target = `/target/${randomUUID()}`;
    const id = await endpoint(path);
    receiver.answer((r) =>
      r.path === path ? { status: 302, headers: { location: receiver.url(target) } } : { status: 204 },
    );
    const d = await ping(id);
    expect(d).toMatchObject({ status: 'failed', response_status: 302 });
    expect(d.attempts[0]?.error).toMatch(/redirect/);
    expect(receiver.at(target)).toHaveLength(0);
  });

  it('an attempt that gets no answer in time fails as a timeout and is retried', async () => {
    const path = `/slow/${randomUUID()}`;
    const id = await endpoint(path);
    receiver.answer((r, i) => (r.path === path && i === 0 ? { hang: true } : { status: 204 }));
    const d = await ping(id);
    expect(d).toMatchObject({ status: 'failed', response_status: null });
    expect(d.attempts[0]?.error).toMatch(/^timeout/);
    // Retried until it succeeds (on a busy machine a retry may itself run out of time).
    let next: Delivery = d;
    for (let n = 2; next.status !== 'succeeded' && n < 6; n++) {
      clock = Math.max(clock, Date.parse(next.next_attempt_at ?? ''));
      next = await recorded(id, d.id, n);
    }
    expect(next.status).toBe('succeeded');
  }, 60_000);

  it('holds at most N attempts in flight per endpoint, so a slow receiver never delays another', async () => {
    const slowPath = `/stuck/${randomUUID()}`;
    const fastPath = `/quick/${randomUUID()}`;
    const slow = await endpoint(slowPath);
    const fast = await endpoint(fastPath);
    let release: () => void = () => undefined;
    const released = new Promise<void>((r) => {
      release = r;
    });
    receiver.answer((r) => (r.path === slowPath ? { status: 200, after: released } : { status: 200 }));
    // Ten events for each endpoint, appended as the test endpoint appends them (without sending at once).
    const pingOf = (webhookId: string) =>
      handleCommand(
        t.runtime.eventStore,
        webhookStream(store.tenantId, webhookId),
        webhookDecider,
        {
          type: 'RequestWebhookPing',
          tenantId: store.tenantId,
          webhookId,
          now: new Date(clock).toISOString(),
          pingId: randomUUID(),
        },
        { newEventId: randomUUID },
      );
    for (let i = 0; i < 10; i++) {
      await pingOf(slow);
      await pingOf(fast);
    }
    await receiver.waitFor(10, fastPath);
    await new Promise((r) => setTimeout(r, 200));
    // Every fast delivery arrived while the slow receiver held its two slots (and no more).
    expect(receiver.maxOpen(slowPath)).toBe(2);
    release();
    // Slots freed, the rest follow (a held attempt may have timed out: move the clock past any retry).
    for (
      let i = 0;
      i < 40 && new Set(receiver.at(slowPath).map((r) => r.headers['webhook-id'])).size < 10;
      i++
    ) {
      await new Promise((r) => setTimeout(r, 500));
      advance(10_000);
    }
    expect(new Set(receiver.at(slowPath).map((r) => r.headers['webhook-id'])).size).toBe(10);
    expect(receiver.maxOpen(slowPath)).toBe(2);
  }, 90_000);
});

describe('outgoing webhooks: the address is checked when a delivery is sent', () => {
  let t: TestApp;
  let store: CreatedStore;
  beforeAll(async () => {
    t = await startTestApp({}, { webhookDispatcher: { pollMs: 20 } });
    store = await t.createStore();
  });
  afterAll(async () => t.close());

  it('a name that resolves to loopback is refused at send time, and nothing is connected to', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: bearer(store.secretKey),
      payload: { url: 'https://localhost:9/in', events: ['ping'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const d = (
      await t.app.inject({
        method: 'POST',
        url: `/v1/webhooks/${res.json().id}/test`,
        headers: bearer(store.secretKey),
      })
    ).json() as Delivery;
    expect(d).toMatchObject({ status: 'failed', response_status: null });
    expect(d.attempts[0]?.error).toMatch(/^blocked_address/);
  });
});
