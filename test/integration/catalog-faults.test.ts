import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedStore, createStore } from '../../commands/tenancy/create-store.ts';
import { loadConfig } from '../../infra/config.ts';
import { keyGenerator } from '../../infra/crypto/key-generator.ts';
import { type Runtime, startRuntime } from '../../infra/runtime.ts';
import { testProducts } from '../support/products.ts';
import { type ServiceProcess, startServiceProcess } from '../support/service-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/** Crashes of the real service process around and inside catalog batches. */
describe('catalog faults: SIGKILL between and inside batches', () => {
  let db: TestDatabase;
  let tool: Runtime;
  let store: CreatedStore;
  let service: ServiceProcess;
  // A key of its own, so that neither process writes a generated one into the checkout's data folder.
  const secretsKey = randomBytes(32).toString('base64');
  const env = () => ({ DATABASE_URL: db.url, IDEMPOTENCY_LEASE_SECONDS: '2', SECRETS_KEY: secretsKey });

  beforeAll(async () => {
    db = await createTestDatabase();
    tool = await startRuntime(loadConfig(env()), {
      role: 'tool',
      startProjectors: false,
      runJobs: false,
    });
    store = await createStore(
      {
        eventStore: tool.eventStore,
        newId: tool.newId,
        now: tool.now,
        settle: async () => undefined,
        keys: keyGenerator,
      },
      { name: 'Crashy', locales: ['en', 'ar'], currency: 'SAR', planCode: 'pro' },
    );
    service = await startServiceProcess(env());
  }, 60_000);
  afterAll(async () => {
    await service?.kill();
    await tool?.stop();
    await db?.drop();
  });

  const post = async (body: unknown, idempotencyKey: string) => {
    for (let i = 0; ; i++) {
      const res = await fetch(`${service.base}/v1/products/batch`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${store.secretKey}`,
          'content-type': 'application/json',
          'idempotency-key': idempotencyKey,
        },
        body: JSON.stringify(body),
      });
      // The store's keys reach the new process's read model a moment after it starts.
      if ((res.status === 401 || res.status === 409) && i < 200) {
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      return {
        status: res.status,
        replayed: res.headers.get('idempotent-replayed'),
        body: (await res.json()) as Record<string, unknown>,
      };
    }
  };
  const upsertEvents = async () => {
    const events = await tool.eventStore.readStream(`catalog-${store.tenantId}`);
    return events.filter((e) => e.type === 'ProductUpserted').map((e) => String(e.data.productId));
  };

  it('a kill between two batches of a sync loses nothing; the sync completes after the restart', async () => {
    await post({ upsert: testProducts(300, 'keep-') }, 'seed-batch-0001');
    const first = await post({ sync_id: 'nightly', upsert: testProducts(200, 'sync-') }, 'sync-batch-0001');
    expect(first).toMatchObject({ status: 200, body: { added: 200 } });
    await service.kill('SIGKILL');
    service = await startServiceProcess(env());
    const replay = await post({ sync_id: 'nightly', upsert: testProducts(200, 'sync-') }, 'sync-batch-0001');
    expect(replay.replayed).toBe('true');
    expect(replay.body).toEqual(first.body);
    const last = await post(
      { sync_id: 'nightly', upsert: testProducts(100, 'sync2-'), sync_complete: true, replace_all: true },
      'sync-batch-0002',
    );
    expect(last).toMatchObject({ status: 200, body: { added: 100, removed_by_sync: 300 } });
  }, 120_000);

  it('a kill inside a batch applies all of it or none of it, and the retry with the same key finishes it', async () => {
    const before = (await upsertEvents()).length;
    const body = { upsert: testProducts(1000, 'mid-', { description: { en: 'x'.repeat(2000) } }) };
    const inFlight = fetch(`${service.base}/v1/products/batch`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${store.secretKey}`,
        'content-type': 'application/json',
        'idempotency-key': 'mid-batch-0001',
      },
      body: JSON.stringify(body),
    }).catch(() => null);
    await new Promise((r) => setTimeout(r, 60));
    await service.kill('SIGKILL');
    await inFlight;
    const afterKill = (await upsertEvents()).filter((id) => id.startsWith('mid-')).length;
    expect([0, 1000]).toContain(afterKill);
    service = await startServiceProcess(env());
    const retry = await post(body, 'mid-batch-0001');
    expect(retry.status).toBe(200);
    const { added, unchanged } = retry.body as { added: number; unchanged: number };
    expect(added + unchanged).toBe(1000);
    const mid = (await upsertEvents()).filter((id) => id.startsWith('mid-'));
    expect(mid).toHaveLength(1000);
    expect(new Set(mid).size).toBe(1000);
    expect((await upsertEvents()).length).toBe(before + 1000);
  }, 120_000);
});
