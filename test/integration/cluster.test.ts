import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../../commands/tenancy/create-store.ts';
import { keyGenerator } from '../../infra/crypto/key-generator.ts';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store.ts';
import { failedAuthLimit } from '../../infra/http/request-limits.ts';
import { testProduct } from '../support/products.ts';
import { type ServiceProcess, startServiceProcess } from '../support/service-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { clientsPerWorker, type PinnedClient, sendOnNewConnection } from '../support/worker-clients.ts';

type Hits = { hits: { id: string; product: { price: string } }[] };

/** `npm start` with WEB_CONCURRENCY=2: two api workers on one port under a primary. */
describe('both cores serve: npm start with two workers', () => {
  let db: TestDatabase;
  let service: ServiceProcess;
  let workers: PinnedClient[] = [];
  let secret = '';

  beforeAll(async () => {
    db = await createTestDatabase();
    service = await startServiceProcess(
      { DATABASE_URL: db.url, WEB_CONCURRENCY: '2', PUBLIC_RATE_LIMIT_PER_CLIENT: '100000' },
      { npm: true },
    );
    const created = await createStore(
      {
        eventStore: new PostgresEventStore(db.pool),
        newId: randomUUID,
        now: () => new Date(),
        settle: async () => undefined,
        keys: keyGenerator,
      },
      { name: 'Cluster', locales: ['en', 'ar'], currency: 'SAR', planCode: 'enterprise' },
    );
    secret = created.secretKey;
    workers = await clientsPerWorker(service.base, 2);
    // Both workers learn the new key (each reads the read model on its own).
    for (const worker of workers) {
      const deadline = Date.now() + 10_000;
      while ((await worker.send('GET', '/v1/whoami', auth())).status !== 200) {
        if (Date.now() > deadline) throw new Error(`${worker.instance} never accepted the key`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }, 300_000);

  afterAll(async () => {
    for (const w of workers) w.close();
    await service?.kill('SIGTERM');
    await db?.drop();
  });

  const auth = () => ({ authorization: `Bearer ${secret}` });
  const search = async (worker: PinnedClient, q: string) =>
    (await worker.send('GET', `/v1/search?q=${encodeURIComponent(q)}`, auth())).json<Hits>();
  const eventually = async (check: () => Promise<boolean>, what: string) => {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`${what}: not within 10 s`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  it('two different processes answer on the one port', () => {
    expect(new Set(workers.map((w) => w.instance)).size).toBe(2);
  });

  it("each worker's index stays current after a write made through the other", async () => {
    const [writer, other] = workers as [PinnedClient, PinnedClient];
    const product = testProduct('zanzibar-1', { name: { en: 'Zanzibar kettle', ar: 'غلاية زنجبار' } });
    const written = await writer.send('POST', '/v1/products/batch', auth(), { upsert: [product] });
    expect(written.status).toBe(200);
    // The writer answers once its own index holds the write; the other worker follows the log.
    expect((await search(writer, 'zanzibar')).hits.map((h) => h.id)).toEqual(['zanzibar-1']);
    await eventually(
      async () => (await search(other, 'zanzibar')).hits.some((h) => h.id === 'zanzibar-1'),
      `${other.instance} finds the new product`,
    );
    const changed = await other.send('POST', '/v1/products/batch', auth(), {
      upsert: [{ ...product, price: '77.50' }],
    });
    expect(changed.status).toBe(200);
    await eventually(
      async () => (await search(writer, 'zanzibar')).hits[0]?.product.price === '77.50',
      `${writer.instance} shows the new price`,
    );
  });

  it('rate limits are exact across the workers (one bucket, not one per process)', async () => {
    // Made-up keys spend the client's failed-authentication bucket: `burst` at once, then one a second.
    const { burst, perSecond } = failedAuthLimit('127.0.0.1');
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: burst * 2 }, (_, i) =>
        sendOnNewConnection(service.base, 'GET', '/v1/whoami', {
          authorization: `Bearer sg_sec_${String(i).padStart(44, 'x')}`,
        }),
      ),
    );
    const seconds = (Date.now() - started) / 1000;
    const refused = answers.filter((a) => a.status === 429).length;
    const unauthorized = answers.filter((a) => a.status === 401).length;
    expect(refused + unauthorized).toBe(burst * 2);
    // Per-process buckets would let both workers refuse nothing (2 × burst tries).
    expect(unauthorized).toBeGreaterThanOrEqual(burst);
    expect(unauthorized).toBeLessThanOrEqual(burst + Math.ceil(seconds * perSecond));
  });
});
