import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  let env: Record<string, string>;
  beforeAll(async () => {
    db = await createTestDatabase();
    stub = new ElasticsearchStub();
    env = { DATABASE_URL: db.url, ELASTICSEARCH_URL: await stub.start() };
    service = await startServiceProcess(env);
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
    const store = await createStoreWithCli(env);
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

/** `npm run store:create` against the same database. */
async function createStoreWithCli(env: Record<string, string>): Promise<{ secret_key: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'infra/cli/store-create.ts', '--name', 'ES store', '--locales', 'en,ar'],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code).toBe(0);
  return JSON.parse(out) as { secret_key: string };
}
