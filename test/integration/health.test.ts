import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../../commands/tenancy/create-store.ts';
import { keyGenerator } from '../../infra/crypto/key-generator.ts';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store.ts';
import { ElasticsearchStub } from '../support/elasticsearch-stub.ts';
import { testProducts } from '../support/products.ts';
import { type ServiceProcess, startServiceProcess } from '../support/service-process.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

describe('GET /v1/health?deep=true checks the adapters in use (embedded defaults)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('reports the database, the event store and the embedded engine, each up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/health?deep=true' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      checks: {
        database: { ok: true, error: null },
        event_store: { ok: true, adapter: 'postgres' },
        search_engine: { ok: true, adapter: 'embedded' },
      },
    });
    const shallow = (await t.app.inject({ method: 'GET', url: '/v1/health' })).json();
    expect(shallow.checks).toBeUndefined();
  });

  it('refuses a bad deep value with 422', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/health?deep=yes' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('query.deep');
  });
});

/**
 * ELASTICSEARCH_URL selects Elasticsearch in the real entry point (`infra/main.ts`, what
 * `npm start` runs): no Elasticsearch can run here, so a local server speaking the calls the
 * service makes stands in for one, and shows the service talks to it.
 */
describe('ELASTICSEARCH_URL selects the Elasticsearch engine (npm start)', () => {
  let db: TestDatabase;
  let stub: ElasticsearchStub;
  let service: ServiceProcess;
  beforeAll(async () => {
    db = await createTestDatabase();
    stub = new ElasticsearchStub();
    service = await startServiceProcess({ DATABASE_URL: db.url, ELASTICSEARCH_URL: await stub.start() });
  });
  afterAll(async () => {
    await service?.kill('SIGTERM');
    await stub?.stop();
    await db?.drop();
  });

  const deepHealth = async () => {
    const res = await fetch(`${service.base}/v1/health?deep=true`);
    return { status: res.status, body: (await res.json()) as { checks: Record<string, unknown> } };
  };

  it('pings Elasticsearch for the deep health check, and reports it down when it is', async () => {
    const up = await deepHealth();
    expect(up.status).toBe(200);
    expect(up.body.checks.search_engine).toMatchObject({ ok: true, adapter: 'elasticsearch' });
    expect(stub.received.some((r) => r.method === 'HEAD' && r.path === '/')).toBe(true);
    stub.up = false;
    const down = await deepHealth();
    stub.up = true;
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'degraded', checks: { search_engine: { ok: false } } });
  });

  it('indexes a catalog batch into Elasticsearch', async () => {
    const store = await createStoreIn(db, service.base);
    const res = await fetch(`${service.base}/v1/products/batch`, {
      method: 'POST',
      headers: { ...bearer(store.secret_key), 'content-type': 'application/json' },
      body: JSON.stringify({ upsert: testProducts(3, 'es') }),
    });
    expect(res.status).toBe(200);
    const deadline = Date.now() + 10_000;
    while (stub.bulkIds().length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(stub.bulkIds().sort()).toEqual(['es0', 'es1', 'es2']);
    expect((await deepHealth()).status).toBe(200);
  });
});

/** A store created in the service's database (as `npm run store:create` does), once its key works. */
async function createStoreIn(db: TestDatabase, base: string): Promise<{ secret_key: string }> {
  const created = await createStore(
    {
      eventStore: new PostgresEventStore(db.pool),
      newId: randomUUID,
      now: () => new Date(),
      settle: async () => undefined,
      keys: keyGenerator,
    },
    { name: 'ES store', locales: ['en', 'ar'], currency: 'SAR' },
  );
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${base}/v1/whoami`, { headers: bearer(created.secretKey) });
    if (res.status === 200) return { secret_key: created.secretKey };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the service never accepted the new store key');
}
