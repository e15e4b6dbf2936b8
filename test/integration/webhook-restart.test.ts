import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedStore, createStore } from '../../commands/tenancy/create-store.ts';
import { deliveryIdOf } from '../../domain/webhooks/delivery.ts';
import { webhookStream } from '../../domain/webhooks/webhook-events.ts';
import { loadConfig } from '../../infra/config.ts';
import { keyGenerator } from '../../infra/crypto/key-generator.ts';
import { type Runtime, startRuntime } from '../../infra/runtime.ts';
import { type ServiceProcess, startServiceProcess } from '../support/service-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

interface Delivery {
  id: string;
  status: string;
  attempt: number;
  attempts: { attempt: number; status: string; error: string | null }[];
}

/** The real service process killed with SIGKILL while deliveries are being made and sent. */
describe('outgoing webhooks: SIGKILL neither loses nor duplicates a delivery (beyond at-least-once, same id)', () => {
  let db: TestDatabase;
  let tool: Runtime;
  let store: CreatedStore;
  let service: ServiceProcess;
  let receiver: WebhookReceiver;
  let dir: string;
  const secretsKey = randomBytes(32).toString('base64');
  const env = () => ({
    DATABASE_URL: db.url,
    DATA_DIR: dir,
    SECRETS_KEY: secretsKey,
    OUTBOUND_ALLOWED_NETWORKS: '127.0.0.1/32',
    NODE_EXTRA_CA_CERTS: join(dir, 'receiver-ca.pem'),
  });

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    dir = await mkdtemp(join(tmpdir(), 'webhook-restart-'));
    await writeFile(join(dir, 'receiver-ca.pem'), receiver.ca);
    db = await createTestDatabase();
    tool = await startRuntime(loadConfig(env()), { role: 'tool', startProjectors: false, runJobs: false });
    store = await createStore(
      {
        eventStore: tool.eventStore,
        newId: tool.newId,
        now: tool.now,
        settle: async () => undefined,
        keys: keyGenerator,
      },
      { name: 'Restarts', locales: ['en'], currency: 'SAR', planCode: 'pro' },
    );
    service = await startServiceProcess(env());
  }, 60_000);
  afterAll(async () => {
    await service?.kill();
    await tool?.stop();
    await db?.drop();
    await receiver?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const api = async (method: string, path: string, body?: object) => {
    for (let i = 0; ; i++) {
      const res = await fetch(`${service.base}${path}`, {
        method,
        headers: { authorization: `Bearer ${store.secretKey}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      // The store's keys reach a new process's read model a moment after it starts.
      if (res.status === 401 && i < 200) {
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      return res;
    }
  };
  /** Appends ping events for the endpoint (as the test route does, without sending at once). */
  const appendPings = async (webhookId: string, count: number): Promise<string[]> => {
    const events = Array.from({ length: count }, () => {
      const id = randomUUID();
      return {
        id,
        type: 'WebhookPingRequested',
        data: { tenantId: store.tenantId, webhookId, at: new Date().toISOString(), pingId: id },
      };
    });
    for (const e of events)
      await tool.eventStore.append(webhookStream(store.tenantId, webhookId), [e], 'any');
    return events.map((e) => deliveryIdOf(webhookId, e.id));
  };
  const deliveries = async (webhookId: string): Promise<Delivery[]> =>
    (
      (await (await api('GET', `/v1/webhooks/${webhookId}/deliveries?limit=200`)).json()) as {
        data: Delivery[];
      }
    ).data;

  it('killed with attempts in flight and with events not yet projected: every delivery arrives, only interrupted ones twice', async () => {
    const path = `/restart/${randomUUID()}`;
    const created = await api('POST', '/v1/webhooks', {
      url: receiver.url(path),
      events: ['catalog.sync_failed'],
    });
    expect(created.status).toBe(201);
    const webhookId = ((await created.json()) as { id: string }).id;

    // 1. The receiver holds every request: the per-endpoint slots (8) fill, then the service dies.
    receiver.answer(() => ({ hang: true }));
    const first = await appendPings(webhookId, 20);
    await receiver.waitFor(8, path, 60_000);
    await service.kill('SIGKILL');
    const interrupted = new Set(receiver.at(path).map((r) => r.headers['webhook-id']));
    expect(interrupted.size).toBe(8);

    // 2. More events while it is down, then the service comes back and one more batch follows at once.
    receiver.answer(() => ({ status: 204 }));
    const second = await appendPings(webhookId, 10);
    service = await startServiceProcess(env());
    const third = await appendPings(webhookId, 10);
    // 3. And it is killed again right away, likely mid-projection or mid-sending.
    await new Promise((r) => setTimeout(r, 300));
    await service.kill('SIGKILL');
    service = await startServiceProcess(env());

    const expected = new Set([...first, ...second, ...third]);
    // The attempts cut off by a kill are sent again once their lease (attempt timeout + margin) passes.
    const deadline = Date.now() + 120_000;
    let listed: Delivery[] = [];
    for (;;) {
      listed = await deliveries(webhookId);
      if (listed.length === expected.size && listed.every((d) => d.status === 'succeeded')) break;
      if (Date.now() > deadline)
        throw new Error(`not all delivered: ${JSON.stringify(listed.map((d) => d.status))}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(new Set(listed.map((d) => d.id))).toEqual(expected);
    const received = receiver.at(path);
    // Nothing arrived that is not one of the deliveries, and every delivery arrived answered 2xx.
    for (const r of received) expect(expected.has(r.headers['webhook-id'] ?? '')).toBe(true);
    const succeeded = new Map<string, number>();
    for (const r of received)
      if (r.status === 204)
        succeeded.set(r.headers['webhook-id'] ?? '', (succeeded.get(r.headers['webhook-id'] ?? '') ?? 0) + 1);
    expect([...expected].filter((id) => !succeeded.has(id))).toEqual([]);
    // A delivery is sent again only when an attempt was cut off by a kill (same id each time).
    for (const d of listed) {
      const cutOff = d.attempts.filter((a) => a.error?.startsWith('interrupted'));
      expect(d.attempts.filter((a) => a.status === 'succeeded')).toHaveLength(1);
      expect(d.attempt).toBe(1 + cutOff.length);
      expect(received.filter((r) => r.headers['webhook-id'] === d.id).length).toBeLessThanOrEqual(d.attempt);
    }
    for (const id of interrupted) {
      const d = listed.find((x) => x.id === id);
      expect(d?.attempts[0]).toMatchObject({
        status: 'failed',
        error: expect.stringMatching(/^interrupted/),
      });
    }
  }, 240_000);
});
