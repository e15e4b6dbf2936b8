import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../../commands/tenancy/create-store.ts';
import { keyGenerator } from '../../infra/crypto/key-generator.ts';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store.ts';
import { failedAuthLimit } from '../../infra/http/request-limits.ts';
import { foldCatalog } from '../../processes/catalog/reindex.ts';
import { serviceProcesses } from '../support/process-tree.ts';
import { testProduct, testProducts } from '../support/products.ts';
import { type ServiceProcess, startServiceProcess } from '../support/service-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { clientsPerWorker, type PinnedClient, sendOnNewConnection } from '../support/worker-clients.ts';

type Hits = { hits: { id: string; product: { price: string } }[]; ids: string[] };

/** `npm start` with WEB_CONCURRENCY=2: two api workers on one port under a primary. */
// Its steps wait up to 30 s (`eventually`) or a minute (the deadlines below) for processes to
// start and stop: the default 30 s for a whole test would cut them short on a loaded machine.
describe('both cores serve: npm start with two workers', { timeout: 120_000 }, () => {
  let db: TestDatabase;
  let service: ServiceProcess;
  let workers: PinnedClient[] = [];
  let secret = '';
  let tenantId = '';
  const metricsToken = randomBytes(24).toString('base64url');

  beforeAll(async () => {
    db = await createTestDatabase();
    service = await startServiceProcess(
      {
        DATABASE_URL: db.url,
        WEB_CONCURRENCY: '2',
        PUBLIC_RATE_LIMIT_PER_CLIENT: '100000',
        METRICS_TOKEN: metricsToken,
      },
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
    tenantId = created.tenantId;
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
    const deadline = Date.now() + 30_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`${what}: not within 30 s`);
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
    // A batch answers once its events are stored; every worker's index follows the log.
    await eventually(
      async () => (await search(writer, 'zanzibar')).hits.map((h) => h.id).join() === 'zanzibar-1',
      `${writer.instance} finds the new product`,
    );
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

  it('a write answered through one worker is found at once through either (read-your-writes across workers)', async () => {
    // Many writes: a worker that merely follows the log (its idle poll is 50 ms) is behind some of them.
    const words = Array.from(
      { length: 24 },
      (_, i) => `vorpal${String.fromCharCode(97 + i)}${String.fromCharCode(122 - i)}`,
    );
    for (const [i, word] of words.entries()) {
      const writer = workers[i % 2] as PinnedClient;
      const other = workers[(i + 1) % 2] as PinnedClient;
      const id = `ryw-${word}`;
      const written = await writer.send('POST', '/v1/products/batch', auth(), {
        upsert: [testProduct(id, { name: { en: `${word} lamp`, ar: 'مصباح' } })],
      });
      expect(written.status).toBe(200);
      // No waiting: the answer came after every worker's index held the write.
      expect(
        (await search(other, word)).ids,
        `${other.instance} after a write through ${writer.instance}`,
      ).toEqual([id]);
      expect((await search(writer, word)).ids).toEqual([id]);
    }
  });

  it("a write waits for the other worker's index: one paused (SIGSTOP) holds the answer until it caught up", async () => {
    const paused = serviceProcesses(service.child.pid ?? 0).workers[0]?.pid ?? 0;
    process.kill(paused, 'SIGSTOP');
    try {
      // Which pinned client reaches the paused process: the one that cannot answer.
      const answers = await Promise.all(
        workers.map((w) =>
          Promise.race([
            w.send('GET', '/v1/health').then(() => true),
            new Promise<boolean>((r) => setTimeout(() => r(false), 500)),
          ]),
        ),
      );
      const writer = workers[answers.indexOf(true)] as PinnedClient;
      const other = workers[answers.indexOf(false)] as PinnedClient;
      expect(answers.filter(Boolean)).toHaveLength(1);
      let answered = false;
      const write = writer
        .send('POST', '/v1/products/batch', auth(), {
          upsert: [testProduct('ryw-paused', { name: { en: 'Bandersnatch lamp', ar: 'مصباح' } })],
        })
        .then((res) => {
          answered = true;
          return res;
        });
      await new Promise((r) => setTimeout(r, 600));
      // The writer's own index and the read models hold it by now; the paused worker's does not.
      expect(answered).toBe(false);
      process.kill(paused, 'SIGCONT');
      expect((await write).status).toBe(200);
      expect((await search(other, 'bandersnatch')).ids).toEqual(['ryw-paused']);
    } finally {
      process.kill(paused, 'SIGCONT');
    }
  });

  it('a synonym and a settings change made through one worker are seen by both', async () => {
    const [writer, other] = workers as [PinnedClient, PinnedClient];
    const sofa = testProduct('sofa-1', { name: { en: 'Grey sofa', ar: 'كنبة رمادية' } });
    expect((await writer.send('POST', '/v1/products/batch', auth(), { upsert: [sofa] })).status).toBe(200);
    await eventually(
      async () => (await search(other, 'sofa')).ids.includes('sofa-1'),
      'the other indexes it',
    );
    // A word no built-in lexicon knows: nothing until the store says it means sofa.
    for (const w of workers) expect((await search(w, 'davenport')).ids).toEqual([]);

    const put = await writer.send('PUT', '/v1/synonyms/default', auth(), {
      entries: [{ type: 'two_way', words: ['davenport', 'sofa'] }],
    });
    expect(put.status).toBe(200);
    // The writing worker reads its own write at once; the other within moments.
    expect((await search(writer, 'davenport')).ids).toEqual(['sofa-1']);
    await eventually(
      async () => (await search(other, 'davenport')).ids.includes('sofa-1'),
      `${other.instance} applies the new synonym`,
    );

    // A settings change through the other worker: the default set switched off.
    const patched = await other.send('PATCH', '/v1/settings', auth(), { search: { synonym_sets: [] } });
    expect(patched.status).toBe(200);
    expect((await search(other, 'davenport')).ids).toEqual([]);
    await eventually(
      async () => (await search(writer, 'davenport')).ids.length === 0,
      `${writer.instance} follows the new settings`,
    );
    expect((await search(writer, 'sofa')).ids).toEqual(['sofa-1']);
  });

  it('rate limits are exact across the workers (one bucket, not one per process)', async () => {
    // Made-up keys spend the client's failed-authentication bucket: `burst` at once, then one a second.
    // From a client address of its own: no earlier step of this file (a key not yet known to a
    // worker answers 401) has spent from its bucket.
    const client = '127.0.0.9';
    const { burst, perSecond } = failedAuthLimit(client);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: burst * 2 }, (_, i) =>
        sendOnNewConnection(
          service.base,
          'GET',
          '/v1/whoami',
          { authorization: `Bearer sg_sec_${String(i).padStart(44, 'x')}` },
          undefined,
          client,
        ),
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
  it('GET /metrics through either worker reports the whole machine: both workers and the primary', async () => {
    const [one, two] = workers as [PinnedClient, PinnedClient];
    const scrape = async (worker: PinnedClient) => {
      const res = await worker.send('GET', '/metrics', { authorization: `Bearer ${metricsToken}` });
      expect(res.status).toBe(200);
      return res.body;
    };
    const searches = (text: string) =>
      Number(
        /http_requests_total\{method="GET",route="\/v1\/search",status="200"\} (\d+)/.exec(text)?.[1] ?? 0,
      );
    const before = searches(await scrape(one));
    for (let i = 0; i < 3; i++) await search(one, 'kettle');
    for (let i = 0; i < 4; i++) await search(two, 'kettle');
    const text = await scrape(two);
    expect(searches(text) - before).toBe(7);
    // The projections run in the primary: their lag comes from it.
    expect(text).toMatch(/projector_lag_events\{projection="analytics"\} \d+/);
    expect(text).toMatch(/projector_lag_events\{projection="tenants"\} \d+/);
    expect(text).toMatch(/projector_lag_events\{projection="search"\} \d+/);
    expect(text).toMatch(/job_queue_depth\{status="queued"\} \d+/);
    // Each process's own figures, merged: CPU adds up, the event loop's delay is averaged.
    expect(text).toMatch(/^process_cpu_seconds_total [0-9.]+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds [0-9.e-]+$/m);
    expect((await one.send('GET', '/metrics')).status).toBe(401);
  });

  it('a worker that dies is replaced, and the new one serves the current index', async () => {
    const before = serviceProcesses(service.child.pid ?? 0);
    expect(before.workers).toHaveLength(2);
    const victim = before.workers[0]?.pid ?? 0;
    process.kill(victim, 'SIGKILL');
    await eventually(async () => {
      const now = serviceProcesses(service.child.pid ?? 0).workers;
      return now.length === 2 && !now.some((w) => w.pid === victim);
    }, 'a new worker starts');
    // Every connection now reaches a live worker; one of them is new (cluster worker ids only grow).
    for (const w of workers) w.close();
    const deadline = Date.now() + 60_000;
    for (;;) {
      const found = await clientsPerWorker(service.base, 2, 5_000).catch(() => []);
      if (found.length === 2 && found.some((w) => !['worker-1', 'worker-2'].includes(w.instance))) {
        workers = found;
        break;
      }
      for (const w of found) w.close();
      if (Date.now() > deadline) throw new Error('the new worker never answered');
      await new Promise((r) => setTimeout(r, 200));
    }
    for (const w of workers) {
      expect((await w.send('GET', '/v1/whoami', auth())).status).toBe(200);
      expect((await search(w, 'zanzibar')).ids).toEqual(['zanzibar-1']);
    }
  });

  it('SIGTERM drains every process: requests in flight are answered, then all exit', async () => {
    const tree = serviceProcesses(service.child.pid ?? 0);
    const primary = tree.primary?.pid ?? 0;
    expect(tree.workers).toHaveLength(2);
    // A write of 1,000 products on one worker and a search on the other (each on its open
    // connection), in flight when SIGTERM arrives.
    const [writer, other] = workers as [PinnedClient, PinnedClient];
    const write = writer.send('POST', '/v1/products/batch', auth(), {
      upsert: testProducts(1_000, 'drain-'),
    });
    const searched = search(other, 'kettle');
    await new Promise((r) => setTimeout(r, 50));
    process.kill(primary, 'SIGTERM');
    expect((await write).status).toBe(200);
    expect((await searched).ids).toContain('zanzibar-1');
    const exited = Date.now() + 30_000;
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    // By pid: a worker that outlived its primary would no longer be under npm.
    while ([primary, ...tree.workers.map((w) => w.pid)].some(alive)) {
      if (Date.now() > exited) throw new Error('a process of the service did not exit');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(service.output()).toMatch(/"msg":"stopped"/);
    // Nothing accepted was lost: the write is in the log.
    const products = await foldCatalog(new PostgresEventStore(db.pool), tenantId);
    expect([...products.keys()].filter((id) => id.startsWith('drain-'))).toHaveLength(1_000);
  });
});
