import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { replayProjectors } from '../../infra/projection-runtime/replay.ts';
import { webhooksProjector } from '../../projections/webhooks/webhooks-projector.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

/** Endpoints (spec "Webhooks") and signed delivery of the test ping, verified as a receiver would. */
describe('outgoing webhooks: endpoints and signed deliveries', () => {
  let t: TestApp;
  let store: CreatedStore;
  let other: CreatedStore;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await startTestApp(
      { OUTBOUND_ALLOWED_NETWORKS: '127.0.0.1/32' },
      { outboundCa: [receiver.ca], webhookDispatcher: { pollMs: 20 } },
    );
    store = await t.createStore();
    other = await t.createStore({ name: 'Other' });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(store.secretKey), ...headers },
      ...(payload ? { payload } : {}),
    });
  const create = async (body: object = {}) => {
    const res = await call('POST', '/v1/webhooks', {
      url: receiver.url(`/in/${randomUUID()}`),
      events: ['catalog.import_finished'],
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; url: string; secret: string; events: string[] };
  };

  it('creates an endpoint and shows its whsec_ secret once; list and get never show it', async () => {
    const res = await call('POST', '/v1/webhooks', {
      url: receiver.url('/orders'),
      events: ['catalog.import_finished', 'catalog.sync_failed'],
      description: 'ERP bridge',
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const created = res.json();
    expect(created).toMatchObject({
      url: receiver.url('/orders'),
      events: ['catalog.import_finished', 'catalog.sync_failed'],
      description: 'ERP bridge',
      enabled: true,
      failure_count: 0,
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const got = await call('GET', `/v1/webhooks/${created.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({ ...created, secret: undefined, disabled_reason: null });
    expect(got.body).not.toContain(created.secret.slice(6));
    const list = (await call('GET', '/v1/webhooks')).json() as { id: string }[];
    expect(list.map((w) => w.id)).toContain(created.id);
    expect(JSON.stringify(list)).not.toContain(created.secret.slice(6));
    // Stored sealed: the secret's text is nowhere in the database.
    const { rows } = await t.db.pool.query<{ n: string }>(
      `select count(*) as n from (select data::text as d from es_events union all select secret from webhooks) x
        where d like $1`,
      [`%${created.secret.slice(6, 30)}%`],
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('refuses bad input with 422 and the field path, and changes nothing', async () => {
    const before = ((await call('GET', '/v1/webhooks')).json() as unknown[]).length;
    const bad = async (body: object, field: string) => {
      const res = await call('POST', '/v1/webhooks', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(String(res.headers['content-type'])).toContain('application/problem+json');
      expect((res.json().errors as { field: string }[]).map((e) => e.field)).toContain(field);
    };
    await bad({ url: 'http://hooks.example/in', events: ['ping'] }, 'url');
    await bad({ url: `https://hooks.example/${'a'.repeat(2048)}`, events: ['ping'] }, 'url');
    await bad({ url: 'https://user:pw@hooks.example/in', events: ['ping'] }, 'url');
    await bad({ url: 'https://hooks.example/in', events: ['order.created'] }, 'events.0');
    await bad({ url: 'https://hooks.example/in', events: [] }, 'events');
    await bad(
      { url: 'https://hooks.example/in', events: ['ping'], description: 'x'.repeat(301) },
      'description',
    );
    await bad({ url: 'https://hooks.example/in', events: ['ping'], colour: 'red' }, 'body');
    // Addresses that can never be reached are refused when given (a name is judged at send time).
    await bad({ url: 'https://169.254.169.254/latest', events: ['ping'] }, 'url');
    await bad({ url: 'https://10.0.0.8/in', events: ['ping'] }, 'url');
    await bad({ url: 'https://[::ffff:10.0.0.8]/in', events: ['ping'] }, 'url');
    const id = (await create()).id;
    const patch = await call('PATCH', `/v1/webhooks/${id}`, { url: 'http://plain.example/' });
    expect(patch.statusCode).toBe(422);
    expect(((await call('GET', '/v1/webhooks')).json() as unknown[]).length).toBe(before + 1);
    expect((await call('GET', `/v1/webhooks/${id}`)).json().url).toMatch(/^https:\/\/127\.0\.0\.1/);
  });

  it('needs a secret key with the webhooks scope; another store’s endpoint is not found', async () => {
    const { id } = await create();
    expect((await t.app.inject({ method: 'GET', url: '/v1/webhooks' })).statusCode).toBe(401);
    const publicKey = await t.app.inject({
      method: 'GET',
      url: '/v1/webhooks',
      headers: bearer(store.publicKey),
    });
    expect(publicKey.statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', `/v1/webhooks/${id}`],
      ['PATCH', `/v1/webhooks/${id}`],
      ['DELETE', `/v1/webhooks/${id}`],
      ['POST', `/v1/webhooks/${id}/rotate-secret`],
      ['POST', `/v1/webhooks/${id}/test`],
      ['GET', `/v1/webhooks/${id}/deliveries`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: bearer(other.secretKey),
        ...(method === 'PATCH' ? { payload: { enabled: false } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await call('GET', `/v1/webhooks/${id}`)).json().enabled).toBe(true);
  });

  it('creates once for one Idempotency-Key, replaying the first answer', async () => {
    const key = `wh-${randomUUID()}`;
    const body = { url: receiver.url('/idem'), events: ['catalog.sync_failed'] };
    const first = await call('POST', '/v1/webhooks', body, { 'idempotency-key': key });
    const again = await call('POST', '/v1/webhooks', body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    const list = (await call('GET', '/v1/webhooks')).json() as { url: string }[];
    expect(list.filter((w) => w.url === body.url)).toHaveLength(1);
  });

  it('patches only what is given, null description clears it, and deletes', async () => {
    const { id } = await create({ description: 'first' });
    const renamed = await call('PATCH', `/v1/webhooks/${id}`, {
      events: ['usage.threshold_reached'],
      url: null,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      events: ['usage.threshold_reached'],
      description: 'first',
      enabled: true,
    });
    const cleared = await call('PATCH', `/v1/webhooks/${id}`, { description: null, enabled: false });
    expect(cleared.json()).toMatchObject({ description: null, enabled: false, disabled_reason: 'requested' });
    expect((await call('GET', `/v1/webhooks/${id}`)).json()).toMatchObject({
      description: null,
      enabled: false,
    });
    const bad = await call('PATCH', `/v1/webhooks/${id}`, { enabled: 'yes' });
    expect(bad.statusCode).toBe(422);
    const deleted = await call('DELETE', `/v1/webhooks/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ deleted: true, id });
    expect((await call('GET', `/v1/webhooks/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/webhooks/${id}`)).statusCode).toBe(404);
    expect((await call('POST', `/v1/webhooks/${id}/test`)).statusCode).toBe(404);
  });

  it('test sends a ping now, signed over the exact bytes, verified by the standardwebhooks package', async () => {
    const { id, secret } = await create();
    const res = await call('POST', `/v1/webhooks/${id}/test`);
    expect(res.statusCode, res.body).toBe(200);
    const delivery = res.json();
    expect(delivery).toMatchObject({
      event_type: 'ping',
      status: 'succeeded',
      attempt: 1,
      response_status: 204,
    });
    expect(delivery.delivered_at).not.toBeNull();
    expect(delivery.attempts).toEqual([
      expect.objectContaining({ attempt: 1, status: 'succeeded', response_status: 204 }),
    ]);
    const [got] = receiver.received.filter((r) => r.headers['webhook-id'] === delivery.id);
    expect(got).toBeDefined();
    if (!got) return;
    expect(got.headers['content-type']).toBe('application/json');
    const payload = new Webhook(secret).verify(got.body, got.headers) as { type: string; data: object };
    expect(payload).toMatchObject({ type: 'ping', data: { webhook_id: id } });
    // One changed byte, or another secret, fails verification.
    expect(() => new Webhook(secret).verify(`${got.body} `, got.headers)).toThrow();
    const otherSecret = (await create()).secret;
    expect(() => new Webhook(otherSecret).verify(got.body, got.headers)).toThrow();
    const listed = (await call('GET', `/v1/webhooks/${id}/deliveries`)).json();
    expect(listed.data[0]).toMatchObject({ id: delivery.id, status: 'succeeded', attempt: 1 });
  });

  it('after rotate-secret, deliveries carry signatures of the new and the old secret', async () => {
    const { id, secret: oldSecret } = await create();
    const rotated = await call('POST', `/v1/webhooks/${id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.headers['cache-control']).toBe('no-store');
    const newSecret = rotated.json().secret as string;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(oldSecret);
    const delivery = (await call('POST', `/v1/webhooks/${id}/test`)).json();
    const got = receiver.received.find((r) => r.headers['webhook-id'] === delivery.id);
    expect(got?.headers['webhook-signature']?.split(' ')).toHaveLength(2);
    if (!got) return;
    expect(new Webhook(newSecret).verify(got.body, got.headers)).toMatchObject({ type: 'ping' });
    expect(new Webhook(oldSecret).verify(got.body, got.headers)).toMatchObject({ type: 'ping' });
  });

  it('pages deliveries newest first with a cursor; limit is 1..200', async () => {
    const { id } = await create();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await call('POST', `/v1/webhooks/${id}/test`)).json().id);
    const first = (await call('GET', `/v1/webhooks/${id}/deliveries?limit=2`)).json();
    expect(first.data.map((d: { id: string }) => d.id)).toEqual([ids[4], ids[3]]);
    expect(first.next_cursor).toEqual(expect.any(String));
    expect(first.total).toBe(5);
    const second = (
      await call('GET', `/v1/webhooks/${id}/deliveries?limit=2&cursor=${first.next_cursor}`)
    ).json();
    expect(second.data.map((d: { id: string }) => d.id)).toEqual([ids[2], ids[1]]);
    const all = (await call('GET', `/v1/webhooks/${id}/deliveries`)).json();
    expect(all.data).toHaveLength(5);
    for (const q of ['limit=0', 'limit=201', 'limit=x', `cursor=${'c'.repeat(201)}`]) {
      const res = await call('GET', `/v1/webhooks/${id}/deliveries?${q}`);
      expect(res.statusCode, q).toBe(422);
    }
    expect((await call('GET', `/v1/webhooks/${id}/deliveries?cursor=not-a-cursor`)).statusCode).toBe(422);
  });

  it('a replay rebuilds the endpoints and sends nothing again', async () => {
    const { id } = await create();
    for (let i = 0; i < 3; i++)
      expect((await call('POST', `/v1/webhooks/${id}/test`)).json().status).toBe('succeeded');
    const endpoints = (await call('GET', '/v1/webhooks')).json();
    const deliveries = (await call('GET', `/v1/webhooks/${id}/deliveries`)).json();
    const sent = receiver.received.length;
    await replayProjectors(t.db.pool, t.runtime.eventStore, [webhooksProjector]);
    await new Promise((r) => setTimeout(r, 300));
    expect((await call('GET', '/v1/webhooks')).json()).toEqual(endpoints);
    expect((await call('GET', `/v1/webhooks/${id}/deliveries`)).json()).toEqual(deliveries);
    expect(receiver.received.length).toBe(sent);
  });
});
